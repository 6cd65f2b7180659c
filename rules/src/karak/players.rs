//! Karak's bots behind the [`Player`] trait. The choices are [`Bot::choose`]'s: the greedy bot
//! and the random bot read the position (board, heroes, the pending decision, counts) and their
//! own RNG, never the game's RNG, so on a determinised copy they choose exactly as on the game.

use super::{Bot, GreedyBot, Karak};
use crate::{Game, Player, Seat};
use rand_core::RngCore;

/// A Karak bot at the table: its kind and, for the greedy kind, the memo tables it keeps
/// between decisions (they only save work; a choice is the same with fresh tables).
#[derive(Clone, Debug)]
pub struct KarakBot {
    kind: Bot,
    greedy: GreedyBot,
}

impl KarakBot {
    /// A bot of `kind` with empty memo tables (only the greedy kind has any).
    pub fn new(kind: Bot) -> Self {
        let greedy = match kind {
            Bot::Greedy => GreedyBot::new(),
            Bot::Random => GreedyBot::forgetful(),
        };
        Self { kind, greedy }
    }

    /// A bot of `kind` without memo tables: allocates nothing, chooses the same actions as
    /// [`KarakBot::new`]'s. For one decision at a time (a server moving one bot per request).
    pub fn forgetful(kind: Bot) -> Self {
        Self {
            kind,
            greedy: GreedyBot::forgetful(),
        }
    }

    /// Its kind.
    pub fn kind(&self) -> Bot {
        self.kind
    }
}

impl Player<Karak> for KarakBot {
    fn name(&self) -> &str {
        self.kind.name()
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
        self.kind.choose(&mut self.greedy, known, &mut rng)
    }
}
