//! The greedy bot's economy: what it builds and recruits, in which order, and what it lacks
//! for them.

use super::greedy::{after, first_legal};
use super::walk::{lacking, towards_city_site};
use crate::karak2::data::{Building, Resource, Unit, BUILDINGS, RESOURCES};
use crate::karak2::turn::Action;
use crate::karak2::Karak2;

/// The buildings in the order the bot wants them: knights first, then the banners' glory to
/// lead more of them, then the stable's extra action.
pub(super) const BUILD_ORDER: [Building; 6] = [
    Building::MilitaryCamp,
    Building::GloryBanners,
    Building::Stable,
    Building::WizardTower,
    Building::ShootingRange,
    Building::Portal,
];

/// The units the bot recruits, strongest first.
pub(super) const RECRUITS: [Unit; 3] = [Unit::Mage, Unit::Archer, Unit::Knight];

/// The resource the hero to act holds least of.
pub(super) fn scarcest(g: &Karak2) -> Resource {
    let r = g.me().resources;
    RESOURCES
        .into_iter()
        .min_by_key(|x| r.get(*x))
        .unwrap_or(Resource::Stone)
}

/// In the own city, or where one may be built: the city, then buildings, then recruits.
pub(super) fn in_city(g: &Karak2, legal: &[Action]) -> Option<Action> {
    let spares = [
        None,
        Some(Resource::Stone),
        Some(Resource::Wood),
        Some(Resource::Food),
    ];
    // The start tile's farm and forest feed everyone: a city there only when no other site
    // can be reached.
    let on_start = g
        .board
        .landscape
        .get(&g.me().at)
        .is_some_and(|p| p.tile.is_none());
    if !on_start || towards_city_site(g, legal).is_none() {
        if let Some(a) = first_legal(legal, spares.map(Action::BuildCity)) {
            return Some(a);
        }
    }
    for b in BUILD_ORDER {
        if let Some(a) = first_legal(legal, spares.map(|s| Action::Build(b, s))) {
            return Some(a);
        }
    }
    let can_enlist = RECRUITS.iter().any(|u| g.enlist_check(*u).is_ok());
    (can_enlist && legal.contains(&Action::Recruit)).then_some(Action::Recruit)
}

/// The unit the hero to act could lead one more of, recruited in a building it has.
pub(super) fn recruitable(g: &Karak2) -> Option<Unit> {
    let me = g.me();
    if me.army_size() >= me.glory() {
        return None;
    }
    let open: Vec<Unit> = RECRUITS
        .into_iter()
        .filter(|u| {
            BUILDINGS
                .iter()
                .any(|b| b.recruits() == Some(*u) && me.buildings.has(*b))
                && g.supply_left(*u) > 0
        })
        .collect();
    let affordable = open
        .iter()
        .copied()
        .find(|u| u.price().is_some_and(|p| me.resources.covers(p)));
    affordable.or(open.first().copied())
}

/// What the hero to act lacks for its city, its next building, or else its next recruit.
pub(super) fn needs(g: &Karak2) -> Vec<Resource> {
    let me = g.me();
    // Taia's Expert Builder pays a city or a building one resource less: what she can afford
    // lacks nothing.
    let to_build = |cost| {
        if g.can_afford(cost) {
            Vec::new()
        } else {
            lacking(g, cost)
        }
    };
    if me.city.is_none() {
        return to_build(crate::karak2::data::CITY_COST);
    }
    let building = BUILD_ORDER.into_iter().find(|b| !me.buildings.has(*b));
    let mut needs = building.map(|b| to_build(b.cost())).unwrap_or_default();
    if let Some(price) = recruitable(g).and_then(Unit::price) {
        needs.extend(lacking(g, price));
    }
    needs
}

/// Pickpocket on the hero holding most of what this one needs.
pub(super) fn pickpocket(g: &Karak2, legal: &[Action]) -> Option<Action> {
    let want = *needs(g).first()?;
    legal
        .iter()
        .copied()
        .filter_map(|a| match a {
            Action::Pickpocket(s) => Some((
                a,
                (g.board.heroes[s.index()].resources.get(want), after(g, s)),
            )),
            _ => None,
        })
        .filter(|(_, (held, _))| *held >= 2)
        .max_by_key(|(_, held)| *held)
        .map(|(a, _)| a)
}
