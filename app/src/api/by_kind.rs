//! Server side of the server functions about an existing game: its kind, read from
//! storage, picks the game's types ([`for_kind!`]); the generic service runs
//! with them, and the answer goes back as the game's JSON. So no server function names a
//! game, and a new game needs none of its own to be played, watched or replayed.

use protocol::replay::ReplayStep;
use protocol::{for_kind, Committed, GameError, GameId, RoleName};
use rules::Game;
use serde::Serialize;
use serde_json::Value;
use service::{Caller, Client, Service};

use super::{ApiError, GameData};

fn json<T: Serialize>(value: &T) -> Result<Value, GameError> {
    serde_json::to_value(value).map_err(|e| {
        leptos::logging::error!("writing a game's answer as JSON: {e}");
        GameError::Internal
    })
}

fn data<T: Serialize>(value: &T) -> Result<GameData, GameError> {
    json(value).map(GameData)
}

/// The game's action from its JSON; one the game does not have is refused like an
/// illegal one (the rules' refusal, the game unchanged). Its code is none of the game's
/// rules, so German and French read the general sentence of `crate::i18n::errors`.
fn read_action<G: Game>(value: Value) -> Result<G::Action, GameError> {
    serde_json::from_value(value).map_err(|e| GameError::Rule {
        rule: "no such action".to_owned(),
        detail: format!("not an action of this game: {e}"),
    })
}

fn committed<E: Serialize>(done: Committed<E>) -> Result<Committed<Value>, GameError> {
    Ok(Committed {
        version: done.version,
        events: done.events.iter().map(json).collect::<Result<_, _>>()?,
    })
}

/// The snapshot of game `id` as `caller` may see it.
pub async fn snapshot(service: Service, caller: Caller, id: GameId) -> Result<GameData, GameError> {
    let kind = service.kind_of(&id).await?;
    for_kind!(kind, G => data(&service.snapshot::<G>(&caller, &id).await?))
}

/// The snapshot of game `id` as a pass-and-play device revealed to `revealed_to` shows
/// it ([`Service::snapshot_on_device`]), with the seat whose view it holds.
pub async fn snapshot_on_device(
    service: Service,
    caller: Caller,
    id: GameId,
    revealed_to: Option<u8>,
) -> Result<(GameData, Option<u8>), GameError> {
    let kind = service.kind_of(&id).await?;
    let (snap, viewer) = for_kind!(kind, G => {
        let (snap, viewer) = service
            .snapshot_on_device::<G>(&caller, &id, revealed_to)
            .await?;
        (data(&snap)?, viewer)
    });
    let seen_by = match viewer {
        rules::Viewer::Seat(seat) => Some(seat.0),
        _ => None,
    };
    Ok((snap, seen_by))
}

/// Takes back `seat`'s last action ([`Service::undo`]).
pub async fn undo(
    service: Service,
    caller: Caller,
    id: GameId,
    seat: u8,
    expected_version: u32,
) -> Result<u32, GameError> {
    let kind = service.kind_of(&id).await?;
    for_kind!(kind, G => service.undo::<G>(&caller, &id, seat, expected_version).await)
}

/// Plays `action` (the game's action as JSON) for `seat`. A refusal is answered here, where
/// the game is known: a move its rules refuse reads in the caller's language as the game
/// words the broken rule ([`ApiError::game_refusal_in`]).
pub async fn submit(
    service: Service,
    caller: Caller,
    id: GameId,
    seat: u8,
    action: Value,
    expected_version: u32,
) -> Result<Committed<Value>, ApiError> {
    let kind = service.kind_of(&id).await?;
    let done = for_kind!(kind, G => {
        let submitted = match read_action::<G>(action) {
            Ok(action) => {
                service
                    .submit::<G>(&caller, &id, seat, action, expected_version)
                    .await
            }
            Err(e) => Err(e),
        };
        submitted.and_then(committed)
    });
    done.map_err(|e| {
        super::ssr::set_status(&e);
        ApiError::game_refusal_in(kind, e, crate::initial_lang())
    })
}

/// Lets the bot to act move.
pub async fn bot_move(
    service: Service,
    caller: Caller,
    id: GameId,
    expected_version: u32,
) -> Result<Option<Committed<Value>>, GameError> {
    let kind = service.kind_of(&id).await?;
    for_kind!(kind, G => match service.bot_move::<G>(&caller, &id, expected_version).await? {
        Some(done) => committed(done).map(Some),
        None => Ok(None),
    })
}

/// The lobby of a waiting game.
pub async fn lobby(service: Service, caller: Caller, id: GameId) -> Result<GameData, GameError> {
    let kind = service.kind_of(&id).await?;
    for_kind!(kind, G => data(&service.lobby::<G>(&caller, &id).await?))
}

/// Takes (or changes the role at) a seat of a waiting game.
pub async fn take_seat(
    service: Service,
    caller: Caller,
    client: Client,
    id: GameId,
    seat: u8,
    hero: Option<RoleName>,
) -> Result<GameData, GameError> {
    let kind = service.kind_of(&id).await?;
    for_kind!(kind, G => data(&service.take_seat_from::<G>(&caller, &client, &id, seat, hero).await?))
}

/// Gives up one's seat of a waiting game.
pub async fn leave_seat(
    service: Service,
    caller: Caller,
    id: GameId,
) -> Result<GameData, GameError> {
    let kind = service.kind_of(&id).await?;
    for_kind!(kind, G => data(&service.leave_seat::<G>(&caller, &id).await?))
}

/// What the replay page loads once.
pub async fn replay_data(
    service: Service,
    caller: Caller,
    id: GameId,
) -> Result<GameData, GameError> {
    let kind = service.kind_of(&id).await?;
    for_kind!(kind, G => data(&service.replay_data::<G>(&caller, &id).await?))
}

/// The view after `step` actions of a game in progress.
pub async fn replay_step(
    service: Service,
    caller: Caller,
    id: GameId,
    step: u32,
) -> Result<ReplayStep<Value>, GameError> {
    let kind = service.kind_of(&id).await?;
    for_kind!(kind, G => {
        let at = service.replay_step::<G>(&caller, &id, step).await?;
        Ok(ReplayStep {
            step: at.step,
            view: json(&at.view)?,
        })
    })
}
