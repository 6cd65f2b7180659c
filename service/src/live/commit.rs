//! The commit of one move: applied to the cached state, recorded in one statement,
//! then announced to the game's watchers.

use protocol::clock::Millis;
use protocol::{Committed, GameError, GameStatus};
use rules::{Game, Seat, Viewer};

use super::{redacted, rule_error, LiveGame, LiveGuard};
use crate::store::{self, NewMove};
use crate::{internal, Service};

/// The winners' names of a finished game (none while it goes on).
fn played_winners<G: Game>(live: &LiveGame) -> Vec<String> {
    let Ok(played) = live.played::<G>() else {
        return Vec::new();
    };
    let Some(summary) = played.game.outcome_summary() else {
        return Vec::new();
    };
    summary
        .winners
        .iter()
        .filter_map(|w| live.seats.iter().find(|s| s.info.seat == w.0))
        .map(|s| s.info.name.clone())
        .collect()
}

/// When a move is played and the deadline after it (clocks only).
#[derive(Clone, Copy, Debug)]
struct MoveTiming {
    at: Millis,
    deadline: Option<Millis>,
    warning: Option<Millis>,
}

/// Who makes a move: a person waiting for the answer, or the server (a bot's turn, a
/// turn whose time ran out).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Mover {
    Person,
    Server,
}

impl Service {
    /// Applies `action` for `seat` to a locked game of `G` and records it: the action
    /// at `seq = version` and the version bump in one statement, then the new state in
    /// the cache. A refusal or a failed write changes nothing. The answer's events are
    /// as the mover may know them: a person their seat's, the server a spectator's.
    pub(crate) async fn commit<G: Game>(
        &self,
        mut live: LiveGuard,
        seat: Seat,
        action: G::Action,
        by: Mover,
    ) -> Result<Committed<G::Event>, GameError> {
        let viewer = match by {
            Mover::Person => Viewer::Seat(seat),
            Mover::Server => Viewer::Spectator,
        };
        let mut next = live.played::<G>()?.game.clone();
        let before = next.to_act().map(|s| s.0);
        let events = next.apply(seat, &action).map_err(rule_error)?;
        let version = live.version;
        let at = store::now_millis();
        let mut clocks = live.clocks.clone();
        if let Some(clocks) = clocks.as_mut() {
            clocks.on_action(at, version + 1, next.to_act().map(|s| s.0));
        }
        let (deadline, warning) = live.deadlines(clocks.as_ref());
        let timing = MoveTiming {
            at,
            deadline,
            warning,
        };
        // Held until the move is written: the server's own writes let people's pass.
        let (person, server) = match by {
            Mover::Person => (Some(self.db().person_writes()), None),
            Mover::Server => (None, self.db().server_writes().await),
        };
        let written = self
            .write_move::<G>(&live.id, version, seat, &action, &next, timing)
            .await;
        drop((person, server));
        if let Err(e) = written {
            live.evict();
            return Err(e);
        }
        let played = live.played_mut::<G>()?;
        played.game = next;
        played.log.push(seat.0, &events);
        live.version = version + 1;
        live.clocks = clocks;
        // The end's ratings are written before anyone hears of the end, so a table
        // that reads the finished game shows each seat's change.
        if live.to_act().is_none() {
            self.rate_finished(&live).await;
        }
        self.watchers.publish(&live.id, live.update());
        let winners = played_winners::<G>(&live);
        self.after_move(&live, before, winners);
        if live.bot_to_act() {
            self.schedule_bot(live.id.clone(), live.version);
        }
        Ok(Committed {
            version: version + 1,
            events: redacted::<G>(&events, viewer),
        })
    }

    async fn write_move<G: Game>(
        &self,
        id: &str,
        version: u32,
        seat: Seat,
        action: &G::Action,
        after: &G,
        timing: MoveTiming,
    ) -> Result<(), GameError> {
        let action = serde_json::to_string(action).map_err(|e| internal("encoding a move", e))?;
        let outcome = after.outcome();
        let result = match &outcome {
            Some(o) => {
                Some(serde_json::to_string(o).map_err(|e| internal("encoding a result", e))?)
            }
            None => None,
        };
        let status = if outcome.is_some() {
            GameStatus::Finished
        } else {
            GameStatus::Active
        };
        let recorded = store::record_move(
            self.db(),
            &NewMove {
                game_id: id,
                seq: version,
                seat: seat.0,
                action: &action,
                to_act: after.to_act().map(|s| i64::from(s.0)),
                status,
                result: result.as_deref(),
                at: &store::timestamp_of_millis(timing.at),
                deadline_at: timing.deadline.map(store::timestamp_of_millis).as_deref(),
                warn_at: timing.warning.map(store::timestamp_of_millis).as_deref(),
            },
        )
        .await;
        match recorded {
            Ok(true) => Ok(()),
            // Another writer recorded this seq: our cache is stale.
            Ok(false) => Err(self.conflict(id).await),
            Err(e) => Err(internal("committing a move", e)),
        }
    }

    /// The conflict answer with the version the database holds now.
    pub(crate) async fn conflict(&self, id: &str) -> GameError {
        match store::game_version(self.db(), id).await {
            Ok(Some(v)) => GameError::Conflict { current: v as u32 },
            Ok(None) => GameError::NotFound,
            Err(e) => internal("reading a game's version", e),
        }
    }
}
