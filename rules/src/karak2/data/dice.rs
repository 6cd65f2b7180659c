//! The dice: every hero's die (all alike but for the colour) and the unit dice.
//!
//! [rulebook]: the supply (10 knights, 10 archers, 10 mages, 3 skeletons, 1 bear, 1 titan);
//! the hero die has a skull and a two-skull face; knights are the weakest and the most
//! resilient units, archers of medium strength and mages the strongest, both less resilient;
//! the worked examples show a mage face of 2 swords, archer faces of 1 and 2 swords and knight
//! faces of 1 sword and of a skull, and no sword on a skull face.
//!
//! [reconstructed]: the six faces of each die. A skull face loses the unit (or lives, on the
//! hero die), so resilience is the number of skull faces: one on a knight and the titan, two on
//! archers, mages and skeletons, none on Lorraine's bear (Bear Friend is her mount, hers all
//! game). Strength is the swords a die shows on average: knight 0.67, archer 1, skeleton 1.17,
//! bear 1.33, mage 1.33, hero 1.33, titan 1.67. The hero die's three swords let a lone hero beat
//! an army of 3 now and then, so a ring of such armies round the castle never locks a table in.

use serde::{Deserialize, Serialize};

use super::Resources;

/// One face of a die.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Face {
    /// Nothing.
    Blank,
    /// This many swords: attack.
    Swords(u8),
    /// A skull: a unit die's unit is lost; the hero die costs one life.
    Skull,
    /// Two skulls (hero die only): two lives, and Plague & Misery on another player.
    TwoSkulls,
}

impl Face {
    /// Swords on the face.
    pub const fn swords(self) -> u8 {
        match self {
            Face::Swords(n) => n,
            _ => 0,
        }
    }
}

use Face::{Blank, Skull, Swords, TwoSkulls};

/// The hero die, the same for every hero [rulebook: one skull and one two-skull face; the
/// swords reconstructed].
pub const HERO_DIE: [Face; 6] = [Swords(1), Swords(2), Swords(2), Swords(3), Skull, TwoSkulls];

/// The units of a hero's army: the three recruited in a city, and those an ability or an
/// amulet brings, outside the glory limit [rulebook].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Unit {
    /// Knight: military camp, 1 food.
    Knight,
    /// Archer: shooting range, 1 wood.
    Archer,
    /// Mage: wizard tower, 1 stone.
    Mage,
    /// Skeleton: raised by Xanros's Necromancy.
    Skeleton,
    /// Bear: Lorraine's from the start.
    Bear,
    /// Titan: while the Amulet of the Titan is carried.
    Titan,
}

/// Every unit.
pub const UNITS: [Unit; 6] = [
    Unit::Knight,
    Unit::Archer,
    Unit::Mage,
    Unit::Skeleton,
    Unit::Bear,
    Unit::Titan,
];

impl Unit {
    /// The die's six faces [reconstructed; see the module].
    pub const fn faces(self) -> [Face; 6] {
        match self {
            Unit::Knight => [Swords(1), Swords(1), Swords(1), Swords(1), Blank, Skull],
            Unit::Archer => [Swords(1), Swords(1), Swords(2), Swords(2), Skull, Skull],
            Unit::Mage => [Swords(1), Swords(2), Swords(2), Swords(3), Skull, Skull],
            Unit::Skeleton => [Swords(1), Swords(2), Swords(2), Swords(2), Skull, Skull],
            Unit::Bear => [Swords(1), Swords(1), Swords(2), Swords(2), Swords(2), Blank],
            Unit::Titan => [Swords(2), Swords(2), Swords(3), Swords(3), Blank, Skull],
        }
    }

    /// Dice of this unit in the common supply [rulebook].
    pub const fn supply(self) -> u8 {
        match self {
            Unit::Knight | Unit::Archer | Unit::Mage => 10,
            Unit::Skeleton => 3,
            Unit::Bear | Unit::Titan => 1,
        }
    }

    /// What recruiting one costs, for the three units recruited in a city [rulebook].
    pub const fn price(self) -> Option<Resources> {
        match self {
            Unit::Knight => Some(Resources::new(1, 0, 0)),
            Unit::Archer => Some(Resources::new(0, 1, 0)),
            Unit::Mage => Some(Resources::new(0, 0, 1)),
            _ => None,
        }
    }

    /// Whether the unit counts against the glory limit: only the recruited ones do
    /// [rulebook].
    pub const fn counts_for_glory(self) -> bool {
        matches!(self, Unit::Knight | Unit::Archer | Unit::Mage)
    }
}
