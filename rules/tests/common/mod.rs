//! Helpers shared by the integration tests.
#![allow(dead_code)]

use rand_chacha::ChaCha8Rng;
use rand_core::{RngCore, SeedableRng};
use rules::karak::{Action, Dir, HeroKind, Item, Karak, KarakOptions, Token};
use rules::{random_action, Game, Seat};
use std::path::{Path, PathBuf};

/// How many games or cases a test runs: `var` from the environment, else `debug_default` in
/// debug builds and ten times that in release builds.
pub fn scaled(var: &str, debug_default: u64) -> u64 {
    std::env::var(var)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(if cfg!(debug_assertions) {
            debug_default
        } else {
            debug_default * 10
        })
}

pub const ALL_HEROES: [HeroKind; 7] = [
    HeroKind::Warrior,
    HeroKind::Thief,
    HeroKind::Wizard,
    HeroKind::Warlock,
    HeroKind::Swordsman,
    HeroKind::Oracle,
    HeroKind::WarriorPrincess,
];

/// Options with `players` distinct heroes chosen by `pick`.
pub fn options(players: usize, pick: u64, expert: bool) -> KarakOptions {
    let mut heroes: Vec<HeroKind> = ALL_HEROES.to_vec();
    let mut rng = ChaCha8Rng::seed_from_u64(pick);
    for i in (1..heroes.len()).rev() {
        let j = (rng.next_u32() as usize) % (i + 1);
        heroes.swap(i, j);
    }
    heroes.truncate(players);
    KarakOptions { heroes, expert }
}

/// Every action of the vocabulary that a random probe may try.
pub fn vocabulary() -> Vec<Action> {
    let dirs = [Dir::N, Dir::E, Dir::S, Dir::W];
    let tokens = [
        Token::Rat,
        Token::GiantSpider,
        Token::Mummy,
        Token::SkeletonTurnkey,
        Token::SkeletonWarrior,
        Token::SkeletonKing,
        Token::Fallen,
        Token::Dragon,
        Token::Chest,
    ];
    let items = [
        Item::Daggers,
        Item::PortalOfHealing,
        Item::MagicFlames,
        Item::Key,
        Item::Sword,
        Item::Axe,
        Item::FallenTreasure,
        Item::Ruby,
        Item::ChestTreasure,
    ];
    let mut v = vec![
        Action::Fight,
        Action::Sneak,
        Action::Reroll,
        Action::KeepRoll,
        Action::UseFlames,
        Action::Sacrifice,
        Action::Resolve,
        Action::KeepCurse,
        Action::OpenChest,
        Action::PickUp,
        Action::EndTurn,
    ];
    for d in dirs {
        v.push(Action::Step(d));
        for t in dirs {
            v.push(Action::Charge { over: d, to: t });
        }
    }
    for i in 0..6u8 {
        v.push(Action::Rotate(i));
        v.push(Action::RerollDie(i));
        v.push(Action::Curse(Seat(i)));
        v.push(Action::Swap(Seat(i)));
        for f in [0u8, 1, 2, 5, 9, 40, 79, 200] {
            v.push(Action::Portal {
                target: Seat(i),
                fountain: f,
            });
        }
    }
    for i in [0u8, 1, 2, 3, 5, 8, 13, 21, 34, 55, 79, 80, 255] {
        v.push(Action::Teleport(i));
        v.push(Action::Reincarnate(i));
    }
    v.extend(tokens.iter().map(|t| Action::ChooseToken(*t)));
    v.extend(items.iter().map(|i| Action::Leave(*i)));
    v
}

/// Plays random legal actions until the game ends or `cap` actions; returns the actions.
pub fn random_playout(game: &mut Karak, rng: &mut ChaCha8Rng, cap: usize) -> Vec<Action> {
    let mut actions = Vec::new();
    while actions.len() < cap {
        let Some(seat) = game.to_act() else { break };
        let a = random_action(game, rng).expect("a game not over has legal actions");
        game.apply(seat, &a).expect("listed actions apply");
        actions.push(a);
    }
    actions
}

/// A new game from random options.
pub fn new_game(seed: u64) -> Karak {
    let players = 2 + (seed % 4) as usize;
    Karak::new(&options(players, seed, seed.is_multiple_of(5)), seed).expect("valid options")
}

/// Plays every scenario file of `game` (`rules/scenarios/{game}/`, subfolders included, in
/// name order) with `run`, which gets a file's text. Fails listing every failing file, so one
/// broken rule hides no other; and when fewer than `at_least` files are found, so a moved or
/// emptied folder cannot pass unnoticed.
pub fn assert_scenarios_pass(
    game: &str,
    at_least: usize,
    run: impl Fn(&str) -> Result<(), String>,
) {
    // Relative to the package's root, where cargo runs tests: a path compiled in would name
    // the checkout that built the binary, which the shared build cache reuses in others.
    let root = Path::new("scenarios").join(game);
    let mut files = Vec::new();
    collect_json(&root, &mut files);
    assert!(
        files.len() >= at_least,
        "only {} scenario files",
        files.len()
    );
    let mut failures = Vec::new();
    for f in &files {
        let text = std::fs::read_to_string(f).expect("scenario readable");
        if let Err(e) = run(&text) {
            failures.push(format!("{}: {e}", f.display()));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} scenarios failed:\n{}",
        failures.len(),
        files.len(),
        failures.join("\n")
    );
}

/// The `*.json` files below `dir`, depth first in name order (stable failure lists).
fn collect_json(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<PathBuf> = std::fs::read_dir(dir)
        .expect("scenario directory readable")
        .map(|e| e.expect("directory entry").path())
        .collect();
    entries.sort();
    for e in entries {
        if e.is_dir() {
            collect_json(&e, out);
        } else if e.extension().is_some_and(|x| x == "json") {
            out.push(e);
        }
    }
}
