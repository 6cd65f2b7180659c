//! Raw positions for scenarios and tests: everything a position may hold, validated into a game,
//! with forced chance consumed before the RNG.

use super::board::{rotated_exits, Board, Coord, PlacedTile};
use super::data::{HeroKind, Item, TileKind, TileType, Token, MAX_HP, STEPS_PER_TURN};
use super::data::{TILE_TYPES, TOKENS};
use super::events::Event;
use super::setup::{check_heroes, err};
use super::turn::{Decision, Turn};
use super::{Core, Forced, Hero, Karak};
use crate::SetupError;
use rand_chacha::ChaCha8Rng;
use rand_core::SeedableRng;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

impl Karak {
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
        Karak::from_setup_with_events(raw, seed).map(|(game, _)| game)
    }

    /// Like [`Karak::from_setup`], also returning the setup's events: the starting-player rolls
    /// (with [`RawSetup::roll_for_start`]) and the start of the first turn (a fight forced
    /// at once included).
    ///
    /// # Errors
    /// As [`Karak::from_setup`].
    pub fn from_setup_with_events(
        raw: &RawSetup,
        seed: u64,
    ) -> Result<(Karak, Vec<Event>), SetupError> {
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
            if !board.floor.try_push((ti, item)) {
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
            let came_from = match h.came_from {
                None => None,
                Some(c) => match core.board.index_at(c) {
                    Some(t) if t != pos => Some(t),
                    Some(_) => return err(format!("hero {i}: came from the tile it stands on")),
                    None => return err(format!("hero {i}: came from {c:?}, no tile there")),
                },
            };
            core.heroes.push(Hero {
                kind: h.hero,
                pos,
                hp: h.hp,
                inv,
                came_from,
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
        let seat = if raw.roll_for_start {
            game.roll_for_start(&mut ev)
        } else {
            raw.turn.seat
        };
        if game.hero(seat).hp == 0 {
            return err("the active hero is unconscious");
        }
        game.start_turn(seat, &mut ev);
        if game.turn.decision == Decision::Move {
            game.turn.steps = raw.turn.steps;
            game.turn.acted = raw.turn.steps > 0;
        }
        Ok((game, ev))
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
    /// The starting player is rolled for as in a new game (highest sum of two dice, ties roll
    /// again; forced dice first) instead of `turn.seat`.
    #[serde(default)]
    pub roll_for_start: bool,
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
    /// The tile the hero came onto its tile from in an earlier turn (where a retreat goes when
    /// the turn's path offers none); `None`: unknown.
    #[serde(default)]
    pub came_from: Option<Coord>,
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
            came_from: None,
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
