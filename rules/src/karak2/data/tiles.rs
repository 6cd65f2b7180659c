//! The landscape: the start tile and the 28 tiles of the deck.
//!
//! [rulebook]: 18 first-tier and 10 second-tier tiles, the tier-1 deck on the tier-2 one; the
//! kinds (farm, forest, farm and forest, farm and rock, forest and rock; big farm and dense forest
//! among the second tier) and what each yields; the Infernal Abyss among the second tier; the
//! start tile of three connected hexagons with Karak Castle in the middle.
//!
//! [reconstructed]: how many tiles of each kind, the chasms (17 % of the first tier's edges, 28 %
//! of the second tier's, never more than three on one tile so every tile can be entered), and
//! the start tile's two outer hexagons (a farm and a forest, so the first city's two wood are
//! one or two gatherings away).

use serde::{Deserialize, Serialize};

use super::Resources;
use crate::karak2::hex::{Direction, Edges, Hex};

/// What a tile is [rulebook].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum TileKind {
    /// Karak Castle, in the middle of the start tile: no resources; the Plague is eradicated
    /// here.
    Castle,
    /// Farm: 1 food.
    Farm,
    /// Forest: 1 wood.
    Forest,
    /// Farm and forest: 1 food and 1 wood.
    FarmForest,
    /// Farm and rock: 1 food and 1 stone.
    FarmRock,
    /// Forest and rock: 1 wood and 1 stone.
    ForestRock,
    /// Big farm (second tier): 3 food.
    BigFarm,
    /// Dense forest (second tier): 3 wood.
    DenseForest,
    /// The Infernal Abyss (second tier): the Dark General, no resources.
    InfernalAbyss,
}

impl TileKind {
    /// What a Gathering Resources action takes from a tile of this kind [rulebook].
    pub const fn yields(self) -> Resources {
        match self {
            TileKind::Castle | TileKind::InfernalAbyss => Resources::new(0, 0, 0),
            TileKind::Farm => Resources::new(1, 0, 0),
            TileKind::Forest => Resources::new(0, 1, 0),
            TileKind::FarmForest => Resources::new(1, 1, 0),
            TileKind::FarmRock => Resources::new(1, 0, 1),
            TileKind::ForestRock => Resources::new(0, 1, 1),
            TileKind::BigFarm => Resources::new(3, 0, 0),
            TileKind::DenseForest => Resources::new(0, 3, 0),
        }
    }
}

/// The two tiers of the deck [rulebook].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Tier {
    /// First tier: one army token when explored.
    One,
    /// Second tier: two army tokens (or the Dark General) when explored.
    Two,
}

impl Tier {
    /// Army tokens drawn onto a newly explored tile of this tier [rulebook].
    pub const fn armies(self) -> u8 {
        match self {
            Tier::One => 1,
            Tier::Two => 2,
        }
    }
}

/// A tile of the deck as printed (not yet turned).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct LandscapeTile {
    /// What it is.
    pub kind: TileKind,
    /// Its tier.
    pub tier: Tier,
    /// The edges that show a chasm [reconstructed].
    pub chasms: Edges,
}

use Direction::{
    North as N, NorthEast as NE, NorthWest as NW, South as S, SouthEast as SE, SouthWest as SW,
};
use TileKind::{
    BigFarm, DenseForest, Farm, FarmForest, FarmRock, Forest, ForestRock, InfernalAbyss,
};

const fn tile(kind: TileKind, tier: Tier, chasms: &[Direction]) -> LandscapeTile {
    LandscapeTile {
        kind,
        tier,
        chasms: Edges::of(chasms),
    }
}

/// The 28 tiles of the deck: 18 of the first tier, then 10 of the second [rulebook counts;
/// kinds per tier and chasms reconstructed].
pub const TILES: [LandscapeTile; 28] = [
    // First tier: four farms, four forests, four farm-and-forests, three of each rock tile.
    tile(Farm, Tier::One, &[]),
    tile(Farm, Tier::One, &[N]),
    tile(Farm, Tier::One, &[SE]),
    tile(Farm, Tier::One, &[N, S]),
    tile(Forest, Tier::One, &[]),
    tile(Forest, Tier::One, &[NE]),
    tile(Forest, Tier::One, &[SW]),
    tile(Forest, Tier::One, &[NE, NW]),
    tile(FarmForest, Tier::One, &[]),
    tile(FarmForest, Tier::One, &[S]),
    tile(FarmForest, Tier::One, &[N, SE]),
    tile(FarmForest, Tier::One, &[NW]),
    tile(FarmRock, Tier::One, &[]),
    tile(FarmRock, Tier::One, &[SW]),
    tile(FarmRock, Tier::One, &[NE, S]),
    tile(ForestRock, Tier::One, &[NE]),
    tile(ForestRock, Tier::One, &[SE, NW]),
    tile(ForestRock, Tier::One, &[]),
    // Second tier: the Abyss, two big farms, two dense forests, two of each rock tile, one
    // farm-and-forest.
    tile(InfernalAbyss, Tier::Two, &[N, SE, SW]),
    tile(BigFarm, Tier::Two, &[N, S]),
    tile(BigFarm, Tier::Two, &[SE]),
    tile(DenseForest, Tier::Two, &[NE, SW]),
    tile(DenseForest, Tier::Two, &[NW]),
    tile(FarmRock, Tier::Two, &[SE]),
    tile(FarmRock, Tier::Two, &[N, S]),
    tile(ForestRock, Tier::Two, &[NE]),
    tile(ForestRock, Tier::Two, &[SW, NW]),
    tile(FarmForest, Tier::Two, &[N, NE]),
];

/// The start tile: three hexagons in a line, Karak Castle in the middle [rulebook], a farm to
/// the north and a forest to the south, no chasm [reconstructed].
pub const START: [(Hex, TileKind, Edges); 3] = [
    (Hex::new(0, -1), Farm, Edges::NONE),
    (Hex::new(0, 0), TileKind::Castle, Edges::NONE),
    (Hex::new(0, 1), Forest, Edges::NONE),
];
