//! Golden games of Karak: Goblin: whole games by the greedy bot from fixed seeds end in recorded
//! states. A change of behaviour (rules, card values, RNG use, the greedy bot) moves them: then
//! bump `rules::goblin::RULES_VERSION` if stored games would no longer replay, and record again
//! (`GOBLIN_GOLDEN_PRINT=1` prints the new values).

use rules::goblin::{greedy_action, Goblin, GoblinOptions, Hero};
use rules::Game;

/// (heroes, abilities, seed, actions, winner seat, state hash).
type Golden = (&'static [Hero], bool, u64, u32, u8, u64);

const GOLDEN: &[Golden] = &[
    (
        &[Hero::Horan, Hero::Taia],
        false,
        1,
        521,
        1,
        4641915752149078371,
    ),
    (
        &[Hero::Argentus, Hero::Xanros, Hero::Aderyn],
        true,
        2,
        561,
        0,
        5838516828744555664,
    ),
    (
        &[Hero::Victorius, Hero::Taia, Hero::Horan, Hero::Aderyn],
        false,
        3,
        635,
        2,
        16813769058423990552,
    ),
];

fn play(heroes: &[Hero], abilities: bool, seed: u64) -> (u32, u8, u64) {
    let options = GoblinOptions {
        heroes: heroes.to_vec(),
        abilities,
    };
    let mut game = Goblin::new(&options, seed).unwrap();
    let mut n = 0;
    while let Some(seat) = game.to_act() {
        let a = greedy_action(&game).unwrap();
        game.apply(seat, &a).unwrap();
        n += 1;
    }
    let winner = game.outcome().unwrap().winner.0;
    (n, winner, game.state_hash())
}

/// Each golden game replays to its recorded number of actions, winner and state hash.
#[test]
fn golden_games_replay() {
    let print = std::env::var("GOBLIN_GOLDEN_PRINT").is_ok();
    for (heroes, abilities, seed, actions, winner, hash) in GOLDEN {
        let got = play(heroes, *abilities, *seed);
        if print {
            println!("{heroes:?} {abilities} {seed}: {got:?}");
        } else {
            assert_eq!(got, (*actions, *winner, *hash), "{heroes:?}, seed {seed}");
        }
    }
}
