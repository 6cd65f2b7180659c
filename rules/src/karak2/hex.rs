//! The landscape's geometry: hexagonal tiles in axial coordinates, their six edges and the
//! chasms drawn on some of them [rulebook: "Some of the edges of the landscape tiles show
//! chasms"; the tiles are hexagons].
//!
//! Tiles are flat-topped; the six directions are numbered clockwise from north-east. A tile's
//! chasms are stored for the tile as printed (rotation 0) and turned when it is placed.

use serde::{Deserialize, Serialize};

/// One of the six directions out of a hexagon, clockwise from north-east.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Direction {
    /// North-east.
    NorthEast,
    /// South-east.
    SouthEast,
    /// South.
    South,
    /// South-west.
    SouthWest,
    /// North-west.
    NorthWest,
    /// North.
    North,
}

/// The six directions, clockwise from north-east.
pub const DIRECTIONS: [Direction; 6] = [
    Direction::NorthEast,
    Direction::SouthEast,
    Direction::South,
    Direction::SouthWest,
    Direction::NorthWest,
    Direction::North,
];

impl Direction {
    /// The direction's number, 0..6 clockwise from north-east.
    pub const fn index(self) -> u8 {
        self as u8
    }

    /// The direction numbered `i` (taken modulo 6).
    pub const fn from_index(i: u8) -> Direction {
        DIRECTIONS[(i % 6) as usize]
    }

    /// The opposite direction: the edge a neighbour shares with this one.
    pub const fn opposite(self) -> Direction {
        Direction::from_index(self.index() + 3)
    }

    /// This direction turned clockwise by `steps` sixths of a turn.
    pub const fn turned(self, steps: u8) -> Direction {
        Direction::from_index(self.index() + steps % 6)
    }

    /// The step to the neighbour in this direction, as (Δq, Δr) in axial coordinates.
    pub const fn delta(self) -> (i8, i8) {
        match self {
            Direction::NorthEast => (1, -1),
            Direction::SouthEast => (1, 0),
            Direction::South => (0, 1),
            Direction::SouthWest => (-1, 1),
            Direction::NorthWest => (-1, 0),
            Direction::North => (0, -1),
        }
    }
}

/// A hexagon of the landscape in axial coordinates; Karak Castle is at (0, 0).
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
)]
pub struct Hex {
    /// Column.
    pub q: i8,
    /// Row (slanted).
    pub r: i8,
}

impl Hex {
    /// The hexagon at (`q`, `r`).
    pub const fn new(q: i8, r: i8) -> Hex {
        Hex { q, r }
    }

    /// The neighbour in direction `d`.
    pub const fn neighbour(self, d: Direction) -> Hex {
        let (dq, dr) = d.delta();
        Hex::new(self.q.saturating_add(dq), self.r.saturating_add(dr))
    }

    /// The direction from this hexagon to `other` when they are neighbours.
    pub fn direction_to(self, other: Hex) -> Option<Direction> {
        DIRECTIONS.into_iter().find(|d| self.neighbour(*d) == other)
    }

    /// The number of steps between two hexagons, chasms aside.
    pub fn distance(self, other: Hex) -> u8 {
        let dq = i16::from(self.q) - i16::from(other.q);
        let dr = i16::from(self.r) - i16::from(other.r);
        let ds = -dq - dr;
        (dq.abs().max(dr.abs()).max(ds.abs())) as u8
    }
}

/// A set of a tile's edges (the ones with a chasm), one bit per [`Direction`].
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
)]
pub struct Edges(u8);

impl Edges {
    /// No edge.
    pub const NONE: Edges = Edges(0);

    /// The edges in `dirs`.
    pub const fn of(dirs: &[Direction]) -> Edges {
        let mut bits = 0;
        let mut i = 0;
        while i < dirs.len() {
            bits |= 1 << dirs[i].index();
            i += 1;
        }
        Edges(bits)
    }

    /// Whether the edge in direction `d` is in the set.
    pub const fn has(self, d: Direction) -> bool {
        self.0 & (1 << d.index()) != 0
    }

    /// How many edges are in the set.
    pub const fn len(self) -> u32 {
        self.0.count_ones()
    }

    /// Whether the set is empty.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The set turned clockwise by `steps` sixths of a turn (a tile placed rotated).
    pub const fn turned(self, steps: u8) -> Edges {
        let s = steps % 6;
        Edges(((self.0 << s) | (self.0 >> (6 - s))) & 0b11_1111)
    }

    /// The edges in the set, clockwise from north-east.
    pub fn iter(self) -> impl Iterator<Item = Direction> {
        DIRECTIONS.into_iter().filter(move |d| self.has(*d))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn neighbours_are_one_step_away_and_point_back() {
        let h = Hex::new(2, -1);
        for d in DIRECTIONS {
            let n = h.neighbour(d);
            assert_eq!(h.distance(n), 1);
            assert_eq!(n.neighbour(d.opposite()), h);
            assert_eq!(h.direction_to(n), Some(d));
        }
    }

    #[test]
    fn turning_edges_moves_every_chasm_by_the_same_steps() {
        let e = Edges::of(&[Direction::NorthEast, Direction::South]);
        let t = e.turned(2);
        assert_eq!(t, Edges::of(&[Direction::South, Direction::NorthWest]));
        assert_eq!(e.turned(6), e);
        assert_eq!(t.len(), 2);
    }
}
