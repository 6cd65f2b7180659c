//! Why a request about a game failed: the service's refusals, each a reason the pages
//! translate with what its sentence needs; `Display` gives the English sentence.

use serde::{Deserialize, Serialize};

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
    /// The request itself is malformed, or the game's state refuses it. On the wire
    /// the refusal's fields sit beside the tag: `{"error": "invalid", "code": …}`.
    #[error("{0}")]
    Invalid(Refusal),
    /// The game waits for players: it has a lobby, no board yet.
    #[error("this game has not started yet; its seats are still being taken")]
    NotStarted,
    /// Online play needs an account.
    #[error("sign in to play online")]
    SignInRequired,
    /// The caller may not do this (e.g. only the host starts a game).
    #[error("{0}")]
    Forbidden(Refusal),
    /// Too many requests of this kind from this client or session; nothing was done.
    #[error("too many requests; wait {retry_after_secs} seconds and try again")]
    TooManyRequests {
        /// Seconds after which to try again.
        retry_after_secs: u32,
    },
    /// Something broke on the server; nothing was changed.
    #[error("the server could not do that right now; nothing was changed")]
    Internal,
}

/// Why the service refuses a request: a reason the pages translate, with what the
/// sentence needs. [`std::fmt::Display`] gives the English sentence (the API's messages).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, thiserror::Error)]
#[serde(tag = "code", rename_all = "snake_case")]
pub enum Refusal {
    /// The game has `min` to `max` seats.
    #[error("a game of {game} has {min} to {max} seats")]
    SeatCount {
        /// The game's kind name.
        game: String,
        /// Fewest seats.
        min: u8,
        /// Most seats.
        max: u8,
    },
    /// Every seat of a pass-and-play game is a bot.
    #[error("at least one seat must be played by a person")]
    NoPerson,
    /// An online game with bots only.
    #[error("an online game needs at least one seat for a person")]
    NoOnlinePerson,
    /// A name is empty or too long.
    #[error("each seat needs a name of 1 to {max} characters")]
    NameLength {
        /// Longest name.
        max: u8,
    },
    /// A name holds control characters.
    #[error("names cannot contain control characters")]
    NameControl,
    /// A name holds invisible or direction-changing characters (zero-width spaces,
    /// bidirectional overrides), which make one name look like another.
    #[error("names cannot contain invisible or text-direction characters")]
    NameInvisible,
    /// The request could not be read: not the JSON of this call, an argument missing
    /// or of the wrong type, a value no field has, or a body over the size limit.
    #[error("the request could not be read: {detail}")]
    BadRequest {
        /// What was wrong, briefly (never the request itself).
        detail: String,
    },
    /// A request chose its game's seed on a server that does not allow it (only test
    /// servers do).
    #[error("this server does not let a request choose a game's seed")]
    TestSeedsOff,
    /// A time control outside the limits.
    #[error("a live game has a bank of 10 seconds to 3 hours and adds at most 600 seconds a turn; a correspondence game gives 1, 2, 3, 5, 7 or 14 days a turn")]
    TimeControl,
    /// Pass-and-play games have no clocks: the people at the table keep their own pace.
    #[error("only online games have clocks")]
    ClocksOnlineOnly,
    /// Taking a seat back: only its player, only while a bot holds it after timeouts.
    #[error("only a player whose seat went to the bot after running out of time can take it back")]
    NoSeatToTakeBack,
    /// A name stacks more combining marks on one letter than any language needs.
    #[error("names cannot stack more than {max} accents on one letter")]
    NameMarks {
        /// The most marks on one letter.
        max: u8,
    },
    /// A guest holds as many unfinished games as allowed.
    #[error("you have {max} unfinished games; finish one or sign in before starting another")]
    TooManyUnfinishedGames {
        /// The most a guest may hold.
        max: u32,
    },
    /// An account holds as many unfinished games (its pass-and-play games and the
    /// online games it hosts) as allowed.
    #[error(
        "you have {max} unfinished games; finish, resign or delete one before starting another"
    )]
    TooManyAccountGames {
        /// The most an account may hold.
        max: u32,
    },
    /// An account hosts as many waiting online games as allowed.
    #[error("you host {max} games that are waiting for players; start or cancel one first")]
    TooManyWaitingGames {
        /// The most an account may host.
        max: u32,
    },
    /// A role (hero) this game does not have.
    #[error("{role} is not a hero of this game")]
    NoSuchRole {
        /// The name asked for.
        role: String,
    },
    /// A role chosen for two seats.
    #[error("{role} is chosen twice; each hero plays at most once")]
    RoleTwice {
        /// The role's name.
        role: String,
    },
    /// More seats than roles to deal.
    #[error("there are not enough heroes for every seat")]
    NotEnoughRoles,
    /// The rules refuse the options (a request the checks above should have caught).
    #[error("{detail}")]
    Setup {
        /// The rules' words.
        detail: String,
    },
    /// A seat number the game does not have.
    #[error("there is no seat {seat}")]
    NoSuchSeat {
        /// The seat asked for.
        seat: u8,
    },
    /// A bot's seat cannot be taken.
    #[error("that seat is played by a bot")]
    BotSeat,
    /// Somebody else holds the seat.
    #[error("somebody took that seat just before you")]
    SeatTaken,
    /// The caller holds another seat of the game.
    #[error("you already hold a seat in this game; leave it first")]
    HoldAnotherSeat,
    /// Another seat chose the role.
    #[error("{role} is already chosen in this game")]
    RoleTaken {
        /// The role's name.
        role: String,
    },
    /// The caller holds no seat to leave.
    #[error("you do not hold a seat in this game")]
    NoSeatHeld,
    /// The host cannot leave their own game.
    #[error("the host cannot leave; cancel the game instead")]
    HostCannotLeave,
    /// The game cannot start with open seats.
    #[error("every seat must be taken before the game starts")]
    SeatsOpen,
    /// An invitation names nobody who plays here.
    #[error("nobody plays here under the name {name}")]
    NoSuchAccount {
        /// The name asked for.
        name: String,
    },
    /// An invitation names someone already seated.
    #[error("{name} already sits at this table")]
    AlreadySeated {
        /// Their name.
        name: String,
    },
    /// Only the players seated in a lobby invite others.
    #[error("take a seat in this game to invite others")]
    OnlyPlayersInvite,
    /// A lobby has sent as many invitations as allowed.
    #[error("this game has sent its {max} invitations")]
    TooManyInvitations {
        /// The most a game sends.
        max: u32,
    },
    /// A push subscription whose endpoint is not an `https` URL (or is too long).
    #[error("a push subscription needs an https endpoint")]
    PushEndpoint,
    /// A push subscription whose keys are not a P-256 public key and a 16-byte secret.
    #[error("the push subscription's keys are not valid")]
    PushKeys,
    /// An account has as many push devices as allowed.
    #[error("you receive notifications on {max} devices; remove one first")]
    TooManyDevices {
        /// The most devices an account has.
        max: u32,
    },
    /// A device that is not the caller's (or was removed).
    #[error("that device does not receive your notifications")]
    NoSuchDevice,
    /// Quiet hours outside a day, or an empty span.
    #[error("quiet hours run from one time of day to another")]
    QuietHours,
    /// Only the host cancels.
    #[error("only the host can cancel this game")]
    OnlyHostCancels,
    /// Only the host starts.
    #[error("only the host can start this game")]
    OnlyHostStarts,
    /// Only players ask a pass-and-play game's bots to move.
    #[error("only the players of this game can ask its bots to move")]
    OnlyPlayersMoveBots,
    /// A replay step past the game's end.
    #[error("this game has {steps} moves; there is no step {step}")]
    NoSuchStep {
        /// The game's number of moves.
        steps: u32,
        /// The step asked for.
        step: u32,
    },
    /// Undo: the game has no action to take back.
    #[error("there is nothing to undo")]
    NothingToUndo,
    /// Undo: the last action is not the caller's own in the turn they are in.
    #[error("only your own last moves of this turn can be taken back")]
    UndoNotYours,
    /// Undo: the last action brought chance or hidden information (a die, a tile, a
    /// token, a card) or ended a turn.
    #[error("that move cannot be taken back: it rolled dice, drew something or ended a turn")]
    UndoPastChance,
    /// Only the owner of a pass-and-play game deletes it.
    #[error("only the player who set up this game can delete it")]
    OnlyOwnerDeletes,
    /// Online games are shared: they are not deleted.
    #[error("an online game is shared with its players and cannot be deleted")]
    OnlineNotDeletable,
    /// Only online games are resigned (a pass-and-play game is deleted instead).
    #[error("only an online game can be resigned; a pass-and-play game can be deleted")]
    ResignOnlineOnly,
    /// A finished game has nothing left to resign.
    #[error("this game is over")]
    GameOver,
    /// Finished games are kept as history.
    #[error("a finished game is kept in the history and cannot be deleted")]
    FinishedKept,
    /// Games in progress cannot be exported.
    #[error(
        "Only finished games can be exported: the seed that decides all that is left to chance \
         stays secret until the game ends."
    )]
    UnfinishedExport,
    /// The caller imported this game before (from this file or another of the same game).
    #[error("you imported this game already: it is game {game}")]
    AlreadyImported {
        /// The earlier copy's id.
        game: String,
    },
    /// An import file is refused; `detail` names what is wrong (English: it quotes the file).
    #[error("{detail}")]
    Import {
        /// What is wrong with the file.
        detail: String,
        /// What kind of problem it is, for a sentence in the reader's language.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        problem: Option<ImportProblem>,
    },
}

/// What kind of problem an import file has (its `detail` quotes the file, in English).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ImportProblem {
    /// Over the size limit.
    TooLarge,
    /// Not JSON, or cut off.
    NotJson,
    /// JSON, but not an exported game.
    NotAGameFile,
    /// A format version this server does not read.
    FormatVersion,
    /// A game this server does not import.
    OtherGame,
    /// Played under rules of another version.
    RulesVersion,
    /// A field missing or of the wrong shape.
    Malformed,
    /// Seats that disagree with the options, or bad names.
    Seats,
    /// More actions than any game needs.
    TooManyActions,
    /// An action that does not replay.
    DoesNotReplay,
    /// The game is not over.
    Unfinished,
    /// The stated result is not what the actions lead to.
    WrongResult,
}
