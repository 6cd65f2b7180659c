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
            let strength = g
                .turn
                .battle
                .as_ref()
                .map_or(0, |b| g.enemy_strength(b.at, b.general));
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
    let can_enlist = [Unit::Mage, Unit::Archer, Unit::Knight]
        .iter()
        .any(|u| g.enlist_check(*u).is_ok());
    if can_enlist && legal.contains(&Action::Recruit) {
        return Some(Action::Recruit);
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
    let fights: Vec<Action> = moves(g, legal)
        .filter(|(_, to)| {
            let Some(place) = g.board.landscape.get(to) else {
                return false;
            };
            // The Dark General is worn down: an attack of 10 or more removes a praetorian.
            let target = if place.general {
                crate::karak2::data::PRAETORIAN_BREAK
            } else {
                g.army_strength(*to)
            };
            target > 0 && u32::from(target) * 6 <= attack6 && (!place.general || me.lives >= 3)
        })
        .map(|(a, _)| a)
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
            && [Unit::Mage, Unit::Archer, Unit::Knight].iter().any(|u| {
                let building = crate::karak2::data::BUILDINGS
                    .iter()
                    .any(|b| b.recruits() == Some(*u) && me.buildings.has(*b));
                building && u.price().is_some_and(|p| me.resources.covers(p))
            });
        if can_build || can_recruit {
            if let Some(a) = first_legal(legal, [Action::Portal, Action::PortalTo(city)]) {
                return Some(a);
            }
            if let Some(a) = step_towards(g, legal, city) {
                return Some(a);
            }
        }
    }
    // Short of what the next building needs: walk towards a tile that yields it.
    if let Some(want) = wanted_resource(g) {
        let source = g
            .board
            .landscape
            .iter()
            .filter(|(_, p)| p.kind.yields().get(want) > 0 && !p.guarded())
            .filter(|(h, _)| g.board.heroes.iter().all(|x| x.city != Some(**h)))
            .map(|(h, _)| *h)
            .min_by_key(|h| h.distance(me.at));
        if let Some(to) = source.filter(|h| *h != me.at) {
            if let Some(a) = step_towards(g, legal, to) {
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
    let walks: Vec<Action> = moves(g, legal)
        .filter(|(_, to)| g.board.landscape.get(to).is_some_and(|p| !p.guarded()))
        .map(|(a, _)| a)
        .collect();
    // A wander now and then keeps a hero from waiting on one tile for ever.
    if g.actions_left() > 1 || crate::hash::uniform(rng, 3) == 0 {
        if let Some(a) = pick(rng, &walks) {
            return Some(a);
        }
    }
    Some(Action::EndTurn)
}

/// The legal one-tile moves of the hero to act, with where each leads.
fn moves<'a>(
    g: &'a Karak2,
    legal: &'a [Action],
) -> impl Iterator<Item = (Action, crate::karak2::hex::Hex)> + 'a {
    let at = g.me().at;
    DIRECTIONS
        .into_iter()
        .map(move |d| (Action::Move(d), at.neighbour(d)))
        .filter(|(a, _)| legal.contains(a))
}

/// The resource the next building the hero to act wants is short of, once it has a city.
fn wanted_resource(g: &Karak2) -> Option<Resource> {
    let me = g.me();
    me.city?;
    let next = BUILD_ORDER.iter().find(|b| !me.buildings.has(**b))?;
    let cost = next.cost();
    RESOURCES
        .into_iter()
        .find(|r| me.resources.get(*r) < cost.get(*r))
}

/// The first legal step of a shortest walk to `target` over laid tiles and chasm-free
/// borders, around guarded tiles (the target aside), if there is a walk.
fn step_towards(g: &Karak2, legal: &[Action], target: crate::karak2::hex::Hex) -> Option<Action> {
    use std::collections::{BTreeMap, VecDeque};
    let start = g.me().at;
    let mut first: BTreeMap<crate::karak2::hex::Hex, Action> = BTreeMap::new();
    let mut queue = VecDeque::from([start]);
    while let Some(at) = queue.pop_front() {
        if at == target {
            return first.get(&at).copied().filter(|a| legal.contains(a));
        }
        for d in DIRECTIONS {
            let next = at.neighbour(d);
            if next == start || first.contains_key(&next) || !g.can_cross(at, d) {
                continue;
            }
            let guarded = g.board.landscape.get(&next).is_some_and(|p| p.guarded());
            if guarded && next != target {
                continue;
            }
            let step = if at == start {
                Action::Move(d)
            } else {
                first[&at]
            };
            first.insert(next, step);
            queue.push_back(next);
        }
    }
    None
}
