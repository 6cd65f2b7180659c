//! Online games before they start: the lobby where accounts take seats.

use rules::Game;
use serde::{Deserialize, Serialize};

use crate::{BotLevel, GameId, GameKind, GameStatus, RoleName, TimeControl};

/// One seat of a new online game.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct NewOnlineSeat {
    /// Played by a bot (moved by the server); otherwise an open seat for a person.
    #[serde(default)]
    pub bot: bool,
    /// How strongly the bot plays (`normal` when left out); ignored for open seats.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub level: Option<BotLevel>,
    /// The bot's hero, or `None` to deal one at the start. Ignored for open seats
    /// (the person who takes the seat picks).
    #[serde(default)]
    pub hero: Option<RoleName>,
}

/// A new online game of `G`. The creator takes the first open seat.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct NewOnlineGame<G: Game> {
    /// 2–5 seats in clockwise order; at least one open (the creator's).
    pub seats: Vec<NewOnlineSeat>,
    /// The creator's hero, or `None` for one dealt at random at the start.
    #[serde(default)]
    pub hero: Option<RoleName>,
    /// The table's choices apart from the roles (Karak: `"expert"`), beside the seats.
    #[serde(flatten)]
    pub variant: G::Variant,
    /// How long each seat may think ([`TimeControl`]); none when left out.
    #[serde(default)]
    pub time_control: Option<TimeControl>,
    /// Whether its end moves the players' ratings: yes when left out, unless a seat
    /// is a bot's (games with bots are never rated).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rated: Option<bool>,
}

/// Who sits in a lobby seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum LobbySeatKind {
    /// Nobody yet: any signed-in player may take it.
    Open,
    /// Taken by an account.
    Player,
    /// The greedy bot.
    Bot,
}

/// A seat of a game that has not started.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LobbySeat {
    /// Seat number, 0-based, clockwise.
    pub seat: u8,
    /// Who sits there.
    pub kind: LobbySeatKind,
    /// The player's (or bot's) name; `None` while open.
    pub name: Option<String>,
    /// The hero chosen for this seat, `None` for one dealt at random at the start.
    pub hero: Option<RoleName>,
    /// A bot seat's level.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub level: Option<BotLevel>,
    /// Whether the caller holds this seat.
    pub mine: bool,
    /// Whether the host (who created the game and starts it) sits here.
    #[serde(default)]
    pub host: bool,
    /// A seated player's rating in this game (a new player's before their first rated
    /// game); none for an open seat or a bot.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rating: Option<crate::ratings::PlayerRating>,
}

/// A game of `G` waiting for its players, as one caller sees it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct LobbySnapshot<G: Game> {
    /// Which game.
    pub kind: GameKind,
    /// Id (the invite link is `/games/{id}`).
    pub id: GameId,
    /// `Waiting` until the host starts it.
    pub status: GameStatus,
    /// The table's choices apart from the roles (Karak: `"expert"`), beside the seats.
    #[serde(flatten)]
    pub variant: G::Variant,
    /// The host's name (who created it and may start it).
    pub host: String,
    /// Whether the caller is the host.
    pub is_host: bool,
    /// Whether the caller is signed in (only accounts take seats).
    pub signed_in: bool,
    /// The seats.
    pub seats: Vec<LobbySeat>,
    /// Creation time, RFC 3339 UTC.
    pub created_at: String,
    /// The seat-change counter this snapshot shows (compare with [`GameUpdate::lobby`]).
    #[serde(default)]
    pub rev: u32,
    /// How long each seat may think, once it starts.
    #[serde(default)]
    pub time_control: Option<TimeControl>,
    /// Whether its end moves the players' ratings.
    #[serde(default)]
    pub rated: bool,
    /// Whether two of its accounts took their seats from one client (the same address
    /// or browser session): a rated game then starts unrated.
    #[serde(default)]
    pub same_client: bool,
}

impl<G: Game> LobbySnapshot<G> {
    /// The seat the caller holds, if any.
    pub fn my_seat(&self) -> Option<u8> {
        self.seats.iter().find(|s| s.mine).map(|s| s.seat)
    }

    /// Whether every seat is taken (the host may start).
    pub fn full(&self) -> bool {
        self.seats.iter().all(|s| s.kind != LobbySeatKind::Open)
    }
}

/// A waiting game with a free seat, for the list of open games.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct OpenGame {
    /// Id.
    pub id: GameId,
    /// Which game.
    pub kind: GameKind,
    /// The host's name.
    pub host: String,
    /// Number of seats.
    pub seats: u8,
    /// Seats still open.
    pub open: u8,
    /// The table's choices apart from the roles, in the game's terms ([`Game::Variant`]),
    /// beside the other fields (Karak: `"expert"`).
    #[serde(flatten)]
    pub variant: serde_json::Map<String, serde_json::Value>,
    /// Creation time, RFC 3339 UTC.
    pub created_at: String,
}

/// What the live stream of a game says: the game changed, here is where it stands.
/// Clients refresh their view when `version` (or, before the start, `lobby`; after it,
/// `seat_changes`) differs
/// from what they show.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameUpdate {
    /// Number of committed actions.
    pub version: u32,
    /// Where the game stands.
    pub status: GameStatus,
    /// Seat whose decision it is, if the game is under way.
    pub to_act: Option<u8>,
    /// Counts seat changes before the start (0 once it cannot change any more).
    pub lobby: u32,
    /// Seats handed to bots since the start (a player resigned): clients refresh when
    /// it differs from the notes they show.
    #[serde(default)]
    pub seat_changes: u32,
}
