//! The data that crosses the wire between Karak Online's server and its clients.
//!
//! Shared by the game service (which produces it), the Leptos UI (server functions
//! and the hydrated pages) and the public JSON API, so each type is written once.
//! Compiles for wasm32: no IO, no database.

use rules::{Game, OutcomeSummary};

pub use rules::BotLevel;
use serde::{Deserialize, Serialize};

pub mod accounts;
pub mod api;
pub use accounts::{Account, AccountError, NewToken, TokenInfo};
mod kinds;
pub use kinds::{for_kind, GameKind, RoleName};
mod lobby;
pub use lobby::{
    GameUpdate, LobbySeat, LobbySeatKind, LobbySnapshot, NewOnlineGame, NewOnlineSeat, OpenGame,
};
pub mod clock;
mod errors;
pub use errors::{GameError, ImportProblem, Refusal};
mod notices;
pub use notices::{AccountUpdate, Notice, NoticeKind};
pub mod push;
pub mod ratings;
pub mod replay;
pub use clock::{ClockView, Clocks, TimeControl};

/// A game's public id: random, unguessable, URL-safe.
pub type GameId = String;

/// Who sits in a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SeatKind {
    /// A person at the shared device (pass-and-play).
    Local,
    /// The greedy bot, moved by the server.
    Bot,
    /// A signed-in account (online play).
    Account,
}

/// Where a game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GameStatus {
    /// Seats still open (online games).
    Waiting,
    /// Being played.
    Active,
    /// Someone won.
    Finished,
}

/// One seat of a new game as the player set it up.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct NewSeat {
    /// Player's name (1–24 characters after trimming).
    pub name: String,
    /// The role (Karak: the hero), or `None` to deal one at random from those not taken.
    pub hero: Option<RoleName>,
    /// Played by a bot (moved by the server).
    #[serde(default)]
    pub bot: bool,
    /// How strongly the bot plays (`normal` when left out); ignored for people.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub level: Option<BotLevel>,
}

/// A new pass-and-play game of `G`: its seats and, beside them, the variant's fields
/// (Karak: `"expert": true`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct NewGame<G: Game> {
    /// Seats in clockwise order, as many as [`Game::SEATS`] allows.
    pub seats: Vec<NewSeat>,
    /// The table's choices apart from the roles.
    #[serde(flatten)]
    pub variant: G::Variant,
}

/// A seat of an existing game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatInfo {
    /// Seat number, 0-based, clockwise.
    pub seat: u8,
    /// Player's name.
    pub name: String,
    /// Who plays it.
    pub kind: SeatKind,
    /// The role it plays (Karak: the hero).
    pub hero: RoleName,
    /// A bot seat's level. `None` for people, and for the bots of games created before
    /// levels, which keep the bot they had ([`SeatInfo::bot`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub level: Option<BotLevel>,
}

impl SeatInfo {
    /// The bot of `G` that plays this seat, were it a bot seat: the one of its level, or
    /// for a bot seat from before levels the game's bot of then (the first of
    /// [`Game::bots`]).
    pub fn bot<G: Game>(&self) -> G::Bot {
        bot_of::<G>(self.level)
    }

    /// The seats of a bot game with one person: seat 0 is a person at this device, the
    /// others Normal bots (exported bot games, the end-to-end fixtures), named by `name(seat)`.
    pub fn person_then_bots(heroes: &[RoleName], name: impl Fn(usize) -> String) -> Vec<Self> {
        heroes
            .iter()
            .enumerate()
            .map(|(i, hero)| SeatInfo {
                seat: i as u8,
                name: name(i),
                kind: if i == 0 {
                    SeatKind::Local
                } else {
                    SeatKind::Bot
                },
                hero: hero.clone(),
                level: (i > 0).then_some(BotLevel::Normal),
            })
            .collect()
    }
}

/// The bot of `G` that plays at `level`, or with none (a bot seat from before levels) the
/// game's bot of then: the first of [`Game::bots`].
pub fn bot_of<G: Game>(level: Option<BotLevel>) -> G::Bot {
    level.map_or_else(|| G::bots()[0], G::bot_at)
}

