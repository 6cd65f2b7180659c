//! Reviewing past games: the history list, replays, statistics and the export file.
//!
//! The [`Replayer`] lives here rather than in the service because the browser needs it
//! too: a finished game is re-simulated in WASM from `(options, seed, actions)` with the
//! same rules crate, so stepping through it needs no server round trip. The service uses
//! the same code to validate an imported file, so "replays in the browser" and "accepted
//! on import" can never disagree.

use rules::{Game, OutcomeSummary, Seat, Viewer};
use serde::{Deserialize, Serialize};

use crate::{GameId, GameKind, GameStatus, LogEntry, RoleName, SeatInfo, SeatKind};

/// `format` of an exported game file.
pub const EXPORT_FORMAT: &str = "karak-online-game";
/// `format_version` written by this build; files of other versions are refused.
pub const EXPORT_FORMAT_VERSION: u32 = 1;
/// Largest import accepted, in bytes. A 5,000-action game (far beyond the longest
/// bot games, ~1,200 actions) exports to about 150 KiB; 1 MiB leaves room without
/// letting a request tie up the server with a huge parse and replay.
pub const MAX_IMPORT_BYTES: usize = 1 << 20;
/// Most actions an imported game may have (bounds the replay work of one import).
pub const MAX_IMPORT_ACTIONS: usize = 20_000;
/// Games per history page.
pub const HISTORY_PAGE_SIZE: u32 = 20;
/// A checkpoint (a cloned state) is kept every this many steps, so a jump to any step
/// replays at most `CHECKPOINT_EVERY - 1` actions from the nearest one.
pub const CHECKPOINT_EVERY: u32 = 16;

/// How a game went for the caller.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MyResult {
    /// One of the caller's seats is among the winners.
    Won,
    /// Finished, and none of the caller's seats won.
    Lost,
    /// Not over yet.
    Unfinished,
}

/// Filters and page of the history list.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct HistoryQuery {
    /// Only games of this kind.
    #[serde(default)]
    pub kind: Option<GameKind>,
    /// Only games in which one of the caller's seats played this role (Karak: hero).
    #[serde(default)]
    pub hero: Option<RoleName>,
    /// Only games with this result for the caller.
    #[serde(default)]
    pub result: Option<MyResult>,
    /// 0-based page.
    #[serde(default)]
    pub page: u32,
}

/// One line of the history list (lists mix games, so the game's own parts are JSON).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct HistoryRow {
    /// Id.
    pub id: GameId,
    /// Which game.
    pub kind: GameKind,
    /// Where it stands.
    pub status: GameStatus,
    /// Seats with heroes and names.
    pub seats: Vec<SeatInfo>,
    /// The caller's seats (local seats of games they own, their account's seats).
    pub my_seats: Vec<u8>,
    /// How it went for the caller.
    pub result: MyResult,
    /// Scores and winners once finished, in the game's own terms ([`Game::Outcome`]).
    pub outcome: Option<serde_json::Value>,
    /// Winners and points once finished, the same for every game.
    #[serde(default)]
    pub summary: Option<OutcomeSummary>,
    /// Number of actions played (the game's length).
    pub actions: u32,
    /// Creation time, RFC 3339 UTC.
    pub created_at: String,
    /// End time, RFC 3339 UTC, once finished.
    pub finished_at: Option<String>,
    /// Brought in from an export file rather than played here.
    pub imported: bool,
}

/// A page of the history list, newest first.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct HistoryPage {
    /// The games of this page.
    pub rows: Vec<HistoryRow>,
    /// This page (0-based).
    pub page: u32,
    /// Number of pages (at least 1).
    pub pages: u32,
    /// Games matching the filters.
    pub total: u32,
}

/// Games and wins of one role (Karak: hero) played by the caller.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HeroStats {
    /// The game the role belongs to.
    pub kind: GameKind,
    /// The role.
    pub hero: RoleName,
    /// Finished games in which one of the caller's seats played it.
    pub games: u32,
    /// Of those, the games that seat won (a shared win counts).
    pub wins: u32,
}

/// The caller's record per hero (finished games they played; imported games are
/// someone else's record and do not count).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Stats {
    /// Heroes played at least once, most played first.
    pub heroes: Vec<HeroStats>,
}

/// An action (`A`: the game's [`Game::Action`]) with the seat that took it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatAction<A> {
    /// Who acted.
    pub seat: u8,
    /// What they did.
    pub action: A,
}

/// What the browser needs to replay a finished game of `G` itself.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct GameRecord<G: Game> {
    /// The game's options.
    pub options: G::Options,
    /// The seed, revealed because the game is over.
    #[serde(with = "seed_text")]
    pub seed: u64,
    /// Every action in order.
    pub actions: Vec<SeatAction<G::Action>>,
}

