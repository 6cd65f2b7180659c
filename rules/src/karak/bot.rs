//! Bots for Karak: the random bot and a greedy bot.
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

/// A kind of computer player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub enum Bot {
    /// Uniformly random legal actions ([`crate::random_action`]).
    Random,
    /// The greedy bot ([`GreedyBot`]).
    #[default]
    Greedy,
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
        }
    }

    /// Lower-case name (`"random"`, `"greedy"`).
    pub fn name(self) -> &'static str {
        match self {
            Bot::Random => "random",
            Bot::Greedy => "greedy",
        }
    }
}

impl std::str::FromStr for Bot {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        match s.to_ascii_lowercase().as_str() {
            "random" => Ok(Bot::Random),
            "greedy" => Ok(Bot::Greedy),
            other => Err(format!("unknown bot {other:?} (random or greedy)")),
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
    // The legal list: for the decisions with few actions, in a small buffer, built as
    // `legal_into` does (debug builds compare); else the whole buffer.
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
            game.legal_into(&mut all);
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
        game.legal_into(&mut all);
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

/// Cost of one step in the planner's value units.
const STEP_COST: f32 = 0.25;
/// Value of exploring an unexplored exit.
const EXPLORE_VALUE: f32 = 2.5;
/// Fixed-point scale of the planner's scores.
const SCALE: f32 = 4096.0;
/// [`STEP_COST`] in fixed point (exact: a power of two times a power of two).
const STEP: i32 = (STEP_COST * SCALE) as i32;

/// A planner value in fixed point (`SCALE`), so that scores shift by exactly [`STEP`] per step.
/// Monotonic (the product is exact for the values used; the cast saturates).
#[inline]
fn fixed(v: f32) -> i32 {
    (v * SCALE) as i32
}

/// Win / tie / loss probabilities.
#[derive(Clone, Copy, Debug, Default)]
struct Odds {
    win: f32,
    tie: f32,
    loss: f32,
}

impl Odds {
    const NONE: Odds = Odds {
        win: 0.0,
        tie: 0.0,
        loss: 0.0,
    };

    const fn ev(self) -> f32 {
        self.win - self.loss
    }

    /// The odds of a result known for sure (0 loss, 1 tie, 2 win).
    const fn certain(result: u8) -> Odds {
        match result {
            2 => Odds {
                win: 1.0,
                ..Odds::NONE
            },
            1 => Odds {
                tie: 1.0,
                ..Odds::NONE
            },
            _ => Odds {
                loss: 1.0,
                ..Odds::NONE
            },
        }
    }

    /// Odds from the number of losses, ties and wins among `n` equally likely rolls.
    const fn of_counts(c: [u32; 3], n: u32) -> Odds {
        let n = n as f32;
        Odds {
            win: c[2] as f32 / n,
            tie: c[1] as f32 / n,
            loss: c[0] as f32 / n,
        }
    }
}

/// How a hero fights: fixed bonus, optional extra (flames, sacrifice), skills.
#[derive(Clone, Copy)]
struct Fighter {
    bonus: u8,
    thief: bool,
    warrior: bool,
    princess: bool,
    swordsman: bool,
}

/// [`Fighter::odds`] for every skill (none, Thief, Warrior, Warrior Princess, Swordsman) and
/// every strength above the bonus, computed at compile time: `ODDS[skill][k]` is for a bonus of
/// 2 and a strength of `k + 1` (only their difference matters).
static ODDS: [[Odds; 16]; 5] = {
    let mut t = [[Odds::NONE; 16]; 5];
    let mut v = 0;
    while v < 5 {
        let f = Fighter {
            bonus: 2,
            thief: v == 1,
            warrior: v == 2,
            princess: v == 3,
            swordsman: v == 4,
        };
        let mut k = 0;
        while k < 16 {
            t[v][k] = f.compute(k as u8 + 1);
            k += 1;
        }
        v += 1;
    }
    t
};

impl Fighter {
    /// 0 loss, 1 tie, 2 win.
    const fn result(self, sum: u8, strength: u8) -> u8 {
        let total = sum + self.bonus;
        if total > strength || (total == strength && self.thief) {
            2
        } else if total == strength {
            1
        } else {
            0
        }
    }

    /// The lowest face of a die (the highest is 6).
    const fn low_face(self) -> u8 {
        if self.swordsman {
            2
        } else {
            1
        }
    }

    /// Odds of a fresh roll without rerolls.
    const fn plain(self, strength: u8) -> Odds {
        let mut c = [0u32; 3];
        let mut n = 0u32;
        let mut a = self.low_face();
        while a <= 6 {
            let mut b = self.low_face();
            while b <= 6 {
                c[self.result(a + b, strength) as usize] += 1;
                n += 1;
                b += 1;
            }
            a += 1;
        }
        Odds::of_counts(c, n)
    }

    /// Odds when the die `keep` is kept and the other rolled again.
    const fn one_die(self, keep: u8, strength: u8) -> Odds {
        let mut c = [0u32; 3];
        let mut n = 0u32;
        let mut b = self.low_face();
        while b <= 6 {
            c[self.result(keep + b, strength) as usize] += 1;
            n += 1;
            b += 1;
        }
        Odds::of_counts(c, n)
    }

    /// Odds of a whole combat, playing rerolls well (from [`ODDS`]).
    fn odds(self, strength: u8) -> Odds {
        let v = if self.thief {
            1
        } else if self.warrior {
            2
        } else if self.princess {
            3
        } else if self.swordsman {
            4
        } else {
            0
        };
        let k = (i32::from(strength) - i32::from(self.bonus) + 1).clamp(0, 15) as usize;
        ODDS[v][k]
    }

