//! The planner's memory: fight values, routes and the best of several candidates.

use super::*;

/// Fight values of the monsters (index order, the dragon's included) for the fighter of `key`
/// ([`Greedy::fight_key`]), NaN where not computed. The planner runs several times per turn for
/// the same hero, HP and inventory; the values are a pure function of the key, so reusing them
/// changes no choice.
#[derive(Clone, Copy)]
pub(super) struct FightMemo {
    pub(super) key: u128,
    pub(super) values: [f32; 8],
    /// [`Greedy::best_other_vp`] for the dragon's value (`u16::MAX` when not computed for it).
    pub(super) other_vp: u16,
}

impl FightMemo {
    /// An empty entry (no key is 0).
    pub(super) const EMPTY: FightMemo = FightMemo {
        key: 0,
        values: [f32::NAN; 8],
        other_vp: u16::MAX,
    };
}

/// Memo entries (direct-mapped by a hash of the key): the players' turns, and successive games
/// played by the same bot, do not evict each other's values.
pub(super) const MEMO_SLOTS: usize = 4096;

/// The memo entry of `key`.
#[inline]
pub(super) fn memo_slot(key: u128) -> usize {
    let folded = (key as u64) ^ ((key >> 64) as u64).rotate_left(29);
    (folded.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 52) as usize % MEMO_SLOTS
}

/// A target the planner may choose: a tile (`side` [`Candidate::TILE`]), an exploration from a
/// tile through `side`, or staying ([`Candidate::STAY`], distance 0).
#[derive(Clone, Copy, Debug)]
pub(super) struct Candidate {
    /// `value - STEP × dist`, fixed point.
    pub(super) score: i32,
    pub(super) dist: u8,
    /// `8 × tile + side` (a tile: side 4): ties between equally scored targets as far away
    /// go to the smaller id.
    pub(super) id: u16,
    pub(super) tile: u8,
    pub(super) side: u8,
}

impl Candidate {
    pub(super) const TILE: u8 = 4;
    pub(super) const STAY: u8 = 0xFF;

    pub(super) fn stay(score: i32) -> Self {
        Candidate {
            score,
            dist: 0,
            id: 0,
            tile: 0,
            side: Self::STAY,
        }
    }

    /// Higher score, then nearer, then smaller id: an order that does not depend on where the
    /// search starts.
    #[inline]
    pub(super) fn beats(&self, other: &Candidate) -> bool {
        self.score > other.score
            || (self.score == other.score
                && (self.dist < other.dist || (self.dist == other.dist && self.id < other.id)))
    }
}

/// Distances the planner's search tracks: 0 to 80, more than any route on 80 tiles.
pub(super) const LAYERS: usize = TILE_COUNT + 1;

/// Most moves of a remembered route (a turn has 4 steps).
pub(super) const ROUTE_LEN: usize = 8;

/// The canonical route toward a target: `moves[i]` leads from `nodes[i]` to the next node.
#[derive(Clone, Copy, Debug)]
pub(super) struct Route {
    pub(super) nodes: [u8; ROUTE_LEN],
    pub(super) moves: [FirstMove; ROUTE_LEN],
    pub(super) len: usize,
}

impl Route {
    pub(super) const EMPTY: Route = Route {
        nodes: [0; ROUTE_LEN],
        moves: [FirstMove::STAY; ROUTE_LEN],
        len: 0,
    };

    /// The first move (staying when empty).
    pub(super) fn first(&self) -> FirstMove {
        if self.len > 0 {
            self.moves[0]
        } else {
            FirstMove::STAY
        }
    }

    pub(super) fn push(&mut self, node: u8, m: FirstMove) -> bool {
        if self.len >= ROUTE_LEN {
            return false;
        }
        self.nodes[self.len] = node;
        self.moves[self.len] = m;
        self.len += 1;
        true
    }
}

/// What [`Walk::route_to`] needs from a finished search.
pub(super) struct Walk<'a> {
    pub(super) board: &'a crate::karak::board::Board,
    /// The search's tiles by distance (complete up to the target's).
    pub(super) layers: &'a [TileSet; LAYERS],
    pub(super) astral: bool,
    /// The gates when teleporting is possible (two or more), else the empty set.
    pub(super) gate_set: TileSet,
    /// Tiles with a monster (entered, not crossed).
    pub(super) monsters: TileSet,
}

