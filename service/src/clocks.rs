//! Turn clocks on the server: deadlines acted on, the bot covering a player whose time
//! ran out, and a seat taken back.
//!
//! The deadline of every game lives in its row (`games.deadline_at`, written by each
//! move), so whichever server sweeps finds it, also after a restart. Each server sweeps
//! every second ([`Service::act_on_deadlines`]); a game's timeout is handled under its
//! bot lease (on PostgreSQL an advisory lock, so one server acts) and recorded under a
//! primary key (so the log holds it once).

use std::collections::HashSet;
use std::future::Future;
use std::pin::Pin;
use std::sync::Mutex;

use protocol::clock::TIMEOUTS_BEFORE_HANDOVER;
use protocol::{ForKind, GameError, Refusal, SeatChange, SeatKind, SeatNote};
use rules::{Game, Seat, Viewer};

use crate::bots::choose_bot_action;
use crate::store::{self, Recorded, Timeout};
use crate::{internal, Caller, Service};

/// How many due games one sweep takes up at most (the next sweep takes the rest).
const SWEEP_LIMIT: i64 = 200;

/// Games whose timeout this server is handling now, so that the next sweep does not
/// start a second handler while the bot still plays the turn; and the turns the bot
/// plays for timed-out seats at once, one per core, so that a wave of timeouts
/// queues behind the cores instead of crowding out the players' own moves.
#[derive(Debug)]
pub(crate) struct InHand {
    games: Mutex<HashSet<String>>,
    turns: tokio::sync::Semaphore,
}

impl Default for InHand {
    fn default() -> Self {
        let cores = std::thread::available_parallelism().map_or(1, usize::from);
        Self {
            games: Mutex::default(),
            turns: tokio::sync::Semaphore::new(cores),
        }
    }
}

impl InHand {
    fn games(&self) -> std::sync::MutexGuard<'_, HashSet<String>> {
        self.games.lock().unwrap_or_else(|p| p.into_inner())
    }

    fn take(&self, id: &str) -> bool {
        self.games().insert(id.to_owned())
    }

    fn release(&self, id: &str) {
        self.games().remove(id);
    }

    fn len(&self) -> usize {
        self.games().len()
    }
}

impl Service {
    /// Acts on every deadline that has passed: for each game whose seat to act ran
    /// out of time, the server's bot plays that seat's turn (see `Service::time_out`);
    /// and tells each player with a quarter of their time left.
    /// Answers how many games it took up. The server calls this every second.
    ///
    /// # Errors
    /// [`GameError::Internal`] when the database fails.
    pub async fn act_on_deadlines(&self) -> Result<usize, GameError> {
        self.warn_running_out().await?;
        // The games in hand are still due until their bot's move: look past them.
        let limit = SWEEP_LIMIT + i64::try_from(self.in_hand.len()).unwrap_or(i64::MAX / 2);
        let due = store::due_deadlines(self.db(), store::now_millis(), limit)
            .await
            .map_err(|e| internal("finding deadlines", e))?;
        // Timeouts are recorded one after another (each a short write, so a wave of
        // them does not crowd the database's writer); the bot's turns then play in
        // tasks of their own, one per core at a time.
        let mut taken = 0;
        for (id, version) in due {
            if !self.in_hand.take(&id) {
                continue;
            }
            taken += 1;
            let turn = match self.record_time_out(&id, version as u32).await {
                Ok(Some(turn)) => turn,
                Ok(None) | Err(GameError::Conflict { .. }) => {
                    self.in_hand.release(&id);
                    continue;
                }
                Err(e) => {
                    self.in_hand.release(&id);
                    tracing::warn!(game = %id, error = %e, "a timeout was not acted on");
                    continue;
                }
            };
            let service = self.clone();
            tokio::spawn(async move {
                let played = service.play_time_out(turn, &id).await;
                service.in_hand.release(&id);
                match played {
                    Ok(()) | Err(GameError::Conflict { .. }) => {}
                    Err(e) => {
                        tracing::warn!(game = %id, error = %e, "a timed-out turn was not played")
                    }
                }
            });
        }
        Ok(taken)
    }

