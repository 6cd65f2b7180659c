//! Starting a waiting online game (roles dealt, the game set up), or cancelling it.

use protocol::{
    for_kind, Clocks, GameError, GameStatus, GameUpdate, LobbySeatKind, Refusal, RoleName,
    SeatInfo, SeatKind,
};
use rules::Game;

use crate::games::{chosen_roles, deal_roles};
use crate::live::{new_table, LiveGame, Table};
use crate::store::{self, SeatRow};
use crate::{internal, Caller, Service};

use super::{user_of, Lobby};

/// The start of a waiting game: roles dealt to the lobby's seats, the game set up.
struct Start<'a> {
    lobby: &'a Lobby,
    seed: u64,
}

/// What [`Start`] gives: each seat's role, the options as JSON, the seat to act, and
/// the game's table.
type Started = (Vec<RoleName>, String, Option<i64>, Box<dyn Table>);

impl Start<'_> {
    /// Starts the lobby's game as one of game `G`.
    fn run<G: Game>(self) -> Result<Started, GameError> {
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
    pub(super) fn tell_cancelled(&self, ids: &[String]) {
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
        self.after_start(&started);
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
        let (roles, options_json, to_act, table) =
            for_kind!(lobby.kind, G => Start { lobby, seed }.run::<G>())?;
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
                    level: s.level,
                    hero,
                },
                user_id: users
                    .iter()
                    .find(|(seat, _)| *seat == i64::from(s.seat))
                    .and_then(|(_, u)| *u),
            })
            .collect();
        let seats_len = seats.len();
        let heroes: Vec<(u8, RoleName)> = seats
            .iter()
            .map(|s| (s.info.seat, s.info.hero.clone()))
            .collect();
        let at = store::now_millis();
        let clocks = lobby.time_control.map(|control| {
            Clocks::start(
                control,
                seats.len(),
                at,
                to_act.and_then(|s| u8::try_from(s).ok()),
            )
        });
        let deadline = clocks
            .as_ref()
            .and_then(Clocks::deadline)
            .map(store::timestamp_of_millis);
        let warning = clocks
            .as_ref()
            .and_then(Clocks::warning)
            .map(store::timestamp_of_millis);
        let row = store::StartRow {
            options: &options_json,
            to_act,
            heroes: &heroes,
            at: &store::timestamp_of_millis(at),
            deadline_at: deadline.as_deref(),
            warn_at: warning.as_deref(),
        };
        if !store::start(self.db(), id, &row).await.map_err(fail)? {
            return Err(GameError::NotFound);
        }
        Ok(LiveGame {
            id: id.to_owned(),
            kind: lobby.kind,
            version: 0,
            undone: 0,
            seed,
            seats,
            owner_guest: None,
            owner_user,
            online: true,
            imported: false,
            notes: Vec::new(),
            timeouts: vec![0; seats_len],
            clocks,
            table,
        })
    }
}
