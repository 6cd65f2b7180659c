//! Items outside battles [rulebook: "G. Picking up an item", "B. Spells"]: picking up what lies
//! on a tile, and the Pickpocket spell.

use super::data::Item;
use super::error::Karak2Error as E;
use super::events::Event;
use super::turn::Decision;
use super::Karak2;
use crate::Seat;

impl Karak2 {
    /// Checks [`super::turn::Action::PickUp`]: items lie on the hero's tile.
    pub(crate) fn pick_up_check(&self) -> Result<(), E> {
        let at = self.me().at;
        if self
            .board
            .landscape
            .get(&at)
            .is_none_or(|p| p.dropped.is_empty())
        {
            return Err(E::NothingToPickUp);
        }
        Ok(())
    }

    /// Picks up every item on the tile (checked): "If more than one item is left behind on a
    /// tile, a Hero may retrieve them all at once as part of a single action." Slots over their
    /// limit then leave items on the tile, the hero's choice (which is how items are exchanged).
    pub(crate) fn pick_up(&mut self, ev: &mut Vec<Event>) {
        let at = self.me().at;
        let items = self
            .board
            .landscape
            .get_mut(&at)
            .map(|p| std::mem::take(&mut p.dropped))
            .unwrap_or_default();
        for item in &items {
            self.gain_item(*item);
        }
        ev.push(Event::PickedUp {
            seat: self.turn.seat,
            at,
            items,
        });
        self.spend_action();
        self.after_battle(ev);
    }

    /// Checks [`super::turn::Action::Pickpocket`]: the spell is carried and the other hero has
    /// resources.
    pub(crate) fn pickpocket_check(&self, from: Seat) -> Result<(), E> {
        if !self.me().spells.contains(&Item::Pickpocket) {
            return Err(E::NoPickpocket);
        }
        let victim = self.board.heroes.get(from.index());
        if from == self.turn.seat || victim.is_none_or(|h| h.resources.total() == 0) {
            return Err(E::NothingToSteal(from.0));
        }
        Ok(())
    }

    /// Casts Pickpocket on `from` (checked): "you can take two resources from any Hero's
    /// resource supply", at no action.
    pub(crate) fn pickpocket(&mut self, from: Seat, ev: &mut Vec<Event>) {
        let hero = self.me_mut();
        if let Some(i) = hero.spells.iter().position(|s| *s == Item::Pickpocket) {
            hero.spells.remove(i);
        }
        let held = self.board.heroes[from.index()].resources.total();
        let left = held.min(u16::from(super::data::PICKPOCKET)) as u8;
        ev.push(Event::PickpocketCast {
            seat: self.turn.seat,
            on: from,
        });
        self.turn.decision = Decision::Steal { from, left };
    }
}