impl<G: Game> GameRecord<G> {
    /// A whole game played by the game's default bot in every seat from `seed` (their
    /// choices drawn from a ChaCha RNG seeded with the same number), with its outcome:
    /// fixtures, tests and load tools need finished games that look played.
    ///
    /// # Errors
    /// [`ReplayError::Options`] when the options cannot start a game,
    /// [`ReplayError::Unfinished`] if the bots left the game unfinished (they do not:
    /// the rules crate's property tests play thousands of such games to the end).
    pub fn played_by_bots(
        options: G::Options,
        seed: u64,
    ) -> Result<(Self, G::Outcome), ReplayError> {
        use rand_core::SeedableRng;
        let mut game = G::new(&options, seed).map_err(|e| ReplayError::Options(e.to_string()))?;
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        let mut fill = rand_chacha::ChaCha8Rng::seed_from_u64(!seed);
        let mut bot = G::bot_player(G::bots()[0]);
        let mut actions = Vec::new();
        while let Some(seat) = game.to_act() {
            let Some(action) =
                rules::player::choose_action(&mut game, seat, &mut bot, &mut fill, &mut rng)
            else {
                break;
            };
            if game.apply(seat, &action).is_err() {
                break;
            }
            actions.push(SeatAction {
                seat: seat.0,
                action,
            });
        }
        let outcome = game.outcome().ok_or(ReplayError::Unfinished)?;
        let record = GameRecord {
            options,
            seed,
            actions,
        };
        Ok((record, outcome))
    }
}

/// Everything about a game of `G` the replay page loads once.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct ReplayData<G: Game> {
    /// Which game.
    pub kind: GameKind,
    /// Id.
    pub id: GameId,
    /// Where it stands.
    pub status: GameStatus,
    /// The seats.
    pub seats: Vec<SeatInfo>,
    /// Number of actions: the last step.
    pub steps: u32,
    /// Creation time, RFC 3339 UTC.
    pub created_at: String,
    /// End time once finished.
    pub finished_at: Option<String>,
    /// Brought in from an export file.
    pub imported: bool,
    /// Finished games only: options, seed and actions to re-simulate in the browser.
    pub record: Option<GameRecord<G>>,
    /// Games in progress only: the log as the caller may know it (setup, then one entry
    /// per action), so every step can be named and jumped to; views come from the server
    /// per step.
    pub log: Vec<LogEntry<G::Event>>,
    /// Games with a clock: per action, the milliseconds since the action before it (the
    /// first since the start), the time its seat took; empty otherwise.
    #[serde(default)]
    pub thought_ms: Vec<i64>,
}

/// The view (`V`: the game's [`Game::View`]) of one step of a game in progress, as the
/// caller could see it then.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ReplayStep<V> {
    /// The step (number of actions applied).
    pub step: u32,
    /// The view: the deciding seat's when the caller holds it, else the spectator's.
    pub view: V,
}

/// A game of `G` as an export file holds it. The seed is text because JavaScript's
/// `JSON.parse` would round a 63-bit number.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, bound = "")]
pub struct GameExport<G: Game> {
    /// Always [`EXPORT_FORMAT`].
    pub format: String,
    /// [`EXPORT_FORMAT_VERSION`] when written.
    pub format_version: u32,
    /// Which game.
    pub kind: GameKind,
    /// The rules version the game was played under.
    pub rules_version: u32,
    /// The game's options.
    pub options: G::Options,
    /// The seed.
    #[serde(with = "seed_text")]
    pub seed: u64,
    /// The seats, in order.
    pub seats: Vec<SeatInfo>,
    /// Every action in order.
    pub actions: Vec<SeatAction<G::Action>>,
    /// Scores and winners.
    pub result: G::Outcome,
    /// When it was created, RFC 3339 UTC (informative).
    #[serde(default)]
    pub created_at: Option<String>,
    /// When it ended, RFC 3339 UTC (informative).
    #[serde(default)]
    pub finished_at: Option<String>,
}

impl<G: Game> GameExport<G> {
    /// The export of a finished game: `record` played at these `seats` ended with
    /// `result`, written in the current format under the current rules version. The
    /// informative times are left empty.
    pub fn new(record: GameRecord<G>, seats: Vec<SeatInfo>, result: G::Outcome) -> Self {
        GameExport {
            format: EXPORT_FORMAT.to_owned(),
            format_version: EXPORT_FORMAT_VERSION,
            kind: GameKind::of::<G>(),
            rules_version: G::RULES_VERSION,
            options: record.options,
            seed: record.seed,
            seats,
            actions: record.actions,
            result,
            created_at: None,
            finished_at: None,
        }
    }
}

