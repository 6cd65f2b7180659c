//! Drawing, reshuffling and arranging [rulebook: "Your action cards"; ruling 3].
//!
//! A hero reshuffles only when drawing from an empty deck, never shuffling in the cards played
//! this turn (they are on the table until the turn ends); with no deck and no discard pile the
//! draw is skipped. A reshuffled pile is arranged by its owner top to bottom, one choice at a
//! time: a named monster-back card, or "a starting card" (which one is drawn at random from the
//! pile's starting cards when it is drawn). When only one kind of choice is left the rest is
//! placed at once.

use super::events::Event;
use super::turn::{Decision, Then};
use super::{insert_sorted, remove_card, CardId, Goblin};

impl Goblin {
    /// Runs the pending draws of the active seat until they are done or a decision is needed
    /// (arranging a reshuffled pile, Taia's choice), then goes on as the drawing says.
    pub(crate) fn run_draws(&mut self, ev: &mut Vec<Event>) {
        let seat = self.turn.seat;
        while self.turn.drawing.left > 0 {
            let (deck, discard) = (self.me().deck.len(), self.me().discard.len());
            if self.turn.drawing.taia && deck + discard >= 2 {
                // "If her deck has only one card, she shuffles her discard pile so she can
                // draw 2": the pile goes beneath the card left.
                if deck < 2 {
                    if self.begin_arrange(ev) {
                        return;
                    }
                    continue;
                }
                let a = self.draw_one(ev);
                let b = self.draw_one(ev);
                self.turn.drawing.left -= 1;
                self.turn.taia = [a, b];
                self.turn.decision = Decision::TaiaKeep;
                return;
            }
            if deck == 0 {
                if discard == 0 {
                    ev.push(Event::DrawSkipped {
                        seat,
                        missed: self.turn.drawing.left,
                    });
                    self.turn.drawing.left = 0;
                    break;
                }
                if self.begin_arrange(ev) {
                    return;
                }
                continue;
            }
            self.draw_one(ev);
            self.turn.drawing.left -= 1;
        }
        match self.turn.drawing.then {
            Then::Battle => self.turn.decision = Decision::Battle,
            Then::EndTurn => self.next_turn(ev),
        }
    }

    /// Draws the top card of the active seat's deck into the hand (the deck is not empty).
    fn draw_one(&mut self, ev: &mut Vec<Event>) -> CardId {
        let seat = self.turn.seat;
        let slot = self.me_mut().deck.pop().flatten();
        let card = match slot {
            Some(c) => c,
            None => {
                let n = self.me().unknown.len().max(1);
                let i = self.rand(n);
                let unknown = &mut self.me_mut().unknown;
                if unknown.is_empty() {
                    // Unreachable: every `None` slot has its card in `unknown`.
                    CardId(0)
                } else {
                    unknown.remove(i.min(unknown.len() - 1))
                }
            }
        };
        insert_sorted(&mut self.me_mut().hand, card);
        ev.push(Event::Drew {
            seat,
            card: Some(card),
        });
        card
    }

    /// The discard pile becomes the pile to arrange. Returns whether a decision is pending
    /// (otherwise everything was placed at once).
    fn begin_arrange(&mut self, ev: &mut Vec<Event>) -> bool {
        let seat = self.turn.seat;
        let mut pile = std::mem::take(&mut self.me_mut().discard);
        pile.sort_unstable();
        ev.push(Event::Reshuffled {
            seat,
            cards: pile.len() as u8,
        });
        self.turn.arranging = pile;
        self.auto_arrange();
        if self.turn.arranging.is_empty() {
            false
        } else {
            self.turn.decision = Decision::Arrange;
            true
        }
    }

    /// Places the rest of the pile while there is only one choice: one card left, or only
    /// starting cards (indistinguishable by their backs).
    fn auto_arrange(&mut self) {
        let pile = std::mem::take(&mut self.turn.arranging);
        if pile.len() == 1 {
            self.me_mut().deck.insert(0, Some(pile[0]));
        } else if pile.iter().all(|c| !c.monster_back()) {
            for c in pile {
                let me = self.me_mut();
                me.deck.insert(0, None);
                insert_sorted(&mut me.unknown, c);
            }
        } else {
            self.turn.arranging = pile;
        }
    }

    /// Places a card of the pile (or a starting card) next, beneath those placed before.
    pub(crate) fn place(&mut self, card: Option<CardId>, ev: &mut Vec<Event>) {
        let seat = self.turn.seat;
        match card {
            Some(c) => {
                remove_card(&mut self.turn.arranging, c);
                self.me_mut().deck.insert(0, Some(c));
            }
            None => {
                // Which starting card it is stays unknown: it joins the hidden ones.
                if let Some(i) = self.turn.arranging.iter().position(|c| !c.monster_back()) {
                    let c = self.turn.arranging.remove(i);
                    let me = self.me_mut();
                    me.deck.insert(0, None);
                    insert_sorted(&mut me.unknown, c);
                }
            }
        }
        ev.push(Event::Placed { seat, card });
        self.auto_arrange();
        if self.turn.arranging.is_empty() {
            self.run_draws(ev);
        }
    }

    /// Places the rest of the pile in an order drawn with the game's RNG, card by card as if
    /// each had been placed by hand (so the owner knows the order, as after arranging).
    pub(crate) fn shuffle_rest(&mut self, ev: &mut Vec<Event>) {
        while self.turn.decision == Decision::Arrange && !self.turn.arranging.is_empty() {
            let i = self.rand(self.turn.arranging.len());
            let card = self.turn.arranging[i];
            self.place(card.monster_back().then_some(card), ev);
        }
    }

    /// Taia keeps `card` of the two she drew; the other goes to the bottom of her deck, where
    /// she knows it is.
    pub(crate) fn taia_keep(&mut self, card: CardId, ev: &mut Vec<Event>) {
        let seat = self.turn.seat;
        let [a, b] = self.turn.taia;
        let other = if card == a { b } else { a };
        let me = self.me_mut();
        remove_card(&mut me.hand, other);
        me.deck.insert(0, Some(other));
        ev.push(Event::TaiaKept {
            seat,
            kept: Some(card),
            bottom: Some(other),
        });
        self.turn.taia = [CardId::default(); 2];
        self.turn.decision = Decision::Battle;
        self.run_draws(ev);
    }
}
