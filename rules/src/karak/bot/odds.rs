//! Win odds of a fight: the exact 2d6 distribution against a monster's strength.

/// Cost of one step in the planner's value units.
pub(super) const STEP_COST: f32 = 0.25;
/// Value of exploring an unexplored exit.
pub(super) const EXPLORE_VALUE: f32 = 2.5;
/// Fixed-point scale of the planner's scores.
pub(super) const SCALE: f32 = 4096.0;
/// [`STEP_COST`] in fixed point (exact: a power of two times a power of two).
pub(super) const STEP: i32 = (STEP_COST * SCALE) as i32;

/// A planner value in fixed point (`SCALE`), so that scores shift by exactly [`STEP`] per step.
/// Monotonic (the product is exact for the values used; the cast saturates).
#[inline]
pub(super) fn fixed(v: f32) -> i32 {
    (v * SCALE) as i32
}

/// Win / tie / loss probabilities.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Odds {
    pub(super) win: f32,
    pub(super) tie: f32,
    pub(super) loss: f32,
}

impl Odds {
    pub(super) const NONE: Odds = Odds {
        win: 0.0,
        tie: 0.0,
        loss: 0.0,
    };

    pub(super) const fn ev(self) -> f32 {
        self.win - self.loss
    }

    /// The odds of a result known for sure (0 loss, 1 tie, 2 win).
    pub(super) const fn certain(result: u8) -> Odds {
        match result {
            2 => Odds {
                win: 1.0,
                ..Odds::NONE
            },
            1 => Odds {
                tie: 1.0,
                ..Odds::NONE
            },
            _ => Odds {
                loss: 1.0,
                ..Odds::NONE
            },
        }
    }

    /// Odds from the number of losses, ties and wins among `n` equally likely rolls.
    pub(super) const fn of_counts(c: [u32; 3], n: u32) -> Odds {
        let n = n as f32;
        Odds {
            win: c[2] as f32 / n,
            tie: c[1] as f32 / n,
            loss: c[0] as f32 / n,
        }
    }
}

/// How a hero fights: fixed bonus, optional extra (flames, sacrifice), skills.
#[derive(Clone, Copy)]
pub(super) struct Fighter {
    pub(super) bonus: u8,
    pub(super) thief: bool,
    pub(super) warrior: bool,
    pub(super) princess: bool,
    pub(super) swordsman: bool,
}

/// [`Fighter::odds`] for every skill (none, Thief, Warrior, Warrior Princess, Swordsman) and
/// every strength above the bonus, computed at compile time: `ODDS[skill][k]` is for a bonus of
/// 2 and a strength of `k + 1` (only their difference matters).
pub(super) static ODDS: [[Odds; 16]; 5] = {
    let mut t = [[Odds::NONE; 16]; 5];
    let mut v = 0;
    while v < 5 {
        let f = Fighter {
            bonus: 2,
            thief: v == 1,
            warrior: v == 2,
            princess: v == 3,
            swordsman: v == 4,
        };
        let mut k = 0;
        while k < 16 {
            t[v][k] = f.compute(k as u8 + 1);
            k += 1;
        }
        v += 1;
    }
    t
};

impl Fighter {
    /// 0 loss, 1 tie, 2 win.
    pub(super) const fn result(self, sum: u8, strength: u8) -> u8 {
        let total = sum + self.bonus;
        if total > strength || (total == strength && self.thief) {
            2
        } else if total == strength {
            1
        } else {
            0
        }
    }

    /// The lowest face of a die (the highest is 6).
    pub(super) const fn low_face(self) -> u8 {
        if self.swordsman {
            2
        } else {
            1
        }
    }

    /// Odds of a fresh roll without rerolls.
    pub(super) const fn plain(self, strength: u8) -> Odds {
        let mut c = [0u32; 3];
        let mut n = 0u32;
        let mut a = self.low_face();
        while a <= 6 {
            let mut b = self.low_face();
            while b <= 6 {
                c[self.result(a + b, strength) as usize] += 1;
                n += 1;
                b += 1;
            }
            a += 1;
        }
        Odds::of_counts(c, n)
    }

    /// Odds when the die `keep` is kept and the other rolled again.
    pub(super) const fn one_die(self, keep: u8, strength: u8) -> Odds {
        let mut c = [0u32; 3];
        let mut n = 0u32;
        let mut b = self.low_face();
        while b <= 6 {
            c[self.result(keep + b, strength) as usize] += 1;
            n += 1;
            b += 1;
        }
        Odds::of_counts(c, n)
    }

    /// Odds of a whole combat, playing rerolls well (from [`ODDS`]).
    pub(super) fn odds(self, strength: u8) -> Odds {
        let v = if self.thief {
            1
        } else if self.warrior {
            2
        } else if self.princess {
            3
        } else if self.swordsman {
            4
        } else {
            0
        };
        let k = (i32::from(strength) - i32::from(self.bonus) + 1).clamp(0, 15) as usize;
        ODDS[v][k]
    }

    /// Odds of a whole combat, playing rerolls well (computed).
    pub(super) const fn compute(self, strength: u8) -> Odds {
        let plain = self.plain(strength);
        if !self.warrior && !self.princess {
            return plain;
        }
        let mut o = Odds::NONE;
        let mut n = 0.0;
        let mut a = self.low_face();
        while a <= 6 {
            let mut b = self.low_face();
            while b <= 6 {
                n += 1.0;
                let r = self.result(a + b, strength);
                let mut best = Odds::certain(r);
                if r < 2 {
                    if self.warrior && plain.ev() > best.ev() {
                        best = plain;
                    }
                    if self.princess {
                        // Reroll either die.
                        let alts = [self.one_die(a, strength), self.one_die(b, strength)];
                        let mut i = 0;
                        while i < alts.len() {
                            if alts[i].ev() > best.ev() {
                                best = alts[i];
                            }
                            i += 1;
                        }
                    }
                }
                o.win += best.win;
                o.tie += best.tie;
                o.loss += best.loss;
                b += 1;
            }
            a += 1;
        }
        Odds {
            win: o.win / n,
            tie: o.tie / n,
            loss: o.loss / n,
        }
    }
}
