//! Bots for Karak: the random bot, a greedy bot (Normal), the beginner (Easy, `easy.rs`: the
//! greedy bot with mistakes made on purpose) and the search bot (Hard, `search.rs`: flat Monte
//! Carlo over determinisations with greedy playouts).
//!
//! The greedy bot looks one decision ahead with simple, fixed heuristics:
//!
//! - **Main decision**: opens a chest it stands on (with a key), picks up floor items that make
//!   its inventory strictly better, casts a Portal of Healing on itself when hurt, and otherwise
//!   runs one breadth-first search over the discovered dungeon (connected exits, gates, Astral
//!   Walking; monsters' tiles are reached but not crossed) and walks one step toward the best
//!   target: an unexplored exit, a monster worth fighting (win probability from the exact 2d6
//!   distribution with weapons, available Magic Flames, Sacrifice and the reroll skills against
//!   the strength, weighed against the HP at stake and the loot), a chest when it holds a key,
//!   floor items, a fountain when hurt, and the dragon once its odds (or the lack of anything
//!   else to do) make it worth it. Each target scores `value - STEP_COST × distance`.
//! - **Rotation**: the rotation with the most exits toward empty cells (then connections).
//! - **Combat**: rerolls when the expected result (win +1, tie 0, defeat −1) improves, spends
//!   Magic Flames / Sacrifice only when they turn the result into a win (free Wizard flames also
//!   for a tie), fights or sneaks (Thief) by the same value as the planner.
//! - **Oracle**: keeps the dragon when offered (so that it always reaches the board), else the
//!   token of higher value. **Curse**: the leader among the others. **Leave**: the weakest item.
//!   **Reincarnation**: the most recently discovered fountain.
//!
//! A [`GreedyBot`] remembers values between its choices (fight values, the value of
//! inventories, the route of its last plan) in tables it owns: the caller holds the bot, and
//! the rules crate keeps no state of its own. Every remembered value is keyed by everything it
//! depends on, so it is what a fresh computation would give: the tables save work and never
//! change a choice.
//!
//! Everything runs on stack buffers and the bot's tables (allocated once, with the bot): no
//! heap allocation per decision. The only randomness is the caller's RNG (ties between
//! rotations), so a bot is deterministic given its RNG.

use super::board::{rotated_exits, Dir, PlacedTile, DIRS};
use super::data::{
    HeroKind, Item, TileType, Token, ITEMS, KEY_SLOTS, MAX_HP, MAX_PLAYERS, SPELL_SLOTS,
    STEPS_PER_TURN, TILE_COUNT, TOKENS, TOKEN_COUNT, WEAPON_SLOTS,
};
use super::items::{any_leavable, leavable_items};
use super::tile_set::TileSet;
use super::turn::{Action, Decision};
use super::Karak;
use crate::hash::uniform;
use crate::{ActionBuf, Seat};
use rand_core::RngCore;
use serde::{Deserialize, Serialize};

mod easy;
mod greedy;
mod inventory;
mod odds;
mod route;
mod search;

pub use search::SEARCH_PLAYOUTS;

use greedy::{combat::rotation, Greedy};
use inventory::*;
use odds::*;
use route::*;

/// A kind of computer player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub enum Bot {
    /// Uniformly random legal actions ([`crate::random_action`]).
    Random,
    /// The greedy bot ([`GreedyBot`]).
    #[default]
    Greedy,
    /// The beginner: the greedy bot with a beginner's mistakes, made on purpose (`easy.rs`).
    Easy,
    /// Flat Monte Carlo over determinisations with greedy playouts (`search.rs`), with
    /// [`SEARCH_PLAYOUTS`] playouts per candidate.
    Search,
}

impl Bot {
    /// The choice of a bot of this kind for the pending decision, `None` once the game is over.
    /// `greedy` is the greedy bot that plays the greedy seats (the random bot remembers nothing):
    /// one for every seat and game is enough, and keeping it makes it faster ([`GreedyBot`]).
    ///
    /// # Examples
    /// ```
    /// use rand_core::SeedableRng;
    /// use rules::Game;
    /// use rules::karak::{Bot, GreedyBot, HeroKind, Karak, KarakOptions};
    ///
    /// let mut game = Karak::new(&KarakOptions::new(vec![HeroKind::Warrior, HeroKind::Oracle]), 3).unwrap();
    /// let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(1);
    /// let bots = [Bot::Greedy, Bot::Random];
    /// let mut greedy = GreedyBot::new();
    /// while let Some(seat) = game.to_act() {
    ///     let action = bots[seat.index()].choose(&mut greedy, &game, &mut rng).unwrap();
    ///     game.apply(seat, &action).unwrap();
    /// }
    /// assert!(game.outcome().is_some());
    /// ```
    pub fn choose(
        self,
        greedy: &mut GreedyBot,
        game: &Karak,
        rng: &mut impl RngCore,
    ) -> Option<Action> {
        match self {
            Bot::Random => crate::random_action(game, rng),
            Bot::Greedy => greedy.choose(game, rng),
            Bot::Easy => easy::easy_choice(greedy, game, rng),
            Bot::Search => search::search_choice(greedy, SEARCH_PLAYOUTS, game, rng),
        }
    }

