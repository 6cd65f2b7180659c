//! Data the board derives from its tiles and keeps up to date as they change, so that
//! the rules and the bots need not scan every tile: none of it is part of the state
//! hash (each type hashes to nothing).

use super::super::data::{TileKind, TILE_COUNT};
use super::super::tile_set::TileSet;
use super::{Coord, PlacedTile};

/// Every tile as one word, a byte per field ([`tile_word`]): equal words, equal tiles. Comparing
/// two boards' tiles is then comparing a few hundred bytes at once (the greedy bot does it for
/// every plan it answers from memory) instead of every field of every tile. Kept up to date by
/// [`Board::place`], [`Board::set_token`] and [`Board::open_wall`] (tiles change nowhere else);
/// derived data, so it adds nothing to the state hash.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct TileWords(pub(super) [u64; TILE_COUNT]);

impl Default for TileWords {
    fn default() -> Self {
        TileWords([0; TILE_COUNT])
    }
}

impl std::hash::Hash for TileWords {
    fn hash<H: std::hash::Hasher>(&self, _: &mut H) {}
}

/// A tile as one word: coordinates, kind, shape, rotation, exits and token, a whole byte each
/// (the token byte 0 for none), so two tiles have the same word exactly when they are equal.
#[inline]
pub(super) fn tile_word(t: &PlacedTile) -> u64 {
    u64::from_le_bytes([
        t.at.x as u8,
        t.at.y as u8,
        t.tile.kind as u8,
        t.tile.shape as u8,
        t.rotation,
        t.exits,
        t.token.map_or(0, |k| k as u8 + 1),
        0,
    ])
}

/// Side masks of one tile (bit `d` for side `d` in [`DIRS`] order).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct SideMasks {
    /// A discovered tile lies on that side.
    pub near: u8,
    /// ... and the two tiles connect exit to exit ([`Board::connected`]).
    pub links: u8,
    /// An empty cell lies on that side ([`Cell::Empty`]).
    pub empty: u8,
}

/// [`SideMasks`] of every tile, kept up to date by [`Board::place`] and [`Board::open_wall`].
/// Derived data, so it adds nothing to the state hash.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Sides(pub(super) [SideMasks; TILE_COUNT]);

impl Default for Sides {
    fn default() -> Self {
        Sides([SideMasks::default(); TILE_COUNT])
    }
}

impl std::hash::Hash for Sides {
    fn hash<H: std::hash::Hasher>(&self, _: &mut H) {}
}

/// Per tile, the tiles one step away: `[linked, near]` (through connected exits; any
/// discovered neighbour, as for Astral Walking). Kept up to date with [`Sides`]; derived data,
/// so it adds nothing to the state hash.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Steps(pub(super) [[TileSet; 2]; TILE_COUNT]);

impl Default for Steps {
    fn default() -> Self {
        Steps([[TileSet::EMPTY; 2]; TILE_COUNT])
    }
}

impl std::hash::Hash for Steps {
    fn hash<H: std::hash::Hasher>(&self, _: &mut H) {}
}

/// What the bot's planner and the teleport rules need without scanning every tile: the number
/// of tokens of each kind lying on tiles and the teleportation gates. Derived data, kept up to
/// date by [`Board::place`] and [`Board::set_token`], so it adds nothing to the state hash;
/// `Karak::check_invariants` compares it with a recount.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Summary {
    /// Tokens on tiles, per token index.
    pub tokens: [u8; 9],
    /// The teleportation gates.
    pub gates: TileSet,
    /// The tiles with a token or a fountain (the start tile has one): besides floor items, the
    /// only things on a tile that can interest the greedy bot's planner.
    pub notable: TileSet,
    /// The tiles with a monster (heroes may enter them but not cross them).
    pub monsters: TileSet,
}

impl std::hash::Hash for Summary {
    fn hash<H: std::hash::Hasher>(&self, _: &mut H) {}
}

impl Summary {
    /// The summary of `tiles`, counted from scratch.
    pub(crate) fn of(tiles: &[PlacedTile]) -> Self {
        let mut s = Summary::default();
        for (i, t) in tiles.iter().enumerate() {
            s.add(i, t);
        }
        s
    }

    pub(super) fn add(&mut self, i: usize, t: &PlacedTile) {
        if let Some(tok) = t.token {
            self.tokens[tok.index()] += 1;
        }
        if t.tile.kind == TileKind::Gate {
            self.gates.insert(i as u8);
        }
        self.set_token_sets(i, t);
    }

    /// Puts tile `i` in or out of [`Summary::notable`] and [`Summary::monsters`].
    pub(super) fn set_token_sets(&mut self, i: usize, t: &PlacedTile) {
        let i = i as u8;
        if t.token.is_some() || t.tile.is_fountain() {
            self.notable.insert(i);
        } else {
            self.notable.remove(i);
        }
        if t.has_monster() {
            self.monsters.insert(i);
        } else {
            self.monsters.remove(i);
        }
    }
}

/// No tile on that side (in [`Board::adjacent`]).
pub(crate) const NO_TILE: u8 = u8::MAX;

/// Neighbour table: `0[i][dir]` is the tile next to tile `i` on `dir`, or [`NO_TILE`].
/// Derived data, so it adds nothing to the state hash.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Adjacency(pub(super) [[u8; 4]; TILE_COUNT]);

impl Default for Adjacency {
    fn default() -> Self {
        Adjacency([[NO_TILE; 4]; TILE_COUNT])
    }
}

impl std::hash::Hash for Adjacency {
    fn hash<H: std::hash::Hasher>(&self, _: &mut H) {}
}

/// Open-addressing table from coordinates to tile indices (at most 80 of 256 slots used).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(super) struct CellIndex(pub(super) [u8; 256]);

impl Default for CellIndex {
    fn default() -> Self {
        CellIndex([0; 256])
    }
}

pub(super) fn slot(at: Coord) -> usize {
    let h = (at.x as u8 as u32).wrapping_mul(0x9E37) ^ (at.y as u8 as u32).wrapping_mul(0x85EB);
    ((h ^ (h >> 8)) & 0xff) as usize
}
