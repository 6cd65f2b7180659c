//! After a battle [rulebook: "Glory", "Items", "D. Resource cart", "Plague & Misery"]: glory,
//! the rewards of the tokens beaten and the inventory's limits (2 weapons, 3 spells, 1 amulet;
//! an item over the limit is left on the tile), the resource cart's three resources, and Plague
//! & Misery on the player the roller chooses. Then the turn ends.

use super::data::{Amulet, Item, Resource, Resources, Reward, Slot, Unit, ARMY, MAX_GLORY};
use super::error::Karak2Error as E;
use super::events::Event;
use super::turn::Decision;
use super::Karak2;
use crate::Seat;

impl Karak2 {
    /// Glory after beating `strength`: "equal to the strength of the strongest defeated monster
    /// army", at most 10.
    pub(crate) fn raise_glory(&mut self, strength: u8) {
        let hero = self.me_mut();
        hero.beaten = hero.beaten.max(strength.min(MAX_GLORY));
    }

    /// The reward of `token`, won by the hero to act.
    pub(crate) fn win_token(&mut self, token: u8, ev: &mut Vec<Event>) {
        let seat = self.turn.seat;
        let reward = ARMY[usize::from(token)].reward;
        ev.push(Event::RewardWon { seat, reward });
        match reward {
            Reward::Item(item) => self.gain_item(item),
            Reward::ResourceCart => {
                if let Some(b) = self.turn.battle.as_mut() {
                    b.cart += super::data::CART;
                }
            }
            Reward::SoulStone(s) => self.me_mut().stones[s as usize] += 1,
        }
    }

    /// Puts `item` into the inventory (over-full slots are settled after the battle).
    pub(crate) fn gain_item(&mut self, item: Item) {
        let hero = self.me_mut();
        match item.slot() {
            Slot::Weapon => hero.weapons.push(item),
            Slot::Spell => hero.spells.push(item),
            Slot::Amulet => {
                if let Item::Amulet(a) = item {
                    // Two amulets for a moment: the player keeps one after the battle.
                    if hero.amulet.is_some() {
                        hero.spare_amulet = Some(a);
                    } else {
                        self.wear(a);
                    }
                }
            }
        }
    }

    /// The hero to act puts on amulet `a`.
    fn wear(&mut self, a: Amulet) {
        let titan_free = self.supply_left(Unit::Titan) > 0;
        let hero = self.me_mut();
        hero.amulet = Some(a);
        if a == Amulet::Titan && titan_free {
            hero.units[Unit::Titan as usize] = 1;
        }
    }

    /// The hero to act takes off amulet `a` (dropped): the Titan goes back, glory falls and
    /// units over it go back, weakest first.
    fn take_off(&mut self, a: Amulet) {
        let hero = self.me_mut();
        if hero.amulet == Some(a) {
            hero.amulet = None;
        }
        if a == Amulet::Titan {
            hero.units[Unit::Titan as usize] = 0;
        }
        for u in [Unit::Knight, Unit::Archer, Unit::Mage] {
            while hero.army_size() > hero.glory() && hero.units[u as usize] > 0 {
                hero.units[u as usize] -= 1;
            }
        }
    }

    /// The slot that holds more than it may, if any.
    fn over_full(&self) -> Option<Slot> {
        let h = self.me();
        if h.weapons.len() > usize::from(Slot::Weapon.count()) {
            Some(Slot::Weapon)
        } else if h.spells.len() > usize::from(Slot::Spell.count()) {
            Some(Slot::Spell)
        } else if h.spare_amulet.is_some() {
            Some(Slot::Amulet)
        } else {
            None
        }
    }

    /// What the battle (or a pick-up) still asks, in order: the cart's resources, over-full
    /// slots, Plague & Misery; then the turn ends (a pick-up goes back to acting).
    pub(crate) fn after_battle(&mut self, ev: &mut Vec<Event>) {
        let Some(b) = self.turn.battle.as_ref() else {
            // Picking up items outside a battle: settle the slots, then act on.
            self.turn.decision = match self.over_full() {
                Some(slot) => Decision::Drop(slot),
                None => Decision::Act,
            };
            return;
        };
        if b.cart > 0 {
            self.turn.decision = Decision::Cart(b.cart);
        } else if let Some(slot) = self.over_full() {
            self.turn.decision = Decision::Drop(slot);
        } else if b.plague_due {
            self.turn.decision = Decision::PlagueTarget;
        } else {
            self.turn.battle = None;
            self.turn.decision = Decision::Act;
            self.end_turn(ev);
        }
    }

