//! Combat, tokens, curses and rotations.

use super::*;

impl Greedy<'_> {
    pub(in crate::karak::bot) fn fight_or_sneak(&mut self) -> Action {
        let pos = self.game.hero(self.seat).pos;
        let monster = self.game.core.board.tile(pos).and_then(|t| t.token);
        match monster {
            Some(m) if self.fight_value(m) > 0.0 => Action::Fight,
            _ => Action::Sneak,
        }
    }

    /// Oracle: keep the dragon (it must reach the board), else the better token.
    pub(in crate::karak::bot) fn token(&mut self, options: [Token; 2]) -> Action {
        let mut value = |t: Token| match t {
            Token::Dragon => f32::INFINITY,
            Token::Chest => {
                if self.inv[Item::Key.index()] > 0 {
                    3.5
                } else {
                    1.5
                }
            }
            m => self.fight_value(m),
        };
        let [a, b] = options;
        Action::ChooseToken(if value(b) > value(a) { b } else { a })
    }

    /// The running combat's result with `extra` added: 0 loss, 1 tie, 2 win.
    pub(in crate::karak::bot) fn current(&self, extra: u8) -> Option<(u8, u8)> {
        let c = self.game.turn.combat?;
        let (_, _, _, total) = self.game.combat_total(&c);
        let strength = c.monster.strength().unwrap_or(0);
        let f = Fighter {
            bonus: total - c.dice[0] - c.dice[1] + extra,
            ..self.fighter
        };
        Some((f.result(c.dice[0] + c.dice[1], strength), strength))
    }

    pub(in crate::karak::bot) fn spend_limit(&self) -> (u8, bool) {
        let dragon = self
            .game
            .turn
            .combat
            .is_some_and(|c| c.monster == Token::Dragon);
        let flames = self.game.flames_left();
        let sac = self.game.can_sacrifice() && (self.hp >= 2 || dragon);
        (flames, sac)
    }

    pub(in crate::karak::bot) fn reroll(&self, legal: &[Action]) -> Action {
        let Some(c) = self.game.turn.combat else {
            return Action::KeepRoll;
        };
        let (flames, sac) = self.spend_limit();
        let extra = flames + u8::from(sac);
        let Some((r, strength)) = self.current(extra) else {
            return Action::KeepRoll;
        };
        if r == 2 {
            return Action::KeepRoll;
        }
        let (_, _, _, total) = self.game.combat_total(&c);
        let f = Fighter {
            bonus: total - c.dice[0] - c.dice[1] + extra,
            ..self.fighter
        };
        let keep_ev = if r == 1 { 0.0 } else { -1.0 };
        let mut best = (keep_ev, Action::KeepRoll);
        for a in legal.iter() {
            let ev = match *a {
                Action::Reroll => f.plain(strength).ev(),
                Action::RerollDie(i) => {
                    let keep = c.dice[1 - (i as usize).min(1)];
                    f.one_die(keep, strength).ev()
                }
                _ => continue,
            };
            if ev > best.0 {
                best = (ev, *a);
            }
        }
        best.1
    }

    pub(in crate::karak::bot) fn spells(&self, legal: &[Action]) -> Action {
        let (flames, sac) = self.spend_limit();
        let wizard = self.game.skilled(self.seat, HeroKind::Wizard);
        let Some((now, _)) = self.current(0) else {
            return Action::Resolve;
        };
        if now == 2 {
            return Action::Resolve;
        }
        let (can_win, _) = self.current(flames + u8::from(sac)).unwrap_or((0, 0));
        if can_win == 2 {
            if flames > 0 && legal.contains(&Action::UseFlames) {
                return Action::UseFlames;
            }
            if sac && legal.contains(&Action::Sacrifice) {
                return Action::Sacrifice;
            }
        }
        // Free Wizard flames turn a defeat into a tie at least.
        if wizard && now == 0 && flames > 0 && legal.contains(&Action::UseFlames) {
            return Action::UseFlames;
        }
        Action::Resolve
    }

    pub(in crate::karak::bot) fn leave(&self, legal: &[Action]) -> Option<Action> {
        weakest_over(&self.inv, self.expert)
            .map(Action::Leave)
            .filter(|a| legal.contains(a))
            .or_else(|| legal.first().copied())
    }

    /// Curse the leader among the others (most VP, then strongest weapons).
    pub(in crate::karak::bot) fn curse(&self, legal: &[Action]) -> Action {
        let game = self.game;
        let mut leader: Option<(u16, u8, u8)> = None;
        for s in 0..game.core.players {
            if s == self.seat {
                continue;
            }
            let key = (self.vp(s), game.weapons_bonus(s), s);
            if leader.is_none_or(|l| (key.0, key.1) > (l.0, l.1)) {
                leader = Some(key);
            }
        }
        match leader {
            Some((_, _, s)) if game.core.curse == Some(s) => Action::KeepCurse,
            Some((_, _, s)) => Action::Curse(Seat(s)),
            None => legal.first().copied().unwrap_or(Action::KeepCurse),
        }
    }
}

/// Rotation with the most exits toward empty cells, then the most connections.
pub(in crate::karak::bot) fn rotation<R: RngCore + ?Sized>(
    game: &Karak,
    from: u8,
    dir: Dir,
    tile: TileType,
    legal: &[Action],
    rng: &mut R,
) -> Option<Action> {
    let board = &game.core.board;
    let at = board.tile(from)?.at.step(dir)?;
    // What an exit on each side is worth (the same for every rotation): an empty cell 2,
    // a tile with an exit back 1, the side the hero comes from nothing.
    let mut worth = [0i32; 4];
    for (w, d) in worth.iter_mut().zip(DIRS) {
        if d == dir.opposite() {
            continue;
        }
        *w = match at.step(d).map(|c| board.index_at(c)) {
            Some(None) => 2,
            Some(Some(j)) if board.tile(j).is_some_and(|t| t.has_exit(d.opposite())) => 1,
            _ => 0,
        };
    }
    let mut best: FixedBest = FixedBest::default();
    for a in legal.iter() {
        let Action::Rotate(r) = *a else { continue };
        let m = rotated_exits(tile.shape, r);
        let mut score = 0i32;
        for (w, d) in worth.iter().zip(DIRS) {
            if m & d.bit() != 0 {
                score += w;
            }
        }
        best.offer(score, *a);
    }
    best.pick(rng)
}
