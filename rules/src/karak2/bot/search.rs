//! The search bot: the plain plan in the Hunter's style (`fights.rs`: the Dark General whenever
//! his fall would win the game; armies and exploring only at better odds than the greedy bot's,
//! to keep lives and units for him), and Monte Carlo where the game is decided. When the General
//! stands beside its hero, it compares attacking now with the other choice (the plan's, or the
//! greedy bot's when the plan attacks); within [`REACH`] tiles of him, the first step towards
//! him with the other choice the same way. It plays each out to the end of the game many times,
//! each time on a fresh determinisation of what its seat cannot see (the deck's order, the bag,
//! the dice to come): itself by its plan, every other seat by the greedy bot; the plan stands
//! unless the other choice wins clearly more of the same futures. The budget is a number of
//! playouts, not a clock, so the bot stays pure and deterministic given its RNG.

use rand_chacha::ChaCha8Rng;
use rand_core::{RngCore, SeedableRng};

use super::fights::Style;
use super::greedy::choose_as;
use super::walk::moves;
use crate::karak2::turn::{Action, Decision};
use crate::karak2::Karak2;
use crate::{Game, Seat, Viewer};

/// Actions a playout may take at most before it counts as a draw (games end in ~700).
const PLAYOUT_CAP: u32 = 5_000;

/// Wins (of `playouts` paired futures) by which the other choice must beat the plan's.
const SWITCH_MARGIN: f64 = 2.0;

/// How many tiles from the Dark General the bot still searches: whether to walk up to him now
/// decides who reaches him first (measured: 3 tiles, 62 % -> 69 % against the greedy bot).
const REACH: u8 = 3;

/// The search bot's action for `seat` on `known` (a copy determinised for it), with
/// `playouts` futures per candidate.
pub(super) fn choose(
    known: &Karak2,
    seat: Seat,
    legal: &[Action],
    rng: &mut dyn RngCore,
    playouts: u32,
) -> Option<Action> {
    let plan = choose_as(known, legal, rng, Style::Hunter)?;
    if *known.decision() != Decision::Act {
        return Some(plan);
    }
    let attack = moves(known, legal)
        .find(|(_, to)| known.board.landscape.get(to).is_some_and(|p| p.general))
        .map(|(a, _)| a);
    let near = || {
        let general = known
            .board
            .landscape
            .iter()
            .find(|(_, p)| p.general)
            .map(|(h, _)| *h)?;
        let d = general.distance(known.me().at);
        if d > REACH {
            return None;
        }
        super::walk::step_towards(known, legal, general)
    };
    let Some(attack) = attack.or_else(near) else {
        return Some(plan);
    };
    let other = if plan == attack {
        choose_as(known, legal, rng, Style::Greedy)?
    } else {
        attack
    };
    if other == plan {
        return Some(plan);
    }
    let mut wins = [0.0f64; 2];
    for _ in 0..playouts {
        // One determinisation and one stream of the bots' whims shared by both candidates:
        // they meet the same dice and draws, so the difference is theirs.
        let world = known.determinise(Viewer::Seat(seat), rng);
        let whims = ChaCha8Rng::seed_from_u64(rng.next_u64());
        for (i, a) in [plan, other].iter().enumerate() {
            let mut g = world.clone();
            if g.apply(seat, a).is_err() {
                continue;
            }
            wins[i] += play_out(&mut g, seat, &mut whims.clone());
        }
    }
    // The plan stands unless the other choice wins clearly more of the same futures: a close
    // count is mostly the dice's noise.
    Some(if wins[1] > wins[0] + SWITCH_MARGIN {
        other
    } else {
        plan
    })
}

/// Plays `g` to its end (`seat` by the Hunter's plan, the others by the greedy bot) and
/// returns `seat`'s share of the win.
fn play_out(g: &mut Karak2, seat: Seat, rng: &mut dyn RngCore) -> f64 {
    for _ in 0..PLAYOUT_CAP {
        let Some(s) = g.to_act() else { break };
        let style = if s == seat {
            Style::Hunter
        } else {
            Style::Greedy
        };
        let legal = g.legal_actions();
        let Some(a) = choose_as(g, &legal, rng, style) else {
            break;
        };
        if g.apply(s, &a).is_err() {
            break;
        }
    }
    match g.outcome() {
        Some(o) if o.winners.contains(&seat) => 1.0 / o.winners.len() as f64,
        _ => 0.0,
    }
}
