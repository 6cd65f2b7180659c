//! Pure, deterministic rules engines for the Karak family of board games.
//!
//! The crate exposes one game contract, the [`Game`] trait (with bots behind [`Player`] and a
//! test suite every game runs, [`contract`]), and implements it for **Karak** (the dungeon
//! crawler) in [`karak`], **Karak: Goblin** (the deck-building card game) in [`goblin`] and
//! **Karak 2** (landscape, cities, armies; its rules in progress) in [`karak2`].
//! Every game is a plain value: no IO, no clocks, no OS randomness. All chance comes from a
//! ChaCha RNG stored in the state and seeded from outside, so `(options, seed, actions)` always
//! replays to the same [`Game::state_hash`], on x86_64 and on wasm32 alike.
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

pub mod contract;
pub mod fixed;
mod game;
pub mod goblin;
pub mod hash;
pub mod karak;
pub mod karak2;
pub mod player;
pub mod registry;
pub mod scenario;

pub use fixed::FixedVec;
pub use game::{Game, OutcomeSummary, RuleCode, RuleError, Seat, SetupError, Viewer};
pub use player::{BotLevel, Effort, Player};
pub use registry::{GameKind, Report};

/// Capacity of the allocation-free legal-action buffer used by [`Game::legal_actions_into`].
pub const MAX_ACTIONS: usize = 96;

/// Buffer for legal actions that lives on the stack.
pub type ActionBuf<A> = FixedVec<A, MAX_ACTIONS>;

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
pub fn random_action<G: Game, R: rand_core::RngCore + ?Sized>(
    game: &G,
    rng: &mut R,
) -> Option<G::Action> {
    let mut buf = ActionBuf::new();
    game.legal_actions_into(&mut buf);
    if buf.is_empty() {
        return None;
    }
    let i = hash::uniform(rng, buf.len() as u32) as usize;
    buf.get(i).copied()
}
