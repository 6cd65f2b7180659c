//! The game as a seat may imagine it: other seats' hands and decks dealt again from what they
//! hold together (their union is public: every card a hero owns came from a public reward,
//! purchase or starting deck, less its public discard pile), and a fresh RNG for everything
//! still to be drawn (level decks, starting cards placed at random). The viewer's own hand and
//! arranged deck are kept.

use super::cards::CardId;
use super::turn::Decision;
use super::Goblin;
use crate::Viewer;
use rand_chacha::ChaCha8Rng;
use rand_core::{RngCore, SeedableRng};

impl Goblin {
    pub(crate) fn determinised<R: RngCore + ?Sized>(&self, viewer: Viewer, rng: &mut R) -> Goblin {
        let mut copy = self.clone();
        for seat in 0..copy.core.heroes.len() {
            let known = match viewer {
                Viewer::Omniscient => true,
                Viewer::Seat(s) => s.index() == seat,
                Viewer::Spectator => false,
            };
            if known {
                continue;
            }
            let h = &mut copy.core.heroes[seat];
            let mut pool: Vec<CardId> = h.hand.clone();
            pool.extend(h.deck.iter().flatten());
            pool.extend(h.unknown.iter());
            pool.sort_unstable();
            for i in (1..pool.len()).rev() {
                let j = crate::hash::uniform(rng, i as u32 + 1) as usize;
                pool.swap(i, j);
            }
            let mut hand: Vec<CardId> = pool.split_off(pool.len() - h.hand.len());
            hand.sort_unstable();
            h.deck = pool.into_iter().map(Some).collect();
            h.unknown.clear();
            if copy.turn.decision == Decision::TaiaKeep && usize::from(copy.turn.seat) == seat {
                // Her two cards are two of the hand she is imagined to hold.
                let n = hand.len();
                copy.turn.taia = [hand[n.saturating_sub(2)], hand[n - 1]];
            }
            h.hand = hand;
        }
        copy.rng = ChaCha8Rng::seed_from_u64(rng.next_u64());
        copy
    }
}
