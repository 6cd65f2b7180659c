//! The component data against what the rulebook states.

use super::*;
use crate::karak2::hex::DIRECTIONS;

/// "28 landscape tiles (18 first-tier and 10 second-tier tiles)".
#[test]
fn the_deck_has_18_first_tier_and_10_second_tier_tiles() {
    let first = TILES.iter().filter(|t| t.tier == Tier::One).count();
    let second = TILES.iter().filter(|t| t.tier == Tier::Two).count();
    assert_eq!((first, second), (18, 10));
    // "There are some second-tier landscape tiles from which the Hero receives three resources".
    for t in &TILES {
        if matches!(
            t.kind,
            TileKind::BigFarm | TileKind::DenseForest | TileKind::InfernalAbyss
        ) {
            assert_eq!(t.tier, Tier::Two, "{t:?}");
        }
    }
    let abyss = TILES
        .iter()
        .filter(|t| t.kind == TileKind::InfernalAbyss)
        .count();
    assert_eq!(abyss, 1, "one Infernal Abyss");
}

/// A tile must be enterable: "The tile has to be connected to the tile from which your Hero
/// came", so no tile is closed on every side.
#[test]
fn every_tile_can_be_entered() {
    for t in &TILES {
        assert!(t.chasms.len() <= 3, "{t:?}");
        assert!(DIRECTIONS.iter().any(|d| !t.chasms.has(*d)));
    }
}

/// "Players cannot Gather Resources from these tiles" (the castle and the Abyss); "Big Farm: 3×
/// food"; "Dense Forest: 3× wood"; the mixed tiles give both resources.
#[test]
fn tiles_yield_what_the_rulebook_lists() {
    assert_eq!(TileKind::Castle.yields().total(), 0);
    assert_eq!(TileKind::InfernalAbyss.yields().total(), 0);
    assert_eq!(TileKind::BigFarm.yields(), Resources::new(3, 0, 0));
    assert_eq!(TileKind::DenseForest.yields(), Resources::new(0, 3, 0));
    assert_eq!(TileKind::FarmRock.yields(), Resources::new(1, 0, 1));
    let castle = START
        .iter()
        .filter(|(_, k, _)| *k == TileKind::Castle)
        .count();
    assert_eq!(castle, 1);
    assert_eq!(
        START[1].0,
        crate::karak2::hex::Hex::new(0, 0),
        "the castle in the middle"
    );
}

/// "36 monster army tokens (7× Skeleton Warriors, 6× Fire Eaters, 5× Shadow Eaters, 3×
/// Skeletal Hulks, 5× Dark Dryads, 1× Hammer Follower, 5× Skeleton Riders, 4× Envoys of Death)".
#[test]
fn the_bag_holds_the_36_tokens_the_rulebook_counts() {
    let count = |k: ArmyKind| ARMY.iter().filter(|t| t.kind == k).count();
    assert_eq!(ARMY.len(), 36);
    for (kind, n) in [
        (ArmyKind::SkeletonWarriors, 7),
        (ArmyKind::FireEaters, 6),
        (ArmyKind::ShadowEaters, 5),
        (ArmyKind::SkeletalHulks, 3),
        (ArmyKind::DarkDryads, 5),
        (ArmyKind::HammerFollower, 1),
        (ArmyKind::SkeletonRiders, 5),
        (ArmyKind::EnvoysOfDeath, 4),
    ] {
        assert_eq!(count(kind), n, "{kind:?}");
    }
    // The dryads guard the five amulets, one each.
    let mut amulets: Vec<Amulet> = ARMY
        .iter()
        .filter_map(|t| match t.reward {
            Reward::Item(Item::Amulet(a)) => Some(a),
            _ => None,
        })
        .collect();
    amulets.sort();
    assert_eq!(amulets, AMULETS.to_vec());
    // Claws and Fangs needs armies of strength 1; every strength is within glory's 10.
    assert!(ARMY.iter().any(|t| t.strength == 1));
    assert!(ARMY.iter().all(|t| (1..=MAX_GLORY).contains(&t.strength)));
    // The exploring example: "Their strength values are 2 and 3".
    assert!(ARMY.iter().any(|t| t.strength == 2) && ARMY.iter().any(|t| t.strength == 3));
}

