//! The components of Karak 2 as data: the six heroes, the landscape's 28 tiles and the start
//! tile, the 36 monster army tokens, the dice of heroes and units, the buildings and what
//! everything costs.
//!
//! The rulebook states the counts, the kinds, the rewards, the Dark General and the stable's
//! and the units' prices; it prints no tile's chasms, no army's strength and no die's faces.
//! Each table says which values are `[rulebook]` and which are `[reconstructed]`; a corrected
//! value is a one-line change. `cargo run -p rules --bin cards -- karak2` prints everything
//! (kept as `docs/karak2-data.md`, with the reasons).

mod army;
mod dice;
mod table;
mod tiles;

use serde::{Deserialize, Serialize};

pub use army::{ArmyKind, ArmyToken, Reward, ARMY, ARMY_KINDS};
pub use dice::{Face, Unit, HERO_DIE, UNITS};
pub use table::markdown;
pub use tiles::{LandscapeTile, Tier, TileKind, START, TILES};

/// Lives of a hero at full health: five life tokens [rulebook].
pub const MAX_LIVES: u8 = 5;
/// Lives flipped back by a Healing action [rulebook].
pub const HEAL: u8 = 2;
/// Lives flipped back on the turn after falling unconscious [rulebook].
pub const WAKE_LIVES: u8 = 3;
/// Actions of a turn without upgrades [rulebook].
pub const ACTIONS: u8 = 2;
/// The most actions a turn can have (stable and Amulet of Action) [rulebook].
pub const MAX_ACTIONS: u8 = 4;
/// The highest glory [rulebook].
pub const MAX_GLORY: u8 = 10;
/// Glory that the Glory Banners and the Amulet of Glory each add [rulebook].
pub const GLORY_BONUS: u8 = 2;
/// Inventory slots: weapons, spells, amulets [rulebook].
pub const SLOTS: [u8; 3] = [2, 3, 1];
/// Resources a resource cart brings, of the player's choice [rulebook].
pub const CART: u8 = 3;
/// Resources a Pickpocket spell takes from one hero [rulebook].
pub const PICKPOCKET: u8 = 2;
/// The most Skeleton dice Xanros raises [rulebook].
pub const MAX_SKELETONS: u8 = 3;
/// The Dark General's own strength, before his praetorians [rulebook].
pub const GENERAL_BASE: u8 = 10;
/// An attack at least this strong that does not beat the Dark General still removes one
/// praetorian [rulebook; ruling 1: "at least 10", as the rule text and the worked example say].
pub const PRAETORIAN_BREAK: u8 = 10;
/// Soul stone points, counted in halves so the Archstone's 4.5 stays exact: small 1, large 2,
/// Archstone 4.5 [rulebook].
pub const STONE_HALF_POINTS: [u8; 3] = [2, 4, 9];

/// The praetorians guarding the Dark General: 5 with 2 or 3 players, 4 with 4, 3 with 5
/// [rulebook].
pub const fn praetorians(players: u8) -> u8 {
    match players {
        0..=3 => 5,
        4 => 4,
        _ => 3,
    }
}

/// The six heroes [rulebook].
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
)]
pub enum Hero {
    /// Horan, the Warrior: War Strategy (reroll all unit dice once a battle) and Plunder (a
    /// free gathering after a won battle).
    #[default]
    Horan,
    /// Taia, the Oracle: Fate-weaver (one more army token drawn, one put back) and Expert
    /// Builder (city and buildings one resource cheaper).
    Taia,
    /// Lord Xanros, the Warlock: Necromancy (an action raises a Skeleton die, up to 3) and
    /// Soul Collector (a life back for each unit lost).
    Xanros,
    /// Elspeth, the Warrior Princess: Combat Finesse (reroll the hero die once a battle) and
    /// Magic Run (up to 3 tiles in a straight line once a turn).
    Elspeth,
    /// Lady Lorraine, the Ranger: Hawkeye (lay a tile anywhere once a turn) and Bear Friend (a
    /// Bear die outside the glory limit).
    Lorraine,
    /// Darius, the Scout: Terrain Exploration (two tiles drawn, one kept) and Claws and Fangs
    /// (one army of strength 1 beaten without a roll; a praetorian discarded before fighting
    /// the Dark General).
    Darius,
}

/// Every hero, in the rulebook's order.
pub const HEROES: [Hero; 6] = [
    Hero::Horan,
    Hero::Taia,
    Hero::Xanros,
    Hero::Elspeth,
    Hero::Lorraine,
    Hero::Darius,
];

/// The three resources [rulebook].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Resource {
    /// Food, from farms.
    Food,
    /// Wood, from forests.
    Wood,
    /// Stone, from rocks.
    Stone,
}

/// Every resource.
pub const RESOURCES: [Resource; 3] = [Resource::Food, Resource::Wood, Resource::Stone];

/// An amount of each resource: a price, a tile's yield, a hero's supply.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
)]
pub struct Resources {
    /// Food.
    pub food: u8,
    /// Wood.
    pub wood: u8,
    /// Stone.
    pub stone: u8,
}

impl Resources {
    /// `food` food, `wood` wood and `stone` stone.
    pub const fn new(food: u8, wood: u8, stone: u8) -> Resources {
        Resources { food, wood, stone }
    }

    /// The amount of `r`.
    pub const fn get(self, r: Resource) -> u8 {
        match r {
            Resource::Food => self.food,
            Resource::Wood => self.wood,
            Resource::Stone => self.stone,
        }
    }

