//! Turn clocks on the server: deadlines acted on, the bot covering a player whose time
//! ran out, and a seat taken back.
//!
//! The deadline of every game lives in its row (`games.deadline_at`, written by each
//! move), so whichever server sweeps finds it, also after a restart. Each server sweeps
//! every second ([`Service::act_on_deadlines`]); a game's timeout is handled under its
//! bot lease (on PostgreSQL an advisory lock, so one server acts) and recorded under a
//! primary key (so the log holds it once).

use std::collections::HashSet;
use std::sync::{Arc, Mutex};

use protocol::clock::{Millis, TIMEOUTS_BEFORE_HANDOVER};
use protocol::{for_kind, ClockView, Clocks, GameError, Refusal, SeatChange, SeatKind, SeatNote};
use rules::{Game, Seat};

use crate::live::{LiveGame, Mover};
use crate::store::{self, Recorded, TakeBack, Timeout};
use crate::{internal, Caller, Service};

/// How many due games one sweep takes up at most (the next sweep takes the rest).
const SWEEP_LIMIT: i64 = 200;

/// Games whose timeout this server is handling now, so that the next sweep does not
/// start a second handler while the bot still plays the turn.
#[derive(Debug, Default)]
pub(crate) struct InHand(Mutex<HashSet<String>>);

impl InHand {
    fn take(&self, id: &str) -> bool {
        self.0
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .insert(id.to_owned())
    }

    fn release(&self, id: &str) {
        self.0.lock().unwrap_or_else(|p| p.into_inner()).remove(id);
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
        let due = store::due_deadlines(self.db(), store::now_millis(), SWEEP_LIMIT)
            .await
            .map_err(|e| internal("finding deadlines", e))?;
        let mut taken = 0;
        for (id, version) in due {
            if !self.in_hand.take(&id) {
                continue;
            }
            taken += 1;
            let service = self.clone();
            let in_hand = Arc::clone(&self.in_hand);
            tokio::spawn(async move {
                let done = service.time_out(&id, version as u32).await;
                in_hand.release(&id);
                match done {
                    Ok(()) | Err(GameError::Conflict { .. }) => {}
                    Err(e) => tracing::warn!(game = %id, error = %e, "a timeout was not acted on"),
                }
            });
        }
        Ok(taken)
    }

    /// Game `id` was at `version` when its deadline passed: if it still is, and its
    /// seat to act is a person's, the timeout is recorded and
    /// the bot plays that seat's turn; at the third timeout in a row the bot keeps
    /// the seat. Harmless to call twice: a game that moved on, or a turn already
    /// timed out, is left as it is (the bot just finishes that turn).
    ///
    /// # Errors
    /// [`GameError::NotFound`], [`GameError::Internal`].
    async fn time_out(&self, id: &str, version: u32) -> Result<(), GameError> {
        let kind = self.kind_of(id).await?;
        let lease = self
            .db()
            .bot_lease(id)
            .await
            .map_err(|e| internal("claiming a timeout", e))?;
        let done = for_kind!(kind, G => self.time_out_claimed::<G>(id, version).await);
        if let Err(e) = lease.release().await {
            tracing::warn!(game = %id, error = %e, "a timeout's claim was not let go at once");
        }
        done
    }

