//! Cards by their place in the box, and what each one is.

use super::{
    ActionFace, EquipFace, Hero, Level, MonsterCard, Reward, StartingCard, HEROES, LEVEL_I,
    LEVEL_II, LEVEL_III, LORDS, STARTING, STARTING_CARDS,
};
use serde::{Deserialize, Serialize};

/// A card of the game by its place in the box: the 36 starting cards (hero by hero), then the
/// monster cards of levels I, II and III, then the three lords.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
)]
#[serde(transparent)]
pub struct CardId(pub u8);

/// First id of each block: level I, II, III, the lords, and the end.
const FIRST_I: usize = STARTING_CARDS * 6;
const FIRST_II: usize = FIRST_I + LEVEL_I.len();
const FIRST_III: usize = FIRST_II + LEVEL_II.len();
const FIRST_LORD: usize = FIRST_III + LEVEL_III.len();
/// Number of cards with an id.
pub const CARD_COUNT: usize = FIRST_LORD + LORDS.len();
/// Monster cards of the three levels: 82 [rulebook].
pub const MONSTER_CARDS: usize = FIRST_LORD - FIRST_I;

/// What a card is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Card {
    /// A hero's starting card.
    Starting(Hero, &'static StartingCard),
    /// A monster card of a level (or a lord, level [`Level::Lord`]).
    Monster(Level, &'static MonsterCard),
}

impl CardId {
    /// The card, or `None` for an id past the box.
    pub fn get(self) -> Option<Card> {
        let i = self.0 as usize;
        Some(if i < FIRST_I {
            Card::Starting(HEROES[i / STARTING_CARDS], &STARTING[i])
        } else if i < FIRST_II {
            Card::Monster(Level::I, &LEVEL_I[i - FIRST_I])
        } else if i < FIRST_III {
            Card::Monster(Level::II, &LEVEL_II[i - FIRST_II])
        } else if i < FIRST_LORD {
            Card::Monster(Level::III, &LEVEL_III[i - FIRST_III])
        } else if i < CARD_COUNT {
            Card::Monster(Level::Lord, &LORDS[i - FIRST_LORD])
        } else {
            return None;
        })
    }

    /// Whether the card has a monster back (anything but a starting card).
    pub const fn monster_back(self) -> bool {
        self.0 as usize >= FIRST_I
    }

    /// The monster side, `None` for a starting card.
    pub fn monster(self) -> Option<&'static MonsterCard> {
        match self.get() {
            Some(Card::Monster(_, m)) => Some(m),
            _ => None,
        }
    }

    /// The card's level, `None` for a starting card.
    pub fn level(self) -> Option<Level> {
        match self.get() {
            Some(Card::Monster(l, _)) => Some(l),
            _ => None,
        }
    }

    /// The action face (starting cards, and monster cards whose reward is an action card).
    pub fn action(self) -> Option<ActionFace> {
        match self.get()? {
            Card::Starting(_, s) => Some(s.face),
            Card::Monster(_, m) => match m.reward {
                Reward::Action(f) => Some(f),
                _ => None,
            },
        }
    }

    /// The equipment face, for monster cards whose reward is a weapon or an armour.
    pub fn equipment(self) -> Option<EquipFace> {
        match self.monster()?.reward {
            Reward::Equipment(e) => Some(e),
            _ => None,
        }
    }

    /// The card's name: the starting card's, or the monster's.
    pub fn name(self) -> &'static str {
        match self.get() {
            Some(Card::Starting(_, s)) => s.name,
            Some(Card::Monster(_, m)) => m.name,
            None => "?",
        }
    }

    /// Every card of the box.
    pub fn all() -> impl Iterator<Item = CardId> {
        (0..CARD_COUNT as u8).map(CardId)
    }

    /// The six starting cards of `hero`.
    pub fn starting(hero: Hero) -> impl Iterator<Item = CardId> {
        let first = hero as usize * STARTING_CARDS;
        (first..first + STARTING_CARDS).map(|i| CardId(i as u8))
    }

    /// The monster cards of a level (I to III) or the lords, in box order.
    pub fn of_level(level: Level) -> impl Iterator<Item = CardId> {
        let (lo, hi) = match level {
            Level::I => (FIRST_I, FIRST_II),
            Level::II => (FIRST_II, FIRST_III),
            Level::III => (FIRST_III, FIRST_LORD),
            Level::Lord => (FIRST_LORD, CARD_COUNT),
        };
        (lo..hi).map(|i| CardId(i as u8))
    }
}
