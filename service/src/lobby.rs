//! Online games before they start: creating one, taking and leaving seats,
//! starting it, and the list of open games.
//!
//! A waiting game has a row in `games` (status `waiting`, a seed already drawn,
//! placeholder options) and its seats: `kind = 'account'` with `user_id NULL` is an
//! open seat, `hero NULL` a hero to deal at the start. It has no rules state until
//! the host starts it; then the heroes are dealt, the options written, and it
//! becomes a live game like any other.
//!
//! Seat changes are rare and tiny, so they are serialised by one lock in the
//! service instead of being reasoned about as concurrent SQLite transactions: two
//! players clicking the last seat at once get one seat and one clear refusal.

use protocol::{
    GameError, GameId, GameKind, GameStatus, GameUpdate, LobbySeat, LobbySeatKind, LobbySnapshot,
    NewOnlineGame, OpenGame, SeatInfo, SeatKind,
};
use rand_core::SeedableRng;
use rules::karak::data::HEROES;
use rules::karak::{HeroKind, Karak, KarakOptions};
use rules::Game;

use crate::live::LiveGame;
use crate::store::{
    self, hero_from_name, LobbyGame, NewGame, OpenGameRow, SeatRow, SeatRowRef, StoredSeat,
};
use crate::{ids, internal, Caller, Service};

/// How many open games the list shows at most (newest first).
pub const OPEN_GAMES_LIMIT: i64 = 50;

/// Stored name of a bot seat `n` (1-based among the bots).
fn bot_name(n: usize) -> String {
    format!("Bot {n}")
}

fn user_of(caller: &Caller) -> Result<i64, GameError> {
    match caller {
        Caller::User(u) => Ok(*u),
        Caller::Guest(_) => Err(GameError::SignInRequired),
    }
}

fn hero_from(name: Option<&str>) -> Option<HeroKind> {
    hero_from_name(name?)
}

impl Service {
    /// Creates an online game of Karak hosted by the signed-in `caller`, who takes
    /// the first open seat (with `new.hero`, or a hero dealt at the start).
    ///
    /// # Errors
    /// [`GameError::SignInRequired`] for a guest; [`GameError::Invalid`] for 2–5
    /// seats violated, no open seat, or a hero chosen twice;
    /// [`GameError::Internal`] when the database fails.
    pub async fn create_online_game(
        &self,
        caller: &Caller,
        new: NewOnlineGame,
    ) -> Result<GameId, GameError> {
        let user = user_of(caller)?;
        if !(2..=5).contains(&new.seats.len()) {
            return Err(GameError::Invalid(
                "a game of Karak has 2 to 5 seats".to_owned(),
            ));
        }
        let Some(host_seat) = new.seats.iter().position(|s| !s.bot) else {
            return Err(GameError::Invalid(
                "an online game needs at least one seat for a person".to_owned(),
            ));
        };
        let mut picked: Vec<HeroKind> = new
            .seats
            .iter()
            .filter(|s| s.bot)
            .filter_map(|s| s.hero)
            .collect();
        picked.extend(new.hero);
        for (i, hero) in picked.iter().enumerate() {
            if picked[..i].contains(hero) {
                return Err(GameError::Invalid(format!(
                    "{} is chosen twice; each hero plays at most once",
                    hero.name()
                )));
            }
        }
        let name = self.account_name(user).await?;
        let seed = ids::new_seed()?;
        let placeholder = serde_json::to_string(&KarakOptions {
            heroes: Vec::new(),
            expert: new.expert,
        })
        .map_err(|e| internal("encoding options", e))?;

        let fail = |e: sqlx::Error| internal("creating an online game", e);
        let _lobby = self.lobby_lock.lock().await;
        let id = ids::new_game_id()?;
        let mut bots = 0;
        let seats: Vec<(SeatKind, Option<i64>, String, Option<HeroKind>)> = new
            .seats
            .iter()
            .enumerate()
            .map(|(i, seat)| {
                if seat.bot {
                    bots += 1;
                    (SeatKind::Bot, None, bot_name(bots), seat.hero)
                } else if i == host_seat {
                    (SeatKind::Account, Some(user), name.clone(), new.hero)
                } else {
                    (SeatKind::Account, None, String::new(), None)
                }
            })
            .collect();
        let seat_rows: Vec<SeatRowRef> = seats
            .iter()
            .enumerate()
            .map(|(i, (kind, user_id, name, hero))| SeatRowRef {
                seat: i as u8,
                kind: *kind,
                user_id: *user_id,
                name,
                hero: *hero,
            })
            .collect();
        let row = NewGame {
            id: &id,
            kind: GameKind::Karak,
            options: &placeholder,
            seed,
            status: GameStatus::Waiting,
            version: 0,
            owner_user: Some(user),
            owner_guest: None,
            to_act: None,
            result: None,
            online: true,
            lobby_rev: 1,
            imported: false,
        };
        store::insert_game(self.db(), &row, &seat_rows, &[])
            .await
            .map_err(fail)?;
        tracing::info!(game = %id, seats = new.seats.len(), "online game created");
        Ok(id)
    }

