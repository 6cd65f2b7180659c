//! The greedy bot: plays the chain that wins the battle with the fewest hits taken (see
//! `plan.rs`), fights the monster whose reward is worth most among those it can beat, buys
//! potions when it has a card to pay with, revives when low. It reads only the position and
//! what the seat to act may know (its hand and deck, public tables).

use super::plan::{Result as Plan, Setting};
use crate::goblin::cards::{CardId, Curses, Potion, Reward, Slot};
use crate::goblin::{Action, Decision, Goblin, Payment, Target, Ware};
use crate::Game;

/// The worth of an action card's face to a deck.
pub(crate) fn card_value(card: CardId) -> i32 {
    card.action().map_or(0, |f| {
        i32::from(f.attack) * 2
            + i32::from(f.defence) * 2
            + i32::from(f.draw) * 4
            + i32::from(f.heal)
            + f.next.0.count_ones() as i32
    })
}

/// The worth of a piece of equipment.
pub(crate) fn gear_value(card: Option<CardId>) -> i32 {
    card.and_then(CardId::equipment).map_or(0, |e| {
        i32::from(e.attack) * 3
            + i32::from(e.defence) * 3
            + i32::from(e.heart) * 2
            + i32::from(e.hand) * 4
    })
}

/// What winning `card` is worth to the seat to act.
pub(crate) fn reward_value(g: &Goblin, card: CardId) -> i32 {
    let me = g.me();
    let Some(m) = card.monster() else { return 0 };
    match m.reward {
        Reward::Victory => 100_000,
        Reward::Key => 60,
        Reward::Action(_) => 4 + card_value(card),
        Reward::Equipment(e) => {
            let worn = match e.slot {
                Slot::Weapon => me.weapon,
                Slot::Armour => me.armour,
            };
            (gear_value(Some(card)) - gear_value(worn)).max(0) + 2
        }
    }
}

/// The planner's view of a battle against `monster` with the hand held now.
fn plan_for(g: &Goblin, monster: CardId, curses: Curses, lord: bool) -> Plan {
    let s = Setting::of(g, monster, curses, lord);
    s.best(&g.me().hand, None, 0, false, [0; 3], false)
}

/// The plan of the battle under way.
fn plan_now(g: &Goblin, curses: Curses) -> Plan {
    let Some(b) = g.battle() else {
        return Plan::default();
    };
    let lord = b.target == Some(Target::Lord);
    let s = Setting::of(g, b.monster, curses, lord);
    let mut so_far = [0u8; 3];
    for p in &b.played {
        so_far[0] += g.counted(p, crate::goblin::Effect::Attack);
        so_far[1] += g.counted(p, crate::goblin::Effect::Defence);
    }
    let last = b.played.last();
    let next = last.and_then(|p| p.card.action()).map(|f| f.next);
    let last_attack = last
        .and_then(|p| p.card.action())
        .is_some_and(|f| f.attack > 0);
    let mut s2 = s;
    s2.hp = g.me().hp;
    s2.best(
        &g.me().hand,
        next,
        b.played.len() as u8,
        b.ability_used,
        so_far,
        last_attack,
    )
}

/// Every monster the seat to act may fight, with the plan against it.
pub(crate) fn targets(g: &Goblin) -> Vec<(Target, CardId, Plan)> {
    let mut out = Vec::new();
    for a in g.legal_actions() {
        if let Action::Fight(t) = a {
            if let Some(m) = g.monster_at(t) {
                let curses = m.monster().map_or(Curses::NONE, |x| x.curses);
                out.push((t, m, plan_for(g, m, curses, t == Target::Lord)));
            }
        }
    }
    out
}

/// The greedy choice at the start of a turn.
fn turn(g: &Goblin) -> Action {
    let me = g.me();
    if me.hp == 0 {
        return Action::Revive;
    }
    let mut best: Option<(i32, Action)> = None;
    for (t, m, plan) in targets(g) {
        if !plan.win {
            continue;
        }
        // A win at the last HP (Aderyn's ability) costs the next turn to a revive.
        let dying = if plan.dead { 100 } else { 0 };
        let v = reward_value(g, m) * 10
            - i32::from(plan.hits) * if me.hp <= 2 { 80 } else { 25 }
            - dying;
        if best.is_none_or(|(b, _)| v > b) {
            best = Some((v, Action::Fight(t)));
        }
    }
    if let Some((v, a)) = best {
        if v > 0 {
            return a;
        }
    }
    if me.hp <= 2 {
        return Action::Revive;
    }
    let buyable = (0..3).any(|i| !me.potions[i] && g.core.piles[i] > 0);
    let wants_potion = buyable
        && me
            .hand
            .iter()
            .any(|c| c.monster_back() && card_value(*c) <= 6);
    if (wants_potion || upgrade(g).is_some()) && g.check(&Action::Merchant).is_ok() {
        return Action::Merchant;
    }
    // Nothing to win: passing would keep the same hand for ever, so fight where the plan
    // scores best (losing the last HP only when every fight does), to turn the deck over.
    let mut safest: Option<(i32, Action)> = None;
    for (t, _, plan) in targets(g) {
        // A fight lost at the last HP costs the next turn too (Aderyn's win included).
        let v = plan.score - if plan.dead { 600 } else { 0 };
        if safest.is_none_or(|(b, _)| v > b) {
            safest = Some((v, Action::Fight(t)));
        }
    }
    safest.map_or(Action::Revive, |(_, a)| a)
}

