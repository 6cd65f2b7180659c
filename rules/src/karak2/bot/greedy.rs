//! The greedy bot: one rule per decision, no look-ahead.

use rand_core::RngCore;

use crate::karak2::data::{Building, Face, Resource, Slot, Unit, HERO_DIE, RESOURCES, UNITS};
use crate::karak2::hex::DIRECTIONS;
use crate::karak2::turn::{Action, Decision};
use crate::karak2::Karak2;

/// The buildings in the order the bot wants them.
const BUILD_ORDER: [Building; 6] = [
    Building::MilitaryCamp,
    Building::ShootingRange,
    Building::Stable,
    Building::WizardTower,
    Building::GloryBanners,
    Building::Portal,
];

/// Mean swords of a die, in sixths.
fn mean6(faces: [Face; 6]) -> u32 {
    faces.iter().map(|f| u32::from(f.swords())).sum()
}

/// The attack the hero to act expects with every die, in sixths.
fn expected_attack6(g: &Karak2) -> u32 {
    let me = g.me();
    let dice: u32 = UNITS
        .iter()
        .map(|u| u32::from(me.units[*u as usize]) * mean6(u.faces()))
        .sum();
    mean6(HERO_DIE) + dice + 6 * u32::from(me.weapon_attack())
}

/// The first of `wanted` that is legal.
fn first_legal(legal: &[Action], wanted: impl IntoIterator<Item = Action>) -> Option<Action> {
    wanted.into_iter().find(|a| legal.contains(a))
}

/// The resource the hero to act holds least of.
fn scarcest(g: &Karak2) -> Resource {
    let r = g.me().resources;
    RESOURCES
        .into_iter()
        .min_by_key(|x| r.get(*x))
        .unwrap_or(Resource::Stone)
}

/// The greedy choice among `legal`.
pub(super) fn choose(g: &Karak2, legal: &[Action], rng: &mut dyn RngCore) -> Option<Action> {
    let pick = |rng: &mut dyn RngCore, from: &[Action]| -> Option<Action> {
        let i = crate::hash::uniform(rng, from.len() as u32) as usize;
        from.get(i).copied()
    };
    match g.decision() {
        Decision::Act => act(g, legal, rng, pick),
        Decision::Battle => {
            // Every die: the more swords, the likelier the win.
            first_legal(legal, UNITS.map(Action::Choose)).or(Some(Action::Roll))
        }
        Decision::Rolled => {
            let strength = g.turn.battle.as_ref().map_or(0, |b| {
                if b.general {
                    crate::karak2::data::GENERAL_BASE + g.board.praetorians
                } else {
                    g.army_strength(b.at)
                }
            });
            let attack = g.attack();
            if attack >= strength {
                return first_legal(legal, [Action::Protect, Action::Strike]);
            }
            let short = strength - attack;
            let fireballs = g
                .me()
                .spells
                .iter()
                .filter(|s| **s == crate::karak2::data::Item::Fireball)
                .count() as u8;
            if fireballs >= short {
                return first_legal(legal, [Action::Fireball]);
            }
            first_legal(
                legal,
                [
                    Action::RerollHero,
                    Action::RerollUnits,
                    Action::Protect,
                    Action::Strike,
                ],
            )
        }
        Decision::Cart(_) | Decision::Steal { .. } => {
            first_legal(legal, [Action::Take(scarcest(g))]).or_else(|| pick(rng, legal))
        }
        Decision::Recruiting => first_legal(
            legal,
            [
                Action::Enlist(Unit::Mage),
                Action::Enlist(Unit::Archer),
                Action::Enlist(Unit::Knight),
                Action::Done,
            ],
        ),
        Decision::Building => {
            let wanted = BUILD_ORDER.map(|b| Action::Build(b, None));
            first_legal(legal, wanted)
                .or_else(|| {
                    legal
                        .iter()
                        .copied()
                        .find(|a| matches!(a, Action::Build(..)))
                })
                .or(Some(Action::Done))
        }
        Decision::PlagueTarget => {
            // The leader in soul stones.
            legal.iter().copied().max_by_key(|a| match a {
                Action::Plague(s) => g.board.heroes[s.index()].half_points(),
                _ => 0,
            })
        }
        Decision::ReturnArmy { at } => {
            // Put back the strongest.
            let armies = g.board.landscape.get(at).map(|p| p.armies.clone());
            armies
                .unwrap_or_default()
                .into_iter()
                .max_by_key(|t| crate::karak2::data::ARMY[usize::from(*t)].strength)
                .map(Action::ReturnArmy)
        }
        _ => pick(rng, legal),
    }
}