    /// The lobby of waiting game `id` as `caller` sees it.
    ///
    /// # Errors
    /// [`GameError::NotFound`] for an unknown id or a game that has started (read
    /// it with [`Service::snapshot`]); [`GameError::Internal`] when the database fails.
    pub async fn lobby(&self, caller: &Caller, id: &str) -> Result<LobbySnapshot, GameError> {
        let fail = |e: sqlx::Error| internal("reading a lobby", e);
        let Some(LobbyGame {
            status,
            options,
            owner_user: owner,
            host,
            created_at,
            lobby_rev: rev,
        }) = store::lobby_game(self.db(), id).await.map_err(fail)?
        else {
            return Err(GameError::NotFound);
        };
        if status.0 != GameStatus::Waiting {
            return Err(GameError::NotFound);
        }
        let expert = serde_json::from_str::<KarakOptions>(&options)
            .map(|o| o.expert)
            .map_err(|e| internal("reading a lobby", e))?;
        let me = match caller {
            Caller::User(u) => Some(*u),
            Caller::Guest(_) => None,
        };
        let rows = store::seats_of(self.db(), id).await.map_err(fail)?;
        let seats = rows
            .into_iter()
            .map(|row| {
                let hero = hero_from(row.hero.as_deref());
                let StoredSeat {
                    seat,
                    kind,
                    user_id,
                    name,
                    ..
                } = row;
                let kind = match (kind.0, user_id) {
                    (SeatKind::Bot, _) => LobbySeatKind::Bot,
                    (_, Some(_)) => LobbySeatKind::Player,
                    (_, None) => LobbySeatKind::Open,
                };
                LobbySeat {
                    seat: seat as u8,
                    kind,
                    name: (kind != LobbySeatKind::Open).then_some(name),
                    hero,
                    mine: me.is_some() && user_id == me,
                    host: owner.is_some() && user_id == owner,
                }
            })
            .collect();
        Ok(LobbySnapshot {
            id: id.to_owned(),
            status: GameStatus::Waiting,
            expert,
            host: host.unwrap_or_else(|| "—".to_owned()),
            is_host: me.is_some() && owner == me,
            signed_in: me.is_some(),
            seats,
            created_at,
            rev: rev as u32,
        })
    }

    /// `caller` takes open `seat` of waiting game `id` (or, holding it already,
    /// changes its hero). `hero: None` deals one at the start.
    ///
    /// # Errors
    /// [`GameError::SignInRequired`] for a guest; [`GameError::NotFound`];
    /// [`GameError::Invalid`] when the seat is taken, is a bot's, does not exist,
    /// the caller already holds another seat, or the hero is already chosen.
    pub async fn take_seat(
        &self,
        caller: &Caller,
        id: &str,
        seat: u8,
        hero: Option<HeroKind>,
    ) -> Result<LobbySnapshot, GameError> {
        let user = user_of(caller)?;
        let name = self.account_name(user).await?;
        {
            let _lobby = self.lobby_lock.lock().await;
            let current = self.lobby(caller, id).await?;
            let Some(target) = current.seats.iter().find(|s| s.seat == seat) else {
                return Err(GameError::Invalid(format!("there is no seat {seat}")));
            };
            match target.kind {
                LobbySeatKind::Bot => {
                    return Err(GameError::Invalid(
                        "that seat is played by a bot".to_owned(),
                    ))
                }
                LobbySeatKind::Player if !target.mine => {
                    return Err(GameError::Invalid(
                        "somebody took that seat just before you".to_owned(),
                    ))
                }
                _ => {}
            }
            if current.seats.iter().any(|s| s.mine && s.seat != seat) {
                return Err(GameError::Invalid(
                    "you already hold a seat in this game; leave it first".to_owned(),
                ));
            }
            if let Some(h) = hero {
                if current
                    .seats
                    .iter()
                    .any(|s| s.seat != seat && s.hero == Some(h))
                {
                    return Err(GameError::Invalid(format!(
                        "{} is already chosen in this game",
                        h.name()
                    )));
                }
            }
            store::take_seat(self.db(), id, seat, user, &name, hero)
                .await
                .map_err(|e| internal("taking a seat", e))?;
        }
        self.publish_lobby(id).await;
        self.lobby(caller, id).await
    }

