//! The dungeon grid: coordinates, directions, exits, rotation and the placed tiles.

use super::data::{Item, TileKind, TileType, Token, TILE_COUNT, TOKEN_COUNT};
use super::tile_set::TileSet;
use crate::FixedVec;
use serde::{Deserialize, Serialize};

/// A direction on the grid. North is `y - 1`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub enum Dir {
    /// Up (`y - 1`).
    #[default]
    N,
    /// Right (`x + 1`).
    E,
    /// Down (`y + 1`).
    S,
    /// Left (`x - 1`).
    W,
}

/// All directions, clockwise from north.
pub const DIRS: [Dir; 4] = [Dir::N, Dir::E, Dir::S, Dir::W];

impl Dir {
    /// Bit of this side in an exit mask (N=1, E=2, S=4, W=8).
    #[inline]
    pub fn bit(self) -> u8 {
        1 << (self as u8)
    }
    /// The opposite side.
    #[inline]
    pub fn opposite(self) -> Dir {
        DIRS[(self as usize + 2) % 4]
    }
    /// Grid offset.
    #[inline]
    pub fn delta(self) -> (i8, i8) {
        match self {
            Dir::N => (0, -1),
            Dir::E => (1, 0),
            Dir::S => (0, 1),
            Dir::W => (-1, 0),
        }
    }
}

/// A cell of the grid. The start tile is at (0, 0).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub struct Coord {
    /// Column, growing east.
    pub x: i8,
    /// Row, growing south.
    pub y: i8,
}

impl Coord {
    /// The neighbouring cell in `dir`, `None` off the representable grid.
    #[inline]
    pub fn step(self, dir: Dir) -> Option<Coord> {
        let (dx, dy) = dir.delta();
        Some(Coord {
            x: self.x.checked_add(dx)?,
            y: self.y.checked_add(dy)?,
        })
    }
    /// The direction from `self` to an orthogonally adjacent `other`.
    pub fn dir_to(self, other: Coord) -> Option<Dir> {
        DIRS.into_iter().find(|d| self.step(*d) == Some(other))
    }
}

/// Exit mask of a shape at rotation 0 (N=1, E=2, S=4, W=8).
pub fn base_exits(shape: super::data::Shape) -> u8 {
    use super::data::Shape;
    match shape {
        Shape::I => 0b0101, // N, S
        Shape::L => 0b0011, // N, E
        Shape::T => 0b1011, // N, E, W
        Shape::X => 0b1111,
    }
}

/// Exit mask after rotating `rotation` quarter turns clockwise.
pub fn rotated_exits(shape: super::data::Shape, rotation: u8) -> u8 {
    let mut m = base_exits(shape);
    for _ in 0..(rotation % 4) {
        m = ((m << 1) | (m >> 3)) & 0b1111;
    }
    m
}

/// A tile on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub struct PlacedTile {
    /// Where it lies.
    pub at: Coord,
    /// What it is.
    pub tile: TileType,
    /// Quarter turns clockwise, 0..=3.
    pub rotation: u8,
    /// Exit mask after rotation.
    pub exits: u8,
    /// Monster or locked chest lying in the room.
    pub token: Option<Token>,
}

impl PlacedTile {
    /// Whether the tile has an exit on `dir`.
    #[inline]
    pub fn has_exit(&self, dir: Dir) -> bool {
        self.exits & dir.bit() != 0
    }
    /// Whether a monster is on it.
    #[inline]
    pub fn has_monster(&self) -> bool {
        matches!(self.token, Some(t) if t.is_monster())
    }
}

/// What lies next to a tile.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cell {
    /// A discovered tile (index).
    Tile(u8),
    /// An empty cell (explorable).
    Empty,
    /// Off the representable grid.
    Off,
}

/// The discovered dungeon: placed tiles (index = order of placement, stable) and the items lying
/// on them.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct Board {
    /// Tiles in order of placement; index 0 is the start tile in a normal game.
    pub tiles: FixedVec<PlacedTile, TILE_COUNT>,
    /// Items lying on tiles: (tile index, item).
    pub floor: FixedVec<(u8, Item), TOKEN_COUNT>,
    /// Number of exits facing an empty cell (kept up to date by [`Board::place`]).
    pub open_exits: u16,
    /// Open-addressing index from cell to tile: slot holds tile index + 1, 0 when free.
    cells: CellIndex,
    /// Neighbouring tile of every tile on each side (derived from `cells`; not hashed).
    adj: Adjacency,
    /// Tokens lying on tiles and the gates (derived from `tiles`; not hashed).
    summary: Summary,
    /// Per tile, which sides have a tile, a connection or an empty cell (derived; not hashed).
    sides: Sides,
    /// Per tile, the tiles one step away as bit sets (derived from `sides`; not hashed).
    steps: Steps,
    /// Every tile as one word (derived from `tiles`; not hashed).
    words: TileWords,
}

