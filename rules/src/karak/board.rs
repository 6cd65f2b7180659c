//! The dungeon grid: coordinates, directions, exits, rotation and the placed tiles.

use super::data::{Item, TileKind, Token, TILE_COUNT, TOKEN_COUNT};
use super::tile_set::TileSet;
use crate::FixedVec;

mod derived;
mod geometry;

use derived::{slot, tile_word, Adjacency, CellIndex, Sides, Steps, TileWords};
pub(crate) use derived::{SideMasks, Summary, NO_TILE};
pub use geometry::{base_exits, rotated_exits, Coord, Dir, PlacedTile, DIRS};

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
