//! One owner per live game: an in-memory cache of game states, each behind its own
//! lock, and the commit of one move.
//!
//! The actions in SQLite are the truth. A game is loaded by replaying
//! `(options, seed, actions)`, and the cached state is replaced only after the
//! statement that records a move has committed. On any database error the cached
//! entry is dropped, so the next request rebuilds it from the log.

use std::collections::HashMap;
use std::fmt;
use std::ops::{Deref, DerefMut};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use protocol::{
    Committed, GameError, GameId, GameKind, GameStatus, GameUpdate, LogEntry, SeatKind,
};
use rules::karak::{Action, Event, Karak, KarakOptions};
use rules::{Game, RuleError, Seat};
use tokio::sync::{Mutex as AsyncMutex, OwnedMutexGuard};

use crate::seats::{held_seats, owns};
use crate::store::{self, status_name, ActionRow, LoadedGame, NewMove, SeatRow};
use crate::{internal, Caller, Service};

/// A game being played, as its owner keeps it in memory.
#[derive(Clone, Debug)]
pub(crate) struct LiveGame {
    pub id: GameId,
    pub game: Karak,
    /// Number of committed actions.
    pub version: u32,
    pub seed: u64,
    pub seats: Vec<SeatRow>,
    pub owner_guest: Option<String>,
    pub owner_user: Option<i64>,
    /// Setup events, then the events of every committed action.
    pub log: EventLog,
}

/// A game's event log as kept in memory: every event in one flat vector, and per
/// entry only where it ends and who acted (issue 7: a `Vec<LogEntry>` costs a
/// vector header and an allocation per action, about twice the events themselves).
/// Entry 0 holds the setup events; entry `i + 1` those of the action at seq `i`.
/// Turned into [`LogEntry`]s only when a snapshot is made.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct EventLog {
    events: Vec<Event>,
    /// End of each entry in `events` (its start is the previous entry's end).
    ends: Vec<u32>,
    /// The seat that played each action (entry `i + 1`).
    seats: Vec<u8>,
}

impl EventLog {
    /// A log holding the setup events only.
    pub fn new(setup: Vec<Event>) -> Self {
        let mut log = Self {
            events: setup,
            ends: Vec::new(),
            seats: Vec::new(),
        };
        log.ends.push(log.end());
        log
    }

    fn end(&self) -> u32 {
        u32::try_from(self.events.len()).expect("fewer than 2^32 events in one game")
    }

    /// Appends the events of the next action, played by `seat`.
    pub fn push(&mut self, seat: u8, events: &[Event]) {
        self.events.extend_from_slice(events);
        self.ends.push(self.end());
        self.seats.push(seat);
    }

    /// Gives back spare capacity (after a game is loaded in one go).
    pub fn shrink_to_fit(&mut self) {
        self.events.shrink_to_fit();
        self.ends.shrink_to_fit();
        self.seats.shrink_to_fit();
    }

    /// The log as clients receive it.
    pub fn entries(&self) -> Vec<LogEntry> {
        let mut start = 0;
        self.ends
            .iter()
            .enumerate()
            .map(|(i, &end)| {
                let events = self.events[start as usize..end as usize].to_vec();
                start = end;
                match i.checked_sub(1) {
                    None => LogEntry {
                        seq: None,
                        seat: None,
                        events,
                    },
                    Some(seq) => LogEntry {
                        seq: Some(seq as u32),
                        seat: Some(self.seats[seq]),
                        events,
                    },
                }
            })
            .collect()
    }

    /// Number of actions recorded (entries after the setup).
    pub fn actions(&self) -> usize {
        self.seats.len()
    }
}

impl LiveGame {
    /// Whether `caller` created this game (and so holds its local seats).
    pub fn owned_by(&self, caller: &Caller) -> bool {
        owns(caller, self.owner_user, self.owner_guest.as_deref())
    }

    /// Seats `caller` may act for (see [`held_seats`]).
    pub fn seats_of(&self, caller: &Caller) -> Vec<u8> {
        held_seats(&self.seats, self.owned_by(caller), caller)
    }

    /// Whether the game is played online (seats held by accounts): the server then
    /// moves its bots itself.
    pub fn online(&self) -> bool {
        self.seats.iter().any(|s| s.info.kind == SeatKind::Account)
    }