impl Walk<'_> {
    /// The route from `start` to `target` at distance `d_target` (then the exploration through
    /// `side`, when it is one): at each tile, the first move (in the search's order: steps in
    /// `DIRS` order, then teleports in gate order) onto a shortest path to the target. This is
    /// the first move a search started from that tile gives the target (the earliest first
    /// move of any shortest path to it), so the whole route is what successive searches would
    /// walk. Needs the search's layers up to `d_target`.
    pub(super) fn route_to(&self, start: u8, target: u8, d_target: u8, side: u8, out: &mut Route) {
        out.len = 0;
        if target >= 128 || d_target as usize >= LAYERS {
            return;
        }
        debug_assert!(self.layers[d_target as usize].contains(target));
        // A route may pass through the start and tiles without a monster.
        let blocked = self.monsters.minus(TileSet::single(start));
        // Tiles on a shortest path from `start` to `target`, layer by layer back from it;
        // moves are symmetric, so the tiles reaching a set are those it reaches.
        let mut on = TileSet::single(target);
        let mut layer = on;
        for j in (1..=d_target).rev() {
            let mut near = if (layer & self.gate_set).is_empty() {
                TileSet::EMPTY
            } else {
                self.gate_set
            };
            for v in layer {
                near |= self.board.steps(v, self.astral);
            }
            layer = (near & self.layers[j as usize - 1]).minus(blocked);
            on |= layer;
        }
        let mut u = start;
        let mut i = 0usize;
        while u != target && i + 1 < LAYERS {
            let next_on = self.layers[i + 1] & on;
            let sides = self.board.side_masks(u);
            let adjacent = self.board.adjacent(u);
            let mut walk = if self.astral { sides.near } else { sides.links };
            let mut next = None;
            while walk != 0 {
                let d = walk.trailing_zeros() as usize & 3;
                walk &= walk - 1;
                if next_on.contains(adjacent[d]) {
                    next = Some((adjacent[d], FirstMove(d as u8)));
                    break;
                }
            }
            if next.is_none() && self.gate_set.contains(u) {
                let gates = (next_on & self.gate_set).minus(TileSet::single(u));
                if let Some(g) = gates.first() {
                    next = Some((g, FirstMove::teleport(g)));
                }
            }
            let Some((v, m)) = next else {
                debug_assert!(false, "no route to the planner's target");
                out.len = 0;
                return;
            };
            if !out.push(u, m) {
                return;
            }
            u = v;
            i += 1;
        }
        if side < 4 {
            out.push(u, FirstMove(side));
        }
    }
}

/// The route of the last plan, with everything the plan depended on (the board, the heroes'
/// HP and items, the curse, the stack). For the same position, a plan from any tile of the
/// route gives the route's next move: one step along the route leaves every target's distance
/// at least one smaller, and the chosen one's exactly one smaller, so no other target's score
/// rises more than the chosen one's, and the order between targets does not depend on the
/// start ([`Candidate::beats`]). So remembering it changes no choice (debug builds check).
/// Not for the fallback fight (its choice is not ranked by score) nor from a monster's tile.
#[derive(Clone)]
pub(super) struct RouteMemo {
    pub(super) valid: bool,
    pub(super) seat: u8,
    pub(super) players: u8,
    pub(super) expert: bool,
    pub(super) stack_left: bool,
    pub(super) curse: Option<u8>,
    pub(super) open_exits: u16,
    pub(super) heroes: [(u8, u8, [u8; 9]); MAX_PLAYERS],
    /// The board's tiles ([`Board::tile_words`](crate::karak::board::Board::tile_words)), compared
    /// whole: the bot may go from one game to another, and nothing short of the tiles
    /// themselves tells two boards apart.
    pub(super) tile_words: [u64; TILE_COUNT],
    /// How many of `tile_words` are the board's.
    pub(super) tile_count: usize,
    pub(super) floor: crate::FixedVec<(u8, Item), TOKEN_COUNT>,
    pub(super) route: Route,
}