/// Taia keeps the card that makes the better plan for the battle under way, the one worth more
/// when both plan alike: the better card alone may not follow the chain.
fn taia_keep(g: &Goblin) -> Action {
    let [a, b] = g.turn.taia;
    let curses = g.active_curses();
    let worth = |kept: CardId, other: CardId| {
        let mut copy = g.clone();
        copy.me_mut().hand.retain(|c| *c != other);
        (plan_now(&copy, curses).score, card_value(kept))
    };
    Action::Keep(if worth(b, a) > worth(a, b) { b } else { a })
}

fn battle(g: &Goblin) -> Action {
    let me = g.me();
    let Some(b) = g.battle() else {
        return Action::Stop;
    };
    let curses = g.active_curses();
    let plan = plan_now(g, curses);
    // Countercurse at the start when a curse spoils the plan.
    if b.played.is_empty()
        && me.potions[Potion::Countercurse as usize]
        && !(plan.win && plan.hits == 0)
    {
        let mut best = (plan.score, None);
        for c in curses.iter() {
            let p = plan_now(g, curses.without(Curses(c.bit())));
            if p.score > best.0 + 200 {
                best = (p.score, Some(c));
            }
        }
        if let Some(c) = best.1 {
            return Action::Counter(c);
        }
    }
    if let Some(card) = plan.first {
        let a = Action::Play(card);
        if g.check(&a).is_ok() {
            return a;
        }
        let a = Action::PlayUncursed(card);
        if g.check(&a).is_ok() {
            return a;
        }
    }
    // About to stop: strength on the last card when it turns the battle.
    if g.check(&Action::Drink(Potion::Strength)).is_ok() && (!plan.win || plan.hits > 0) {
        return Action::Drink(Potion::Strength);
    }
    if plan.dead && g.check(&Action::Drink(Potion::Healing)).is_ok() {
        return Action::Drink(Potion::Healing);
    }
    // Xanros: lift a curse on a played card's effect? Not worth planning; stop.
    Action::Stop
}

/// The best pawnshop card worth buying with the weakest card of the hand, if any.
fn upgrade(g: &Goblin) -> Option<CardId> {
    let me = g.me();
    let cheapest = me
        .hand
        .iter()
        .filter(|c| c.monster_back())
        .map(|c| card_value(*c))
        .min()?;
    g.core
        .pawnshop
        .iter()
        .filter_map(|c| {
            let gain = match c.equipment() {
                Some(e) => {
                    let worn = match e.slot {
                        Slot::Weapon => me.weapon,
                        Slot::Armour => me.armour,
                    };
                    gear_value(Some(*c)) - gear_value(worn)
                }
                None => card_value(*c) - cheapest,
            };
            (gain >= 4).then_some((gain, *c))
        })
        .max_by_key(|(gain, c)| (*gain, std::cmp::Reverse(c.0)))
        .map(|(_, c)| c)
}

fn merchant(g: &Goblin) -> Action {
    if let Some(c) = upgrade(g) {
        let a = Action::Buy(Ware::Pawned(c));
        if g.check(&a).is_ok() {
            return a;
        }
    }
    let me = g.me();
    let pay_card = me
        .hand
        .iter()
        .any(|c| c.monster_back() && card_value(*c) <= 6);
    if pay_card {
        for p in [Potion::Healing, Potion::Countercurse, Potion::Strength] {
            let a = Action::Buy(Ware::Potion(p));
            if g.check(&a).is_ok() {
                return a;
            }
        }
    }
    Action::Leave
}

fn pay(g: &Goblin) -> Action {
    let me = g.me();
    let card = me
        .hand
        .iter()
        .filter(|c| c.monster_back())
        .min_by_key(|c| (card_value(**c), c.0));
    match card {
        Some(c) => Action::Pay(Payment::Card(*c)),
        None if me.weapon.is_some() && gear_value(me.weapon) <= gear_value(me.armour) => {
            Action::Pay(Payment::Weapon)
        }
        None if me.armour.is_some() => Action::Pay(Payment::Armour),
        None => Action::Pay(Payment::Weapon),
    }
}

fn arrange(g: &Goblin) -> Action {
    let best = g
        .turn
        .arranging
        .iter()
        .filter(|c| c.monster_back())
        .max_by_key(|c| (card_value(**c), std::cmp::Reverse(c.0)));
    match best {
        Some(c) if card_value(*c) >= 6 || !g.turn.arranging.iter().any(|c| !c.monster_back()) => {
            Action::Place(*c)
        }
        _ => Action::PlaceStarting,
    }
}

/// The greedy bot's action for the seat to act, `None` once the game is over.
pub fn greedy_action(g: &Goblin) -> Option<Action> {
    g.to_act()?;
    let me = g.me();
    let a = match g.decision() {
        Decision::Over => return None,
        Decision::Turn => turn(g),
        Decision::Battle => battle(g),
        Decision::Discard => {
            let c = me.hand.iter().min_by_key(|c| (card_value(**c), c.0));
            Action::Discard(c.copied().unwrap_or_default())
        }
        Decision::AfterHits => {
            if me.hp <= 2 {
                Action::Drink(Potion::Healing)
            } else {
                Action::Continue
            }
        }
        Decision::TaiaKeep => taia_keep(g),
        Decision::Arrange => arrange(g),
        Decision::Reward(c) => {
            let e = c.equipment();
            let worn = match e.map(|e| e.slot) {
                Some(Slot::Armour) => me.armour,
                _ => me.weapon,
            };
            if gear_value(Some(c)) > gear_value(worn) {
                Action::Equip
            } else {
                Action::Pawn
            }
        }
        Decision::Merchant => merchant(g),
        Decision::Pay(_) => pay(g),
    };
    if g.check(&a).is_ok() {
        Some(a)
    } else {
        g.legal_actions().first().copied()
    }
}
