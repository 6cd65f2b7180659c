//! Setup [rulebook]: per level, the gatekeepers set apart and shuffled into their own deck,
//! the rest shuffled, five dealt face up into the row and the deck beside it; one of the three
//! lords drawn at random; the potions in three piles; the pawnshop empty. Each hero shuffles
//! its six starting cards, draws four and has 5 HP. The youngest player begins: seat 0.

use super::cards::{CardId, Hero, Level, MAX_HP, POTIONS, ROW};
use super::caverns::{Cavern, LEVELS};
use super::events::Event;
use super::turn::Turn;
use super::{insert_sorted, Core, Goblin, HeroState};
use crate::SetupError;
use rand_chacha::ChaCha8Rng;
use rand_core::SeedableRng;
use serde::{Deserialize, Serialize};

/// The options of a game: the heroes, seat by seat, and whether the optional hero abilities
/// are played.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GoblinOptions {
    /// One hero per seat, 2 to 4, each at most once.
    pub heroes: Vec<Hero>,
    /// The optional abilities ("if all players agree").
    #[serde(default)]
    pub abilities: bool,
}

impl GoblinOptions {
    /// The standard game (no abilities) for these heroes.
    pub fn new(heroes: Vec<Hero>) -> Self {
        GoblinOptions {
            heroes,
            abilities: false,
        }
    }
}

/// The table's choice apart from the heroes: the optional abilities.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct GoblinVariant {
    /// The optional hero abilities.
    #[serde(default)]
    pub abilities: bool,
}

impl Goblin {
    /// Sets a game up from options and a seed, with the lord drawn as its event.
    ///
    /// # Errors
    /// [`SetupError`] for fewer than 2 or more than 4 heroes, or a hero chosen twice.
    pub fn new_with_events(
        options: &GoblinOptions,
        seed: u64,
    ) -> Result<(Self, Vec<Event>), SetupError> {
        let n = options.heroes.len();
        if !(2..=4).contains(&n) {
            return Err(SetupError(format!("2 to 4 heroes, not {n}")));
        }
        for (i, h) in options.heroes.iter().enumerate() {
            if options.heroes[..i].contains(h) {
                return Err(SetupError(format!("{h:?} chosen twice")));
            }
        }
        let mut game = Goblin {
            core: Core {
                abilities: options.abilities,
                piles: POTIONS,
                ..Core::default()
            },
            turn: Turn::default(),
            rng: ChaCha8Rng::seed_from_u64(seed),
        };
        for (i, level) in LEVELS.into_iter().enumerate() {
            let (gates, rest): (Vec<CardId>, Vec<CardId>) =
                CardId::of_level(level).partition(|c| c.monster().is_some_and(|m| m.gatekeeper()));
            game.core.caverns[i] = Cavern {
                pool: rest,
                gate_pool: gates,
                ..Cavern::default()
            };
            for slot in 0..ROW {
                game.core.caverns[i].row[slot] = game.draw_pool(i, false);
            }
            game.core.caverns[i].top = game.draw_pool(i, false);
            game.core.caverns[i].gate = game.draw_pool(i, true);
        }
        let lords: Vec<CardId> = CardId::of_level(Level::Lord).collect();
        let lord = lords[game.rand(lords.len())];
        game.core.lord = Some(lord);
        game.core.lord_drawn = lord;
        for hero in &options.heroes {
            let mut cards: Vec<CardId> = CardId::starting(*hero).collect();
            let mut hand = Vec::new();
            for _ in 0..4 {
                let i = game.rand(cards.len());
                insert_sorted(&mut hand, cards.remove(i));
            }
            game.core.heroes.push(HeroState {
                hero: *hero,
                hp: MAX_HP,
                hand,
                deck: vec![None; cards.len()],
                unknown: cards,
                ..HeroState::default()
            });
        }
        Ok((
            game,
            vec![Event::LordDrawn { lord }, Event::TurnStarted { seat: 0 }],
        ))
    }

    /// The heroes of the game, seat by seat.
    pub fn heroes(&self) -> Vec<Hero> {
        self.core.heroes.iter().map(|h| h.hero).collect()
    }
}