    /// Odds of a whole combat, playing rerolls well (computed).
    const fn compute(self, strength: u8) -> Odds {
        let plain = self.plain(strength);
        if !self.warrior && !self.princess {
            return plain;
        }
        let mut o = Odds::NONE;
        let mut n = 0.0;
        let mut a = self.low_face();
        while a <= 6 {
            let mut b = self.low_face();
            while b <= 6 {
                n += 1.0;
                let r = self.result(a + b, strength);
                let mut best = Odds::certain(r);
                if r < 2 {
                    if self.warrior && plain.ev() > best.ev() {
                        best = plain;
                    }
                    if self.princess {
                        // Reroll either die.
                        let alts = [self.one_die(a, strength), self.one_die(b, strength)];
                        let mut i = 0;
                        while i < alts.len() {
                            if alts[i].ev() > best.ev() {
                                best = alts[i];
                            }
                            i += 1;
                        }
                    }
                }
                o.win += best.win;
                o.tie += best.tie;
                o.loss += best.loss;
                b += 1;
            }
            a += 1;
        }
        Odds {
            win: o.win / n,
            tie: o.tie / n,
            loss: o.loss / n,
        }
    }
}

/// [`Karak::vp_half`] of an inventory: treasures 1 VP, the ruby 1.5 VP.
#[inline]
fn vp_half_of(inv: &[u8; 9]) -> u16 {
    2 * (u16::from(inv[Item::FallenTreasure.index()]) + u16::from(inv[Item::ChestTreasure.index()]))
        + 3 * u16::from(inv[Item::Ruby.index()])
}

/// Inventory value used for picking up and leaving items.
const fn item_value(item: Item, expert: bool) -> f32 {
    match item {
        Item::Daggers => 1.5,
        Item::Sword => 3.0,
        Item::Axe => 4.5,
        Item::MagicFlames => 1.4,
        Item::PortalOfHealing => 1.0,
        Item::Key => 1.2,
        Item::FallenTreasure | Item::ChestTreasure => {
            if expert {
                6.0
            } else {
                3.0
            }
        }
        Item::Ruby => 4.5,
    }
}

/// Which item the bot leaves first among `inv` of the over-full classes.
fn weakest_over(inv: &[u8; 9], expert: bool) -> Option<Item> {
    let mut best: Option<(f32, Item)> = None;
    for item in leavable_items(inv, expert) {
        let v = item_value(item, expert);
        if best.is_none_or(|(bv, _)| v < bv) {
            best = Some((v, item));
        }
    }
    best.map(|(_, i)| i)
}

/// Memo entries of [`settled_value`] (direct-mapped by a hash of the inventory).
const SETTLED_SLOTS: usize = 1024;

/// Total value of an inventory after leaving the weakest items until it fits.
fn settled_value(inv: [u8; 9], expert: bool) -> f32 {
    if !any_leavable(&inv, expert) {
        return raw_value(&inv, expert);
    }
    if expert {
        return settled_value_by_leaving(inv, expert);
    }
    // Normal game: a class's slots do not depend on the other classes, so leaving the weakest
    // item of the over-full classes one at a time ends with each class keeping its strongest
    // items (every class's items have distinct values): the same inventory, so the same sum.
    let mut kept = inv;
    let mut cut = |items: &[Item], slots: u8| {
        let held: u8 = items.iter().map(|i| inv[i.index()]).sum();
        let mut excess = held.saturating_sub(slots);
        // Weakest first.
        for i in items {
            let n = kept[i.index()].min(excess);
            kept[i.index()] -= n;
            excess -= n;
        }
    };
    cut(&[Item::Daggers, Item::Sword, Item::Axe], WEAPON_SLOTS);
    cut(&[Item::PortalOfHealing, Item::MagicFlames], SPELL_SLOTS);
    cut(&[Item::Key], KEY_SLOTS);
    debug_assert_eq!(
        raw_value(&kept, expert).to_bits(),
        settled_value_by_leaving(inv, expert).to_bits()
    );
    raw_value(&kept, expert)
}

/// [`settled_value`] by leaving the weakest leavable item until none is left.
fn settled_value_by_leaving(mut inv: [u8; 9], expert: bool) -> f32 {
    for _ in 0..64 {
        match weakest_over(&inv, expert) {
            Some(item) => inv[item.index()] -= 1,
            None => break,
        }
    }
    raw_value(&inv, expert)
}

/// Sum of the item values of an inventory (no slot limits).
fn raw_value(inv: &[u8; 9], expert: bool) -> f32 {
    // `item_value` of every item (index order), normal and expert, so that the sum below is
    // a table lookup per item (same terms in the same order as summing over `ITEMS`).
    const VALUES: [[f32; 9]; 2] = {
        let mut v = [[0.0; 9]; 2];
        let mut i = 0;
        while i < 9 {
            v[0][i] = item_value(ITEMS[i], false);
            v[1][i] = item_value(ITEMS[i], true);
            i += 1;
        }
        v
    };
    inv.iter()
        .zip(&VALUES[usize::from(expert)])
        .map(|(&n, &v)| f32::from(n) * v)
        .sum()
}

/// The greedy bot's view of one position.
struct Greedy<'a> {
    game: &'a Karak,
    /// The bot's tables, when it has them.
    memo: Option<&'a mut Memo>,
    seat: u8,
    hp: u8,
    inv: [u8; 9],
    expert: bool,
    fighter: Fighter,
    /// Bonus from flames and sacrifice when they are spent.
    extra: u8,
    /// [`settled_value`] of the inventory held, computed on first use ([`Greedy::base`]; NaN
    /// until then).
    base: f32,
}

impl<'a> Greedy<'a> {
    fn new(game: &'a Karak, memo: Option<&'a mut Memo>) -> Self {
        let seat = game.active();
        let hero = game.hero(seat);
        // `Karak::skilled`: a cursed hero has no skills.
        let cursed = game.core.curse == Some(seat);
        let skilled = |k| !cursed && hero.kind == k;
        let warlock = skilled(HeroKind::Warlock);
        let extra = hero.inv[Item::MagicFlames.index()] + u8::from(warlock && hero.hp >= 2);
        Greedy {
            game,
            memo,
            seat,
            hp: hero.hp,
            inv: hero.inv,
            expert: game.core.expert,
            fighter: Fighter {
                bonus: game.weapons_bonus(seat),
                thief: skilled(HeroKind::Thief),
                warrior: skilled(HeroKind::Warrior),
                princess: skilled(HeroKind::WarriorPrincess),
                swordsman: skilled(HeroKind::Swordsman),
            },
            extra,
            base: f32::NAN,
        }
    }

