//! The 36 monster army tokens in the bag: strength on one side, the reward on the other.
//!
//! [rulebook]: the eight kinds and how many of each, each kind's reward (the five Dark Dryads
//! guard one amulet each), a tier-2 tile's two strengths summed into one battle, the Dark
//! General apart from the bag.
//!
//! [reconstructed]: the strengths. The bestiary orders the kinds from "should present no
//! obstacle to a skilled Hero" (Skeleton Warriors) to "it is necessary to have a well-trained
//! army" (Envoys of Death); Darius's Claws and Fangs needs armies of strength 1, the exploring
//! example has a 2 and a 3 on one tile, and the battle examples fight a strength of 3. The
//! strongest, 6, is what a hero and three or four mages beat about half the time.

use serde::{Deserialize, Serialize};

use super::{Amulet, Item, SoulStone};

/// The kinds of monster armies [rulebook].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum ArmyKind {
    /// Skeleton Warriors: a sword.
    SkeletonWarriors,
    /// Fire Eaters: a Fireball spell.
    FireEaters,
    /// Shadow Eaters: a Pickpocket spell.
    ShadowEaters,
    /// Skeletal Hulks: a resource cart.
    SkeletalHulks,
    /// Dark Dryads: an amulet.
    DarkDryads,
    /// The Hammer Follower: the warhammer.
    HammerFollower,
    /// Skeleton Riders: a small soul stone.
    SkeletonRiders,
    /// Envoys of Death: a large soul stone.
    EnvoysOfDeath,
}

/// Every kind, weakest first, with how many tokens of it are in the bag [rulebook counts] and
/// its strength [reconstructed].
pub const ARMY_KINDS: [(ArmyKind, u8, u8); 8] = [
    (ArmyKind::SkeletonWarriors, 7, 1),
    (ArmyKind::FireEaters, 6, 1),
    (ArmyKind::ShadowEaters, 5, 2),
    (ArmyKind::SkeletalHulks, 3, 3),
    (ArmyKind::DarkDryads, 5, 4),
    (ArmyKind::SkeletonRiders, 5, 4),
    (ArmyKind::HammerFollower, 1, 5),
    (ArmyKind::EnvoysOfDeath, 4, 6),
];

/// What beating an army brings [rulebook].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Reward {
    /// An item for the inventory (or dropped on the tile when no slot is free).
    Item(Item),
    /// Three resources of the player's choice at once.
    ResourceCart,
    /// A soul stone, kept beside the inventory.
    SoulStone(SoulStone),
}

/// One army token.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ArmyToken {
    /// Its kind.
    pub kind: ArmyKind,
    /// Its strength [reconstructed].
    pub strength: u8,
    /// Its reward [rulebook].
    pub reward: Reward,
}

const fn token(kind: ArmyKind, reward: Reward) -> ArmyToken {
    let mut i = 0;
    let mut strength = 0;
    while i < ARMY_KINDS.len() {
        if ARMY_KINDS[i].0 as u8 == kind as u8 {
            strength = ARMY_KINDS[i].2;
        }
        i += 1;
    }
    ArmyToken {
        kind,
        strength,
        reward,
    }
}

use ArmyKind::*;

const SWORD: Reward = Reward::Item(Item::Sword);
const FIREBALL: Reward = Reward::Item(Item::Fireball);
const PICKPOCKET: Reward = Reward::Item(Item::Pickpocket);
const SMALL: Reward = Reward::SoulStone(SoulStone::Small);
const LARGE: Reward = Reward::SoulStone(SoulStone::Large);

const fn amulet(a: Amulet) -> Reward {
    Reward::Item(Item::Amulet(a))
}

/// The 36 tokens of the bag, by kind [rulebook]; a token is named by its index here.
pub const ARMY: [ArmyToken; 36] = [
    token(SkeletonWarriors, SWORD),
    token(SkeletonWarriors, SWORD),
    token(SkeletonWarriors, SWORD),
    token(SkeletonWarriors, SWORD),
    token(SkeletonWarriors, SWORD),
    token(SkeletonWarriors, SWORD),
    token(SkeletonWarriors, SWORD),
    token(FireEaters, FIREBALL),
    token(FireEaters, FIREBALL),
    token(FireEaters, FIREBALL),
    token(FireEaters, FIREBALL),
    token(FireEaters, FIREBALL),
    token(FireEaters, FIREBALL),
    token(ShadowEaters, PICKPOCKET),
    token(ShadowEaters, PICKPOCKET),
    token(ShadowEaters, PICKPOCKET),
    token(ShadowEaters, PICKPOCKET),
    token(ShadowEaters, PICKPOCKET),
    token(SkeletalHulks, Reward::ResourceCart),
    token(SkeletalHulks, Reward::ResourceCart),
    token(SkeletalHulks, Reward::ResourceCart),
    token(DarkDryads, amulet(Amulet::Resources)),
    token(DarkDryads, amulet(Amulet::Glory)),
    token(DarkDryads, amulet(Amulet::Action)),
    token(DarkDryads, amulet(Amulet::Protection)),
    token(DarkDryads, amulet(Amulet::Titan)),
    token(HammerFollower, Reward::Item(Item::Warhammer)),
    token(SkeletonRiders, SMALL),
    token(SkeletonRiders, SMALL),
    token(SkeletonRiders, SMALL),
    token(SkeletonRiders, SMALL),
    token(SkeletonRiders, SMALL),
    token(EnvoysOfDeath, LARGE),
    token(EnvoysOfDeath, LARGE),
    token(EnvoysOfDeath, LARGE),
    token(EnvoysOfDeath, LARGE),
];
