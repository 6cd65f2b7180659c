//! The heroes' abilities that change how the landscape grows and how heroes cross it
//! [rulebook: the hero pages], and the city's portal.
//!
//! - Taia's Fate-weaver: one more army token drawn when a tile is laid; she puts one back.
//! - Darius's Terrain Exploration: two tiles drawn when exploring, one laid, the other back on
//!   top of the deck "without revealing what is on it to the other players".
//! - Lorraine's Hawkeye: once a turn, at no action, the top tile laid anywhere it connects,
//!   with its armies, the hero staying where she is.
//! - Elspeth's Magic Run: once a turn, instead of the one-tile move, up to 3 tiles in a straight
//!   line over explored land, chasms ignored, stopping at the first army.
//! - The portal: once a turn, from the city to any laid tile, or from anywhere to the city.

use super::data::{Building, Hero, TILES};
use super::error::Karak2Error as E;
use super::events::Event;
use super::hex::{Direction, Hex, DIRECTIONS};
use super::turn::Decision;
use super::Karak2;

impl Karak2 {
    /// Darius explores: two tiles drawn, one to keep. Returns whether he had the choice.
    pub(crate) fn scout_draw(&mut self, at: Hex, from: Hex, ev: &mut Vec<Event>) -> bool {
        if self.me().hero != Hero::Darius || self.board.deck.len() < 2 {
            return false;
        }
        let a = self.board.deck.pop().unwrap_or_default();
        let b = self.board.deck.pop().unwrap_or_default();
        self.board.scout_top = None;
        ev.push(Event::ScoutDrew {
            seat: self.turn.seat,
            tiles: [Some(a), Some(b)],
        });
        self.turn.decision = Decision::ChooseTile {
            tiles: [a, b],
            at,
            from,
        };
        true
    }

    /// Checks [`super::turn::Action::KeepTile`].
    pub(crate) fn keep_tile_check(&self, tile: u8) -> Result<(), E> {
        match self.turn.decision {
            Decision::ChooseTile { tiles, .. } if tiles.contains(&tile) => Ok(()),
            _ => Err(E::NotDrawnTile(tile)),
        }
    }

    /// Darius keeps `tile` (checked); the other goes back on top of the deck.
    pub(crate) fn keep_tile(&mut self, tile: u8, ev: &mut Vec<Event>) {
        let Decision::ChooseTile { tiles, at, from } = self.turn.decision else {
            return;
        };
        let other = if tiles[0] == tile { tiles[1] } else { tiles[0] };
        self.board.deck.push(other);
        self.board.scout_top = Some(self.turn.seat);
        ev.push(Event::TileDrawn { tile, at });
        self.turn.decision = Decision::PlaceTile { tile, at, from };
    }

    /// Checks [`super::turn::Action::ReturnArmy`]: one of the tokens on Taia's new tile.
    pub(crate) fn return_army_check(&self, token: u8) -> Result<(), E> {
        match self.turn.decision {
            Decision::ReturnArmy { at }
                if self
                    .board
                    .landscape
                    .get(&at)
                    .is_some_and(|p| p.armies.contains(&token)) =>
            {
                Ok(())
            }
            _ => Err(E::NotDrawnArmy(token)),
        }
    }

    /// Taia puts `token` back into the bag (checked).
    pub(crate) fn return_army(&mut self, token: u8, ev: &mut Vec<Event>) {
        let Decision::ReturnArmy { at } = self.turn.decision else {
            return;
        };
        if let Some(p) = self.board.landscape.get_mut(&at) {
            p.armies.retain(|t| *t != token);
        }
        self.board.bag.push(token);
        ev.push(Event::ArmyReturned { at, token });
        self.turn.decision = Decision::Act;
    }

    /// Checks [`super::turn::Action::Hawkeye`].
    pub(crate) fn hawkeye_check(&self) -> Result<(), E> {
        if self.me().hero != Hero::Lorraine || self.turn.hawkeye_used {
            return Err(E::AbilityUsed);
        }
        if self.board.deck.is_empty() {
            return Err(E::DeckEmpty);
        }
        Ok(())
    }

    /// Lorraine draws the top tile to lay anywhere (checked).
    pub(crate) fn hawkeye(&mut self, ev: &mut Vec<Event>) {
        let tile = self.board.deck.pop().unwrap_or_default();
        self.board.scout_top = None;
        self.turn.hawkeye_used = true;
        ev.push(Event::HawkeyeDrew {
            seat: self.turn.seat,
            tile,
        });
        self.turn.decision = Decision::LayTile { tile };
    }

    /// Whether `tile` turned by `rotation` at the unlaid `at` connects to a laid neighbour by a
    /// border without a chasm on either side.
    pub fn tile_connects(&self, tile: u8, at: Hex, rotation: u8) -> bool {
        if rotation >= 6 || self.board.landscape.contains_key(&at) {
            return false;
        }
        let chasms = TILES[usize::from(tile)].chasms.turned(rotation);
        DIRECTIONS.iter().any(|d| {
            self.board
                .landscape
                .get(&at.neighbour(*d))
                .is_some_and(|n| !chasms.has(*d) && !n.chasms.has(d.opposite()))
        })
    }