    /// Whether an online game waits for one of its bots.
    pub fn bot_to_act(&self) -> bool {
        self.online()
            && self
                .game
                .to_act()
                .is_some_and(|s| self.seat_kind(s.0) == Some(SeatKind::Bot))
    }

    /// What the live stream says about this game now.
    pub fn update(&self) -> GameUpdate {
        let to_act = self.game.to_act().map(|s| s.0);
        GameUpdate {
            version: self.version,
            status: if to_act.is_some() {
                GameStatus::Active
            } else {
                GameStatus::Finished
            },
            to_act,
            lobby: 0,
        }
    }

    /// The kind of `seat`, `None` when there is no such seat.
    pub fn seat_kind(&self, seat: u8) -> Option<SeatKind> {
        self.seats
            .iter()
            .find(|s| s.info.seat == seat)
            .map(|s| s.info.kind)
    }
}

type Slot = Arc<AsyncMutex<Option<LiveGame>>>;

/// How long a game nobody touches stays in memory (a slow game over days is
/// replayed from its log when its next move comes).
pub(crate) const IDLE_GAME_TTL: Duration = Duration::from_secs(15 * 60);
/// How long a finished game stays in memory after its last use (replays and the
/// history read it from the database too).
pub(crate) const FINISHED_GAME_TTL: Duration = Duration::from_secs(60);

/// A game's place in the cache and when it was last asked for.
struct Entry {
    slot: Slot,
    touched: Instant,
}

/// The live games: id → the game's own lock. A slot holding `None` is loaded
/// from the database by whoever takes its lock next. Idle and finished games
/// leave it again ([`Cache::evict_idle`]), so it holds what is being played.
#[derive(Default)]
pub(crate) struct Cache {
    slots: Mutex<HashMap<GameId, Entry>>,
}

impl fmt::Debug for Cache {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Cache").field("games", &self.len()).finish()
    }
}

impl Cache {
    fn entries(&self) -> std::sync::MutexGuard<'_, HashMap<GameId, Entry>> {
        self.slots.lock().unwrap_or_else(|p| p.into_inner())
    }

    fn slot(&self, id: &str) -> Slot {
        let mut slots = self.entries();
        let entry = slots.entry(id.to_owned()).or_insert_with(|| Entry {
            slot: Slot::default(),
            touched: Instant::now(),
        });
        entry.touched = Instant::now();
        entry.slot.clone()
    }

    /// Number of games in memory.
    pub(crate) fn len(&self) -> usize {
        self.entries().len()
    }

    /// Drops the cached state of game `id` if it is loaded (after the database
    /// changed under it, e.g. an owner or a seat's account), waiting for its lock;
    /// the next request replays it from the database.
    pub(crate) async fn reload_later(&self, id: &str) {
        let slot = self.entries().get(id).map(|e| e.slot.clone());
        if let Some(slot) = slot {
            *slot.lock().await = None;
        }
    }

    fn forget(&self, id: &str, slot: &Slot) {
        let mut slots = self.entries();
        if slots.get(id).is_some_and(|e| Arc::ptr_eq(&e.slot, slot)) {
            slots.remove(id);
        }
    }

    /// Removes the games untouched for `idle` (finished ones after `finished`) that
    /// nobody is using; returns how many left. A slot is removed only while the map
    /// holds its one handle: handles are cloned under the map's lock, so nobody can
    /// be about to lock a removed slot, and a game never has two owners.
    pub(crate) fn evict_idle(&self, idle: Duration, finished: Duration) -> usize {
        let now = Instant::now();
        let mut slots = self.entries();
        let before = slots.len();
        slots.retain(|_, entry| {
            let age = now.saturating_duration_since(entry.touched);
            if age < finished.min(idle) || Arc::strong_count(&entry.slot) > 1 {
                return true;
            }
            let Ok(game) = entry.slot.try_lock() else {
                return true;
            };
            let over = game.as_ref().is_none_or(|g| g.game.to_act().is_none());
            age < if over { finished } else { idle }
        });
        before - slots.len()
    }
}

/// A loaded game, locked: nobody else reads or moves it until this is dropped.
pub(crate) struct LiveGuard {
    guard: OwnedMutexGuard<Option<LiveGame>>,
}

