//! Entering an undiscovered zone: the direction is chosen first, then the top tile is revealed
//! (face up) and the player chooses its rotation; it must connect back to the tile the hero
//! comes from. Rooms draw a token from the bag (the Oracle draws two and keeps one).

use super::board::{rotated_exits, Cell, Dir, PlacedTile};
use super::data::{HeroKind, TileKind, TileType, Token, TILE_TYPES, TOKENS};
use super::events::Event;
use super::turn::{Action, Decision};
use super::Karak;
use crate::hash::uniform;
use crate::Seat;

impl Karak {
    /// Draws a tile type from the stack: forced queue first, else uniformly among the tiles left.
    pub(crate) fn draw_tile(&mut self) -> Option<TileType> {
        let total: u32 = self.core.stack.iter().map(|&n| u32::from(n)).sum();
        if total == 0 {
            return None;
        }
        let next = self.forced.next[2] as usize;
        if let Some(t) = self.forced.tiles.get(next).copied() {
            self.forced.next[2] += 1;
            if let Some(i) = t.index() {
                if self.core.stack[i] > 0 {
                    self.core.stack[i] -= 1;
                    return Some(t);
                }
            }
        }
        let mut k = uniform(&mut self.rng, total);
        for (i, (tt, _)) in TILE_TYPES.iter().enumerate() {
            let n = u32::from(self.core.stack[i]);
            if k < n {
                self.core.stack[i] -= 1;
                return Some(*tt);
            }
            k -= n;
        }
        None
    }

    /// Draws a token from the bag: forced queue first, else uniformly among the tokens left.
    pub(crate) fn draw_token(&mut self) -> Option<Token> {
        let total: u32 = self.core.bag.iter().map(|&n| u32::from(n)).sum();
        if total == 0 {
            return None;
        }
        let next = self.forced.next[1] as usize;
        if let Some(t) = self.forced.tokens.get(next).copied() {
            self.forced.next[1] += 1;
            if self.core.bag[t.index()] > 0 {
                self.core.bag[t.index()] -= 1;
                return Some(t);
            }
        }
        let mut k = uniform(&mut self.rng, total);
        for t in TOKENS {
            let n = u32::from(self.core.bag[t.index()]);
            if k < n {
                self.core.bag[t.index()] -= 1;
                return Some(t);
            }
            k -= n;
        }
        None
    }

    /// Whether the stack still has tiles.
    #[inline]
    pub(crate) fn stack_left(&self) -> bool {
        self.core.stack.iter().any(|&n| n > 0)
    }

    /// Whether a hero on tile `from` may explore the empty cell in `dir`: an exit there, or the
    /// dungeon is sealed (ruling 17: no open exit anywhere while tiles are left).
    #[inline]
    pub(crate) fn can_explore(&self, from: u8, dir: Dir, sealed: bool) -> bool {
        if !self.stack_left() || !matches!(self.core.board.neighbour(from, dir), Cell::Empty) {
            return false;
        }
        let exit = self.core.board.tile(from).is_some_and(|t| t.has_exit(dir));
        exit || sealed
    }

    /// Draws the tile for the cell in `dir` of `from`; the rotation is decided next.
    pub(crate) fn start_explore(&mut self, from: u8, dir: Dir, ev: &mut Vec<Event>) {
        let seat = self.active();
        match self.draw_tile() {
            Some(tile) => {
                ev.push(Event::TileDrawn {
                    seat: Seat(seat),
                    tile,
                });
                self.turn.decision = Decision::Rotate { from, dir, tile };
            }
            None => self.settle(ev),
        }
    }

    /// Rotations that give the drawn tile an exit back toward `from`; of rotations with the same
    /// exits only the smallest is listed.
    pub(crate) fn legal_rotations<const N: usize>(
        &self,
        _from: u8,
        dir: Dir,
        tile: TileType,
        out: &mut crate::FixedVec<Action, N>,
    ) {
        let back = dir.opposite().bit();
        let mut seen = [false; 16];
        for r in 0..4u8 {
            let m = rotated_exits(tile.shape, r);
            if m & back != 0 && !seen[m as usize] {
                seen[m as usize] = true;
                out.push(Action::Rotate(r));
            }
        }
    }

    /// Places the drawn tile and moves the hero onto it; a room draws a token.
    pub(crate) fn do_rotate(&mut self, r: u8, ev: &mut Vec<Event>) {
        let Decision::Rotate { from, dir, tile } = self.turn.decision else {
            return;
        };
        let seat = self.active();
        let Some(at) = self.core.board.tile(from).and_then(|t| t.at.step(dir)) else {
            return;
        };
        // Ruling 17: exploring a sealed dungeon breaks through the wall; from now on the two
        // tiles are connected like any others.
        self.core.board.open_wall(from, dir);
        let Some(index) = self.core.board.place(PlacedTile {
            at,
            tile,
            rotation: r,
            exits: rotated_exits(tile.shape, r),
            token: None,
        }) else {
            return;
        };
        ev.push(Event::TilePlaced {
            seat: Seat(seat),
            index,
            at,
            tile,
            rotation: r,
        });
        self.hero_mut(seat).pos = index;
        self.turn.path.push(index);
        self.turn.decision = Decision::Move;
        if tile.kind == TileKind::Room {
            self.reveal_room(index, ev);
        } else {
            self.settle(ev);
        }
    }

    /// A newly revealed room: draw a token (Oracle's Fateweaver: two, keep one).
    fn reveal_room(&mut self, tile: u8, ev: &mut Vec<Event>) {
        let seat = self.active();
        let bag: u32 = self.core.bag.iter().map(|&n| u32::from(n)).sum();
        if self.skilled(seat, HeroKind::Oracle) && bag >= 2 {
            if let (Some(a), Some(b)) = (self.draw_token(), self.draw_token()) {
                ev.push(Event::OracleDrewTwo { seat: Seat(seat) });
                self.turn.decision = Decision::ChooseToken {
                    tile,
                    options: Some([a, b]),
                };
                return;
            }
        }
        match self.draw_token() {
            Some(token) => self.place_token(tile, token, ev),
            None => self.settle(ev),
        }
    }

    /// Oracle keeps `token` and returns the other one to the bag.
    pub(crate) fn do_choose_token(&mut self, token: Token, ev: &mut Vec<Event>) {
        let Decision::ChooseToken {
            tile,
            options: Some([a, b]),
        } = self.turn.decision
        else {
            return;
        };
        let back = if token == a { b } else { a };
        self.core.bag[back.index()] += 1;
        ev.push(Event::TokenReturned {
            seat: Seat(self.active()),
        });
        self.turn.decision = Decision::Move;
        self.place_token(tile, token, ev);
    }

    /// Puts a drawn token in its room; a monster is met at once.
    fn place_token(&mut self, tile: u8, token: Token, ev: &mut Vec<Event>) {
        self.core.board.set_token(tile, Some(token));
        ev.push(Event::TokenPlaced { tile, token });
        if token.is_monster() {
            self.encounter(tile, ev);
        } else {
            self.settle(ev);
        }
    }
}
