//! Setup: options for a new game (start tile, heroes, starting player by dice) and raw positions
//! for scenarios (validated into a game, with forced chance).

use super::board::{rotated_exits, Board, Coord, PlacedTile};
use super::data::{
    HeroKind, Item, TileKind, TileType, Token, MAX_HP, MAX_PLAYERS, MIN_PLAYERS, STEPS_PER_TURN,
    TILE_TYPES, TOKENS,
};
use super::events::{Event, RollReason};
use super::turn::Turn;
use super::{Core, Forced, Hero, Karak};
use crate::{FixedVec, Seat, SetupError};
use rand_chacha::ChaCha8Rng;
use rand_core::SeedableRng;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// Options of a new game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct KarakOptions {
    /// One hero per seat, in clockwise seat order (2–5, each hero at most once).
    pub heroes: Vec<HeroKind>,
    /// Expert variant: treasures take inventory slots; six treasures win at once.
    #[serde(default)]
    pub expert: bool,
}

/// The table's choices apart from the heroes ([`crate::Game::Variant`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct KarakVariant {
    /// Expert variant: treasures take inventory slots; six treasures win at once.
    #[serde(default)]
    pub expert: bool,
}

impl KarakOptions {
    /// Standard rules with these heroes.
    pub fn new(heroes: Vec<HeroKind>) -> Self {
        KarakOptions {
            heroes,
            expert: false,
        }
    }
}

fn err<T>(msg: impl Into<String>) -> Result<T, SetupError> {
    Err(SetupError(msg.into()))
}

fn check_heroes(heroes: &[HeroKind]) -> Result<(), SetupError> {
    if heroes.len() < MIN_PLAYERS || heroes.len() > MAX_PLAYERS {
        return err(format!(
            "{} heroes; Karak is for 2 to 5 players",
            heroes.len()
        ));
    }
    for (i, h) in heroes.iter().enumerate() {
        if heroes[..i].contains(h) {
            return err(format!("{h:?} chosen twice; each hero once"));
        }
    }
    Ok(())
}

fn start_tile() -> PlacedTile {
    let tile = TILE_TYPES[0].0;
    PlacedTile {
        at: Coord { x: 0, y: 0 },
        tile,
        rotation: 0,
        exits: rotated_exits(tile.shape, 0),
        token: None,
    }
}

impl Karak {
    /// Like [`crate::Game::new`], also returning the setup events (the starting-player rolls).
    ///
    /// # Errors
    /// [`SetupError`] for fewer than 2 or more than 5 heroes, or a hero chosen twice.
    ///
    /// # Examples
    /// ```
    /// use rules::karak::{Karak, KarakOptions, HeroKind, Event};
    /// let (game, events) =
    ///     Karak::new_with_events(&KarakOptions::new(vec![HeroKind::Thief, HeroKind::Oracle]), 9)
    ///         .unwrap();
    /// assert!(events.iter().any(|e| matches!(e, Event::StartingPlayer { .. })));
    /// assert!(Karak::new_with_events(&KarakOptions::new(vec![HeroKind::Thief]), 9).is_err());
    /// ```
    pub fn new_with_events(
        options: &KarakOptions,
        seed: u64,
    ) -> Result<(Karak, Vec<Event>), SetupError> {
        check_heroes(&options.heroes)?;
        let mut core = Core {
            players: options.heroes.len() as u8,
            expert: options.expert,
            ..Core::default()
        };
        core.board.place(start_tile());
        for (i, (_, n)) in TILE_TYPES.iter().enumerate() {
            core.stack[i] = *n;
        }
        core.stack[0] = 0;
        for t in TOKENS {
            core.bag[t.index()] = t.count();
        }
        for &kind in &options.heroes {
            core.heroes.push(Hero {
                kind,
                pos: 0,
                hp: MAX_HP,
                inv: [0; 9],
            });
        }
        let mut game = Karak {
            core,
            turn: Turn::default(),
            forced: Forced::default(),
            rng: ChaCha8Rng::seed_from_u64(seed),
        };
        let mut ev = Vec::new();
        let first = game.roll_for_start(&mut ev);
        game.start_turn(first, &mut ev);
        Ok((game, ev))
    }

