//! The merchant, a whole turn [rulebook]: any number of potions (at most one of each kind
//! owned) and at most one card from the pawnshop; every purchase paid with one card that goes
//! to the pawnshop: the weapon, the armour, or a monster-back action card from the hand (never
//! a key, a potion or a starting card). Then draw up to the hand size. A card bought from the
//! pawnshop is worn (weapon, armour: the one worn before is pawned) or goes to the discard pile
//! (an action card, as a reward does) [ruling: the rulebook does not say where].

use super::cards::{CardId, POTION_KINDS};
use super::error::GoblinError as E;
use super::events::Event;
use super::turn::{Decision, Payment, Ware};
use super::{remove_card, Goblin};

impl Goblin {
    /// The payments the active seat could make now.
    pub(crate) fn payments(&self) -> impl Iterator<Item = Payment> + '_ {
        let me = self.me();
        let gear = [
            me.weapon.map(|_| Payment::Weapon),
            me.armour.map(|_| Payment::Armour),
        ];
        gear.into_iter().flatten().chain(
            me.hand
                .iter()
                .filter(|c| c.monster_back())
                .map(|c| Payment::Card(*c)),
        )
    }

    /// Why `ware` may not be bought now.
    pub(crate) fn buy_check(&self, ware: Ware) -> Result<(), E> {
        match ware {
            Ware::Potion(p) => {
                if self.me().potions[p as usize] {
                    return Err(E::PotionOwned(p));
                }
                if self.core.piles[p as usize] == 0 {
                    return Err(E::PileEmpty(p));
                }
            }
            Ware::Pawned(card) => {
                if self.turn.pawn_bought {
                    return Err(E::OnePawnshopCard);
                }
                if !self.core.pawnshop.contains(&card) {
                    return Err(E::NotAtPawnshop(card));
                }
            }
        }
        if self.payments().next().is_none() {
            return Err(E::NothingToPayWith);
        }
        Ok(())
    }

    /// Why `payment` may not pay now.
    pub(crate) fn pay_check(&self, payment: Payment) -> Result<(), E> {
        let me = self.me();
        match payment {
            Payment::Weapon if me.weapon.is_none() => Err(E::NoEquipment),
            Payment::Armour if me.armour.is_none() => Err(E::NoEquipment),
            Payment::Card(c) if !me.hand.contains(&c) => Err(E::NotInHand(c)),
            Payment::Card(c) if !c.monster_back() => Err(E::StartingCardsCannotPay(c)),
            _ => Ok(()),
        }
    }

    /// Pays for the chosen ware and takes it.
    pub(crate) fn pay(&mut self, payment: Payment, ev: &mut Vec<Event>) {
        let seat = self.turn.seat;
        let Decision::Pay(ware) = self.turn.decision else {
            return;
        };
        let me = self.me_mut();
        let paid: Option<CardId> = match payment {
            Payment::Weapon => me.weapon.take(),
            Payment::Armour => me.armour.take(),
            Payment::Card(c) => remove_card(&mut me.hand, c).then_some(c),
        };
        ev.push(Event::Bought {
            seat,
            ware,
            payment,
        });
        match ware {
            Ware::Potion(p) => {
                let i = POTION_KINDS.iter().position(|k| *k == p).unwrap_or(0);
                self.core.piles[i] -= 1;
                self.me_mut().potions[i] = true;
            }
            Ware::Pawned(card) => {
                remove_card(&mut self.core.pawnshop, card);
                self.turn.pawn_bought = true;
                if card.equipment().is_some() {
                    self.wear(card, ev);
                } else {
                    self.me_mut().discard.push(card);
                }
            }
        }
        // The payment reaches the pawnshop after the purchase: it cannot buy itself back.
        if let Some(c) = paid {
            self.core.pawnshop.push(c);
        }
        self.turn.decision = Decision::Merchant;
    }
}
