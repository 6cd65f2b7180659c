//! The server functions about an existing game, typed for game `G`: the shell's generic
//! components call these; the functions themselves speak the game's JSON.

use protocol::replay::ReplayStep;
use protocol::{Committed, GameId, LobbySnapshot, RoleName};
use rules::Game;
use serde::de::DeserializeOwned;
use serde_json::Value;

use super::{unexpected, ApiError};

/// Reads an answer's JSON as `T` through `&Value`, like [`super::GameData::decode`]: each
/// type the browser reads then has one deserialiser in the WASM, not one per way of
/// reading (`from_value` would add a second for owned values).
fn read<T: DeserializeOwned>(value: Value) -> Result<T, ApiError> {
    T::deserialize(&value).map_err(unexpected)
}

/// A committed move's events read as game `G`'s.
///
/// # Errors
/// An event that is not one of `G`'s.
pub fn events<G: Game>(done: Committed<Value>) -> Result<Committed<G::Event>, ApiError> {
    Ok(Committed {
        version: done.version,
        events: done
            .events
            .into_iter()
            .map(read)
            .collect::<Result<_, _>>()?,
    })
}

/// Plays `action` for `seat` at `expected_version` ([`super::submit_action`]).
///
/// # Errors
/// As [`super::submit_action`].
pub async fn submit<G: Game>(
    id: GameId,
    seat: u8,
    action: G::Action,
    expected_version: u32,
) -> Result<Committed<G::Event>, ApiError> {
    let action = serde_json::to_value(action).map_err(|e| ApiError::Transport(e.to_string()))?;
    events::<G>(super::submit_action(id, seat, action, expected_version).await?)
}

/// The lobby of a waiting game ([`super::online::get_lobby`]).
///
/// # Errors
/// As [`super::online::get_lobby`].
pub async fn lobby<G: Game>(id: GameId) -> Result<LobbySnapshot<G>, ApiError> {
    super::online::get_lobby(id).await?.decode()
}

/// Takes a seat, or changes one's role ([`super::online::take_seat`]).
///
/// # Errors
/// As [`super::online::take_seat`].
pub async fn take_seat<G: Game>(
    id: GameId,
    seat: u8,
    hero: Option<RoleName>,
) -> Result<LobbySnapshot<G>, ApiError> {
    super::online::take_seat(id, seat, hero).await?.decode()
}

/// Gives up one's seat ([`super::online::leave_seat`]).
///
/// # Errors
/// As [`super::online::leave_seat`].
pub async fn leave_seat<G: Game>(id: GameId) -> Result<LobbySnapshot<G>, ApiError> {
    super::online::leave_seat(id).await?.decode()
}

/// The view after `step` actions of a game in progress ([`super::replay::get_replay_step`]).
///
/// # Errors
/// As [`super::replay::get_replay_step`].
pub async fn replay_step<G: Game>(id: GameId, step: u32) -> Result<ReplayStep<G::View>, ApiError> {
    let at = super::replay::get_replay_step(id, step).await?;
    Ok(ReplayStep {
        step: at.step,
        view: read(at.view)?,
    })
}
