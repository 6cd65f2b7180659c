//! Potions [rulebook]: single use, back to their pile once drunk, at most one of each kind
//! owned. Healing: all HP back, at any time in a battle before the hits, or after them if the
//! last HP held. Strength: doubles the attack or defence effect of the card just played (never
//! equipment). Countercurse: one curse of the monster lifted for the battle.

use super::cards::{Curse, Potion, MAX_HP};
use super::error::GoblinError as E;
use super::events::Event;
use super::turn::Decision;
use super::Goblin;

impl Goblin {
    /// Why `potion` may not be drunk now.
    pub(crate) fn drink_check(&self, potion: Potion) -> Result<(), E> {
        let me = self.me();
        if !me.potions[potion as usize] {
            return Err(E::NoPotion(potion));
        }
        match potion {
            Potion::Healing => {
                if me.hp >= MAX_HP {
                    return Err(E::NothingToHeal);
                }
            }
            Potion::Strength => {
                if self.turn.decision != Decision::Battle {
                    return Err(E::StrengthAfterACard);
                }
                let last = self.turn.battle.as_ref().and_then(|b| b.played.last());
                let Some(p) = last else {
                    return Err(E::StrengthAfterACard);
                };
                if p.doubled {
                    return Err(E::AlreadyDoubled);
                }
                if !p
                    .card
                    .action()
                    .is_some_and(|f| f.attack > 0 || f.defence > 0)
                {
                    return Err(E::NothingToDouble);
                }
            }
            Potion::Countercurse => return Err(E::CounterNamesACurse),
        }
        Ok(())
    }

    /// Why the countercurse may not be drunk against `curse` now.
    pub(crate) fn counter_check(&self, curse: Curse) -> Result<(), E> {
        if !self.me().potions[Potion::Countercurse as usize] {
            return Err(E::NoPotion(Potion::Countercurse));
        }
        if !self.active_curses().has(curse) {
            return Err(E::NoSuchCurse(curse));
        }
        Ok(())
    }

    fn spend(&mut self, potion: Potion) {
        self.me_mut().potions[potion as usize] = false;
        self.core.piles[potion as usize] += 1;
    }

    /// Drinks healing or strength.
    pub(crate) fn drink(&mut self, potion: Potion, ev: &mut Vec<Event>) {
        let seat = self.turn.seat;
        self.spend(potion);
        ev.push(Event::Drank {
            seat,
            potion,
            curse: None,
        });
        match potion {
            Potion::Healing => {
                self.heal(MAX_HP, ev);
                if self.turn.decision == Decision::AfterHits {
                    self.strike(ev);
                }
            }
            Potion::Strength => {
                if let Some(p) = self.turn.battle.as_mut().and_then(|b| b.played.last_mut()) {
                    p.doubled = true;
                }
            }
            Potion::Countercurse => {}
        }
    }

    /// Drinks the countercurse against `curse`.
    pub(crate) fn counter(&mut self, curse: Curse, ev: &mut Vec<Event>) {
        let seat = self.turn.seat;
        self.spend(Potion::Countercurse);
        if let Some(b) = self.turn.battle.as_mut() {
            b.countered.0 |= curse.bit();
        }
        ev.push(Event::Drank {
            seat,
            potion: Potion::Countercurse,
            curse: Some(curse),
        });
    }
}
