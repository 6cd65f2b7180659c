//! The search bot: information-set Monte Carlo. At the start of its turn (the decision that
//! matters most: which monster, the merchant or a revive) it takes the few best candidates,
//! and for each plays many short futures, each on a fresh determinisation of what its seat
//! cannot see (other hands, deck orders, the level decks), every seat then played by the greedy
//! bot until the end of its own next turn; the candidate with the best mean standing wins.
//! Other decisions are the greedy bot's. The budget is a number of playouts, not a clock, so
//! the bot stays pure and deterministic given its RNG.

use super::greedy::{card_value, gear_value, greedy_action, targets};
use crate::goblin::{Action, Decision, Goblin};
use crate::{Game, Seat, Viewer};
use rand_core::RngCore;

/// Candidates searched at most.
const CANDIDATES: usize = 5;

/// How well `seat` stands: keys above all, then equipment, the quality of its cards, HP and
/// potions.
fn standing(g: &Goblin, seat: u8) -> f64 {
    if g.core.winner == Some(seat) {
        return 1e6;
    }
    let h = g.hero(seat);
    let keys = h.keys.iter().flatten().count() as f64;
    // Cards won build the deck: their worth counts in full (starting cards are everyone's).
    let mut won: i32 = h
        .hand
        .iter()
        .chain(&h.discard)
        .chain(h.deck.iter().flatten())
        .filter(|c| c.monster_back())
        .map(|c| card_value(*c))
        .sum();
    if g.turn.seat == seat {
        if let Some(b) = g.battle() {
            won += b
                .played
                .iter()
                .filter(|p| p.card.monster_back())
                .map(|p| card_value(p.card))
                .sum::<i32>();
        }
    }
    let gear = f64::from(gear_value(h.weapon) + gear_value(h.armour));
    let potions = h.potions.iter().filter(|p| **p).count() as f64;
    let down = if h.hp == 0 { 10.0 } else { 0.0 };
    keys * 100.0 + gear * 5.0 + f64::from(won) * 2.0 + f64::from(h.hp) * 2.0 + potions * 5.0 - down
}

/// `seat`'s standing less the best of the others'.
fn value(g: &Goblin, seat: u8) -> f64 {
    let best_other = (0..g.core.heroes.len() as u8)
        .filter(|s| *s != seat)
        .map(|s| standing(g, s))
        .fold(f64::MIN, f64::max);
    standing(g, seat) - best_other
}

/// The candidates at the start of a turn: greedy's choice, the fights it can win, the merchant
/// and the revive.
fn candidates(g: &Goblin) -> Vec<Action> {
    let mut out = Vec::new();
    if let Some(a) = greedy_action(g) {
        out.push(a);
    }
    let mut fights: Vec<(i32, Action)> = targets(g)
        .into_iter()
        .filter(|(_, _, p)| !p.dead)
        .map(|(t, _, p)| (p.score, Action::Fight(t)))
        .collect();
    fights.sort_by_key(|(s, _)| -*s);
    for (_, a) in fights {
        if out.len() >= CANDIDATES - 2 {
            break;
        }
        if !out.contains(&a) {
            out.push(a);
        }
    }
    // Reviving at full HP or visiting a merchant to buy nothing only passes the turn: never a
    // candidate of its own (a game of such choices would not end). What is bought there is the
    // greedy bot's choice, so the merchant counts only where that choice buys.
    let me = g.me();
    if !out.contains(&Action::Merchant) && greedy_would_buy(g) {
        out.push(Action::Merchant);
    }
    if me.hp < crate::goblin::cards::MAX_HP && !out.contains(&Action::Revive) {
        out.push(Action::Revive);
    }
    out
}

/// Whether the greedy bot, at the merchant now, would buy something rather than leave.
fn greedy_would_buy(g: &Goblin) -> bool {
    let Some(seat) = g.to_act() else {
        return false;
    };
    let mut at_merchant = g.clone();
    at_merchant.apply(seat, &Action::Merchant).is_ok()
        && greedy_action(&at_merchant).is_some_and(|a| a != Action::Leave)
}

/// Plays `g` with the greedy bot until `seat`'s next turn is over (or the game).
fn playout(g: &mut Goblin, seat: u8, until: u32, events: &mut Vec<crate::goblin::Event>) {
    let mut guard = 0;
    while g.turn.number <= until && guard < 2000 {
        let Some(s) = g.to_act() else { break };
        let Some(a) = greedy_action(g) else { break };
        events.clear();
        if g.apply_into(s, &a, events).is_err() {
            break;
        }
        guard += 1;
    }
    let _ = seat;
}

/// The search bot's action for `seat` on `known` (a copy determinised for it), with
/// `playouts` futures per candidate.
pub fn search_action(
    known: &Goblin,
    seat: Seat,
    rng: &mut dyn RngCore,
    playouts: u32,
) -> Option<Action> {
    if known.to_act() != Some(seat) {
        return None;
    }
    if known.decision() != Decision::Turn {
        return greedy_action(known);
    }
    let cands = candidates(known);
    if cands.len() <= 1 {
        return cands.first().copied().or_else(|| greedy_action(known));
    }
    let players = known.core.heroes.len() as u32;
    let until = known.turn.number + players;
    let mut events = Vec::with_capacity(64);
    let mut totals = vec![0.0f64; cands.len()];
    for _ in 0..playouts {
        // One determinisation shared by every candidate: their comparison is fairer.
        let world = known.determinise(Viewer::Seat(seat), rng);
        for (i, a) in cands.iter().enumerate() {
            let mut g = world.clone();
            events.clear();
            if g.apply_into(seat, a, &mut events).is_err() {
                totals[i] = f64::MIN;
                continue;
            }
            playout(&mut g, seat.0, until, &mut events);
            totals[i] += value(&g, seat.0);
        }
    }
    let best = (0..cands.len()).max_by(|a, b| totals[*a].total_cmp(&totals[*b]))?;
    Some(cands[best])
}
