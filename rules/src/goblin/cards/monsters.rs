//! The monster cards: 82 in three level decks with five gatekeepers each, and three lords
//! [rulebook counts]. Every name, attack, HP, curse and reward [reconstructed].
//!
//! The shape of the set (tuned by bot simulation, see `docs/goblin-cards.md`): level I monsters
//! (attack 1–3, 2–4 HP) fall to a starting hand of four cards; level II (attack 3–4, 3–5 HP)
//! wants a reward or two; level III (attack 4–5, 6–7 HP) and the lords (attack 5–6, 7–8 HP)
//! need a built deck, equipment and draws. Attack-cursed monsters have no more HP than a weapon
//! alone can beat. Gatekeepers are a step above their level. Rewards grow with the level: better action cards, weapons
//! (attack, the vampiric ones a heart), armours (defence, some a heart or a larger hand).

use super::Colour::{Blue as B, Green as G, Red as R, Yellow as Y};
use super::Curse::{Colour as Col, Effect as Eff, Equipment as Eq};
use super::Effect::{Attack, Defence, Draw, Heal};
use super::Slot::{Armour, Weapon};
use super::{act, curses, ActionFace, Colour, Curse, EquipFace, MonsterCard, Reward};

const fn m(name: &'static str, attack: u8, hp: u8, cs: &[Curse], reward: Reward) -> MonsterCard {
    MonsterCard {
        name,
        attack,
        hp,
        curses: curses(cs),
        reward,
    }
}

const fn a(colour: Colour, next: &[Colour], at: u8, de: u8, dr: u8, he: u8) -> Reward {
    let f: ActionFace = act(colour, next, at, de, dr, he);
    Reward::Action(f)
}

const fn weapon(attack: u8, heart: u8) -> Reward {
    Reward::Equipment(EquipFace {
        slot: Weapon,
        attack,
        defence: 0,
        heart,
        hand: 0,
    })
}

const fn armour(defence: u8, heart: u8, hand: u8) -> Reward {
    Reward::Equipment(EquipFace {
        slot: Armour,
        attack: 0,
        defence,
        heart,
        hand,
    })
}

const KEY: Reward = Reward::Key;
const NO: &[Curse] = &[];

/// Level I: 25 monsters and 5 gatekeepers.
pub const LEVEL_I: [MonsterCard; 30] = [
    m("Goblin Scout", 1, 2, NO, a(R, &[R, G], 2, 0, 0, 0)),
    m("Goblin Scout", 1, 2, NO, a(Y, &[R, Y], 2, 0, 0, 0)),
    m("Goblin Scout", 1, 2, NO, a(G, &[G, B], 2, 0, 0, 0)),
    m("Goblin Scout", 1, 2, NO, a(B, &[B, Y], 2, 0, 0, 0)),
    m("Cave Rat", 1, 3, NO, a(G, &[G, R], 0, 2, 0, 0)),
    m("Cave Rat", 1, 3, NO, a(Y, &[Y, B], 0, 2, 0, 0)),
    m("Cave Rat", 1, 3, NO, a(B, &[R, G], 0, 0, 1, 0)),
    m("Giant Bat", 2, 3, NO, a(R, &[R, G, B], 2, 0, 0, 0)),
    m("Giant Bat", 2, 3, NO, a(B, &[B, R], 1, 0, 1, 0)),
    m("Giant Bat", 2, 3, NO, a(G, &[G, Y], 1, 0, 1, 0)),
    m("Goblin Archer", 2, 3, &[Eff(Defence)], weapon(1, 0)),
    m("Goblin Archer", 2, 3, &[Eff(Defence)], weapon(1, 0)),
    m(
        "Goblin Archer",
        2,
        3,
        &[Eff(Defence)],
        a(Y, &[R], 3, 0, 0, 0),
    ),
    m("Slime", 1, 4, &[Col(R)], armour(1, 0, 0)),
    m("Slime", 1, 4, &[Col(B)], armour(1, 0, 0)),
    m("Slime", 1, 4, &[Col(G)], a(G, &[G, Y], 0, 0, 0, 2)),
    m("Goblin Thug", 2, 4, NO, a(R, &[Y], 3, 0, 0, 0)),
    m("Goblin Thug", 2, 4, NO, a(R, &[R, Y, B], 2, 0, 0, 0)),
    m("Goblin Thug", 2, 4, NO, weapon(1, 0)),
    m("Skeleton", 2, 4, &[Eff(Heal)], a(Y, &[Y, G], 0, 1, 1, 0)),
    m("Skeleton", 2, 4, &[Col(Y)], a(B, &[B, R], 0, 2, 0, 0)),
    m("Kobold", 3, 3, NO, armour(1, 0, 0)),
    m("Kobold", 3, 3, NO, a(Y, &[Y, G], 2, 0, 0, 1)),
    m(
        "Cave Spider",
        2,
        3,
        &[Eff(Draw)],
        a(G, &[G, B, Y], 2, 0, 0, 0),
    ),
    m("Cave Spider", 2, 3, &[Eff(Draw)], a(B, &[B, G], 2, 0, 0, 0)),
    m("Goblin Warden", 2, 4, NO, KEY),
    m("Goblin Warden", 2, 4, &[Col(R)], KEY),
    m("Goblin Warden", 2, 4, &[Eff(Defence)], KEY),
    m("Goblin Warden", 2, 4, &[Col(B)], KEY),
    m("Goblin Warden", 2, 4, &[Eq(Armour)], KEY),
];

