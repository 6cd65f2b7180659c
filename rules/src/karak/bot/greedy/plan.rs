//! The planner: one breadth-first search to the best target.

use super::*;

impl Greedy<'_> {
    /// Breadth-first search from `pos`; returns the first action toward the best target, or
    /// `EndTurn` when staying (value `stay`) is best. `odds_cache`: fight value per monster
    /// kind (NaN until computed). `route` receives the moves toward the chosen target (see
    /// [`Walk::route_to`]) when it may be remembered.
    ///
    /// Targets are ranked by [`Candidate::beats`]: score in fixed point (`value - STEP_COST ×
    /// distance`), then the nearer, then the smaller id: an order that does not depend on
    /// where the search starts, so that one step along the chosen route raises the chosen
    /// target's score by exactly one step cost and no other target's by more.
    pub(in crate::karak::bot) fn plan_with(
        &mut self,
        pos: u8,
        stay: f32,
        heal_value: f32,
        odds_cache: &mut [f32; 8],
        route: &mut Route,
    ) -> Action {
        let game = self.game;
        let board = &game.core.board;
        let tiles = board.tiles.as_slice();
        let astral = game.skilled(self.seat, HeroKind::Wizard);
        let sealed = !board.has_open_exit();
        let stack_left = game.stack_left();
        let has_key = self.inv[Item::Key.index()] > 0;
        let stay_score = fixed(stay);
        let mut best = Candidate::stay(stay_score);
        // Upper bound on any target's value: the search stops once no farther target can
        // beat the best one found. Values are never NaN, so plain comparisons stand in for
        // `f32::max`.
        let mut bound = heal_value.max(if stack_left { EXPLORE_VALUE } else { 0.0 });
        let counts = board.tokens_on_tiles();
        // The monsters (every token but the chest, the last one), then the chest.
        const CHEST: usize = TOKENS.len() - 1;
        const _: () = assert!(matches!(TOKENS[CHEST], Token::Chest));
        for (k, (&n, value)) in counts.iter().zip(odds_cache.iter_mut()).enumerate() {
            if n == 0 {
                continue;
            }
            if value.is_nan() {
                *value = self.fight_value(TOKENS[k]);
            }
            if *value > bound {
                bound = *value;
            }
        }
        if has_key && counts[CHEST] > 0 && 3.5 > bound {
            bound = 3.5;
        }
        // Floor items: the exact value of picking them up (`floor_gain`) is computed only for
        // the tiles the search reaches. For the bound, an upper bound of it: the settled value
        // of inventory + items is at most their raw value, so the gain is at most
        // `raw(inv) - base + value of the items`, plus a margin for rounding.
        let mut floor_value = [0f32; TILE_COUNT];
        let mut floor_max = 0f32;
        let mut floor_tiles = TileSet::EMPTY;
        for &(t, item) in board.floor.iter() {
            if let Some(sum) = floor_value.get_mut(t as usize) {
                *sum += item_value(item, self.expert);
                floor_tiles.insert(t);
                if *sum > floor_max {
                    floor_max = *sum;
                }
            }
        }
        if floor_max > 0.0 {
            let g = raw_value(&self.inv, self.expert) - self.base() + floor_max + 0.5;
            if g > bound {
                bound = g;
            }
        }
        // `fixed` is monotonic: no target's fixed-point value exceeds it.
        let bound = fixed(bound);
        let explore_score = fixed(EXPLORE_VALUE);
        // Tiles that may be targets: a token, a fountain or floor items (any other tile would
        // score -inf and holds no monster). Item values are positive, so a tile with floor
        // items has a positive `floor_value`.
        let targets = board.notable_tiles() | floor_tiles;
        // Monsters stop the hero: their tiles are reached but not crossed.
        let monsters = board.monster_tiles();
        // Sides to explore through: none once the stack is empty; any wall when sealed, else
        // the tile's exits.
        let (explore_on, any_wall) = match (stack_left, sealed) {
            (false, _) => (0u8, 0u8),
            (true, true) => (0b1111, 0b1111),
            (true, false) => (0b1111, 0),
        };
        // Teleporting needs two gates or more.
        let gate_set = match board.gates() {
            g if g.len() >= 2 => g,
            _ => TileSet::EMPTY,
        };
        // The exploration from tile `t` at distance `d` (the first side: every side scores the
        // same, so only the smallest id can be the best).
        let explore_from = |t: u8, tile: &PlacedTile, d: u8| {
            let explore = board.side_masks(t).empty & (tile.exits | any_wall) & explore_on;
            (explore != 0).then(|| {
                let side = explore.trailing_zeros() as u8 & 3;
                let d_next = d + 1;
                Candidate {
                    score: explore_score - STEP * i32::from(d_next),
                    dist: d_next,
                    id: u16::from(t) * 8 + u16::from(side),
                    tile: t,
                    side,
                }
            })
        };
        // A breadth-first search by layers of tile sets: `layers[d]` holds the tiles at
        // distance `d`. Targets are ranked without their first move (`beats` does not look at
        // it); the first move toward the chosen one is traced back afterwards
        // ([`Walk::route_to`]).
        let mut layers = [TileSet::EMPTY; LAYERS];
        let mut visited = TileSet::single(pos);
        layers[0] = visited;
        // The start (distance 0; not a target): unless staying already beats every target,
        // its moves are the first moves.
        let start_stops = best.score > 0 && bound < best.score;
        let mut layer = TileSet::EMPTY;
        if let Some(tile) = tiles.get(pos as usize).filter(|_| !start_stops) {
            layer = board.steps(pos, astral);
            if gate_set.contains(pos) {
                layer |= gate_set;
            }
            layer = layer.minus(visited);
            visited |= layer;
            if let Some(c) = explore_from(pos, tile, 0) {
                if c.beats(&best) {
                    best = c;
                }
            }
        }
        let mut d = 1u8;
        while !layer.is_empty() && (d as usize) < LAYERS {
            layers[d as usize] = layer;
            // Every target still to come is at distance `d` or more and scores at most
            // `bound - STEP × d`: below the best score, or equal and farther, it loses.
            let reach = bound - STEP * i32::from(d);
            if best.score > 0 && (reach < best.score || (reach == best.score && d > best.dist)) {
                break;
            }
            // The targets at this distance (their order does not matter: `beats` is a total
            // order).
            for t in layer & targets {
                let Some(tile) = tiles.get(t as usize) else {
                    continue;
                };
                let mut v = f32::NEG_INFINITY;
                match tile.token {
                    Some(Token::Chest) if has_key => v = 3.5,
                    Some(m) if m.is_monster() => {
                        let k = m.index();
                        if odds_cache[k].is_nan() {
                            odds_cache[k] = self.fight_value(m);
                        }
                        v = odds_cache[k];
                    }
                    _ => {}
                }
                if tile.tile.is_fountain() && heal_value > v {
                    v = heal_value;
                }
                if floor_value[t as usize] > 0.0 {
                    let g = self.floor_gain(t);
                    if g > 0.01 && g > v {
                        v = g;
                    }
                }
                if v > f32::NEG_INFINITY {
                    let c = Candidate {
                        score: fixed(v) - STEP * i32::from(d),
                        dist: d,
                        id: u16::from(t) * 8 + 4,
                        tile: t,
                        side: Candidate::TILE,
                    };
                    if c.beats(&best) {
                        best = c;
                    }
                }
            }
            // Monsters stop the hero: their tiles are reached but not crossed.
            let crossed = layer.minus(monsters);
            // Explorations from this distance: they all score the same, so only the smallest
            // id (the smallest tile that has one) can be the best.
            if explore_on != 0 {
                for t in crossed {
                    let Some(tile) = tiles.get(t as usize) else {
                        continue;
                    };
                    if let Some(c) = explore_from(t, tile, d) {
                        if c.beats(&best) {
                            best = c;
                        }
                        break;
                    }
                }
            }
            // Nothing at the next distance can win either: stop before expanding this layer.
            let reach = reach - STEP;
            if best.score > 0 && (reach < best.score || (reach == best.score && d + 1 > best.dist))
            {
                break;
            }
            let mut next = if (crossed & gate_set).is_empty() {
                TileSet::EMPTY
            } else {
                gate_set
            };
            for t in crossed {
                next |= board.steps(t, astral);
            }
            layer = next.minus(visited);
            visited |= layer;
            d += 1;
        }
        let walk = Walk {
            board,
            layers: &layers,
            astral,
            gate_set,
            monsters,
        };
        let mut scratch = Route::EMPTY;
        if best.side == Candidate::STAY && stay_score <= 0 {
            // Nothing worth doing (monsters block every way on, or only the dragon is left):
            // fight the reachable monster with the best odds anyway (ties: the smaller tile).
            // The search ran to its end here (it only stops early once something scores
            // above 0).
            let mut pick: Option<(f32, u8, u8)> = None;
            for i in (monsters & visited).minus(TileSet::single(pos)) {
                let Some(m) = tiles.get(i as usize).and_then(|t| t.token) else {
                    continue;
                };
                let Some(dist) = layers.iter().position(|l| l.contains(i)) else {
                    continue;
                };
                let p = self.odds(m).win - 0.001 * dist as f32;
                if pick.is_none_or(|(bp, _, _)| p > bp) {
                    pick = Some((p, i, dist as u8));
                }
            }
            if let Some((_, i, dist)) = pick {
                walk.route_to(pos, i, dist, Candidate::TILE, &mut scratch);
                return scratch.first().action();
            }
        }
        if best.side == Candidate::STAY {
            return Action::EndTurn;
        }
        let d_target = if best.side == Candidate::TILE {
            best.dist
        } else {
            best.dist - 1
        };
        // The route is remembered, but not from a monster's tile (see `RouteMemo`).
        let out = if monsters.contains(pos) {
            &mut scratch
        } else {
            route
        };
        walk.route_to(pos, best.tile, d_target, best.side, out);
        out.first().action()
    }
}
