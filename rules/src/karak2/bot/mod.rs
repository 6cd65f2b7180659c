//! Karak 2's computer players: random (any legal action) and greedy (a plain plan: heal when
//! low, build a city and its buildings, recruit the strongest units it can pay, gather, fight
//! what its dice beat more often than not, explore, and hunt the Dark General when strong).
//! Both choose from a copy determinised for their seat.

mod greedy;
mod odds;
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
}

impl Bot {
    /// Every bot, the default first.
    pub const ALL: &'static [Bot] = &[Bot::Greedy, Bot::Random];
}

/// A bot at work.
#[derive(Clone, Debug)]
pub struct Karak2Bot {
    bot: Bot,
}

impl Karak2Bot {
    /// A player for `bot`.
    pub fn new(bot: Bot) -> Karak2Bot {
        Karak2Bot { bot }
    }
}

impl Player<Karak2> for Karak2Bot {
    fn name(&self) -> &str {
        match self.bot {
            Bot::Greedy => "greedy",
            Bot::Random => "random",
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
        }
    }
}
