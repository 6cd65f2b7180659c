//! Moving over discovered tiles: one step per tile through touching exits, teleporting between
//! gates, monsters stopping the hero (Stealth: the Thief may sneak past, or fight where she
//! stands at the start of her turn), and retreating along the path taken this turn or to where
//! the hero came from in an earlier turn.

use super::board::{Cell, Dir, DIRS};
use super::data::{HeroKind, TileKind};
use super::events::Event;
use super::turn::{Action, Decision};
use super::Karak;
use crate::{ActionBuf, Seat};

impl Karak {
    /// Steps, explorations and teleports available to the active hero.
    pub(crate) fn legal_steps(&self, out: &mut ActionBuf<Action>) {
        let seat = self.active();
        let pos = self.hero(seat).pos;
        let board = &self.core.board;
        let astral = self.skilled(seat, HeroKind::Wizard);
        let mut sealed = None;
        for dir in DIRS {
            match board.neighbour(pos, dir) {
                Cell::Tile(j) => {
                    if astral || board.connected(pos, dir, j) {
                        out.push(Action::Step(dir));
                    }
                }
                Cell::Empty => {
                    let s = *sealed.get_or_insert_with(|| !board.has_open_exit());
                    if self.can_explore(pos, dir, s) {
                        out.push(Action::Step(dir));
                    }
                }
                Cell::Off => {}
            }
        }
        if board
            .tile(pos)
            .is_some_and(|t| t.tile.kind == TileKind::Gate)
            && board.tiles_of(TileKind::Gate).nth(1).is_some()
        {
            for g in board.tiles_of(TileKind::Gate) {
                if g != pos {
                    out.push(Action::Teleport(g));
                }
            }
        }
    }

    /// One step in `dir`: onto a discovered tile, or exploring.
    pub(crate) fn do_step(&mut self, dir: Dir, ev: &mut Vec<Event>) {
        let seat = self.active();
        let pos = self.hero(seat).pos;
        self.turn.steps += 1;
        self.turn.acted = true;
        match self.core.board.neighbour(pos, dir) {
            Cell::Tile(j) => {
                if !self.core.board.connected(pos, dir, j) {
                    ev.push(Event::AstralWalked {
                        seat: Seat(seat),
                        to: j,
                    });
                }
                self.enter(j, ev);
            }
            _ => self.start_explore(pos, dir, ev),
        }
    }

    /// Teleport to another gate (one step).
    pub(crate) fn do_teleport(&mut self, gate: u8, ev: &mut Vec<Event>) {
        let seat = self.active();
        let from = self.hero(seat).pos;
        self.turn.steps += 1;
        self.turn.acted = true;
        ev.push(Event::Teleported {
            seat: Seat(seat),
            from,
            to: gate,
        });
        self.hero_mut(seat).pos = gate;
        self.turn.path.push(gate);
        self.settle(ev);
    }

    /// Moves the active hero onto discovered tile `j` (the step is already counted).
    pub(crate) fn enter(&mut self, j: u8, ev: &mut Vec<Event>) {
        let seat = self.active();
        let from = self.hero(seat).pos;
        self.hero_mut(seat).pos = j;
        self.turn.path.push(j);
        ev.push(Event::Moved {
            seat: Seat(seat),
            from,
            to: j,
            steps: self.turn.steps,
        });
        if self.core.board.tile(j).is_some_and(|t| t.has_monster()) {
            self.encounter(j, ev);
        } else {
            self.settle(ev);
        }
    }

    /// The active hero stands on a monster's tile after a step: fight (Thief: may sneak).
    pub(crate) fn encounter(&mut self, tile: u8, ev: &mut Vec<Event>) {
        if self.skilled(self.active(), HeroKind::Thief) {
            self.turn.decision = Decision::FightOrSneak;
        } else {
            self.start_combat(tile, true, ev);
        }
    }

    /// Where a retreat from the active hero's tile goes: back along this turn's path to the
    /// nearest tile without a monster; when the path has none (a fight forced at the start of
    /// the turn, or every tile of the path has a monster), the tile the hero came onto its
    /// starting tile from in an earlier turn ([`Hero::came_from`](super::Hero)), if it is
    /// free of monsters. `None`: the hero stays.
    pub(crate) fn retreat_target(&self) -> Option<u8> {
        let seat = self.active();
        let board = &self.core.board;
        let free = |t: u8| board.tile(t).is_some_and(|t| !t.has_monster());
        let path = self.turn.path.as_slice();
        let len = path.len();
        path[..len.saturating_sub(1)]
            .iter()
            .rev()
            .copied()
            .find(|&t| free(t))
            .or_else(|| self.hero(seat).came_from.filter(|&t| free(t)))
    }

    /// Retreat to [`Karak::retreat_target`]; without one the hero stays. A retreat onto a
    /// fountain heals when the combat is settled (`settle`), before the turn goes on or ends.
    pub(crate) fn retreat(&mut self, ev: &mut Vec<Event>) {
        let seat = self.active();
        let from = self.hero(seat).pos;
        if let Some(to) = self.retreat_target() {
            self.hero_mut(seat).pos = to;
            if self.turn.path.as_slice().contains(&to) {
                // The path is cut back to the tile reached (a later step goes on from there).
                while self.turn.path.len() > 1 && self.turn.path.as_slice().last() != Some(&to) {
                    self.turn.path.pop();
                }
            } else {
                // Back to a tile of an earlier turn: the path starts again from there.
                self.turn.path.clear();
                self.turn.path.push(to);
            }
            ev.push(Event::Retreated {
                seat: Seat(seat),
                from,
                to,
            });
        }
    }

    /// At the end of the active hero's turn: what a retreat from its tile would reach, kept
    /// while it stands on a monster's tile (the fight it may face at the start of its next
    /// turn); forgotten otherwise.
    pub(crate) fn remember_came_from(&mut self) {
        let seat = self.active();
        let pos = self.hero(seat).pos;
        let on_monster = self.core.board.tile(pos).is_some_and(|t| t.has_monster());
        let came_from = if on_monster {
            self.retreat_target()
        } else {
            None
        };
        self.hero_mut(seat).came_from = came_from;
    }

    /// Ruling: the uncursed Thief who begins her turn on a monster's tile (Stealth let her stay)
    /// may fight it where she stands, as her turn's first act, instead of stepping off and back.
    pub(crate) fn may_fight_in_place(&self) -> bool {
        let seat = self.active();
        !self.turn.acted
            && self.turn.steps == 0
            && self.skilled(seat, HeroKind::Thief)
            && self
                .core
                .board
                .tile(self.hero(seat).pos)
                .is_some_and(|t| t.has_monster())
    }
}
