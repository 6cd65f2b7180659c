//! Combat: roll 2d6, rerolls (Warrior, Warrior Princess, Swordsman's 1s), Magic Flames and the
//! Warlock's Sacrifice after the roll, then compare with the monster's strength.
//! Victory: loot (and the curse for a Mummy); tie: retreat; defeat: −1 HP and retreat.

use super::data::{HeroKind, Item, Token};
use super::events::{CombatResult, EndReason, Event, RollReason};
use super::turn::{Action, Combat, Decision};
use super::Karak;
use crate::hash::uniform;
use crate::{FixedVec, Seat};

impl Karak {
    /// One die: forced queue first, else the RNG.
    pub(crate) fn roll_die(&mut self) -> u8 {
        let next = self.forced.next[0] as usize;
        if let Some(d) = self.forced.dice.get(next).copied() {
            self.forced.next[0] += 1;
            return d;
        }
        uniform(&mut self.rng, 6) as u8 + 1
    }

    /// Swordsman, Combat Training: every 1 is rolled again until no die shows 1.
    fn combat_training(&mut self, dice: &mut [u8; 2], ev: &mut Vec<Event>) {
        let seat = self.active();
        if !self.skilled(seat, HeroKind::Swordsman) {
            return;
        }
        for i in 0..2 {
            let mut guard = 0;
            while dice[i] == 1 && guard < 1000 {
                dice[i] = self.roll_die();
                guard += 1;
                ev.push(Event::DiceRolled {
                    seat: Seat(seat),
                    dice: *dice,
                    reason: RollReason::CombatTraining,
                });
            }
        }
    }

    /// Starts a combat against the monster on `tile`. `by_step`: caused by a step this turn
    /// (for the Oracle's Foresight), not by standing there at the start of the turn.
    pub(crate) fn start_combat(&mut self, tile: u8, by_step: bool, ev: &mut Vec<Event>) {
        let seat = self.active();
        let Some(monster) = self.core.board.tile(tile).and_then(|t| t.token) else {
            self.settle(ev);
            return;
        };
        self.turn.acted = true;
        ev.push(Event::CombatStarted {
            seat: Seat(seat),
            tile,
            monster,
            strength: monster.strength().unwrap_or(0),
        });
        let mut dice = [self.roll_die(), self.roll_die()];
        ev.push(Event::DiceRolled {
            seat: Seat(seat),
            dice,
            reason: RollReason::Combat,
        });
        self.combat_training(&mut dice, ev);
        self.turn.combat = Some(Combat {
            tile,
            monster,
            dice,
            rerolled: false,
            flames: 0,
            flames_kept: 0,
            sacrifice: false,
            foresight: by_step && self.turn.steps == 1 && self.skilled(seat, HeroKind::Oracle),
        });
        self.combat_next(ev);
    }

    fn can_reroll(&self) -> bool {
        let seat = self.active();
        self.turn.combat.is_some_and(|c| !c.rerolled)
            && (self.skilled(seat, HeroKind::Warrior)
                || self.skilled(seat, HeroKind::WarriorPrincess))
    }

    #[inline]
    pub(crate) fn flames_left(&self) -> u8 {
        let seat = self.active();
        let kept = self.turn.combat.map_or(0, |c| c.flames_kept);
        self.hero(seat).inv[Item::MagicFlames.index()].saturating_sub(kept)
    }

    #[inline]
    pub(crate) fn can_sacrifice(&self) -> bool {
        let seat = self.active();
        self.skilled(seat, HeroKind::Warlock)
            && self.hero(seat).hp >= 1
            && self.turn.combat.is_some_and(|c| !c.sacrifice)
    }

    /// Next step of the combat: reroll decision, spells decision, or resolution.
    pub(crate) fn combat_next(&mut self, ev: &mut Vec<Event>) {
        if self.can_reroll() {
            self.turn.decision = Decision::Reroll;
        } else if self.flames_left() > 0 || self.can_sacrifice() {
            self.turn.decision = Decision::Spells;
        } else {
            self.resolve_combat(ev);
        }
    }

    pub(crate) fn legal_reroll<const N: usize>(&self, out: &mut FixedVec<Action, N>) {
        if self.skilled(self.active(), HeroKind::WarriorPrincess) {
            out.push(Action::RerollDie(0));
            out.push(Action::RerollDie(1));
        } else {
            out.push(Action::Reroll);
        }
        out.push(Action::KeepRoll);
    }

    /// Warrior: both dice again; Warrior Princess: die `which` again. Must be kept.
    pub(crate) fn do_reroll(&mut self, which: Option<u8>, ev: &mut Vec<Event>) {
        let seat = self.active();
        let Some(mut c) = self.turn.combat else {
            return;
        };
        let reason = match which {
            None => {
                c.dice = [self.roll_die(), self.roll_die()];
                RollReason::DoubleAttack
            }
            Some(i) => {
                c.dice[(i as usize).min(1)] = self.roll_die();
                RollReason::DualAttack
            }
        };
        c.rerolled = true;
        ev.push(Event::DiceRolled {
            seat: Seat(seat),
            dice: c.dice,
            reason,
        });
        self.turn.combat = Some(c);
        self.combat_next(ev);
    }