    /// All resources together.
    pub const fn total(self) -> u16 {
        self.food as u16 + self.wood as u16 + self.stone as u16
    }

    /// One of `r`.
    pub const fn one(r: Resource) -> Resources {
        match r {
            Resource::Food => Resources::new(1, 0, 0),
            Resource::Wood => Resources::new(0, 1, 0),
            Resource::Stone => Resources::new(0, 0, 1),
        }
    }

    /// Adds `more` (a supply is unlimited; it stops at 255 of a kind).
    pub fn add(&mut self, more: Resources) {
        self.food = self.food.saturating_add(more.food);
        self.wood = self.wood.saturating_add(more.wood);
        self.stone = self.stone.saturating_add(more.stone);
    }

    /// Takes `less` away, as much as there is of each kind.
    pub fn remove(&mut self, less: Resources) {
        self.food = self.food.saturating_sub(less.food);
        self.wood = self.wood.saturating_sub(less.wood);
        self.stone = self.stone.saturating_sub(less.stone);
    }

    /// Whether this supply pays `price`.
    pub const fn covers(self, price: Resources) -> bool {
        self.food >= price.food && self.wood >= price.wood && self.stone >= price.stone
    }
}

/// The six buildings of a city, one token each [rulebook].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Building {
    /// One more action every turn, from the turn it is built [rulebook].
    Stable,
    /// Once a turn, from the city to any laid tile or from anywhere to the city [rulebook].
    Portal,
    /// Glory +2 [rulebook].
    GloryBanners,
    /// Knights may be recruited [rulebook].
    MilitaryCamp,
    /// Archers may be recruited [rulebook].
    ShootingRange,
    /// Mages may be recruited [rulebook].
    WizardTower,
}

/// Every building, as on the hero board.
pub const BUILDINGS: [Building; 6] = [
    Building::Stable,
    Building::Portal,
    Building::GloryBanners,
    Building::MilitaryCamp,
    Building::ShootingRange,
    Building::WizardTower,
];

/// A city costs 2 wood [rulebook].
pub const CITY_COST: Resources = Resources::new(0, 2, 0);

impl Building {
    /// What the building costs.
    ///
    /// The stable's 2 food, 1 wood and 1 stone are the rulebook's (Taia's Expert Builder
    /// example); the others are [reconstructed]: each building costs four resources, two of the
    /// kind it is about (the camp's knights eat food, the range's bows are wood, the tower is
    /// stone), and stone, found only on mixed tiles, is asked where the building is strongest.
    pub const fn cost(self) -> Resources {
        match self {
            Building::Stable => Resources::new(2, 1, 1),
            Building::Portal => Resources::new(1, 1, 2),
            Building::GloryBanners => Resources::new(2, 1, 1),
            Building::MilitaryCamp => Resources::new(2, 1, 0),
            Building::ShootingRange => Resources::new(1, 2, 0),
            Building::WizardTower => Resources::new(1, 1, 2),
        }
    }

    /// The unit this building lets its owner recruit.
    pub const fn recruits(self) -> Option<Unit> {
        match self {
            Building::MilitaryCamp => Some(Unit::Knight),
            Building::ShootingRange => Some(Unit::Archer),
            Building::WizardTower => Some(Unit::Mage),
            _ => None,
        }
    }
}

/// The soul stones [rulebook].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum SoulStone {
    /// 1 point, from Skeleton Riders.
    Small,
    /// 2 points, from Envoys of Death.
    Large,
    /// 4.5 points, from the Dark General.
    Archstone,
}

impl SoulStone {
    /// The stone's points, in halves.
    pub const fn half_points(self) -> u8 {
        STONE_HALF_POINTS[self as usize]
    }
}

/// The five amulets, one carried at a time [rulebook].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Amulet {
    /// One more resource of the tile's kinds at each gathering.
    Resources,
    /// Glory +2 while carried.
    Glory,
    /// One more action each turn.
    Action,
    /// The two-skull face of a roll may be ignored.
    Protection,
    /// A Titan die while carried, outside the glory limit.
    Titan,
}

/// Every amulet.
pub const AMULETS: [Amulet; 5] = [
    Amulet::Resources,
    Amulet::Glory,
    Amulet::Action,
    Amulet::Protection,
    Amulet::Titan,
];

/// What goes into an inventory slot [rulebook].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Item {
    /// Weapon, +1 attack.
    Sword,
    /// Weapon, +2 attack.
    Warhammer,
    /// Spell, +1 attack after the roll, used up.
    Fireball,
    /// Spell, takes 2 resources from any hero, used up, free of actions.
    Pickpocket,
    /// An amulet.
    Amulet(Amulet),
}

/// The three kinds of inventory slots.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Slot {
    /// Two weapon slots.
    Weapon,
    /// Three spell slots.
    Spell,
    /// One amulet slot.
    Amulet,
}

impl Item {
    /// The slot the item goes into.
    pub const fn slot(self) -> Slot {
        match self {
            Item::Sword | Item::Warhammer => Slot::Weapon,
            Item::Fireball | Item::Pickpocket => Slot::Spell,
            Item::Amulet(_) => Slot::Amulet,
        }
    }

    /// Attack a weapon always adds [rulebook].
    pub const fn attack(self) -> u8 {
        match self {
            Item::Sword => 1,
            Item::Warhammer => 2,
            _ => 0,
        }
    }
}

impl Slot {
    /// How many of these slots an inventory has.
    pub const fn count(self) -> u8 {
        SLOTS[self as usize]
    }
}

#[cfg(test)]
mod tests;
