//! Battles [rulebook: "A. Battle with a monster army", "Glory", the Dark General, "Plague &
//! Misery", "Loss of all life and unconsciousness", "Items"].
//!
//! A hero who enters a tile with armies (or the Dark General) must fight: choose the unit dice,
//! roll them with the hero die, use rerolls, Fireballs and the Amulet of Protection, then strike:
//! swords + weapons + Fireballs against the armies' strength, "greater than or equal" wins. A
//! skull on a unit die loses that unit; the hero die's skulls cost lives after the battle, one
//! more against the Dark General; two skulls also bring Plague & Misery on another player. A won
//! battle brings every token's reward and glory; a lost one sends the hero back where it came
//! from. A battle ends the turn.
//!
//! Decided where the rulebook is silent: Xanros's Soul Collector heals after the battle's
//! losses, so a hero brought to 0 who lost a unit stays conscious; a Claws and Fangs win that
//! leaves nothing to fight is no battle ("without having to engage them in battle"): the turn
//! goes on; over-full glory after losing the Amulet of Glory returns knights first, then
//! archers, then mages (the weakest dice first); Horan's Plunder takes the Amulet of
//! Resources' extra resource of the tile's first kind; what Darius's Claws and Fangs wins
//! before the roll is settled with the battle's other spoils (an over-full slot after the
//! battle), and meanwhile only his two best weapons count.

use super::data::{
    Amulet, Face, Hero, Item, SoulStone, Unit, ARMY, GENERAL_BASE, HERO_DIE, MAX_LIVES,
    PRAETORIAN_BREAK, UNITS,
};
use super::error::Karak2Error as E;
use super::events::Event;
use super::turn::{Army, Battle, Decision};
use super::Karak2;

impl Karak2 {
    /// Begins the battle when the hero to act stands on a guarded tile with nothing else asked.
    pub(crate) fn begin_battle_if_guarded(&mut self, ev: &mut Vec<Event>) {
        if self.turn.decision != Decision::Act || self.turn.battle.is_some() {
            return;
        }
        let at = self.me().at;
        let Some(place) = self.board.landscape.get(&at) else {
            return;
        };
        let general = place.general;
        if !place.guarded() {
            return;
        }
        let seat = self.turn.seat;
        if self.me().hero == Hero::Darius {
            // Claws and Fangs.
            if general && self.board.praetorians > 0 {
                self.board.praetorians -= 1;
                ev.push(Event::PraetorianRemoved {
                    seat,
                    left: self.board.praetorians,
                });
            } else if let Some(i) = self.board.landscape[&at]
                .armies
                .iter()
                .position(|t| ARMY[usize::from(*t)].strength == 1)
            {
                let token = self
                    .board
                    .landscape
                    .get_mut(&at)
                    .map(|p| p.armies.remove(i));
                if let Some(token) = token {
                    ev.push(Event::ClawsAndFangs { seat, token });
                    self.win_token(token, ev);
                    self.raise_glory(1);
                }
            }
        }
        if !general && self.board.landscape[&at].armies.is_empty() {
            // Claws and Fangs left nothing to fight: Darius beat it "without having to engage
            // them in battle", so no battle was fought and the turn goes on (over-full slots
            // are settled first).
            self.after_battle(ev);
            return;
        }
        self.turn.battle = Some(Battle {
            at,
            general,
            hero: Face::Blank,
            units: Vec::new(),
            fireballs: 0,
            hero_rerolled: false,
            units_rerolled: false,
            protected: false,
            plague_due: false,
            cart: 0,
            chosen: Army::default(),
        });
        let strength = self.enemy_strength(at, general);
        ev.push(Event::BattleBegun {
            seat,
            at,
            general,
            strength,
        });
        self.turn.decision = Decision::Battle;
    }

    /// The strength fought at `at`: the armies' sum, or the Dark General's 10 + praetorians.
    pub(crate) fn enemy_strength(&self, at: super::hex::Hex, general: bool) -> u8 {
        if general {
            GENERAL_BASE + self.board.praetorians
        } else {
            self.army_strength(at)
        }
    }

    /// The unit dice chosen for the roll so far.
    pub fn chosen(&self) -> Army {
        self.turn
            .battle
            .as_ref()
            .map(|b| b.chosen)
            .unwrap_or_default()
    }

    /// Checks [`super::turn::Action::Choose`]: one more die of a unit the army has.
    pub(crate) fn choose_check(&self, unit: Unit) -> Result<(), E> {
        if self.chosen().count(unit) >= self.me().units[unit as usize] {
            return Err(E::NoSuchUnit(unit));
        }
        Ok(())
    }

