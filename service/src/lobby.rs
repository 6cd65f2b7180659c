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
    ForKind, GameError, GameId, GameKind, GameStatus, GameUpdate, LobbySeat, LobbySeatKind,
    LobbySnapshot, NewOnlineGame, OpenGame, Refusal, RoleName, SeatInfo, SeatKind,
};
use rules::Game;

use crate::games::{check_seat_count, chosen_roles, deal_roles};
use crate::live::{new_table, LiveGame, Table};
use crate::store::{self, LobbyGame, NewGame, OpenGameRow, SeatRow, SeatRowRef, StoredSeat};
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

/// A waiting game as the lobby reads it, for any game: its variant still as the JSON
/// stored in the options column (a game's `Variant`; older rows hold the game's
/// options with no heroes, whose variant fields are the same).
struct Lobby {
    kind: GameKind,
    variant: String,
    host: String,
    is_host: bool,
    signed_in: bool,
    seats: Vec<LobbySeat>,
    created_at: String,
    rev: u32,
}

impl Lobby {
    fn my_seat(&self) -> Option<u8> {
        self.seats.iter().find(|s| s.mine).map(|s| s.seat)
    }

    fn full(&self) -> bool {
        self.seats.iter().all(|s| s.kind != LobbySeatKind::Open)
    }

    /// The lobby as a game of `G` shows it; another kind is not found.
    fn snapshot<G: Game>(self, id: &str) -> Result<LobbySnapshot<G>, GameError> {
        if self.kind != GameKind::of::<G>() {
            return Err(GameError::NotFound);
        }
        let variant: G::Variant =
            serde_json::from_str(&self.variant).map_err(|e| internal("reading a lobby", e))?;
        Ok(LobbySnapshot {
            kind: self.kind,
            id: id.to_owned(),
            status: GameStatus::Waiting,
            variant,
            host: self.host,
            is_host: self.is_host,
            signed_in: self.signed_in,
            seats: self.seats,
            created_at: self.created_at,
            rev: self.rev,
        })
    }
}

/// A variant as stored, as the JSON fields a client reads beside the other fields.
struct VariantFields<'a>(&'a str);

impl ForKind for VariantFields<'_> {
    type Output = serde_json::Map<String, serde_json::Value>;
    fn run<G: Game>(self) -> Self::Output {
        let variant: G::Variant = serde_json::from_str(self.0).unwrap_or_default();
        match serde_json::to_value(variant) {
            Ok(serde_json::Value::Object(fields)) => fields,
            _ => serde_json::Map::new(),
        }
    }
}

/// The start of a waiting game: roles dealt to the lobby's seats, the game set up.
struct Start<'a> {
    lobby: &'a Lobby,
    seed: u64,
}

/// What [`Start`] gives: each seat's role, the options as JSON, the seat to act, and
/// the game's table.
type Started = (Vec<RoleName>, String, Option<i64>, Box<dyn Table>);

impl ForKind for Start<'_> {
    type Output = Result<Started, GameError>;
    fn run<G: Game>(self) -> Self::Output {
        let chosen: Vec<Option<RoleName>> =
            self.lobby.seats.iter().map(|s| s.hero.clone()).collect();
        // Dealing uses OS randomness, not the game seed: the seed must stay secret.
        let roles = deal_roles::<G>(&chosen_roles::<G>(&chosen)?)?;
        let variant: G::Variant = serde_json::from_str(&self.lobby.variant)
            .map_err(|e| internal("starting a game", e))?;
        let options = G::options_with(&roles, &variant);
        let (game, setup) = G::new_with_events(&options, self.seed)
            .map_err(|e| GameError::Invalid(Refusal::Setup { detail: e.0 }))?;
        let options_json =
            serde_json::to_string(&options).map_err(|e| internal("encoding options", e))?;
        let to_act = game.to_act().map(|s| i64::from(s.0));
        let names = roles.into_iter().map(RoleName::of::<G>).collect();
        Ok((names, options_json, to_act, new_table(game, setup)))
    }
}

