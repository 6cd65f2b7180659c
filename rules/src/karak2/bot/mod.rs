//! Karak 2's computer players: random (any legal action); greedy (`greedy.rs`: cure and heal
//! when low, build a city off the start tile and its buildings, recruit up to glory, fight by
//! the odds of its dice (`odds.rs`), walk with a purpose (`walk.rs`), and take on the Dark
//! General while it leads); search (`search.rs`: the same plan hunting the General whenever his
//! fall would win, after soul stones at longer odds, rolling only the dice a battle needs
//! (`dice.rs`), with Monte Carlo where he can be fought). All choose from a copy determinised
//! for their seat.

mod dice;
mod easy;
mod economy;
mod fights;
mod greedy;
mod odds;
mod search;
mod walk;

use rand_core::RngCore;
use serde::{Deserialize, Serialize};

use super::turn::Action;
use super::Karak2;
use crate::{Player, Seat};

/// Which bot plays a seat.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Bot {
    /// The plain plan.
    #[default]
    Greedy,
    /// Any legal action.
    Random,
    /// The plan in the Hunter's style, with Monte Carlo where the Dark General can be fought
    /// (`search.rs`).
    Search,
    /// The plain plan with a beginner's mistakes (`easy.rs`).
    Easy,
}

/// Futures played per candidate by the search bot.
pub const SEARCH_PLAYOUTS: u32 = 32;

impl Bot {
    /// Every bot, the default first.
    pub const ALL: &'static [Bot] = &[Bot::Greedy, Bot::Random, Bot::Search, Bot::Easy];
}

/// A bot at work.
#[derive(Clone, Debug)]
pub struct Karak2Bot {
    bot: Bot,
    /// Futures per candidate for the search bot.
    playouts: u32,
}

impl Karak2Bot {
    /// A player for `bot`.
    pub fn new(bot: Bot) -> Karak2Bot {
        Karak2Bot::with_playouts(bot, SEARCH_PLAYOUTS)
    }

    /// A player for `bot`; the search bot plays `playouts` futures per candidate (fewer: faster
    /// and weaker, as in debug-built tests). Other bots ignore it.
    pub fn with_playouts(bot: Bot, playouts: u32) -> Karak2Bot {
        Karak2Bot { bot, playouts }
    }
}

impl Player<Karak2> for Karak2Bot {
    fn name(&self) -> &str {
        match self.bot {
            Bot::Greedy => "greedy",
            Bot::Random => "random",
            Bot::Search => "search",
            Bot::Easy => "easy",
        }
    }

    fn choose(&mut self, known: &Karak2, seat: Seat, rng: &mut dyn RngCore) -> Option<Action> {
        if known.to_act() != Some(seat) {
            return None;
        }
        let legal = known.legal_actions();
        match self.bot {
            Bot::Random => {
                let i = crate::hash::uniform(rng, legal.len() as u32) as usize;
                legal.get(i).copied()
            }
            Bot::Greedy => greedy::choose(known, &legal, rng),
            Bot::Easy => easy::choose(known, &legal, rng),
            Bot::Search => search::choose(known, seat, &legal, rng, self.playouts),
        }
    }
}
