//! Server side of the server functions about an existing game: its kind, read from
//! storage, picks the game's types ([`GameKind::dispatch`]); the generic service runs
//! with them, and the answer goes back as the game's JSON. So no server function names a
//! game, and a new game needs none of its own to be played, watched or replayed.

use std::future::Future;
use std::pin::Pin;

use protocol::replay::ReplayStep;
use protocol::{Committed, ForKind, GameError, GameId, RoleName};
use rules::Game;
use serde::Serialize;
use serde_json::Value;
use service::{Caller, Service};

use super::{ApiError, GameData};

/// What an operation answers, the same type for every game.
type Answer<T> = Pin<Box<dyn Future<Output = Result<T, GameError>> + Send>>;

/// A request about game `id` by `caller`.
struct Ask {
    service: Service,
    caller: Caller,
    id: GameId,
}

/// Runs `work` with the types of game `ask.id`'s kind (any status; `NotFound` if none).
async fn run<T, W>(ask: Ask, work: impl FnOnce(Ask) -> W) -> Result<T, GameError>
where
    W: ForKind<Output = Answer<T>>,
{
    let kind = ask.service.kind_of(&ask.id).await?;
    kind.dispatch(work(ask)).await
}

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
    struct Work(Ask);
    impl ForKind for Work {
        type Output = Answer<GameData>;
        fn run<G: Game>(self) -> Answer<GameData> {
            let Ask {
                service,
                caller,
                id,
            } = self.0;
            Box::pin(async move { data(&service.snapshot::<G>(&caller, &id).await?) })
        }
    }
    run(
        Ask {
            service,
            caller,
            id,
        },
        Work,
    )
    .await
}

/// The snapshot of game `id` as a pass-and-play device revealed to `revealed_to` shows
/// it ([`Service::snapshot_on_device`]), with the seat whose view it holds.
pub async fn snapshot_on_device(
    service: Service,
    caller: Caller,
    id: GameId,
    revealed_to: Option<u8>,
) -> Result<(GameData, Option<u8>), GameError> {
    struct Work(Ask, Option<u8>);
    impl ForKind for Work {
        type Output = Answer<(GameData, Option<u8>)>;
        fn run<G: Game>(self) -> Answer<(GameData, Option<u8>)> {
            let Work(
                Ask {
                    service,
                    caller,
                    id,
                },
                revealed_to,
            ) = self;
            Box::pin(async move {
                let (snap, viewer) = service
                    .snapshot_on_device::<G>(&caller, &id, revealed_to)
                    .await?;
                let seen_by = match viewer {
                    rules::Viewer::Seat(seat) => Some(seat.0),
                    _ => None,
                };
                Ok((data(&snap)?, seen_by))
            })
        }
    }
    run(
        Ask {
            service,
            caller,
            id,
        },
        |ask| Work(ask, revealed_to),
    )
    .await
}

