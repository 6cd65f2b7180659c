//! Karak's own server functions: creating its games, the only calls that take a game's
//! types (their JSON names no kind, so they keep their addresses, `/api/create_game` and
//! `/api/create_online_game`). Everything else about a game goes through the shell's
//! functions ([`crate::api`]).

use crate::api::codec::TextJson;
use leptos::prelude::*;
use leptos::server_fn::codec::Json;
use protocol::{GameId, NewGame, NewOnlineGame};
use rules::karak::Karak;

#[cfg(feature = "ssr")]
use crate::api::ssr;
use crate::api::ApiError;

/// Creates a pass-and-play game of Karak owned by the caller (a guest session is
/// created on first use); answers its id, for `/games/{id}`.
#[server(input = Json, output = TextJson, endpoint = "create_game")]
pub async fn create_game(game: NewGame<Karak>) -> Result<GameId, ApiError> {
    let caller = ssr::caller().await?;
    Ok(ssr::service()?
        .create_game_seeded::<Karak>(&caller, game, ssr::test_seed()?)
        .await?)
}

/// Creates an online game of Karak hosted by the signed-in caller; answers its id (the
/// invite link is `/games/{id}`).
#[server(input = Json, output = TextJson, endpoint = "create_online_game")]
pub async fn create_online_game(game: NewOnlineGame<Karak>) -> Result<GameId, ApiError> {
    let caller = ssr::caller().await?;
    let client = ssr::client().await?;
    Ok(ssr::service()?
        .create_online_game_from::<Karak>(&caller, &client, game)
        .await?)
}
