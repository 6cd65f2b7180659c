//! **Karak: Goblin**, the deck-building card game of the family: the complete rules.
//!
//! Files follow the rulebook's chapters: [`cards`] (the components), `setup`, `caverns` (the
//! rows, level decks and gatekeeper decks), `turn` (the three choices of a turn and its end),
//! `battle` (playing cards and the end of the battle), `curses`, `potions`, `equipment` (weapons,
//! armours, keys, the pawnshop), `merchant`, `deck` (drawing, reshuffling, arranging),
//! `abilities` (the optional hero abilities), `legal` (what may be done now, and why not),
//! `view`, `determinise` and `bot`.
//!
//! Hidden information: hands, the order of decks (except what their owner arranged, ruling 3)
//! and the RNG. Level and gatekeeper decks keep no order: their top card is public and the card
//! below it is drawn from the RNG when it is needed (ruling 2).
//!
//! # Examples
//! ```
//! use rules::{random_action, Game};
//! use rules::goblin::{Goblin, GoblinOptions, Hero};
//! use rand_core::SeedableRng;
//!
//! let options = GoblinOptions::new(vec![Hero::Horan, Hero::Taia, Hero::Aderyn]);
//! let mut game = Goblin::new(&options, 7).unwrap();
//! let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(1);
//! for _ in 0..300 {
//!     let Some(seat) = game.to_act() else { break };
//!     let action = random_action(&game, &mut rng).unwrap();
//!     game.apply(seat, &action).unwrap();
//! }
//! game.check_invariants().unwrap();
//! ```

mod abilities;
mod battle;
pub mod bot;
pub mod cards;
mod caverns;
mod curses;
mod deck;
mod determinise;
mod equipment;
mod error;
mod events;
mod game;
mod invariants;
mod legal;
mod merchant;
mod potions;
mod report;
pub mod scenario;
mod setup;
mod turn;
mod view;

pub use battle::{Battle, Played};
pub use bot::{greedy_action, Bot, GoblinBot};
pub use cards::{CardId, Colour, Curse, Effect, Hero, Level, Potion, Slot, HEROES};
pub use error::{GoblinError, Rule};
pub use events::{Event, Outcome};
pub use setup::{GoblinOptions, GoblinVariant};
pub use turn::{Action, Decision, Payment, Target, Ware};
pub use view::{CavernView, GoblinView, HeroView};

use crate::hash::StableHasher;
use caverns::Cavern;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};
use std::hash::{Hash, Hasher};
use turn::Turn;

/// Version of Karak: Goblin's rules ([`crate::Game::RULES_VERSION`]).
pub const RULES_VERSION: u32 = 2;

/// A hero at the table: HP, cards and equipment.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub(crate) struct HeroState {
    pub hero: Hero,
    /// 0..=5; 0 means the turn must be a revive.
    pub hp: u8,
    /// The hand, sorted by id (its order means nothing).
    pub hand: Vec<CardId>,
    /// The deck, top card last. `None` is a starting card placed at random (ruling 3): which
    /// one is drawn from `unknown` when it is drawn.
    pub deck: Vec<Option<CardId>>,
    /// The starting cards behind the `None` slots of `deck`, sorted by id.
    pub unknown: Vec<CardId>,
    /// The discard pile, face up, in the order the cards came.
    pub discard: Vec<CardId>,
    pub weapon: Option<CardId>,
    pub armour: Option<CardId>,
    /// The key of each level, the gatekeeper card won.
    pub keys: [Option<CardId>; 3],
    /// Healing, strength, countercurse owned.
    pub potions: [bool; 3],
}

/// The table apart from the heroes and the turn.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub(crate) struct Core {
    pub abilities: bool,
    pub heroes: Vec<HeroState>,
    pub caverns: [Cavern; 3],
    /// The Lord of All Monsters of this game; `None` once defeated.
    pub lord: Option<CardId>,
    /// The lord drawn at setup (the other two stay in the box).
    pub lord_drawn: CardId,
    /// Cards at the pawnshop, in the order they came.
    pub pawnshop: Vec<CardId>,
    /// Potions left on each pile.
    pub piles: [u8; 3],
    /// The seat that defeated the lord.
    pub winner: Option<u8>,
}

/// A game of Karak: Goblin.
#[derive(Clone, Debug, PartialEq)]
pub struct Goblin {
    pub(crate) core: Core,
    pub(crate) turn: Turn,
    pub(crate) rng: ChaCha8Rng,
}

impl Goblin {
    /// Number of players.
    pub fn players(&self) -> usize {
        self.core.heroes.len()
    }

    /// The pending decision.
    pub fn decision(&self) -> Decision {
        self.turn.decision
    }

    /// Whose turn it is (the winner's once the game is over).
    pub fn active_seat(&self) -> crate::Seat {
        crate::Seat(self.turn.seat)
    }

    /// The battle being fought, if any.
    pub fn battle(&self) -> Option<&Battle> {
        self.turn.battle.as_ref()
    }

    pub(crate) fn hero(&self, seat: u8) -> &HeroState {
        &self.core.heroes[usize::from(seat) % self.core.heroes.len()]
    }

    pub(crate) fn hero_mut(&mut self, seat: u8) -> &mut HeroState {
        let n = self.core.heroes.len();
        &mut self.core.heroes[usize::from(seat) % n]
    }

    /// The hero whose turn it is.
    pub(crate) fn me(&self) -> &HeroState {
        self.hero(self.turn.seat)
    }

    pub(crate) fn me_mut(&mut self) -> &mut HeroState {
        self.hero_mut(self.turn.seat)
    }

    /// A uniform draw in `0..n` from the game's RNG.
    pub(crate) fn rand(&mut self, n: usize) -> usize {
        crate::hash::uniform(&mut self.rng, n as u32) as usize
    }

    fn hash_state(&self) -> u64 {
        let mut h = StableHasher::default();
        self.core.hash(&mut h);
        self.turn.hash(&mut h);
        h.write(&self.rng.get_seed());
        h.write_u128(self.rng.get_word_pos());
        h.finish()
    }
}

/// Inserts `card` into a sorted list.
pub(crate) fn insert_sorted(list: &mut Vec<CardId>, card: CardId) {
    let at = list.partition_point(|c| *c < card);
    list.insert(at, card);
}

/// Removes `card` from a list, if it is there.
pub(crate) fn remove_card(list: &mut Vec<CardId>, card: CardId) -> bool {
    match list.iter().position(|c| *c == card) {
        Some(i) => {
            list.remove(i);
            true
        }
        None => false,
    }
}
