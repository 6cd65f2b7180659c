//! The question a decision asks, and the legal answers that are not a card of the hand or a
//! monster of the caverns (those are tapped where they lie), as labelled buttons.

use rules::goblin::{Action, CardId, Decision, GoblinView, Payment, Potion, Slot};

use super::card::equipment_text;
use super::hand::counter_label;
use super::texts::texts;
use super::words::{fill, payment, potion, ware};
use crate::i18n::Lang;

/// The question of the pending decision, for the seat deciding: what a won weapon or armour
/// is and what it would replace; why a hero at 0 HP can only rest.
pub fn question(v: &GoblinView, lang: Lang) -> String {
    let t = texts(lang);
    let me = v.heroes.get(usize::from(v.active));
    match v.decision {
        Decision::Turn if me.is_some_and(|h| h.hp == 0) => t.q_turn_down.to_owned(),
        Decision::Reward(card) => {
            let item = |c: CardId| format!("{} ({})", c.name(), equipment_text(c, lang));
            let worn = card.equipment().and_then(|e| {
                me.and_then(|h| match e.slot {
                    Slot::Weapon => h.weapon,
                    Slot::Armour => h.armour,
                })
                .map(|old| (e.slot, old))
            });
            let now = match (worn, card.equipment()) {
                (Some((_, old)), _) => fill(t.q_reward_swap, &[("{old}", &item(old))]),
                (None, Some(e)) => fill(t.q_reward_empty, &[("{slot}", t.slots[e.slot as usize])]),
                (None, None) => String::new(),
            };
            format!("{} {now}", fill(t.q_reward, &[("{item}", &item(card))]))
                .trim_end()
                .to_owned()
        }
        _ => simple_question(&v.decision, lang).to_owned(),
    }
}

/// The question of a decision that needs nothing else said.
fn simple_question(decision: &Decision, lang: Lang) -> &'static str {
    let t = texts(lang);
    match decision {
        Decision::Turn => t.q_turn,
        Decision::Discard => t.q_discard,
        Decision::Battle => t.q_battle,
        Decision::AfterHits => t.q_after_hits,
        Decision::TaiaKeep => t.q_taia,
        Decision::Arrange => t.q_arrange,
        Decision::Reward(_) => t.q_reward,
        Decision::Merchant => t.q_merchant,
        Decision::Pay(_) => t.q_pay,
        Decision::Over => "",
    }
}

/// How a button looks.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Style {
    /// The main answer.
    Primary,
    /// A quieter one (end, leave, pass).
    Secondary,
}

/// The answers shown as buttons, with their labels, in the order the legal actions come.
pub fn answer_buttons(v: &GoblinView, lang: Lang) -> Vec<(Action, String, Style)> {
    let t = texts(lang);
    // While arranging, the deck holds the cards placed so far: the first goes on top.
    let placed = v
        .heroes
        .get(usize::from(v.active))
        .is_some_and(|h| h.deck_count > 0);
    let pos = if placed { t.place_next } else { t.place_top };
    let place = |card: &str| fill(t.place, &[("{pos}", pos), ("{card}", card)]);
    v.legal_actions
        .iter()
        .filter_map(|a| {
            let (label, style) = match *a {
                // Tapped on the caverns or in the hand.
                Action::Fight(_) | Action::Play(_) | Action::Discard(_) => return None,
                Action::Pay(Payment::Card(_)) => return None,
                Action::Revive => (t.revive.to_owned(), Style::Secondary),
                Action::Merchant => (t.visit_merchant.to_owned(), Style::Secondary),
                Action::PlayUncursed(c) => (
                    fill(t.play_uncursed, &[("{card}", c.name())]),
                    Style::Primary,
                ),
                Action::Drink(p) => (
                    fill(t.drink, &[("{potion}", potion(p, lang))]),
                    if p == Potion::Healing {
                        Style::Primary
                    } else {
                        Style::Secondary
                    },
                ),
                Action::Counter(c) => (counter_label(c, lang), Style::Secondary),
                Action::Stop => (t.stop_battle.to_owned(), Style::Primary),
                Action::Continue => (t.go_on.to_owned(), Style::Primary),
                Action::Keep(c) => (fill(t.keep, &[("{card}", c.name())]), Style::Primary),
                Action::Place(c) => (place(c.name()), Style::Secondary),
                Action::PlaceStarting => (place(t.place_starting), Style::Secondary),
                // One tap instead of one per card: the answer most players want.
                Action::ShuffleRest => (t.shuffle_rest.to_owned(), Style::Primary),
                Action::Equip => (t.equip.to_owned(), Style::Primary),
                Action::Pawn => (t.pawn.to_owned(), Style::Secondary),
                Action::Buy(w) => (fill(t.buy, &[("{ware}", &ware(w, lang))]), Style::Primary),
                Action::Pay(p) => (
                    fill(t.pay_with, &[("{card}", &payment(p, lang))]),
                    Style::Primary,
                ),
                Action::Leave => (t.leave.to_owned(), Style::Secondary),
            };
            Some((*a, label, style))
        })
        .collect()
}
