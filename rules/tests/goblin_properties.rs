//! Issue 16, properties of Karak: Goblin over random and bot games: every card in exactly one
//! place, HP within 0..=5, one weapon and one armour at most, one key per level (the invariants
//! of `Goblin::check_invariants`), refusals leave the game unchanged, and bots choose from
//! what their seat may know.

mod common;

use common::scaled;
use proptest::prelude::*;
use rand_chacha::ChaCha8Rng;
use rand_core::SeedableRng;
use rules::goblin::{Bot, Goblin, GoblinBot, GoblinOptions, HEROES};
use rules::player::choose_action;
use rules::{random_action, Game, Player, Seat, Viewer};

fn options(players: usize, pick: usize, abilities: bool) -> GoblinOptions {
    let heroes = (0..players).map(|i| HEROES[(pick + i) % 6]).collect();
    GoblinOptions { heroes, abilities }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(scaled("GOBLIN_PROP_CASES", 24) as u32))]

    /// "Each card in exactly one place", "HP within 0..=5", "one weapon, one armour", "one key
    /// per level, never lost": after every action of a game half random, half greedy.
    #[test]
    fn invariants_hold_after_every_action(seed in 0u64..10_000, players in 2usize..=4, pick in 0usize..6, abilities: bool) {
        let mut game = Goblin::new(&options(players, pick, abilities), seed).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut keys = vec![0usize; players];
        for n in 0..1500 {
            let Some(seat) = game.to_act() else { break };
            let action = if n % 2 == 0 {
                rules::goblin::greedy_action(&game).unwrap()
            } else {
                random_action(&game, &mut rng).unwrap()
            };
            game.apply(seat, &action).unwrap();
            game.check_invariants().map_err(TestCaseError::fail)?;
            let view = game.view(Viewer::Omniscient);
            for (i, h) in view.heroes.iter().enumerate() {
                prop_assert!(h.hp <= 5);
                let k = h.keys.iter().flatten().count();
                prop_assert!(k >= keys[i], "a key was lost");
                keys[i] = k;
            }
        }
    }
}

/// "Bots choose from their own view": every bot (greedy, search, random) chooses the same action whatever
/// the other hands hold (a copy of the game with the other seats' hands and decks dealt again
/// and a new RNG), given the same RNG of their own.
#[test]
fn bots_choose_the_same_whatever_the_other_hands_hold() {
    let games = scaled("GOBLIN_BOT_GAMES", 6);
    let mut differ = 0;
    for seed in 0..games {
        let mut game = Goblin::new(&options(3, seed as usize, seed % 2 == 0), seed).unwrap();
        let mut fill = ChaCha8Rng::seed_from_u64(seed ^ 0xf111);
        for n in 0..600 {
            let Some(seat) = game.to_act() else { break };
            let other = game.determinise(Viewer::Seat(seat), &mut fill);
            if other != game {
                differ += 1;
            }
            for bot in Bot::ALL {
                let mut a = GoblinBot::new(*bot);
                let mut b = GoblinBot::new(*bot);
                let mut ra = ChaCha8Rng::seed_from_u64(n);
                let mut rb = ChaCha8Rng::seed_from_u64(n);
                let x = a.choose(&game, seat, &mut ra);
                let y = b.choose(&other, seat, &mut rb);
                assert_eq!(x, y, "{bot:?}, seed {seed}, action {n}");
            }
            let mut rng = ChaCha8Rng::seed_from_u64(seed + n);
            let mut bot = GoblinBot::new(Bot::Greedy);
            let a = choose_action(&mut game, seat, &mut bot, &mut fill, &mut rng).unwrap();
            game.apply(seat, &a).unwrap();
        }
    }
    assert!(
        differ > 100,
        "the other hands were rarely different ({differ})"
    );
}

/// A refused action names its rule and changes nothing (here: acting out of turn, and a card
/// played at the start of a turn).
#[test]
fn refusals_change_nothing() {
    let mut game = Goblin::new(&options(2, 0, false), 3).unwrap();
    let before = game.clone();
    let e = game
        .apply(Seat(1), &rules::goblin::Action::Revive)
        .unwrap_err();
    assert_eq!(e.rule, "not your turn");
    let card = game.view(Viewer::Seat(Seat(0))).heroes[0]
        .hand
        .clone()
        .unwrap()[0];
    let e = game
        .apply(Seat(0), &rules::goblin::Action::Play(card))
        .unwrap_err();
    assert_eq!(e.rule, "not now");
    assert_eq!(game, before);
}
