//! Heroes' skills that add moves or decisions of their own: the Warrior Princess's Aggressive
//! Movement, the Warlock's Magic Swap and the Warrior's Reincarnation. Combat skills live in
//! `combat`, Stealth in `movement`, Fateweaver in `explore`, Astral Walking in `movement`.
//! A cursed hero has no skills (see `Karak::skilled`).

use super::board::{Cell, Dir, DIRS};
use super::data::{HeroKind, MAX_HP};
use super::events::Event;
use super::turn::Action;
use super::Karak;
use crate::{ActionBuf, Seat};

impl Karak {
    /// Charges (Warrior Princess, at least 2 HP) and swaps (Warlock, first act of the turn).
    pub(crate) fn legal_skill_moves(&self, out: &mut ActionBuf<Action>) {
        let seat = self.active();
        let hero = self.hero(seat);
        let board = &self.core.board;
        if self.skilled(seat, HeroKind::WarriorPrincess) && hero.hp >= 2 {
            let sealed = !board.has_open_exit();
            for over in DIRS {
                let Cell::Tile(m) = board.neighbour(hero.pos, over) else {
                    continue;
                };
                let monster = board.tile(m).is_some_and(|t| t.has_monster());
                if !monster || !board.connected(hero.pos, over, m) {
                    continue;
                }
                for to in DIRS {
                    if to == over.opposite() {
                        continue;
                    }
                    let ok = match board.neighbour(m, to) {
                        Cell::Tile(q) => board.connected(m, to, q),
                        Cell::Empty => self.can_explore(m, to, sealed),
                        Cell::Off => false,
                    };
                    if ok {
                        out.push(Action::Charge { over, to });
                    }
                }
            }
        }
        if self.skilled(seat, HeroKind::Warlock) && !self.turn.acted && self.turn.steps == 0 {
            for other in 0..self.core.players {
                if other != seat && self.hero(other).pos != hero.pos {
                    out.push(Action::Swap(Seat(other)));
                }
            }
        }
    }

    /// Aggressive Movement: across the monster's tile in `over` for one step and 1 HP, onto the
    /// tile in `to` of it (exploring when that cell is empty).
    pub(crate) fn do_charge(&mut self, over: Dir, to: Dir, ev: &mut Vec<Event>) {
        let seat = self.active();
        let pos = self.hero(seat).pos;
        let Cell::Tile(m) = self.core.board.neighbour(pos, over) else {
            return;
        };
        let hp = self.hero(seat).hp.saturating_sub(1);
        self.hero_mut(seat).hp = hp;
        self.turn.steps += 1;
        self.turn.acted = true;
        ev.push(Event::Charged {
            seat: Seat(seat),
            over: m,
            hp,
        });
        self.hero_mut(seat).pos = m;
        self.turn.path.push(m);
        match self.core.board.neighbour(m, to) {
            Cell::Tile(q) => self.enter(q, ev),
            _ => self.start_explore(m, to, ev),
        }
    }

    /// Magic Swap: trade places with another hero, anywhere; uses all four steps. A hero
    /// landing on a fountain is healed and freed of the curse. The Warlock arrives on the other
    /// hero's tile as a step would bring him there: on a monster's tile he fights it, and a
    /// retreat takes him back to the tile he left (where the other hero now stands).
    pub(crate) fn do_swap(&mut self, other: u8, ev: &mut Vec<Event>) {
        let seat = self.active();
        let a = self.hero(seat).pos;
        let b = self.hero(other).pos;
        self.hero_mut(seat).pos = b;
        self.hero_mut(other).pos = a;
        self.hero_mut(other).came_from = None;
        self.turn.steps = super::data::STEPS_PER_TURN;
        self.turn.acted = true;
        self.turn.path.push(b);
        ev.push(Event::Swapped {
            seat: Seat(seat),
            with: Seat(other),
        });
        self.heal_if_on_fountain(other, ev);
        if self.core.board.tile(b).is_some_and(|t| t.has_monster()) {
            self.encounter(b, ev);
        } else {
            self.settle(ev);
        }
    }

    /// Reincarnation: the Warrior wakes at the chosen fountain with full HP; the turn ends.
    pub(crate) fn do_reincarnate(&mut self, fountain: u8, ev: &mut Vec<Event>) {
        let seat = self.active();
        self.hero_mut(seat).pos = fountain;
        self.hero_mut(seat).came_from = None;
        self.hero_mut(seat).hp = MAX_HP;
        self.turn.after.reincarnate = false;
        self.turn.after.end = true;
        ev.push(Event::Reincarnated {
            seat: Seat(seat),
            fountain,
        });
        self.settle(ev);
    }
}
