//! Why an action is refused, as a typed error naming the rule broken. Converted to the
//! contract's [`RuleError`] (its `rule` is [`GoblinError::rule`]).

use super::cards::{CardId, Colour, Curse, Hero, Level, Potion};
use super::turn::Decision;
use crate::game::rule_codes;
use crate::RuleError;
use std::borrow::Cow;

rule_codes! {
    /// The rules of Karak: Goblin a player can break, each with its stable code: the `rule` of
    /// every [`RuleError`] the game gives (and of the JSON API's refusals), which the UI
    /// translates. [`GoblinError::rule`] says which rule each refusal breaks.
    pub enum Rule {
        /// The game has ended: the lord has been defeated.
        GameOver = "game over",
        /// Only the seat whose decision it is may act.
        NotYourTurn = "not your turn",
        /// An action answers the pending decision only.
        NotNow = "not now",
        /// A hero who starts the turn without HP spends it reviving.
        MustRevive = "revive at 0 HP",
        /// A level opens with the key of the level before it (the lord's chamber with key III).
        LevelNeedsKey = "level needs a key",
        /// A level's gatekeepers are closed to a hero holding its key.
        GatekeepersClosed = "gatekeepers closed by the key",
        /// A fight needs a monster that can be fought at that place.
        NoMonster = "no monster there",
        /// Only cards in the hand are played, discarded or paid.
        CardNotInHand = "card not in hand",
        /// A monster's colour curse forbids cards of its colour.
        ColourCurse = "colour curse",
        /// Each card after the first is of a colour the card before it shows.
        NextColour = "next colour",
        /// A hero's ability: only that hero's, only with the abilities option, and only where it
        /// applies.
        HeroAbility = "hero ability",
        /// A hero's ability is used once per battle.
        OncePerBattle = "once per battle",
        /// Only potions owned are drunk.
        PotionNotOwned = "potion not owned",
        /// The potion of healing gives back HP a hero has lost.
        HealingPotion = "healing potion",
        /// The potion of strength doubles the attack or defence of the card just played, once.
        StrengthPotion = "strength potion",
        /// The potion of countercurse lifts one curse of the monster in force.
        CountercursePotion = "countercurse potion",
        /// Under an armour curse the hand is discarded down to its size, no further.
        ArmourCurseDiscard = "armour curse discard",
        /// Taia keeps one of the two cards she drew.
        TaiaKeepsOne = "Taia keeps one",
        /// A new deck is arranged from the cards in it, starting cards at random places.
        ArrangingTheDeck = "arranging the deck",
        /// A hero owns one potion of each kind at most.
        OnePotionEach = "one potion of each kind",
        /// A potion is bought while its pile has one.
        PotionPileEmpty = "potion pile empty",
        /// One card from the pawnshop per visit to the merchant.
        OnePawnshopCard = "one pawnshop card per visit",
        /// Only cards at the pawnshop are bought there.
        NotAtPawnshop = "not at the pawnshop",
        /// A purchase is paid with a monster-back card from the hand or the weapon or armour worn.
        MerchantPayment = "merchant payment",
    }
}

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
    /// The rule broken (its [`Rule::code`] is the refusal's stable `rule`).
    pub fn rule(self) -> Rule {
        use GoblinError as E;
        match self {
            E::GameOver => Rule::GameOver,
            E::NotYourTurn(_) => Rule::NotYourTurn,
            E::NotNow(_) => Rule::NotNow,
            E::MustRevive => Rule::MustRevive,
            E::LevelClosed(_) => Rule::LevelNeedsKey,
            E::GatekeeperClosed(_) => Rule::GatekeepersClosed,
            E::NoMonster => Rule::NoMonster,
            E::NotInHand(_) => Rule::CardNotInHand,
            E::ColourCursed(_) => Rule::ColourCurse,
            E::ChainBroken(_) => Rule::NextColour,
            E::NoAbility(_) => Rule::HeroAbility,
            E::AbilityUsed => Rule::OncePerBattle,
            E::NoCursedEffect => Rule::HeroAbility,
            E::NoPotion(_) => Rule::PotionNotOwned,
            E::NothingToHeal => Rule::HealingPotion,
            E::StrengthAfterACard | E::NothingToDouble | E::AlreadyDoubled => Rule::StrengthPotion,
            E::CounterNamesACurse | E::NoSuchCurse(_) => Rule::CountercursePotion,
            E::HandWithinSize => Rule::ArmourCurseDiscard,
            E::NotDrawn(_) => Rule::TaiaKeepsOne,
            E::NotInPile(_) | E::NoStartingCard => Rule::ArrangingTheDeck,
            E::PotionOwned(_) => Rule::OnePotionEach,
            E::PileEmpty(_) => Rule::PotionPileEmpty,
            E::OnePawnshopCard => Rule::OnePawnshopCard,
            E::NotAtPawnshop(_) => Rule::NotAtPawnshop,
            E::NothingToPayWith | E::NoEquipment | E::StartingCardsCannotPay(_) => {
                Rule::MerchantPayment
            }
        }
    }
}

impl From<GoblinError> for RuleError {
    fn from(e: GoblinError) -> Self {
        RuleError::new(e.rule(), Cow::Owned(e.to_string()))
    }
}
