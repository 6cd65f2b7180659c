//! The grid's geometry: directions, coordinates, a tile's exits and rotation.

use super::super::data::{Shape, TileType, Token};
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
pub fn base_exits(shape: Shape) -> u8 {
    match shape {
        Shape::I => 0b0101, // N, S
        Shape::L => 0b0011, // N, E
        Shape::T => 0b1011, // N, E, W
        Shape::X => 0b1111,
    }
}

/// Exit mask after rotating `rotation` quarter turns clockwise.
pub fn rotated_exits(shape: Shape, rotation: u8) -> u8 {
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
