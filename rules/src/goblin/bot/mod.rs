//! Bots for Karak: Goblin: random, greedy (`greedy.rs`), easy (`easy.rs`: greedy with a
//! beginner's mistakes) and a search bot (`search.rs`). Every
//! bot decides on a copy of the game determinised for its seat (see [`crate::player`]); none
//! reads the game's RNG, so the greedy and random bots choose the same on any such copy.

mod easy;
mod greedy;
mod plan;
mod search;

pub use easy::easy_action;
pub use greedy::greedy_action;
pub use search::search_action;

use super::Goblin;
use crate::{Game, Player, Seat};
use rand_core::RngCore;
use serde::{Deserialize, Serialize};

/// Which bot plays a seat.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Bot {
    /// Information-set Monte Carlo over determinisations (`search.rs`), the strongest.
    #[default]
    Search,
    /// The greedy bot.
    Greedy,
    /// Uniformly random legal actions.
    Random,
    /// The greedy bot with a beginner's mistakes (`easy.rs`).
    Easy,
}

/// Playouts per candidate of the search bot.
pub const SEARCH_PLAYOUTS: u32 = 12;

impl Bot {
    /// Every bot, the default first.
    pub const ALL: &'static [Bot] = &[Bot::Search, Bot::Greedy, Bot::Random, Bot::Easy];

    /// The bot's name on command lines.
    pub fn name(self) -> &'static str {
        match self {
            Bot::Greedy => "greedy",
            Bot::Search => "search",
            Bot::Random => "random",
            Bot::Easy => "easy",
        }
    }
}

/// A bot at the table.
#[derive(Clone, Debug)]
pub struct GoblinBot {
    kind: Bot,
    /// Futures per candidate for the search bot.
    playouts: u32,
}

impl GoblinBot {
    /// A bot of `kind`.
    pub fn new(kind: Bot) -> Self {
        GoblinBot::with_playouts(kind, SEARCH_PLAYOUTS)
    }

    /// A bot of `kind`; the search bot plays `playouts` futures per candidate (fewer:
    /// faster and weaker). Other bots ignore it.
    pub fn with_playouts(kind: Bot, playouts: u32) -> Self {
        GoblinBot { kind, playouts }
    }

    /// Its kind.
    pub fn kind(&self) -> Bot {
        self.kind
    }
}

impl Player<Goblin> for GoblinBot {
    fn name(&self) -> &str {
        self.kind.name()
    }

    fn choose(
        &mut self,
        known: &Goblin,
        seat: Seat,
        rng: &mut dyn RngCore,
    ) -> Option<super::Action> {
        if known.to_act() != Some(seat) {
            return None;
        }
        match self.kind {
            Bot::Greedy => greedy_action(known),
            Bot::Search => search_action(known, seat, rng, self.playouts),
            Bot::Random => crate::random_action(known, rng),
            Bot::Easy => easy_action(known, rng),
        }
    }
}
