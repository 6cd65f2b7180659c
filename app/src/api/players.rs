//! Server functions of players: a public profile by name, and a page of a game's
//! leaderboard. Anyone may read both; a signed-in reader also gets their record
//! against the profile's player and their own place on the leaderboard.

use crate::api::codec::TextJson;
use leptos::prelude::*;
use leptos::server_fn::codec::Json;
use protocol::ratings::{Leaderboard, Profile};

use super::ApiError;

/// The public profile of the player named `name`; `None` when there is no such
/// player (the page says so in its own words).
#[server(input = Json, output = TextJson, endpoint = "player_profile")]
pub async fn player_profile(name: String) -> Result<Option<Profile>, ApiError> {
    let caller = super::ssr::viewer().await?;
    match super::ssr::service()?.profile(&caller, &name).await {
        Ok(profile) => Ok(Some(profile)),
        Err(protocol::GameError::NotFound) => Ok(None),
        Err(e) => Err(e.into()),
    }
}

/// Page `page` (1-based) of the leaderboard of game `kind` (its name: `karak`).
#[server(input = Json, output = TextJson, endpoint = "leaderboard_page")]
pub async fn leaderboard_page(kind: String, page: u32) -> Result<Leaderboard, ApiError> {
    let caller = super::ssr::viewer().await?;
    let kind = protocol::GameKind::parse(&kind).ok_or(protocol::GameError::NotFound)?;
    Ok(super::ssr::service()?
        .leaderboard(&caller, kind, page)
        .await?)
}
