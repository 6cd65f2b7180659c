//! A stored game becomes a live one: its rows read, its actions replayed into its rules
//! state, its clocks run on by every action's time.

use protocol::clock::Millis;
use protocol::{for_kind, Clocks, GameError, GameKind, GameStatus, RoleName, TimeControl};
use rules::{Game, Seat};

use super::{EventLog, LiveGame, Played, Table};
use crate::store::{self, status_name, ActionRow, LoadedGame, SeatRow};
use crate::{internal, Service};

/// A stored game as the rows hold it, to be replayed into its rules state.
struct Stored<'a> {
    rules_version: i64,
    options: &'a str,
    seed: u64,
    seats: &'a [SeatRow],
    actions: Vec<ActionRow>,
    /// The time control and when the game started, for a game with clocks: the
    /// clocks start with the game and run on by every action's time.
    clocks: Option<(TimeControl, Millis)>,
}

impl Stored<'_> {
    /// The stored game of `kind` replayed, as the table every game's state is held as.
    fn replay_kind(self, kind: GameKind) -> Result<(Box<dyn Table>, Option<Clocks>), String> {
        for_kind!(kind, G => {
            let (played, clocks) = self.replay::<G>()?;
            Ok((Box::new(played) as Box<dyn Table>, clocks))
        })
    }

    /// The one place a stored game becomes a rules state: game `G` set up from its
    /// options (JSON) and seed, checked against its seats, then every action replayed
    /// in seq order. `Err` says what does not replay.
    fn replay<G: Game>(self) -> Result<(Played<G>, Option<Clocks>), String> {
        if self.rules_version != i64::from(G::RULES_VERSION) {
            return Err(format!(
                "recorded with rules version {}, this build has {}",
                self.rules_version,
                G::RULES_VERSION
            ));
        }
        let options: G::Options =
            serde_json::from_str(self.options).map_err(|e| format!("options: {e}"))?;
        let (mut game, setup) =
            G::new_with_events(&options, self.seed).map_err(|e| format!("setup: {e}"))?;
        let seats_agree = usize::from(game.seat_count()) == self.seats.len()
            && self.seats.iter().enumerate().all(|(i, s)| {
                s.info.seat as usize == i
                    && game.role_of(Seat(s.info.seat)).map(RoleName::of::<G>)
                        == Some(s.info.hero.clone())
            });
        if !seats_agree {
            return Err("seats disagree with the options".to_owned());
        }
        let first = game.to_act().map(|s| s.0);
        let mut clocks = self
            .clocks
            .map(|(control, at)| Clocks::start(control, self.seats.len(), at, first));
        let mut log = EventLog::new(setup);
        for (i, row) in self.actions.into_iter().enumerate() {
            let ActionRow {
                seq,
                seat,
                action,
                at,
            } = row;
            if seq != i as i64 {
                return Err(format!("action {seq} found where {i} belongs"));
            }
            let action: G::Action =
                serde_json::from_str(&action).map_err(|e| format!("action {seq}: {e}"))?;
            let seat = u8::try_from(seat).map_err(|e| format!("seat of {seq}: {e}"))?;
            let events = game
                .apply(Seat(seat), &action)
                .map_err(|e| format!("action {seq} refused: {e}"))?;
            log.push(seat, &events);
            if let Some(clocks) = clocks.as_mut() {
                let at = store::millis_of(&at).ok_or_else(|| format!("time of {seq}: {at}"))?;
                clocks.on_action(at, i as u32 + 1, game.to_act().map(|s| s.0));
            }
        }
        log.shrink_to_fit();
        Ok((Played { game, log }, clocks))
    }
}

/// A stored game's time control and when it started; `None` without clocks.
fn clocks_at_start(row: &store::GameRow) -> Result<Option<(TimeControl, Millis)>, String> {
    let Some(control) = &row.time_control else {
        return Ok(None);
    };
    let control: TimeControl =
        serde_json::from_str(control).map_err(|e| format!("time control: {e}"))?;
    let started = row
        .started_at
        .as_deref()
        .and_then(store::millis_of)
        .ok_or("a game with clocks has no start time")?;
    Ok(Some((control, started)))
}

impl Service {
    /// Rebuilds game `id` from its options, seed and actions, checking that the log
    /// replays without a refusal and agrees with the game's row.
    pub(super) async fn load(&self, id: &str) -> Result<Option<LiveGame>, GameError> {
        let loaded = store::load_game(self.db(), id)
            .await
            .map_err(|e| internal("loading a game", e))?;
        let Some(LoadedGame {
            game: row,
            seats,
            actions,
            notes,
            timeouts,
            took_back,
        }) = loaded
        else {
            return Ok(None);
        };
        let status = row.status.0;
        if status == GameStatus::Waiting {
            return Err(GameError::NotStarted);
        }
        let off = |what: String| internal("a stored game does not replay", format!("{id}: {what}"));
        let seed = u64::try_from(row.seed).map_err(|e| off(format!("seed: {e}")))?;
        let seats = seats
            .into_iter()
            .map(|s| {
                let seat = s.seat;
                s.into_row()
                    .ok_or_else(|| off(format!("seat {seat} is malformed")))
            })
            .collect::<Result<Vec<_>, _>>()?;
        let replayed = actions.len() as i64;
        let stored = Stored {
            rules_version: row.rules_version,
            options: &row.options,
            seed,
            seats: &seats,
            actions,
            clocks: clocks_at_start(&row).map_err(off)?,
        };
        let (table, mut clocks) = stored.replay_kind(row.kind.0).map_err(off)?;
        if replayed != row.version {
            return Err(off(format!(
                "version {} but {replayed} actions",
                row.version
            )));
        }
        if let (Some(clocks), Some((seat, version, at))) = (clocks.as_mut(), took_back) {
            clocks.restart_decision(seat, version, at);
        }
        let timeouts_by_seat = (0..seats.len())
            .map(|seat| {
                timeouts
                    .iter()
                    .find(|(s, _)| *s == seat as i64)
                    .map_or(0, |(_, n)| u8::try_from(*n).unwrap_or(u8::MAX))
            })
            .collect();
        let finished = table.to_act().is_none();
        if finished != (status == GameStatus::Finished) {
            return Err(off(format!(
                "status {} but finished = {finished}",
                status_name(status)
            )));
        }
        Ok(Some(LiveGame {
            id: id.to_owned(),
            kind: row.kind.0,
            version: row.version as u32,
            undone: row.undone,
            seed,
            seats,
            owner_guest: row.owner_guest,
            owner_user: row.owner_user,
            online: row.online,
            imported: row.imported,
            notes: notes
                .into_iter()
                .map(|n| {
                    n.into_note()
                        .ok_or_else(|| off("a seat note is malformed".into()))
                })
                .collect::<Result<_, _>>()?,
            timeouts: timeouts_by_seat,
            clocks,
            table,
        }))
    }
}
