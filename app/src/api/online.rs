//! Server functions of online games before they start: the lobby.
//! Same conventions as the rest of [`crate::api`]: POST JSON at `/api/{name}`. Creating an
//! online game takes the game's types, so it is the game's own (`crate::games::<kind>`).

use crate::api::codec::TextJson;
use leptos::prelude::*;
use leptos::server_fn::codec::Json;
use protocol::{GameId, OpenGame, RoleName};
use serde::{Deserialize, Serialize};

#[cfg(feature = "ssr")]
use super::{by_kind, ssr};
use super::{ApiError, GameData};

/// What `/games/{id}` shows: the game, or its lobby while it waits for players. Both are
/// the game's own JSON (its `GameSnapshot`, its `LobbySnapshot`) and name its kind.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum GamePage {
    /// The game as the caller may see it, and the seat whose view it holds (`None`: a
    /// spectator's view, or everything once the game is over).
    Game(GameData, Option<u8>),
    /// The game has not started: its lobby as the caller sees it (later reads go
    /// through [`get_lobby`]). It comes with the page so the server renders the
    /// lobby from the page's one resource, exactly as the browser hydrates it.
    Waiting(GameData),
}

impl GamePage {
    /// The game it shows.
    pub fn kind(&self) -> Option<protocol::GameKind> {
        match self {
            GamePage::Game(d, _) | GamePage::Waiting(d) => d.kind(),
        }
    }
}

/// The game page's data: the snapshot as this device shows it, revealed to
/// `revealed_to` ([`service::Service::snapshot_on_device`]: who holds a pass-and-play
/// device is the page's to say) or, for a game that has not started, `Waiting` with its
/// lobby — an answer, not an error, because it is a normal state of the page.
#[server(input = Json, output = TextJson, endpoint = "game_page")]
pub async fn load_game_page(id: GameId, revealed_to: Option<u8>) -> Result<GamePage, ApiError> {
    let service = ssr::service()?;
    let caller = ssr::viewer().await?;
    match by_kind::snapshot_on_device(service.clone(), caller.clone(), id.clone(), revealed_to)
        .await
    {
        Ok((snap, seen_by)) => Ok(GamePage::Game(snap, seen_by)),
        Err(protocol::GameError::NotStarted) => Ok(GamePage::Waiting(
            by_kind::lobby(service, caller, id).await?,
        )),
        Err(e) => Err(e.into()),
    }
}

/// The seats of a game that has not started (the game's `LobbySnapshot`).
#[server(input = Json, output = TextJson, endpoint = "get_lobby")]
pub async fn get_lobby(id: GameId) -> Result<GameData, ApiError> {
    let caller = ssr::viewer().await?;
    Ok(by_kind::lobby(ssr::service()?, caller, id).await?)
}

/// Takes an open seat (or changes one's hero); `hero: None` deals one at the start.
#[server(input = Json, output = TextJson, endpoint = "take_seat")]
pub async fn take_seat(id: GameId, seat: u8, hero: Option<RoleName>) -> Result<GameData, ApiError> {
    let caller = ssr::viewer().await?;
    let client = ssr::client().await?;
    Ok(by_kind::take_seat(ssr::service()?, caller, client, id, seat, hero).await?)
}

/// Gives up one's seat before the start.
#[server(input = Json, output = TextJson, endpoint = "leave_seat")]
pub async fn leave_seat(id: GameId) -> Result<GameData, ApiError> {
    let caller = ssr::viewer().await?;
    Ok(by_kind::leave_seat(ssr::service()?, caller, id).await?)
}

/// The host starts the game once every seat is taken.
#[server(input = Json, output = TextJson, endpoint = "start_game")]
pub async fn start_game(id: GameId) -> Result<(), ApiError> {
    let caller = ssr::viewer().await?;
    Ok(ssr::service()?.start_game(&caller, &id).await?)
}

/// The host cancels a game that has not started.
#[server(input = Json, output = TextJson, endpoint = "cancel_game")]
pub async fn cancel_game(id: GameId) -> Result<(), ApiError> {
    let caller = ssr::viewer().await?;
    Ok(ssr::service()?.cancel_game(&caller, &id).await?)
}

/// Waiting games with a free seat the caller could take.
#[server(input = Json, output = TextJson, endpoint = "open_games")]
pub async fn open_games() -> Result<Vec<OpenGame>, ApiError> {
    let caller = ssr::viewer().await?;
    Ok(ssr::service()?.open_games(&caller).await?)
}

/// Invites the account named `name` to waiting game `id` (the caller sits in it); the
/// invitee's notification links to the lobby. Answers their name as they signed up.
#[server(input = Json, output = TextJson, endpoint = "invite_player")]
pub async fn invite_player(id: GameId, name: String) -> Result<String, ApiError> {
    let caller = ssr::caller().await?;
    Ok(ssr::service()?.invite(&caller, &id, &name).await?)
}
