//! The easy bot: the greedy plan with a beginner's mistakes, drawn from its own RNG at every
//! decision. It recruits the cheap knights first; it misjudges every fight's odds by a quarter
//! (too bold or too timid, the same error for the whole decision); one time in three it forgets
//! to build or recruit when it could; one time in eight it wanders to a neighbouring tile with
//! no fight instead of following its plan. Everything else is the greedy bot's choice, so it
//! still plays a whole game sensibly, only worse.

use rand_core::RngCore;

use super::fights::Style;
use super::greedy::{choose_misjudging, first_legal};
use super::walk::moves;
use crate::hash::uniform;
use crate::karak2::data::Unit;
use crate::karak2::turn::{Action, Decision};
use crate::karak2::Karak2;

/// How far off a beginner judges a fight's chance of winning.
const MISJUDGE: f64 = 0.25;

/// One time in this many the beginner forgets to build or recruit.
const FORGETS: u32 = 3;

/// One time in this many it wanders instead of following the plan.
const WANDERS: u32 = 8;

/// Knights first: they cost least, though they roll least.
const RECRUITS: [Unit; 3] = [Unit::Knight, Unit::Archer, Unit::Mage];

/// The easy bot's choice among `legal`.
pub(super) fn choose(g: &Karak2, legal: &[Action], rng: &mut dyn RngCore) -> Option<Action> {
    match g.decision() {
        Decision::Recruiting => first_legal(
            legal,
            RECRUITS
                .map(Action::Enlist)
                .into_iter()
                .chain([Action::Done]),
        ),
        Decision::Act => act(g, legal, rng),
        _ => choose_misjudging(g, legal, rng, Style::Greedy, 0.0),
    }
}

/// The main decision: a wander now and then, else the plan with misjudged odds, building
/// forgotten one time in three.
fn act(g: &Karak2, legal: &[Action], rng: &mut dyn RngCore) -> Option<Action> {
    if uniform(rng, WANDERS) == 0 {
        // Only onto unguarded tiles: a beginner strolls, it does not stumble into battles.
        let walks: Vec<Action> = moves(g, legal)
            .filter(|(_, to)| g.board.landscape.get(to).is_some_and(|p| !p.guarded()))
            .map(|(a, _)| a)
            .collect();
        if !walks.is_empty() {
            return walks
                .get(uniform(rng, walks.len() as u32) as usize)
                .copied();
        }
    }
    let misjudge = if uniform(rng, 2) == 0 {
        MISJUDGE
    } else {
        -MISJUDGE
    };
    let plan = choose_misjudging(g, legal, rng, Style::Greedy, misjudge)?;
    let builds = |a: &Action| {
        matches!(
            a,
            Action::BuildCity(_) | Action::Build(..) | Action::Recruit
        )
    };
    if builds(&plan) && uniform(rng, FORGETS) == 0 {
        let rest: Vec<Action> = legal.iter().copied().filter(|a| !builds(a)).collect();
        if let Some(a) = choose_misjudging(g, &rest, rng, Style::Greedy, misjudge) {
            if rest.contains(&a) {
                return Some(a);
            }
        }
    }
    Some(plan)
}
