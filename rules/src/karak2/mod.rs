//! **Karak 2**: heroes explore a landscape of hexagonal tiles around Karak Castle, fight monster
//! armies with their hero die and an army of unit dice, gather food, wood and stone, build a
//! city, recruit, and gather soul stones until someone defeats the Dark General.
//!
//! Built chapter by chapter, one file per chapter of the rulebook: the components ([`data`]),
//! the landscape's geometry ([`hex`]), setting up ([`setup`]), the turn ([`turn`]), moving and
//! exploring (`landscape.rs`), the other actions (`city.rs`), battles (`battle.rs`) and what
//! follows them (`spoils.rs`).
//! Every action is checked first (`check`, pure) and applied only when legal, so a refused
//! action leaves the game untouched and names the rule broken ([`Karak2Error`]).

mod abilities;
mod battle;
pub mod bot;
mod city;
pub mod data;
mod error;
pub mod events;
mod game;
pub mod hex;
mod invariants;
mod inventory;
mod landscape;
mod legal;
pub mod recruiting;
mod report;
pub mod scenario;
pub mod setup;
mod spoils;
pub mod state;
pub mod turn;
pub mod view;

pub use bot::{Bot, Karak2Bot};
pub use error::{Karak2Error, Rule};
pub use events::Event;
pub use game::Karak2Variant;
pub use setup::Karak2Options;
pub use turn::{Action, Decision};
pub use view::Karak2View;

/// Version of Karak 2's rules, stored with every recorded game.
pub const RULES_VERSION: u32 = 2;

use state::{Board, HeroState};
use turn::Turn;

use crate::Seat;

/// The end of a game: soul stone points by seat, in halves (the Archstone is worth 4.5).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Karak2Outcome {
    /// The winners (several on a tie of points and large stones).
    pub winners: Vec<Seat>,
    /// Every seat's soul stone points, in halves.
    pub half_points: Vec<u16>,
    /// Every seat's large soul stones (the tie-break).
    pub large_stones: Vec<u8>,
    /// Who defeated the Dark General.
    pub general_defeated_by: Seat,
}

/// A game of Karak 2: the board, and the turn under way apart from it.
#[derive(Clone, Debug, PartialEq)]
pub struct Karak2 {
    pub(crate) board: Board,
    pub(crate) turn: Turn,
}

impl Karak2 {
    /// The seat that must decide, `None` once the game is over.
    pub fn to_act(&self) -> Option<Seat> {
        (self.turn.decision != Decision::Over).then_some(self.turn.seat)
    }

    /// The end result once the Dark General has fallen [rulebook: "the player who has the
    /// highest total value of Soul Stones at the end of the game is the winner … In the event of
    /// a tie, the player with more large Soul Stones wins. If there is still a tie, all tied
    /// players are declared winners."].
    pub fn outcome(&self) -> Option<Karak2Outcome> {
        if self.turn.decision != Decision::Over {
            return None;
        }
        let points: Vec<u16> = self.board.heroes.iter().map(|h| h.half_points()).collect();
        let large: Vec<u8> = self
            .board
            .heroes
            .iter()
            .map(|h| h.stones[data::SoulStone::Large as usize])
            .collect();
        let best = (0..points.len()).map(|i| (points[i], large[i])).max()?;
        let winners = (0..points.len())
            .filter(|&i| (points[i], large[i]) == best)
            .map(|i| Seat(i as u8))
            .collect();
        Some(Karak2Outcome {
            winners,
            half_points: points,
            large_stones: large,
            general_defeated_by: self.turn.seat,
        })
    }

    /// The pending decision.
    pub fn decision(&self) -> &Decision {
        &self.turn.decision
    }

    /// Actions left in the turn.
    pub fn actions_left(&self) -> u8 {
        self.turn.actions_left
    }

    /// The board.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// Seat `seat`'s hero.
    pub fn hero(&self, seat: Seat) -> Option<&HeroState> {
        self.board.heroes.get(seat.index())
    }

    /// The hero of the seat to act.
    pub(crate) fn me(&self) -> &HeroState {
        &self.board.heroes[self.turn.seat.index()]
    }

    /// The hero of the seat to act, to change.
    pub(crate) fn me_mut(&mut self) -> &mut HeroState {
        &mut self.board.heroes[self.turn.seat.index()]
    }

    /// A uniform draw in `0..n` from the game's RNG.
    pub(crate) fn rand(&mut self, n: usize) -> usize {
        crate::hash::uniform(&mut self.board.rng, n as u32) as usize
    }

