//! The turn: one of fight a monster, visit the merchant or revive [rulebook]; at 0 HP only the
//! revive. Every choice within it is a pending [`Decision`] with its own legal [`Action`]s, and
//! the turn ends with the played cards to the discard pile and a draw up to the hand size.

use super::battle::Battle;
use super::cards::{CardId, Curse, Level, Potion, MAX_HP};
use super::events::Event;
use super::Goblin;
use serde::{Deserialize, Serialize};

/// A monster a hero may choose to fight.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Target {
    /// A face-up monster of a level's row, by its place (0..5).
    Row {
        /// The level (I to III).
        level: Level,
        /// The place in the row.
        slot: u8,
    },
    /// The top card of a level's gatekeeper deck.
    Gate(Level),
    /// The Lord of All Monsters.
    Lord,
}

/// What a hero buys at the merchant.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Ware {
    /// A potion from its pile.
    Potion(Potion),
    /// A card from the pawnshop.
    Pawned(CardId),
}

/// What a hero pays a purchase with (the card goes to the pawnshop) [rulebook: the weapon, the
/// armour or a monster-back action card from the hand; never a key, a potion or a starting card].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Payment {
    /// The weapon worn.
    Weapon,
    /// The armour worn.
    Armour,
    /// An action card with a monster back, from the hand.
    Card(CardId),
}

/// A player's decision. Which ones are legal depends on the pending [`Decision`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// Turn: spend the turn reviving (all HP back).
    #[default]
    Revive,
    /// Turn: fight this monster.
    Fight(Target),
    /// Turn: visit the merchant.
    Merchant,
    /// Armour curse: discard this card from the hand, down to the hand size.
    Discard(CardId),
    /// Battle: play this card from the hand (abilities that only widen what may be played are
    /// used when needed).
    Play(CardId),
    /// Battle, Xanros: play this card and use his ability to count its effect a curse forbids.
    PlayUncursed(CardId),
    /// Battle (or after the hits, healing only): drink a potion of healing or of strength.
    Drink(Potion),
    /// Battle: drink the countercurse potion against this curse of the monster.
    Counter(Curse),
    /// Battle: play no more cards; the end of the battle is evaluated.
    Stop,
    /// After the hits: go on to strike without drinking.
    Continue,
    /// Taia: keep this of the two cards drawn; the other goes to the bottom of her deck.
    Keep(CardId),
    /// Arranging a reshuffled deck: this monster-back card next, top to bottom (ruling 3).
    Place(CardId),
    /// Arranging: a starting card next, drawn at random from those of the pile (ruling 3).
    PlaceStarting,
    /// Arranging: the rest of the pile in an order drawn at random ("shuffle for me"), the
    /// quick answer to ruling 3 for a player who does not mind the order.
    ShuffleRest,
    /// A weapon or armour won: wear it (the one worn goes to the pawnshop).
    Equip,
    /// A weapon or armour won: send it to the pawnshop.
    Pawn,
    /// Merchant: buy this.
    Buy(Ware),
    /// Merchant: pay the chosen purchase with this.
    Pay(Payment),
    /// Merchant: done shopping (then draw up to the hand size).
    Leave,
}

/// The decision pending.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Decision {
    /// The start of a turn: fight, merchant or revive.
    #[default]
    Turn,
    /// Entering a battle under an armour curse with too many cards: discard down.
    Discard,
    /// Playing cards in a battle.
    Battle,
    /// Hits taken and the last HP held: a potion of healing may be drunk.
    AfterHits,
    /// Taia drew two cards (known to her only) and keeps one.
    TaiaKeep,
    /// A reshuffled discard pile to arrange into the deck, top to bottom.
    Arrange,
    /// A weapon or armour won: wear it or pawn it.
    Reward(CardId),
    /// At the merchant.
    Merchant,
    /// At the merchant, the purchase chosen: its payment.
    Pay(Ware),
    /// The game is over.
    Over,
}

/// What the turn does once the pending draws are done.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub(crate) enum Then {
    /// Back to the battle.
    #[default]
    Battle,
    /// The end of the turn.
    EndTurn,
}

/// Draws under way (a draw effect or the refill at the end of a turn).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub(crate) struct Drawing {
    pub left: u8,
    /// Taia's ability: each card drawn is two, one kept.
    pub taia: bool,
    pub then: Then,
}

/// The turn's bookkeeping.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub(crate) struct Turn {
    pub seat: u8,
    pub decision: Decision,
    pub battle: Option<Battle>,
    pub drawing: Drawing,
    /// Taia's two cards while she chooses.
    pub taia: [CardId; 2],
    /// A reshuffled discard pile being arranged, sorted by id.
    pub arranging: Vec<CardId>,
    /// A pawnshop card was bought this visit (one at most).
    pub pawn_bought: bool,
    /// Turns begun, for statistics.
    pub number: u32,
}

impl Goblin {
    /// Carries out a legal action.
    pub(crate) fn perform(&mut self, action: Action, ev: &mut Vec<Event>) {
        let seat = self.turn.seat;
        match action {
            Action::Revive => {
                let hp = self.me().hp;
                self.me_mut().hp = MAX_HP;
                ev.push(Event::Revived {
                    seat,
                    healed: MAX_HP - hp,
                });
                self.finish_turn(ev);
            }
            Action::Fight(target) => self.start_battle(target, ev),
            Action::Merchant => {
                ev.push(Event::VisitedMerchant { seat });
                self.turn.pawn_bought = false;
                self.turn.decision = Decision::Merchant;
            }
            Action::Discard(card) => self.discard_for_curse(card, ev),
            Action::Play(card) => self.play(card, false, ev),
            Action::PlayUncursed(card) => self.play(card, true, ev),
            Action::Drink(p) => self.drink(p, ev),
            Action::Counter(c) => self.counter(c, ev),
            Action::Stop => self.end_battle(ev),
            Action::Continue => self.strike(ev),
            Action::Keep(card) => self.taia_keep(card, ev),
            Action::Place(card) => self.place(Some(card), ev),
            Action::PlaceStarting => self.place(None, ev),
            Action::ShuffleRest => self.shuffle_rest(ev),
            Action::Equip => self.take_equipment(true, ev),
            Action::Pawn => self.take_equipment(false, ev),
            Action::Buy(ware) => self.turn.decision = Decision::Pay(ware),
            Action::Pay(p) => self.pay(p, ev),
            Action::Leave => self.finish_turn(ev),
        }
    }

    /// Step 4 of the battle, and the end of every turn: played cards to the discard pile, then
    /// draw up to the hand size [rulebook].
    pub(crate) fn finish_turn(&mut self, ev: &mut Vec<Event>) {
        if let Some(b) = self.turn.battle.take() {
            let me = self.me_mut();
            me.discard.extend(b.played.iter().map(|p| p.card));
        }
        let want = usize::from(self.hand_size(self.turn.seat, None));
        let have = self.me().hand.len();
        self.turn.drawing = super::turn::Drawing {
            left: want.saturating_sub(have) as u8,
            taia: false,
            then: Then::EndTurn,
        };
        self.run_draws(ev);
    }

    /// The next seat's turn (draws done).
    pub(crate) fn next_turn(&mut self, ev: &mut Vec<Event>) {
        ev.push(Event::TurnEnded {
            seat: self.turn.seat,
        });
        let n = self.core.heroes.len() as u8;
        self.turn.seat = (self.turn.seat + 1) % n;
        self.turn.decision = Decision::Turn;
        self.turn.number += 1;
        ev.push(Event::TurnStarted {
            seat: self.turn.seat,
        });
    }
}