/// The seed as a decimal string.
mod seed_text {
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(seed: &u64, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&seed.to_string())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<u64, D::Error> {
        let text = String::deserialize(d)?;
        text.parse()
            .map_err(|_| serde::de::Error::custom("the seed must be a decimal number in a string"))
    }
}

/// Why a recorded game does not replay.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ReplayError {
    /// The game is not over after its last action.
    #[error("the game is not over after its last action")]
    Unfinished,
    /// The options cannot start a game.
    #[error("the options cannot start a game: {0}")]
    Options(String),
    /// An action is refused by the rules.
    #[error("action {index} (seat {seat}, {action}) is not legal at that point: {rule}")]
    Illegal {
        /// 0-based index of the action.
        index: usize,
        /// The seat it names.
        seat: u8,
        /// The action, as in the file.
        action: String,
        /// The rule that refuses it.
        rule: String,
    },
}

/// A recorded game of `G`, replayed once, with a checkpoint every [`CHECKPOINT_EVERY`]
/// steps and the events of every step, so any step is rebuilt from the nearest checkpoint.
#[derive(Clone, Debug)]
pub struct Replayer<G: Game> {
    actions: Vec<SeatAction<G::Action>>,
    checkpoints: Vec<G>,
    log: Vec<LogEntry<G::Event>>,
    last: G,
}

impl<G: Game> Replayer<G> {
    /// Replays `record` from the start, checking every action.
    ///
    /// # Errors
    /// [`ReplayError`] naming the options' problem or the first refused action.
    pub fn new(record: &GameRecord<G>) -> Result<Self, ReplayError> {
        let (mut game, setup) = G::new_with_events(&record.options, record.seed)
            .map_err(|e| ReplayError::Options(e.0))?;
        let mut checkpoints = vec![game.clone()];
        let mut log = Vec::with_capacity(record.actions.len() + 1);
        log.push(LogEntry {
            seq: None,
            seat: None,
            events: setup,
        });
        for (i, a) in record.actions.iter().enumerate() {
            let mut events = Vec::new();
            game.apply_into(Seat(a.seat), &a.action, &mut events)
                .map_err(|e| ReplayError::Illegal {
                    index: i,
                    seat: a.seat,
                    action: format!("{:?}", a.action),
                    rule: e.to_string(),
                })?;
            log.push(LogEntry {
                seq: Some(i as u32),
                seat: Some(a.seat),
                events,
            });
            if (i as u32 + 1).is_multiple_of(CHECKPOINT_EVERY) {
                checkpoints.push(game.clone());
            }
        }
        Ok(Self {
            actions: record.actions.clone(),
            checkpoints,
            log,
            last: game,
        })
    }

    /// Number of actions: the last step.
    pub fn steps(&self) -> u32 {
        self.actions.len() as u32
    }

    /// The setup events (entry 0), then one entry per action.
    pub fn log(&self) -> &[LogEntry<G::Event>] {
        &self.log
    }

    /// The game after the last action.
    pub fn last(&self) -> &G {
        &self.last
    }

    /// The game after `step` actions (clamped to the last step): the nearest checkpoint
    /// at or before it, plus at most `CHECKPOINT_EVERY - 1` actions.
    pub fn state_at(&self, step: u32) -> G {
        let step = step.min(self.steps());
        let k = step / CHECKPOINT_EVERY;
        let mut game = self.checkpoints[k as usize].clone();
        let mut scratch = Vec::new();
        for a in &self.actions[(k * CHECKPOINT_EVERY) as usize..step as usize] {
            scratch.clear();
            // Every action was applied once in `new`; from the same state it is legal again.
            let _ = game.apply_into(Seat(a.seat), &a.action, &mut scratch);
        }
        game
    }

    /// The omniscient view after `step` actions.
    pub fn view_at(&self, step: u32) -> G::View {
        self.state_at(step).view(Viewer::Omniscient)
    }
}

/// How a finished game went for the holder of `my_seats`.
pub fn my_result(outcome: Option<&OutcomeSummary>, my_seats: &[u8]) -> MyResult {
    match outcome {
        None => MyResult::Unfinished,
        Some(o) if o.winners.iter().any(|w| my_seats.contains(&w.0)) => MyResult::Won,
        Some(_) => MyResult::Lost,
    }
}

/// The seat kind an imported seat is stored as: accounts of another server mean nothing
/// here, so they become local seats of the importer.
pub fn imported_seat_kind(kind: SeatKind) -> SeatKind {
    match kind {
        SeatKind::Bot => SeatKind::Bot,
        SeatKind::Local | SeatKind::Account => SeatKind::Local,
    }
}

#[cfg(test)]
mod tests;