    /// `caller` gives up their seat in waiting game `id`. The host cannot leave
    /// (they cancel the game instead: [`Service::cancel_game`]).
    ///
    /// # Errors
    /// [`GameError::SignInRequired`], [`GameError::NotFound`], [`GameError::Invalid`]
    /// when the caller holds no seat or is the host.
    pub async fn leave_seat(&self, caller: &Caller, id: &str) -> Result<LobbySnapshot, GameError> {
        let user = user_of(caller)?;
        {
            let _lobby = self.lobby_lock.lock().await;
            let current = self.lobby(caller, id).await?;
            let Some(mine) = current.my_seat() else {
                return Err(GameError::Invalid(
                    "you do not hold a seat in this game".to_owned(),
                ));
            };
            if current.is_host {
                return Err(GameError::Invalid(
                    "the host cannot leave; cancel the game instead".to_owned(),
                ));
            }
            store::leave_seat(self.db(), id, mine, user)
                .await
                .map_err(|e| internal("leaving a seat", e))?;
        }
        self.publish_lobby(id).await;
        self.lobby(caller, id).await
    }

    /// The host cancels waiting game `id`: it is deleted with its seats.
    ///
    /// # Errors
    /// [`GameError::SignInRequired`], [`GameError::NotFound`],
    /// [`GameError::Forbidden`] when the caller is not the host.
    pub async fn cancel_game(&self, caller: &Caller, id: &str) -> Result<(), GameError> {
        user_of(caller)?;
        {
            let _lobby = self.lobby_lock.lock().await;
            let current = self.lobby(caller, id).await?;
            if !current.is_host {
                return Err(GameError::Forbidden(
                    "only the host can cancel this game".to_owned(),
                ));
            }
            store::delete_waiting(self.db(), id)
                .await
                .map_err(|e| internal("cancelling a game", e))?;
        }
        self.watchers.publish(
            id,
            GameUpdate {
                version: 0,
                status: GameStatus::Waiting,
                to_act: None,
                lobby: u32::MAX,
            },
        );
        Ok(())
    }

    /// The host starts waiting game `id` once every seat is taken: heroes left
    /// open are dealt at random from those not chosen, the rules state is set up,
    /// and the game becomes live.
    ///
    /// # Errors
    /// [`GameError::SignInRequired`], [`GameError::NotFound`],
    /// [`GameError::Forbidden`] when the caller is not the host,
    /// [`GameError::Invalid`] while a seat is open.
    pub async fn start_game(&self, caller: &Caller, id: &str) -> Result<(), GameError> {
        user_of(caller)?;
        let started = {
            let _lobby = self.lobby_lock.lock().await;
            let lobby = self.lobby(caller, id).await?;
            if !lobby.is_host {
                return Err(GameError::Forbidden(
                    "only the host can start this game".to_owned(),
                ));
            }
            if !lobby.full() {
                return Err(GameError::Invalid(
                    "every seat must be taken before the game starts".to_owned(),
                ));
            }
            self.set_up_started(id, &lobby).await?
        };
        let update = started.update();
        let online_bot_next = started.bot_to_act();
        let version = started.version;
        self.cache_new(started).await;
        self.watchers.publish(id, update);
        if online_bot_next {
            self.schedule_bot(id.to_owned(), version);
        }
        tracing::info!(game = %id, "online game started");
        Ok(())
    }

