//! The battle [rulebook]: cards are played one at a time, the first of any colour a curse
//! allows, each next of a colour the previous card allows; draw and heal happen at once. Then,
//! in order: (1) take the monster's hits less the defence — losing the last HP ends the turn at
//! once; (2) strike with the attack of cards and equipment, winning at the monster's HP or more;
//! (3) take the reward and refill the row; (4) played cards to the discard pile, draw up.

use super::cards::{CardId, Effect, Level, Reward, MAX_HP};
use super::events::Event;
use super::turn::{Decision, Drawing, Target, Then};
use super::{remove_card, Goblin};
use serde::{Deserialize, Serialize};

/// A card played in the battle.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Played {
    /// The card.
    pub card: CardId,
    /// A strength potion doubles its attack or defence.
    pub doubled: bool,
    /// Xanros lifted a curse from its effects.
    pub uncursed: bool,
}

/// A battle under way.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Battle {
    /// Where the monster is.
    pub target: Option<Target>,
    /// The monster card.
    pub monster: CardId,
    /// The cards played, in order.
    pub played: Vec<Played>,
    /// Curses lifted by a countercurse potion.
    pub countered: super::cards::Curses,
    /// The hero's once-per-battle ability was used.
    pub ability_used: bool,
}

impl Goblin {
    /// The hand size in this battle: equipment under a curse gives no bonus.
    pub(crate) fn battle_hand_size(&self) -> u8 {
        self.hand_size(self.turn.seat, Some(self.active_curses()))
    }

    /// Chooses the monster and enters the battle; under an armour curse with too many cards the
    /// hero first discards down to the hand size [rulebook].
    pub(crate) fn start_battle(&mut self, target: Target, ev: &mut Vec<Event>) {
        let Some(monster) = self.monster_at(target) else {
            return;
        };
        ev.push(Event::FightStarted {
            seat: self.turn.seat,
            target,
            monster,
        });
        self.turn.battle = Some(Battle {
            target: Some(target),
            monster,
            ..Battle::default()
        });
        // Only a hand-size bonus the curse cancels makes the hero discard.
        let cut = self.battle_hand_size() < self.hand_size(self.turn.seat, None);
        self.turn.decision = if cut && self.me().hand.len() > usize::from(self.battle_hand_size()) {
            Decision::Discard
        } else {
            Decision::Battle
        };
    }

    /// Discards a card before the battle (armour curse).
    pub(crate) fn discard_for_curse(&mut self, card: CardId, ev: &mut Vec<Event>) {
        let seat = self.turn.seat;
        let me = self.me_mut();
        remove_card(&mut me.hand, card);
        me.discard.push(card);
        ev.push(Event::Discarded { seat, card });
        if self.me().hand.len() <= usize::from(self.battle_hand_size()) {
            self.turn.decision = Decision::Battle;
        }
    }

    /// Plays `card` from the hand; `uncursed` is Xanros lifting a curse from its effects.
    pub(crate) fn play(&mut self, card: CardId, uncursed: bool, ev: &mut Vec<Event>) {
        let seat = self.turn.seat;
        let by_ability = self.play_needs_ability(card);
        remove_card(&mut self.me_mut().hand, card);
        let p = Played {
            card,
            doubled: false,
            uncursed,
        };
        if let Some(b) = self.turn.battle.as_mut() {
            b.played.push(p);
            b.ability_used |= by_ability || uncursed;
        }
        ev.push(Event::Played {
            seat,
            card,
            ability: by_ability || uncursed,
        });
        let heal = self.counted(&p, Effect::Heal);
        if heal > 0 {
            self.heal(heal, ev);
        }
        let draw = self.counted(&p, Effect::Draw);
        if draw > 0 {
            self.turn.drawing = Drawing {
                left: draw,
                taia: self.ability_on(super::cards::Hero::Taia),
                then: Then::Battle,
            };
            self.run_draws(ev);
        }
    }

    /// Regains up to `n` HP (excess wasted).
    pub(crate) fn heal(&mut self, n: u8, ev: &mut Vec<Event>) {
        let seat = self.turn.seat;
        let me = self.me_mut();
        let before = me.hp;
        me.hp = (me.hp + n).min(MAX_HP);
        let healed = me.hp - before;
        if healed > 0 {
            ev.push(Event::Healed { seat, healed });
        }
    }