/// "10× Knight, 10× Archer, 10× Mage, 3× Skeleton, 1× Bear, 1x Titan"; "Knights … 1 food",
/// "Archers … 1 wood", "Mages … 1 stone"; knights the weakest and most resilient, mages the
/// strongest.
#[test]
fn unit_dice_follow_the_rulebook() {
    let supply: Vec<u8> = UNITS.iter().map(|u| u.supply()).collect();
    assert_eq!(supply, [10, 10, 10, 3, 1, 1]);
    assert_eq!(Unit::Knight.price(), Some(Resources::new(1, 0, 0)));
    assert_eq!(Unit::Archer.price(), Some(Resources::new(0, 1, 0)));
    assert_eq!(Unit::Mage.price(), Some(Resources::new(0, 0, 1)));
    let mean = |u: Unit| u.faces().iter().map(|f| u32::from(f.swords())).sum::<u32>();
    let skulls = |u: Unit| u.faces().iter().filter(|f| **f == Face::Skull).count();
    assert!(mean(Unit::Knight) < mean(Unit::Archer) && mean(Unit::Archer) < mean(Unit::Mage));
    assert!(skulls(Unit::Knight) < skulls(Unit::Archer));
    assert!(skulls(Unit::Knight) < skulls(Unit::Mage));
    // Only the hero die has the two-skull face, and a skull face shows no sword.
    for u in UNITS {
        assert!(!u.faces().contains(&Face::TwoSkulls), "{u:?}");
    }
    assert_eq!(HERO_DIE.iter().filter(|f| **f == Face::Skull).count(), 1);
    assert_eq!(
        HERO_DIE.iter().filter(|f| **f == Face::TwoSkulls).count(),
        1
    );
}

/// The battle examples need these faces: "a skull on the Hero die and the Archer die, and a
/// sword on the Knight die"; "all the Mage and Archer dice show swords … 4 (Mages) + 3
/// (Archers)": a mage face of 2 swords, archer faces of 1 and 2.
#[test]
fn the_worked_examples_faces_exist() {
    assert!(Unit::Knight.faces().contains(&Face::Swords(1)));
    assert!(Unit::Knight.faces().contains(&Face::Skull));
    assert!(Unit::Archer.faces().contains(&Face::Skull));
    assert!(Unit::Archer.faces().contains(&Face::Swords(1)));
    assert!(Unit::Archer.faces().contains(&Face::Swords(2)));
    assert!(Unit::Mage.faces().contains(&Face::Swords(2)));
}

/// "Stable … 2 food, 1 wood, and 1 stone" (Taia's example); "To build it, you must spend 2
/// wood"; "2 players = 5 tokens 3 players = 5 tokens 4 players = 4 tokens 5 players = 3
/// tokens"; "a small Soul Stone … 1 point, … large … 2 points and … Archstone 4.5 points".
#[test]
fn stated_prices_and_counts() {
    assert_eq!(Building::Stable.cost(), Resources::new(2, 1, 1));
    assert_eq!(CITY_COST, Resources::new(0, 2, 0));
    assert_eq!([2, 3, 4, 5].map(praetorians), [5, 5, 4, 3]);
    assert_eq!(
        GENERAL_BASE + praetorians(4),
        14,
        "Horan's example: strength 14 with 4 players"
    );
    assert_eq!(
        [SoulStone::Small, SoulStone::Large, SoulStone::Archstone].map(SoulStone::half_points),
        [2, 4, 9]
    );
    assert_eq!(
        [Slot::Weapon, Slot::Spell, Slot::Amulet].map(Slot::count),
        [2, 3, 1]
    );
    let recruiting = BUILDINGS.iter().filter_map(|b| b.recruits()).count();
    assert_eq!(recruiting, 3);
}

/// The Markdown lists every tile, kind and die.
#[test]
fn markdown_lists_everything() {
    let md = markdown();
    assert_eq!(md.matches("| One |").count(), 18);
    assert_eq!(md.matches("| Two |").count(), 10);
    assert!(md.contains("EnvoysOfDeath"));
    assert!(md.contains("| Titan |"));
}

/// "At the beginning of the game, the player playing as the Ranger takes an extra Bear die … to
/// use in battles": her mount is hers all game, so the Bear die has no skull to lose it by.
#[test]
fn the_bear_die_is_never_lost() {
    assert!(!Unit::Bear.faces().contains(&Face::Skull));
}

/// Claws and Fangs beats an army of strength 1 "without having to engage them in battle", and
/// when nothing is left no battle follows: such armies must bring an item, not a resource cart
/// (a cart's three picks are settled as a battle's spoils).
#[test]
fn the_armies_claws_and_fangs_beats_bring_items() {
    for army in ARMY.iter().filter(|a| a.strength == 1) {
        assert!(matches!(army.reward, Reward::Item(_)), "{army:?}");
    }
}
