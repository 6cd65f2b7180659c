//! One owner per live game: an in-memory cache of game states, each behind its own
//! lock; loading a stored game (`replay`) and the commit of one move (`commit`).
//!
//! The actions in SQLite are the truth. A game is loaded by replaying
//! `(options, seed, actions)`, and the cached state is replaced only after the
//! statement that records a move has committed. On any database error the cached
//! entry is dropped, so the next request rebuilds it from the log.

use std::any::Any;
use std::collections::HashMap;
use std::fmt;
use std::ops::{Deref, DerefMut};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use protocol::{
    Clocks, GameError, GameId, GameKind, GameStatus, GameUpdate, SeatChange, SeatKind, SeatNote,
};
use rules::{Game, RuleError, Seat, Viewer};
use tokio::sync::{Mutex as AsyncMutex, OwnedMutexGuard};

use crate::seats::{held_seats, owns};

mod commit;
mod event_log;
mod replay;
use crate::store::{self, SeatRow};
use crate::{internal, Caller, Dialect, Service};
pub(crate) use commit::Mover;
pub(crate) use event_log::EventLog;

/// A game being played, as its owner keeps it in memory: the platform's bookkeeping
/// (id, version, seats, owner) around the game's own state ([`Played`]), whose type
/// is known only to code generic over the game ([`LiveGame::played`]).
#[derive(Debug)]
pub(crate) struct LiveGame {
    pub id: GameId,
    pub kind: GameKind,
    /// Number of committed actions.
    pub version: u32,
    /// Number of actions taken back (see `store::Position`).
    pub undone: i64,
    pub seed: u64,
    pub seats: Vec<SeatRow>,
    pub owner_guest: Option<String>,
    pub owner_user: Option<i64>,
    /// Played online (its seats were taken in a lobby); stays so when every player
    /// has resigned and bots finish it.
    pub online: bool,
    /// Brought in from an export file.
    pub imported: bool,
    /// Seats handed to bots while the game was under way, and clock events, oldest
    /// first.
    pub notes: Vec<SeatNote>,
    /// Per seat, its timeouts in a row (see `clocks`).
    pub timeouts: Vec<u8>,
    /// The seats' clocks, in a game with a time control.
    pub clocks: Option<Clocks>,
    /// The rules state and event log, a `Played<G>` for the game of `kind`.
    pub table: Box<dyn Table>,
}

/// A game's rules state and its event log.
#[derive(Clone, Debug)]
pub(crate) struct Played<G: Game> {
    pub game: G,
    /// Setup events, then the events of every committed action.
    pub log: EventLog<G::Event>,
}

/// What the platform asks of a [`Played`] game without knowing its type.
pub(crate) trait Table: Any + Send + Sync + fmt::Debug {
    fn to_act(&self) -> Option<Seat>;
    fn state_hash(&self) -> u64;
    /// How the game ended; `None` while it goes on.
    fn outcome_summary(&self) -> Option<rules::OutcomeSummary>;
    fn as_any(&self) -> &dyn Any;
    fn as_any_mut(&mut self) -> &mut dyn Any;
}

impl<G: Game> Table for Played<G> {
    fn to_act(&self) -> Option<Seat> {
        self.game.to_act()
    }
    fn state_hash(&self) -> u64 {
        self.game.state_hash()
    }
    fn outcome_summary(&self) -> Option<rules::OutcomeSummary> {
        self.game.outcome_summary()
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn as_any_mut(&mut self) -> &mut dyn Any {
        self
    }
}

/// A new game's table: `game` just set up, `setup` its setup events.
pub(crate) fn new_table<G: Game>(game: G, setup: Vec<G::Event>) -> Box<dyn Table> {
    Box::new(Played {
        game,
        log: EventLog::new(setup),
    })
}

/// `events` as `viewer` may know them ([`Game::redact`]).
pub(crate) fn redacted<G: Game>(events: &[G::Event], viewer: Viewer) -> Vec<G::Event> {
    events.iter().filter_map(|e| G::redact(e, viewer)).collect()
}

impl LiveGame {
    /// The game's state and log as game `G`; a game of another kind is, for a caller
    /// that asked for `G`, not there.
    pub fn played<G: Game>(&self) -> Result<&Played<G>, GameError> {
        self.table
            .as_any()
            .downcast_ref::<Played<G>>()
            .ok_or(GameError::NotFound)
    }

    /// As [`LiveGame::played`], to change it.
    pub fn played_mut<G: Game>(&mut self) -> Result<&mut Played<G>, GameError> {
        self.table
            .as_any_mut()
            .downcast_mut::<Played<G>>()
            .ok_or(GameError::NotFound)
    }

    /// The seat that must decide next, `None` once the game is over.
    pub fn to_act(&self) -> Option<Seat> {
        self.table.to_act()
    }

