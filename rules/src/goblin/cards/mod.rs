//! The components of Karak: Goblin as data: the six heroes and their 36 starting cards, the 82
//! monster cards of the three cavern levels, the three lords and the 13 potions.
//!
//! No card of the game is public, so almost every value here is **reconstructed**: the rulebooks
//! give the counts, the card anatomy and the kinds of effects, curses and equipment, and this
//! module fills in the numbers. Each table says which values are `[rulebook]` and which are
//! `[reconstructed]`; a corrected value is a one-line change. `cargo run -p rules --bin cards --
//! goblin` prints the whole set (kept as `docs/goblin-cards.md`, with the reasons).

mod id;
mod monsters;
mod starting;
mod table;

use serde::{Deserialize, Serialize};

pub use id::{Card, CardId, CARD_COUNT, MONSTER_CARDS};
pub use monsters::{LEVEL_I, LEVEL_II, LEVEL_III, LORDS};
pub use starting::STARTING;
pub use table::markdown;

/// Hit points of a hero at full health: five HP cards each [rulebook].
pub const MAX_HP: u8 = 5;
/// Cards in a full hand before equipment raises it [rulebook].
pub const HAND_SIZE: u8 = 4;
/// Starting action cards per hero [rulebook].
pub const STARTING_CARDS: usize = 6;
/// Face-up monsters per row [rulebook].
pub const ROW: usize = 5;
/// Gatekeepers per level [rulebook].
pub const GATEKEEPERS: usize = 5;
/// Cards of each potion pile: healing, strength, countercurse. 13 in all [rulebook]; the split
/// [reconstructed] (healing is the one every hero wants, so its pile is the largest).
pub const POTIONS: [u8; 3] = [5, 4, 4];

/// The four colours of action cards. Four colours, one of them blue [rulebook]; the other three
/// names [reconstructed].
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
)]
pub enum Colour {
    /// Red.
    #[default]
    Red,
    /// Green.
    Green,
    /// Blue [rulebook].
    Blue,
    /// Yellow.
    Yellow,
}

/// Every colour, in order.
pub const COLOURS: [Colour; 4] = [Colour::Red, Colour::Green, Colour::Blue, Colour::Yellow];

impl Colour {
    /// The colour's bit in a [`Colours`] set.
    pub const fn bit(self) -> u8 {
        1 << self as u8
    }
}

/// A set of colours: the "next colours" a card allows.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Colours(pub u8);

impl Colours {
    /// Whether `c` is in the set.
    pub const fn has(self, c: Colour) -> bool {
        self.0 & c.bit() != 0
    }
}

/// The effects an action card may have [rulebook]. Attack and defence count at the end of the
/// battle; draw and heal happen at once.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Effect {
    /// Hits added at the end of the battle.
    Attack,
    /// Taken off the monster's attack at the end of the battle.
    Defence,
    /// Cards drawn at once.
    Draw,
    /// HP regained at once.
    Heal,
}

/// The two kinds of equipment worn (keys and potions are kept apart) [rulebook].
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
)]
pub enum Slot {
    /// At most one weapon.
    #[default]
    Weapon,
    /// At most one armour.
    Armour,
}

/// A monster's curse: one of the three kinds of the rulebook.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Curse {
    /// Cards of this colour cannot be played.
    Colour(Colour),
    /// This effect is ignored on action cards.
    Effect(Effect),
    /// Equipment of this kind cannot be used (its hand-size bonus neither).
    Equipment(Slot),
}

impl Curse {
    /// Every curse, in the order of [`Curses`]' bits.
    pub const ALL: [Curse; 10] = [
        Curse::Colour(Colour::Red),
        Curse::Colour(Colour::Green),
        Curse::Colour(Colour::Blue),
        Curse::Colour(Colour::Yellow),
        Curse::Effect(Effect::Attack),
        Curse::Effect(Effect::Defence),
        Curse::Effect(Effect::Draw),
        Curse::Effect(Effect::Heal),
        Curse::Equipment(Slot::Weapon),
        Curse::Equipment(Slot::Armour),
    ];