impl Deref for LiveGuard {
    type Target = LiveGame;
    fn deref(&self) -> &LiveGame {
        self.guard
            .as_ref()
            .expect("a LiveGuard always holds a loaded game")
    }
}

impl DerefMut for LiveGuard {
    fn deref_mut(&mut self) -> &mut LiveGame {
        self.guard
            .as_mut()
            .expect("a LiveGuard always holds a loaded game")
    }
}

impl LiveGuard {
    /// Drops the cached state; the next request replays the log.
    fn evict(mut self) {
        *self.guard = None;
    }
}

/// The one place a stored game becomes a rules state: the game of `kind` set up
/// from its options (JSON) and seed, checked against its seats, then every action
/// replayed in seq order. `Err` says what does not replay.
fn replay(
    kind: GameKind,
    rules_version: i64,
    options: &str,
    seed: u64,
    seats: &[SeatRow],
    actions: Vec<ActionRow>,
) -> Result<(Karak, EventLog), String> {
    match kind {
        GameKind::Karak => {}
    }
    if rules_version != i64::from(rules::RULES_VERSION) {
        return Err(format!(
            "recorded with rules version {rules_version}, this build has {}",
            rules::RULES_VERSION
        ));
    }
    let options: KarakOptions =
        serde_json::from_str(options).map_err(|e| format!("options: {e}"))?;
    let heroes: Vec<_> = seats.iter().map(|s| s.info.hero).collect();
    if heroes != options.heroes
        || seats
            .iter()
            .enumerate()
            .any(|(i, s)| s.info.seat as usize != i)
    {
        return Err("seats disagree with the options".to_owned());
    }
    let (mut game, setup) =
        Karak::new_with_events(&options, seed).map_err(|e| format!("setup: {e}"))?;
    let mut log = EventLog::new(setup);
    for (i, ActionRow { seq, seat, action }) in actions.into_iter().enumerate() {
        if seq != i as i64 {
            return Err(format!("action {seq} found where {i} belongs"));
        }
        let action: Action =
            serde_json::from_str(&action).map_err(|e| format!("action {seq}: {e}"))?;
        let seat = u8::try_from(seat).map_err(|e| format!("seat of {seq}: {e}"))?;
        let events = game
            .apply(Seat(seat), &action)
            .map_err(|e| format!("action {seq} refused: {e}"))?;
        log.push(seat, &events);
    }
    log.shrink_to_fit();
    Ok((game, log))
}

/// The rules' refusal as players see it.
pub(crate) fn rule_error(e: RuleError) -> GameError {
    GameError::Rule {
        rule: e.rule.to_owned(),
        detail: e.detail.into_owned(),
    }
}

