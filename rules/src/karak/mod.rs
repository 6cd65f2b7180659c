//! **Karak**, the dungeon crawler: the complete rules.
//!
//! Files follow the rulebook's chapters: [`data`] (components), [`board`] (grid and tiles),
//! `setup`, `explore`, `movement`, `combat`, `items`, `skills`, `curse`, `scoring`, `view`,
//! `turn` (turn bookkeeping and pending decisions) and `error`.
//!
//! # Examples
//! Play a whole game with random legal actions:
//! ```
//! use rules::{random_action, Game};
//! use rules::karak::{Karak, KarakOptions, HeroKind};
//! use rand_core::SeedableRng;
//!
//! let options = KarakOptions::new(vec![HeroKind::Warrior, HeroKind::Wizard, HeroKind::Thief]);
//! let mut game = Karak::new(&options, 2024).unwrap();
//! let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(1);
//! for _ in 0..500 {
//!     let Some(seat) = game.to_act() else { break };
//!     let action = random_action(&game, &mut rng).unwrap();
//!     game.apply(seat, &action).unwrap();
//! }
//! ```

pub mod board;
mod bot;
mod combat;
mod curse;
pub mod data;
mod determinise;
mod error;
pub mod events;
mod explore;
mod game;
mod items;
mod legal;
mod movement;
mod players;
mod raw;
mod report;
pub mod scenario;
mod scoring;
mod setup;
mod skills;
mod tile_set;
mod turn;
mod view;

pub use board::{Coord, Dir, PlacedTile};
pub use bot::{greedy_action, Bot, GreedyBot, SEARCH_PLAYOUTS};
pub use data::{HeroKind, Item, ItemClass, Shape, TileKind, TileType, Token};
pub use error::Rule;
pub use events::{CombatResult, EndReason, Event, RollReason};
pub use players::KarakBot;
pub use raw::{RawHero, RawSetup, RawTile, RawTurn};
pub use scoring::Outcome;
pub use setup::{KarakOptions, KarakVariant};
pub use tile_set::{TileSet, TileSetIter};
pub use turn::{Action, Combat, Decision};
pub use view::{HeroView, KarakView, TileView};

use crate::{hash::StableHasher, ActionBuf, FixedVec, RuleError, Seat};
use board::Board;
use data::{MAX_PLAYERS, TILE_TYPES};
use rand_chacha::ChaCha8Rng;
use std::hash::{Hash, Hasher};
use turn::Turn;

/// A hero in play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub(crate) struct Hero {
    pub kind: HeroKind,
    /// Tile index.
    pub pos: u8,
    /// 0..=5; 0 means unconscious.
    pub hp: u8,
    /// Items held, counted per item index (treasures included).
    pub inv: [u8; 9],
    /// Where a retreat from `pos` goes when this turn's path has no tile to go back to: the
    /// monster-free tile the hero came onto `pos` from in an earlier turn. Kept only while
    /// the hero stands on a monster's tile at the end of its turn (`None` otherwise), and
    /// cleared when another hero's spell or skill moves it.
    pub came_from: Option<u8>,
}

impl Hash for Hero {
    /// As the derived hash of the first four fields; `came_from` (added later) only when set,
    /// so positions without it keep the hashes recorded before it existed (stored games
    /// replay to their recorded hashes).
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.kind.hash(state);
        self.pos.hash(state);
        self.hp.hash(state);
        self.inv.hash(state);
        if let Some(c) = self.came_from {
            state.write_u8(0xC0);
            state.write_u8(c);
        }
    }
}

/// The game state proper (no turn bookkeeping).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub(crate) struct Core {
    pub players: u8,
    pub expert: bool,
    pub heroes: FixedVec<Hero, MAX_PLAYERS>,
    pub board: Board,
    /// Tiles left in the stack, per tile type.
    pub stack: [u8; 11],
    /// Tokens left in the bag, per token.
    pub bag: [u8; 9],
    /// Items out of the game (spent spells, used keys), per item.
    pub discarded: [u8; 9],
    /// Seat holding the curse.
    pub curse: Option<u8>,
    pub over: Option<EndReason>,
}

/// Chance forced from outside (scenarios), consumed before the RNG.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub(crate) struct Forced {
    pub dice: Vec<u8>,
    pub tokens: Vec<Token>,
    pub tiles: Vec<TileType>,
    /// Next unused index into each queue.
    pub next: [u16; 3],
}

/// Version of Karak's rules ([`crate::Game::RULES_VERSION`]). Stored with every recorded game;
/// a stored game is only replayed by the same version. A change that stops recorded games from
/// replaying to their recorded hashes (`tests/golden.rs`) must bump it; rule fixes that keep
/// them replaying keep it, so that stored games stay playable (issue 13's fixes did).
pub const RULES_VERSION: u32 = 1;

/// A game of Karak. Cheap to clone (no heap data except a scenario's forced-chance queues).
/// Equal games have equal state hashes.
#[derive(Clone, Debug, PartialEq)]
pub struct Karak {
    pub(crate) core: Core,
    pub(crate) turn: Turn,
    pub(crate) forced: Forced,
    pub(crate) rng: ChaCha8Rng,
}