/// A line of a game list (lists mix games, so the game's own parts are JSON here).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameSummary {
    /// Id.
    pub id: GameId,
    /// Which game.
    pub kind: GameKind,
    /// Where it stands.
    pub status: GameStatus,
    /// Number of committed actions.
    pub version: u32,
    /// Seats with heroes and names.
    pub seats: Vec<SeatInfo>,
    /// Seat whose decision it is (`None` when finished).
    pub to_act: Option<u8>,
    /// Creation time, RFC 3339 UTC.
    pub created_at: String,
    /// Last move time, RFC 3339 UTC.
    pub updated_at: String,
    /// Scores and winners once finished, in the game's own terms ([`Game::Outcome`]).
    pub outcome: Option<serde_json::Value>,
    /// Winners and points once finished, the same for every game.
    #[serde(default)]
    pub summary: Option<OutcomeSummary>,
    /// Seats the caller plays (all local seats of their pass-and-play games; their
    /// own seat online).
    #[serde(default)]
    pub my_seats: Vec<u8>,
    /// Whether the game is played online (seats held by accounts).
    #[serde(default)]
    pub online: bool,
    /// Open seats of a game still waiting for players (their seats are not listed).
    #[serde(default)]
    pub waiting_for: u8,
    /// The game's time control, if it has one.
    #[serde(default)]
    pub time_control: Option<TimeControl>,
    /// The time the seat to act had left when the list was read, in milliseconds.
    #[serde(default)]
    pub time_left_ms: Option<i64>,
}

impl GameSummary {
    /// Whether the caller must decide now (online: their seat is to act).
    pub fn my_turn(&self) -> bool {
        self.online && self.to_act.is_some_and(|s| self.my_seats.contains(&s))
    }
}

/// What happened in one committed action (or, with `seq: None`, at setup); `E` is the
/// game's [`Game::Event`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LogEntry<E> {
    /// Index of the action in the game's history; `None` for the setup events.
    pub seq: Option<u32>,
    /// The seat that acted.
    pub seat: Option<u8>,
    /// What happened, in order.
    pub events: Vec<E>,
}

/// A game of `G` as one viewer may see it, with its history.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct GameSnapshot<G: Game> {
    /// Which game (always `G`'s kind; clients that handle several games read it first).
    pub kind: GameKind,
    /// Id.
    pub id: GameId,
    /// Where it stands.
    pub status: GameStatus,
    /// Number of committed actions; a move must name it (optimistic concurrency).
    pub version: u32,
    /// The seats.
    pub seats: Vec<SeatInfo>,
    /// Seats this viewer may act for (all local seats in pass-and-play).
    pub my_seats: Vec<u8>,
    /// Played online: each player at their own device, the server moves the bots.
    #[serde(default)]
    pub online: bool,
    /// Brought in from an export file: a record of a game played elsewhere.
    #[serde(default)]
    pub imported: bool,
    /// The table as this viewer may see it.
    pub view: G::View,
    /// What happened as this viewer may know it, oldest first: the setup's entry, then
    /// the latest actions' (at most 500; a long game's whole history is its replay's).
    pub log: Vec<LogEntry<G::Event>>,
    /// Seats handed to bots while the game was under way, and what the clocks did to
    /// seats (a turn played by the bot, a seat taken back), oldest first: the log says
    /// each where it happened.
    #[serde(default)]
    pub seat_notes: Vec<SeatNote>,
    /// Each seat's time left, in a game with a time control.
    #[serde(default)]
    pub clock: Option<ClockView>,
    /// Seats of the viewer's account that the bot holds after its time ran out: the
    /// viewer may take them back ([`SeatChange::HandedOver`]).
    #[serde(default)]
    pub reclaimable: Vec<u8>,
    /// What a finished rated game did to each seat's rating; empty otherwise.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub ratings: Vec<ratings::RatingChange>,
}

/// A seat of a game under way that a bot plays from `version` on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatNote {
    /// The seat.
    pub seat: u8,
    /// The number of actions played when it changed hands.
    pub version: u32,
    /// Why.
    pub change: SeatChange,
}

/// Why a seat of a game under way went to a bot.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SeatChange {
    /// Its player resigned.
    Resigned,
    /// Its player's account was deleted.
    AccountDeleted,
    /// Its player's time ran out: a bot played that turn, and the seat stays theirs.
    TimedOut,
    /// Its player's time ran out three turns in a row: the bot keeps the seat until
    /// its player takes it back.
    HandedOver,
    /// Its player took the seat back from the bot.
    TookBack,
}

/// The answer to a committed move; `E` is the game's [`Game::Event`].
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Committed<E> {
    /// The version after the move.
    pub version: u32,
    /// What the move caused, as the mover may know it.
    pub events: Vec<E>,
}

#[cfg(test)]
mod tests;
