//! Issue 18, properties of Karak 2 over games played half by the greedy bot, half at random:
//! after every action the dice supply holds, every army stays within its glory (skeletons, the
//! bear and the titan exempt), no hero carries more than its inventory's slots, there is one
//! Plague at most and it lies on a city, and every army token and every tile is in one place
//! (`Karak2::check_invariants`); lives stay within 0..=5 and Xanros raises 3 skeletons at most.

mod common;

use common::scaled;
use proptest::prelude::*;
use rand_chacha::ChaCha8Rng;
use rand_core::SeedableRng;
use rules::karak2::data::{Hero, Unit, HEROES};
use rules::karak2::{Bot, Karak2, Karak2Bot, Karak2Options};
use rules::{random_action, Game, Player};

fn options(players: usize, pick: usize, plague: bool) -> Karak2Options {
    let heroes: Vec<Hero> = (0..players).map(|i| HEROES[(pick + i) % 6]).collect();
    Karak2Options { heroes, plague }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(scaled("KARAK2_PROP_CASES", 24) as u32))]

    /// "There are 10 Units of Knights, 10 Units of Archers and 10 Units of Mages" in the supply;
    /// "the number of Units in your army can never exceed your glory level"; "each Hero can have
    /// a maximum of two weapons, three spells and a single amulet"; Necromancy: "up to a maximum
    /// of 3 dice"; a hero has five lives.
    #[test]
    fn the_components_hold_after_every_action(
        seed in 0u64..10_000,
        players in 2usize..=5,
        pick in 0usize..6,
        plague: bool,
    ) {
        let mut game = Karak2::new(&options(players, pick, plague), seed).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut greedy = Karak2Bot::new(Bot::Greedy);
        for n in 0..2000 {
            let Some(seat) = game.to_act() else { break };
            let action = if n % 2 == 0 {
                greedy.choose(&game, seat, &mut rng).unwrap()
            } else {
                random_action(&game, &mut rng).unwrap()
            };
            game.apply(seat, &action).unwrap();
            game.check_invariants().map_err(|e| {
                TestCaseError::fail(format!("{e} after {action:?} by seat {}", seat.0))
            })?;
            for h in &game.board().heroes {
                prop_assert!(h.lives <= 5, "{:?} has {} lives", h.hero, h.lives);
                prop_assert!(h.units[Unit::Skeleton as usize] <= 3);
                prop_assert!(h.units[Unit::Bear as usize] <= u8::from(h.hero == Hero::Lorraine));
            }
        }
    }
}
