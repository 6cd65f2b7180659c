//! The end: the game ends the moment the dragon is defeated (or, in the expert variant, when a
//! hero holds six treasures). 1 VP per treasure, 1.5 VP for the ruby (kept as half points);
//! most VP wins and ties share the win.

use super::data::{HeroKind, ITEMS};
use super::events::EndReason;
use super::Karak;
use crate::Seat;
use serde::{Deserialize, Serialize};

/// One hero's score.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Score {
    /// The seat.
    pub seat: Seat,
    /// The hero.
    pub hero: HeroKind,
    /// Victory points × 2 (the ruby is worth 3 half points).
    pub vp_half: u16,
}

/// Scores and winners of a finished game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    /// Why the game ended.
    pub reason: EndReason,
    /// Every seat's score, in seat order.
    pub scores: Vec<Score>,
    /// The winners (several on a tie).
    pub winners: Vec<Seat>,
}

impl Karak {
    /// Victory points × 2 of `seat` (works during the game too).
    pub fn vp_half(&self, seat: Seat) -> u16 {
        if seat.0 >= self.core.players {
            return 0;
        }
        let inv = &self.hero(seat.0).inv;
        ITEMS
            .iter()
            .map(|i| u16::from(inv[i.index()]) * i.vp_half())
            .sum()
    }

    pub(crate) fn make_outcome(&self) -> Option<Outcome> {
        let reason = self.core.over?;
        let scores: Vec<Score> = (0..self.core.players)
            .map(|s| Score {
                seat: Seat(s),
                hero: self.hero(s).kind,
                vp_half: self.vp_half(Seat(s)),
            })
            .collect();
        let winners = match reason {
            EndReason::SixTreasures => vec![Seat(self.turn.seat)],
            EndReason::DragonDefeated => {
                let best = scores.iter().map(|s| s.vp_half).max().unwrap_or(0);
                scores
                    .iter()
                    .filter(|s| s.vp_half == best)
                    .map(|s| s.seat)
                    .collect()
            }
        };
        Some(Outcome {
            reason,
            scores,
            winners,
        })
    }
}