    /// The search bot's choice with `playouts` playouts per candidate (a smaller budget is
    /// weaker and faster; [`Bot::choose`] uses [`SEARCH_PLAYOUTS`]).
    pub fn search(
        greedy: &mut GreedyBot,
        playouts: u32,
        game: &Karak,
        rng: &mut impl RngCore,
    ) -> Option<Action> {
        search::search_choice(greedy, playouts, game, rng)
    }

    /// Lower-case name (`"random"`, `"greedy"`, `"easy"`, `"search"`).
    pub fn name(self) -> &'static str {
        match self {
            Bot::Random => "random",
            Bot::Greedy => "greedy",
            Bot::Easy => "easy",
            Bot::Search => "search",
        }
    }
}

impl std::str::FromStr for Bot {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        match s.to_ascii_lowercase().as_str() {
            "random" => Ok(Bot::Random),
            "greedy" => Ok(Bot::Greedy),
            "easy" => Ok(Bot::Easy),
            "search" => Ok(Bot::Search),
            other => Err(format!(
                "unknown bot {other:?} (random, greedy, easy or search)"
            )),
        }
    }
}

/// The greedy bot's choice for the pending decision by a fresh [`GreedyBot`] (one that
/// remembers nothing yet, and allocates nothing). To play many moves, keep a [`GreedyBot`]
/// instead: it chooses the same actions, faster.
///
/// # Examples
/// ```
/// use rand_core::SeedableRng;
/// use rules::Game;
/// use rules::karak::{greedy_action, HeroKind, Karak, KarakOptions};
///
/// let game = Karak::new(&KarakOptions::new(vec![HeroKind::Thief, HeroKind::Wizard]), 9).unwrap();
/// let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(0);
/// let action = greedy_action(&game, &mut rng).unwrap();
/// assert!(game.legal_actions().contains(&action));
/// ```
pub fn greedy_action(game: &Karak, rng: &mut impl RngCore) -> Option<Action> {
    GreedyBot::forgetful().choose(game, rng)
}

/// The greedy bot (see the module documentation for how it plays), with the tables in which it
/// remembers values between its choices (about 290 KB, allocated once by [`GreedyBot::new`]).
///
/// One bot can play every greedy seat of a game, and any number of games, one after the other
/// or interleaved: everything it remembers is keyed by what it depends on (the route of the last
/// plan by the whole position it was planned for), so a choice depends on the position and the
/// RNG alone, whatever the bot chose before. Sharing one bot between seats keeps its tables
/// warm and small in cache.
///
/// # Examples
/// ```
/// use rand_core::SeedableRng;
/// use rules::Game;
/// use rules::karak::{GreedyBot, HeroKind, Karak, KarakOptions};
///
/// let mut bot = GreedyBot::new();
/// for seed in 0..3 {
///     let options = KarakOptions::new(vec![HeroKind::Thief, HeroKind::Wizard]);
///     let mut game = Karak::new(&options, seed).unwrap();
///     let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
///     while let Some(seat) = game.to_act() {
///         let action = bot.choose(&game, &mut rng).unwrap();
///         game.apply(seat, &action).unwrap();
///     }
///     assert!(game.outcome().is_some());
/// }
/// ```
#[derive(Clone)]
pub struct GreedyBot {
    /// `None` for the single choice of [`greedy_action`] (tables would be built for nothing).
    memo: Option<Memo>,
}

impl Default for GreedyBot {
    fn default() -> Self {
        Self::new()
    }
}

impl std::fmt::Debug for GreedyBot {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // The tables are large and say nothing about the bot's behaviour.
        f.debug_struct("GreedyBot").finish_non_exhaustive()
    }
}

impl GreedyBot {
    /// A bot that remembers nothing yet (its tables allocated, empty).
    pub fn new() -> Self {
        GreedyBot {
            memo: Some(Memo::new()),
        }
    }

    /// A greedy bot without memo tables: allocates nothing, chooses the same actions as
    /// [`GreedyBot::new`]'s, and computes every value afresh (slower over many moves).
    pub fn forgetful() -> Self {
        GreedyBot { memo: None }
    }

    /// The bot's choice for the pending decision (always one of the legal actions), `None`
    /// once the game is over. Deterministic given `rng`; no heap allocation.
    pub fn choose(&mut self, game: &Karak, rng: &mut impl RngCore) -> Option<Action> {
        greedy_choice(game, self.memo.as_mut(), rng)
    }
}

/// What a [`GreedyBot`] remembers: pure functions' values by their key, and the route of its
/// last plan with everything that plan depended on.
#[derive(Clone)]
struct Memo {
    /// [`settled_value`] of recently valued inventories: (key, value), key 0 when empty
    /// (direct-mapped by a hash of the key, see [`Memo::settled_value`]).
    settled: Box<[(u128, f32); SETTLED_SLOTS]>,
    /// Fight values by fighter ([`FightMemo`]).
    fights: Box<[FightMemo; MEMO_SLOTS]>,
    route: RouteMemo,
}

