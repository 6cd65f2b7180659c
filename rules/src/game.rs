//! The game contract: what every game of the family (Karak now; Karak: Goblin and Karak 2
//! later) gives the layers above it — storage, replay, lobby, statistics, bots and UI are written
//! once against [`Game`].
//!
//! Decisions, in short (details on each item):
//! - A game names itself ([`Game::KIND`]) and versions its own rules ([`Game::RULES_VERSION`]),
//!   so a change of one game never refuses the stored games of another.
//! - Seats, roles (Karak's heroes) and options are enough to set up and deal any game
//!   ([`Game::SEATS`], [`Game::roles`], [`Game::options_for`]).
//! - Every type that crosses a process boundary is serde; the JSON shapes are the games' own.
//! - Hidden information is decided in two places only: [`Game::view`] for states and
//!   [`Game::redact`] for events. [`Game::determinise`] is their counterpart for bots: a copy in
//!   which everything a viewer cannot know is redrawn, so a bot cannot use it.
//! - [`OutcomeSummary`] is the game-neutral end result for statistics and lists.

use crate::player::Player;
use crate::ActionBuf;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use std::borrow::Cow;
use std::fmt::Debug;
use std::hash::Hash;
use std::ops::RangeInclusive;

/// A player's place at the table, `0..players`, in clockwise order.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default, Serialize, Deserialize,
)]
#[serde(transparent)]
pub struct Seat(pub u8);

impl Seat {
    /// The seat as an index into per-seat arrays.
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

impl std::fmt::Display for Seat {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "seat {}", self.0)
    }
}

/// Who is looking at a game: decides what a [`Game::view`] may contain.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Viewer {
    /// A player: sees public information plus that seat's private information.
    Seat(Seat),
    /// Anyone not playing: public information only.
    Spectator,
    /// Everything that has been revealed or is pending privately (finished games, replays).
    /// The RNG, the stack and the bag order are never part of any view.
    Omniscient,
}

/// The rules a player of one game can break: a small `Copy` enum per game
/// ([`crate::karak::Rule`], [`crate::goblin::Rule`], [`crate::karak2::Rule`]), each rule with a
/// stable code. A [`RuleError`] is built from such a rule only, so every refusal names a rule of
/// a closed list that the UI can translate ([`Game::Rule`] says which list is a game's; the
/// contract suite checks that every refusal of a game names one of its own rules).
pub trait RuleCode: Copy + Debug + Eq + Hash + Send + Sync + 'static {
    /// Every rule of the list, each once.
    const ALL: &'static [Self];

    /// The rule's code: a few English words, e.g. `"not your turn"` or `"stealth"`.
    ///
    /// Codes are stable: they are the JSON API's `rule` (`{"error": "rule", "rule": …}`),
    /// scenarios assert them and the UI translates them, so a code is never reworded; a new
    /// rule gets a new code.
    fn code(self) -> &'static str;
}

