//! Equipment: the inventory (2 weapons, 3 spells, 1 key; in the expert variant treasures take
//! slots of any kind), leaving items on overflow, picking items up, keys and chests, and the
//! Portal of Healing.

use super::data::{
    Item, ItemClass, Token, EXPERT_TREASURES_TO_WIN, ITEMS, KEY_SLOTS, SPELL_SLOTS, TOTAL_SLOTS,
    WEAPON_SLOTS,
};
use super::events::{EndReason, Event};
use super::setup::class_counts;
use super::turn::{Action, Decision};
use super::Karak;
use crate::{ActionBuf, Seat};

/// The items of an inventory that may be left on the floor: those of a class over its slots
/// (expert variant: any item while the six slots are exceeded). The one statement of this rule,
/// used by the engine's legal actions and by the bot.
pub(crate) fn leavable_items(inv: &[u8; 9], expert: bool) -> impl Iterator<Item = Item> + '_ {
    let (w, s, k, t) = class_counts(inv);
    let all_over = expert && w + s + k + t > TOTAL_SLOTS;
    ITEMS.into_iter().filter(move |item| {
        inv[item.index()] > 0
            && (all_over
                || match item.class() {
                    ItemClass::Weapon => w > WEAPON_SLOTS,
                    ItemClass::Spell => s > SPELL_SLOTS,
                    ItemClass::Key => k > KEY_SLOTS,
                    ItemClass::Treasure => false,
                })
    })
}

/// Whether [`leavable_items`] lists anything: some class over its slots (expert variant: the six
/// slots exceeded). Every over-full class holds an item, so this is its closed form.
#[inline]
pub(crate) fn any_leavable(inv: &[u8; 9], expert: bool) -> bool {
    let (w, s, k, t) = class_counts(inv);
    let any = (expert && w + s + k + t > TOTAL_SLOTS)
        || w > WEAPON_SLOTS
        || s > SPELL_SLOTS
        || k > KEY_SLOTS;
    debug_assert_eq!(any, leavable_items(inv, expert).next().is_some());
    any
}

impl Karak {
    /// Whether `seat` holds more than the inventory allows.
    pub(crate) fn over_capacity(&self, seat: u8) -> bool {
        self.core.over_capacity_inv(&self.hero(seat).inv)
    }

    /// Items the active hero may leave: those of an over-full class (expert: any item while the
    /// six slots are exceeded).
    pub(crate) fn legal_leave(&self, out: &mut ActionBuf<Action>) {
        let inv = &self.hero(self.active()).inv;
        for item in leavable_items(inv, self.core.expert) {
            out.push(Action::Leave(item));
        }
    }

    /// Leaves one item on the hero's tile.
    pub(crate) fn do_leave(&mut self, item: Item, ev: &mut Vec<Event>) {
        let seat = self.active();
        let tile = self.hero(seat).pos;
        let i = item.index();
        self.hero_mut(seat).inv[i] = self.hero(seat).inv[i].saturating_sub(1);
        self.core.board.floor.push((tile, item));
        ev.push(Event::ItemLeft {
            seat: Seat(seat),
            tile,
            item,
        });
        self.settle(ev);
    }

    /// Chest, pick-up and Portal of Healing actions of the main decision.
    pub(crate) fn legal_items(&self, out: &mut ActionBuf<Action>) {
        let seat = self.active();
        let hero = self.hero(seat);
        let board = &self.core.board;
        let chest = board
            .tile(hero.pos)
            .is_some_and(|t| t.token == Some(Token::Chest));
        if chest && hero.inv[Item::Key.index()] > 0 {
            out.push(Action::OpenChest);
        }
        if board.has_floor_items(hero.pos) {
            out.push(Action::PickUp);
        }
        self.legal_portals(out);
    }

    /// Portal of Healing casts: any time of the active player's turn (000: "it can be used any
    /// time during the active player's turn"). In the main decision on any hero; while a tile
    /// is placed, a token chosen, a monster met or fought, loot left or the curse placed, the
    /// active hero is bound to that tile, so only on another hero.
    pub(crate) fn legal_portals(&self, out: &mut ActionBuf<Action>) {
        let seat = self.active();
        if self.hero(seat).inv[Item::PortalOfHealing.index()] == 0 {
            return;
        }
        let main = self.turn.decision == Decision::Move;
        for target in 0..self.core.players {
            if !main && target == seat {
                continue;
            }
            for fountain in self.core.board.fountains() {
                out.push(Action::Portal {
                    target: Seat(target),
                    fountain,
                });
            }
        }
    }