    /// [`settled_value`] of `inv`, from the bot's table when it has one.
    #[inline]
    fn settled(&mut self, inv: [u8; 9]) -> f32 {
        match self.memo.as_deref_mut() {
            Some(memo) => memo.settled_value(inv, self.expert),
            None => settled_value(inv, self.expert),
        }
    }

    /// [`settled_value`] of the inventory held (a pure function of it: computing it once, on
    /// first use, changes no value).
    fn base(&mut self) -> f32 {
        if self.base.is_nan() {
            self.base = self.settled(self.inv);
        }
        self.base
    }

    fn odds(&self, monster: Token) -> Odds {
        let f = Fighter {
            bonus: self.fighter.bonus + self.extra,
            ..self.fighter
        };
        f.odds(monster.strength().unwrap_or(0))
    }

    /// Value of picking up `item`.
    fn gain(&mut self, item: Item) -> f32 {
        let mut inv = self.inv;
        inv[item.index()] += 1;
        self.settled(inv) - self.base()
    }

    /// Value of picking up everything lying on tile `t`.
    fn floor_gain(&mut self, t: u8) -> f32 {
        let floor = self.game.core.board.floor_counts(t);
        let mut inv = self.inv;
        for i in 0..9 {
            inv[i] += floor[i];
        }
        self.settled(inv) - self.base()
    }

    fn vp(&self, seat: u8) -> u16 {
        self.game.vp_half(Seat(seat))
    }

    /// The most VP (half points) among the other heroes.
    fn best_other_vp(&self) -> u16 {
        let mut best = 0;
        for (s, h) in self.game.core.heroes.iter().enumerate() {
            if s as u8 != self.seat {
                let v = vp_half_of(&h.inv);
                debug_assert_eq!(v, self.vp(s as u8));
                best = best.max(v);
            }
        }
        best
    }

    /// Cost of losing one HP now.
    fn hp_cost(&self) -> f32 {
        match self.hp {
            0 | 1 => 4.0,
            2 => 2.5,
            3 => 1.5,
            _ => 1.0,
        }
    }

    /// Value of fighting `monster` (loot, HP at stake). The dragon: see [`Greedy::dragon_value`].
    fn fight_value(&mut self, monster: Token) -> f32 {
        if monster == Token::Dragon {
            return self.dragon_value();
        }
        let o = self.odds(monster);
        let loot = self.gain(monster.item()) + if monster == Token::Mummy { 0.3 } else { 0.0 };
        // Clearing a monster opens the way and a room.
        o.win * (loot + 0.8) - o.loss * self.hp_cost()
    }

    /// The dragon ends the game: worth a lot when the ruby makes this hero the leader.
    fn dragon_value(&self) -> f32 {
        let o = self.odds(Token::Dragon);
        let leader = vp_half_of(&self.inv) + 3 >= self.best_other_vp();
        let stakes = if leader { 40.0 } else { 4.0 };
        o.win * stakes - o.loss * self.hp_cost() * 0.5
    }

    /// The main decision.
    fn main(&mut self) -> Action {
        let game = self.game;
        let board = &game.core.board;
        let pos = game.hero(self.seat).pos;
        // `is_legal` of these two in the main decision (the game is not over): a chest on the
        // hero's tile and a key held; items lying on the hero's tile.
        let has_key = self.inv[Item::Key.index()] > 0;
        if has_key
            && board
                .tile(pos)
                .is_some_and(|t| t.token == Some(Token::Chest))
        {
            debug_assert!(game.is_legal(&Action::OpenChest));
            return Action::OpenChest;
        }
        debug_assert!(!game.is_legal(&Action::OpenChest));
        if board.has_floor_items(pos) {
            debug_assert!(game.is_legal(&Action::PickUp));
            let floor = board.floor_counts(pos);
            let mut inv = self.inv;
            for i in 0..9 {
                inv[i] += floor[i];
            }
            if self.settled(inv) > self.base() + 0.01 {
                return Action::PickUp;
            }
        }
        let on_fountain = board.tile(pos).is_some_and(|t| t.tile.is_fountain());
        let hurt = self.hp <= 2;
        if hurt && !on_fountain && self.inv[Item::PortalOfHealing.index()] > 0 {
            // The most recently discovered fountain: usually nearest to the unexplored part.
            let f = board.fountains().last().unwrap_or(0);
            let a = Action::Portal {
                target: Seat(self.seat),
                fountain: f,
            };
            if game.is_legal(&a) {
                return a;
            }
        }
        if game.turn.steps >= STEPS_PER_TURN {
            return Action::EndTurn;
        }
        let heal_value = if self.hp < MAX_HP {
            f32::from(MAX_HP - self.hp) * if hurt { 2.0 } else { 0.6 }
        } else {
            0.0
        };
        self.plan(pos, if on_fountain { heal_value } else { 0.0 }, heal_value)
    }

    /// Everything [`Greedy::fight_value`] depends on for a monster other than the dragon (the
    /// dragon's also depends on the most VP among the others: [`FightMemo::other_vp`]).
    fn fight_key(&self) -> u128 {
        let f = self.fighter;
        let flags = u8::from(f.thief)
            | u8::from(f.warrior) << 1
            | u8::from(f.princess) << 2
            | u8::from(f.swordsman) << 3
            | u8::from(self.expert) << 4;
        let mut key = [0u8; 16];
        key[..9].copy_from_slice(&self.inv);
        key[9] = self.hp;
        key[10] = f.bonus;
        key[11] = self.extra;
        key[12] = flags;
        key[13] = 1; // never equal to the empty memo's key
        u128::from_le_bytes(key)
    }

