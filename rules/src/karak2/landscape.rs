//! Moving and exploring [rulebook: "Movement and actions", "Exploring the landscape"].
//!
//! A hero steps onto a neighbouring laid tile when the border between them shows no chasm on
//! either side. Entering an unexplored hexagon draws the top tile of the deck, which is laid
//! turned so that the hero can walk in ("it's okay if there are impassable chasms along other
//! borders"); the hero moves onto it, and the tile's tier decides how many armies are drawn
//! from the bag onto it; the Infernal Abyss brings the Dark General instead.

use super::data::{Hero, TileKind, ARMY, TILES};
use super::error::Karak2Error as E;
use super::events::Event;
use super::hex::{Direction, Hex};
use super::state::Place;
use super::turn::Decision;
use super::Karak2;

impl Karak2 {
    /// Whether a hero may step from `from` across its border in direction `d` onto a laid tile.
    pub fn can_cross(&self, from: Hex, d: Direction) -> bool {
        let land = &self.board.landscape;
        match (land.get(&from), land.get(&from.neighbour(d))) {
            (Some(a), Some(b)) => !a.chasms.has(d) && !b.chasms.has(d.opposite()),
            _ => false,
        }
    }

    /// Checks that a move (or an exploration) may come now: an action must still follow it.
    pub(crate) fn move_check(&self) -> Result<(), E> {
        let needed = if self.turn.moved { 2 } else { 1 };
        if self.turn.actions_left < needed {
            return Err(E::NoActionAfterMove);
        }
        Ok(())
    }

    /// Before a step: a second step without an action between spends that action.
    pub(crate) fn spend_for_move(&mut self) {
        if self.turn.moved {
            self.turn.actions_left -= 1;
        }
        self.turn.moved = true;
    }

    /// Checks [`super::turn::Action::Move`].
    pub(crate) fn step_check(&self, d: Direction) -> Result<(), E> {
        self.move_check()?;
        let at = self.me().at;
        if !self.board.landscape.contains_key(&at.neighbour(d)) {
            return Err(E::NoTile(d));
        }
        if !self.can_cross(at, d) {
            return Err(E::Chasm(d));
        }
        Ok(())
    }

    /// Steps onto the tile in direction `d` (checked).
    pub(crate) fn step(&mut self, d: Direction, ev: &mut Vec<Event>) {
        self.spend_for_move();
        let seat = self.turn.seat;
        let hero = self.me_mut();
        hero.came_from = hero.at;
        hero.at = hero.at.neighbour(d);
        let to = hero.at;
        ev.push(Event::Moved { seat, to });
    }

    /// Checks [`super::turn::Action::Explore`].
    pub(crate) fn explore_check(&self, d: Direction) -> Result<(), E> {
        self.move_check()?;
        let at = self.me().at;
        if self.board.landscape.contains_key(&at.neighbour(d)) {
            return Err(E::AlreadyExplored(d));
        }
        if self.board.deck.is_empty() {
            return Err(E::DeckEmpty);
        }
        if self
            .board
            .landscape
            .get(&at)
            .is_some_and(|p| p.chasms.has(d))
        {
            return Err(E::Chasm(d));
        }
        Ok(())
    }

    /// Draws the top tile for the hexagon in direction `d` (checked); its turning is asked next.
    pub(crate) fn explore(&mut self, d: Direction, ev: &mut Vec<Event>) {
        self.spend_for_move();
        let from = self.me().at;
        let at = from.neighbour(d);
        if self.scout_draw(at, from, ev) {
            return;
        }
        let tile = self.board.deck.pop().unwrap_or_default();
        self.board.scout_top = None;
        ev.push(Event::TileDrawn { tile, at });
        self.turn.decision = Decision::PlaceTile { tile, at, from };
    }

    /// Whether `tile` turned by `rotation` lets a hero in from `from` at `at`.
    pub fn tile_fits(tile: u8, rotation: u8, at: Hex, from: Hex) -> bool {
        let Some(d) = at.direction_to(from) else {
            return false;
        };
        rotation < 6 && !TILES[usize::from(tile)].chasms.turned(rotation).has(d)
    }

    /// Checks [`super::turn::Action::PlaceTile`].
    pub(crate) fn place_check(&self, rotation: u8) -> Result<(), E> {
        match self.turn.decision {
            Decision::PlaceTile { tile, at, from } if Self::tile_fits(tile, rotation, at, from) => {
                Ok(())
            }
            Decision::PlaceTile { .. } => Err(E::TileBlocks(rotation)),
            ref other => Err(E::NotNow(other.clone())),
        }
    }

    /// Lays the drawn tile turned by `rotation` (checked), moves the hero onto it and draws
    /// what guards it.
    pub(crate) fn place(&mut self, rotation: u8, ev: &mut Vec<Event>) {
        let Decision::PlaceTile { tile, at, from } = self.turn.decision else {
            return;
        };
        self.turn.decision = Decision::Act;
        let seat = self.turn.seat;
        let hero = self.me_mut();
        hero.came_from = from;
        hero.at = at;
        self.lay_tile(tile, at, rotation, ev);
        ev.push(Event::Moved { seat, to: at });
    }

    /// Lays `tile` at `at` turned by `rotation` and draws what guards it: one army for the
    /// first tier, two for the second (Taia's Fate-weaver one more, to put one back), the Dark
    /// General for the Infernal Abyss.
    pub(crate) fn lay_tile(&mut self, tile: u8, at: Hex, rotation: u8, ev: &mut Vec<Event>) {
        let printed = TILES[usize::from(tile)];
        let general = printed.kind == TileKind::InfernalAbyss;
        self.board.landscape.insert(
            at,
            Place {
                kind: printed.kind,
                tile: Some(tile),
                chasms: printed.chasms.turned(rotation),
                armies: Vec::new(),
                general,
                dropped: Vec::new(),
            },
        );
        ev.push(Event::TileLaid { tile, at, rotation });
        if general {
            ev.push(Event::GeneralRevealed {
                at,
                praetorians: self.board.praetorians,
            });
            return;
        }
        let fate_weaver = self.me().hero == Hero::Taia;
        let mut tokens = Vec::new();
        for _ in 0..printed.tier.armies() + u8::from(fate_weaver) {
            if self.board.bag.is_empty() {
                break;
            }
            let i = self.rand(self.board.bag.len());
            tokens.push(self.board.bag.swap_remove(i));
        }
        if let Some(place) = self.board.landscape.get_mut(&at) {
            place.armies.extend(&tokens);
        }
        let choose = fate_weaver && tokens.len() > usize::from(printed.tier.armies());
        ev.push(Event::ArmiesDrawn { at, tokens });
        if choose {
            self.turn.decision = Decision::ReturnArmy { at };
        }
    }

    /// The strength of the armies on `at` (summed on a tier-2 tile) [rulebook].
    pub fn army_strength(&self, at: Hex) -> u8 {
        self.board.landscape.get(&at).map_or(0, |p| {
            p.armies
                .iter()
                .map(|t| ARMY[usize::from(*t)].strength)
                .sum()
        })
    }
}
