//! Where the greedy bot walks: shortest walks over the laid landscape, and the places worth
//! walking to.

use crate::karak2::data::{Resource, RESOURCES};
use crate::karak2::hex::{Direction, Hex, DIRECTIONS};
use crate::karak2::turn::Action;
use crate::karak2::Karak2;

/// The legal one-tile moves of the hero to act, with where each leads.
pub(super) fn moves<'a>(
    g: &'a Karak2,
    legal: &'a [Action],
) -> impl Iterator<Item = (Action, Hex)> + 'a {
    let at = g.me().at;
    DIRECTIONS
        .into_iter()
        .map(move |d| (Action::Move(d), at.neighbour(d)))
        .filter(|(a, _)| legal.contains(a))
}

/// The first legal step of a shortest walk to `target` over laid tiles and chasm-free
/// borders, around guarded tiles (the target aside), if there is a walk.
pub(super) fn step_towards(g: &Karak2, legal: &[Action], target: Hex) -> Option<Action> {
    step_to_nearest(g, legal, |h| h == target)
}

/// The first legal step of a shortest walk to the nearest tile `wanted` accepts (not the one
/// the hero stands on), around guarded tiles other than a wanted one. Elspeth runs the walk's
/// first straight stretch of two or three tiles when her Magic Run is still hers this turn.
fn step_to_nearest(g: &Karak2, legal: &[Action], wanted: impl Fn(Hex) -> bool) -> Option<Action> {
    use std::collections::{BTreeMap, VecDeque};
    let start = g.me().at;
    // How each tile reached was entered: from where, in which direction.
    let mut entered: BTreeMap<Hex, (Hex, Direction)> = BTreeMap::new();
    let mut queue = VecDeque::from([start]);
    while let Some(at) = queue.pop_front() {
        if at != start && wanted(at) {
            return first_steps(legal, &entered, at);
        }
        for d in DIRECTIONS {
            let next = at.neighbour(d);
            if next == start || entered.contains_key(&next) || !g.can_cross(at, d) {
                continue;
            }
            let guarded = g.board.landscape.get(&next).is_some_and(|p| p.guarded());
            if guarded && !wanted(next) {
                continue;
            }
            entered.insert(next, (at, d));
            queue.push_back(next);
        }
    }
    None
}

/// The legal action that begins the walk to `to`: a Magic Run along its first straight
/// stretch, or one step.
fn first_steps(
    legal: &[Action],
    entered: &std::collections::BTreeMap<Hex, (Hex, Direction)>,
    to: Hex,
) -> Option<Action> {
    let mut directions = Vec::new();
    let mut at = to;
    while let Some((from, d)) = entered.get(&at) {
        directions.push(*d);
        at = *from;
    }
    directions.reverse();
    let first = *directions.first()?;
    let straight = directions
        .iter()
        .take_while(|d| **d == first)
        .count()
        .min(3) as u8;
    (2..=straight)
        .rev()
        .map(|n| Action::Run(first, n))
        .chain([Action::Move(first)])
        .find(|a| legal.contains(a))
}

/// The first step towards the nearest unguarded tile with an unexplored side free of chasms,
/// while tiles are left to draw.
pub(super) fn towards_frontier(g: &Karak2, legal: &[Action]) -> Option<Action> {
    if g.board.deck.is_empty() {
        return None;
    }
    step_to_nearest(g, legal, |h| {
        g.board.landscape.get(&h).is_some_and(|p| {
            !p.guarded()
                && DIRECTIONS
                    .into_iter()
                    .any(|d| !p.chasms.has(d) && !g.board.landscape.contains_key(&h.neighbour(d)))
        })
    })
}

/// The first step towards the nearest tile that yields `want` (unguarded, no city on it),
/// when one can be walked to.
pub(super) fn towards_resource(g: &Karak2, legal: &[Action], want: Resource) -> Option<Action> {
    let me = g.me();
    let mut sources: Vec<Hex> = g
        .board
        .landscape
        .iter()
        .filter(|(_, p)| p.kind.yields().get(want) > 0 && !p.guarded())
        .filter(|(h, _)| g.board.heroes.iter().all(|x| x.city != Some(**h)))
        .map(|(h, _)| *h)
        .collect();
    sources.sort_by_key(|h| h.distance(me.at));
    sources
        .into_iter()
        .filter(|h| *h != me.at)
        .find_map(|h| step_towards(g, legal, h))
}

/// The first step towards the nearest tile where the hero to act could build its city: one
/// that yields resources, unguarded, off the start tile, with no city and no other hero on it.
pub(super) fn towards_city_site(g: &Karak2, legal: &[Action]) -> Option<Action> {
    let me = g.me();
    let mut sites: Vec<Hex> = g
        .board
        .landscape
        .iter()
        .filter(|(_, p)| p.kind.yields().total() > 0 && !p.guarded() && p.tile.is_some())
        .filter(|(h, _)| {
            g.board
                .heroes
                .iter()
                .all(|x| x.city != Some(**h) && (x.at != **h || x.hero == me.hero))
        })
        .map(|(h, _)| *h)
        .collect();
    sites.sort_by_key(|h| h.distance(me.at));
    sites
        .into_iter()
        .filter(|h| *h != me.at)
        .find_map(|h| step_towards(g, legal, h))
}

/// The resources the hero to act lacks for `cost`, most lacking first.
pub(super) fn lacking(g: &Karak2, cost: crate::karak2::data::Resources) -> Vec<Resource> {
    let have = g.me().resources;
    let mut short: Vec<(u8, Resource)> = RESOURCES
        .into_iter()
        .filter(|r| have.get(*r) < cost.get(*r))
        .map(|r| (cost.get(r) - have.get(r), r))
        .collect();
    short.sort_by_key(|(n, _)| std::cmp::Reverse(*n));
    short.into_iter().map(|(_, r)| r).collect()
}