/// Level II: 23 monsters and 5 gatekeepers.
pub const LEVEL_II: [MonsterCard; 28] = [
    m("Orc Warrior", 3, 5, NO, a(R, &[R, Y], 3, 0, 0, 0)),
    m("Orc Warrior", 3, 5, NO, a(R, &[R, G], 3, 0, 0, 0)),
    m("Orc Warrior", 3, 5, &[Eq(Armour)], weapon(2, 0)),
    m("Orc Warrior", 3, 5, &[Eq(Weapon)], weapon(2, 0)),
    m("Ghoul", 3, 4, &[Eff(Heal)], a(G, &[G, R], 2, 0, 1, 0)),
    m("Ghoul", 3, 4, &[Eff(Heal)], a(B, &[B, Y], 2, 0, 1, 0)),
    m("Ghoul", 3, 4, &[Col(G)], a(Y, &[Y, B], 0, 0, 2, 0)),
    m("Troll", 3, 5, NO, armour(2, 0, 0)),
    m("Troll", 4, 3, &[Eff(Attack)], armour(2, 0, 0)),
    m("Troll", 3, 5, NO, a(Y, &[Y, R], 0, 3, 0, 0)),
    m("Wraith", 3, 4, &[Col(R)], a(B, &[B, G], 0, 2, 1, 0)),
    m("Wraith", 3, 4, &[Col(Y)], a(G, &[G, R], 0, 3, 0, 0)),
    m("Wraith", 3, 4, &[Col(B)], a(R, &[R, B], 2, 0, 0, 1)),
    m("Harpy", 3, 5, &[Eff(Draw)], a(Y, &[Y, G], 3, 0, 0, 0)),
    m("Harpy", 3, 5, &[Eff(Draw)], armour(1, 0, 1)),
    m("Harpy", 3, 5, NO, armour(1, 0, 1)),
    m("Dark Elf", 3, 5, &[Eff(Defence)], weapon(1, 1)),
    m(
        "Dark Elf",
        3,
        5,
        &[Eff(Defence)],
        a(B, &[B, R, G], 3, 0, 0, 0),
    ),
    m("Dark Elf", 3, 5, NO, a(G, &[G, Y], 3, 0, 0, 0)),
    m("Ogre", 3, 5, NO, a(R, &[R], 4, 0, 0, 0)),
    m("Ogre", 3, 5, &[Col(G)], armour(1, 1, 0)),
    m("Giant Spider", 3, 5, &[Col(R)], a(G, &[G, B], 0, 0, 1, 2)),
    m("Giant Spider", 3, 5, &[Col(Y)], a(Y, &[Y, R], 2, 0, 1, 0)),
    m("Orc Chieftain", 3, 5, NO, KEY),
    m("Orc Chieftain", 3, 5, &[Eff(Draw)], KEY),
    m("Orc Chieftain", 3, 5, &[Col(R)], KEY),
    m("Orc Chieftain", 3, 5, &[Eq(Weapon)], KEY),
    m("Orc Chieftain", 3, 5, &[Col(G)], KEY),
];

/// Level III: 19 monsters and 5 gatekeepers.
pub const LEVEL_III: [MonsterCard; 24] = [
    m("Minotaur", 4, 6, NO, weapon(3, 0)),
    m("Minotaur", 4, 6, &[Eq(Armour)], weapon(3, 0)),
    m("Minotaur", 4, 6, NO, a(R, &[R, Y], 4, 0, 0, 0)),
    m("Lich", 4, 6, &[Eff(Heal)], a(B, &[B, G, Y], 0, 0, 2, 0)),
    m("Lich", 4, 6, &[Col(B)], a(B, &[B, R], 3, 0, 1, 0)),
    m("Lich", 4, 6, &[Eff(Draw)], armour(2, 0, 1)),
    m("Golem", 5, 3, &[Eff(Attack)], armour(3, 0, 0)),
    m("Golem", 5, 7, NO, armour(3, 0, 0)),
    m("Golem", 5, 7, &[Eq(Weapon)], a(Y, &[Y, G], 0, 4, 0, 0)),
    m("Vampire", 4, 6, &[Eff(Defence)], weapon(2, 2)),
    m("Vampire", 4, 6, &[Col(R)], a(G, &[G, R], 3, 0, 0, 2)),
    m("Vampire", 4, 6, &[Col(G)], a(R, &[R, G], 3, 0, 1, 0)),
    m("Basilisk", 4, 7, &[Col(Y)], a(G, &[G, B], 4, 0, 0, 0)),
    m("Basilisk", 4, 7, &[Eff(Draw)], a(Y, &[Y, B], 4, 0, 0, 0)),
    m("Demon", 5, 6, &[Eff(Heal)], armour(2, 1, 0)),
    m("Demon", 5, 6, NO, a(R, &[R], 5, 0, 0, 0)),
    m("Wyvern", 4, 7, &[Col(B)], a(Y, &[Y, R, G], 3, 0, 1, 0)),
    m("Wyvern", 4, 7, &[Eq(Armour)], weapon(4, 0)),
    m("Wyvern", 4, 7, NO, a(B, &[B, Y], 0, 3, 1, 0)),
    m("Dragon Guardian", 4, 6, NO, KEY),
    m("Dragon Guardian", 4, 6, &[Col(R), Eff(Draw)], KEY),
    m("Dragon Guardian", 4, 6, &[Col(B)], KEY),
    m("Dragon Guardian", 4, 6, &[Eff(Defence)], KEY),
    m("Dragon Guardian", 4, 6, &[Eq(Armour)], KEY),
];

/// The three Lords of All Monsters (level X); one is drawn for each game [rulebook].
pub const LORDS: [MonsterCard; 3] = [
    m("Goblin King", 5, 8, &[Eff(Defence)], Reward::Victory),
    m("Shadow Lord", 5, 8, &[Col(B), Eff(Heal)], Reward::Victory),
    m("Dragon of the Depths", 6, 7, &[Eq(Weapon)], Reward::Victory),
];