    /// Whether a Portal of Healing cast is legal now (agrees with [`Karak::legal_portals`]).
    pub(crate) fn is_legal_portal(&self, target: Seat, fountain: u8) -> bool {
        let seat = self.active();
        self.hero(seat).inv[Item::PortalOfHealing.index()] > 0
            && target.0 < self.core.players
            && (self.turn.decision == Decision::Move || target.0 != seat)
            && self
                .core
                .board
                .tile(fountain)
                .is_some_and(|t| t.tile.is_fountain())
    }

    /// Whether the active hero has something to do besides moving (so that a turn with all steps
    /// used does not end by itself).
    pub(crate) fn has_end_options(&self, seat: u8) -> bool {
        let hero = self.hero(seat);
        let board = &self.core.board;
        let chest = board
            .tile(hero.pos)
            .is_some_and(|t| t.token == Some(Token::Chest))
            && hero.inv[Item::Key.index()] > 0;
        chest || board.has_floor_items(hero.pos) || hero.inv[Item::PortalOfHealing.index()] > 0
    }

    /// Opens the chest with the key (the key leaves the game); ends the turn.
    pub(crate) fn do_open_chest(&mut self, ev: &mut Vec<Event>) {
        let seat = self.active();
        let tile = self.hero(seat).pos;
        self.core.board.set_token(tile, None);
        let k = Item::Key.index();
        self.hero_mut(seat).inv[k] = self.hero(seat).inv[k].saturating_sub(1);
        self.core.discarded[k] += 1;
        self.hero_mut(seat).inv[Item::ChestTreasure.index()] += 1;
        ev.push(Event::ChestOpened {
            seat: Seat(seat),
            tile,
        });
        self.turn.after.end = true;
        self.settle(ev);
    }

    /// Picks up everything on the tile (over the limits, the player then leaves items); ends the
    /// turn.
    pub(crate) fn do_pick_up(&mut self, ev: &mut Vec<Event>) {
        let seat = self.active();
        let tile = self.hero(seat).pos;
        let mut i = 0;
        while i < self.core.board.floor.len() {
            let (t, item) = self.core.board.floor.as_slice()[i];
            if t == tile {
                self.core.board.floor.remove(i);
                self.hero_mut(seat).inv[item.index()] += 1;
                ev.push(Event::PickedUp {
                    seat: Seat(seat),
                    tile,
                    item,
                });
            } else {
                i += 1;
            }
        }
        self.turn.after.end = true;
        self.settle(ev);
    }

    /// Portal of Healing: `target` goes to `fountain`, fully healed and freed of the curse.
    /// Costs no step and does not end the turn; the spell leaves the game.
    pub(crate) fn do_portal(&mut self, target: u8, fountain: u8, ev: &mut Vec<Event>) {
        let seat = self.active();
        let p = Item::PortalOfHealing.index();
        self.hero_mut(seat).inv[p] = self.hero(seat).inv[p].saturating_sub(1);
        self.core.discarded[p] += 1;
        ev.push(Event::PortalCast {
            seat: Seat(seat),
            target: Seat(target),
            fountain,
        });
        self.hero_mut(target).pos = fountain;
        self.hero_mut(target).came_from = None;
        if target == seat {
            self.turn.path.clear();
            self.turn.path.push(fountain);
        }
        self.heal(target, ev);
        // Cast in the main decision, the turn goes on (or ends when nothing is left to do).
        // The decisions that settling sets (leaving items: the spell may have made room; the
        // curse; reincarnation) are set again; any other (a tile, a token, a monster met or
        // fought) still waits.
        match self.turn.decision {
            Decision::Move | Decision::LeaveItems | Decision::Curse | Decision::Reincarnate => {
                self.settle(ev);
            }
            _ => {}
        }
    }

    /// Expert variant: six treasures held win at once.
    pub(crate) fn check_expert_win(&mut self, seat: u8, ev: &mut Vec<Event>) -> bool {
        if !self.core.expert {
            return false;
        }
        let (_, _, _, t) = class_counts(&self.hero(seat).inv);
        if t >= EXPERT_TREASURES_TO_WIN {
            self.core.over = Some(EndReason::SixTreasures);
            ev.push(Event::GameOver {
                reason: EndReason::SixTreasures,
            });
            return true;
        }
        false
    }
}