    /// The plan from `pos`: the next move of a remembered route when `pos` lies on it and the
    /// position is the one it was planned for (see [`RouteMemo`]: the fresh plan would give the
    /// same move), else [`Greedy::plan_fresh`].
    fn plan(&mut self, pos: u8, stay: f32, heal_value: f32) -> Action {
        let (game, seat) = (self.game, self.seat);
        let remembered = self
            .memo
            .as_deref()
            .and_then(|m| m.route.next_move(game, seat, pos));
        if let Some(m) = remembered {
            #[cfg(debug_assertions)]
            {
                let mut route = Route::EMPTY;
                let fresh = self.plan_fresh(pos, stay, heal_value, &mut route);
                debug_assert_eq!(fresh, m.action(), "route memo disagrees with a fresh plan");
            }
            return m.action();
        }
        let mut route = Route::EMPTY;
        let action = self.plan_fresh(pos, stay, heal_value, &mut route);
        if route.len >= 2 {
            if let Some(m) = self.memo.as_deref_mut() {
                m.route.store(game, seat, &route);
            }
        }
        action
    }

    /// [`Greedy::plan_with`] with the fight values of the last plan when they are for the same
    /// fighter (see [`FightMemo`]).
    fn plan_fresh(&mut self, pos: u8, stay: f32, heal_value: f32, route: &mut Route) -> Action {
        let key = self.fight_key();
        let mut odds_cache = [f32::NAN; 8];
        let slot = memo_slot(key);
        let memo = match self.memo.as_deref() {
            Some(m) => m.fights[slot],
            None => FightMemo::EMPTY,
        };
        // The dragon's value also depends on the others' VP (only looked at when it is out).
        let dragon = Token::Dragon.index();
        let other_vp = if self.game.core.board.tokens_on_tiles()[dragon] > 0 {
            self.best_other_vp()
        } else {
            u16::MAX
        };
        if memo.key == key {
            odds_cache[..dragon].copy_from_slice(&memo.values[..dragon]);
            if memo.other_vp == other_vp {
                odds_cache[dragon] = memo.values[dragon];
            }
        }
        let action = self.plan_with(pos, stay, heal_value, &mut odds_cache, route);
        if let Some(m) = self.memo.as_deref_mut() {
            m.fights[slot] = FightMemo {
                key,
                values: odds_cache,
                other_vp,
            };
        }
        action
    }

