//! The greedy bot's view of one position and its main decision.

use super::*;

pub(super) mod combat;
mod plan;

/// The greedy bot's view of one position.
pub(super) struct Greedy<'a> {
    pub(super) game: &'a Karak,
    /// The bot's tables, when it has them.
    pub(super) memo: Option<&'a mut Memo>,
    pub(super) seat: u8,
    pub(super) hp: u8,
    pub(super) inv: [u8; 9],
    pub(super) expert: bool,
    pub(super) fighter: Fighter,
    /// Bonus from flames and sacrifice when they are spent.
    pub(super) extra: u8,
    /// [`settled_value`] of the inventory held, computed on first use ([`Greedy::base`]; NaN
    /// until then).
    pub(super) base: f32,
}

impl<'a> Greedy<'a> {
    pub(super) fn new(game: &'a Karak, memo: Option<&'a mut Memo>) -> Self {
        let seat = game.active();
        let hero = game.hero(seat);
        // `Karak::skilled`: a cursed hero has no skills.
        let cursed = game.core.curse == Some(seat);
        let skilled = |k| !cursed && hero.kind == k;
        let warlock = skilled(HeroKind::Warlock);
        let extra = hero.inv[Item::MagicFlames.index()] + u8::from(warlock && hero.hp >= 2);
        Greedy {
            game,
            memo,
            seat,
            hp: hero.hp,
            inv: hero.inv,
            expert: game.core.expert,
            fighter: Fighter {
                bonus: game.weapons_bonus(seat),
                thief: skilled(HeroKind::Thief),
                warrior: skilled(HeroKind::Warrior),
                princess: skilled(HeroKind::WarriorPrincess),
                swordsman: skilled(HeroKind::Swordsman),
            },
            extra,
            base: f32::NAN,
        }
    }

    /// [`settled_value`] of `inv`, from the bot's table when it has one.
    #[inline]
    pub(super) fn settled(&mut self, inv: [u8; 9]) -> f32 {
        match self.memo.as_deref_mut() {
            Some(memo) => memo.settled_value(inv, self.expert),
            None => settled_value(inv, self.expert),
        }
    }

    /// [`settled_value`] of the inventory held (a pure function of it: computing it once, on
    /// first use, changes no value).
    pub(super) fn base(&mut self) -> f32 {
        if self.base.is_nan() {
            self.base = self.settled(self.inv);
        }
        self.base
    }

    pub(super) fn odds(&self, monster: Token) -> Odds {
        let f = Fighter {
            bonus: self.fighter.bonus + self.extra,
            ..self.fighter
        };
        f.odds(monster.strength().unwrap_or(0))
    }

    /// Value of picking up `item`.
    pub(super) fn gain(&mut self, item: Item) -> f32 {
        let mut inv = self.inv;
        inv[item.index()] += 1;
        self.settled(inv) - self.base()
    }

    /// Value of picking up everything lying on tile `t`.
    pub(super) fn floor_gain(&mut self, t: u8) -> f32 {
        let floor = self.game.core.board.floor_counts(t);
        let mut inv = self.inv;
        for i in 0..9 {
            inv[i] += floor[i];
        }
        self.settled(inv) - self.base()
    }

    pub(super) fn vp(&self, seat: u8) -> u16 {
        self.game.vp_half(Seat(seat))
    }

    /// The most VP (half points) among the other heroes.
    pub(super) fn best_other_vp(&self) -> u16 {
        let mut best = 0;
        for (s, h) in self.game.core.heroes.iter().enumerate() {
            if s as u8 != self.seat {
                let v = vp_half_of(&h.inv);
                debug_assert_eq!(v, self.vp(s as u8));
                best = best.max(v);
            }
        }
        best
    }

    /// Cost of losing one HP now.
    pub(super) fn hp_cost(&self) -> f32 {
        match self.hp {
            0 | 1 => 4.0,
            2 => 2.5,
            3 => 1.5,
            _ => 1.0,
        }
    }

    /// Value of fighting `monster` (loot, HP at stake). The dragon: see [`Greedy::dragon_value`].
    pub(super) fn fight_value(&mut self, monster: Token) -> f32 {
        if monster == Token::Dragon {
            return self.dragon_value();
        }
        let o = self.odds(monster);
        let loot = self.gain(monster.item()) + if monster == Token::Mummy { 0.3 } else { 0.0 };
        // Clearing a monster opens the way and a room.
        o.win * (loot + 0.8) - o.loss * self.hp_cost()
    }

    /// The dragon ends the game: worth a lot when the ruby makes this hero the leader.
    pub(super) fn dragon_value(&self) -> f32 {
        let o = self.odds(Token::Dragon);
        let leader = vp_half_of(&self.inv) + 3 >= self.best_other_vp();
        let stakes = if leader { 40.0 } else { 4.0 };
        o.win * stakes - o.loss * self.hp_cost() * 0.5
    }

