//! What Goblin tells the crate's tools beside its rules: `simulate` counts the monsters
//! fought and won, and the potions and pawnshop cards bought; `cards` prints the deck.

use super::{CardId, Event, Goblin, Ware};
use crate::registry::Counter;
use crate::Report;

impl Report for Goblin {
    fn tally(event: &Event) -> Option<Counter> {
        match event {
            Event::FightStarted { monster, .. } => Some(("fought", card_label(*monster))),
            Event::Won { card, .. } => Some(("won", card_label(*card))),
            Event::Bought { ware, .. } => Some((
                "bought",
                match ware {
                    Ware::Potion(p) => format!("{p:?} potion"),
                    Ware::Pawned(c) => card_label(*c),
                },
            )),
            _ => None,
        }
    }

    fn expected() -> Vec<Counter> {
        CardId::all()
            .filter(|c| c.monster().is_some())
            .map(|c| ("fought", card_label(c)))
            .collect()
    }

    fn components_markdown() -> Option<String> {
        Some(super::cards::markdown())
    }
}

/// A card by id, name and level (ids as in `cargo run -p rules --bin cards -- goblin`).
fn card_label(c: CardId) -> String {
    let level = c.level().map(|l| format!(" ({l:?})")).unwrap_or_default();
    format!("{:>3} {}{level}", c.0, c.name())
}
