//! The requests of `/api/v1` whose bodies and answers are a game's own types: read
//! the game's kind, then answer with that game's types ([`protocol::for_kind!`]).

use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use protocol::api::SubmitAction;
use protocol::{for_kind, GameKind, NewOnlineGame, RoleName};
use rules::Game;
use service::{Caller, Client, Service};

use super::{ApiFailure, ApiResult, Created};

/// A request about one game, answered with the types of its kind.
pub(super) enum Request {
    /// `GET /games/{id}`.
    Snapshot,
    /// `GET /games/{id}/lobby`.
    Lobby,
    /// `POST /games/{id}/seats/{seat}`.
    TakeSeat(u8, Option<RoleName>, Client),
    /// `POST /games/{id}/leave`.
    LeaveSeat,
    /// `GET /games/{id}/legal`.
    Legal,
    /// `POST /games/{id}/actions`, the body as JSON.
    Submit(serde_json::Value),
}

/// Answers `request` about game `id` for `caller`.
pub(super) async fn answer(
    service: &Service,
    caller: &Caller,
    id: &str,
    request: Request,
) -> ApiResult<Response> {
    let kind = service.kind_of(id).await?;
    for_kind!(kind, G => answer_as::<G>(service, caller, id, request).await)
}

/// `POST /games`: a new online game. `kind` names the game; without it the body is a
/// game of the first kind ever played here, so clients written before there were
/// several games keep working.
pub(super) async fn create(
    service: &Service,
    caller: &Caller,
    client: &Client,
    body: serde_json::Value,
) -> ApiResult<Response> {
    let kind = match body.get("kind") {
        None => GameKind::ALL[0],
        Some(kind) => serde_json::from_value(kind.clone()).map_err(|_| {
            ApiFailure::new(
                StatusCode::UNPROCESSABLE_ENTITY,
                "bad_request",
                format!("unknown game kind {kind}"),
            )
        })?,
    };
    for_kind!(kind, G => {
        let new: NewOnlineGame<G> = typed(body)?;
        let id = service.create_online_game_from(caller, client, new).await?;
        Ok((StatusCode::CREATED, Json(Created { id })).into_response())
    })
}

/// A body that does not have the game's shape: 422, as axum answers other bodies.
fn typed<T: serde::de::DeserializeOwned>(body: serde_json::Value) -> ApiResult<T> {
    serde_json::from_value(body).map_err(|e| {
        ApiFailure::new(
            StatusCode::UNPROCESSABLE_ENTITY,
            "bad_request",
            format!("Failed to deserialize the JSON body into the target type: {e}"),
        )
    })
}

/// Answers `request` about game `id`, a game of `G`.
async fn answer_as<G: Game>(
    service: &Service,
    caller: &Caller,
    id: &str,
    request: Request,
) -> ApiResult<Response> {
    let response = match request {
        Request::Snapshot => Json(service.snapshot::<G>(caller, id).await?).into_response(),
        Request::Lobby => Json(service.lobby::<G>(caller, id).await?).into_response(),
        Request::TakeSeat(seat, hero, client) => Json(
            service
                .take_seat_from::<G>(caller, &client, id, seat, hero)
                .await?,
        )
        .into_response(),
        Request::LeaveSeat => Json(service.leave_seat::<G>(caller, id).await?).into_response(),
        Request::Legal => Json(service.legal_actions::<G>(caller, id).await?).into_response(),
        Request::Submit(body) => {
            let m: SubmitAction<G::Action> = typed(body)?;
            let done = service
                .submit::<G>(caller, id, m.seat, m.action, m.expected_version)
                .await?;
            Json(done).into_response()
        }
    };
    Ok(response)
}