    /// Takes one resource: from the common supply for a resource cart, or from the hero a
    /// Pickpocket is cast on (checked).
    pub(crate) fn take(&mut self, r: Resource, ev: &mut Vec<Event>) {
        let got = Resources::one(r);
        let seat = self.turn.seat;
        let at = self.me().at;
        // Into the taker's supply first: settling the cart may end the turn.
        self.me_mut().resources.add(got);
        if let Decision::Steal { from, left } = self.turn.decision {
            self.board.heroes[from.index()].resources.remove(got);
            ev.push(Event::Stolen { seat, from, got });
            let left = left - 1;
            let has_more = self.board.heroes[from.index()].resources.total() > 0;
            self.turn.decision = if left > 0 && has_more {
                Decision::Steal { from, left }
            } else {
                Decision::Act
            };
        } else {
            ev.push(Event::Gathered { seat, at, got });
            if let Some(b) = self.turn.battle.as_mut() {
                b.cart = b.cart.saturating_sub(1);
            }
            self.after_battle(ev);
        }
    }

    /// Checks [`super::turn::Action::Drop`]: an item of the over-full slot that the hero holds.
    pub(crate) fn drop_check(&self, slot: Slot, item: Item) -> Result<(), E> {
        let h = self.me();
        let held = match item {
            Item::Amulet(a) => h.amulet == Some(a) || h.spare_amulet == Some(a),
            _ => h.weapons.contains(&item) || h.spells.contains(&item),
        };
        if item.slot() != slot || !held {
            return Err(E::NotHeld(item));
        }
        Ok(())
    }

    /// Leaves `item` on the tile (checked).
    pub(crate) fn drop_item(&mut self, item: Item, ev: &mut Vec<Event>) {
        let seat = self.turn.seat;
        let at = self.me().at;
        match item {
            Item::Amulet(a) => {
                let hero = self.me_mut();
                if hero.spare_amulet == Some(a) {
                    hero.spare_amulet = None;
                } else {
                    let spare = hero.spare_amulet.take();
                    self.take_off(a);
                    if let Some(s) = spare {
                        self.wear(s);
                    }
                }
            }
            _ => {
                let hero = self.me_mut();
                let list = if item.slot() == Slot::Weapon {
                    &mut hero.weapons
                } else {
                    &mut hero.spells
                };
                if let Some(i) = list.iter().position(|x| *x == item) {
                    list.remove(i);
                }
            }
        }
        if let Some(p) = self.board.landscape.get_mut(&at) {
            p.dropped.push(item);
        }
        ev.push(Event::ItemDropped { seat, at, item });
        self.after_battle(ev);
    }

    /// Checks [`super::turn::Action::Plague`]: another seat of the game.
    pub(crate) fn plague_check(&self, target: Seat) -> Result<(), E> {
        if target == self.turn.seat || target.index() >= self.board.heroes.len() {
            return Err(E::PlagueTarget(target.0));
        }
        Ok(())
    }

    /// Plague & Misery on `target` (checked): one of each resource they hold, and the Plague
    /// token on their city if they have one [ruling 2].
    pub(crate) fn plague(&mut self, target: Seat, ev: &mut Vec<Event>) {
        let victim = &mut self.board.heroes[target.index()];
        let r = &mut victim.resources;
        let lost = Resources::new(r.food.min(1), r.wood.min(1), r.stone.min(1));
        r.remove(lost);
        let city = victim.city.is_some();
        if city {
            self.board.plague = Some(target);
        }
        ev.push(Event::PlagueAndMisery {
            seat: self.turn.seat,
            target,
            lost,
            city,
        });
        if let Some(b) = self.turn.battle.as_mut() {
            b.plague_due = false;
        }
        self.after_battle(ev);
    }
}
