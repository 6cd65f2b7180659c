//! The search bot (Hard): flat Monte Carlo over determinisations.
//!
//! At a main decision (step, explore, fight by stepping in, pick up, open a chest, end the
//! turn, Portal of Healing on itself, Magic Swap), at the Thief's fight-or-sneak and at the
//! Oracle's token choice, it takes the candidate actions and plays each out many times to the
//! end of the game. Every playout starts from a fresh determinisation of what its seat cannot
//! see (a new RNG: the tile stack's order, the tokens under new rooms, every die to come),
//! drawn from the bot's own RNG; the candidates of one round share it and the playout's tie
//! breaks, so that their difference is theirs and not the dice's. Every seat is then played
//! by the greedy bot. A playout scores the seat's share of the win, plus a little for its
//! victory-point lead. The greedy bot's choice stands unless another candidate's mean is
//! clearly better; other decisions (rotations, rerolls, spells, leaving, curses) are the
//! greedy bot's. The budget is a number of playouts, not a clock, so the bot is pure and
//! deterministic given its RNG.

use super::*;
use crate::{Game, Viewer};
use rand_chacha::ChaCha8Rng;
use rand_core::SeedableRng;

/// Playouts per candidate at the Hard level ([`Bot::Search`]).
pub const SEARCH_PLAYOUTS: u32 = 48;

/// Actions a playout may take at most (greedy games end in ~250).
const PLAYOUT_CAP: u32 = 4_000;

/// Candidates searched at most (the greedy choice first).
const CANDIDATES: usize = 8;

/// Weight of a half victory point of lead in a playout's score (a win is worth 1).
const VP_WEIGHT: f64 = 0.01;

/// How the search is tuned (the defaults are the Hard level's).
#[doc(hidden)]
#[derive(Clone, Copy, Debug)]
pub struct Tuning {
    /// Playouts per candidate.
    pub playouts: u32,
    /// Standard errors of the paired differences by which a candidate must beat the greedy
    /// choice: a close call is mostly the dice's noise.
    pub z: f64,
    /// 0: every legal action; 1: only those that change more than the way taken.
    pub mode: u8,
    /// Weight of a half victory point of lead.
    pub vp_weight: f64,
}

impl Tuning {
    /// The Hard level's tuning with `playouts` playouts per candidate.
    pub const fn with_playouts(playouts: u32) -> Self {
        Tuning {
            playouts,
            z: 2.0,
            mode: 1,
            vp_weight: VP_WEIGHT,
        }
    }
}

/// The search bot's choice on `game` (a copy determinised for the seat to act), tuned by `t`;
/// `greedy` plays the other decisions and the playouts.
pub(super) fn search_choice<R: RngCore>(
    greedy: &mut GreedyBot,
    t: Tuning,
    game: &Karak,
    rng: &mut R,
) -> Option<Action> {
    let plan = greedy.choose(game, rng)?;
    let mut cands = crate::FixedVec::<Action, CANDIDATES>::new();
    cands.push(plan);
    candidates(game, t.mode, &mut cands);
    if cands.len() <= 1 || t.playouts == 0 {
        return Some(plan);
    }
    let seat = Seat(game.active());
    // Sums of each candidate's score less the plan's in the same future, and of their squares.
    let mut sum = [0f64; CANDIDATES];
    let mut sq = [0f64; CANDIDATES];
    let mut events = Vec::with_capacity(32);
    let mut scores = [0f64; CANDIDATES];
    for _ in 0..t.playouts {
        let world = game.determinise(Viewer::Seat(seat), rng);
        let whims = ChaCha8Rng::seed_from_u64(rng.next_u64());
        for (i, a) in cands.iter().enumerate() {
            let mut g = world.clone();
            events.clear();
            scores[i] = if g.apply_into(seat, a, &mut events).is_ok() {
                play_out(&mut g, greedy, &mut whims.clone(), &mut events, seat, t.vp_weight)
            } else {
                -1e3
            };
        }
        for i in 1..cands.len() {
            let d = scores[i] - scores[0];
            sum[i] += d;
            sq[i] += d * d;
        }
    }
    let n = f64::from(t.playouts);
    let mut best = (0.0, 0);
    for i in 1..cands.len() {
        let mean = sum[i] / n;
        let var = (sq[i] / n - mean * mean).max(0.0);
        let se = (var / n).sqrt();
        if mean > t.z * se && mean > 0.0 && mean > best.0 {
            best = (mean, i);
        }
    }
    cands.get(best.1).copied()
}

/// The decision's candidates besides the greedy choice (already in `out`): none where the
/// greedy bot decides alone.
fn candidates(game: &Karak, mode: u8, out: &mut crate::FixedVec<Action, CANDIDATES>) {
    let searched = matches!(
        game.turn.decision,
        Decision::Move | Decision::FightOrSneak | Decision::ChooseToken { .. }
    );
    if !searched {
        return;
    }
    let mut legal = ActionBuf::new();
    game.legal_decision_into(&mut legal);
    let me = Seat(game.active());
    let board = &game.core.board;
    let pos = game.hero(me.0).pos;
    let at = board.tile(pos).map(|t| t.at);
    for a in legal.iter() {
        let keep = match *a {
            // Healing oneself is a choice; moving the others around rarely is.
            Action::Portal { target, .. } => target == me,
            // A step onto a known tile without a monster only changes the way taken (the
            // playouts would mostly tell the dice apart); onto a monster it is a fight, into
            // an empty cell an exploration.
            Action::Step(d) if mode == 1 => {
                let to = at.and_then(|c| c.step(d)).and_then(|c| board.index_at(c));
                match to {
                    Some(j) => board.monster_tiles().contains(j),
                    None => true,
                }
            }
            _ => true,
        };
        if keep && !out.contains(a) && out.len() < CANDIDATES {
            out.push(*a);
        }
    }
}

/// Plays `g` to its end with the greedy bot in every seat and scores it for `seat`: its share
/// of the win plus [`VP_WEIGHT`] per half point of lead over the best other hero.
fn play_out(
    g: &mut Karak,
    greedy: &mut GreedyBot,
    rng: &mut ChaCha8Rng,
    events: &mut Vec<super::super::Event>,
    seat: Seat,
    vp_weight: f64,
) -> f64 {
    for _ in 0..PLAYOUT_CAP {
        let Some(s) = g.to_act() else { break };
        let Some(a) = greedy.choose(g, rng) else {
            break;
        };
        events.clear();
        if g.apply_into(s, &a, events).is_err() {
            break;
        }
    }
    let mine = i32::from(g.vp_half(seat));
    let best_other = (0..g.core.players)
        .filter(|s| *s != seat.0)
        .map(|s| i32::from(g.vp_half(Seat(s))))
        .max()
        .unwrap_or(0);
    let lead = f64::from(mine - best_other) * vp_weight;
    match g.outcome() {
        Some(o) if o.winners.contains(&seat) => 1.0 / o.winners.len() as f64 + lead,
        _ => lead,
    }
}