    /// The main decision.
    pub(super) fn main(&mut self) -> Action {
        let game = self.game;
        let board = &game.core.board;
        let pos = game.hero(self.seat).pos;
        // `is_legal` of these two in the main decision (the game is not over): a chest on the
        // hero's tile and a key held; items lying on the hero's tile.
        let has_key = self.inv[Item::Key.index()] > 0;
        if has_key
            && board
                .tile(pos)
                .is_some_and(|t| t.token == Some(Token::Chest))
        {
            debug_assert!(game.is_legal(&Action::OpenChest));
            return Action::OpenChest;
        }
        debug_assert!(!game.is_legal(&Action::OpenChest));
        if board.has_floor_items(pos) {
            debug_assert!(game.is_legal(&Action::PickUp));
            let floor = board.floor_counts(pos);
            let mut inv = self.inv;
            for i in 0..9 {
                inv[i] += floor[i];
            }
            if self.settled(inv) > self.base() + 0.01 {
                return Action::PickUp;
            }
        }
        let on_fountain = board.tile(pos).is_some_and(|t| t.tile.is_fountain());
        let hurt = self.hp <= 2;
        if hurt && !on_fountain && self.inv[Item::PortalOfHealing.index()] > 0 {
            // The most recently discovered fountain: usually nearest to the unexplored part.
            let f = board.fountains().last().unwrap_or(0);
            let a = Action::Portal {
                target: Seat(self.seat),
                fountain: f,
            };
            if game.is_legal(&a) {
                return a;
            }
        }
        if game.turn.steps >= STEPS_PER_TURN {
            return Action::EndTurn;
        }
        let heal_value = if self.hp < MAX_HP {
            f32::from(MAX_HP - self.hp) * if hurt { 2.0 } else { 0.6 }
        } else {
            0.0
        };
        self.plan(pos, if on_fountain { heal_value } else { 0.0 }, heal_value)
    }

    /// Everything [`Greedy::fight_value`] depends on for a monster other than the dragon (the
    /// dragon's also depends on the most VP among the others: [`FightMemo::other_vp`]).
    pub(super) fn fight_key(&self) -> u128 {
        let f = self.fighter;
        let flags = u8::from(f.thief)
            | u8::from(f.warrior) << 1
            | u8::from(f.princess) << 2
            | u8::from(f.swordsman) << 3
            | u8::from(self.expert) << 4;
        let mut key = [0u8; 16];
        key[..9].copy_from_slice(&self.inv);
        key[9] = self.hp;
        key[10] = f.bonus;
        key[11] = self.extra;
        key[12] = flags;
        key[13] = 1; // never equal to the empty memo's key
        u128::from_le_bytes(key)
    }

    /// The plan from `pos`: the next move of a remembered route when `pos` lies on it and the
    /// position is the one it was planned for (see [`RouteMemo`]: the fresh plan would give the
    /// same move), else [`Greedy::plan_fresh`].
    pub(super) fn plan(&mut self, pos: u8, stay: f32, heal_value: f32) -> Action {
        let (game, seat) = (self.game, self.seat);
        let remembered = self
            .memo
            .as_deref()
            .and_then(|m| m.route.next_move(game, seat, pos));
        if let Some(m) = remembered {
            #[cfg(debug_assertions)]
            {
                let mut route = Route::EMPTY;
                let fresh = self.plan_fresh(pos, stay, heal_value, &mut route);
                debug_assert_eq!(fresh, m.action(), "route memo disagrees with a fresh plan");
            }
            return m.action();
        }
        let mut route = Route::EMPTY;
        let action = self.plan_fresh(pos, stay, heal_value, &mut route);
        if route.len >= 2 {
            if let Some(m) = self.memo.as_deref_mut() {
                m.route.store(game, seat, &route);
            }
        }
        action
    }

    /// [`Greedy::plan_with`] with the fight values of the last plan when they are for the same
    /// fighter (see [`FightMemo`]).
    pub(super) fn plan_fresh(
        &mut self,
        pos: u8,
        stay: f32,
        heal_value: f32,
        route: &mut Route,
    ) -> Action {
        let key = self.fight_key();
        let mut odds_cache = [f32::NAN; 8];
        let slot = memo_slot(key);
        let memo = match self.memo.as_deref() {
            Some(m) => m.fights[slot],
            None => FightMemo::EMPTY,
        };
        // The dragon's value also depends on the others' VP (only looked at when it is out).
        let dragon = Token::Dragon.index();
        let other_vp = if self.game.core.board.tokens_on_tiles()[dragon] > 0 {
            self.best_other_vp()
        } else {
            u16::MAX
        };
        if memo.key == key {
            odds_cache[..dragon].copy_from_slice(&memo.values[..dragon]);
            if memo.other_vp == other_vp {
                odds_cache[dragon] = memo.values[dragon];
            }
        }
        let action = self.plan_with(pos, stay, heal_value, &mut odds_cache, route);
        if let Some(m) = self.memo.as_deref_mut() {
            m.fights[slot] = FightMemo {
                key,
                values: odds_cache,
                other_vp,
            };
        }
        action
    }
}
