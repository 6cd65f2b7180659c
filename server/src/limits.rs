//! Per-client and per-session limits on requests that make the server keep
//! something: creating and importing games (pages' server functions and
//! `POST /api/v1/games`). A refused request gets 429 with `Retry-After` and the
//! error body its caller reads (the API's JSON error, or a server function's
//! `ApiError`); nothing is created.

use std::time::Duration;

use axum::extract::{Request, State};
use axum::http::{header, HeaderValue, Method, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use protocol::GameError;
use service::Attempts;

use crate::clients;

/// The window of the creation limits.
pub const CREATE_WINDOW: Duration = Duration::from_secs(600);

/// The creation limits and their counters.
#[derive(Clone, Debug)]
pub struct CreateLimits {
    /// Games created or imported per client in [`CREATE_WINDOW`].
    pub per_client: u32,
    /// Games created or imported per session (or API token) in [`CREATE_WINDOW`].
    pub per_session: u32,
    /// Games imported per client in [`CREATE_WINDOW`] (imports also count above).
    pub imports_per_client: u32,
    pub attempts: Attempts,
}

/// What a limited path does.
#[derive(PartialEq)]
enum Creates {
    Game,
    Import,
}

fn creates(method: &Method, path: &str) -> Option<Creates> {
    if method != Method::POST {
        return None;
    }
    match path {
        "/api/create_game" | "/api/create_online_game" | "/api/v1/games" => Some(Creates::Game),
        "/api/import_game" => Some(Creates::Import),
        _ => None,
    }
}

/// The session cookie's or the API token's value: the "session" of a request.
fn session_of(request: &Request) -> Option<String> {
    let headers = request.headers();
    if let Some(auth) = headers
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
    {
        return Some(format!("token|{auth}"));
    }
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|c| c.trim().split_once('='))
        .find(|(name, _)| *name == crate::sessions::COOKIE_NAME)
        .map(|(_, value)| format!("cookie|{value}"))
}

/// Counts a game creation or import against its client and session; 429 when
/// either is over its limit.
pub async fn limit_creation(
    State(limits): State<CreateLimits>,
    request: Request,
    next: Next,
) -> Response {
    let Some(what) = creates(request.method(), request.uri().path()) else {
        return next.run(request).await;
    };
    let (parts, body) = request.into_parts();
    let client = clients::of(&parts);
    let request = Request::from_parts(parts, body);
    let t = &limits.attempts;
    let mut counted: Vec<String> = Vec::new();
    let mut checks = vec![(format!("new|{client}"), limits.per_client)];
    if what == Creates::Import {
        checks.push((format!("import|{client}"), limits.imports_per_client));
    }
    if let Some(session) = session_of(&request) {
        checks.push((format!("new|{session}"), limits.per_session));
    }
    for (key, limit) in checks {
        if let Err(wait) = t.reserve(&key, limit, CREATE_WINDOW).await {
            for key in &counted {
                t.release(key).await;
            }
            tracing::warn!(%client, path = request.uri().path(), "game creation refused: limit");
            return refusal(&request, wait);
        }
        counted.push(key);
    }
    next.run(request).await
}

/// 429 with `Retry-After`, in the body its caller reads (a page's in its language).
pub fn refusal(request: &Request, retry_after_secs: u32) -> Response {
    let error = GameError::TooManyRequests { retry_after_secs };
    let mut response = if request.uri().path().starts_with("/api/v1/") {
        crate::api::ApiFailure::from(error).into_response()
    } else {
        let lang = app::request_lang(request.headers());
        let refused = app::api::ApiError::refusal_in(error, lang);
        let body = serde_json::to_string(&refused).unwrap_or_default();
        ([(header::CONTENT_TYPE, "application/json")], body).into_response()
    };
    *response.status_mut() = StatusCode::TOO_MANY_REQUESTS;
    response
        .headers_mut()
        .insert(header::RETRY_AFTER, HeaderValue::from(retry_after_secs));
    response
}
