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

mod invite;
mod seats;
mod start;
mod watch;

use protocol::{
    for_kind, GameError, GameId, GameKind, GameStatus, LobbySeat, LobbySeatKind, LobbySnapshot,
    NewOnlineGame, Refusal, RoleName, SeatKind, TimeControl,
};
use rules::Game;

use crate::games::{check_seat_count, chosen_roles};
use crate::store::{self, LobbyGame, NewGame, SeatRowRef, StoredSeat};
use crate::{ids, internal, Caller, Client, Service};

/// How many open games the list shows at most (newest first).
pub const OPEN_GAMES_LIMIT: i64 = 50;

pub use invite::INVITATIONS_PER_GAME;

/// A seat of a new online game as it is stored.
struct LobbySeatRow {
    kind: SeatKind,
    user_id: Option<i64>,
    name: String,
    hero: Option<RoleName>,
    level: Option<protocol::BotLevel>,
}

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
    time_control: Option<TimeControl>,
    /// The host's account.
    host_user: Option<i64>,
    rated: bool,
    /// Two accounts' seats taken from one client (see `clients`).
    same_client: bool,
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
            time_control: self.time_control,
            same_client: self.same_client,
            rated: self.rated,
        })
    }
}

/// A variant of game `kind` as stored, as the JSON fields a client reads beside the
/// other fields.
fn variant_fields(kind: GameKind, stored: &str) -> serde_json::Map<String, serde_json::Value> {
    let fields = for_kind!(kind, G => {
        let variant: <G as Game>::Variant = serde_json::from_str(stored).unwrap_or_default();
        serde_json::to_value(variant)
    });
    match fields {
        Ok(serde_json::Value::Object(fields)) => fields,
        _ => serde_json::Map::new(),
    }
}

impl Service {
    /// [`Service::create_online_game_from`] an unknown client (a program inside the
    /// server).
    ///
    /// # Errors
    /// As [`Service::create_online_game_from`].
    pub async fn create_online_game<G: Game>(
        &self,
        caller: &Caller,
        new: NewOnlineGame<G>,
    ) -> Result<GameId, GameError> {
        self.create_online_game_from(caller, &Client::unknown(), new)
            .await
    }

    /// Creates an online game of `G` hosted by the signed-in `caller` calling from
    /// `client`, who takes the first open seat (with `new.hero`, or a role dealt at
    /// the start).
    ///
    /// # Errors
    /// [`GameError::SignInRequired`] for a guest; [`GameError::Invalid`] for a seat
    /// count `G` does not allow, no open seat, or a role chosen twice;
    /// [`GameError::Internal`] when the database fails.
    pub async fn create_online_game_from<G: Game>(
        &self,
        caller: &Caller,
        client: &Client,
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
        let marks = self.client_marks(client).await?;
        let seed = ids::new_seed()?;
        let variant =
            serde_json::to_string(&new.variant).map_err(|e| internal("encoding options", e))?;
        let time_control = match new.time_control {
            Some(control) => Some(
                serde_json::to_string(&control.check().map_err(GameError::Invalid)?)
                    .map_err(|e| internal("encoding a time control", e))?,
            ),
            None => None,
        };

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
        self.check_account_games(user).await?;
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
        let seats: Vec<LobbySeatRow> = new
            .seats
            .iter()
            .enumerate()
            .map(|(i, seat)| {
                if seat.bot {
                    bots += 1;
                    LobbySeatRow {
                        kind: SeatKind::Bot,
                        user_id: None,
                        name: bot_name(bots),
                        hero: seat.hero.clone(),
                        level: Some(seat.level.unwrap_or_default()),
                    }
                } else if i == host_seat {
                    LobbySeatRow {
                        kind: SeatKind::Account,
                        user_id: Some(user),
                        name: name.clone(),
                        hero: new.hero.clone(),
                        level: None,
                    }
                } else {
                    LobbySeatRow {
                        kind: SeatKind::Account,
                        user_id: None,
                        name: String::new(),
                        hero: None,
                        level: None,
                    }
                }
            })
            .collect();
        let seat_rows: Vec<SeatRowRef> = seats
            .iter()
            .enumerate()
            .map(|(i, row)| {
                let host = i == host_seat;
                SeatRowRef {
                    seat: i as u8,
                    kind: row.kind,
                    user_id: row.user_id,
                    name: &row.name,
                    hero: row.hero.as_ref(),
                    level: row.level,
                    address_mark: marks.address.as_deref().filter(|_| host),
                    session_mark: marks.session.as_deref().filter(|_| host),
                }
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
            import_key: None,
            time_control: time_control.as_deref(),
            // Games with a bot are never rated; the others unless the host says not.
            rated: bots == 0 && new.rated.unwrap_or(true),
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
            time_control,
            rated,
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
        let mut ratings = Vec::new();
        for row in &rows {
            if let (SeatKind::Account, Some(user)) = (row.kind.0, row.user_id) {
                ratings.push((user, self.rating_in(user, kind.0).await?));
            }
        }
        let seats = rows
            .into_iter()
            .map(|row| {
                let level = row.level();
                let StoredSeat {
                    seat,
                    kind,
                    user_id,
                    name,
                    hero,
                    bot_level: _,
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
                    level: level.filter(|_| kind == LobbySeatKind::Bot),
                    mine: me.is_some() && user_id == me,
                    host: owner.is_some() && user_id == owner,
                    rating: ratings
                        .iter()
                        .find(|(user, _)| Some(*user) == user_id)
                        .map(|(_, rating)| *rating),
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
            host_user: owner,
            rated,
            same_client: store::one_client_seats(self.db(), id).await.map_err(fail)?,
            time_control: time_control
                .map(|json| serde_json::from_str(&json))
                .transpose()
                .map_err(|e| internal("reading a time control", e))?,
        })
    }
}