    pub(crate) fn legal_spells<const N: usize>(&self, out: &mut FixedVec<Action, N>) {
        if self.flames_left() > 0 {
            out.push(Action::UseFlames);
        }
        if self.can_sacrifice() {
            out.push(Action::Sacrifice);
        }
        out.push(Action::Resolve);
    }

    /// One Magic Flames, +1; discarded unless the hero is the uncursed Wizard.
    pub(crate) fn do_flames(&mut self, ev: &mut Vec<Event>) {
        let seat = self.active();
        let keep = self.skilled(seat, HeroKind::Wizard);
        if let Some(c) = self.turn.combat.as_mut() {
            c.flames += 1;
            if keep {
                c.flames_kept += 1;
            }
        }
        if !keep {
            let i = Item::MagicFlames.index();
            self.hero_mut(seat).inv[i] = self.hero(seat).inv[i].saturating_sub(1);
            self.core.discarded[i] += 1;
        }
        ev.push(Event::FlamesUsed {
            seat: Seat(seat),
            consumed: !keep,
        });
        self.combat_next(ev);
    }

    /// Warlock: 1 HP for +1, once per combat.
    pub(crate) fn do_sacrifice(&mut self, ev: &mut Vec<Event>) {
        let seat = self.active();
        let hp = self.hero(seat).hp.saturating_sub(1);
        self.hero_mut(seat).hp = hp;
        if let Some(c) = self.turn.combat.as_mut() {
            c.sacrifice = true;
        }
        ev.push(Event::Sacrificed {
            seat: Seat(seat),
            hp,
        });
        self.combat_next(ev);
    }

    /// Weapons bonus of a seat.
    #[inline]
    pub(crate) fn weapons_bonus(&self, seat: u8) -> u8 {
        let inv = &self.hero(seat).inv;
        [Item::Daggers, Item::Sword, Item::Axe]
            .iter()
            .map(|w| inv[w.index()] * w.weapon_bonus())
            .sum()
    }

    /// The total of the running combat: (weapons, spells, skill, total).
    pub(crate) fn combat_total(&self, c: &Combat) -> (u8, u8, u8, u8) {
        let weapons = self.weapons_bonus(self.active());
        let skill = u8::from(c.foresight) + u8::from(c.sacrifice);
        let total = c.dice[0] + c.dice[1] + weapons + c.flames + skill;
        (weapons, c.flames, skill, total)
    }

    /// Compares the total with the strength and applies the result.
    pub(crate) fn resolve_combat(&mut self, ev: &mut Vec<Event>) {
        let seat = self.active();
        let Some(c) = self.turn.combat else {
            self.settle(ev);
            return;
        };
        let strength = c.monster.strength().unwrap_or(0);
        let (weapons, spells, skill, total) = self.combat_total(&c);
        let result =
            if total > strength || (total == strength && self.skilled(seat, HeroKind::Thief)) {
                CombatResult::Victory
            } else if total == strength {
                CombatResult::Tie
            } else {
                CombatResult::Defeat
            };
        ev.push(Event::CombatResolved {
            seat: Seat(seat),
            monster: c.monster,
            dice: c.dice,
            weapons,
            spells,
            skill,
            total,
            strength,
            result,
        });
        self.turn.after.combat_over = true;
        self.turn.after.last_dice = c.dice;
        match result {
            CombatResult::Victory => {
                self.core.board.set_token(c.tile, None);
                let item = c.monster.item();
                self.hero_mut(seat).inv[item.index()] += 1;
                ev.push(Event::Looted {
                    seat: Seat(seat),
                    item,
                });
                if c.monster == Token::Dragon {
                    self.core.over = Some(EndReason::DragonDefeated);
                    ev.push(Event::GameOver {
                        reason: EndReason::DragonDefeated,
                    });
                }
                if c.monster == Token::Mummy {
                    self.turn.after.curse = true;
                }
                if self.hero(seat).hp == 0 {
                    ev.push(Event::Unconscious { seat: Seat(seat) });
                }
            }
            CombatResult::Tie => {
                self.retreat(ev);
                if self.hero(seat).hp == 0 {
                    ev.push(Event::Unconscious { seat: Seat(seat) });
                }
            }
            CombatResult::Defeat => {
                let hp = self.hero(seat).hp.saturating_sub(1);
                self.hero_mut(seat).hp = hp;
                ev.push(Event::Wounded {
                    seat: Seat(seat),
                    hp,
                });
                if hp == 0 && self.skilled(seat, HeroKind::Warrior) {
                    self.turn.after.reincarnate = true;
                } else {
                    self.retreat(ev);
                    if hp == 0 {
                        ev.push(Event::Unconscious { seat: Seat(seat) });
                    }
                }
            }
        }
        self.settle(ev);
    }
}
