//! Equipment [rulebook]: at most one weapon and one armour (the other goes to the pawnshop),
//! the heart (HP regained after taking hits) and the hand-size symbol (+1 each, cumulative);
//! keys, one per level, never lost.

use super::cards::{CardId, Curses, Slot, HAND_SIZE};
use super::events::Event;
use super::Goblin;

impl Goblin {
    /// The equipment `seat` wears that may be used under `curses` (`None`: outside a battle).
    pub(crate) fn usable_equipment(&self, seat: u8, curses: Option<Curses>) -> [Option<CardId>; 2] {
        let h = self.hero(seat);
        let ok = |slot| curses.is_none_or(|c| !c.has(super::cards::Curse::Equipment(slot)));
        [
            h.weapon.filter(|_| ok(Slot::Weapon)),
            h.armour.filter(|_| ok(Slot::Armour)),
        ]
    }

    /// The hand size of `seat`: 4, plus the hand-size symbols of its usable equipment.
    pub(crate) fn hand_size(&self, seat: u8, curses: Option<Curses>) -> u8 {
        let bonus: u8 = self
            .usable_equipment(seat, curses)
            .into_iter()
            .flatten()
            .filter_map(CardId::equipment)
            .map(|e| e.hand)
            .sum();
        HAND_SIZE + bonus
    }

    /// The sum of an equipment value over the usable equipment of the active seat.
    pub(crate) fn equipment_sum(&self, f: impl Fn(&super::cards::EquipFace) -> u8) -> u8 {
        let curses = self.active_curses();
        self.usable_equipment(self.turn.seat, Some(curses))
            .into_iter()
            .flatten()
            .filter_map(CardId::equipment)
            .map(|e| f(&e))
            .sum()
    }

    /// Puts on `card` (a weapon or armour); the one worn before goes to the pawnshop.
    pub(crate) fn wear(&mut self, card: CardId, ev: &mut Vec<Event>) {
        let seat = self.turn.seat;
        let Some(e) = card.equipment() else { return };
        let me = self.me_mut();
        let worn = match e.slot {
            Slot::Weapon => &mut me.weapon,
            Slot::Armour => &mut me.armour,
        };
        let old = worn.replace(card);
        if let Some(old) = old {
            self.core.pawnshop.push(old);
        }
        ev.push(Event::Equipped {
            seat,
            card,
            replaced: old,
        });
    }

    /// The reward decision: wear the weapon or armour won, or pawn it; then the turn ends.
    pub(crate) fn take_equipment(&mut self, wear: bool, ev: &mut Vec<Event>) {
        let super::turn::Decision::Reward(card) = self.turn.decision else {
            return;
        };
        if wear {
            self.wear(card, ev);
        } else {
            self.core.pawnshop.push(card);
            ev.push(Event::Pawned {
                seat: self.turn.seat,
                card,
            });
        }
        self.finish_turn(ev);
    }
}