    /// Breadth-first search from `pos`; returns the first action toward the best target, or
    /// `EndTurn` when staying (value `stay`) is best. `odds_cache`: fight value per monster
    /// kind (NaN until computed). `route` receives the moves toward the chosen target (see
    /// [`Walk::route_to`]) when it may be remembered.
    ///
    /// Targets are ranked by [`Candidate::beats`]: score in fixed point (`value - STEP_COST ×
    /// distance`), then the nearer, then the smaller id: an order that does not depend on
    /// where the search starts, so that one step along the chosen route raises the chosen
    /// target's score by exactly one step cost and no other target's by more.
    fn plan_with(
        &mut self,
        pos: u8,
        stay: f32,
        heal_value: f32,
        odds_cache: &mut [f32; 8],
        route: &mut Route,
    ) -> Action {
        let game = self.game;
        let board = &game.core.board;
        let tiles = board.tiles.as_slice();
        let astral = game.skilled(self.seat, HeroKind::Wizard);
        let sealed = !board.has_open_exit();
        let stack_left = game.stack_left();
        let has_key = self.inv[Item::Key.index()] > 0;
        let stay_score = fixed(stay);
        let mut best = Candidate::stay(stay_score);
        // Upper bound on any target's value: the search stops once no farther target can
        // beat the best one found. Values are never NaN, so plain comparisons stand in for
        // `f32::max`.
        let mut bound = heal_value.max(if stack_left { EXPLORE_VALUE } else { 0.0 });
        let counts = board.tokens_on_tiles();
        // The monsters (every token but the chest, the last one), then the chest.
        const CHEST: usize = TOKENS.len() - 1;
        const _: () = assert!(matches!(TOKENS[CHEST], Token::Chest));
        for (k, (&n, value)) in counts.iter().zip(odds_cache.iter_mut()).enumerate() {
            if n == 0 {
                continue;
            }
            if value.is_nan() {
                *value = self.fight_value(TOKENS[k]);
            }
            if *value > bound {
                bound = *value;
            }
        }
        if has_key && counts[CHEST] > 0 && 3.5 > bound {
            bound = 3.5;
        }
        // Floor items: the exact value of picking them up (`floor_gain`) is computed only for
        // the tiles the search reaches. For the bound, an upper bound of it: the settled value
        // of inventory + items is at most their raw value, so the gain is at most
        // `raw(inv) - base + value of the items`, plus a margin for rounding.
        let mut floor_value = [0f32; TILE_COUNT];
        let mut floor_max = 0f32;
        let mut floor_tiles = TileSet::EMPTY;
        for &(t, item) in board.floor.iter() {
            if let Some(sum) = floor_value.get_mut(t as usize) {
                *sum += item_value(item, self.expert);
                floor_tiles.insert(t);
                if *sum > floor_max {
                    floor_max = *sum;
                }
            }
        }
        if floor_max > 0.0 {
            let g = raw_value(&self.inv, self.expert) - self.base() + floor_max + 0.5;
            if g > bound {
                bound = g;
            }
        }
        // `fixed` is monotonic: no target's fixed-point value exceeds it.
        let bound = fixed(bound);
        let explore_score = fixed(EXPLORE_VALUE);
        // Tiles that may be targets: a token, a fountain or floor items (any other tile would
        // score -inf and holds no monster). Item values are positive, so a tile with floor
        // items has a positive `floor_value`.
        let targets = board.notable_tiles() | floor_tiles;
        // Monsters stop the hero: their tiles are reached but not crossed.
        let monsters = board.monster_tiles();
        // Sides to explore through: none once the stack is empty; any wall when sealed, else
        // the tile's exits.
        let (explore_on, any_wall) = match (stack_left, sealed) {
            (false, _) => (0u8, 0u8),
            (true, true) => (0b1111, 0b1111),
            (true, false) => (0b1111, 0),
        };
        // Teleporting needs two gates or more.
        let gate_set = match board.gates() {
            g if g.len() >= 2 => g,
            _ => TileSet::EMPTY,
        };
        // The exploration from tile `t` at distance `d` (the first side: every side scores the
        // same, so only the smallest id can be the best).
        let explore_from = |t: u8, tile: &PlacedTile, d: u8| {
            let explore = board.side_masks(t).empty & (tile.exits | any_wall) & explore_on;
            (explore != 0).then(|| {
                let side = explore.trailing_zeros() as u8 & 3;
                let d_next = d + 1;
                Candidate {
                    score: explore_score - STEP * i32::from(d_next),
                    dist: d_next,
                    id: u16::from(t) * 8 + u16::from(side),
                    tile: t,
                    side,
                }
            })
        };
        // A breadth-first search by layers of tile sets: `layers[d]` holds the tiles at
        // distance `d`. Targets are ranked without their first move (`beats` does not look at
        // it); the first move toward the chosen one is traced back afterwards
        // ([`Walk::route_to`]).
        let mut layers = [TileSet::EMPTY; LAYERS];
        let mut visited = TileSet::single(pos);
        layers[0] = visited;
        // The start (distance 0; not a target): unless staying already beats every target,
        // its moves are the first moves.
        let start_stops = best.score > 0 && bound < best.score;
        let mut layer = TileSet::EMPTY;
        if let Some(tile) = tiles.get(pos as usize).filter(|_| !start_stops) {
            layer = board.steps(pos, astral);
            if gate_set.contains(pos) {
                layer |= gate_set;
            }
            layer = layer.minus(visited);
            visited |= layer;
            if let Some(c) = explore_from(pos, tile, 0) {
                if c.beats(&best) {
                    best = c;
                }
            }
        }
        let mut d = 1u8;
        while !layer.is_empty() && (d as usize) < LAYERS {
            layers[d as usize] = layer;
            // Every target still to come is at distance `d` or more and scores at most
            // `bound - STEP × d`: below the best score, or equal and farther, it loses.
            let reach = bound - STEP * i32::from(d);
            if best.score > 0 && (reach < best.score || (reach == best.score && d > best.dist)) {
                break;
            }
            // The targets at this distance (their order does not matter: `beats` is a total
            // order).
            for t in layer & targets {
                let Some(tile) = tiles.get(t as usize) else {
                    continue;
                };
                let mut v = f32::NEG_INFINITY;
                match tile.token {
                    Some(Token::Chest) if has_key => v = 3.5,
                    Some(m) if m.is_monster() => {
                        let k = m.index();
                        if odds_cache[k].is_nan() {
                            odds_cache[k] = self.fight_value(m);
                        }
                        v = odds_cache[k];
                    }
                    _ => {}
                }
                if tile.tile.is_fountain() && heal_value > v {
                    v = heal_value;
                }
                if floor_value[t as usize] > 0.0 {
                    let g = self.floor_gain(t);
                    if g > 0.01 && g > v {
                        v = g;
                    }
                }
                if v > f32::NEG_INFINITY {
                    let c = Candidate {
                        score: fixed(v) - STEP * i32::from(d),
                        dist: d,
                        id: u16::from(t) * 8 + 4,
                        tile: t,
                        side: Candidate::TILE,
                    };
                    if c.beats(&best) {
                        best = c;
                    }
                }
            }
            // Monsters stop the hero: their tiles are reached but not crossed.
            let crossed = layer.minus(monsters);
            // Explorations from this distance: they all score the same, so only the smallest
            // id (the smallest tile that has one) can be the best.
            if explore_on != 0 {
                for t in crossed {
                    let Some(tile) = tiles.get(t as usize) else {
                        continue;
                    };
                    if let Some(c) = explore_from(t, tile, d) {
                        if c.beats(&best) {
                            best = c;
                        }
                        break;
                    }
                }
            }
            // Nothing at the next distance can win either: stop before expanding this layer.
            let reach = reach - STEP;
            if best.score > 0 && (reach < best.score || (reach == best.score && d + 1 > best.dist))
            {
                break;
            }
            let mut next = if (crossed & gate_set).is_empty() {
                TileSet::EMPTY
            } else {
                gate_set
            };
            for t in crossed {
                next |= board.steps(t, astral);
            }
            layer = next.minus(visited);
            visited |= layer;
            d += 1;
        }
        let walk = Walk {
            board,
            layers: &layers,
            astral,
            gate_set,
            monsters,
        };
        let mut scratch = Route::EMPTY;
        if best.side == Candidate::STAY && stay_score <= 0 {
            // Nothing worth doing (monsters block every way on, or only the dragon is left):
            // fight the reachable monster with the best odds anyway (ties: the smaller tile).
            // The search ran to its end here (it only stops early once something scores
            // above 0).
            let mut pick: Option<(f32, u8, u8)> = None;
            for i in (monsters & visited).minus(TileSet::single(pos)) {
                let Some(m) = tiles.get(i as usize).and_then(|t| t.token) else {
                    continue;
                };
                let Some(dist) = layers.iter().position(|l| l.contains(i)) else {
                    continue;
                };
                let p = self.odds(m).win - 0.001 * dist as f32;
                if pick.is_none_or(|(bp, _, _)| p > bp) {
                    pick = Some((p, i, dist as u8));
                }
            }
            if let Some((_, i, dist)) = pick {
                walk.route_to(pos, i, dist, Candidate::TILE, &mut scratch);
                return scratch.first().action();
            }
        }
        if best.side == Candidate::STAY {
            return Action::EndTurn;
        }
        let d_target = if best.side == Candidate::TILE {
            best.dist
        } else {
            best.dist - 1
        };
        // The route is remembered, but not from a monster's tile (see `RouteMemo`).
        let out = if monsters.contains(pos) {
            &mut scratch
        } else {
            route
        };
        walk.route_to(pos, best.tile, d_target, best.side, out);
        out.first().action()
    }

