//! The question a decision asks, and the legal answers that are not a card of the hand or a
//! monster of the caverns (those are tapped where they lie), as labelled buttons.

use rules::goblin::{Action, Decision, GoblinView, Payment, Potion};

use super::hand::counter_label;
use super::texts::texts;
use super::words::{fill, payment, potion, ware};
use crate::i18n::Lang;

/// The question of `decision`, for the seat deciding.
pub fn question(decision: &Decision, lang: Lang) -> &'static str {
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
                Action::Place(c) => (fill(t.place, &[("{card}", c.name())]), Style::Primary),
                Action::PlaceStarting => (t.place_starting.to_owned(), Style::Primary),
                Action::ShuffleRest => (t.shuffle_rest.to_owned(), Style::Secondary),
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