    /// Deals heroes, sets up the rules state and stores the start.
    async fn set_up_started(&self, id: &str, lobby: &LobbySnapshot) -> Result<LiveGame, GameError> {
        let fail = |e: sqlx::Error| internal("starting a game", e);
        let ((seed, owner_user), users) = store::start_inputs(self.db(), id).await.map_err(fail)?;
        let seed = seed as u64;
        let chosen: Vec<HeroKind> = lobby.seats.iter().filter_map(|s| s.hero).collect();
        let mut free: Vec<HeroKind> = HEROES
            .iter()
            .copied()
            .filter(|h| !chosen.contains(h))
            .collect();
        // Dealing uses OS randomness, not the game seed: the seed must stay secret.
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(ids::new_seed()?);
        let mut seats = Vec::with_capacity(lobby.seats.len());
        for s in &lobby.seats {
            let hero = match s.hero {
                Some(h) => h,
                None => {
                    free.swap_remove(rules::hash::uniform(&mut rng, free.len() as u32) as usize)
                }
            };
            seats.push(SeatRow {
                info: SeatInfo {
                    seat: s.seat,
                    name: s.name.clone().unwrap_or_default(),
                    kind: if s.kind == LobbySeatKind::Bot {
                        SeatKind::Bot
                    } else {
                        SeatKind::Account
                    },
                    hero,
                },
                user_id: users
                    .iter()
                    .find(|(seat, _)| *seat == i64::from(s.seat))
                    .and_then(|(_, u)| *u),
            });
        }
        let options = KarakOptions {
            heroes: seats.iter().map(|s| s.info.hero).collect(),
            expert: lobby.expert,
        };
        let (game, setup) =
            Karak::new_with_events(&options, seed).map_err(|e| GameError::Invalid(e.0.clone()))?;
        let options_json =
            serde_json::to_string(&options).map_err(|e| internal("encoding options", e))?;
        let to_act = game.to_act().map(|s| i64::from(s.0));
        let heroes: Vec<(u8, HeroKind)> =
            seats.iter().map(|s| (s.info.seat, s.info.hero)).collect();
        if !store::start(self.db(), id, &options_json, to_act, &heroes)
            .await
            .map_err(fail)?
        {
            return Err(GameError::NotFound);
        }
        Ok(LiveGame {
            id: id.to_owned(),
            game,
            version: 0,
            seed,
            seats,
            owner_guest: None,
            owner_user,
            log: crate::live::EventLog::new(setup),
        })
    }

    /// Waiting games with a free seat that `caller` does not sit in, newest first.
    ///
    /// # Errors
    /// [`GameError::Internal`] when the database fails.
    pub async fn open_games(&self, caller: &Caller) -> Result<Vec<OpenGame>, GameError> {
        let me = match caller {
            Caller::User(u) => Some(*u),
            Caller::Guest(_) => None,
        };
        let rows = store::open_games(self.db(), me, OPEN_GAMES_LIMIT)
            .await
            .map_err(|e| internal("listing open games", e))?;
        Ok(rows
            .into_iter()
            .map(
                |OpenGameRow {
                     id,
                     host,
                     seats,
                     open,
                     options,
                     created_at,
                 }| OpenGame {
                    id,
                    host: host.unwrap_or_else(|| "—".to_owned()),
                    seats: seats as u8,
                    open: open as u8,
                    expert: serde_json::from_str::<KarakOptions>(&options)
                        .map(|o| o.expert)
                        .unwrap_or(false),
                    created_at,
                },
            )
            .collect())
    }

    /// An account's name as players see it.
    pub(crate) async fn account_name(&self, user: i64) -> Result<String, GameError> {
        sqlx::query_scalar::<_, String>("SELECT name FROM users WHERE id = ?")
            .bind(user)
            .fetch_optional(self.db().pool())
            .await
            .map_err(|e| internal("reading an account", e))?
            .ok_or(GameError::SignInRequired)
    }

    async fn publish_lobby(&self, id: &str) {
        if let Ok(update) = self.current_update(id).await {
            self.watchers.publish(id, update);
        }
    }

    /// Where game `id` stands now, as its live stream reports it.
    ///
    /// # Errors
    /// [`GameError::NotFound`], [`GameError::Internal`].
    pub async fn current_update(&self, id: &str) -> Result<GameUpdate, GameError> {
        let row = store::status_and_rev(self.db(), id)
            .await
            .map_err(|e| internal("reading a game's state", e))?;
        match row {
            None => Err(GameError::NotFound),
            Some((status, lobby)) if status.0 == GameStatus::Waiting => Ok(GameUpdate {
                version: 0,
                status: GameStatus::Waiting,
                to_act: None,
                lobby: lobby as u32,
            }),
            Some(_) => Ok(self.lock_game(id).await?.update()),
        }
    }

    /// A receiver of game `id`'s future updates (the live stream). Anyone who knows
    /// the id may watch: the messages carry no hidden information.
    pub fn watch(&self, id: &str) -> tokio::sync::broadcast::Receiver<GameUpdate> {
        self.watchers.subscribe(id)
    }
}
