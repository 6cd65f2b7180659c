//! What an account is told: its notifications (the header's bell) and the live
//! counts every open page of the site shows.

use serde::{Deserialize, Serialize};

use crate::{GameId, GameKind};

/// What a notification is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum NoticeKind {
    /// A game waits for the account's decision.
    YourTurn,
    /// Someone invited the account to a game's lobby (`who`).
    Invited,
    /// Someone took a seat in a game the account hosts (`who`).
    SeatTaken,
    /// A game the account sits in has started.
    GameStarted,
    /// A game the account sat in has ended (`winners`).
    GameEnded,
    /// A quarter of the account's time for its decision is left.
    TimeRunningOut,
}

/// One notification, newest first in a list.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Notice {
    /// Its id (to mark it read).
    pub id: i64,
    /// What it is about.
    pub kind: NoticeKind,
    /// The game it links to.
    pub game: Option<GameId>,
    /// Which game that is.
    pub game_kind: Option<GameKind>,
    /// The other person in it (who invited, who took the seat).
    #[serde(default)]
    pub who: Option<String>,
    /// The winners' names, for a game that ended.
    #[serde(default)]
    pub winners: Vec<String>,
    /// When, RFC 3339 UTC.
    pub created_at: String,
    /// Whether the account has seen it.
    pub read: bool,
}

/// The counts every open page shows, sent on the account's live stream at once and
/// after every change.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct AccountUpdate {
    /// Unread notifications.
    pub unread: u32,
    /// Online games waiting for the account's decision.
    pub my_turns: u32,
    /// Moves on with every notification, so a page knows the list changed.
    pub latest: i64,
}
