//! Karak 2's own server functions: creating its games, the only calls that take its types.
//! Everything else about a game goes through the shell's functions ([`crate::api`]).

use crate::api::codec::TextJson;
use leptos::prelude::*;
use leptos::server_fn::codec::Json;
use protocol::{GameId, NewGame, NewOnlineGame};
use rules::karak2::Karak2;

#[cfg(feature = "ssr")]
use crate::api::ssr;
use crate::api::ApiError;

/// Creates a pass-and-play game of Karak 2 owned by the caller (a guest session is created on
/// first use); answers its id, for `/games/{id}`.
#[server(input = Json, output = TextJson, endpoint = "karak2/create_game")]
pub async fn create_karak2_game(game: NewGame<Karak2>) -> Result<GameId, ApiError> {
    let caller = ssr::caller().await?;
    Ok(ssr::service()?
        .create_game_seeded::<Karak2>(&caller, game, ssr::test_seed()?)
        .await?)
}

/// Creates an online game of Karak 2 hosted by the signed-in caller; answers its id.
#[server(input = Json, output = TextJson, endpoint = "karak2/create_online_game")]
pub async fn create_online_karak2_game(game: NewOnlineGame<Karak2>) -> Result<GameId, ApiError> {
    let caller = ssr::caller().await?;
    let client = ssr::client().await?;
    Ok(ssr::service()?
        .create_online_game_from::<Karak2>(&caller, &client, game)
        .await?)
}
