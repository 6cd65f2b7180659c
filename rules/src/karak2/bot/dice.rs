//! The search bot's dice for a battle. A skull on a unit die loses the unit, and the greedy bot,
//! rolling every die in every battle, loses about nine units a game to armies it would have
//! beaten anyway; the units kept are the swords the Dark General needs. A die that cannot be
//! lost is always rolled.

use super::odds::chance_with;
use crate::karak2::data::{Face, Unit, UNITS};
use crate::karak2::turn::Action;
use crate::karak2::Karak2;

/// How much chance of winning the search bot gives up to keep dice out of a battle.
const SPARED_CHANCE: f64 = 0.02;

/// The next die to choose, or the roll: dice are added, those adding most chance per skull
/// face first, until the chance is within [`SPARED_CHANCE`] of what every die would give.
pub(super) fn choose_dice(g: &Karak2, legal: &[Action]) -> Action {
    let Some(battle) = g.turn.battle.as_ref() else {
        return Action::Roll;
    };
    let target = g.enemy_strength(battle.at, battle.general);
    let chosen = g.chosen().0;
    let open = |u: &Unit| legal.contains(&Action::Choose(*u));
    let skull_faces = |u: Unit| u.faces().iter().filter(|f| **f == Face::Skull).count();
    // A die without a skull (Lorraine's bear) risks nothing: always rolled.
    if let Some(u) = UNITS.into_iter().find(|u| open(u) && skull_faces(*u) == 0) {
        return Action::Choose(u);
    }
    let mut every = chosen;
    for u in UNITS.iter().filter(|u| open(u)) {
        every[*u as usize] = g.me().units[*u as usize];
    }
    let now = chance_with(g, chosen, target);
    if now >= chance_with(g, every, target) - SPARED_CHANCE {
        return Action::Roll;
    }
    let skulls = |u: Unit| skull_faces(u).max(1) as f64;
    UNITS
        .into_iter()
        .filter(open)
        .map(|u| {
            let mut more = chosen;
            more[u as usize] += 1;
            (u, (chance_with(g, more, target) - now) / skulls(u))
        })
        .max_by(|a, b| a.1.total_cmp(&b.1))
        .map_or(Action::Roll, |(u, _)| Action::Choose(u))
}
