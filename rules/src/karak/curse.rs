//! The curse of Karak: one token; the winner against a Mummy puts it on another hero or leaves
//! it where it is. A cursed hero has no skills. Fountains and the Portal of Healing lift it
//! (healing: `heal`, `heal_if_on_fountain`).

use super::data::MAX_HP;
use super::events::Event;
use super::turn::Action;
use super::Karak;
use crate::{FixedVec, Seat};

impl Karak {
    /// Another hero to curse (not the one already holding it), or keep it where it is when it
    /// is already out.
    pub(crate) fn legal_curse<const N: usize>(&self, out: &mut FixedVec<Action, N>) {
        let seat = self.active();
        for s in 0..self.core.players {
            if s != seat && self.core.curse != Some(s) {
                out.push(Action::Curse(Seat(s)));
            }
        }
        if self.core.curse.is_some() {
            out.push(Action::KeepCurse);
        }
    }

    /// Places the curse on `target`, or keeps it where it is (`None`).
    pub(crate) fn do_curse(&mut self, target: Option<u8>, ev: &mut Vec<Event>) {
        let seat = self.active();
        match target {
            Some(t) => {
                self.core.curse = Some(t);
                ev.push(Event::Cursed {
                    seat: Seat(t),
                    by: Seat(seat),
                });
            }
            None => ev.push(Event::CurseKept { by: Seat(seat) }),
        }
        self.turn.after.curse = false;
        self.settle(ev);
    }

    /// Heals fully and lifts the curse when `seat` stands on a fountain.
    pub(crate) fn heal_if_on_fountain(&mut self, seat: u8, ev: &mut Vec<Event>) {
        let pos = self.hero(seat).pos;
        let fountain = self
            .core
            .board
            .tile(pos)
            .is_some_and(|t| t.tile.is_fountain());
        if fountain {
            self.heal(seat, ev);
        }
    }

    /// Full healing and lifting of the curse.
    pub(crate) fn heal(&mut self, seat: u8, ev: &mut Vec<Event>) {
        let tile = self.hero(seat).pos;
        if self.hero(seat).hp < MAX_HP {
            self.hero_mut(seat).hp = MAX_HP;
            ev.push(Event::Healed {
                seat: Seat(seat),
                tile,
                hp: MAX_HP,
            });
        }
        if self.core.curse == Some(seat) {
            self.core.curse = None;
            ev.push(Event::CurseLifted { seat: Seat(seat) });
        }
    }
}