    /// The curse's bit in a [`Curses`] set.
    pub const fn bit(self) -> u16 {
        match self {
            Curse::Colour(c) => 1 << c as u16,
            Curse::Effect(e) => 1 << (4 + e as u16),
            Curse::Equipment(s) => 1 << (8 + s as u16),
        }
    }
}

/// The curses of a monster, as a set.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Curses(pub u16);

impl Curses {
    /// No curse.
    pub const NONE: Curses = Curses(0);

    /// Whether `c` is in the set.
    pub const fn has(self, c: Curse) -> bool {
        self.0 & c.bit() != 0
    }

    /// The set without `other`'s curses.
    pub const fn without(self, other: Curses) -> Curses {
        Curses(self.0 & !other.0)
    }

    /// The curses of the set, in [`Curse::ALL`] order.
    pub fn iter(self) -> impl Iterator<Item = Curse> {
        Curse::ALL.into_iter().filter(move |c| self.has(*c))
    }

    /// Whether the set is empty.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }
}

/// The face of an action card: its colour, the colours it allows next and its effects.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ActionFace {
    /// When the card may be played.
    pub colour: Colour,
    /// The colours the next card may have.
    pub next: Colours,
    /// Attack effect.
    pub attack: u8,
    /// Defence effect.
    pub defence: u8,
    /// Draw effect.
    pub draw: u8,
    /// Heal effect.
    pub heal: u8,
}

impl ActionFace {
    /// The value of `effect` on the card.
    pub const fn effect(&self, effect: Effect) -> u8 {
        match effect {
            Effect::Attack => self.attack,
            Effect::Defence => self.defence,
            Effect::Draw => self.draw,
            Effect::Heal => self.heal,
        }
    }
}

/// A weapon or an armour: attack, defence, the heart (HP regained after taking hits) and the
/// hand-size bonus [rulebook: the four symbols]; the values [reconstructed].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct EquipFace {
    /// Weapon or armour.
    pub slot: Slot,
    /// Added to the attack.
    pub attack: u8,
    /// Added to the defence.
    pub defence: u8,
    /// HP regained at the end of each battle, after taking hits.
    pub heart: u8,
    /// Added to the hand size.
    pub hand: u8,
}

/// What a monster card is worth once defeated (the card turned over) [rulebook].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Reward {
    /// An action card (monster back), to the discard pile.
    Action(ActionFace),
    /// A weapon or an armour.
    Equipment(EquipFace),
    /// The key of the monster's level (gatekeepers).
    Key,
    /// The game (the lords).
    Victory,
}

/// A level of the caverns: I to III, or the lord's chamber.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
)]
pub enum Level {
    /// One skull.
    #[default]
    I,
    /// Two skulls.
    II,
    /// Three skulls.
    III,
    /// The horned skull: the Lord of All Monsters.
    Lord,
}

/// A monster card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct MonsterCard {
    /// The monster's name [reconstructed].
    pub name: &'static str,
    /// HP the hero may lose at the end of the battle.
    pub attack: u8,
    /// Hits needed to win.
    pub hp: u8,
    /// What may not be played or used against it.
    pub curses: Curses,
    /// What the card becomes once won.
    pub reward: Reward,
}

impl MonsterCard {
    /// Whether the card is a gatekeeper (its reward is a key).
    pub const fn gatekeeper(&self) -> bool {
        matches!(self.reward, Reward::Key)
    }
}

/// A starting action card of a hero.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct StartingCard {
    /// The card's name [reconstructed].
    pub name: &'static str,
    /// Its face [reconstructed].
    pub face: ActionFace,
}

