//! Monster curses [rulebook]: a colour curse forbids playing cards of that colour, an effect
//! curse nullifies that effect on every action card played (equipment still counts), an
//! equipment curse makes that kind of equipment unusable for the turn, its hand-size bonus
//! included. A countercurse potion lifts one curse for the battle.

use super::battle::Played;
use super::cards::{CardId, Colour, Curse, Curses, Effect};
use super::Goblin;

impl Goblin {
    /// The curses in force in the battle (the monster's, less any countered).
    pub(crate) fn active_curses(&self) -> Curses {
        match &self.turn.battle {
            Some(b) => b
                .monster
                .monster()
                .map_or(Curses::NONE, |m| m.curses.without(b.countered)),
            None => Curses::NONE,
        }
    }

    /// Whether a colour curse forbids `colour` now.
    pub(crate) fn colour_cursed(&self, colour: Colour) -> bool {
        self.active_curses().has(Curse::Colour(colour))
    }

    /// The value of `effect` that a played card gives now (nullified by an effect curse unless
    /// Xanros lifted it for this card), doubled by a strength potion for attack and defence.
    pub(crate) fn counted(&self, p: &Played, effect: Effect) -> u8 {
        let Some(face) = p.card.action() else {
            return 0;
        };
        if self.active_curses().has(Curse::Effect(effect)) && !p.uncursed {
            return 0;
        }
        let v = face.effect(effect);
        let doubles = matches!(effect, Effect::Attack | Effect::Defence) && p.doubled;
        if doubles {
            v * 2
        } else {
            v
        }
    }

    /// Whether an effect curse in force nullifies one of `card`'s effects.
    pub(crate) fn has_cursed_effect(&self, card: CardId) -> bool {
        let Some(face) = card.action() else {
            return false;
        };
        let curses = self.active_curses();
        [Effect::Attack, Effect::Defence, Effect::Draw, Effect::Heal]
            .into_iter()
            .any(|e| face.effect(e) > 0 && curses.has(Curse::Effect(e)))
    }
}
