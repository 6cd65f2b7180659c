//! Setting up [rulebook: "Setting up the game"]: the start tile in the middle, the tier-1 deck
//! shuffled on the shuffled tier-2 deck, the 36 army tokens in the bag, every hero on Karak
//! Castle with five lives, and the starting player by the hero dice.

use std::collections::BTreeMap;

use rand_chacha::ChaCha8Rng;
use rand_core::SeedableRng;
use serde::{Deserialize, Serialize};

use super::data::{praetorians, Hero, Tier, ARMY, HEROES, HERO_DIE, START, TILES};
use super::events::Event;
use super::state::{Board, HeroState, Place};
use super::turn::Turn;
use super::Karak2;
use crate::{Seat, SetupError};

/// How a game is set up: the heroes by seat and the table's choice of rules.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Karak2Options {
    /// Seat `i` plays `heroes[i]`: 2 to 5 distinct heroes.
    pub heroes: Vec<Hero>,
    /// Whether Plague & Misery is played (on by default) [rulebook: "we recommend to not use
    /// the rules concerning Plague & Misery" for a friendlier game].
    #[serde(default = "plague_default")]
    pub plague: bool,
}

fn plague_default() -> bool {
    true
}

impl Karak2Options {
    /// The standard game for `heroes`.
    pub fn new(heroes: Vec<Hero>) -> Karak2Options {
        Karak2Options {
            heroes,
            plague: true,
        }
    }
}

/// `items` shuffled with `rng` (Fisher–Yates).
fn shuffled(mut items: Vec<u8>, rng: &mut ChaCha8Rng) -> Vec<u8> {
    for i in (1..items.len()).rev() {
        let j = crate::hash::uniform(rng, (i + 1) as u32) as usize;
        items.swap(i, j);
    }
    items
}

impl Karak2 {
    /// A new game of `options` whose chance all comes from `seed`.
    ///
    /// # Errors
    /// [`SetupError`] for fewer than 2 or more than 5 heroes, or a hero twice.
    pub fn setup(options: &Karak2Options, seed: u64) -> Result<(Karak2, Vec<Event>), SetupError> {
        let n = options.heroes.len();
        if !(2..=5).contains(&n) {
            return Err(SetupError(format!(
                "Karak 2 is played by 2 to 5 heroes, not {n}"
            )));
        }
        for (i, h) in options.heroes.iter().enumerate() {
            if options.heroes[..i].contains(h) {
                return Err(SetupError(format!("{h:?} is dealt twice")));
            }
            debug_assert!(HEROES.contains(h));
        }
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let ids = |tier: Tier| -> Vec<u8> {
            (0..TILES.len() as u8)
                .filter(|&i| TILES[usize::from(i)].tier == tier)
                .collect()
        };
        // The deck's top is the end of the vector: tier 1 on top of tier 2.
        let mut deck = shuffled(ids(Tier::Two), &mut rng);
        deck.extend(shuffled(ids(Tier::One), &mut rng));
        let landscape: BTreeMap<_, _> = START
            .iter()
            .map(|&(hex, kind, chasms)| {
                let place = Place {
                    kind,
                    tile: None,
                    chasms,
                    armies: Vec::new(),
                    general: false,
                    dropped: Vec::new(),
                };
                (hex, place)
            })
            .collect();
        // "The player who rolls the highest value on the Hero die starts"; the tied roll again.
        let mut in_roll: Vec<usize> = (0..n).collect();
        let (first, swords) = loop {
            let mut swords = vec![0u8; n];
            for &i in &in_roll {
                swords[i] = HERO_DIE[crate::hash::uniform(&mut rng, 6) as usize].swords();
            }
            let best = in_roll.iter().map(|&i| swords[i]).max().unwrap_or(0);
            in_roll.retain(|&i| swords[i] == best);
            if in_roll.len() == 1 {
                break (in_roll[0], swords);
            }
        };
        let board = Board {
            landscape,
            heroes: options.heroes.iter().map(|h| HeroState::new(*h)).collect(),
            deck,
            bag: (0..ARMY.len() as u8).collect(),
            praetorians: praetorians(n as u8),
            plague: None,
            plague_rule: options.plague,
            scout_top: None,
            rng,
        };
        let first = Seat(first as u8);
        let actions = board.heroes[first.index()].actions();
        let game = Karak2 {
            board,
            turn: Turn::new(first, actions),
        };
        let events = vec![
            Event::StartingRolls { swords, first },
            Event::TurnStarted {
                seat: first,
                actions,
            },
        ];
        Ok((game, events))
    }
}
