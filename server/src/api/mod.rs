//! The public JSON API, `/api/v1`: the same game service the pages use, for bots
//! and other clients. Described by the OpenAPI document at `/api/v1/openapi.json`.
//!
//! Authentication is a personal API token (`Authorization: Bearer karak_…`, made
//! on the account page) and nothing else: the API ignores session cookies, so a
//! page on another site cannot make a visitor's browser act through it (no CSRF
//! surface), and a token reaches exactly its owner's seats. Without a token a
//! client is an anonymous spectator: it may read views and watch, never act.

use std::convert::Infallible;
use std::time::Duration;

use axum::extract::rejection::{JsonRejection, PathRejection};
use axum::extract::{FromRequestParts, State};
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::sse::{Event as SseEvent, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use axum::routing::{delete, get, post};
use axum::{Json, Router};
use protocol::api::TakeSeat;
use protocol::{GameError, GameId, GameUpdate};
use serde::Serialize;
use service::{Caller, Service};

use crate::AppState;

mod games;
mod notices;
mod openapi;
mod players;
pub mod streams;

use games::Request;

/// The `/api/v1` routes.
pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/openapi.json", get(openapi::document))
        .route("/games", get(my_games).post(create_game))
        .route("/games/open", get(open_games))
        .route("/games/{id}", get(game))
        .route("/games/{id}/lobby", get(lobby))
        .route("/games/{id}/seats/{seat}", post(take_seat))
        .route("/games/{id}/leave", post(leave_seat))
        .route("/games/{id}/start", post(start_game))
        .route("/games/{id}/take-back", post(take_seat_back))
        .route("/games/{id}/invite", post(invite))
        .route("/games/{id}/legal", get(legal_actions))
        .route("/games/{id}/actions", post(submit_action))
        .route("/games/{id}/events", get(events))
        .route("/players/{name}", get(players::profile))
        .route("/leaderboard/{game}", get(players::leaderboard))
        .route("/notifications", get(notices::list))
        .route("/notifications/read", post(notices::mark_read))
        .route("/push/key", get(notices::key))
        .route(
            "/push/devices",
            get(notices::devices).post(notices::add_device),
        )
        .route("/push/devices/{id}", delete(notices::remove_device))
        .route(
            "/push/settings",
            get(notices::settings).put(notices::save_settings),
        )
        .fallback(|| async {
            ApiFailure::new(StatusCode::NOT_FOUND, "not_found", "no such API route")
        })
}

/// An API error: an HTTP status and `{"error": kind, "message": text}` (plus
/// `current` for a conflict).
#[derive(Debug)]
pub struct ApiFailure {
    status: StatusCode,
    body: ErrorBody,
}

/// The JSON body of every API error.
#[derive(Debug, Serialize)]
struct ErrorBody {
    error: String,
    message: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    current: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    rule: Option<String>,
}

impl ApiFailure {
    fn new(status: StatusCode, error: &str, message: impl Into<String>) -> Self {
        Self {
            status,
            body: ErrorBody {
                error: error.to_owned(),
                message: message.into(),
                current: None,
                rule: None,
            },
        }
    }
}

impl IntoResponse for ApiFailure {
    fn into_response(self) -> Response {
        (
            self.status,
            [(header::CACHE_CONTROL, "no-store")],
            Json(self.body),
        )
            .into_response()
    }
}

impl From<GameError> for ApiFailure {
    fn from(e: GameError) -> Self {
        let message = e.to_string();
        let (status, kind) = match &e {
            GameError::NotFound => (StatusCode::NOT_FOUND, "not_found"),
            GameError::NotYourSeat { .. } => (StatusCode::FORBIDDEN, "not_your_seat"),
            GameError::Forbidden(_) => (StatusCode::FORBIDDEN, "forbidden"),
            GameError::SignInRequired => (StatusCode::UNAUTHORIZED, "token_required"),
            GameError::Conflict { .. } => (StatusCode::CONFLICT, "conflict"),
            GameError::NotStarted => (StatusCode::CONFLICT, "not_started"),
            GameError::Rule { .. } => (StatusCode::UNPROCESSABLE_ENTITY, "rule"),
            GameError::Invalid(_) => (StatusCode::UNPROCESSABLE_ENTITY, "invalid"),
            GameError::TooManyRequests { .. } => {
                (StatusCode::TOO_MANY_REQUESTS, "too_many_requests")
            }
            GameError::Internal => (StatusCode::INTERNAL_SERVER_ERROR, "internal"),
        };
        let mut failure = Self::new(status, kind, message);
        match e {
            GameError::Conflict { current } => failure.body.current = Some(current),
            GameError::Rule { rule, .. } => failure.body.rule = Some(rule),
            _ => {}
        }
        failure
    }
}

type ApiResult<T> = Result<T, ApiFailure>;