    /// Every contender rolls two dice; the highest sum starts; ties roll again.
    fn roll_for_start(&mut self, ev: &mut Vec<Event>) -> u8 {
        let mut contenders: FixedVec<u8, MAX_PLAYERS> = FixedVec::new();
        for s in 0..self.core.players {
            contenders.push(s);
        }
        for _ in 0..1000 {
            let mut best = 0;
            let mut sums: FixedVec<(u8, u8), MAX_PLAYERS> = FixedVec::new();
            for &s in contenders.iter() {
                let dice = [self.roll_die(), self.roll_die()];
                ev.push(Event::DiceRolled {
                    seat: Seat(s),
                    dice,
                    reason: RollReason::StartingPlayer,
                });
                let sum = dice[0] + dice[1];
                best = best.max(sum);
                sums.push((s, sum));
            }
            contenders.clear();
            for &(s, sum) in sums.iter() {
                if sum == best {
                    contenders.push(s);
                }
            }
            if contenders.len() == 1 {
                break;
            }
        }
        let first = contenders.get(0).copied().unwrap_or(0);
        ev.push(Event::StartingPlayer { seat: Seat(first) });
        first
    }

    /// Validates a raw position and turns it into a game. Chance comes first from the forced
    /// queues, then from the RNG seeded with `seed`.
    ///
    /// # Errors
    /// [`SetupError`] saying what is wrong (e.g. more tokens of a kind than the box holds, a hero
    /// off the board, an inventory over its limits).
    ///
    /// # Examples
    /// ```
    /// use rules::karak::{Karak, RawSetup, RawHero, HeroKind};
    /// let raw: RawSetup = RawSetup {
    ///     heroes: vec![RawHero::new(HeroKind::Warrior), RawHero::new(HeroKind::Wizard)],
    ///     forced_dice: vec![6, 6],
    ///     ..RawSetup::default()
    /// };
    /// let game = Karak::from_setup(&raw, 1).unwrap();
    /// assert_eq!(game.players(), 2);
    /// ```
    pub fn from_setup(raw: &RawSetup, seed: u64) -> Result<Karak, SetupError> {
        let kinds: Vec<HeroKind> = raw.heroes.iter().map(|h| h.hero).collect();
        check_heroes(&kinds)?;
        let mut board = Board::default();
        let tiles: Vec<RawTile> = if raw.tiles.is_empty() {
            vec![RawTile {
                at: Coord::default(),
                tile: TILE_TYPES[0].0,
                rotation: 0,
                token: None,
                items: vec![],
            }]
        } else {
            raw.tiles.clone()
        };
        let mut used_tiles = [0u8; 11];
        let mut used_tokens = [0u8; 9];
        let mut floor = Vec::new();
        for (i, t) in tiles.iter().enumerate() {
            let Some(ti) = t.tile.index() else {
                return err(format!("tile {i}: {:?} is not a tile of the box", t.tile));
            };
            used_tiles[ti] = used_tiles[ti].saturating_add(1);
            if t.rotation > 3 {
                return err(format!("tile {i}: rotation {} (0..=3)", t.rotation));
            }
            if board.index_at(t.at).is_some() {
                return err(format!("tile {i}: two tiles at {:?}", t.at));
            }
            if let Some(tok) = t.token {
                if t.tile.kind != TileKind::Room {
                    return err(format!("tile {i}: tokens lie only in rooms"));
                }
                used_tokens[tok.index()] = used_tokens[tok.index()].saturating_add(1);
            }
            for item in &t.items {
                used_tokens[item.index()] = used_tokens[item.index()].saturating_add(1);
                floor.push((i as u8, *item));
            }
            let placed = board.place(PlacedTile {
                at: t.at,
                tile: t.tile,
                rotation: t.rotation,
                exits: rotated_exits(t.tile.shape, t.rotation),
                token: t.token,
            });
            if placed.is_none() {
                return err(format!("tile {i}: more tiles than the box holds"));
            }
        }
        for (i, (tt, n)) in TILE_TYPES.iter().enumerate() {
            if used_tiles[i] > *n {
                return err(format!("{} tiles {tt:?}; the box has {n}", used_tiles[i]));
            }
        }
        for (ti, item) in floor {
            if !board.floor.push((ti, item)) {
                return err("too many items on the floor");
            }
        }
        board.recount_open_exits();
        let mut core = Core {
            players: raw.heroes.len() as u8,
            expert: raw.expert,
            board,
            curse: raw.curse,
            ..Core::default()
        };
        for (i, h) in raw.heroes.iter().enumerate() {
            let Some(pos) = core.board.index_at(h.at) else {
                return err(format!(
                    "hero {i} ({:?}) at {:?}: no tile there",
                    h.hero, h.at
                ));
            };
            if h.hp > MAX_HP {
                return err(format!("hero {i}: {} HP (0..=5)", h.hp));
            }
            let mut inv = [0u8; 9];
            for item in h.items.iter().chain(h.treasures.iter()) {
                inv[item.index()] = inv[item.index()].saturating_add(1);
                used_tokens[item.index()] = used_tokens[item.index()].saturating_add(1);
            }
            core.heroes.push(Hero {
                kind: h.hero,
                pos,
                hp: h.hp,
                inv,
            });
            if core.over_capacity_inv(&inv) {
                return err(format!(
                    "hero {i}: inventory over its limits (2 weapons, 3 spells, 1 key{})",
                    if raw.expert {
                        ", 6 slots with treasures"
                    } else {
                        ""
                    }
                ));
            }
        }
        for (i, (_, n)) in TILE_TYPES.iter().enumerate() {
            core.stack[i] = n - used_tiles[i];
        }
        for tok in TOKENS {
            let i = tok.index();
            if used_tokens[i] > tok.count() {
                return err(format!(
                    "{} tokens {tok:?} in play; the box has {}",
                    used_tokens[i],
                    tok.count()
                ));
            }
            let left = tok.count() - used_tokens[i];
            let in_bag = match &raw.bag {
                Some(bag) => *bag.get(&tok).unwrap_or(&0),
                None => left,
            };
            if in_bag > left {
                return err(format!(
                    "bag holds {in_bag} {tok:?}; only {left} are not in play"
                ));
            }
            core.bag[i] = in_bag;
            core.discarded[i] = left - in_bag;
        }
        if let Some(c) = raw.curse {
            if c >= core.players {
                return err(format!("curse on seat {c}, which does not exist"));
            }
        }
        if raw.turn.seat >= core.players {
            return err(format!(
                "turn of seat {}, which does not exist",
                raw.turn.seat
            ));
        }
        if raw.turn.steps > STEPS_PER_TURN {
            return err(format!("{} steps used; a turn has 4", raw.turn.steps));
        }
        let active = core.heroes.as_slice()[raw.turn.seat as usize];
        if active.hp == 0 {
            return err("the active hero is unconscious");
        }
        if let Some(d) = raw.forced_dice.iter().find(|d| !(1..=6).contains(*d)) {
            return err(format!("forced die {d} (1..=6)"));
        }
        let mut need = [0u8; 9];
        for t in &raw.forced_tokens {
            need[t.index()] = need[t.index()].saturating_add(1);
            if need[t.index()] > core.bag[t.index()] {
                return err(format!("forced tokens: more {t:?} than the bag holds"));
            }
        }
        let mut need = [0u8; 11];
        for t in &raw.forced_tiles {
            let Some(i) = t.index() else {
                return err(format!("forced tile {t:?} is not a tile of the box"));
            };
            need[i] = need[i].saturating_add(1);
            if need[i] > core.stack[i] {
                return err(format!("forced tiles: more {t:?} than the stack holds"));
            }
        }
        if raw.forced_dice.len() > u16::MAX as usize
            || raw.forced_tokens.len() > u16::MAX as usize
            || raw.forced_tiles.len() > u16::MAX as usize
        {
            return err("forced queues too long");
        }
        let mut game = Karak {
            core,
            turn: Turn::default(),
            forced: Forced {
                dice: raw.forced_dice.clone(),
                tokens: raw.forced_tokens.clone(),
                tiles: raw.forced_tiles.clone(),
                next: [0; 3],
            },
            rng: ChaCha8Rng::seed_from_u64(seed),
        };
        let mut ev = Vec::new();
        game.start_turn(raw.turn.seat, &mut ev);
        if game.turn.decision == super::turn::Decision::Move {
            game.turn.steps = raw.turn.steps;
            game.turn.acted = raw.turn.steps > 0;
        }
        Ok(game)
    }
}

