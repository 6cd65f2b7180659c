//! The beginner (Easy): the greedy bot with a beginner's mistakes, made on purpose.
//!
//! - It misjudges every monster's odds by up to ±[`MISJUDGE`] (a win probability of 0.5 may
//!   look like 0.25 or 0.75), when it plans, fights or sneaks.
//! - Some turns it wanders: it forgets the monsters and the fountains and heads for an
//!   unexplored exit or for items lying about.
//! - It sometimes forgets to pick up a better item, to open a chest or to heal with its Portal.
//! - In combat it rerolls by feel (both dice, or none, where one was right) and sometimes
//!   forgets its Magic Flames.
//!
//! The misjudgements and the wandering are drawn once per turn, from a hash of the turn's
//! situation (seat, starting tile, items, tiles on the board: an exploration may change its
//! mind), not at every step: a beginner who changed their mind at every step would only
//! dither. The other slips come from the caller's RNG.

use super::greedy::Greedy;
use super::*;
use std::hash::Hasher;

/// Most a monster's win probability is misjudged by.
const MISJUDGE: f32 = 0.25;
/// Share of turns spent wandering.
const WANDER: u64 = 30;
/// Chance (percent) of forgetting to pick up items, open a chest or heal.
const FORGET: u32 = 35;
/// Chance (percent) of rerolling by feel rather than by the odds.
const BY_FEEL: u32 = 50;
/// Chance (percent) of forgetting the Magic Flames.
const NO_FLAMES: u32 = 40;

/// The turn's mood: a hash of the situation at its start, the same at every step of it.
fn mood(game: &Karak) -> u64 {
    let seat = game.active();
    let hero = game.hero(seat);
    let mut h = crate::hash::StableHasher::default();
    h.write_u8(seat);
    h.write_u8(
        game.turn
            .path
            .as_slice()
            .first()
            .copied()
            .unwrap_or(hero.pos),
    );
    h.write(&hero.inv);
    h.write_u16(u16::from(game.core.board.tiles.len() as u8));
    // Spread the bits (FNV's low bits are weak).
    h.finish().wrapping_mul(0x9E37_79B9_7F4A_7C15)
}

/// `percent` chance from `rng`.
fn chance<R: RngCore + ?Sized>(rng: &mut R, percent: u32) -> bool {
    uniform(rng, 100) < percent
}

/// The beginner's choice for the pending decision (always legal), `None` once the game is over.
pub(super) fn easy_choice<R: RngCore>(
    greedy: &mut GreedyBot,
    game: &Karak,
    rng: &mut R,
) -> Option<Action> {
    if game.core.over.is_some() {
        return None;
    }
    let mut legal = ActionBuf::new();
    game.legal_decision_into(&mut legal);
    let mood = mood(game);
    let choice = match game.turn.decision {
        Decision::Move => Some(main(game, greedy.memo.as_mut(), mood, rng)),
        Decision::FightOrSneak => {
            let mut g = Greedy::new(game, greedy.memo.as_mut());
            let monster = game
                .core
                .board
                .tile(game.hero(g.seat).pos)
                .and_then(|t| t.token);
            Some(match monster {
                Some(m) if misjudged(&mut g, m, mood) > 0.0 => Action::Fight,
                _ => Action::Sneak,
            })
        }
        Decision::Reroll if chance(rng, BY_FEEL) => {
            // By feel: a poor roll is rolled again whole, a fair one kept.
            let c = game.turn.combat?;
            let sum = c.dice[0] + c.dice[1];
            let a = if sum <= 6 && legal.contains(&Action::Reroll) {
                Action::Reroll
            } else if sum <= 5 {
                legal
                    .iter()
                    .copied()
                    .find(|a| matches!(a, Action::RerollDie(_)))?
            } else {
                Action::KeepRoll
            };
            Some(a)
        }
        Decision::Spells if chance(rng, NO_FLAMES) && legal.contains(&Action::Resolve) => {
            Some(Action::Resolve)
        }
        _ => greedy.choose(game, rng),
    };
    match choice {
        Some(a) if game.is_legal(&a) => Some(a),
        _ => greedy.choose(game, rng),
    }
}

/// A monster's fight value as the beginner sees it: its win probability shifted by the turn's
/// misjudgement of this kind of monster.
fn misjudged(g: &mut Greedy<'_>, monster: Token, mood: u64) -> f32 {
    let bits = mood.rotate_left(8 * monster.index() as u32) >> 56;
    let shift = (bits as f32 / 255.0 * 2.0 - 1.0) * MISJUDGE;
    value_with(g, monster, shift)
}

/// A monster's fight value with its win probability shifted by `shift` (the loss probability
/// the other way).
fn value_with(g: &mut Greedy<'_>, monster: Token, shift: f32) -> f32 {
    let true_value = g.fight_value(monster);
    let o = g.odds(monster);
    if monster == Token::Dragon {
        return true_value + shift * 4.0;
    }
    let win = (o.win + shift).clamp(0.0, 1.0);
    let loss = (o.loss - (win - o.win)).clamp(0.0, 1.0);
    // The value is linear in the odds: the same terms with the shifted ones.
    let loot = (true_value + o.loss * g.hp_cost()) / o.win.max(1e-3);
    win * loot - loss * g.hp_cost()
}

/// The main decision with the beginner's slips.
fn main<R: RngCore + ?Sized>(
    game: &Karak,
    mut memo: Option<&mut Memo>,
    mood: u64,
    rng: &mut R,
) -> Action {
    let plan = Greedy::new(game, memo.as_deref_mut()).main();
    // The slips of the moment: the greedy bot's chest, pick-up or Portal, forgotten.
    let slip = matches!(
        plan,
        Action::OpenChest | Action::PickUp | Action::Portal { .. }
    );
    if slip && !chance(rng, FORGET) {
        return plan;
    }
    if !slip
        && !matches!(
            plan,
            Action::Step(_) | Action::Charge { .. } | Action::Teleport(_)
        )
    {
        return plan;
    }
    if game.turn.steps >= STEPS_PER_TURN {
        return Action::EndTurn;
    }
    let pos = game.hero(game.active()).pos;
    let wander = (mood >> 32) % 100 < WANDER;
    let mut values = [f32::NAN; 8];
    let mut g = Greedy::new(game, memo);
    for (k, v) in values.iter_mut().enumerate() {
        let m = TOKENS[k];
        if m.is_monster() {
            *v = if wander {
                f32::NEG_INFINITY
            } else {
                misjudged(&mut g, m, mood)
            };
        }
    }
    let heal = if wander || g.hp >= MAX_HP {
        0.0
    } else {
        f32::from(MAX_HP - g.hp) * if g.hp <= 2 { 2.0 } else { 0.6 }
    };
    let mut route = Route::EMPTY;
    let a = g.plan_with(pos, 0.0, heal, &mut values, &mut route);
    if game.is_legal(&a) {
        a
    } else {
        plan
    }
}
