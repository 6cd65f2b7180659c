//! Ratings, profiles and leaderboards as pages and the API read them (issue 43).
//!
//! Ratings are shown as whole points (a new player's is 1,500, ± 500); the model's own
//! figures stay on the server.

use serde::{Deserialize, Serialize};

use crate::{GameId, GameKind, RoleName};

/// Rated games after which a rating is established (shown without "provisional" and
/// listed on the leaderboard), unless the server is set otherwise.
pub const ESTABLISHED_AFTER: u32 = 5;

/// Rows of a leaderboard page.
pub const LEADERBOARD_PAGE: u32 = 25;

/// Places a leaderboard lists at most.
pub const LEADERBOARD_PLACES: u32 = 100;

/// An account's rating in one game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerRating {
    pub kind: GameKind,
    /// The rating shown (1,500 for a new player).
    pub rating: i64,
    /// ± this much (one standard deviation of the estimate).
    pub uncertainty: i64,
    /// Rated games played and won (first place, also shared).
    pub games: u32,
    pub wins: u32,
    /// Fewer rated games than establish a rating ([`ESTABLISHED_AFTER`] by default).
    pub provisional: bool,
}

/// What one rated game did to one seat's rating ("1,512 → 1,538, +26").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RatingChange {
    pub seat: u8,
    /// Finishing place, 1 first (equal places shared; a seat given up is last).
    pub place: u8,
    pub before: i64,
    pub after: i64,
}

/// One point of a rating's history: after game `game`, finished at `at`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RatingPoint {
    pub game: GameId,
    pub at: String,
    pub rating: i64,
}

/// Rated games played and won with one hero (Karak: hero; the others: their role).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HeroRecord {
    pub hero: RoleName,
    pub games: u32,
    pub wins: u32,
}

/// A profile's page for one game: the rating, its history, the heroes played.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ProfileKind {
    pub rating: PlayerRating,
    /// Oldest first; the first point is the rating before the first rated game.
    pub history: Vec<RatingPoint>,
    pub heroes: Vec<HeroRecord>,
}

/// One of a player's last games.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ProfileGame {
    pub id: GameId,
    pub kind: GameKind,
    pub finished_at: Option<String>,
    pub hero: Option<RoleName>,
    /// Players at the table.
    pub players: u8,
    /// The rating change of a rated game; `None` for a game not rated.
    pub rating: Option<RatingChange>,
}

/// How the profile's player and the viewer did in the rated games they both played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HeadToHead {
    pub games: u32,
    /// Games where the profile's player finished ahead of the viewer, and behind.
    pub ahead: u32,
    pub behind: u32,
}

/// A player's public profile (`/players/{name}`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Profile {
    pub name: String,
    /// When the account was made.
    pub joined: String,
    /// One per game the player has played rated, in the games' order.
    pub kinds: Vec<ProfileKind>,
    /// The last 20 finished online games, newest first.
    pub recent: Vec<ProfileGame>,
    /// Against the viewer (signed in, and not the profile's player).
    pub head_to_head: Option<HeadToHead>,
}

/// A place on a leaderboard.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LeaderboardRow {
    /// 1 is the best; equal ratings share a place.
    pub place: u32,
    pub name: String,
    pub rating: i64,
    pub uncertainty: i64,
    pub games: u32,
    pub wins: u32,
}

/// One page of a game's leaderboard: the established ratings, best first.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Leaderboard {
    pub kind: GameKind,
    /// 1-based.
    pub page: u32,
    pub pages: u32,
    pub rows: Vec<LeaderboardRow>,
    /// The viewer's own place (signed in, with an established rating), also when it
    /// is on another page or below the listed places.
    pub mine: Option<LeaderboardRow>,
    /// How many rated games make a rating established (listed here): the server's
    /// setting.
    #[serde(default)]
    pub established_after: u32,
}
