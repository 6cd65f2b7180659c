//! What happened, for logs and animations, and what each viewer may know of it: a card drawn,
//! the cards Taia chose between and the order a deck is arranged in are the owner's only
//! ([`redact`]).

use super::cards::{CardId, Curse, Hero, Level, Potion};
use super::turn::{Payment, Target, Ware};
use crate::{Seat, Viewer};
use serde::{Deserialize, Serialize};

/// Something that happened.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type")]
pub enum Event {
    /// Setup: the lord of this game.
    LordDrawn {
        /// The lord.
        lord: CardId,
    },
    /// A seat's turn begins.
    TurnStarted {
        /// The seat.
        seat: u8,
    },
    /// A seat's turn ends.
    TurnEnded {
        /// The seat.
        seat: u8,
    },
    /// The turn spent reviving.
    Revived {
        /// The seat.
        seat: u8,
        /// HP regained.
        healed: u8,
    },
    /// The turn spent at the merchant.
    VisitedMerchant {
        /// The seat.
        seat: u8,
    },
    /// A battle begins.
    FightStarted {
        /// The seat.
        seat: u8,
        /// Where the monster is.
        target: Target,
        /// The monster.
        monster: CardId,
    },
    /// Discarded before the battle (armour curse).
    Discarded {
        /// The seat.
        seat: u8,
        /// The card.
        card: CardId,
    },
    /// A card played.
    Played {
        /// The seat.
        seat: u8,
        /// The card.
        card: CardId,
        /// With the hero's ability.
        ability: bool,
    },
    /// A card drawn; `None` for everyone but its owner.
    Drew {
        /// The seat.
        seat: u8,
        /// The card.
        card: Option<CardId>,
    },
    /// No card to draw: deck and discard pile empty.
    DrawSkipped {
        /// The seat.
        seat: u8,
        /// Cards not drawn.
        missed: u8,
    },
    /// The discard pile becomes the deck, to arrange.
    Reshuffled {
        /// The seat.
        seat: u8,
        /// Cards in it.
        cards: u8,
    },
    /// A card placed into the deck while arranging (`None`: a starting card). Only the owner
    /// learns the order.
    Placed {
        /// The seat.
        seat: u8,
        /// The card.
        card: Option<CardId>,
    },
    /// Taia kept one of her two cards and put the other at the bottom of her deck.
    TaiaKept {
        /// The seat.
        seat: u8,
        /// The card kept (owner only).
        kept: Option<CardId>,
        /// The card at the bottom (owner only).
        bottom: Option<CardId>,
    },
    /// HP regained (card, heart, potion).
    Healed {
        /// The seat.
        seat: u8,
        /// HP regained.
        healed: u8,
    },
    /// A potion drunk.
    Drank {
        /// The seat.
        seat: u8,
        /// The potion.
        potion: Potion,
        /// The curse countered.
        curse: Option<Curse>,
    },
    /// Step 1: the monster's hits.
    HitsTaken {
        /// The seat.
        seat: u8,
        /// The monster's attack.
        attack: u8,
        /// The hero's defence.
        defence: u8,
        /// HP lost.
        lost: u8,
        /// HP left.
        hp: u8,
    },
    /// The last HP lost: the turn ends (Aderyn may still strike).
    LastHpLost {
        /// The seat.
        seat: u8,
    },
    /// Step 2: the strike.
    Struck {
        /// The seat.
        seat: u8,
        /// Hits dealt.
        attack: u8,
        /// The monster's HP.
        hp: u8,
        /// Whether the monster is defeated.
        won: bool,
    },
    /// Step 3: the monster card taken.
    Won {
        /// The seat.
        seat: u8,
        /// The card.
        card: CardId,
    },
    /// A row's space refilled from the level deck, and the deck's new top.
    RowRefilled {
        /// The level.
        level: Level,
        /// The space.
        slot: u8,
        /// The card now there.
        card: Option<CardId>,
        /// The level deck's new top.
        top: Option<CardId>,
    },
    /// A gatekeeper deck's new top.
    GateRevealed {
        /// The level.
        level: Level,
        /// The new top.
        top: Option<CardId>,
    },
    /// Equipment worn; the one worn before pawned.
    Equipped {
        /// The seat.
        seat: u8,
        /// The card.
        card: CardId,
        /// The card pawned for it.
        replaced: Option<CardId>,
    },
    /// Equipment sent to the pawnshop.
    Pawned {
        /// The seat.
        seat: u8,
        /// The card.
        card: CardId,
    },
    /// A purchase at the merchant.
    Bought {
        /// The seat.
        seat: u8,
        /// What was bought.
        ware: Ware,
        /// What paid for it.
        payment: Payment,
    },
    /// The lord is defeated.
    GameOver {
        /// The champion.
        winner: u8,
    },
}

/// The end of a game: the champion of the realm and every seat's keys.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    /// The seat that defeated the lord.
    pub winner: Seat,
    /// Its hero.
    pub hero: Hero,
    /// Keys held per seat (the winner's three).
    pub keys: Vec<u8>,
}

/// `event` as `viewer` may know it.
pub fn redact(event: &Event, viewer: Viewer) -> Option<Event> {
    let owner = |seat: u8| match viewer {
        Viewer::Omniscient => true,
        Viewer::Seat(s) => s.0 == seat,
        Viewer::Spectator => false,
    };
    Some(match *event {
        Event::Drew { seat, .. } if !owner(seat) => Event::Drew { seat, card: None },
        Event::Placed { seat, .. } if !owner(seat) => Event::Placed { seat, card: None },
        Event::TaiaKept { seat, .. } if !owner(seat) => Event::TaiaKept {
            seat,
            kept: None,
            bottom: None,
        },
        _ => event.clone(),
    })
}
