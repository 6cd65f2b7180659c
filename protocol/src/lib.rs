//! The data that crosses the wire between Karak Online's server and its clients.
//!
//! Shared by the game service (which produces it), the Leptos UI (server functions
//! and the hydrated pages) and the public JSON API, so each type is written once.
//! Compiles for wasm32: no IO, no database.

use rules::karak::{Event, HeroKind, KarakView, Outcome};
use serde::{Deserialize, Serialize};

pub mod accounts;
pub mod api;
pub use accounts::{Account, AccountError, NewToken, TokenInfo};
mod lobby;
pub use lobby::{
    GameUpdate, LobbySeat, LobbySeatKind, LobbySnapshot, NewOnlineGame, NewOnlineSeat, OpenGame,
};
pub mod replay;

/// A game's public id: random, unguessable, URL-safe.
pub type GameId = String;

/// Which game of the Karak family.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GameKind {
    /// The dungeon crawler.
    Karak,
}

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
    /// The dragon fell (or six treasures, expert).
    Finished,
}

/// One seat of a new game as the player set it up.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct NewSeat {
    /// Player's name (1–24 characters after trimming).
    pub name: String,
    /// The hero, or `None` to deal one at random from those not taken.
    pub hero: Option<HeroKind>,
    /// Played by the greedy bot.
    #[serde(default)]
    pub bot: bool,
}

/// A new pass-and-play game of Karak.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct NewKarakGame {
    /// 2–5 seats in clockwise order.
    pub seats: Vec<NewSeat>,
    /// The expert variant.
    #[serde(default)]
    pub expert: bool,
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
    /// The hero.
    pub hero: HeroKind,
}

impl SeatInfo {
    /// The seats of a bot game with one person: seat 0 is a person at this device, the
    /// others bots (exported bot games, the end-to-end fixtures), named by `name(seat)`.
    pub fn person_then_bots(heroes: &[HeroKind], name: impl Fn(usize) -> String) -> Vec<Self> {
        heroes
            .iter()
            .enumerate()
            .map(|(i, &hero)| SeatInfo {
                seat: i as u8,
                name: name(i),
                kind: if i == 0 {
                    SeatKind::Local
                } else {
                    SeatKind::Bot
                },
                hero,
            })
            .collect()
    }
}

/// A line of a game list.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
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
    /// Scores and winners once finished.
    pub outcome: Option<Outcome>,
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
}

impl GameSummary {
    /// Whether the caller must decide now (online: their seat is to act).
    pub fn my_turn(&self) -> bool {
        self.online && self.to_act.is_some_and(|s| self.my_seats.contains(&s))
    }
}

/// What happened in one committed action (or, with `seq: None`, at setup).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LogEntry {
    /// Index of the action in the game's history; `None` for the setup events.
    pub seq: Option<u32>,
    /// The seat that acted.
    pub seat: Option<u8>,
    /// What happened, in order.
    pub events: Vec<Event>,
}

/// A game as one viewer may see it, with its history in words.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameSnapshot {
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
    /// The board and heroes as this viewer may see them.
    pub view: KarakView,
    /// Everything that happened, oldest first.
    pub log: Vec<LogEntry>,
}

/// The answer to a committed move.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Committed {
    /// The version after the move.
    pub version: u32,
    /// What the move caused.
    pub events: Vec<Event>,
}

/// Why a request about a game failed. Messages are for players.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, thiserror::Error)]
#[serde(tag = "error", rename_all = "snake_case")]
pub enum GameError {
    /// No such game (or not visible to the caller).
    #[error("there is no such game")]
    NotFound,
    /// The caller does not hold that seat.
    #[error("you do not hold seat {seat}")]
    NotYourSeat {
        /// The seat asked for.
        seat: u8,
    },
    /// Somebody moved first: the game is at `current`, not at the version the move named.
    #[error("the game has moved on (now at move {current}); refresh and try again")]
    Conflict {
        /// The game's version now.
        current: u32,
    },
    /// The rules refuse the action; the game is unchanged.
    #[error("{detail}")]
    Rule {
        /// The broken rule's name.
        rule: String,
        /// Explanation for the player.
        detail: String,
    },
    /// The request itself is malformed.
    // An internally tagged enum cannot carry a bare string: on the wire this is
    // `{"error": "invalid", "message": "…"}` (without it, serializing failed).
    #[error("{0}")]
    #[serde(with = "invalid_message")]
    Invalid(String),
    /// The game waits for players: it has a lobby, no board yet.
    #[error("this game has not started yet; its seats are still being taken")]
    NotStarted,
    /// Online play needs an account.
    #[error("sign in to play online")]
    SignInRequired,
    /// The caller may not do this (e.g. only the host starts a game).
    #[error("{0}")]
    #[serde(with = "invalid_message")]
    Forbidden(String),
    /// Something broke on the server; nothing was changed.
    #[error("the server could not do that right now; nothing was changed")]
    Internal,
}

/// `GameError::Invalid`'s (and `Forbidden`'s) message as a `{"message": …}` map.
mod invalid_message {
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    #[derive(Serialize, Deserialize)]
    struct Message<T> {
        message: T,
    }

    pub fn serialize<S: Serializer>(message: &str, s: S) -> Result<S::Ok, S::Error> {
        Message { message }.serialize(s)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<String, D::Error> {
        Ok(Message::<String>::deserialize(d)?.message)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every error crosses the wire and comes back equal (`Invalid` used to fail to
    /// serialize, which turned refusals into "could not reach the server").
    #[test]
    fn errors_round_trip_through_json() {
        for e in [
            GameError::NotFound,
            GameError::NotYourSeat { seat: 2 },
            GameError::Conflict { current: 7 },
            GameError::Rule {
                rule: "r".to_owned(),
                detail: "d".to_owned(),
            },
            GameError::Invalid("only finished games".to_owned()),
            GameError::Forbidden("only the host".to_owned()),
            GameError::NotStarted,
            GameError::SignInRequired,
            GameError::Internal,
        ] {
            let json = serde_json::to_string(&e).unwrap();
            assert_eq!(
                serde_json::from_str::<GameError>(&json).unwrap(),
                e,
                "{json}"
            );
        }
        assert_eq!(
            serde_json::to_string(&GameError::Invalid("x".to_owned())).unwrap(),
            r#"{"error":"invalid","message":"x"}"#
        );
    }
}