    /// Game `id` was at `version` when its deadline passed: if it still is, and its
    /// seat to act is a person's, the timeout is recorded (at the third in a row the
    /// bot keeps the seat) and the answer is the turn the bot is to play. Harmless to
    /// call twice: a game that moved on is left as it is; a turn already timed out
    /// (the bot was playing it when this server stopped) is answered without a second
    /// record, so the bot finishes it.
    ///
    /// # Errors
    /// [`GameError::NotFound`], [`GameError::Internal`].
    async fn record_time_out(
        &self,
        id: &str,
        version: u32,
    ) -> Result<Option<(protocol::GameKind, Seat)>, GameError> {
        let kind = self.kind_of(id).await?;
        let lease = self
            .db()
            .bot_lease(id)
            .await
            .map_err(|e| internal("claiming a timeout", e))?;
        let recorded = kind
            .dispatch(TimeOut {
                service: self,
                id,
                version,
            })
            .await;
        if let Err(e) = lease.release().await {
            tracing::warn!(game = %id, error = %e, "a timeout's claim was not let go at once");
        }
        Ok(recorded?.map(|seat| (kind, seat)))
    }

    /// The bot plays the turn of a recorded timeout, outside the lease (only the
    /// server that recorded it gets here; a stale move of another would conflict and
    /// change nothing), once a core is free.
    async fn play_time_out(
        &self,
        (kind, seat): (protocol::GameKind, Seat),
        id: &str,
    ) -> Result<(), GameError> {
        let _core = self
            .in_hand
            .turns
            .acquire()
            .await
            .map_err(|e| internal("waiting to play a timed-out turn", e))?;
        kind.dispatch(PlayTurn {
            service: self,
            id,
            seat,
        })
        .await
    }

    /// `Service::time_out` for a game of `G`, under the game's bot lease: records the
    /// timeout and answers the seat whose turn the bot is to play now, if any.
    async fn time_out_claimed<G: Game>(
        &self,
        id: &str,
        version: u32,
    ) -> Result<Option<Seat>, GameError> {
        let mut live = self.lock_game(id).await?;
        live.played::<G>()?;
        let (Some(seat), Some(clocks)) = (live.to_act(), live.clocks.clone()) else {
            return Ok(None);
        };
        let running = clocks.running().filter(|r| r.seat == seat.0);
        let person = matches!(
            live.seat_kind(seat.0),
            Some(SeatKind::Account | SeatKind::Local)
        );
        // The deadline stored with this version has passed (the sweep read it); the
        // game still at this version has the same deadline.
        if live.version != version || !person {
            return Ok(None);
        }
        let Some(running) = running else {
            return Ok(None);
        };
        // A turn that already timed out (the bot was playing it when this server
        // stopped) is finished by the bot without a second note.
        let noted = live.notes.iter().any(|n| {
            n.seat == seat.0
                && n.change == SeatChange::TimedOut
                && n.version >= running.from_version
        });
        if !noted {
            let recorded = store::record_timeout(
                self.db(),
                Timeout {
                    game_id: id,
                    seat: seat.0,
                    version,
                    handover_at: TIMEOUTS_BEFORE_HANDOVER,
                },
            )
            .await
            .map_err(|e| internal("recording a timeout", e))?;
            let Recorded::Now {
                in_a_row,
                handed_over,
            } = recorded
            else {
                // Another server recorded it: it plays the turn. Reload to see it.
                live.evict();
                return Ok(None);
            };
            let note = |change| SeatNote {
                seat: seat.0,
                version,
                change,
            };
            live.notes.push(note(SeatChange::TimedOut));
            if let Some(n) = live.timeouts.get_mut(usize::from(seat.0)) {
                *n = in_a_row;
            }
            if handed_over {
                live.notes.push(note(SeatChange::HandedOver));
                if let Some(s) = live.seats.iter_mut().find(|s| s.info.seat == seat.0) {
                    s.info.kind = SeatKind::Bot;
                }
            }
            tracing::info!(game = %id, seat = seat.0, version, in_a_row, handed_over, "time ran out");
            self.watchers.publish(id, live.update());
        }
        Ok(Some(seat))
    }

