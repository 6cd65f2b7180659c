//! Karak's bots behind the [`Player`] trait. The choices are [`Bot::choose`]'s: the greedy,
//! beginner and random bots read the position (board, heroes, the pending decision, counts)
//! and their own RNG, never the game's RNG, so on a determinised copy they choose exactly as on
//! the game; the search bot redraws the game's RNG from its own for every playout.

use super::{Bot, GreedyBot, Karak, SEARCH_PLAYOUTS};
use crate::{Game, Player, Seat};
use rand_core::RngCore;

/// A Karak bot at the table: its kind, its search budget and the greedy bot's memo tables it
/// keeps between decisions (they only save work; a choice is the same with fresh tables).
#[derive(Clone, Debug)]
pub struct KarakBot {
    kind: Bot,
    greedy: GreedyBot,
    /// Playouts per candidate of the search bot.
    playouts: u32,
}

impl KarakBot {
    /// A bot of `kind` with empty memo tables (the random bot has none).
    pub fn new(kind: Bot) -> Self {
        let greedy = match kind {
            Bot::Greedy | Bot::Easy | Bot::Search => GreedyBot::new(),
            Bot::Random => GreedyBot::forgetful(),
        };
        Self {
            kind,
            greedy,
            playouts: SEARCH_PLAYOUTS,
        }
    }

    /// A bot of `kind` without memo tables: allocates nothing, chooses the same actions as
    /// [`KarakBot::new`]'s. For one decision at a time (a server moving one bot per request);
    /// the search bot keeps its tables, which its playouts use many times in one decision.
    pub fn forgetful(kind: Bot) -> Self {
        match kind {
            Bot::Search => Self::new(kind),
            _ => Self {
                kind,
                greedy: GreedyBot::forgetful(),
                playouts: SEARCH_PLAYOUTS,
            },
        }
    }

    /// A search bot with `playouts` playouts per candidate instead of [`SEARCH_PLAYOUTS`]
    /// (weaker and faster: quick tests, debug builds). Other kinds ignore the budget.
    pub fn with_playouts(kind: Bot, playouts: u32) -> Self {
        Self {
            playouts,
            ..Self::new(kind)
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
        match self.kind {
            Bot::Search => Bot::search(&mut self.greedy, self.playouts, known, &mut rng),
            kind => kind.choose(&mut self.greedy, known, &mut rng),
        }
    }
}
