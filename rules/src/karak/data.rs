//! Component data of Karak: tiles, tokens (monsters and chests), items and heroes.
//!
//! Tags: **[rulebook]** stated in a rulebook; **[public]** agreed by public fan implementations;
//! **[ruling]** this project's decision. A corrected value is a one-line change here.

use serde::{Deserialize, Serialize};

/// Players per game [rulebook].
pub const MIN_PLAYERS: usize = 2;
/// Players per game [rulebook].
pub const MAX_PLAYERS: usize = 5;
/// Hit points of every hero [rulebook].
pub const MAX_HP: u8 = 5;
/// Steps (moves / actions) per turn [rulebook].
pub const STEPS_PER_TURN: u8 = 4;
/// Dungeon tiles in the box, start tile included [public].
pub const TILE_COUNT: usize = 80;
/// Tokens in the bag: 43 monsters + 10 chests [rulebook].
pub const TOKEN_COUNT: usize = 53;
/// Treasures a hero must hold to win at once in the expert variant [rulebook].
pub const EXPERT_TREASURES_TO_WIN: u8 = 6;
/// Inventory slots [rulebook]: weapons, spells, key; six in all (used by the expert variant).
pub const WEAPON_SLOTS: u8 = 2;
/// See [`WEAPON_SLOTS`].
pub const SPELL_SLOTS: u8 = 3;
/// See [`WEAPON_SLOTS`].
pub const KEY_SLOTS: u8 = 1;
/// See [`WEAPON_SLOTS`].
pub const TOTAL_SLOTS: u8 = 6;

/// The kind of a dungeon tile.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub enum TileKind {
    /// The starting tile; it has a healing fountain [rulebook].
    #[default]
    Start,
    /// Nothing happens [rulebook].
    Tunnel,
    /// A token is drawn from the bag when it is revealed [rulebook].
    Room,
    /// Teleportation gate [rulebook].
    Gate,
    /// Healing fountain [rulebook].
    Fountain,
}

/// The exits of a tile before rotation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub enum Shape {
    /// Straight: two opposite exits.
    I,
    /// Corner: two adjacent exits.
    L,
    /// Three exits.
    T,
    /// Crossroads: four exits.
    #[default]
    X,
}

/// A tile type: kind and shape. There are 11 tile types in the box.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub struct TileType {
    /// Tunnel, room, …
    pub kind: TileKind,
    /// Exits before rotation.
    pub shape: Shape,
}

const fn tt(kind: TileKind, shape: Shape) -> TileType {
    TileType { kind, shape }
}

/// Every tile type with its number in the box. Index = tile type index.
pub const TILE_TYPES: [(TileType, u8); 11] = [
    (tt(TileKind::Start, Shape::X), 1), // [public] start tile, crossroads with fountain
    (tt(TileKind::Tunnel, Shape::I), 4), // [public]
    (tt(TileKind::Tunnel, Shape::L), 4), // [public]
    (tt(TileKind::Tunnel, Shape::T), 5), // [public]
    (tt(TileKind::Tunnel, Shape::X), 7), // [public]
    (tt(TileKind::Room, Shape::I), 13), // [public, one source] total of 53 rooms certain
    (tt(TileKind::Room, Shape::L), 13), // [public, one source]
    (tt(TileKind::Room, Shape::T), 13), // [public, one source]
    (tt(TileKind::Room, Shape::X), 14), // [public, one source]
    (tt(TileKind::Gate, Shape::I), 4),  // [public]
    (tt(TileKind::Fountain, Shape::L), 2), // [public]
];

impl TileType {
    /// Index into [`TILE_TYPES`], `None` for a type not in the box.
    #[inline]
    pub fn index(self) -> Option<usize> {
        TILE_TYPES.iter().position(|(t, _)| *t == self)
    }
    /// Whether a hero ending the turn here heals (start tile and fountains) [rulebook].
    #[inline]
    pub fn is_fountain(self) -> bool {
        matches!(self.kind, TileKind::Start | TileKind::Fountain)
    }
}

