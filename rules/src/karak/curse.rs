//! The curse of Karak: one token; the winner against a Mummy puts it on another hero or leaves
//! it where it is. A cursed hero has no skills. Fountains and the Portal of Healing lift it.

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
}
