//! Building a scenario's position.

use super::{RawHero, RawPlace, RawSetup};
use crate::karak2::data::{Unit, ARMY};
use crate::karak2::hex::Edges;
use crate::karak2::setup::Karak2Options;
use crate::karak2::state::{Buildings, Place};
use crate::karak2::turn::Turn;
use crate::karak2::Karak2;
use crate::Seat;

impl RawSetup {
    /// The game: set up from the heroes and `seed`, then changed as the scenario says.
    ///
    /// # Errors
    /// Options the setup refuses, a tile laid twice, a token or a deck tile not to be had, a
    /// position that breaks the rules (an army over its glory).
    pub fn build(&self, seed: u64) -> Result<Karak2, String> {
        let options = Karak2Options {
            heroes: self.heroes.iter().map(|h| h.hero).collect(),
            plague: self.plague.unwrap_or(true),
        };
        let (mut g, _) = Karak2::setup(&options, seed).map_err(|e| e.to_string())?;
        for (i, raw) in self.heroes.iter().enumerate() {
            raw.apply(&mut g, i);
        }
        for place in &self.tiles {
            place.lay(&mut g)?;
        }
        for tile in self.deck_top.iter().rev() {
            let i = g
                .board
                .deck
                .iter()
                .position(|t| t == tile)
                .ok_or_else(|| format!("tile {tile} is not in the deck"))?;
            let t = g.board.deck.remove(i);
            g.board.deck.push(t);
        }
        if let Some(p) = self.praetorians {
            g.board.praetorians = p;
        }
        if let Some(s) = self.turn {
            let seat = Seat(s);
            let actions = g
                .board
                .heroes
                .get(seat.index())
                .ok_or_else(|| format!("no seat {s}"))?
                .actions();
            g.turn = Turn::new(seat, actions);
        } else {
            let seat = g.turn.seat;
            g.turn = Turn::new(seat, g.board.heroes[seat.index()].actions());
        }
        crate::Game::check_invariants(&g).map_err(|e| format!("setup: {e}"))?;
        Ok(g)
    }
}

impl RawHero {
    fn apply(&self, g: &mut Karak2, seat: usize) {
        let h = &mut g.board.heroes[seat];
        if let Some(at) = self.at {
            h.at = at;
            h.came_from = at;
        }
        if let Some(l) = self.lives {
            h.lives = l;
        }
        if let Some(r) = self.resources {
            h.resources = r;
        }
        h.weapons.clone_from(&self.weapons);
        h.spells.clone_from(&self.spells);
        h.amulet = self.amulet;
        for (unit, n) in &self.units {
            h.units[*unit as usize] = *n;
        }
        if h.amulet == Some(crate::karak2::data::Amulet::Titan)
            && !self.units.contains_key(&Unit::Titan)
        {
            h.units[Unit::Titan as usize] = 1;
        }
        h.beaten = self.beaten;
        h.stones = self.stones;
        h.city = self.city;
        h.buildings = self
            .buildings
            .iter()
            .fold(Buildings::default(), |b, x| b.with(*x));
    }
}

impl RawPlace {
    fn lay(&self, g: &mut Karak2) -> Result<(), String> {
        if g.board.landscape.contains_key(&self.at) {
            return Err(format!("{:?} is laid already", self.at));
        }
        let mut armies = Vec::new();
        for kind in &self.armies {
            let i = g
                .board
                .bag
                .iter()
                .position(|t| ARMY[usize::from(*t)].kind == *kind)
                .ok_or_else(|| format!("no {kind:?} left in the bag"))?;
            armies.push(g.board.bag.remove(i));
        }
        // A deck tile of the kind is taken out of the deck, so every tile stays in one place.
        let tile = g
            .board
            .deck
            .iter()
            .position(|t| crate::karak2::data::TILES[usize::from(*t)].kind == self.kind)
            .map(|i| g.board.deck.remove(i))
            .ok_or_else(|| format!("no {:?} tile left in the deck", self.kind))?;
        g.board.landscape.insert(
            self.at,
            Place {
                kind: self.kind,
                tile: Some(tile),
                chasms: Edges::of(&self.chasms),
                armies,
                general: self.general,
                dropped: self.dropped.clone(),
            },
        );
        Ok(())
    }
}