    /// `Service::time_out` for a game of `G`, under the game's bot lease.
    async fn time_out_claimed<G: Game>(&self, id: &str, version: u32) -> Result<(), GameError> {
        let mut live = self.lock_game(id).await?;
        live.played::<G>()?;
        let (Some(seat), Some(clocks)) = (live.to_act(), live.clocks.clone()) else {
            return Ok(());
        };
        let running = clocks.running().filter(|r| r.seat == seat.0);
        let person = matches!(
            live.seat_kind(seat.0),
            Some(SeatKind::Account | SeatKind::Local)
        );
        // The deadline stored with this version has passed (the sweep read it); the
        // game still at this version has the same deadline.
        if live.version != version || !person {
            return Ok(());
        }
        let Some(running) = running else {
            return Ok(());
        };
        // A turn that already timed out (the bot was playing it when this server
        // stopped) is finished by the bot without a second note.
        let noted = live.notes.iter().any(|n| {
            n.seat == seat.0
                && n.change == SeatChange::TimedOut
                && n.version >= running.from_version
        });
        if !noted {
            let turn = self.db().server_writes().await;
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
            .map_err(|e| internal("recording a timeout", e));
            drop(turn);
            let Recorded::Now {
                in_a_row,
                handed_over,
            } = recorded?
            else {
                // Another server recorded it: it plays the turn. Reload to see it.
                live.evict();
                return Ok(());
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
                    s.info.level = Some(protocol::BotLevel::Normal);
                }
            }
            tracing::info!(game = %id, seat = seat.0, version, in_a_row, handed_over, "time ran out");
            self.watchers.publish(id, live.update());
        }
        drop(live);
        self.play_timed_out_turn::<G>(id, seat).await
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
            // A person's turn the clock took: played at Normal, quickly and sensibly.
            let bot = G::bot_at(protocol::BotLevel::Normal);
            let Some(action) = self.decide(game, bot, seed, version).await? else {
                return Ok(());
            };
            self.commit::<G>(live, seat, action, Mover::Server).await?;
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
        let at = store::now_millis();
        // Taken back mid-decision, the seat decides afresh from now; the game no longer
        // waits (a person holds a seat), so its deadline is the clocks' again.
        let mut clocks = live.clocks.clone();
        if let Some(clocks) = clocks.as_mut() {
            clocks.restart_decision(seat, version, at);
        }
        let taken = store::take_seat_back(
            self.db(),
            TakeBack {
                game_id: id,
                seat,
                user: *user,
                version,
                at,
                deadline: clocks.as_ref().and_then(Clocks::deadline),
                warning: clocks.as_ref().and_then(Clocks::warning),
            },
        )
        .await
        .map_err(|e| internal("taking a seat back", e))?;
        if !taken {
            live.evict();
            return Err(self.conflict(id).await);
        }
        if let Some(s) = live.seats.iter_mut().find(|s| s.info.seat == seat) {
            s.info.kind = SeatKind::Account;
            s.info.level = None;
        }
        if let Some(n) = live.timeouts.get_mut(usize::from(seat)) {
            *n = 0;
        }
        live.clocks = clocks;
        live.notes.push(SeatNote {
            seat,
            version,
            change: SeatChange::TookBack,
        });
        self.watchers.publish(id, live.update());
        // A game that waited for its players goes on: its bot to act moves.
        if live.bot_to_act() {
            self.schedule_bot(id.to_owned(), version);
        }
        tracing::info!(game = %id, seat, version, "seat taken back from the bot");
        Ok(seat)
    }
}

impl LiveGame {
    /// Whether the game waits for its players: it is online and the bot holds every
    /// seat, at least one of them because its player's time ran out three turns in a
    /// row. Decided (ours): such a game is not played to its end by bots alone for
    /// nobody; its clocks stop and its bots wait until a player takes their seat back
    /// ([`Service::take_seat_back`]), which the player may do while the game lasts.
    /// A game whose people all resigned is theirs no more: its bots finish it.
    pub fn waiting_for_players(&self) -> bool {
        self.online()
            && self.seats.iter().all(|s| s.info.kind == SeatKind::Bot)
            && self.seats.iter().any(|s| self.handed_over(s.info.seat))
    }

    /// The clocks as a page shows them at `now`; stopped while the game waits.
    pub fn clock_view(&self, now: Millis) -> Option<ClockView> {
        let clocks = self.clocks.as_ref()?;
        Some(if self.waiting_for_players() {
            clocks.waiting_view()
        } else {
            clocks.view(now)
        })
    }

    /// The deadline and warning time to store with the game now: none while it waits.
    pub(crate) fn deadlines(&self, clocks: Option<&Clocks>) -> (Option<Millis>, Option<Millis>) {
        match clocks {
            Some(c) if !self.waiting_for_players() => (c.deadline(), c.warning()),
            _ => (None, None),
        }
    }
}