    /// Checks [`super::turn::Action::LayAt`]: a hexagon where the tile connects turned some way.
    pub(crate) fn lay_at_check(&self, at: Hex) -> Result<(), E> {
        match self.turn.decision {
            Decision::LayTile { tile } if (0..6).any(|r| self.tile_connects(tile, at, r)) => Ok(()),
            _ => Err(E::NoConnection),
        }
    }

    /// Lorraine's tile goes to `at` (checked); its turning is asked next.
    pub(crate) fn lay_at(&mut self, at: Hex) {
        if let Decision::LayTile { tile } = self.turn.decision {
            self.turn.decision = Decision::TurnLaid { tile, at };
        }
    }

    /// Checks [`super::turn::Action::PlaceTile`] for Lorraine's tile.
    pub(crate) fn turn_laid_check(&self, rotation: u8) -> Result<(), E> {
        match self.turn.decision {
            Decision::TurnLaid { tile, at } if self.tile_connects(tile, at, rotation) => Ok(()),
            _ => Err(E::LaidAcrossChasms(rotation)),
        }
    }

    /// Lays Lorraine's tile turned by `rotation` (checked); the armies drawn stand on it, she
    /// stays where she is.
    pub(crate) fn lay(&mut self, rotation: u8, ev: &mut Vec<Event>) {
        let Decision::TurnLaid { tile, at } = self.turn.decision else {
            return;
        };
        self.turn.decision = Decision::Act;
        self.lay_tile(tile, at, rotation, ev);
    }

    /// The unlaid hexagons next to the landscape (where a tile may go).
    pub fn frontier(&self) -> Vec<Hex> {
        let mut out: Vec<Hex> = self
            .board
            .landscape
            .keys()
            .flat_map(|h| DIRECTIONS.map(|d| h.neighbour(d)))
            .filter(|h| !self.board.landscape.contains_key(h))
            .collect();
        out.sort_unstable();
        out.dedup();
        out
    }

    /// The tiles of Elspeth's run of `steps` towards `d`, or why it cannot be run.
    fn run_path(&self, d: Direction, steps: u8) -> Result<Vec<Hex>, E> {
        if self.me().hero != Hero::Elspeth || self.turn.run_used {
            return Err(E::AbilityUsed);
        }
        if !(1..=3).contains(&steps) {
            return Err(E::RunTooLong(steps));
        }
        self.move_check()?;
        let mut path = Vec::new();
        let mut at = self.me().at;
        for i in 0..steps {
            at = at.neighbour(d);
            let place = self.board.landscape.get(&at).ok_or(E::RunOffTheLandscape)?;
            path.push(at);
            // "must stop on a tile with an undefeated monster army and engage in battle".
            if place.guarded() && i + 1 < steps {
                return Err(E::RunThroughArmy);
            }
        }
        Ok(path)
    }

    /// Checks [`super::turn::Action::Run`].
    pub(crate) fn run_check(&self, d: Direction, steps: u8) -> Result<(), E> {
        self.run_path(d, steps).map(|_| ())
    }

    /// Elspeth runs (checked): the move before an action, once a turn.
    pub(crate) fn run(&mut self, d: Direction, steps: u8, ev: &mut Vec<Event>) {
        let Ok(path) = self.run_path(d, steps) else {
            return;
        };
        self.spend_for_move();
        self.turn.run_used = true;
        let seat = self.turn.seat;
        let hero = self.me_mut();
        hero.came_from = if path.len() > 1 {
            path[path.len() - 2]
        } else {
            hero.at
        };
        for to in path {
            hero.at = to;
            ev.push(Event::Moved { seat, to });
        }
    }

    /// Checks [`super::turn::Action::Portal`]: a portal in the city, unused this turn, and a
    /// move still allowed.
    pub(crate) fn portal_check(&self) -> Result<(), E> {
        let me = self.me();
        if !me.buildings.has(Building::Portal) || self.turn.portal_used || me.city.is_none() {
            return Err(E::NoPortal);
        }
        self.move_check()
    }

    /// Checks [`super::turn::Action::PortalTo`]: from the city to any other laid tile, or from
    /// elsewhere to the city.
    pub(crate) fn portal_to_check(&self, to: Hex) -> Result<(), E> {
        let me = self.me();
        let city = me.city.ok_or(E::NoPortal)?;
        let ok =
            self.board.landscape.contains_key(&to) && to != me.at && (me.at == city || to == city);
        if !ok {
            return Err(E::NoPortal);
        }
        Ok(())
    }

    /// The tiles the portal leads to from where the hero stands.
    pub(crate) fn portal_targets(&self) -> Vec<Hex> {
        let me = self.me();
        match me.city {
            Some(city) if me.at == city => self.board.landscape.keys().copied().collect(),
            Some(city) => vec![city],
            None => Vec::new(),
        }
    }

    /// Goes through the portal (checked).
    pub(crate) fn portal(&mut self, to: Hex, ev: &mut Vec<Event>) {
        self.turn.decision = Decision::Act;
        self.spend_for_move();
        self.turn.portal_used = true;
        let seat = self.turn.seat;
        let hero = self.me_mut();
        hero.came_from = hero.at;
        hero.at = to;
        ev.push(Event::Moved { seat, to });
    }
}