/// Declares a game's [`RuleCode`] enum: the variants with their stable codes, `ALL` (every
/// variant, so the list cannot miss one) and `code`, also as inherent items.
macro_rules! rule_codes {
    (
        $(#[$meta:meta])*
        pub enum $name:ident {
            $( $(#[$vmeta:meta])* $variant:ident = $code:literal, )+
        }
    ) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum $name {
            $( $(#[$vmeta])* $variant, )+
        }

        impl $name {
            /// Every rule, each once, in the order declared.
            pub const ALL: &'static [$name] = &[$($name::$variant),+];

            /// The rule's stable code (see [`crate::RuleCode::code`]): never reworded, since
            /// the JSON API, the scenarios and the UI's translations know it.
            pub const fn code(self) -> &'static str {
                match self {
                    $($name::$variant => $code,)+
                }
            }
        }

        impl $crate::RuleCode for $name {
            const ALL: &'static [Self] = $name::ALL;

            fn code(self) -> &'static str {
                $name::code(self)
            }
        }
    };
}
pub(crate) use rule_codes;

/// Why an action was refused. `rule` is the code of the broken rule (a few words, stable, see
/// [`RuleCode::code`]); `detail` explains in English. A refused action never changes the game.
///
/// It is made only by [`RuleError::new`] from a game's [`RuleCode`], never from a bare string
/// (`#[non_exhaustive]` keeps other crates from writing its fields), so `rule` is always a code
/// the UI knows.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error, Serialize)]
#[error("{rule}: {detail}")]
#[non_exhaustive]
pub struct RuleError {
    /// The broken rule's stable code, e.g. `"not your turn"` or `"exploring"`.
    pub rule: &'static str,
    /// Human-readable explanation, in English (the JSON API's `detail`; it may be reworded).
    pub detail: Cow<'static, str>,
}

impl RuleError {
    /// Builds an error from the rule broken and a detail.
    pub fn new(rule: impl RuleCode, detail: impl Into<Cow<'static, str>>) -> Self {
        RuleError {
            rule: rule.code(),
            detail: detail.into(),
        }
    }
}

/// Why a game (or a raw position) could not be set up.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error, Serialize)]
#[error("invalid setup: {0}")]
pub struct SetupError(pub String);

/// The end of a game in terms every game shares, for statistics, game lists and ratings.
///
/// `points[i] / per_point` is seat `i`'s score: games with fractional scores count in smaller
/// units (Karak counts half victory points, `per_point` 2) so that the summary stays exact.
#[derive(Clone, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct OutcomeSummary {
    /// The winners, in seat order (several on a shared win).
    pub winners: Vec<Seat>,
    /// Every seat's score in units of `1 / per_point`, in seat order.
    pub points: Vec<i32>,
    /// Units of `points` per point (1 for whole points).
    pub per_point: u32,
    /// Why the game ended: the game's own key, as in its outcome's JSON (Karak:
    /// `"DragonDefeated"`, `"SixTreasures"`), for the UI's translations.
    pub reason: String,
}

impl OutcomeSummary {
    /// Whether `seat` is among the winners.
    pub fn won(&self, seat: Seat) -> bool {
        self.winners.contains(&seat)
    }
}

/// The game contract shared by every game of the family. Only the rules of a game live behind
/// it; turn bookkeeping of the platform (clocks, versions, seats' people) stays outside.
///
/// Every implementation is pure and total: no IO, no global state, all chance from the game's
/// seeded RNG, so `(options, seed, actions)` replays exactly. Games and their types are plain
/// values (`Send + Sync`), so servers may hold and move them between threads.
/// [`crate::contract`] checks all of this for any implementation.
pub trait Game: Sized + Clone + PartialEq + Debug + Send + Sync + 'static {
    /// The game's name in storage, URLs and JSON tags, e.g. `"karak"`. Never changes.
    const KIND: &'static str;
    /// Version of this game's rules. Stored with every recorded game; any change of behaviour
    /// (including RNG use) must bump it. Other games' versions are independent.
    const RULES_VERSION: u32;
    /// How many seats a game may have (Karak: 2 to 5).
    const SEATS: RangeInclusive<u8>;
    /// JSON Schemas (OpenAPI 3.1) of the game's own types, for the public API's document:
    /// a JSON object with the keys `"{KIND}.Role"`, `"{KIND}.Action"`, `"{KIND}.Event"`,
    /// `"{KIND}.Outcome"`, `"{KIND}.View"` and `"{KIND}.Variant"` (more `"{KIND}.…"` keys
    /// for what those refer to, as `#/components/schemas/{KIND}.…`), and `"examples"` of
    /// request bodies (`NewOnlineGame`, `TakeSeat`, `Submit`). Checked by the contract suite.
    const API_SCHEMAS: &'static str;
    /// Whether seats hold secrets from one another that stay secret for many turns
    /// (Goblin: the hands). Several people sharing one device then see the table only
    /// after the one whose turn it is has revealed it (the platform's curtain).
    const HIDDEN_HANDS: bool = false;

    /// Setup options (players, heroes, variants).
    type Options: Clone + Debug + PartialEq + Serialize + DeserializeOwned + Send + Sync;
    /// The table's choices apart from who plays which role (Karak: the expert variant), as
    /// players set them on the new-game form. Its JSON fields sit beside the seats in a
    /// new-game request, so they must be named fields with defaults.
    type Variant: Clone + Debug + Default + PartialEq + Serialize + DeserializeOwned + Send + Sync;
    /// A player's decision. Small and `Copy`.
    type Action: Copy + Default + PartialEq + Debug + Serialize + DeserializeOwned + Send + Sync;
    /// Something that happened, for the log and animations. It must be able to say what a
    /// viewer may know of it (see [`Game::redact`]): a card game's "drew two cards" carries
    /// the cards as optional.
    type Event: Clone + Debug + PartialEq + Serialize + DeserializeOwned + Send + Sync;
    /// What one viewer may see.
    type View: Clone + Debug + PartialEq + Serialize + DeserializeOwned + Send + Sync;
    /// Scores and winners, in the game's own terms ([`Game::summary`] gives the shared ones).
    type Outcome: Clone + Debug + PartialEq + Serialize + DeserializeOwned + Send + Sync;
    /// What a seat plays as, dealt at setup and counted in statistics (Karak: the hero).
    type Role: Copy + Debug + Eq + Hash + Serialize + DeserializeOwned + Send + Sync + 'static;
    /// Which bot plays a seat (Karak: greedy or random): a small value, stored with the seat.
    type Bot: Copy
        + Debug
        + Default
        + PartialEq
        + Serialize
        + DeserializeOwned
        + Send
        + Sync
        + 'static;
    /// The rules a player can break, by their stable codes: every [`RuleError`] of
    /// [`Game::apply_into`] names one of them.
    type Rule: RuleCode;
    /// A bot at work, made by [`Game::bot_player`]. Apart from [`Game::Bot`] so that a bot may
    /// keep memory between its decisions (tables, plans) without that memory being data.
    type BotPlayer: Player<Self> + Send;

    /// Every role of the box, in a fixed order (for dealing and statistics).
    fn roles() -> &'static [Self::Role];

    /// The options of a game whose seat `i` plays `roles[i]` (so `roles.len()` seats), played
    /// with `variant`. Whether they are valid is for [`Game::new`] to say.
    fn options_with(roles: &[Self::Role], variant: &Self::Variant) -> Self::Options;

    /// The standard options (the default variant) of a game whose seat `i` plays `roles[i]`.
    fn options_for(roles: &[Self::Role]) -> Self::Options {
        Self::options_with(roles, &Self::Variant::default())
    }

    /// The variant `options` play.
    fn variant_of(options: &Self::Options) -> Self::Variant;

    /// Every bot of the game, the default (strongest) first.
    fn bots() -> &'static [Self::Bot];

    /// The bot that plays at `level` (one of [`Game::bots`]).
    fn bot_at(level: crate::player::BotLevel) -> Self::Bot;

    /// A player for `bot`, to be asked for one seat's decisions (through
    /// [`crate::player::choose_action`]); its [`Player::name`] names the bot.
    fn bot_player(bot: Self::Bot) -> Self::BotPlayer;

    /// A player for `bot` whose search, if it has one, plays `budget` playouts per candidate
    /// instead of its own (quick checks, such as the contract suite in debug builds); a game
    /// without a search bot gives [`Game::bot_player`]'s.
    fn bot_player_with_budget(bot: Self::Bot, budget: u32) -> Self::BotPlayer {
        let _ = budget;
        Self::bot_player(bot)
    }

    /// Creates a game from options and a seed (the only source of chance): the game of
    /// [`Game::new_with_events`] without its setup events, so each game sets up in one place.
    ///
    /// # Errors
    /// [`SetupError`] when the options are invalid (e.g. wrong number of players).
    fn new(options: &Self::Options, seed: u64) -> Result<Self, SetupError> {
        Self::new_with_events(options, seed).map(|(game, _)| game)
    }

    /// Creates a game from options and a seed, with what setup did as events (tiles placed,
    /// cards dealt), the first entry of a game's log; no events when setup says nothing.
    ///
    /// # Errors
    /// [`SetupError`] when the options are invalid (e.g. wrong number of players).
    fn new_with_events(
        options: &Self::Options,
        seed: u64,
    ) -> Result<(Self, Vec<Self::Event>), SetupError>;

    /// Number of seats of this game, within [`Game::SEATS`].
    fn seat_count(&self) -> u8;

    /// The role `seat` plays, `None` for a seat not in the game.
    fn role_of(&self, seat: Seat) -> Option<Self::Role>;

    /// The seat that must decide next, `None` once the game is over.
    fn to_act(&self) -> Option<Seat>;

    /// Writes every legal action of [`Game::to_act`] into `out` (cleared first), without heap
    /// allocation. Empty when the game is over.
    fn legal_actions_into(&self, out: &mut ActionBuf<Self::Action>);

    /// Convenience: the legal actions as a `Vec`.
    fn legal_actions(&self) -> Vec<Self::Action> {
        let mut buf = ActionBuf::new();
        self.legal_actions_into(&mut buf);
        buf.as_slice().to_vec()
    }

    /// Applies `action` for `seat`, appending what happened to `events` (reuse the buffer to
    /// avoid an allocation per action).
    ///
    /// # Errors
    /// [`RuleError`] naming the broken rule (one of [`Game::Rule`], by its stable code) when it
    /// is not `seat`'s decision or the action is not legal now; the game and `events` are then
    /// unchanged.
    fn apply_into(
        &mut self,
        seat: Seat,
        action: &Self::Action,
        events: &mut Vec<Self::Event>,
    ) -> Result<(), RuleError>;

    /// Applies `action` for `seat` and returns what happened.
    ///
    /// # Errors
    /// As [`Game::apply_into`].
    fn apply(&mut self, seat: Seat, action: &Self::Action) -> Result<Vec<Self::Event>, RuleError> {
        let mut events = Vec::new();
        self.apply_into(seat, action, &mut events)?;
        Ok(events)
    }

    /// What `viewer` may see. Never contains the RNG, the order of hidden stacks or bags, nor
    /// anything private to another seat.
    fn view(&self, viewer: Viewer) -> Self::View;

    /// `event` as `viewer` may see it: hidden parts removed (a card game's "seat 2 drew two
    /// cards" without the cards for everyone but seat 2), or `None` when the viewer learns
    /// nothing of it at all. A function of the event alone, so stored logs can be redacted
    /// without replaying them. [`Viewer::Omniscient`] gets events unchanged.
    fn redact(event: &Self::Event, viewer: Viewer) -> Option<Self::Event>;

    /// Whether the action that caused `event` can never be taken back: chance or hidden
    /// information entered the game with it (a die rolled, a tile, card or token drawn),
    /// or a turn ended. A player may undo their own last actions of the turn they are in
    /// back to the last such action, never past it. Games keep the default (`true`: no
    /// undo) until they say which of their events are safe to take back.
    fn blocks_undo(event: &Self::Event) -> bool {
        let _ = event;
        true
    }

    /// Whether `event` begins a seat's turn (turn separators in logs, rounds in statistics).
    fn starts_turn(event: &Self::Event) -> bool {
        let _ = event;
        false
    }

    /// Scores and winners once the game is over, `None` before.
    fn outcome(&self) -> Option<Self::Outcome>;

    /// The game-neutral summary of an outcome.
    fn summary(outcome: &Self::Outcome) -> OutcomeSummary;

    /// Convenience: the summary of [`Game::outcome`].
    fn outcome_summary(&self) -> Option<OutcomeSummary> {
        self.outcome().map(|o| Self::summary(&o))
    }

    /// A copy of the game as `viewer` may imagine it: everything hidden from `viewer` (other
    /// seats' hands, the order of decks, the RNG) replaced by a plausible random fill drawn from
    /// `rng`, everything else unchanged. The copy's [`Game::view`] for `viewer` equals the
    /// game's, and so do [`Game::to_act`] and, for the seat to act, its legal actions. Bots
    /// decide on such a copy ([`crate::player::choose_action`]), never on the real state, so
    /// not even a bot that plays ahead on it learns future draws.
    fn determinise<R: rand_core::RngCore + ?Sized>(&self, viewer: Viewer, rng: &mut R) -> Self;

    /// Runs `f` on the game determinised for `viewer` as [`Game::determinise`] would (the same
    /// draws from `rng`), then restores the game exactly, also when `f` panics. Games may do it
    /// in place, without a copy: bots decide at every action, and Karak's state is 4.7 KB.
    fn with_determinised<R, T>(
        &mut self,
        viewer: Viewer,
        rng: &mut R,
        f: impl FnOnce(&Self) -> T,
    ) -> T
    where
        R: rand_core::RngCore + ?Sized,
    {
        f(&self.determinise(viewer, rng))
    }

    /// Replaces the source of future chance (the game's RNG, seeded with `seed`), nothing else.
    /// For determinised copies and the contract tests only: a recorded game that is reseeded no
    /// longer replays.
    fn reseed(&mut self, seed: u64);

    /// Cheap deterministic hash of the complete state (including the RNG position); identical on
    /// every platform.
    fn state_hash(&self) -> u64;

    /// The game's own consistency checks (counts that must add up, pieces on the board), for
    /// tests and fuzzing: `Err` names what is broken. Games without such checks keep the default.
    ///
    /// # Errors
    /// A description of the first broken invariant.
    fn check_invariants(&self) -> Result<(), String> {
        Ok(())
    }
}