/// Every tile as one word, a byte per field ([`tile_word`]): equal words, equal tiles. Comparing
/// two boards' tiles is then comparing a few hundred bytes at once (the greedy bot does it for
/// every plan it answers from memory) instead of every field of every tile. Kept up to date by
/// [`Board::place`], [`Board::set_token`] and [`Board::open_wall`] (tiles change nowhere else);
/// derived data, so it adds nothing to the state hash.
#[derive(Clone, Debug, PartialEq, Eq)]
struct TileWords([u64; TILE_COUNT]);

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
fn tile_word(t: &PlacedTile) -> u64 {
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
struct Sides([SideMasks; TILE_COUNT]);

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
struct Steps([[TileSet; 2]; TILE_COUNT]);

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

    fn add(&mut self, i: usize, t: &PlacedTile) {
        if let Some(tok) = t.token {
            self.tokens[tok.index()] += 1;
        }
        if t.tile.kind == TileKind::Gate {
            self.gates.insert(i as u8);
        }
        self.set_token_sets(i, t);
    }

    /// Puts tile `i` in or out of [`Summary::notable`] and [`Summary::monsters`].
    fn set_token_sets(&mut self, i: usize, t: &PlacedTile) {
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
struct Adjacency([[u8; 4]; TILE_COUNT]);

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
struct CellIndex([u8; 256]);

impl Default for CellIndex {
    fn default() -> Self {
        CellIndex([0; 256])
    }
}

fn slot(at: Coord) -> usize {
    let h = (at.x as u8 as u32).wrapping_mul(0x9E37) ^ (at.y as u8 as u32).wrapping_mul(0x85EB);
    ((h ^ (h >> 8)) & 0xff) as usize
}

impl Board {
    /// Index of the tile at `at`.
    pub fn index_at(&self, at: Coord) -> Option<u8> {
        // Open-addressing probe; every placed tile is in the index (see `place`).
        let mut k = slot(at);
        for _ in 0..256 {
            let v = self.cells.0[k];
            if v == 0 {
                return None;
            }
            if self.tiles.get(v as usize - 1).is_some_and(|t| t.at == at) {
                return Some(v - 1);
            }
            k = (k + 1) & 0xff;
        }
        None
    }
    /// The tile with index `i`.
    #[inline]
    pub fn tile(&self, i: u8) -> Option<&PlacedTile> {
        self.tiles.get(i as usize)
    }
    /// Mutable tile with index `i`. Tokens are changed with [`Board::set_token`] (which keeps
    /// the derived summary), never through this.
    #[inline]
    pub(crate) fn tile_mut(&mut self, i: u8) -> Option<&mut PlacedTile> {
        self.tiles.as_mut_slice().get_mut(i as usize)
    }
    /// Puts `token` on tile `i` (or clears it), keeping the token counts.
    pub fn set_token(&mut self, i: u8, token: Option<Token>) {
        let Some(t) = self.tiles.as_mut_slice().get_mut(i as usize) else {
            return;
        };
        if let Some(old) = t.token {
            self.summary.tokens[old.index()] -= 1;
        }
        if let Some(new) = token {
            self.summary.tokens[new.index()] += 1;
        }
        t.token = token;
        let t = *t;
        self.summary.set_token_sets(i as usize, &t);
        self.words.0[i as usize] = tile_word(&t);
    }
    /// Number of tokens of each kind lying on tiles (per token index).
    #[inline]
    pub fn tokens_on_tiles(&self) -> [u8; 9] {
        self.summary.tokens
    }
    /// The tiles with a token or a fountain.
    #[inline]
    pub(crate) fn notable_tiles(&self) -> TileSet {
        self.summary.notable
    }
    /// The tiles with a monster on them.
    #[inline]
    pub(crate) fn monster_tiles(&self) -> TileSet {
        self.summary.monsters
    }
    /// The teleportation gates.
    #[inline]
    pub fn gates(&self) -> TileSet {
        self.summary.gates
    }
    /// Whether the derived data (neighbour table aside) matches a recount of the tiles.
    pub(crate) fn summary_is_current(&self) -> bool {
        self.summary == Summary::of(self.tiles.as_slice())
            && self
                .tile_words()
                .iter()
                .zip(self.tiles.iter())
                .all(|(&w, t)| w == tile_word(t))
            && (0..self.tiles.len() as u8).all(|i| {
                let m = self.count_sides(i);
                self.sides.0[i as usize] == m && self.steps.0[i as usize] == self.step_sets(i, m)
            })
    }
    /// Every tile as one word, in tile order: two boards have the same tiles exactly when
    /// these are equal.
    #[inline]
    pub(crate) fn tile_words(&self) -> &[u64] {
        &self.words.0[..self.tiles.len()]
    }
    /// The side masks of tile `i` (a placed tile).
    #[inline]
    pub(crate) fn side_masks(&self, i: u8) -> SideMasks {
        self.sides.0[i as usize]
    }
    /// The side masks of tile `i`, from [`Board::neighbour`] and [`Board::connected`].
    fn count_sides(&self, i: u8) -> SideMasks {
        let mut m = SideMasks::default();
        for d in DIRS {
            match self.neighbour(i, d) {
                Cell::Tile(j) => {
                    m.near |= d.bit();
                    if self.connected(i, d, j) {
                        m.links |= d.bit();
                    }
                }
                Cell::Empty => m.empty |= d.bit(),
                Cell::Off => {}
            }
        }
        m
    }
    /// Recomputes the side masks of tile `i` and of its neighbours.
    fn update_sides(&mut self, i: u8) {
        if (i as usize) >= self.tiles.len() {
            return;
        }
        self.set_sides(i);
        for j in self.adj.0[i as usize] {
            if j != NO_TILE {
                self.set_sides(j);
            }
        }
    }
    /// Recomputes the side masks and step sets of tile `i`.
    fn set_sides(&mut self, i: u8) {
        let m = self.count_sides(i);
        self.sides.0[i as usize] = m;
        self.steps.0[i as usize] = self.step_sets(i, m);
    }
    /// The step sets of tile `i` with side masks `m`: `[linked, near]`.
    fn step_sets(&self, i: u8, m: SideMasks) -> [TileSet; 2] {
        let adjacent = self.adj.0[i as usize];
        let set = |mask: u8| {
            DIRS.iter()
                .filter(|d| mask & d.bit() != 0 && adjacent[**d as usize] != NO_TILE)
                .map(|d| adjacent[*d as usize])
                .collect::<TileSet>()
        };
        [set(m.links), set(m.near)]
    }
    /// The tiles one step from tile `i` (a placed tile): through connected exits, or, with
    /// `astral`, any discovered neighbour.
    #[inline]
    pub(crate) fn steps(&self, i: u8, astral: bool) -> TileSet {
        self.steps.0[i as usize][usize::from(astral)]
    }
    /// The discovered tiles next to tile `i` (a placed tile), indexed by [`Dir`]; [`NO_TILE`]
    /// where there is none (the cell is empty or off the grid: see [`Board::neighbour`]).
    #[inline]
    pub(crate) fn adjacent(&self, i: u8) -> [u8; 4] {
        self.adj.0[i as usize]
    }
    /// What lies next to tile `i` in `dir`.
    #[inline]
    pub fn neighbour(&self, i: u8, dir: Dir) -> Cell {
        let Some(t) = self.tile(i) else {
            return Cell::Off;
        };
        let j = self.adj.0[i as usize][dir as usize];
        if j != NO_TILE {
            Cell::Tile(j)
        } else if t.at.step(dir).is_some() {
            Cell::Empty
        } else {
            Cell::Off
        }
    }
    /// Whether tiles `a` and `b` (adjacent, `b` in `dir` from `a`) connect exit to exit.
    #[inline]
    pub fn connected(&self, a: u8, dir: Dir, b: u8) -> bool {
        match (self.tile(a), self.tile(b)) {
            (Some(ta), Some(tb)) => ta.has_exit(dir) && tb.has_exit(dir.opposite()),
            _ => false,
        }
    }
    /// Indices of discovered tiles of `kind`.
    pub fn tiles_of(&self, kind: TileKind) -> impl Iterator<Item = u8> + '_ {
        self.tiles
            .iter()
            .enumerate()
            .filter(move |(_, t)| t.tile.kind == kind)
            .map(|(i, _)| i as u8)
    }
    /// Indices of discovered healing fountains (the start tile included).
    pub fn fountains(&self) -> impl Iterator<Item = u8> + '_ {
        self.tiles
            .iter()
            .enumerate()
            .filter(|(_, t)| t.tile.is_fountain())
            .map(|(i, _)| i as u8)
    }
    /// Whether some discovered tile has an exit facing an empty cell (else the dungeon is sealed).
    #[inline]
    pub fn has_open_exit(&self) -> bool {
        self.open_exits > 0
    }

    /// Recounts the exits facing empty cells (after building a board by hand).
    pub fn recount_open_exits(&mut self) {
        let mut n = 0;
        for i in 0..self.tiles.len() as u8 {
            for d in DIRS {
                if self.tile(i).is_some_and(|t| t.has_exit(d))
                    && self.neighbour(i, d) == Cell::Empty
                {
                    n += 1;
                }
            }
        }
        self.open_exits = n;
    }

    /// Opens the wall of tile `i` on `dir` (sealed dungeon, ruling 17).
    pub fn open_wall(&mut self, i: u8, dir: Dir) {
        let empty = self.neighbour(i, dir) == Cell::Empty;
        if let Some(t) = self.tile_mut(i) {
            if !t.has_exit(dir) {
                t.exits |= dir.bit();
                self.words.0[i as usize] = tile_word(t);
                if empty {
                    self.open_exits += 1;
                }
                self.update_sides(i);
            }
        }
    }

    /// Places a tile (on an empty cell) and returns its index, keeping the open-exit count.
    pub fn place(&mut self, tile: PlacedTile) -> Option<u8> {
        if self.index_at(tile.at).is_some() || self.tiles.len() >= TILE_COUNT {
            return None;
        }
        let index = self.tiles.len() as u8;
        // One pass over the sides: the neighbouring tiles (their exits facing the new tile
        // no longer face an empty cell), the new tile's exits facing empty cells, the side
        // masks of the new tile and of the sides of its neighbours facing it.
        let mut closed = 0u16;
        let mut opened = 0u16;
        let mut own = SideMasks::default();
        for d in DIRS {
            let bit = d.bit();
            let Some(c) = tile.at.step(d) else {
                continue; // off the grid
            };
            let Some(n) = self.index_at(c) else {
                own.empty |= bit;
                if tile.exits & bit != 0 {
                    opened += 1;
                }
                continue;
            };
            let back = d.opposite();
            let exit_back = self.tile(n).is_some_and(|t| t.has_exit(back));
            if exit_back {
                closed += 1;
            }
            own.near |= bit;
            let linked = tile.exits & bit != 0 && exit_back;
            if linked {
                own.links |= bit;
            }
            self.adj.0[index as usize][d as usize] = n;
            self.adj.0[n as usize][back as usize] = index;
            let m = &mut self.sides.0[n as usize];
            m.near |= back.bit();
            m.empty &= !back.bit();
            if linked {
                m.links |= back.bit();
            }
            let steps = &mut self.steps.0;
            steps[n as usize][1].insert(index);
            steps[index as usize][1].insert(n);
            if linked {
                steps[n as usize][0].insert(index);
                steps[index as usize][0].insert(n);
            }
        }
        // The exits now facing the new tile first (saturating), then its own facing empty cells.
        self.open_exits = self.open_exits.saturating_sub(closed) + opened;
        self.tiles.push(tile);
        self.summary.add(index as usize, &tile);
        self.words.0[index as usize] = tile_word(&tile);
        self.sides.0[index as usize] = own;
        debug_assert_eq!(own, self.count_sides(index));
        debug_assert_eq!(self.steps.0[index as usize], self.step_sets(index, own));
        let mut k = slot(tile.at);
        while self.cells.0[k] != 0 {
            k = (k + 1) & 0xff;
        }
        self.cells.0[k] = index + 1;
        Some(index)
    }

    /// Items lying on tile `i`, counted per item index.
    pub fn floor_counts(&self, i: u8) -> [u8; 9] {
        let mut c = [0u8; 9];
        for (t, item) in self.floor.iter() {
            if *t == i {
                c[item.index()] += 1;
            }
        }
        c
    }
    /// Whether items lie on tile `i`.
    #[inline]
    pub fn has_floor_items(&self, i: u8) -> bool {
        self.floor.iter().any(|(t, _)| *t == i)
    }
}
