//! Why an action is refused, as a typed error naming the rule broken. Converted to the
//! contract's [`RuleError`] (its `rule` is [`GoblinError::rule`]).

use super::cards::{CardId, Colour, Curse, Hero, Level, Potion};
use super::turn::Decision;
use crate::RuleError;
use std::borrow::Cow;

/// A refused action of Karak: Goblin.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum GoblinError {
    /// The game has ended.
    #[error("the lord has been defeated: the game is over")]
    GameOver,
    /// Another seat decides now.
    #[error("it is seat {0}'s decision")]
    NotYourTurn(u8),
    /// The action has no place in the pending decision.
    #[error("this action has no place now: the pending decision is {0:?}")]
    NotNow(Decision),
    /// At 0 HP the turn must be a revive.
    #[error("a hero who starts the turn without HP must spend it reviving")]
    MustRevive,
    /// The level needs the key of the level above it (the lord, key III).
    #[error("level {0:?} opens with the key of the level before it")]
    LevelClosed(Level),
    /// A level's gatekeepers are closed once its key is held.
    #[error("after winning a level {0:?} key its gatekeepers can no longer be fought")]
    GatekeeperClosed(Level),
    /// No monster at that place.
    #[error("there is no monster to fight there")]
    NoMonster,
    /// The card is not in the hand.
    #[error("card {0:?} is not in the hand")]
    NotInHand(CardId),
    /// A colour curse forbids the colour.
    #[error("the monster's curse forbids {0:?} cards")]
    ColourCursed(Colour),
    /// The previous card does not allow the colour.
    #[error("the previous card does not allow a {0:?} card next")]
    ChainBroken(Colour),
    /// The hero does not have the ability (or abilities are off).
    #[error("that is {0:?}'s ability, and only with the abilities option")]
    NoAbility(Hero),
    /// The once-per-battle ability was used.
    #[error("the ability was already used in this battle")]
    AbilityUsed,
    /// Xanros's ability on a card with no effect under a curse.
    #[error("no curse forbids an effect of that card")]
    NoCursedEffect,
    /// The potion is not owned.
    #[error("no potion of {0:?} to drink")]
    NoPotion(Potion),
    /// Healing at full HP.
    #[error("the hero has all HP")]
    NothingToHeal,
    /// Strength needs a card just played.
    #[error("strength doubles the card just played in a battle")]
    StrengthAfterACard,
    /// Strength on a card with no attack or defence.
    #[error("strength doubles an attack or defence effect; the card has neither")]
    NothingToDouble,
    /// Strength twice on one card.
    #[error("the card is already doubled")]
    AlreadyDoubled,
    /// The countercurse is drunk against a named curse ([`super::Action::Counter`]).
    #[error("the countercurse is drunk against one curse of the monster")]
    CounterNamesACurse,
    /// The monster has no such curse in force.
    #[error("the monster has no {0:?} curse in force")]
    NoSuchCurse(Curse),
    /// Discarding under an armour curse only down to the hand size.
    #[error("the hand is within its size")]
    HandWithinSize,
    /// Taia keeps one of the two cards she drew.
    #[error("card {0:?} is not one of the two drawn")]
    NotDrawn(CardId),
    /// The card is not in the pile being arranged.
    #[error("card {0:?} is not in the pile to arrange")]
    NotInPile(CardId),
    /// No starting card left in the pile being arranged.
    #[error("no starting card left in the pile to arrange")]
    NoStartingCard,
    /// A potion of each kind at most.
    #[error("a hero may own one potion of {0:?} at most")]
    PotionOwned(Potion),
    /// The pile is empty.
    #[error("no potion of {0:?} left")]
    PileEmpty(Potion),
    /// One pawnshop card per visit.
    #[error("one card from the pawnshop per visit")]
    OnePawnshopCard,
    /// Not at the pawnshop.
    #[error("card {0:?} is not at the pawnshop")]
    NotAtPawnshop(CardId),
    /// No weapon, armour or monster-back card to pay with.
    #[error("nothing to pay with: the weapon, the armour or a monster-back card from the hand")]
    NothingToPayWith,
    /// Paying with equipment not worn.
    #[error("no such equipment worn")]
    NoEquipment,
    /// Starting cards cannot pay.
    #[error("card {0:?} is a starting card: only monster-back cards pay")]
    StartingCardsCannotPay(CardId),
}

impl GoblinError {
    /// The rule's name, in a few words.
    pub fn rule(self) -> &'static str {
        use GoblinError as E;
        match self {
            E::GameOver => "game over",
            E::NotYourTurn(_) => "not your turn",
            E::NotNow(_) => "not now",
            E::MustRevive => "revive at 0 HP",
            E::LevelClosed(_) => "level needs a key",
            E::GatekeeperClosed(_) => "gatekeepers closed by the key",
            E::NoMonster => "no monster there",
            E::NotInHand(_) => "card not in hand",
            E::ColourCursed(_) => "colour curse",
            E::ChainBroken(_) => "next colour",
            E::NoAbility(_) => "hero ability",
            E::AbilityUsed => "once per battle",
            E::NoCursedEffect => "hero ability",
            E::NoPotion(_) => "potion not owned",
            E::NothingToHeal => "healing potion",
            E::StrengthAfterACard | E::NothingToDouble | E::AlreadyDoubled => "strength potion",
            E::CounterNamesACurse | E::NoSuchCurse(_) => "countercurse potion",
            E::HandWithinSize => "armour curse discard",
            E::NotDrawn(_) => "Taia keeps one",
            E::NotInPile(_) | E::NoStartingCard => "arranging the deck",
            E::PotionOwned(_) => "one potion of each kind",
            E::PileEmpty(_) => "potion pile empty",
            E::OnePawnshopCard => "one pawnshop card per visit",
            E::NotAtPawnshop(_) => "not at the pawnshop",
            E::NothingToPayWith | E::NoEquipment | E::StartingCardsCannotPay(_) => {
                "merchant payment"
            }
        }
    }
}

impl From<GoblinError> for RuleError {
    fn from(e: GoblinError) -> Self {
        RuleError::new(e.rule(), Cow::Owned(e.to_string()))
    }
}
