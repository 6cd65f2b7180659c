//! DESIGN.md: "recorded golden games in the repo must keep replaying to the same final state
//! hash." Each file in `tests/golden/` holds options, seed, actions and the final hash.
//! `KARAK_BLESS=1 cargo test -p rules --test golden` rewrites them (only when the rules change
//! on purpose, together with a bump of `RULES_VERSION`).

mod common;

use common::*;
use rand_chacha::ChaCha8Rng;
use rand_core::SeedableRng;
use rules::karak::RULES_VERSION;
use rules::karak::{Action, Karak, KarakOptions};
use rules::Game;
use serde::{Deserialize, Serialize};
use std::path::PathBuf;

#[derive(Serialize, Deserialize)]
struct Golden {
    rules_version: u32,
    options: KarakOptions,
    seed: u64,
    actions: Vec<Action>,
    final_hash: String,
    finished: bool,
}

fn dir() -> PathBuf {
    // Relative to the package's root, where cargo runs tests: a path compiled in would name
    // the checkout that built the binary, which the shared build cache reuses in others.
    PathBuf::from("tests/golden")
}

fn record(name: &str, players: usize, seed: u64, expert: bool) {
    let options = options(players, seed, expert);
    let mut game = Karak::new(&options, seed).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let actions = random_playout(&mut game, &mut rng, 3000);
    let g = Golden {
        rules_version: RULES_VERSION,
        options,
        seed,
        actions,
        final_hash: format!("{:016x}", game.state_hash()),
        finished: game.outcome().is_some(),
    };
    std::fs::write(
        dir().join(format!("{name}.json")),
        serde_json::to_string_pretty(&g).unwrap(),
    )
    .unwrap();
}

/// Golden games replay to their recorded final hash.
#[test]
fn golden_games_replay_identically() {
    if std::env::var("KARAK_BLESS").is_ok() {
        record("two_players", 2, 11, false);
        record("three_players_expert", 3, 12, true);
        record("four_players", 4, 13, false);
        record("five_players", 5, 14, false);
    }
    let mut n = 0;
    for entry in std::fs::read_dir(dir()).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|e| e != "json") {
            continue;
        }
        let g: Golden = serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
        assert_eq!(
            g.rules_version, RULES_VERSION,
            "{path:?}: recorded with other rules"
        );
        let mut game = Karak::new(&g.options, g.seed).unwrap();
        for (i, a) in g.actions.iter().enumerate() {
            let seat = game
                .to_act()
                .unwrap_or_else(|| panic!("{path:?}: over at action {i}"));
            game.apply(seat, a)
                .unwrap_or_else(|e| panic!("{path:?}: action {i} {a:?} refused: {e}"));
        }
        assert_eq!(
            format!("{:016x}", game.state_hash()),
            g.final_hash,
            "{path:?}"
        );
        assert_eq!(game.outcome().is_some(), g.finished, "{path:?}");
        n += 1;
    }
    assert!(n >= 4, "golden games missing");
}