    /// Steps 1 of the end of the battle: take the hits; then the heart, the chance to drink
    /// healing, and the strike.
    pub(crate) fn end_battle(&mut self, ev: &mut Vec<Event>) {
        let seat = self.turn.seat;
        let Some(b) = self.turn.battle.clone() else {
            return;
        };
        let monster = b.monster.monster().map_or(0, |m| m.attack);
        let cards: u8 = b
            .played
            .iter()
            .map(|p| self.counted(p, Effect::Defence))
            .sum();
        let defence = cards.saturating_add(self.equipment_sum(|e| e.defence));
        let hits = monster.saturating_sub(defence);
        let me = self.me_mut();
        let lost = hits.min(me.hp);
        me.hp -= lost;
        let hp = me.hp;
        ev.push(Event::HitsTaken {
            seat,
            attack: monster,
            defence,
            lost,
            hp,
        });
        if hp == 0 {
            ev.push(Event::LastHpLost { seat });
            // Aderyn's ability: she still strikes, except at the lord [rulebook].
            let aderyn =
                self.ability_on(super::cards::Hero::Aderyn) && b.target != Some(Target::Lord);
            if aderyn {
                self.strike(ev);
            } else {
                self.finish_turn(ev);
            }
            return;
        }
        // The heart: after the hits, only when the last HP held [rulebook].
        let heart = self.equipment_sum(|e| e.heart);
        if heart > 0 {
            self.heal(heart, ev);
        }
        if self.me().potions[0] && self.me().hp < MAX_HP {
            self.turn.decision = Decision::AfterHits;
        } else {
            self.strike(ev);
        }
    }

    /// The attack of the battle: cards, equipment and Horan's bonus.
    pub(crate) fn attack_total(&self) -> u8 {
        let Some(b) = &self.turn.battle else { return 0 };
        let cards: u8 = b
            .played
            .iter()
            .map(|p| self.counted(p, Effect::Attack))
            .sum();
        cards
            .saturating_add(self.equipment_sum(|e| e.attack))
            .saturating_add(self.horan_bonus())
    }

    /// Step 2, hit the monster, and step 3, the reward.
    pub(crate) fn strike(&mut self, ev: &mut Vec<Event>) {
        let seat = self.turn.seat;
        let Some(b) = self.turn.battle.clone() else {
            return;
        };
        let Some(m) = b.monster.monster() else { return };
        let attack = self.attack_total();
        let won = attack >= m.hp;
        ev.push(Event::Struck {
            seat,
            attack,
            hp: m.hp,
            won,
        });
        let Some(target) = b.target.filter(|_| won) else {
            self.finish_turn(ev);
            return;
        };
        ev.push(Event::Won {
            seat,
            card: b.monster,
        });
        self.take_monster(target, ev);
        match m.reward {
            Reward::Action(_) => {
                self.me_mut().discard.push(b.monster);
                self.finish_turn(ev);
            }
            Reward::Equipment(_) => self.turn.decision = Decision::Reward(b.monster),
            Reward::Key => {
                if let Some(l) = b.monster.level().and_then(super::caverns::index) {
                    self.me_mut().keys[l] = Some(b.monster);
                }
                self.finish_turn(ev);
            }
            Reward::Victory => {
                if let Some(b) = self.turn.battle.take() {
                    let me = self.me_mut();
                    me.discard.extend(b.played.iter().map(|p| p.card));
                }
                self.core.winner = Some(seat);
                self.turn.decision = Decision::Over;
                ev.push(Event::GameOver { winner: seat });
            }
        }
    }

    /// Whether `seat` may fight `target` now: a monster is there, its level is open (key of
    /// the level above it), a gatekeeper only without that level's key, the lord with key III.
    pub(crate) fn fightable(&self, target: Target) -> Result<(), super::GoblinError> {
        use super::GoblinError as E;
        let keys = self.me().keys;
        let level = match target {
            Target::Row { level, .. } | Target::Gate(level) => level,
            Target::Lord => Level::Lord,
        };
        let open = match level {
            Level::I => true,
            Level::II => keys[0].is_some(),
            Level::III => keys[1].is_some(),
            Level::Lord => keys[2].is_some(),
        };
        if !open {
            return Err(E::LevelClosed(level));
        }
        if let Target::Gate(l) = target {
            if super::caverns::index(l).is_some_and(|i| keys[i].is_some()) {
                return Err(E::GatekeeperClosed(l));
            }
        }
        if self.monster_at(target).is_none() {
            return Err(E::NoMonster);
        }
        Ok(())
    }
}