impl Service {
    /// Creates an online game of `G` hosted by the signed-in `caller`, who takes the
    /// first open seat (with `new.hero`, or a role dealt at the start).
    ///
    /// # Errors
    /// [`GameError::SignInRequired`] for a guest; [`GameError::Invalid`] for a seat
    /// count `G` does not allow, no open seat, or a role chosen twice;
    /// [`GameError::Internal`] when the database fails.
    pub async fn create_online_game<G: Game>(
        &self,
        caller: &Caller,
        new: NewOnlineGame<G>,
    ) -> Result<GameId, GameError> {
        let user = user_of(caller)?;
        check_seat_count::<G>(new.seats.len())?;
        let Some(host_seat) = new.seats.iter().position(|s| !s.bot) else {
            return Err(GameError::Invalid(Refusal::NoOnlinePerson));
        };
        let mut picked: Vec<Option<RoleName>> = new
            .seats
            .iter()
            .filter(|s| s.bot)
            .map(|s| s.hero.clone())
            .collect();
        picked.push(new.hero.clone());
        chosen_roles::<G>(&picked)?;
        // A hero named on an open seat is not used (whoever takes the seat picks), but a
        // name that is no hero of the game is still bad input, refused like any other.
        for name in new.seats.iter().filter_map(|s| s.hero.clone()) {
            chosen_roles::<G>(&[Some(name)])?;
        }
        let name = self.account_name(user).await?;
        let seed = ids::new_seed()?;
        let variant =
            serde_json::to_string(&new.variant).map_err(|e| internal("encoding options", e))?;

        let fail = |e: sqlx::Error| internal("creating an online game", e);
        let _lobby = self.lobby_lock.lock().await;
        let expired = store::delete_expired_waiting(
            self.db(),
            self.limits().waiting_game_max_age_secs,
            Some(user),
        )
        .await
        .map_err(fail)?;
        self.tell_cancelled(&expired);
        let max = self.limits().waiting_games_per_account;
        if store::waiting_games_hosted(self.db(), user)
            .await
            .map_err(fail)?
            >= i64::from(max)
        {
            return Err(GameError::Forbidden(Refusal::TooManyWaitingGames { max }));
        }
        let id = ids::new_game_id()?;
        let mut bots = 0;
        let seats: Vec<(SeatKind, Option<i64>, String, Option<RoleName>)> = new
            .seats
            .iter()
            .enumerate()
            .map(|(i, seat)| {
                if seat.bot {
                    bots += 1;
                    (SeatKind::Bot, None, bot_name(bots), seat.hero.clone())
                } else if i == host_seat {
                    (
                        SeatKind::Account,
                        Some(user),
                        name.clone(),
                        new.hero.clone(),
                    )
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
                hero: hero.as_ref(),
            })
            .collect();
        let row = NewGame {
            id: &id,
            kind: GameKind::of::<G>(),
            rules_version: G::RULES_VERSION,
            options: &variant,
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
        tracing::info!(game = %id, kind = G::KIND, seats = new.seats.len(), "online game created");
        Ok(id)
    }

    /// The lobby of waiting game `id` (a game of `G`) as `caller` sees it.
    ///
    /// # Errors
    /// [`GameError::NotFound`] for an unknown id, a game of another kind or a game
    /// that has started (read it with [`Service::snapshot`]); [`GameError::Internal`]
    /// when the database fails.
    pub async fn lobby<G: Game>(
        &self,
        caller: &Caller,
        id: &str,
    ) -> Result<LobbySnapshot<G>, GameError> {
        self.read_lobby(caller, id).await?.snapshot(id)
    }

    async fn read_lobby(&self, caller: &Caller, id: &str) -> Result<Lobby, GameError> {
        let fail = |e: sqlx::Error| internal("reading a lobby", e);
        let Some(LobbyGame {
            kind,
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
        let me = match caller {
            Caller::User(u) => Some(*u),
            Caller::Guest(_) => None,
        };
        let rows = store::seats_of(self.db(), id).await.map_err(fail)?;
        let seats = rows
            .into_iter()
            .map(|row| {
                let StoredSeat {
                    seat,
                    kind,
                    user_id,
                    name,
                    hero,
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
                    hero: hero.map(RoleName),
                    mine: me.is_some() && user_id == me,
                    host: owner.is_some() && user_id == owner,
                }
            })
            .collect();
        Ok(Lobby {
            kind: kind.0,
            variant: options,
            host: host.unwrap_or_else(|| "—".to_owned()),
            is_host: me.is_some() && owner == me,
            signed_in: me.is_some(),
            seats,
            created_at,
            rev: rev as u32,
        })
    }

    /// `caller` takes open `seat` of waiting game `id` (a game of `G`), or, holding it
    /// already, changes its role. `hero: None` deals one at the start.
    ///
    /// # Errors
    /// [`GameError::SignInRequired`] for a guest; [`GameError::NotFound`];
    /// [`GameError::Invalid`] when the seat is taken, is a bot's, does not exist,
    /// the caller already holds another seat, or the role is not `G`'s or already
    /// chosen.
    pub async fn take_seat<G: Game>(
        &self,
        caller: &Caller,
        id: &str,
        seat: u8,
        hero: Option<RoleName>,
    ) -> Result<LobbySnapshot<G>, GameError> {
        let user = user_of(caller)?;
        let name = self.account_name(user).await?;
        {
            let _lobby = self.lobby_lock.lock().await;
            let current = self.read_lobby(caller, id).await?;
            if current.kind != GameKind::of::<G>() {
                return Err(GameError::NotFound);
            }
            let Some(target) = current.seats.iter().find(|s| s.seat == seat) else {
                return Err(GameError::Invalid(Refusal::NoSuchSeat { seat }));
            };
            match target.kind {
                LobbySeatKind::Bot => return Err(GameError::Invalid(Refusal::BotSeat)),
                LobbySeatKind::Player if !target.mine => {
                    return Err(GameError::Invalid(Refusal::SeatTaken))
                }
                _ => {}
            }
            if current.seats.iter().any(|s| s.mine && s.seat != seat) {
                return Err(GameError::Invalid(Refusal::HoldAnotherSeat));
            }
            if let Some(h) = &hero {
                chosen_roles::<G>(std::slice::from_ref(&hero))?;
                if current
                    .seats
                    .iter()
                    .any(|s| s.seat != seat && s.hero.as_ref() == Some(h))
                {
                    return Err(GameError::Invalid(Refusal::RoleTaken {
                        role: h.as_str().to_owned(),
                    }));
                }
            }
            store::take_seat(self.db(), id, seat, user, &name, hero.as_ref())
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
    pub async fn leave_seat<G: Game>(
        &self,
        caller: &Caller,
        id: &str,
    ) -> Result<LobbySnapshot<G>, GameError> {
        let user = user_of(caller)?;
        {
            let _lobby = self.lobby_lock.lock().await;
            let current = self.read_lobby(caller, id).await?;
            if current.kind != GameKind::of::<G>() {
                return Err(GameError::NotFound);
            }
            let Some(mine) = current.my_seat() else {
                return Err(GameError::Invalid(Refusal::NoSeatHeld));
            };
            if current.is_host {
                return Err(GameError::Invalid(Refusal::HostCannotLeave));
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
            let current = self.read_lobby(caller, id).await?;
            if !current.is_host {
                return Err(GameError::Forbidden(Refusal::OnlyHostCancels));
            }
            store::delete_waiting(self.db(), id)
                .await
                .map_err(|e| internal("cancelling a game", e))?;
        }
        self.tell_cancelled(&[id.to_owned()]);
        Ok(())
    }

    /// Tells the watchers of waiting games that were deleted (their lobby is gone).
    fn tell_cancelled(&self, ids: &[String]) {
        for id in ids {
            self.watchers.publish(
                id,
                GameUpdate {
                    version: 0,
                    status: GameStatus::Waiting,
                    to_act: None,
                    lobby: u32::MAX,
                    seat_changes: 0,
                },
            );
        }
    }

    /// Deletes the online games that have waited for players longer than
    /// [`crate::Limits::waiting_game_max_age_secs`]; answers how many. The server
    /// calls this every minute (and a host's own are swept before the cap on
    /// waiting games is counted).
    ///
    /// # Errors
    /// [`GameError::Internal`] when the database fails.
    pub async fn expire_waiting_games(&self) -> Result<usize, GameError> {
        let expired = {
            let _lobby = self.lobby_lock.lock().await;
            store::delete_expired_waiting(self.db(), self.limits().waiting_game_max_age_secs, None)
                .await
                .map_err(|e| internal("expiring waiting games", e))?
        };
        self.tell_cancelled(&expired);
        if !expired.is_empty() {
            tracing::info!(games = expired.len(), "waiting games expired");
        }
        Ok(expired.len())
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
            let lobby = self.read_lobby(caller, id).await?;
            if !lobby.is_host {
                return Err(GameError::Forbidden(Refusal::OnlyHostStarts));
            }
            if !lobby.full() {
                return Err(GameError::Invalid(Refusal::SeatsOpen));
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

    /// Deals roles, sets up the rules state and stores the start.
    async fn set_up_started(&self, id: &str, lobby: &Lobby) -> Result<LiveGame, GameError> {
        let fail = |e: sqlx::Error| internal("starting a game", e);
        let ((seed, owner_user), users) = store::start_inputs(self.db(), id).await.map_err(fail)?;
        let seed = seed as u64;
        let (roles, options_json, to_act, table) = lobby.kind.dispatch(Start { lobby, seed })?;
        let seats: Vec<SeatRow> = lobby
            .seats
            .iter()
            .zip(roles)
            .map(|(s, hero)| SeatRow {
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
            })
            .collect();
        let heroes: Vec<(u8, RoleName)> = seats
            .iter()
            .map(|s| (s.info.seat, s.info.hero.clone()))
            .collect();
        if !store::start(self.db(), id, &options_json, to_act, &heroes)
            .await
            .map_err(fail)?
        {
            return Err(GameError::NotFound);
        }
        Ok(LiveGame {
            id: id.to_owned(),
            kind: lobby.kind,
            version: 0,
            seed,
            seats,
            owner_guest: None,
            owner_user,
            online: true,
            notes: Vec::new(),
            table,
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
                     kind,
                     host,
                     seats,
                     open,
                     options,
                     created_at,
                 }| OpenGame {
                    id,
                    kind: kind.0,
                    host: host.unwrap_or_else(|| "—".to_owned()),
                    seats: seats as u8,
                    open: open as u8,
                    variant: kind.0.dispatch(VariantFields(&options)),
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
                seat_changes: 0,
            }),
            Some(_) => Ok(self.lock_game(id).await?.update()),
        }
    }

    /// A receiver of game `id`'s future updates (the live stream). Anyone who knows
    /// the id may watch: the messages carry no hidden information.
    ///
    /// # Errors
    /// [`GameError::NotFound`] for a game that does not exist (nothing is
    /// subscribed); [`GameError::Internal`].
    pub async fn watch(
        &self,
        id: &str,
    ) -> Result<tokio::sync::broadcast::Receiver<GameUpdate>, GameError> {
        store::status_and_rev(self.db(), id)
            .await
            .map_err(|e| internal("reading a game's state", e))?
            .ok_or(GameError::NotFound)?;
        Ok(self.watchers.subscribe(id))
    }
}
