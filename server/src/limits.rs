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
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Creates {
    /// Creates a game (pass-and-play or online).
    Game,
    /// Imports a game file.
    Import,
}

/// What a request does, by its path: the public API's `POST /api/v1/games`, importing,
/// and the server functions that create a game, `/api/{kind}/create_game` and
/// `/api/{kind}/create_online_game` for every kind of the registry
/// ([`protocol::GameKind::ALL`]; the first game's keep their old addresses without the
/// kind), and the new-game forms' `/api/create_game_form` and
/// `/api/create_online_game_form` (every kind). `tests/limits_games.rs` checks that every creating server function registered
/// in the binary is one of these, so a new game cannot slip past.
pub fn creates(method: &Method, path: &str) -> Option<Creates> {
    if method != Method::POST {
        return None;
    }
    let rest = path.strip_prefix("/api/")?;
    let verb = match rest.split_once('/') {
        Some(("v1", "games")) => return Some(Creates::Game),
        Some((kind, verb)) if protocol::GameKind::parse(kind).is_some() => verb,
        Some(_) => return None,
        None => rest,
    };
    match verb {
        // The JSON calls and the new-game forms' (`app/src/api/new_game.rs`, one pair
        // for every game, the kind in the form).
        "create_game" | "create_online_game" => Some(Creates::Game),
        "create_game_form" | "create_online_game_form" if rest == verb => Some(Creates::Game),
        "import_game" => Some(Creates::Import),
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
    let response = next.run(request).await;
    // A refused request (malformed, a rule broken, a cap reached) created nothing: it
    // does not use up the limit.
    if response.status().is_client_error() {
        for key in &counted {
            t.release(key).await;
        }
    }
    response
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

#[cfg(test)]
mod tests {
    use super::{creates, Creates};
    use axum::http::Method;

    /// Every server function registered in the binary whose name says it creates or
    /// imports a game is limited (API tokens have a cap of their own), and every game of the registry has its two creating
    /// functions among them: a new game's functions cannot slip past the limits.
    #[test]
    fn every_creating_server_function_is_limited() {
        let paths: Vec<&str> = leptos::server_fn::axum::server_fn_paths()
            .map(|(path, _)| path)
            .collect();
        let mut creating = 0;
        for path in &paths {
            let name = path.rsplit('/').next().unwrap_or_default();
            if name.contains("game") && (name.contains("create") || name.contains("import")) {
                assert!(
                    creates(&Method::POST, path).is_some(),
                    "{path} makes something and is not limited"
                );
            }
            if creates(&Method::POST, path) == Some(Creates::Game) {
                creating += 1;
            }
        }
        assert_eq!(
            creating,
            2 * protocol::GameKind::ALL.len() + 2,
            "each game has create_game and create_online_game, and the new-game forms \
             create_game_form and create_online_game_form: {paths:?}"
        );
        assert_eq!(
            creates(&Method::POST, "/api/create_game_form"),
            Some(Creates::Game)
        );
        assert_eq!(creates(&Method::POST, "/api/v1/games"), Some(Creates::Game));
        assert_eq!(creates(&Method::GET, "/api/goblin/create_game"), None);
        assert_eq!(creates(&Method::POST, "/api/nogame/create_game"), None);
    }
}