    fn fight_or_sneak(&mut self) -> Action {
        let pos = self.game.hero(self.seat).pos;
        let monster = self.game.core.board.tile(pos).and_then(|t| t.token);
        match monster {
            Some(m) if self.fight_value(m) > 0.0 => Action::Fight,
            _ => Action::Sneak,
        }
    }

    /// Oracle: keep the dragon (it must reach the board), else the better token.
    fn token(&mut self, options: [Token; 2]) -> Action {
        let mut value = |t: Token| match t {
            Token::Dragon => f32::INFINITY,
            Token::Chest => {
                if self.inv[Item::Key.index()] > 0 {
                    3.5
                } else {
                    1.5
                }
            }
            m => self.fight_value(m),
        };
        let [a, b] = options;
        Action::ChooseToken(if value(b) > value(a) { b } else { a })
    }

    /// The running combat's result with `extra` added: 0 loss, 1 tie, 2 win.
    fn current(&self, extra: u8) -> Option<(u8, u8)> {
        let c = self.game.turn.combat?;
        let (_, _, _, total) = self.game.combat_total(&c);
        let strength = c.monster.strength().unwrap_or(0);
        let f = Fighter {
            bonus: total - c.dice[0] - c.dice[1] + extra,
            ..self.fighter
        };
        Some((f.result(c.dice[0] + c.dice[1], strength), strength))
    }

    fn spend_limit(&self) -> (u8, bool) {
        let dragon = self
            .game
            .turn
            .combat
            .is_some_and(|c| c.monster == Token::Dragon);
        let flames = self.game.flames_left();
        let sac = self.game.can_sacrifice() && (self.hp >= 2 || dragon);
        (flames, sac)
    }

    fn reroll(&self, legal: &[Action]) -> Action {
        let Some(c) = self.game.turn.combat else {
            return Action::KeepRoll;
        };
        let (flames, sac) = self.spend_limit();
        let extra = flames + u8::from(sac);
        let Some((r, strength)) = self.current(extra) else {
            return Action::KeepRoll;
        };
        if r == 2 {
            return Action::KeepRoll;
        }
        let (_, _, _, total) = self.game.combat_total(&c);
        let f = Fighter {
            bonus: total - c.dice[0] - c.dice[1] + extra,
            ..self.fighter
        };
        let keep_ev = if r == 1 { 0.0 } else { -1.0 };
        let mut best = (keep_ev, Action::KeepRoll);
        for a in legal.iter() {
            let ev = match *a {
                Action::Reroll => f.plain(strength).ev(),
                Action::RerollDie(i) => {
                    let keep = c.dice[1 - (i as usize).min(1)];
                    f.one_die(keep, strength).ev()
                }
                _ => continue,
            };
            if ev > best.0 {
                best = (ev, *a);
            }
        }
        best.1
    }

    fn spells(&self, legal: &[Action]) -> Action {
        let (flames, sac) = self.spend_limit();
        let wizard = self.game.skilled(self.seat, HeroKind::Wizard);
        let Some((now, _)) = self.current(0) else {
            return Action::Resolve;
        };
        if now == 2 {
            return Action::Resolve;
        }
        let (can_win, _) = self.current(flames + u8::from(sac)).unwrap_or((0, 0));
        if can_win == 2 {
            if flames > 0 && legal.contains(&Action::UseFlames) {
                return Action::UseFlames;
            }
            if sac && legal.contains(&Action::Sacrifice) {
                return Action::Sacrifice;
            }
        }
        // Free Wizard flames turn a defeat into a tie at least.
        if wizard && now == 0 && flames > 0 && legal.contains(&Action::UseFlames) {
            return Action::UseFlames;
        }
        Action::Resolve
    }

    fn leave(&self, legal: &[Action]) -> Option<Action> {
        weakest_over(&self.inv, self.expert)
            .map(Action::Leave)
            .filter(|a| legal.contains(a))
            .or_else(|| legal.first().copied())
    }

    /// Curse the leader among the others (most VP, then strongest weapons).
    fn curse(&self, legal: &[Action]) -> Action {
        let game = self.game;
        let mut leader: Option<(u16, u8, u8)> = None;
        for s in 0..game.core.players {
            if s == self.seat {
                continue;
            }
            let key = (self.vp(s), game.weapons_bonus(s), s);
            if leader.is_none_or(|l| (key.0, key.1) > (l.0, l.1)) {
                leader = Some(key);
            }
        }
        match leader {
            Some((_, _, s)) if game.core.curse == Some(s) => Action::KeepCurse,
            Some((_, _, s)) => Action::Curse(Seat(s)),
            None => legal.first().copied().unwrap_or(Action::KeepCurse),
        }
    }
}

/// Rotation with the most exits toward empty cells, then the most connections.
fn rotation<R: RngCore + ?Sized>(
    game: &Karak,
    from: u8,
    dir: Dir,
    tile: TileType,
    legal: &[Action],
    rng: &mut R,
) -> Option<Action> {
    let board = &game.core.board;
    let at = board.tile(from)?.at.step(dir)?;
    // What an exit on each side is worth (the same for every rotation): an empty cell 2,
    // a tile with an exit back 1, the side the hero comes from nothing.
    let mut worth = [0i32; 4];
    for (w, d) in worth.iter_mut().zip(DIRS) {
        if d == dir.opposite() {
            continue;
        }
        *w = match at.step(d).map(|c| board.index_at(c)) {
            Some(None) => 2,
            Some(Some(j)) if board.tile(j).is_some_and(|t| t.has_exit(d.opposite())) => 1,
            _ => 0,
        };
    }
    let mut best: FixedBest = FixedBest::default();
    for a in legal.iter() {
        let Action::Rotate(r) = *a else { continue };
        let m = rotated_exits(tile.shape, r);
        let mut score = 0i32;
        for (w, d) in worth.iter().zip(DIRS) {
            if m & d.bit() != 0 {
                score += w;
            }
        }
        best.offer(score, *a);
    }
    best.pick(rng)
}

/// Fight values of the monsters (index order, the dragon's included) for the fighter of `key`
/// ([`Greedy::fight_key`]), NaN where not computed. The planner runs several times per turn for
/// the same hero, HP and inventory; the values are a pure function of the key, so reusing them
/// changes no choice.
#[derive(Clone, Copy)]
struct FightMemo {
    key: u128,
    values: [f32; 8],
    /// [`Greedy::best_other_vp`] for the dragon's value (`u16::MAX` when not computed for it).
    other_vp: u16,
}

impl FightMemo {
    /// An empty entry (no key is 0).
    const EMPTY: FightMemo = FightMemo {
        key: 0,
        values: [f32::NAN; 8],
        other_vp: u16::MAX,
    };
}

/// Memo entries (direct-mapped by a hash of the key): the players' turns, and successive games
/// played by the same bot, do not evict each other's values.
const MEMO_SLOTS: usize = 4096;

/// The memo entry of `key`.
#[inline]
fn memo_slot(key: u128) -> usize {
    let folded = (key as u64) ^ ((key >> 64) as u64).rotate_left(29);
    (folded.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 52) as usize % MEMO_SLOTS
}

/// A target the planner may choose: a tile (`side` [`Candidate::TILE`]), an exploration from a
/// tile through `side`, or staying ([`Candidate::STAY`], distance 0).
#[derive(Clone, Copy, Debug)]
struct Candidate {
    /// `value - STEP × dist`, fixed point.
    score: i32,
    dist: u8,
    /// `8 × tile + side` (a tile: side 4): ties between equally scored targets as far away
    /// go to the smaller id.
    id: u16,
    tile: u8,
    side: u8,
}

impl Candidate {
    const TILE: u8 = 4;
    const STAY: u8 = 0xFF;