/// Who is calling: the token's account, or an anonymous spectator.
async fn caller(service: &Service, headers: &HeaderMap) -> ApiResult<Caller> {
    let Some(value) = headers.get(header::AUTHORIZATION) else {
        return Ok(Caller::Guest(String::new()));
    };
    let invalid = || {
        ApiFailure::new(
            StatusCode::UNAUTHORIZED,
            "invalid_token",
            "the API token is missing, malformed, revoked or unknown",
        )
    };
    let secret = value
        .to_str()
        .ok()
        .and_then(|v| v.strip_prefix("Bearer "))
        .map(str::trim)
        .ok_or_else(invalid)?;
    match service.user_for_token(secret).await {
        Ok(Some(user)) => Ok(Caller::User(user)),
        Ok(None) => Err(invalid()),
        Err(e) => {
            tracing::error!(error = %e, "checking an API token");
            Err(GameError::Internal.into())
        }
    }
}

/// Where an API call comes from: its address (the client the `clients` layer found);
/// a token has no browser session.
fn client_of(peer: std::net::SocketAddr) -> service::Client {
    service::Client {
        address: Some(peer.ip()),
        session: None,
    }
}

/// A signed-in caller, or 401.
async fn account(service: &Service, headers: &HeaderMap) -> ApiResult<Caller> {
    match caller(service, headers).await? {
        c @ Caller::User(_) => Ok(c),
        Caller::Guest(_) => Err(ApiFailure::new(
            StatusCode::UNAUTHORIZED,
            "token_required",
            "this needs an API token: Authorization: Bearer <token>",
        )),
    }
}

/// Parses a JSON body, answering 400/415/422 as an [`ApiFailure`] instead of axum's text.
fn body<T: serde::de::DeserializeOwned>(json: Result<Json<T>, JsonRejection>) -> ApiResult<T> {
    json.map(|Json(v)| v).map_err(bad_body)
}

fn bad_body(e: JsonRejection) -> ApiFailure {
    ApiFailure::new(e.status(), "bad_request", e.body_text())
}

/// Path parameters; a malformed one (a seat that is not a number 0–255) is a 400 JSON
/// [`ApiFailure`] instead of axum's plain-text rejection.
#[derive(FromRequestParts)]
#[from_request(via(axum::extract::Path), rejection(ApiFailure))]
struct ApiPath<T>(T);

impl From<PathRejection> for ApiFailure {
    fn from(e: PathRejection) -> Self {
        ApiFailure::new(e.status(), "bad_request", e.body_text())
    }
}

async fn my_games(State(service): State<Service>, headers: HeaderMap) -> ApiResult<Response> {
    let caller = account(&service, &headers).await?;
    Ok(Json(service.list_games(&caller).await?).into_response())
}

async fn open_games(State(service): State<Service>, headers: HeaderMap) -> ApiResult<Response> {
    let caller = caller(&service, &headers).await?;
    Ok(Json(service.open_games(&caller).await?).into_response())
}

/// The answer to a created game.
#[derive(Serialize)]
struct Created {
    id: GameId,
}

async fn create_game(
    State(service): State<Service>,
    headers: HeaderMap,
    axum::extract::ConnectInfo(peer): axum::extract::ConnectInfo<std::net::SocketAddr>,
    json: Result<Json<serde_json::Value>, JsonRejection>,
) -> ApiResult<Response> {
    let caller = account(&service, &headers).await?;
    games::create(&service, &caller, &client_of(peer), body(json)?).await
}

async fn game(
    State(service): State<Service>,
    headers: HeaderMap,
    ApiPath(id): ApiPath<String>,
) -> ApiResult<Response> {
    let caller = caller(&service, &headers).await?;
    games::answer(&service, &caller, &id, Request::Snapshot).await
}

async fn lobby(
    State(service): State<Service>,
    headers: HeaderMap,
    ApiPath(id): ApiPath<String>,
) -> ApiResult<Response> {
    let caller = caller(&service, &headers).await?;
    games::answer(&service, &caller, &id, Request::Lobby).await
}

async fn take_seat(
    State(service): State<Service>,
    headers: HeaderMap,
    axum::extract::ConnectInfo(peer): axum::extract::ConnectInfo<std::net::SocketAddr>,
    ApiPath((id, seat)): ApiPath<(String, u8)>,
    json: Result<Option<Json<TakeSeat>>, JsonRejection>,
) -> ApiResult<Response> {
    let caller = account(&service, &headers).await?;
    // No body (no Content-Type) is no wish; a JSON body that does not parse is a
    // JSON 400/415/422 like every other body.
    let hero = json
        .map_err(bad_body)?
        .map(|Json(t)| t.hero)
        .unwrap_or_default();
    let client = client_of(peer);
    games::answer(
        &service,
        &caller,
        &id,
        Request::TakeSeat(seat, hero, client),
    )
    .await
}

