//! The search bot (Hard): flat Monte Carlo over determinisations.
//!
//! At every decision but a tile's rotation it compares the greedy bot's choice with the other
//! legal actions that change more than the way taken: at the main decision a step onto a
//! monster (a fight), an exploration, picking up, opening a chest, ending the turn, a Portal of
//! Healing on itself, Magic Swap, a charge or a teleport (plain steps onto known tiles are
//! left out); at the others (fight or sneak, rerolls, spells, the Oracle's token, leaving,
//! curses, reincarnation) every action. It plays each candidate [`SEARCH_PLAYOUTS`] times,
//! every seat by the greedy bot, until its own turn after next starts ([`HORIZON`]) or the game
//! ends. Every round of playouts starts from a fresh determinisation of what its seat cannot
//! see (a new game RNG: the tile stack's order, the tokens under new rooms, every die to come)
//! drawn from the bot's own RNG, and the candidates of a round share it and the greedy bot's
//! tie breaks, so that their difference is theirs rather than the dice's. A finished playout
//! scores the seat's share of the win plus [`VP_WEIGHT`] per half victory point of lead; one
//! stopped at the horizon scores [`standing`] (even chances, plus or minus the inventories'
//! and HP's difference). Another candidate replaces the greedy choice only when its mean paired
//! difference is positive by more than [`Z`] standard errors, the largest such mean winning.
//! The budget is a number of playouts, not a clock, so the bot is pure and deterministic given
//! its RNG.

use super::*;
use crate::{Game, Viewer};
use rand_chacha::ChaCha8Rng;
use rand_core::SeedableRng;

/// Playouts per candidate at the Hard level ([`Bot::Search`]).
pub const SEARCH_PLAYOUTS: u32 = 256;

/// Actions a playout may take at most (greedy games end in ~250; a horizon comes far sooner).
const PLAYOUT_CAP: u32 = 4_000;

/// Candidates searched at most (the greedy choice first).
const CANDIDATES: usize = 8;

/// Weight of a half victory point of lead in a playout's score (a win is worth 1).
const VP_WEIGHT: f64 = 0.05;

/// Own turns a playout plays after the current one before it is scored by [`standing`] (0:
/// to the end of the game).
const HORIZON: u32 = 2;

/// Win probability per unit of inventory value ([`settled_value`]) of lead at the horizon.
const VALUE_WEIGHT: f64 = 0.05;

/// Highest score of a playout stopped at the horizon (the lowest is 1 less it).
const STANDING_RANGE: f64 = 0.8;

/// Standard errors of the paired differences by which a candidate must beat the greedy choice.
const Z: f64 = 1.5;