    fn stay(score: i32) -> Self {
        Candidate {
            score,
            dist: 0,
            id: 0,
            tile: 0,
            side: Self::STAY,
        }
    }

    /// Higher score, then nearer, then smaller id: an order that does not depend on where the
    /// search starts.
    #[inline]
    fn beats(&self, other: &Candidate) -> bool {
        self.score > other.score
            || (self.score == other.score
                && (self.dist < other.dist || (self.dist == other.dist && self.id < other.id)))
    }
}

/// Distances the planner's search tracks: 0 to 80, more than any route on 80 tiles.
const LAYERS: usize = TILE_COUNT + 1;

/// Most moves of a remembered route (a turn has 4 steps).
const ROUTE_LEN: usize = 8;

/// The canonical route toward a target: `moves[i]` leads from `nodes[i]` to the next node.
#[derive(Clone, Copy, Debug)]
struct Route {
    nodes: [u8; ROUTE_LEN],
    moves: [FirstMove; ROUTE_LEN],
    len: usize,
}

impl Route {
    const EMPTY: Route = Route {
        nodes: [0; ROUTE_LEN],
        moves: [FirstMove::STAY; ROUTE_LEN],
        len: 0,
    };

    /// The first move (staying when empty).
    fn first(&self) -> FirstMove {
        if self.len > 0 {
            self.moves[0]
        } else {
            FirstMove::STAY
        }
    }

    fn push(&mut self, node: u8, m: FirstMove) -> bool {
        if self.len >= ROUTE_LEN {
            return false;
        }
        self.nodes[self.len] = node;
        self.moves[self.len] = m;
        self.len += 1;
        true
    }
}

/// What [`Walk::route_to`] needs from a finished search.
struct Walk<'a> {
    board: &'a super::board::Board,
    /// The search's tiles by distance (complete up to the target's).
    layers: &'a [TileSet; LAYERS],
    astral: bool,
    /// The gates when teleporting is possible (two or more), else the empty set.
    gate_set: TileSet,
    /// Tiles with a monster (entered, not crossed).
    monsters: TileSet,
}

impl Walk<'_> {
    /// The route from `start` to `target` at distance `d_target` (then the exploration through
    /// `side`, when it is one): at each tile, the first move (in the search's order: steps in
    /// `DIRS` order, then teleports in gate order) onto a shortest path to the target. This is
    /// the first move a search started from that tile gives the target (the earliest first
    /// move of any shortest path to it), so the whole route is what successive searches would
    /// walk. Needs the search's layers up to `d_target`.
    fn route_to(&self, start: u8, target: u8, d_target: u8, side: u8, out: &mut Route) {
        out.len = 0;
        if target >= 128 || d_target as usize >= LAYERS {
            return;
        }
        debug_assert!(self.layers[d_target as usize].contains(target));
        // A route may pass through the start and tiles without a monster.
        let blocked = self.monsters.minus(TileSet::single(start));
        // Tiles on a shortest path from `start` to `target`, layer by layer back from it;
        // moves are symmetric, so the tiles reaching a set are those it reaches.
        let mut on = TileSet::single(target);
        let mut layer = on;
        for j in (1..=d_target).rev() {
            let mut near = if (layer & self.gate_set).is_empty() {
                TileSet::EMPTY
            } else {
                self.gate_set
            };
            for v in layer {
                near |= self.board.steps(v, self.astral);
            }
            layer = (near & self.layers[j as usize - 1]).minus(blocked);
            on |= layer;
        }
        let mut u = start;
        let mut i = 0usize;
        while u != target && i + 1 < LAYERS {
            let next_on = self.layers[i + 1] & on;
            let sides = self.board.side_masks(u);
            let adjacent = self.board.adjacent(u);
            let mut walk = if self.astral { sides.near } else { sides.links };
            let mut next = None;
            while walk != 0 {
                let d = walk.trailing_zeros() as usize & 3;
                walk &= walk - 1;
                if next_on.contains(adjacent[d]) {
                    next = Some((adjacent[d], FirstMove(d as u8)));
                    break;
                }
            }
            if next.is_none() && self.gate_set.contains(u) {
                let gates = (next_on & self.gate_set).minus(TileSet::single(u));
                if let Some(g) = gates.first() {
                    next = Some((g, FirstMove::teleport(g)));
                }
            }
            let Some((v, m)) = next else {
                debug_assert!(false, "no route to the planner's target");
                out.len = 0;
                return;
            };
            if !out.push(u, m) {
                return;
            }
            u = v;
            i += 1;
        }
        if side < 4 {
            out.push(u, FirstMove(side));
        }
    }
}