/// A token from the bag: a monster or a locked chest.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, Default, PartialOrd, Ord, Serialize, Deserialize,
)]
pub enum Token {
    /// Strength 5, drops daggers.
    #[default]
    Rat,
    /// Strength 6, drops a Portal of Healing.
    GiantSpider,
    /// Strength 7, drops Magic Flames; its defeater places the curse.
    Mummy,
    /// Strength 8, drops a key (also called Skeleton Jailer).
    SkeletonTurnkey,
    /// Strength 9, drops a sword.
    SkeletonWarrior,
    /// Strength 10, drops an axe.
    SkeletonKing,
    /// Strength 12, drops a treasure (also called Soul Thief).
    Fallen,
    /// Strength 15, drops the ruby; defeating it ends the game.
    Dragon,
    /// Locked chest: a treasure opened with a key.
    Chest,
}

/// All tokens in index order.
pub const TOKENS: [Token; 9] = [
    Token::Rat,
    Token::GiantSpider,
    Token::Mummy,
    Token::SkeletonTurnkey,
    Token::SkeletonWarrior,
    Token::SkeletonKing,
    Token::Fallen,
    Token::Dragon,
    Token::Chest,
];

impl Token {
    /// Index into [`TOKENS`].
    #[inline]
    pub fn index(self) -> usize {
        self as usize
    }
    /// Number of such tokens in the box [rulebook].
    pub fn count(self) -> u8 {
        match self {
            Token::Rat => 8,
            Token::GiantSpider => 4,
            Token::Mummy => 8,
            Token::SkeletonTurnkey => 12,
            Token::SkeletonWarrior => 5,
            Token::SkeletonKing => 3,
            Token::Fallen => 2,
            Token::Dragon => 1,
            Token::Chest => 10,
        }
    }
    /// Monster strength; `None` for a chest.
    #[inline]
    pub fn strength(self) -> Option<u8> {
        match self {
            Token::Rat => Some(5),             // [public]
            Token::GiantSpider => Some(6),     // [public]
            Token::Mummy => Some(7),           // [public]
            Token::SkeletonTurnkey => Some(8), // [public]
            Token::SkeletonWarrior => Some(9), // [public]
            Token::SkeletonKing => Some(10),   // [rulebook]
            Token::Fallen => Some(12),         // [public]
            Token::Dragon => Some(15),         // [public]
            Token::Chest => None,
        }
    }
    /// Whether it is a monster (not a chest).
    #[inline]
    pub fn is_monster(self) -> bool {
        self != Token::Chest
    }
    /// The item on the back of the token [rulebook]: the loot of a monster, the treasure of a chest.
    #[inline]
    pub fn item(self) -> Item {
        ITEMS[self.index()]
    }
}

/// An item: the back of a token. Index = index of its token.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, Default, PartialOrd, Ord, Serialize, Deserialize,
)]
pub enum Item {
    /// Weapon +1 (rat).
    #[default]
    Daggers,
    /// Spell: move any hero to a fountain, healed and freed of the curse (giant spider).
    PortalOfHealing,
    /// Spell: +1 in one combat (mummy).
    MagicFlames,
    /// Opens one chest (skeleton turnkey).
    Key,
    /// Weapon +2 (skeleton warrior).
    Sword,
    /// Weapon +3 (skeleton king).
    Axe,
    /// Treasure, 1 VP (the Fallen).
    FallenTreasure,
    /// The dragon's ruby, 1.5 VP.
    Ruby,
    /// Treasure from a chest, 1 VP.
    ChestTreasure,
}

/// All items in index order (the back of [`TOKENS`]).
pub const ITEMS: [Item; 9] = [
    Item::Daggers,
    Item::PortalOfHealing,
    Item::MagicFlames,
    Item::Key,
    Item::Sword,
    Item::Axe,
    Item::FallenTreasure,
    Item::Ruby,
    Item::ChestTreasure,
];