/// Takes back `seat`'s last action ([`Service::undo`]).
pub async fn undo(
    service: Service,
    caller: Caller,
    id: GameId,
    seat: u8,
    expected_version: u32,
) -> Result<u32, GameError> {
    struct Work(Ask, u8, u32);
    impl ForKind for Work {
        type Output = Answer<u32>;
        fn run<G: Game>(self) -> Answer<u32> {
            let Work(
                Ask {
                    service,
                    caller,
                    id,
                },
                seat,
                version,
            ) = self;
            Box::pin(async move { service.undo::<G>(&caller, &id, seat, version).await })
        }
    }
    run(
        Ask {
            service,
            caller,
            id,
        },
        |ask| Work(ask, seat, expected_version),
    )
    .await
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
    struct Work(Ask, u8, Value, u32);
    impl ForKind for Work {
        type Output = Answer<Committed<Value>>;
        fn run<G: Game>(self) -> Answer<Committed<Value>> {
            let Work(
                Ask {
                    service,
                    caller,
                    id,
                },
                seat,
                action,
                version,
            ) = self;
            Box::pin(async move {
                let action = read_action::<G>(action)?;
                committed(
                    service
                        .submit::<G>(&caller, &id, seat, action, version)
                        .await?,
                )
            })
        }
    }
    let kind = service.kind_of(&id).await?;
    let ask = Ask {
        service,
        caller,
        id,
    };
    kind.dispatch(Work(ask, seat, action, expected_version))
        .await
        .map_err(|e| {
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
    struct Work(Ask, u32);
    impl ForKind for Work {
        type Output = Answer<Option<Committed<Value>>>;
        fn run<G: Game>(self) -> Answer<Option<Committed<Value>>> {
            let Work(
                Ask {
                    service,
                    caller,
                    id,
                },
                version,
            ) = self;
            Box::pin(async move {
                match service.bot_move::<G>(&caller, &id, version).await? {
                    Some(done) => committed(done).map(Some),
                    None => Ok(None),
                }
            })
        }
    }
    run(
        Ask {
            service,
            caller,
            id,
        },
        |ask| Work(ask, expected_version),
    )
    .await
}

/// What the lobby of a waiting game does for `caller`.
enum LobbyCall {
    Read,
    Take { seat: u8, hero: Option<RoleName> },
    Leave,
}

/// Reads the lobby of game `id`, or takes or leaves a seat, answering the lobby.
async fn lobby_call(
    service: Service,
    caller: Caller,
    id: GameId,
    call: LobbyCall,
) -> Result<GameData, GameError> {
    struct Work(Ask, LobbyCall);
    impl ForKind for Work {
        type Output = Answer<GameData>;
        fn run<G: Game>(self) -> Answer<GameData> {
            let Work(
                Ask {
                    service,
                    caller,
                    id,
                },
                call,
            ) = self;
            Box::pin(async move {
                let lobby = match call {
                    LobbyCall::Read => service.lobby::<G>(&caller, &id).await?,
                    LobbyCall::Take { seat, hero } => {
                        service.take_seat::<G>(&caller, &id, seat, hero).await?
                    }
                    LobbyCall::Leave => service.leave_seat::<G>(&caller, &id).await?,
                };
                data(&lobby)
            })
        }
    }
    run(
        Ask {
            service,
            caller,
            id,
        },
        |ask| Work(ask, call),
    )
    .await
}

/// The lobby of a waiting game.
pub async fn lobby(service: Service, caller: Caller, id: GameId) -> Result<GameData, GameError> {
    lobby_call(service, caller, id, LobbyCall::Read).await
}

/// Takes (or changes the role at) a seat of a waiting game.
pub async fn take_seat(
    service: Service,
    caller: Caller,
    id: GameId,
    seat: u8,
    hero: Option<RoleName>,
) -> Result<GameData, GameError> {
    lobby_call(service, caller, id, LobbyCall::Take { seat, hero }).await
}

/// Gives up one's seat of a waiting game.
pub async fn leave_seat(
    service: Service,
    caller: Caller,
    id: GameId,
) -> Result<GameData, GameError> {
    lobby_call(service, caller, id, LobbyCall::Leave).await
}

/// What the replay page loads once.
pub async fn replay_data(
    service: Service,
    caller: Caller,
    id: GameId,
) -> Result<GameData, GameError> {
    struct Work(Ask);
    impl ForKind for Work {
        type Output = Answer<GameData>;
        fn run<G: Game>(self) -> Answer<GameData> {
            let Ask {
                service,
                caller,
                id,
            } = self.0;
            Box::pin(async move { data(&service.replay_data::<G>(&caller, &id).await?) })
        }
    }
    run(
        Ask {
            service,
            caller,
            id,
        },
        Work,
    )
    .await
}

/// The view after `step` actions of a game in progress.
pub async fn replay_step(
    service: Service,
    caller: Caller,
    id: GameId,
    step: u32,
) -> Result<ReplayStep<Value>, GameError> {
    struct Work(Ask, u32);
    impl ForKind for Work {
        type Output = Answer<ReplayStep<Value>>;
        fn run<G: Game>(self) -> Answer<ReplayStep<Value>> {
            let Work(
                Ask {
                    service,
                    caller,
                    id,
                },
                step,
            ) = self;
            Box::pin(async move {
                let at = service.replay_step::<G>(&caller, &id, step).await?;
                Ok(ReplayStep {
                    step: at.step,
                    view: json(&at.view)?,
                })
            })
        }
    }
    run(
        Ask {
            service,
            caller,
            id,
        },
        |ask| Work(ask, step),
    )
    .await
}
