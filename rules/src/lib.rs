//! Pure, deterministic rules engines for the Karak family of board games.
//!
//! The crate exposes one game contract, the [`Game`] trait, and implements it for
//! **Karak** (the dungeon crawler) in [`karak`]. Every game is a plain value: no IO, no
//! clocks, no OS randomness. All chance comes from a ChaCha RNG stored in the state and seeded
//! from outside, so `(options, seed, actions)` always replays to the same [`Game::state_hash`],
//! on x86_64 and on wasm32 alike.
//!
//! # Examples
//! ```
//! use rules::{Game, Seat};
//! use rules::karak::{Karak, KarakOptions, HeroKind};
//!
//! let options = KarakOptions::new(vec![HeroKind::Warrior, HeroKind::Thief]);
//! let mut game = Karak::new(&options, 42).expect("valid options");
//! let seat = game.to_act().expect("someone is to act");
//! let action = game.legal_actions()[0];
//! let events = game.apply(seat, &action).expect("a listed action is legal");
//! assert!(!events.is_empty() || game.to_act().is_some());
//! ```
#![forbid(unsafe_code)]
#![warn(missing_docs)]

use serde::{Deserialize, Serialize};
use std::borrow::Cow;

pub mod fixed;
pub mod hash;
pub mod karak;
pub mod scenario;

pub use fixed::FixedVec;

/// Version of the rules implemented by this crate. Stored with every recorded game; any change of
/// behaviour (including RNG use) must bump it.
pub const RULES_VERSION: u32 = 1;

/// Capacity of the allocation-free legal-action buffer used by [`Game::legal_actions_into`].
pub const MAX_ACTIONS: usize = 96;

/// Buffer for legal actions that lives on the stack.
pub type ActionBuf<A> = FixedVec<A, MAX_ACTIONS>;

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

/// Why an action was refused. `rule` names the broken rule in a few words; `detail` explains.
/// A refused action never changes the game.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error, Serialize)]
#[error("{rule}: {detail}")]
pub struct RuleError {
    /// Short name of the rule, e.g. `"not your turn"` or `"exploring needs an exit"`.
    pub rule: &'static str,
    /// Human-readable explanation.
    pub detail: Cow<'static, str>,
}

impl RuleError {
    /// Builds an error from a rule name and a detail.
    pub fn new(rule: &'static str, detail: impl Into<Cow<'static, str>>) -> Self {
        RuleError {
            rule,
            detail: detail.into(),
        }
    }
}

/// Why a game (or a raw position) could not be set up.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error, Serialize)]
#[error("invalid setup: {0}")]
pub struct SetupError(pub String);

/// The game contract shared by every game of the family (Karak now; Karak: Goblin and Karak 2
/// later). Storage, replay, bots and UI are written once against it.
pub trait Game: Sized + Clone {
    /// Setup options (players, heroes, variants).
    type Options;
    /// A player's decision. Small and `Copy`.
    type Action: Copy + Default + PartialEq + std::fmt::Debug;
    /// Something that happened, for the log and animations.
    type Event: Clone + std::fmt::Debug;
    /// What one viewer may see.
    type View;
    /// Scores and winners.
    type Outcome;

    /// Creates a game from options and a seed (the only source of chance).
    ///
    /// # Errors
    /// [`SetupError`] when the options are invalid (e.g. wrong number of players).
    fn new(options: &Self::Options, seed: u64) -> Result<Self, SetupError>;

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

    /// Applies `action` for `seat`.
    ///
    /// # Errors
    /// [`RuleError`] naming the broken rule when it is not `seat`'s decision or the action is not
    /// legal now; the game is then unchanged.
    fn apply(&mut self, seat: Seat, action: &Self::Action) -> Result<Vec<Self::Event>, RuleError>;

    /// What `viewer` may see. Never contains the RNG, the order of hidden stacks or bags.
    fn view(&self, viewer: Viewer) -> Self::View;

    /// Scores and winners once the game is over, `None` before.
    fn outcome(&self) -> Option<Self::Outcome>;

    /// Cheap deterministic hash of the complete state (including the RNG position); identical on
    /// every platform.
    fn state_hash(&self) -> u64;
}

/// Picks a uniformly random legal action with the caller's RNG (for tests and the trivial bot).
/// Returns `None` when the game is over.
///
/// # Examples
/// ```
/// use rand_core::SeedableRng;
/// use rules::{random_action, Game};
/// use rules::karak::{Karak, KarakOptions, HeroKind};
///
/// let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(7);
/// let game = Karak::new(&KarakOptions::new(vec![HeroKind::Wizard, HeroKind::Oracle]), 1).unwrap();
/// assert!(random_action(&game, &mut rng).is_some());
/// ```
pub fn random_action<G: Game, R: rand_core::RngCore>(game: &G, rng: &mut R) -> Option<G::Action> {
    let mut buf = ActionBuf::new();
    game.legal_actions_into(&mut buf);
    if buf.is_empty() {
        return None;
    }
    let i = hash::uniform(rng, buf.len() as u32) as usize;
    buf.get(i).copied()
}