/// The route of the last plan, with everything the plan depended on (the board, the heroes'
/// HP and items, the curse, the stack). For the same position, a plan from any tile of the
/// route gives the route's next move: one step along the route leaves every target's distance
/// at least one smaller, and the chosen one's exactly one smaller, so no other target's score
/// rises more than the chosen one's, and the order between targets does not depend on the
/// start ([`Candidate::beats`]). So remembering it changes no choice (debug builds check).
/// Not for the fallback fight (its choice is not ranked by score) nor from a monster's tile.
#[derive(Clone)]
struct RouteMemo {
    valid: bool,
    seat: u8,
    players: u8,
    expert: bool,
    stack_left: bool,
    curse: Option<u8>,
    open_exits: u16,
    heroes: [(u8, u8, [u8; 9]); MAX_PLAYERS],
    /// The board's tiles ([`Board::tile_words`](super::board::Board::tile_words)), compared
    /// whole: the bot may go from one game to another, and nothing short of the tiles
    /// themselves tells two boards apart.
    tile_words: [u64; TILE_COUNT],
    /// How many of `tile_words` are the board's.
    tile_count: usize,
    floor: crate::FixedVec<(u8, Item), TOKEN_COUNT>,
    route: Route,
}

impl RouteMemo {
    fn empty() -> Self {
        RouteMemo {
            valid: false,
            seat: 0,
            players: 0,
            expert: false,
            stack_left: false,
            curse: None,
            open_exits: 0,
            heroes: [(0, 0, [0; 9]); MAX_PLAYERS],
            tile_words: [0; TILE_COUNT],
            tile_count: 0,
            floor: crate::FixedVec::new(),
            route: Route::EMPTY,
        }
    }

    /// Kind, HP and items of every hero (positions do not matter to a plan).
    fn heroes(game: &Karak) -> [(u8, u8, [u8; 9]); MAX_PLAYERS] {
        let mut out = [(0, 0, [0; 9]); MAX_PLAYERS];
        for (o, h) in out.iter_mut().zip(game.core.heroes.iter()) {
            *o = (h.kind as u8, h.hp, h.inv);
        }
        out
    }

    /// Whether the heroes' kinds, HP and items are those of [`RouteMemo::heroes`].
    #[inline]
    fn same_heroes(&self, game: &Karak) -> bool {
        let heroes = game.core.heroes.as_slice();
        heroes.len() <= MAX_PLAYERS
            && heroes
                .iter()
                .zip(&self.heroes)
                .all(|(h, o)| o.0 == h.kind as u8 && o.1 == h.hp && o.2 == h.inv)
    }

    fn store(&mut self, game: &Karak, seat: u8, route: &Route) {
        let core = &game.core;
        self.valid = true;
        self.seat = seat;
        self.players = core.players;
        self.expert = core.expert;
        self.stack_left = game.stack_left();
        self.curse = core.curse;
        self.open_exits = core.board.open_exits;
        self.heroes = Self::heroes(game);
        let words = core.board.tile_words();
        self.tile_words[..words.len()].copy_from_slice(words);
        self.tile_count = words.len();
        self.floor = core.board.floor;
        self.route = *route;
    }

    /// The remembered move from `pos` when it lies on the route and nothing the plan depends
    /// on changed.
    fn next_move(&self, game: &Karak, seat: u8, pos: u8) -> Option<FirstMove> {
        if !self.valid || self.seat != seat {
            return None;
        }
        let r = &self.route;
        let i = r.nodes[..r.len.min(ROUTE_LEN)]
            .iter()
            .position(|&n| n == pos)?;
        let core = &game.core;
        let same = self.players == core.players
            && self.expert == core.expert
            && self.curse == core.curse
            && self.open_exits == core.board.open_exits
            && self.stack_left == game.stack_left()
            && self.same_heroes(game)
            && self.floor.as_slice() == core.board.floor.as_slice()
            // The tiles last: the dearest comparison, and a miss is seldom decided by them alone.
            && self.tile_words[..self.tile_count.min(TILE_COUNT)] == *core.board.tile_words();
        same.then_some(r.moves[i])
    }
}

/// The planner's first move toward a tile: a step (direction 0..=3), a teleport
/// (`0x80 | gate`) or staying (`EndTurn`). One byte, so a remembered route stays small.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct FirstMove(u8);

impl FirstMove {
    const STAY: FirstMove = FirstMove(0xFF);
    const GATE: u8 = 0x80;

    fn teleport(gate: u8) -> Self {
        debug_assert!(gate < Self::GATE);
        FirstMove(Self::GATE | gate)
    }

    fn action(self) -> Action {
        match self.0 {
            0xFF => Action::EndTurn,
            d @ 0..=3 => Action::Step(DIRS[d as usize]),
            g => Action::Teleport(g & !Self::GATE),
        }
    }
}

/// Best-scoring actions with ties kept (at most 4, for rotations).
#[derive(Default)]
struct FixedBest {
    score: i32,
    items: [Action; 4],
    len: usize,
}

impl FixedBest {
    fn offer(&mut self, score: i32, a: Action) {
        if self.len == 0 || score > self.score {
            self.score = score;
            self.items[0] = a;
            self.len = 1;
        } else if score == self.score && self.len < self.items.len() {
            self.items[self.len] = a;
            self.len += 1;
        }
    }
    fn pick<R: RngCore + ?Sized>(&self, rng: &mut R) -> Option<Action> {
        if self.len == 0 {
            return None;
        }
        Some(self.items[uniform(rng, self.len as u32) as usize])
    }
}