    /// An action is used: the move before it too.
    pub(crate) fn spend_action(&mut self) {
        self.turn.actions_left = self.turn.actions_left.saturating_sub(1);
        self.turn.moved = false;
    }

    /// Checks `action` for `seat` without changing anything.
    ///
    /// # Errors
    /// The rule `action` breaks.
    pub fn check(&self, seat: Seat, action: &Action) -> Result<(), Karak2Error> {
        if self.turn.decision == Decision::Over {
            return Err(Karak2Error::GameOver);
        }
        if seat != self.turn.seat {
            return Err(Karak2Error::NotYourTurn(self.turn.seat.0));
        }
        self.action_check(action)
    }

    /// Applies `action` for `seat`, appending what happened to `events`.
    ///
    /// # Errors
    /// The rule `action` breaks; the game and `events` are then unchanged.
    pub fn act(
        &mut self,
        seat: Seat,
        action: &Action,
        events: &mut Vec<Event>,
    ) -> Result<(), Karak2Error> {
        self.check(seat, action)?;
        match *action {
            Action::EndTurn => self.end_turn(events),
            Action::Move(d) => self.step(d, events),
            Action::Explore(d) => self.explore(d, events),
            Action::PlaceTile(r) if matches!(self.turn.decision, Decision::TurnLaid { .. }) => {
                self.lay(r, events)
            }
            Action::PlaceTile(r) => self.place(r, events),
            Action::Heal => self.heal(events),
            Action::Gather(bonus) => self.gather(bonus, events),
            Action::BuildCity(spare) => self.build_city(spare, events),
            Action::Build(b, spare) => self.build(b, spare, events),
            Action::Recruit => self.recruit(events),
            Action::Enlist(u) => self.enlist(u, events),
            Action::Dismiss(u) => self.dismiss(u, events),
            Action::Done => self.turn.decision = Decision::Act,
            Action::Raise => self.raise(events),
            Action::Eradicate => self.eradicate(events),
            Action::Choose(u) => self.choose(u, true),
            Action::Unchoose(u) => self.choose(u, false),
            Action::Roll => self.roll(events),
            Action::RerollHero => self.reroll_hero(events),
            Action::RerollUnits => self.reroll_units(events),
            Action::Fireball => self.fireball(events),
            Action::Protect => self.protect(events),
            Action::Strike => self.strike(events),
            Action::Take(r) => self.take(r, events),
            Action::Drop(item) => self.drop_item(item, events),
            Action::Plague(target) => self.plague(target, events),
            Action::PickUp => self.pick_up(events),
            Action::Pickpocket(from) => self.pickpocket(from, events),
            Action::KeepTile(t) => self.keep_tile(t, events),
            Action::ReturnArmy(t) => self.return_army(t, events),
            Action::Hawkeye => self.hawkeye(events),
            Action::LayAt(at) => self.lay_at(at),
            Action::Run(d, n) => self.run(d, n, events),
            Action::Portal => self.turn.decision = Decision::PortalTo,
            Action::PortalTo(to) => self.portal(to, events),
        }
        // A battle just begun on the tile entered must be fought.
        self.begin_battle_if_guarded(events);
        if self.turn.decision == Decision::Act && self.turn.actions_left == 0 {
            self.end_turn(events);
        }
        Ok(())
    }

    /// Ends the turn and begins the next seat's; an unconscious hero's turn is only the three
    /// lives it gets back [rulebook: "On the next turn, instead of the normal turn, you flip
    /// three life tokens back face-up"].
    pub(crate) fn end_turn(&mut self, ev: &mut Vec<Event>) {
        if self.turn.decision == Decision::Over {
            return;
        }
        ev.push(Event::TurnEnded {
            seat: self.turn.seat,
        });
        let seats = self.board.heroes.len() as u8;
        let mut seat = Seat((self.turn.seat.0 + 1) % seats);
        loop {
            let hero = &mut self.board.heroes[seat.index()];
            if !hero.unconscious {
                break;
            }
            hero.unconscious = false;
            hero.lives = (hero.lives + data::WAKE_LIVES).min(data::MAX_LIVES);
            ev.push(Event::WokeUp {
                seat,
                lives: hero.lives,
            });
            seat = Seat((seat.0 + 1) % seats);
        }
        let actions = self.board.heroes[seat.index()].actions();
        self.turn = Turn::new(seat, actions);
        ev.push(Event::TurnStarted { seat, actions });
    }
}

#[cfg(test)]
mod tests;