/// Whether `id` can be a game id at all (saves a query and a cache slot for junk).
fn plausible_id(id: &str) -> bool {
    id.len() == crate::ids::GAME_ID_LEN
        && id
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

impl Service {
    /// Takes the lock of game `id`, loading it from the database when needed.
    pub(crate) async fn lock_game(&self, id: &str) -> Result<LiveGuard, GameError> {
        if !plausible_id(id) {
            return Err(GameError::NotFound);
        }
        let slot = self.live.slot(id);
        let mut guard = slot.clone().lock_owned().await;
        if guard.is_none() {
            let loaded = match self.load(id).await {
                Ok(Some(game)) => Ok(game),
                Ok(None) => Err(GameError::NotFound),
                Err(e) => Err(e),
            };
            match loaded {
                Ok(game) => *guard = Some(game),
                Err(e) => {
                    drop(guard);
                    self.live.forget(id, &slot);
                    return Err(e);
                }
            }
        }
        Ok(LiveGuard { guard })
    }

    /// Puts a game that was just created into the cache.
    pub(crate) async fn cache_new(&self, game: LiveGame) {
        let slot = self.live.slot(&game.id);
        *slot.lock().await = Some(game);
    }

    /// Puts a game just created by `owner` into the cache: no action played yet,
    /// `setup` its setup events.
    pub(crate) async fn cache_created(
        &self,
        id: GameId,
        game: Karak,
        setup: Vec<Event>,
        seed: u64,
        seats: Vec<SeatRow>,
        owner: &Caller,
    ) {
        let (owner_user, owner_guest) = match owner {
            Caller::User(u) => (Some(*u), None),
            Caller::Guest(g) => (None, Some(g.clone())),
        };
        self.cache_new(LiveGame {
            id,
            game,
            version: 0,
            seed,
            seats,
            owner_guest,
            owner_user,
            log: EventLog::new(setup),
        })
        .await;
    }

    /// Rebuilds game `id` from its options, seed and actions, checking that the log
    /// replays without a refusal and agrees with the game's row.
    async fn load(&self, id: &str) -> Result<Option<LiveGame>, GameError> {
        let loaded = store::load_game(self.db(), id)
            .await
            .map_err(|e| internal("loading a game", e))?;
        let Some(LoadedGame {
            game: row,
            seats,
            actions,
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
        let (game, log) = replay(
            row.kind.0,
            row.rules_version,
            &row.options,
            seed,
            &seats,
            actions,
        )
        .map_err(off)?;
        let replayed = log.actions() as i64;
        if replayed != row.version {
            return Err(off(format!(
                "version {} but {replayed} actions",
                row.version
            )));
        }
        let finished = game.to_act().is_none();
        if finished != (status == GameStatus::Finished) {
            return Err(off(format!(
                "status {} but finished = {finished}",
                status_name(status)
            )));
        }
        Ok(Some(LiveGame {
            id: id.to_owned(),
            game,
            version: row.version as u32,
            seed,
            seats,
            owner_guest: row.owner_guest,
            owner_user: row.owner_user,
            log,
        }))
    }

    /// Applies `action` for `seat` to a locked game and records it: the action at
    /// `seq = version` and the version bump in one statement, then the new state
    /// in the cache. A refusal or a failed write changes nothing.
    pub(crate) async fn commit(
        &self,
        mut live: LiveGuard,
        seat: Seat,
        action: Action,
    ) -> Result<Committed, GameError> {
        let mut next = live.game.clone();
        let events = next.apply(seat, &action).map_err(rule_error)?;
        let version = live.version;
        match self
            .write_move(&live.id, version, seat, &action, &next)
            .await
        {
            Ok(()) => {}
            Err(e) => {
                live.evict();
                return Err(e);
            }
        }
        live.game = next;
        live.version = version + 1;
        live.log.push(seat.0, &events);
        self.watchers.publish(&live.id, live.update());
        if live.bot_to_act() {
            self.schedule_bot(live.id.clone(), live.version);
        }
        Ok(Committed {
            version: version + 1,
            events,
        })
    }

    async fn write_move(
        &self,
        id: &str,
        version: u32,
        seat: Seat,
        action: &Action,
        after: &Karak,
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
    async fn conflict(&self, id: &str) -> GameError {
        match store::game_version(self.db(), id).await {
            Ok(Some(v)) => GameError::Conflict { current: v as u32 },
            Ok(None) => GameError::NotFound,
            Err(e) => internal("reading a game's version", e),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::karak::Event;

    /// Rule: the compact log gives back exactly the entries that were recorded:
    /// setup first (no seq, no seat), then one entry per action with its seq, seat
    /// and events in order, empty event lists included.
    #[test]
    fn event_log_round_trips_its_entries() {
        let ev = |s: u8| Event::TurnStarted { seat: Seat(s) };
        let mut log = EventLog::new(vec![ev(0), ev(1)]);
        log.push(2, &[ev(2)]);
        log.push(0, &[]);
        log.push(1, &[ev(3), ev(0), ev(1)]);
        let entries = log.entries();
        let expected = vec![
            LogEntry {
                seq: None,
                seat: None,
                events: vec![ev(0), ev(1)],
            },
            LogEntry {
                seq: Some(0),
                seat: Some(2),
                events: vec![ev(2)],
            },
            LogEntry {
                seq: Some(1),
                seat: Some(0),
                events: vec![],
            },
            LogEntry {
                seq: Some(2),
                seat: Some(1),
                events: vec![ev(3), ev(0), ev(1)],
            },
        ];
        assert_eq!(entries, expected);
        assert_eq!(log.actions(), 3);
        let mut shrunk = log.clone();
        shrunk.shrink_to_fit();
        assert_eq!(shrunk.entries(), expected);
    }
}
