//! Server functions for reviewing past games: the history, statistics, replays, and
//! export and import files. Like the others: POST with a JSON body at
//! `/api/{name}`, except the export, a GET (`/api/export_game?id=…`) so a plain link
//! downloads the file.

use crate::api::codec::TextJson;
use leptos::prelude::*;
use leptos::server_fn::codec::{GetUrl, Json};
use protocol::replay::{HistoryPage, HistoryQuery, ReplayStep, Stats};
use protocol::GameId;

#[cfg(feature = "ssr")]
use super::{by_kind, ssr};
use super::{ApiError, GameData};

/// One page of the caller's games, newest first, filtered by game, hero and result.
#[server(input = Json, output = TextJson, endpoint = "history")]
pub async fn get_history(query: HistoryQuery) -> Result<HistoryPage, ApiError> {
    let caller = ssr::viewer().await?;
    Ok(ssr::service()?.history(&caller, &query).await?)
}

/// The caller's finished games and wins per hero.
#[server(input = Json, output = TextJson, endpoint = "my_stats")]
pub async fn my_stats() -> Result<Stats, ApiError> {
    let caller = ssr::viewer().await?;
    Ok(ssr::service()?.stats(&caller).await?)
}

/// What the replay page loads once (the game's `ReplayData`): for a finished game its
/// options, seed and actions (the browser replays them); for a game in progress its
/// log as the caller may know it.
#[server(input = Json, output = TextJson, endpoint = "replay_data")]
pub async fn get_replay(id: GameId) -> Result<GameData, ApiError> {
    let caller = ssr::viewer().await?;
    Ok(by_kind::replay_data(ssr::service()?, caller, id).await?)
}

/// The view (the game's view as JSON) after `step` actions of a game in progress, as
/// the caller could see it then (never more than the table saw).
#[server(input = Json, output = TextJson, endpoint = "replay_step")]
pub async fn get_replay_step(
    id: GameId,
    step: u32,
) -> Result<ReplayStep<serde_json::Value>, ApiError> {
    let caller = ssr::viewer().await?;
    Ok(by_kind::replay_step(ssr::service()?, caller, id, step).await?)
}

/// A finished game as an export file (JSON, the game's `GameExport`), served as a
/// download. Games in progress are refused: their seed is secret until the end.
#[server(input = GetUrl, endpoint = "export_game")]
pub async fn export_game(id: GameId) -> Result<serde_json::Value, ApiError> {
    let export = ssr::service()?.export_game(&id).await?;
    let name = format!(
        "attachment; filename=\"karak-{}.json\"",
        id.replace('"', "")
    );
    if let (Some(response), Ok(value)) = (
        use_context::<leptos_axum::ResponseOptions>(),
        http::HeaderValue::from_str(&name),
    ) {
        response.insert_header(http::header::CONTENT_DISPOSITION, value);
    }
    Ok(export)
}

/// Checks an export file and stores it as a finished game of the caller (marked
/// imported); answers its id. A refusal names what is wrong and stores nothing.
#[server(input = Json, output = TextJson, endpoint = "import_game")]
pub async fn import_game(text: String) -> Result<GameId, ApiError> {
    let caller = ssr::caller().await?;
    Ok(ssr::service()?.import_game(&caller, &text).await?)
}