async fn leave_seat(
    State(service): State<Service>,
    headers: HeaderMap,
    ApiPath(id): ApiPath<String>,
) -> ApiResult<Response> {
    let caller = account(&service, &headers).await?;
    games::answer(&service, &caller, &id, Request::LeaveSeat).await
}

async fn start_game(
    State(service): State<Service>,
    headers: HeaderMap,
    ApiPath(id): ApiPath<String>,
) -> ApiResult<Response> {
    let caller = account(&service, &headers).await?;
    service.start_game(&caller, &id).await?;
    Ok(StatusCode::NO_CONTENT.into_response())
}

/// The body of an invitation.
#[derive(Debug, serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct Invitation {
    name: String,
}

async fn invite(
    State(service): State<Service>,
    headers: HeaderMap,
    ApiPath(id): ApiPath<String>,
    json: Result<Json<Invitation>, JsonRejection>,
) -> ApiResult<Response> {
    let caller = account(&service, &headers).await?;
    let Json(invitation) = json.map_err(bad_body)?;
    service.invite(&caller, &id, &invitation.name).await?;
    Ok(StatusCode::NO_CONTENT.into_response())
}

async fn take_seat_back(
    State(service): State<Service>,
    headers: HeaderMap,
    ApiPath(id): ApiPath<String>,
) -> ApiResult<Response> {
    let caller = account(&service, &headers).await?;
    service.take_seat_back(&caller, &id).await?;
    Ok(StatusCode::NO_CONTENT.into_response())
}

async fn legal_actions(
    State(service): State<Service>,
    headers: HeaderMap,
    ApiPath(id): ApiPath<String>,
) -> ApiResult<Response> {
    let caller = caller(&service, &headers).await?;
    games::answer(&service, &caller, &id, Request::Legal).await
}

async fn submit_action(
    State(service): State<Service>,
    headers: HeaderMap,
    ApiPath(id): ApiPath<String>,
    json: Result<Json<serde_json::Value>, JsonRejection>,
) -> ApiResult<Response> {
    let caller = account(&service, &headers).await?;
    let m = body(json)?;
    games::answer(&service, &caller, &id, Request::Submit(m)).await
}

/// How often an idle stream sends a comment, so proxies keep it open and dead
/// connections are noticed.
const KEEP_ALIVE: Duration = Duration::from_secs(15);

/// The `Retry-After` of a refused stream.
const STREAM_RETRY_SECS: u32 = 10;

/// `GET /games/{id}/events`: Server-Sent Events, one `update` event (a
/// [`GameUpdate`] as JSON) now and one after every change. A client that lost the
/// connection reconnects (browsers do so by themselves) and gets the current
/// state first, so it catches up from whatever version it had. At most
/// [`streams::Streams::per_client`] at once per client (429), each ending after
/// [`streams::Streams::max_lifetime`]; a game that does not exist is a 404 before
/// anything is subscribed.
async fn events(
    State(service): State<Service>,
    State(streams): State<streams::Streams>,
    axum::extract::ConnectInfo(client): axum::extract::ConnectInfo<std::net::SocketAddr>,
    ApiPath(id): ApiPath<String>,
) -> ApiResult<Response> {
    let Some(slot) = streams.open(client.ip()) else {
        tracing::warn!(client = %client.ip(), "event stream refused: too many open");
        let mut refused = ApiFailure::from(GameError::TooManyRequests {
            retry_after_secs: STREAM_RETRY_SECS,
        })
        .into_response();
        refused
            .headers_mut()
            .insert(header::RETRY_AFTER, STREAM_RETRY_SECS.into());
        return Ok(refused);
    };
    let rx = service.watch(&id).await?;
    let first = service.current_update(&id).await?;
    let stream = futures_util::stream::unfold(
        (Some(first), rx, service, id, slot),
        |(pending, mut rx, service, id, slot)| async move {
            if let Some(update) = pending {
                return Some((
                    Ok::<_, Infallible>(sse(update)),
                    (None, rx, service, id, slot),
                ));
            }
            let update = match rx.recv().await {
                Ok(update) => update,
                // Fell behind: only the latest state matters.
                Err(tokio::sync::broadcast::error::RecvError::Lagged(_)) => {
                    service.current_update(&id).await.ok()?
                }
                Err(tokio::sync::broadcast::error::RecvError::Closed) => return None,
            };
            Some((Ok(sse(update)), (None, rx, service, id, slot)))
        },
    );
    let stream =
        futures_util::StreamExt::take_until(stream, tokio::time::sleep(streams.max_lifetime));
    Ok((
        [
            (header::CACHE_CONTROL, "no-store"),
            (header::HeaderName::from_static("x-accel-buffering"), "no"),
        ],
        Sse::new(stream).keep_alive(KeepAlive::new().interval(KEEP_ALIVE)),
    )
        .into_response())
}

fn sse(update: GameUpdate) -> SseEvent {
    SseEvent::default()
        .event("update")
        .json_data(update)
        .unwrap_or_else(|_| SseEvent::default().event("update"))
}
