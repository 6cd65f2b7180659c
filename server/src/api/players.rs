//! `/api/v1` for players: a public profile by name, and each game's leaderboard.
//! Both are public; with a token the profile adds the record against the caller and
//! the leaderboard the caller's own place.

use axum::extract::rejection::QueryRejection;
use axum::extract::{Query, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;
use protocol::{GameError, GameKind};
use serde::Deserialize;
use service::Service;

use super::{caller, ApiFailure, ApiPath, ApiResult};

/// `GET /players/{name}`: the player's public profile.
pub(super) async fn profile(
    State(service): State<Service>,
    headers: HeaderMap,
    ApiPath(name): ApiPath<String>,
) -> ApiResult<Response> {
    let caller = caller(&service, &headers).await?;
    match service.profile(&caller, &name).await {
        Ok(profile) => Ok(Json(profile).into_response()),
        Err(GameError::NotFound) => Err(ApiFailure::new(
            StatusCode::NOT_FOUND,
            "not_found",
            "there is no player of that name",
        )),
        Err(e) => Err(e.into()),
    }
}

/// The query of `GET /leaderboard/{game}`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct Page {
    #[serde(default = "first_page")]
    page: u32,
}

fn first_page() -> u32 {
    1
}

/// `GET /leaderboard/{game}?page=N`: a page of the game's leaderboard.
pub(super) async fn leaderboard(
    State(service): State<Service>,
    headers: HeaderMap,
    ApiPath(game): ApiPath<String>,
    query: Result<Query<Page>, QueryRejection>,
) -> ApiResult<Response> {
    let Query(page) =
        query.map_err(|e| ApiFailure::new(e.status(), "bad_request", e.body_text()))?;
    let kind = GameKind::parse(&game).ok_or(GameError::NotFound)?;
    let caller = caller(&service, &headers).await?;
    Ok(Json(service.leaderboard(&caller, kind, page.page).await?).into_response())
}