impl Memo {
    fn new() -> Self {
        Memo {
            settled: boxed_table((0, 0.0)),
            fights: boxed_table(FightMemo::EMPTY),
            route: RouteMemo::empty(),
        }
    }

    /// [`settled_value`], remembered: the planner values the same few inventories over and
    /// over, and the value is a pure function of the key, so remembering it changes no value.
    #[inline]
    fn settled_value(&mut self, inv: [u8; 9], expert: bool) -> f32 {
        let mut k = [0u8; 16];
        k[..9].copy_from_slice(&inv);
        k[9] = u8::from(expert);
        k[10] = 1; // never the empty entry's key
        let key = u128::from_le_bytes(k);
        let folded = (key as u64) ^ ((key >> 64) as u64).rotate_left(23);
        let slot = (folded.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 54) as usize % SETTLED_SLOTS;
        let entry = &mut self.settled[slot];
        if entry.0 == key {
            return entry.1;
        }
        let v = settled_value(inv, expert);
        *entry = (key, v);
        v
    }
}

/// A table of `N` copies of `empty`, built on the heap (`Box::new` of an array may build it on
/// the stack first, and these are hundreds of kilobytes).
fn boxed_table<T: Clone, const N: usize>(empty: T) -> Box<[T; N]> {
    match vec![empty; N].into_boxed_slice().try_into() {
        Ok(table) => table,
        Err(_) => unreachable!("a vector of N entries"),
    }
}

/// The greedy bot's choice, with `memo` when the bot has one.
fn greedy_choice(game: &Karak, memo: Option<&mut Memo>, rng: &mut impl RngCore) -> Option<Action> {
    if game.core.over.is_some() {
        return None;
    }
    if game.turn.decision == Decision::Move {
        let mut g = Greedy::new(game, memo);
        // The main decision always lists `EndTurn`: its legal list is never empty, and the
        // choice is checked directly (the list is only built for the fallback).
        let a = g.main();
        // Always legal: chest and pick-up as `is_legal` checks them, the Portal checked, and
        // every planned move is one of the search's moves from the hero's tile with steps left
        // (connected or astral steps, explorations through an exit or a sealed dungeon's wall
        // while tiles are left, teleports between two gates), as is a remembered one (same
        // position), so it is not checked again (debug builds do).
        debug_assert!(game.is_legal(&a), "greedy main decision {a:?} is not legal");
        return Some(a);
    }
    // The decision's own legal actions (the Portal of Healing casts that may interrupt any
    // decision are left out: the bot casts only in the main decision): for the decisions with
    // few actions, in a small buffer, built as `legal_decision_into` does (debug builds
    // compare); else the whole buffer.
    let mut small = crate::FixedVec::<Action, 8>::new();
    let mut whole = None;
    match game.turn.decision {
        Decision::Rotate { from, dir, tile } => game.legal_rotations(from, dir, tile, &mut small),
        Decision::FightOrSneak => {
            small.push(Action::Fight);
            small.push(Action::Sneak);
        }
        Decision::ChooseToken { options, .. } => {
            if let Some([a, b]) = options {
                small.push(Action::ChooseToken(a));
                if b != a {
                    small.push(Action::ChooseToken(b));
                }
            }
        }
        Decision::Reroll => game.legal_reroll(&mut small),
        Decision::Spells => game.legal_spells(&mut small),
        Decision::Curse => game.legal_curse(&mut small),
        _ => {
            let mut all = ActionBuf::new();
            game.legal_decision_into(&mut all);
            whole = Some(all);
        }
    }
    let legal: &[Action] = match &whole {
        Some(all) => all.as_slice(),
        None => small.as_slice(),
    };
    #[cfg(debug_assertions)]
    {
        let mut all = ActionBuf::new();
        game.legal_decision_into(&mut all);
        debug_assert_eq!(all.as_slice(), legal);
    }
    if legal.is_empty() {
        return None;
    }
    // A rotation depends on the board alone: no `Greedy` view to set up.
    if let Decision::Rotate { from, dir, tile } = game.turn.decision {
        return match rotation(game, from, dir, tile, legal, rng) {
            Some(a) if legal.contains(&a) => Some(a),
            _ => {
                let i = uniform(rng, legal.len() as u32) as usize;
                legal.get(i).copied()
            }
        };
    }
    let mut g = Greedy::new(game, memo);
    let choice = match game.turn.decision {
        Decision::Move | Decision::Rotate { .. } => None,
        Decision::FightOrSneak => Some(g.fight_or_sneak()),
        Decision::ChooseToken { options, .. } => options.map(|o| g.token(o)),
        Decision::Reroll => Some(g.reroll(legal)),
        Decision::Spells => Some(g.spells(legal)),
        Decision::LeaveItems => g.leave(legal),
        Decision::Curse => Some(g.curse(legal)),
        Decision::Reincarnate => legal.last().copied(),
        Decision::GameOver => None,
    };
    match choice {
        Some(a) if legal.contains(&a) => Some(a),
        _ => {
            let i = uniform(rng, legal.len() as u32) as usize;
            legal.get(i).copied()
        }
    }
}