    /// Checks [`super::turn::Action::Unchoose`]: a die chosen.
    pub(crate) fn unchoose_check(&self, unit: Unit) -> Result<(), E> {
        if self.chosen().count(unit) == 0 {
            return Err(E::NoSuchUnit(unit));
        }
        Ok(())
    }

    /// Adds (or, not `add`, takes back) a die of `unit` to the roll (checked).
    pub(crate) fn choose(&mut self, unit: Unit, add: bool) {
        if let Some(b) = self.turn.battle.as_mut() {
            let n = &mut b.chosen.0[unit as usize];
            *n = if add { *n + 1 } else { n.saturating_sub(1) };
        }
    }

    fn roll_face(&mut self, faces: [Face; 6]) -> Face {
        faces[self.rand(6)]
    }

    /// Rolls the hero die and the unit dice chosen.
    pub(crate) fn roll(&mut self, ev: &mut Vec<Event>) {
        let army = self.chosen();
        let hero = self.roll_face(HERO_DIE);
        let mut units = Vec::new();
        for u in UNITS {
            for _ in 0..army.count(u) {
                let f = self.roll_face(u.faces());
                units.push((u, f));
            }
        }
        ev.push(Event::Rolled {
            seat: self.turn.seat,
            hero,
            units: units.clone(),
        });
        if let Some(b) = self.turn.battle.as_mut() {
            b.hero = hero;
            b.units = units;
        }
        self.turn.decision = Decision::Rolled;
    }

    fn battle(&self) -> Result<&Battle, E> {
        self.turn
            .battle
            .as_ref()
            .ok_or(E::NotNow(self.turn.decision.clone()))
    }

    /// Checks [`super::turn::Action::RerollHero`]: Elspeth, once a battle.
    pub(crate) fn reroll_hero_check(&self) -> Result<(), E> {
        if self.me().hero != Hero::Elspeth || self.battle()?.hero_rerolled {
            return Err(E::NoReroll);
        }
        Ok(())
    }

    /// Rolls the hero die again (checked).
    pub(crate) fn reroll_hero(&mut self, ev: &mut Vec<Event>) {
        let hero = self.roll_face(HERO_DIE);
        if let Some(b) = self.turn.battle.as_mut() {
            b.hero = hero;
            b.hero_rerolled = true;
            b.protected = false;
            ev.push(Event::Rolled {
                seat: self.turn.seat,
                hero,
                units: b.units.clone(),
            });
        }
    }

    /// Checks [`super::turn::Action::RerollUnits`]: Horan, once a battle, with unit dice rolled.
    pub(crate) fn reroll_units_check(&self) -> Result<(), E> {
        let b = self.battle()?;
        if self.me().hero != Hero::Horan || b.units_rerolled || b.units.is_empty() {
            return Err(E::NoReroll);
        }
        Ok(())
    }

    /// Rolls every unit die rolled again (checked): "he only rerolls all Unit dice and always
    /// rolls all the Unit dice he used for the first roll".
    pub(crate) fn reroll_units(&mut self, ev: &mut Vec<Event>) {
        let rolled: Vec<Unit> = self
            .turn
            .battle
            .as_ref()
            .map(|b| b.units.iter().map(|(u, _)| *u).collect())
            .unwrap_or_default();
        let units: Vec<(Unit, Face)> = rolled
            .into_iter()
            .map(|u| (u, self.roll_face(u.faces())))
            .collect();
        if let Some(b) = self.turn.battle.as_mut() {
            b.units = units.clone();
            b.units_rerolled = true;
            ev.push(Event::Rolled {
                seat: self.turn.seat,
                hero: b.hero,
                units,
            });
        }
    }

    /// Checks [`super::turn::Action::Fireball`]: a Fireball in the inventory.
    pub(crate) fn fireball_check(&self) -> Result<(), E> {
        if !self.me().spells.contains(&Item::Fireball) {
            return Err(E::NoFireball);
        }
        Ok(())
    }

    /// Casts a Fireball (checked): +1, the spell is used up.
    pub(crate) fn fireball(&mut self, ev: &mut Vec<Event>) {
        let hero = self.me_mut();
        if let Some(i) = hero.spells.iter().position(|s| *s == Item::Fireball) {
            hero.spells.remove(i);
        }
        if let Some(b) = self.turn.battle.as_mut() {
            b.fireballs += 1;
        }
        ev.push(Event::FireballCast {
            seat: self.turn.seat,
        });
    }