    /// The complete state's hash ([`Game::state_hash`]).
    pub fn state_hash(&self) -> u64 {
        self.table.state_hash()
    }

    /// Whether `caller` created this game (and so holds its local seats).
    pub fn owned_by(&self, caller: &Caller) -> bool {
        owns(caller, self.owner_user, self.owner_guest.as_deref())
    }

    /// Seats `caller` may act for (see [`held_seats`]).
    pub fn seats_of(&self, caller: &Caller) -> Vec<u8> {
        held_seats(&self.seats, self.owned_by(caller), caller)
    }

    /// Seats of `caller`'s account that the bot holds after their time ran out three
    /// times in a row (the last clock event of the seat says so): `caller` may take
    /// them back while the game lasts.
    pub fn reclaimable_by(&self, caller: &Caller) -> Vec<u8> {
        let Caller::User(user) = caller else {
            return Vec::new();
        };
        self.seats
            .iter()
            .filter(|s| s.user_id == Some(*user) && self.handed_over(s.info.seat))
            .map(|s| s.info.seat)
            .collect()
    }

    /// Whether the bot holds `seat` because its player's time ran out three turns in
    /// a row (the seat's last change of hands says so).
    pub fn handed_over(&self, seat: u8) -> bool {
        let last = self
            .notes
            .iter()
            .rev()
            .find(|n| n.seat == seat && n.change != SeatChange::TimedOut);
        self.seat_kind(seat) == Some(SeatKind::Bot)
            && last.is_some_and(|n| n.change == SeatChange::HandedOver)
    }

    /// Whether the game is played online (seats taken in a lobby): the server then
    /// moves its bots itself.
    pub fn online(&self) -> bool {
        self.online
    }

    /// Whether an online game waits for one of its bots (not while the game waits
    /// for its players, see [`LiveGame::waiting_for_players`]).
    pub fn bot_to_act(&self) -> bool {
        self.online()
            && !self.waiting_for_players()
            && self
                .to_act()
                .is_some_and(|s| self.seat_kind(s.0) == Some(SeatKind::Bot))
    }

    /// What the live stream says about this game now.
    pub fn update(&self) -> GameUpdate {
        let to_act = self.to_act().map(|s| s.0);
        GameUpdate {
            version: self.version,
            status: if to_act.is_some() {
                GameStatus::Active
            } else {
                GameStatus::Finished
            },
            to_act,
            lobby: 0,
            seat_changes: u32::try_from(self.notes.len()).unwrap_or(u32::MAX),
        }
    }

    /// The bot that plays `seat` when it is a bot's ([`protocol::SeatInfo::bot`]).
    pub fn seat_bot<G: Game>(&self, seat: u8) -> G::Bot {
        let level = self
            .seats
            .iter()
            .find(|s| s.info.seat == seat)
            .and_then(|s| s.info.level);
        protocol::bot_of::<G>(level)
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
            let over = game.as_ref().is_none_or(|g| g.to_act().is_none());
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
    pub(crate) fn evict(mut self) {
        *self.guard = None;
    }
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
    ///
    /// On PostgreSQL other servers may have moved the game on: the cached game is
    /// used only if the database holds the same version and seat notes, and is
    /// reloaded otherwise. (On SQLite this server is the database's only writer.)
    pub(crate) async fn lock_game(&self, id: &str) -> Result<LiveGuard, GameError> {
        if !plausible_id(id) {
            return Err(GameError::NotFound);
        }
        let slot = self.live.slot(id);
        let mut guard = slot.clone().lock_owned().await;
        if self.db().dialect() == Dialect::Postgres {
            if let Some(cached) = guard.as_ref() {
                let stored = store::stored_position(self.db(), id)
                    .await
                    .map_err(|e| internal("reading a game's version", e))?;
                let held = store::Position {
                    version: i64::from(cached.version),
                    notes: i64::try_from(cached.notes.len()).unwrap_or(i64::MAX),
                    undone: cached.undone,
                    timeouts: cached.timeouts.iter().map(|&n| i64::from(n)).sum(),
                };
                if stored != Some(held) {
                    *guard = None;
                }
            }
        }
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

    /// Puts a game of `G` just created by `owner` into the cache: no action played
    /// yet, `setup` its setup events.
    #[allow(clippy::too_many_arguments)]
    pub(crate) async fn cache_created<G: Game>(
        &self,
        id: GameId,
        game: G,
        setup: Vec<G::Event>,
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
            kind: GameKind::of::<G>(),
            version: 0,
            undone: 0,
            seed,
            seats,
            owner_guest,
            owner_user,
            online: false,
            imported: false,
            notes: Vec::new(),
            timeouts: Vec::new(),
            clocks: None,
            table: new_table(game, setup),
        })
        .await;
    }
}