/// A raw position: everything a scenario may set up. Missing fields take defaults: the start tile
/// alone at (0, 0), heroes there with 5 HP and empty inventories, seat 0 to play, bag and stack
/// holding everything not in play.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawSetup {
    /// Expert variant.
    #[serde(default)]
    pub expert: bool,
    /// Heroes in seat order.
    pub heroes: Vec<RawHero>,
    /// Placed tiles (tile indices follow this order). Empty: the start tile at (0, 0).
    #[serde(default)]
    pub tiles: Vec<RawTile>,
    /// Whose turn, and steps already used.
    #[serde(default)]
    pub turn: RawTurn,
    /// Seat holding the curse.
    #[serde(default)]
    pub curse: Option<u8>,
    /// Bag contents; `None`: every token not in play. Tokens neither in play nor in the bag are
    /// out of the game.
    #[serde(default)]
    pub bag: Option<BTreeMap<Token, u8>>,
    /// Dice results used before the RNG, in order.
    #[serde(default)]
    pub forced_dice: Vec<u8>,
    /// Bag draws used before the RNG, in order.
    #[serde(default)]
    pub forced_tokens: Vec<Token>,
    /// Tile draws used before the RNG, in order.
    #[serde(default)]
    pub forced_tiles: Vec<TileType>,
}