    /// Checks [`super::turn::Action::Protect`]: the Amulet of Protection against two skulls.
    pub(crate) fn protect_check(&self) -> Result<(), E> {
        let b = self.battle()?;
        if self.me().amulet != Some(Amulet::Protection) || b.hero != Face::TwoSkulls || b.protected
        {
            return Err(E::NoProtection);
        }
        Ok(())
    }

    /// Ignores the two skulls' losses (checked); Plague & Misery still falls.
    pub(crate) fn protect(&mut self, ev: &mut Vec<Event>) {
        if let Some(b) = self.turn.battle.as_mut() {
            b.protected = true;
        }
        ev.push(Event::Protected {
            seat: self.turn.seat,
        });
    }

    /// The attack of the battle under way: swords, weapons and Fireballs.
    pub fn attack(&self) -> u8 {
        self.turn.battle.as_ref().map_or(0, |b| {
            b.hero.swords()
                + b.units.iter().map(|(_, f)| f.swords()).sum::<u8>()
                + self.me().weapon_attack()
                + b.fireballs
        })
    }

    /// Settles the battle (checked by the decision alone).
    pub(crate) fn strike(&mut self, ev: &mut Vec<Event>) {
        let Some(b) = self.turn.battle.clone() else {
            return;
        };
        let seat = self.turn.seat;
        let total = self.attack();
        let strength = self.enemy_strength(b.at, b.general);
        let won = total >= strength;
        ev.push(Event::Struck {
            seat,
            attack: total,
            strength,
            won,
        });
        // Units lost: "Whenever a Unit die rolls a skull icon, return that die".
        let lost: Vec<Unit> = b
            .units
            .iter()
            .filter(|(_, f)| *f == Face::Skull)
            .map(|(u, _)| *u)
            .collect();
        for u in &lost {
            let n = &mut self.me_mut().units[*u as usize];
            *n = n.saturating_sub(1);
        }
        if !lost.is_empty() {
            ev.push(Event::UnitsLost {
                seat,
                units: lost.clone(),
            });
        }
        if won {
            if b.general {
                // "The Hero wins, gains the Soul Archstone … and the game ends immediately".
                self.me_mut().stones[SoulStone::Archstone as usize] += 1;
                ev.push(Event::GeneralDefeated { seat });
                self.turn.decision = Decision::Over;
                self.turn.battle = None;
                return;
            }
            let tokens = self
                .board
                .landscape
                .get_mut(&b.at)
                .map(|p| std::mem::take(&mut p.armies))
                .unwrap_or_default();
            for t in tokens {
                self.win_token(t, ev);
            }
            self.raise_glory(strength);
            if self.me().hero == Hero::Horan {
                // Plunder: "gains resources as if he had performed the Gathering Resources
                // action on the corresponding tile".
                let got = self.gathering(None);
                if got.total() > 0 {
                    self.me_mut().resources.add(got);
                    ev.push(Event::Gathered {
                        seat,
                        at: b.at,
                        got,
                    });
                }
            }
        } else {
            if b.general && total >= PRAETORIAN_BREAK && self.board.praetorians > 0 {
                self.board.praetorians -= 1;
                ev.push(Event::PraetorianRemoved {
                    seat,
                    left: self.board.praetorians,
                });
            }
            let hero = self.me_mut();
            hero.at = hero.came_from;
            let to = hero.at;
            ev.push(Event::Retreated { seat, to });
        }
        // Lives: the hero die's skulls (two unless protected), one more against the General.
        let skulls = match b.hero {
            Face::Skull => 1,
            Face::TwoSkulls if !b.protected => 2,
            _ => 0,
        } + u8::from(b.general);
        let hero = self.me_mut();
        hero.lives = hero.lives.saturating_sub(skulls);
        if hero.hero == Hero::Xanros {
            // Soul Collector: a life back for each unit lost.
            hero.lives = (hero.lives + lost.len() as u8).min(MAX_LIVES);
        }
        let lives = hero.lives;
        if skulls > 0 || !lost.is_empty() {
            ev.push(Event::LivesNow { seat, lives });
        }
        if lives == 0 {
            self.me_mut().unconscious = true;
            ev.push(Event::Unconscious { seat });
        }
        if let Some(bb) = self.turn.battle.as_mut() {
            bb.plague_due =
                b.hero == Face::TwoSkulls && self.board.plague_rule && self.board.heroes.len() > 1;
        }
        self.after_battle(ev);
    }
}