impl RouteMemo {
    pub(super) fn empty() -> Self {
        RouteMemo {
            valid: false,
            seat: 0,
            players: 0,
            expert: false,
            stack_left: false,
            curse: None,
            open_exits: 0,
            heroes: [(0, 0, [0; 9]); MAX_PLAYERS],
            tile_words: [0; TILE_COUNT],
            tile_count: 0,
            floor: crate::FixedVec::new(),
            route: Route::EMPTY,
        }
    }

    /// Kind, HP and items of every hero (positions do not matter to a plan).
    pub(super) fn heroes(game: &Karak) -> [(u8, u8, [u8; 9]); MAX_PLAYERS] {
        let mut out = [(0, 0, [0; 9]); MAX_PLAYERS];
        for (o, h) in out.iter_mut().zip(game.core.heroes.iter()) {
            *o = (h.kind as u8, h.hp, h.inv);
        }
        out
    }

    /// Whether the heroes' kinds, HP and items are those of [`RouteMemo::heroes`].
    #[inline]
    pub(super) fn same_heroes(&self, game: &Karak) -> bool {
        let heroes = game.core.heroes.as_slice();
        heroes.len() <= MAX_PLAYERS
            && heroes
                .iter()
                .zip(&self.heroes)
                .all(|(h, o)| o.0 == h.kind as u8 && o.1 == h.hp && o.2 == h.inv)
    }

    pub(super) fn store(&mut self, game: &Karak, seat: u8, route: &Route) {
        let core = &game.core;
        self.valid = true;
        self.seat = seat;
        self.players = core.players;
        self.expert = core.expert;
        self.stack_left = game.stack_left();
        self.curse = core.curse;
        self.open_exits = core.board.open_exits;
        self.heroes = Self::heroes(game);
        let words = core.board.tile_words();
        self.tile_words[..words.len()].copy_from_slice(words);
        self.tile_count = words.len();
        self.floor = core.board.floor;
        self.route = *route;
    }

    /// The remembered move from `pos` when it lies on the route and nothing the plan depends
    /// on changed.
    pub(super) fn next_move(&self, game: &Karak, seat: u8, pos: u8) -> Option<FirstMove> {
        if !self.valid || self.seat != seat {
            return None;
        }
        let r = &self.route;
        let i = r.nodes[..r.len.min(ROUTE_LEN)]
            .iter()
            .position(|&n| n == pos)?;
        let core = &game.core;
        let same = self.players == core.players
            && self.expert == core.expert
            && self.curse == core.curse
            && self.open_exits == core.board.open_exits
            && self.stack_left == game.stack_left()
            && self.same_heroes(game)
            && self.floor.as_slice() == core.board.floor.as_slice()
            // The tiles last: the dearest comparison, and a miss is seldom decided by them alone.
            && self.tile_words[..self.tile_count.min(TILE_COUNT)] == *core.board.tile_words();
        same.then_some(r.moves[i])
    }
}

/// The planner's first move toward a tile: a step (direction 0..=3), a teleport
/// (`0x80 | gate`) or staying (`EndTurn`). One byte, so a remembered route stays small.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct FirstMove(u8);

impl FirstMove {
    pub(super) const STAY: FirstMove = FirstMove(0xFF);
    pub(super) const GATE: u8 = 0x80;

    pub(super) fn teleport(gate: u8) -> Self {
        debug_assert!(gate < Self::GATE);
        FirstMove(Self::GATE | gate)
    }

    pub(super) fn action(self) -> Action {
        match self.0 {
            0xFF => Action::EndTurn,
            d @ 0..=3 => Action::Step(DIRS[d as usize]),
            g => Action::Teleport(g & !Self::GATE),
        }
    }
}

/// Best-scoring actions with ties kept (at most 4, for rotations).
#[derive(Default)]
pub(super) struct FixedBest {
    pub(super) score: i32,
    pub(super) items: [Action; 4],
    pub(super) len: usize,
}

impl FixedBest {
    pub(super) fn offer(&mut self, score: i32, a: Action) {
        if self.len == 0 || score > self.score {
            self.score = score;
            self.items[0] = a;
            self.len = 1;
        } else if score == self.score && self.len < self.items.len() {
            self.items[self.len] = a;
            self.len += 1;
        }
    }
    pub(super) fn pick<R: RngCore + ?Sized>(&self, rng: &mut R) -> Option<Action> {
        if self.len == 0 {
            return None;
        }
        Some(self.items[uniform(rng, self.len as u32) as usize])
    }
}
