//! The battle planner: the best chain of cards from a hand against a monster, searched depth
//! first over every order the colour rules allow (hands are small). Cards a draw effect would
//! bring are unknown, so a draw counts as a small bonus instead.

use crate::goblin::cards::{CardId, Colour, Colours, Curse, Curses, Effect, Hero, MAX_HP};
use crate::goblin::{Goblin, Potion};

/// What a chain achieves.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub(crate) struct Result {
    /// The first card to play now (`None`: stop).
    pub first: Option<CardId>,
    /// Whether the monster falls.
    pub win: bool,
    /// HP lost.
    pub hits: u8,
    /// Whether the last HP is lost.
    pub dead: bool,
    /// The chain's score (higher is better).
    pub score: i32,
}

/// Everything the planner needs about a battle.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Setting {
    pub hero: Hero,
    pub abilities: bool,
    pub curses: Curses,
    pub monster_attack: u8,
    pub monster_hp: u8,
    pub gear_attack: u8,
    pub gear_defence: u8,
    pub hp: u8,
    pub healing: bool,
    pub lord: bool,
}

#[derive(Clone, Copy)]
struct Node {
    next: Option<Colours>,
    count: u8,
    ability_used: bool,
    attack: u8,
    defence: u8,
    heal: u8,
    draws: u8,
    last_attack: bool,
    horan: bool,
}

impl Setting {
    /// The setting of the battle under way (or of a battle against `monster` about to start)
    /// for the seat to act.
    pub(crate) fn of(g: &Goblin, monster: CardId, curses: Curses, lord: bool) -> Setting {
        let me = g.me();
        let usable = |slot| !curses.has(Curse::Equipment(slot));
        let gear = |f: fn(&crate::goblin::cards::EquipFace) -> u8| -> u8 {
            [
                me.weapon.filter(|_| usable(crate::goblin::Slot::Weapon)),
                me.armour.filter(|_| usable(crate::goblin::Slot::Armour)),
            ]
            .into_iter()
            .flatten()
            .filter_map(CardId::equipment)
            .map(|e| f(&e))
            .sum()
        };
        let m = monster.monster();
        Setting {
            hero: me.hero,
            abilities: g.core.abilities,
            curses,
            monster_attack: m.map_or(0, |m| m.attack),
            monster_hp: m.map_or(0, |m| m.hp),
            gear_attack: gear(|e| e.attack),
            gear_defence: gear(|e| e.defence),
            hp: me.hp,
            healing: me.potions[Potion::Healing as usize],
            lord,
        }
    }

    fn ability(&self, hero: Hero) -> bool {
        self.abilities && self.hero == hero
    }

    fn eval(&self, n: &Node) -> Result {
        let hits = self
            .monster_attack
            .saturating_sub(n.defence + self.gear_defence);
        let hp = (self.hp + n.heal).min(MAX_HP);
        let lost = hits.min(hp);
        let dead = hits >= hp;
        let attack = n.attack + self.gear_attack + u8::from(n.horan);
        let strikes = !dead || (self.ability(Hero::Aderyn) && !self.lord);
        let win = strikes && attack >= self.monster_hp;
        let mut score = if win { 1000 } else { 0 };
        score -= i32::from(lost) * 30;
        if dead && !self.healing {
            score -= 500;
        }
        // Played cards turn the deck over: better cards come sooner.
        score += i32::from(n.draws) * 8
            + i32::from(attack.min(self.monster_hp))
            + i32::from(n.count) * 3;
        Result {
            first: None,
            win,
            hits: lost,
            dead,
            score,
        }
    }

    /// The best chain from `hand` after the cards already played (`next`: what the last one
    /// allows, `None` before the first card).
    pub(crate) fn best(
        &self,
        hand: &[CardId],
        next: Option<Colours>,
        played: u8,
        ability_used: bool,
        so_far: [u8; 3],
        last_attack: bool,
    ) -> Result {
        let node = Node {
            next,
            count: played,
            ability_used,
            attack: so_far[0],
            defence: so_far[1],
            heal: so_far[2],
            draws: 0,
            last_attack,
            horan: false,
        };
        let mut used = [false; 16];
        let n = hand.len().min(16);
        self.search(&hand[..n], &mut used, node, 0)
    }

    fn search(&self, hand: &[CardId], used: &mut [bool; 16], n: Node, depth: u8) -> Result {
        let mut best = self.eval(&n);
        if depth >= 7 {
            return best;
        }
        for i in 0..hand.len() {
            if used[i] {
                continue;
            }
            // Identical faces give identical subtrees.
            if (0..i).any(|j| !used[j] && hand[j].action() == hand[i].action()) {
                continue;
            }
            let Some(face) = hand[i].action() else {
                continue;
            };
            let Some(child) = self.step(&n, face) else {
                continue;
            };
            used[i] = true;
            let mut r = self.search(hand, used, child, depth + 1);
            used[i] = false;
            if r.score > best.score {
                r.first = Some(hand[i]);
                best = r;
            }
        }
        best
    }

    fn step(&self, n: &Node, f: crate::goblin::cards::ActionFace) -> Option<Node> {
        let cursed = self.curses.has(Curse::Colour(f.colour));
        let chain = match n.next {
            None => true,
            Some(_) if n.count == 1 && self.ability(Hero::Victorius) => true,
            Some(next) => next.has(f.colour),
        };
        let mut used = n.ability_used;
        if cursed {
            if !(self.ability(Hero::Xanros) && !used && chain) {
                return None;
            }
            used = true;
        } else if !chain {
            if !(self.ability(Hero::Argentus) && !used && f.colour == Colour::Blue) {
                return None;
            }
            used = true;
        }
        let counts = |e: Effect| {
            if self.curses.has(Curse::Effect(e)) {
                0
            } else {
                f.effect(e)
            }
        };
        let is_attack = f.attack > 0;
        Some(Node {
            next: Some(f.next),
            count: n.count + 1,
            ability_used: used,
            attack: n.attack + counts(Effect::Attack),
            defence: n.defence + counts(Effect::Defence),
            heal: n.heal + counts(Effect::Heal),
            draws: n.draws + counts(Effect::Draw),
            last_attack: is_attack,
            horan: n.horan || (self.ability(Hero::Horan) && is_attack && n.last_attack),
        })
    }
}