/// Which inventory slots an item uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ItemClass {
    /// Two weapon slots [rulebook].
    Weapon,
    /// Three spell slots [rulebook].
    Spell,
    /// One key slot [rulebook].
    Key,
    /// No slot, except in the expert variant where it takes any slot [rulebook].
    Treasure,
}

impl Item {
    /// Index into [`ITEMS`].
    #[inline]
    pub fn index(self) -> usize {
        self as usize
    }
    /// The token this item is the back of.
    pub fn token(self) -> Token {
        TOKENS[self.index()]
    }
    /// Slot class.
    #[inline]
    pub fn class(self) -> ItemClass {
        match self {
            Item::Daggers | Item::Sword | Item::Axe => ItemClass::Weapon,
            Item::PortalOfHealing | Item::MagicFlames => ItemClass::Spell,
            Item::Key => ItemClass::Key,
            Item::FallenTreasure | Item::Ruby | Item::ChestTreasure => ItemClass::Treasure,
        }
    }
    /// Combat bonus of a weapon [rulebook: daggers +1, sword +2, axe +3].
    #[inline]
    pub fn weapon_bonus(self) -> u8 {
        match self {
            Item::Daggers => 1,
            Item::Sword => 2,
            Item::Axe => 3,
            _ => 0,
        }
    }
    /// Victory points × 2 (half points): treasure 1 VP, ruby 1.5 VP [rulebook].
    pub fn vp_half(self) -> u16 {
        match self {
            Item::FallenTreasure | Item::ChestTreasure => 2,
            Item::Ruby => 3,
            _ => 0,
        }
    }
}

/// The seven heroes [rulebook 000: six; 003 adds the Warrior Princess].
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, Default, PartialOrd, Ord, Serialize, Deserialize,
)]
pub enum HeroKind {
    /// Horan: Double Attack, Reincarnation.
    #[default]
    Warrior,
    /// Aderyn: Backstab, Stealth.
    Thief,
    /// Argentus: Magical Affinity, Astral Walking.
    Wizard,
    /// Lord Xanros: Sacrifice, Magic Swap.
    Warlock,
    /// Victorius: Combat Training, Unstoppable.
    Swordsman,
    /// Taia: Foresight, Fateweaver.
    Oracle,
    /// Elspeth: Dual Attack, Aggressive Movement.
    WarriorPrincess,
}

/// All heroes.
pub const HEROES: [HeroKind; 7] = [
    HeroKind::Warrior,
    HeroKind::Thief,
    HeroKind::Wizard,
    HeroKind::Warlock,
    HeroKind::Swordsman,
    HeroKind::Oracle,
    HeroKind::WarriorPrincess,
];

impl HeroKind {
    /// The hero's name [rulebook].
    pub fn name(self) -> &'static str {
        match self {
            HeroKind::Warrior => "Horan",
            HeroKind::Thief => "Aderyn",
            HeroKind::Wizard => "Argentus",
            HeroKind::Warlock => "Lord Xanros",
            HeroKind::Swordsman => "Victorius",
            HeroKind::Oracle => "Taia",
            HeroKind::WarriorPrincess => "Elspeth",
        }
    }
    /// The names of the hero's two skills [rulebook].
    pub fn skills(self) -> [&'static str; 2] {
        match self {
            HeroKind::Warrior => ["Double Attack", "Reincarnation"],
            HeroKind::Thief => ["Backstab", "Stealth"],
            HeroKind::Wizard => ["Magical Affinity", "Astral Walking"],
            HeroKind::Warlock => ["Sacrifice", "Magic Swap"],
            HeroKind::Swordsman => ["Combat Training", "Unstoppable"],
            HeroKind::Oracle => ["Foresight", "Fateweaver"],
            HeroKind::WarriorPrincess => ["Dual Attack", "Aggressive Movement"],
        }
    }
}
