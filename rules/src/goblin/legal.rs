//! What may be done now, and why not: one check per action ([`Goblin::check`]), and the legal
//! actions as the candidates of the pending decision that pass it, so the two always agree.

use super::cards::{Curse, Potion, POTION_KINDS, ROW};
use super::caverns::LEVELS;
use super::error::GoblinError as E;
use super::turn::{Action, Decision, Payment, Target, Ware};
use super::Goblin;
use crate::ActionBuf;

impl Goblin {
    /// Why `action` is not legal for the seat to act, `Ok` when it is.
    ///
    /// # Errors
    /// The [`E`] naming the rule broken.
    pub fn check(&self, action: &Action) -> Result<(), E> {
        let d = self.turn.decision;
        let not_now = Err(E::NotNow(d));
        match (d, *action) {
            (Decision::Over, _) => Err(E::GameOver),
            (Decision::Turn, Action::Revive) => Ok(()),
            (Decision::Turn, Action::Fight(_) | Action::Merchant) if self.me().hp == 0 => {
                Err(E::MustRevive)
            }
            (Decision::Turn, Action::Fight(t)) => self.fightable(t),
            (Decision::Turn, Action::Merchant) => Ok(()),
            (Decision::Discard, Action::Discard(c)) => {
                if !self.me().hand.contains(&c) {
                    Err(E::NotInHand(c))
                } else if self.me().hand.len() <= usize::from(self.battle_hand_size()) {
                    Err(E::HandWithinSize)
                } else {
                    Ok(())
                }
            }
            (Decision::Battle, Action::Play(c)) => self.play_check(c, false),
            (Decision::Battle, Action::PlayUncursed(c)) => self.play_check(c, true),
            (Decision::Battle, Action::Drink(p)) => self.drink_check(p),
            (Decision::AfterHits, Action::Drink(Potion::Healing)) => {
                self.drink_check(Potion::Healing)
            }
            (Decision::Battle, Action::Counter(c)) => self.counter_check(c),
            (Decision::Battle, Action::Stop) | (Decision::AfterHits, Action::Continue) => Ok(()),
            (Decision::TaiaKeep, Action::Keep(c)) => {
                if self.turn.taia.contains(&c) {
                    Ok(())
                } else {
                    Err(E::NotDrawn(c))
                }
            }
            (Decision::Arrange, Action::Place(c)) => {
                if c.monster_back() && self.turn.arranging.contains(&c) {
                    Ok(())
                } else {
                    Err(E::NotInPile(c))
                }
            }
            (Decision::Arrange, Action::PlaceStarting) => {
                if self.turn.arranging.iter().any(|c| !c.monster_back()) {
                    Ok(())
                } else {
                    Err(E::NoStartingCard)
                }
            }
            // The pile is never empty while arranging: the last card is placed at once.
            (Decision::Arrange, Action::ShuffleRest) => Ok(()),
            (Decision::Reward(_), Action::Equip | Action::Pawn) => Ok(()),
            (Decision::Merchant, Action::Buy(w)) => self.buy_check(w),
            (Decision::Merchant, Action::Leave) => Ok(()),
            (Decision::Pay(_), Action::Pay(p)) => self.pay_check(p),
            _ => not_now,
        }
    }

    /// The candidates of the pending decision (a superset of the legal actions).
    fn candidates(&self, out: &mut ActionBuf<Action>) {
        let me = self.me();
        match self.turn.decision {
            Decision::Over => {}
            Decision::Turn => {
                for level in LEVELS {
                    for slot in 0..ROW as u8 {
                        out.push(Action::Fight(Target::Row { level, slot }));
                    }
                    out.push(Action::Fight(Target::Gate(level)));
                }
                out.push(Action::Fight(Target::Lord));
                out.push(Action::Merchant);
                out.push(Action::Revive);
            }
            Decision::Discard => me.hand.iter().for_each(|c| {
                out.push(Action::Discard(*c));
            }),
            Decision::Battle => {
                for c in &me.hand {
                    out.push(Action::Play(*c));
                    out.push(Action::PlayUncursed(*c));
                }
                out.push(Action::Drink(Potion::Healing));
                out.push(Action::Drink(Potion::Strength));
                for c in Curse::ALL {
                    out.push(Action::Counter(c));
                }
                out.push(Action::Stop);
            }
            Decision::AfterHits => {
                out.push(Action::Drink(Potion::Healing));
                out.push(Action::Continue);
            }
            Decision::TaiaKeep => {
                let [a, b] = self.turn.taia;
                out.push(Action::Keep(a));
                if b != a {
                    out.push(Action::Keep(b));
                }
            }
            Decision::Arrange => {
                for c in self.turn.arranging.iter().filter(|c| c.monster_back()) {
                    out.push(Action::Place(*c));
                }
                out.push(Action::PlaceStarting);
                out.push(Action::ShuffleRest);
            }
            Decision::Reward(_) => {
                out.push(Action::Equip);
                out.push(Action::Pawn);
            }
            Decision::Merchant => {
                for p in POTION_KINDS {
                    out.push(Action::Buy(Ware::Potion(p)));
                }
                if !self.turn.pawn_bought {
                    for c in &self.core.pawnshop {
                        out.push(Action::Buy(Ware::Pawned(*c)));
                    }
                }
                out.push(Action::Leave);
            }
            Decision::Pay(_) => {
                out.push(Action::Pay(Payment::Weapon));
                out.push(Action::Pay(Payment::Armour));
                for c in me.hand.iter().filter(|c| c.monster_back()) {
                    out.push(Action::Pay(Payment::Card(*c)));
                }
            }
        }
    }

    /// The legal actions of the seat to act.
    pub(crate) fn legal_into(&self, out: &mut ActionBuf<Action>) {
        let mut all = ActionBuf::new();
        self.candidates(&mut all);
        out.clear();
        for a in all.iter() {
            if self.check(a).is_ok() && !out.contains(a) {
                out.push(*a);
            }
        }
    }
}