/// The six heroes [rulebook], in the rulebook's order of abilities.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
)]
pub enum Hero {
    /// The wizard: once per battle a blue card the previous card does not allow.
    #[default]
    Argentus,
    /// The warrior: +1 attack once per battle for two attack cards in a row.
    Horan,
    /// The dark prince: once per battle, ignore a colour or effect curse for one card.
    Xanros,
    /// The thief: strikes even after losing her last HP (not against the lord).
    Aderyn,
    /// The swordsman: his second card may be of any colour.
    Victorius,
    /// The prophetess: draws two for each card drawn by an effect, keeps one.
    Taia,
}

/// Every hero, in order.
pub const HEROES: [Hero; 6] = [
    Hero::Argentus,
    Hero::Horan,
    Hero::Xanros,
    Hero::Aderyn,
    Hero::Victorius,
    Hero::Taia,
];

/// The three potions [rulebook].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Potion {
    /// All HP back, during a battle before the hits or after them if the last HP held.
    Healing,
    /// Doubles the attack or defence effect of the card just played.
    Strength,
    /// One of the monster's curses lifted for the battle.
    Countercurse,
}

/// Every potion, in pile order.
pub const POTION_KINDS: [Potion; 3] = [Potion::Healing, Potion::Strength, Potion::Countercurse];

/// Short constructors for the tables: an action face.
pub(crate) const fn act(
    colour: Colour,
    next: &[Colour],
    a: u8,
    d: u8,
    dr: u8,
    h: u8,
) -> ActionFace {
    let mut bits = 0;
    let mut i = 0;
    while i < next.len() {
        bits |= next[i].bit();
        i += 1;
    }
    ActionFace {
        colour,
        next: Colours(bits),
        attack: a,
        defence: d,
        draw: dr,
        heal: h,
    }
}

/// A set of curses for the tables.
pub(crate) const fn curses(list: &[Curse]) -> Curses {
    let mut bits = 0;
    let mut i = 0;
    while i < list.len() {
        bits |= list[i].bit();
        i += 1;
    }
    Curses(bits)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// "82 monster cards in 3 decks", "36 starting action cards", each level with its
    /// gatekeepers (key symbol), and three lords [rulebook counts].
    #[test]
    fn the_box_holds_the_rulebooks_counts() {
        assert_eq!(MONSTER_CARDS, 82);
        assert_eq!(STARTING.len(), 36);
        assert_eq!(LORDS.len(), 3);
        assert_eq!(POTIONS.iter().sum::<u8>(), 13);
        for level in [&LEVEL_I[..], &LEVEL_II[..], &LEVEL_III[..]] {
            let gates = level.iter().filter(|m| m.gatekeeper()).count();
            assert_eq!(gates, GATEKEEPERS);
            assert!(level.len() - gates > ROW, "a row and a deck top");
        }
        assert!(LORDS.iter().all(|l| l.reward == Reward::Victory));
    }

    /// "Colour curses", "effect curses" and "equipment curses": every kind of curse appears,
    /// every single curse at least once.
    #[test]
    fn every_curse_appears() {
        for c in Curse::ALL {
            let n = CardId::all()
                .filter_map(CardId::monster)
                .filter(|m| m.curses.has(c))
                .count();
            assert!(n > 0, "{c:?} on no monster");
        }
    }

    /// Hand-size bonuses sit on armours only, so the armour curse is the one that makes a hero
    /// discard before the battle, as the rulebook's example says [reconstructed constraint];
    /// no action card has both an attack and a defence effect, so the strength potion never
    /// has to choose [reconstructed constraint].
    #[test]
    fn set_constraints() {
        for id in CardId::all() {
            if let Some(e) = id.equipment() {
                assert!(e.hand == 0 || e.slot == Slot::Armour, "{}", id.name());
            }
            if let Some(f) = id.action() {
                assert!(f.attack == 0 || f.defence == 0, "{}", id.name());
                assert!(f.next.0 != 0, "{} allows no next colour", id.name());
            }
        }
    }
}