/// Whose turn in a raw position.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawTurn {
    /// The active seat.
    #[serde(default)]
    pub seat: u8,
    /// Steps already used (0..=4).
    #[serde(default)]
    pub steps: u8,
}

/// A hero in a raw position.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawHero {
    /// Which hero.
    pub hero: HeroKind,
    /// Where (a placed tile).
    #[serde(default)]
    pub at: Coord,
    /// HP, 0..=5.
    #[serde(default = "full_hp")]
    pub hp: u8,
    /// Equipment held (and treasures in the expert variant).
    #[serde(default)]
    pub items: Vec<Item>,
    /// Treasures collected (chest treasure, Fallen treasure, ruby).
    #[serde(default)]
    pub treasures: Vec<Item>,
}

fn full_hp() -> u8 {
    MAX_HP
}

impl RawHero {
    /// A hero on the start tile with 5 HP and nothing in hand.
    pub fn new(hero: HeroKind) -> Self {
        RawHero {
            hero,
            at: Coord::default(),
            hp: MAX_HP,
            items: vec![],
            treasures: vec![],
        }
    }
}

/// A placed tile in a raw position.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawTile {
    /// Where.
    pub at: Coord,
    /// What.
    pub tile: TileType,
    /// Quarter turns clockwise.
    #[serde(default)]
    pub rotation: u8,
    /// Monster or chest lying in the room.
    #[serde(default)]
    pub token: Option<Token>,
    /// Items lying on it.
    #[serde(default)]
    pub items: Vec<Item>,
}

impl Core {
    /// Whether an inventory breaks the slot limits.
    pub(crate) fn over_capacity_inv(&self, inv: &[u8; 9]) -> bool {
        let (w, s, k, t) = class_counts(inv);
        w > super::data::WEAPON_SLOTS
            || s > super::data::SPELL_SLOTS
            || k > super::data::KEY_SLOTS
            || (self.expert
                && w.saturating_add(s).saturating_add(k).saturating_add(t)
                    > super::data::TOTAL_SLOTS)
    }
}

/// Counts of (weapons, spells, keys, treasures) in an inventory (saturating; same classes as
/// [`Item::class`](super::data::Item::class)).
#[inline]
pub(crate) fn class_counts(inv: &[u8; 9]) -> (u8, u8, u8, u8) {
    use super::data::Item;
    let n = |i: Item| inv[i.index()];
    (
        n(Item::Daggers)
            .saturating_add(n(Item::Sword))
            .saturating_add(n(Item::Axe)),
        n(Item::PortalOfHealing).saturating_add(n(Item::MagicFlames)),
        n(Item::Key),
        n(Item::FallenTreasure)
            .saturating_add(n(Item::Ruby))
            .saturating_add(n(Item::ChestTreasure)),
    )
}