/// The search bot's choice on `game` (a copy determinised for the seat to act), with
/// `playouts` playouts per candidate; `greedy` plays the other decisions and the playouts.
pub(super) fn search_choice<R: RngCore>(
    greedy: &mut GreedyBot,
    playouts: u32,
    game: &Karak,
    rng: &mut R,
) -> Option<Action> {
    let plan = greedy.choose(game, rng)?;
    let mut cands = crate::FixedVec::<Action, CANDIDATES>::new();
    cands.push(plan);
    candidates(game, &mut cands);
    if cands.len() <= 1 || playouts == 0 || last_stand(game) {
        return Some(plan);
    }
    let seat = Seat(game.active());
    // Sums of each candidate's score less the plan's in the same future, and of their squares.
    let mut sum = [0f64; CANDIDATES];
    let mut sq = [0f64; CANDIDATES];
    let mut scores = [0f64; CANDIDATES];
    let mut events = Vec::with_capacity(32);
    for _ in 0..playouts {
        let world = game.determinise(Viewer::Seat(seat), rng);
        let whims = ChaCha8Rng::seed_from_u64(rng.next_u64());
        for (i, a) in cands.iter().enumerate() {
            let mut g = world.clone();
            events.clear();
            // Candidates are legal actions: a refusal would be a bug, scored as a loss.
            scores[i] = if g.apply_into(seat, a, &mut events).is_ok() {
                play_out(&mut g, greedy, &mut whims.clone(), &mut events, seat)
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
    let n = f64::from(playouts);
    let mut best = (0.0, 0);
    for i in 1..cands.len() {
        let mean = sum[i] / n;
        let se = ((sq[i] / n - mean * mean).max(0.0) / n).sqrt();
        if mean > Z * se && mean > best.0 {
            best = (mean, i);
        }
    }
    cands.get(best.1).copied()
}

/// The decision's candidates besides the greedy choice (already in `out`): none for a
/// rotation (it matters little, and the playouts would mostly measure the dice).
fn candidates(game: &Karak, out: &mut crate::FixedVec<Action, CANDIDATES>) {
    if matches!(
        game.turn.decision,
        Decision::Rotate { .. } | Decision::GameOver
    ) {
        return;
    }
    let mut legal = ActionBuf::new();
    game.legal_decision_into(&mut legal);
    let me = Seat(game.active());
    let board = &game.core.board;
    let at = board.tile(game.hero(me.0).pos).map(|t| t.at);
    for a in legal.iter() {
        let keep = match *a {
            // Healing oneself is a choice; moving the others around rarely is.
            Action::Portal { target, .. } => target == me,
            // A step onto a known tile without a monster only changes the way taken (measured:
            // searching those too gains nothing and costs time).
            Action::Step(d) => match at.and_then(|c| c.step(d)).and_then(|c| board.index_at(c)) {
                Some(j) => board.monster_tiles().contains(j),
                None => true,
            },
            _ => true,
        };
        if keep && !out.contains(a) && out.len() < CANDIDATES {
            out.push(*a);
        }
    }
}

/// Whether only the dragon is left to fight and no tile to explore: then the greedy bot
/// decides. Its games always end, while searching bots may all wait for ever (the leader
/// for better odds than the dragon ever gives, the others because its fall would end the game
/// with them behind); measured: one game in 300 between four Hard bots never ended.
fn last_stand(game: &Karak) -> bool {
    let counts = game.core.board.tokens_on_tiles();
    !game.stack_left()
        && TOKENS
            .iter()
            .zip(counts.iter())
            .all(|(t, n)| *n == 0 || matches!(t, Token::Dragon | Token::Chest))
}

/// Plays `g` to its end with the greedy bot in every seat and scores it for `seat`: its share
/// of the win plus [`VP_WEIGHT`] per half point of lead over the best other hero.
fn play_out(
    g: &mut Karak,
    greedy: &mut GreedyBot,
    rng: &mut ChaCha8Rng,
    events: &mut Vec<super::super::Event>,
    seat: Seat,
) -> f64 {
    let mut turns = 0;
    let mut last = g.turn.seat;
    for _ in 0..PLAYOUT_CAP {
        let Some(s) = g.to_act() else { break };
        if s.0 != last {
            last = s.0;
            if s == seat {
                turns += 1;
                if HORIZON > 0 && turns >= HORIZON {
                    return standing(g, seat);
                }
            }
        }
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
    let lead = f64::from(mine - best_other) * VP_WEIGHT;
    match g.outcome() {
        Some(o) if o.winners.contains(&seat) => 1.0 / o.winners.len() as f64 + lead,
        _ => lead,
    }
}

/// `seat`'s chances at the horizon: even, plus [`VALUE_WEIGHT`] per unit of its inventory's
/// value and HP over the best other hero's, within [`STANDING_RANGE`]: a lead is not yet a
/// win, so that ending the game while ahead is always worth more than waiting.
fn standing(g: &Karak, seat: Seat) -> f64 {
    let worth = |s: u8| {
        let h = g.hero(s);
        f64::from(settled_value(h.inv, g.core.expert)) + 0.3 * f64::from(h.hp)
    };
    let best_other = (0..g.core.players)
        .filter(|s| *s != seat.0)
        .map(worth)
        .fold(f64::MIN, f64::max);
    (0.5 + VALUE_WEIGHT * (worth(seat.0) - best_other)).clamp(1.0 - STANDING_RANGE, STANDING_RANGE)
}
