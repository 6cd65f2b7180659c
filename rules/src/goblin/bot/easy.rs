//! The easy bot: the greedy bot's choices with a beginner's mistakes, drawn from its own RNG.
//! At the start of one turn in four it fights a monster its hand cannot beat (when there is
//! one); in a battle, one card in three is another playable card than the planner's best; at
//! the merchant, one visit in two it leaves without buying. Every other decision is the greedy
//! bot's, so it plays whole games sensibly, only worse.

use super::greedy::{greedy_action, targets};
use crate::goblin::{Action, Decision, Goblin};
use crate::hash::uniform;
use crate::Game;
use rand_core::RngCore;

/// One turn in this many the beginner takes on a monster too strong for its hand.
const RECKLESS: u32 = 4;

/// One card in this many is not the best one.
const FUMBLES: u32 = 3;

/// One merchant's visit in this many ends without a purchase.
const LEAVES: u32 = 2;

/// A random element of `from`.
fn any(from: &[Action], rng: &mut dyn RngCore) -> Option<Action> {
    from.get(uniform(rng, from.len() as u32) as usize).copied()
}

/// The easy bot's action for the seat to act, `None` once the game is over.
pub fn easy_action(g: &Goblin, rng: &mut dyn RngCore) -> Option<Action> {
    let best = greedy_action(g)?;
    let mistake = match g.decision() {
        Decision::Turn if uniform(rng, RECKLESS) == 0 => {
            let lost: Vec<Action> = targets(g)
                .into_iter()
                .filter(|(_, _, plan)| !plan.win)
                .map(|(t, _, _)| Action::Fight(t))
                .collect();
            any(&lost, rng)
        }
        Decision::Battle
            if matches!(best, Action::Play(_) | Action::PlayUncursed(_))
                && uniform(rng, FUMBLES) == 0 =>
        {
            let others: Vec<Action> = g
                .legal_actions()
                .into_iter()
                .filter(|a| matches!(a, Action::Play(_)) && *a != best)
                .collect();
            any(&others, rng)
        }
        Decision::Merchant if best != Action::Leave && uniform(rng, LEAVES) == 0 => {
            Some(Action::Leave)
        }
        _ => None,
    };
    // A mistake is made only with a legal action; otherwise the greedy choice stands.
    Some(mistake.filter(|a| g.check(a).is_ok()).unwrap_or(best))
}