    /// The bot plays `seat`'s decisions in game `id` until the decision passes on.
    async fn play_timed_out_turn<G: Game>(&self, id: &str, seat: Seat) -> Result<(), GameError> {
        loop {
            let live = self.lock_game(id).await?;
            if live.to_act() != Some(seat) {
                return Ok(());
            }
            let game = live.played::<G>()?.game.clone();
            let (seed, version) = (live.seed, live.version);
            let decided =
                tokio::task::spawn_blocking(move || choose_bot_action(&game, seed, version))
                    .await
                    .map_err(|e| internal("a bot's decision failed", e))?;
            let Some(action) = decided else {
                return Ok(());
            };
            self.commit::<G>(live, seat, action, Viewer::Spectator)
                .await?;
        }
    }

    /// `caller` takes back their seat of game `id` from the bot that holds it since
    /// their time ran out three turns in a row; the log says so, and the seat's
    /// timeouts start again from none. Answers the seat.
    ///
    /// # Errors
    /// [`GameError::SignInRequired`] for a guest, [`GameError::NotFound`],
    /// [`GameError::Forbidden`] with [`Refusal::NoSeatToTakeBack`] when the caller has
    /// no such seat, [`GameError::Internal`].
    pub async fn take_seat_back(&self, caller: &Caller, id: &str) -> Result<u8, GameError> {
        let Caller::User(user) = caller else {
            return Err(GameError::SignInRequired);
        };
        let mut live = self.lock_game(id).await?;
        let Some(&seat) = live.reclaimable_by(caller).first() else {
            return Err(GameError::Forbidden(Refusal::NoSeatToTakeBack));
        };
        let version = live.version;
        let taken = store::take_seat_back(self.db(), id, seat, *user, version)
            .await
            .map_err(|e| internal("taking a seat back", e))?;
        if !taken {
            live.evict();
            return Err(self.conflict(id).await);
        }
        if let Some(s) = live.seats.iter_mut().find(|s| s.info.seat == seat) {
            s.info.kind = SeatKind::Account;
        }
        if let Some(n) = live.timeouts.get_mut(usize::from(seat)) {
            *n = 0;
        }
        live.notes.push(SeatNote {
            seat,
            version,
            change: SeatChange::TookBack,
        });
        self.watchers.publish(id, live.update());
        tracing::info!(game = %id, seat, version, "seat taken back from the bot");
        Ok(seat)
    }
}

/// A timeout of a game, for the game of its kind.
struct TimeOut<'a> {
    service: &'a Service,
    id: &'a str,
    version: u32,
}

impl<'a> ForKind for TimeOut<'a> {
    type Output = Pin<Box<dyn Future<Output = Result<Option<Seat>, GameError>> + Send + 'a>>;
    fn run<G: Game>(self) -> Self::Output {
        Box::pin(async move {
            self.service
                .time_out_claimed::<G>(self.id, self.version)
                .await
        })
    }
}

/// The bot's turn for a seat whose time ran out, for the game of its kind.
struct PlayTurn<'a> {
    service: &'a Service,
    id: &'a str,
    seat: Seat,
}

impl<'a> ForKind for PlayTurn<'a> {
    type Output = Pin<Box<dyn Future<Output = Result<(), GameError>> + Send + 'a>>;
    fn run<G: Game>(self) -> Self::Output {
        Box::pin(async move {
            self.service
                .play_timed_out_turn::<G>(self.id, self.seat)
                .await
        })
    }
}