impl Karak {
    #[inline]
    pub(crate) fn hero(&self, seat: u8) -> &Hero {
        let heroes = self.core.heroes.as_slice();
        &heroes[(seat as usize).min(heroes.len().saturating_sub(1))]
    }

    #[inline]
    pub(crate) fn hero_mut(&mut self, seat: u8) -> &mut Hero {
        let heroes = self.core.heroes.as_mut_slice();
        let i = (seat as usize).min(heroes.len().saturating_sub(1));
        &mut heroes[i]
    }

    /// Number of players.
    pub fn players(&self) -> usize {
        self.core.players as usize
    }

    /// The pending decision.
    pub fn decision(&self) -> Decision {
        self.turn.decision
    }

    /// Whose turn it is (also while the game is over: the last active seat).
    pub fn active_seat(&self) -> Seat {
        Seat(self.turn.seat)
    }

    /// Applies `action` for `seat`, appending events to `events` (reuse the buffer to avoid
    /// allocation).
    ///
    /// # Errors
    /// [`RuleError`] naming the broken [`Rule`] by its stable code; the game is then unchanged.
    pub fn apply_into(
        &mut self,
        seat: Seat,
        action: &Action,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        if self.core.over.is_some() {
            return Err(RuleError::new(Rule::GameOver, "the game has ended"));
        }
        if seat.0 != self.turn.seat {
            return Err(RuleError::new(
                Rule::NotYourTurn,
                format!(
                    "it is seat {}'s decision, not seat {}'s",
                    self.turn.seat, seat.0
                ),
            ));
        }
        let legal = self.is_legal(action);
        debug_assert_eq!(
            legal,
            {
                let mut buf = ActionBuf::new();
                self.legal_into(&mut buf);
                buf.contains(action)
            },
            "is_legal disagrees with legal_into on {action:?} in {:?}",
            self.turn.decision
        );
        if !legal {
            return Err(self.why_illegal(action));
        }
        self.perform(*action, events);
        Ok(())
    }

    /// Whether every one of the 80 tiles and 53 tokens is somewhere exactly once, HP are within
    /// 0..=5, inventories within their limits and at most one curse is out. Used by tests.
    ///
    /// # Errors
    /// A description of the first broken invariant.
    pub fn check_invariants(&self) -> Result<(), String> {
        let mut tiles = self.core.stack;
        for t in self.core.board.tiles.iter() {
            let i = t.tile.index().ok_or("unknown tile type")?;
            tiles[i] += 1;
        }
        if let Decision::Rotate { tile, .. } = self.turn.decision {
            let i = tile.index().ok_or("unknown tile type")?;
            tiles[i] += 1;
        }
        for (i, (_, n)) in TILE_TYPES.iter().enumerate() {
            if tiles[i] != *n {
                return Err(format!("tile type {i}: {} instead of {n}", tiles[i]));
            }
        }
        let mut board = self.core.board.clone();
        board.recount_open_exits();
        if board.open_exits != self.core.board.open_exits {
            return Err("open-exit count out of date".into());
        }
        if !self.core.board.summary_is_current() {
            return Err("token counts, gates or side masks of the board out of date".into());
        }
        let mut tokens = self.core.bag;
        for (i, n) in self.core.discarded.iter().enumerate() {
            tokens[i] += n;
        }
        for t in self.core.board.tiles.iter() {
            if let Some(tok) = t.token {
                tokens[tok.index()] += 1;
            }
        }
        for (_, item) in self.core.board.floor.iter() {
            tokens[item.index()] += 1;
        }
        for h in self.core.heroes.iter() {
            for (i, n) in h.inv.iter().enumerate() {
                tokens[i] += n;
            }
            if h.hp > data::MAX_HP {
                return Err(format!("{:?} has {} HP", h.kind, h.hp));
            }
            if h.came_from
                .is_some_and(|c| self.core.board.tile(c).is_none())
            {
                return Err(format!("{:?} came from a tile not on the board", h.kind));
            }
        }
        if let Decision::ChooseToken {
            options: Some([a, b]),
            ..
        } = self.turn.decision
        {
            tokens[a.index()] += 1;
            tokens[b.index()] += 1;
        }
        for (i, tok) in data::TOKENS.iter().enumerate() {
            if tokens[i] != tok.count() {
                return Err(format!("{tok:?}: {} instead of {}", tokens[i], tok.count()));
            }
        }
        for s in 0..self.core.players {
            // The game ends the moment the dragon falls: loot taken then (expert: the ruby in
            // a full inventory) is never left.
            let pending_overflow = (s == self.turn.seat
                && self.turn.decision == Decision::LeaveItems)
                || self.core.over.is_some();
            if self.over_capacity(s) && !pending_overflow {
                return Err(format!("seat {s} holds too many items"));
            }
        }
        if let Some(c) = self.core.curse {
            if c >= self.core.players {
                return Err("curse on a missing seat".into());
            }
        }
        Ok(())
    }

    fn hash_state(&self) -> u64 {
        let mut h = StableHasher::default();
        self.core.hash(&mut h);
        self.turn.hash(&mut h);
        self.forced.hash(&mut h);
        h.write(&self.rng.get_seed());
        h.write_u128(self.rng.get_word_pos());
        h.finish()
    }
}