/// The main decision: heal, build, recruit, gather, fight, explore, else move or end.
fn act(
    g: &Karak2,
    legal: &[Action],
    rng: &mut dyn RngCore,
    pick: impl Fn(&mut dyn RngCore, &[Action]) -> Option<Action>,
) -> Option<Action> {
    let me = g.me();
    if me.lives <= 2 {
        if let Some(a) = first_legal(legal, [Action::Heal]) {
            return Some(a);
        }
    }
    let spares = [
        None,
        Some(Resource::Stone),
        Some(Resource::Wood),
        Some(Resource::Food),
    ];
    if let Some(a) = first_legal(legal, spares.map(Action::BuildCity)) {
        return Some(a);
    }
    for b in BUILD_ORDER {
        if let Some(a) = first_legal(legal, spares.map(|s| Action::Build(b, s))) {
            return Some(a);
        }
    }
    if me.army_size() < me.glory() && legal.contains(&Action::Recruit) {
        let price = [Unit::Mage, Unit::Archer, Unit::Knight]
            .iter()
            .filter_map(|u| u.price())
            .any(|p| me.resources.covers(p));
        if price {
            return Some(Action::Recruit);
        }
    }
    if let Some(a) = first_legal(legal, [Action::Raise]) {
        return Some(a);
    }
    // Pick up only what fits a free slot: swapping a full slot's items round and round gains
    // nothing.
    let fits = g.board.landscape.get(&me.at).is_some_and(|p| {
        p.dropped.iter().any(|i| match i.slot() {
            Slot::Weapon => me.weapons.len() < 2,
            Slot::Spell => me.spells.len() < 3,
            Slot::Amulet => me.amulet.is_none(),
        })
    });
    if fits && legal.contains(&Action::PickUp) {
        return Some(Action::PickUp);
    }
    // Fight a neighbouring army the dice beat more often than not.
    let attack6 = expected_attack6(g);
    let fights: Vec<Action> = DIRECTIONS
        .iter()
        .map(|d| Action::Move(*d))
        .filter(|a| legal.contains(a))
        .filter(|a| {
            let Action::Move(d) = a else { return false };
            let to = me.at.neighbour(*d);
            let strength = g.army_strength(to);
            let general = g.board.landscape.get(&to).is_some_and(|p| p.general);
            // The Dark General is worn down: an attack of 10 or more removes a praetorian.
            let target = if general {
                crate::karak2::data::PRAETORIAN_BREAK
            } else {
                strength
            };
            target > 0 && u32::from(target) * 6 <= attack6 && (!general || me.lives >= 3)
        })
        .collect();
    if let Some(a) = pick(rng, &fights) {
        return Some(a);
    }
    if let Some(a) = legal
        .iter()
        .copied()
        .find(|a| matches!(a, Action::Gather(_)))
    {
        return Some(a);
    }
    let explores: Vec<Action> = legal
        .iter()
        .copied()
        .filter(|a| matches!(a, Action::Explore(_)))
        .collect();
    // Explore when the dice beat what the next tile brings on average: a first-tier army
    // (strength 2.6 on average), or a second tier's two (twice that).
    let first_tier_left = g.board.deck.last().is_some_and(|t| {
        crate::karak2::data::TILES[usize::from(*t)].tier == crate::karak2::data::Tier::One
    });
    if attack6 >= if first_tier_left { 6 } else { 24 } {
        if let Some(a) = pick(rng, &explores) {
            return Some(a);
        }
    }
    if me.lives < 5 {
        if let Some(a) = first_legal(legal, [Action::Heal]) {
            return Some(a);
        }
    }
    // Home to build or recruit when the resources are there.
    if let Some(city) = me.city.filter(|c| *c != me.at) {
        let can_build = BUILD_ORDER
            .iter()
            .any(|b| !me.buildings.has(*b) && me.resources.total() >= b.cost().total());
        let can_recruit = me.army_size() < me.glory()
            && [Unit::Mage, Unit::Archer, Unit::Knight]
                .iter()
                .any(|u| u.price().is_some_and(|p| me.resources.covers(p)));
        if can_build || can_recruit {
            if let Some(a) = first_legal(legal, [Action::Portal, Action::PortalTo(city)]) {
                return Some(a);
            }
            if let Some(a) = step_towards(g, legal, city) {
                return Some(a);
            }
        }
    }
    // Strong enough to wear the Dark General down: walk towards him.
    let general_at = g
        .board
        .landscape
        .iter()
        .find(|(_, p)| p.general)
        .map(|(h, _)| *h);
    if let Some(target) = general_at.filter(|_| attack6 >= 60 && me.lives >= 3) {
        if let Some(a) = step_towards(g, legal, target) {
            return Some(a);
        }
    }
    // Walk somewhere without a fight (towards gathering), else end the turn.
    let walks: Vec<Action> = DIRECTIONS
        .iter()
        .map(|d| Action::Move(*d))
        .filter(|a| legal.contains(a))
        .filter(|a| {
            let Action::Move(d) = a else { return false };
            let to = me.at.neighbour(*d);
            g.army_strength(to) == 0 && !g.board.landscape.get(&to).is_some_and(|p| p.general)
        })
        .collect();
    // A wander now and then keeps a hero from waiting on one tile for ever.
    if g.actions_left() > 1 || crate::hash::uniform(rng, 3) == 0 {
        if let Some(a) = pick(rng, &walks) {
            return Some(a);
        }
    }
    Some(Action::EndTurn)
}

/// A legal step that brings the hero to act closer to `target` (chasms aside), if any.
fn step_towards(g: &Karak2, legal: &[Action], target: crate::karak2::hex::Hex) -> Option<Action> {
    let at = g.me().at;
    DIRECTIONS
        .iter()
        .map(|d| Action::Move(*d))
        .filter(|a| legal.contains(a))
        .filter_map(|a| match a {
            Action::Move(d) => Some((at.neighbour(d).distance(target), a)),
            _ => None,
        })
        .filter(|(d, _)| *d < at.distance(target))
        .min_by_key(|(d, _)| *d)
        .map(|(_, a)| a)
}
