//! Karak's bots behind the [`Player`] trait. The choices are [`Bot::choose`]'s: the greedy bot
//! and the random bot read the position (board, heroes, the pending decision, counts) and their
//! own RNG, never the game's RNG, so on a determinised copy they choose exactly as on the game.

use super::{Bot, Karak};
use crate::{Game, Player, Seat};
use rand_core::RngCore;

impl Player<Karak> for Bot {
    fn name(&self) -> &str {
        Bot::name(*self)
    }

    fn choose(
        &mut self,
        known: &Karak,
        seat: Seat,
        mut rng: &mut dyn RngCore,
    ) -> Option<super::Action> {
        if known.to_act() != Some(seat) {
            return None;
        }
        Bot::choose(*self, known, &mut rng)
    }
}
