//! Issue 16, the contract: Karak: Goblin passes the suite every game runs (`rules::contract`),
//! and its bots choose the same whatever the other hands hold. `GOBLIN_CONTRACT_GAMES=N` sets
//! the number of games.

mod common;

use common::scaled;
use rules::contract::{check_all, Config};
use rules::goblin::{Goblin, GoblinOptions, Hero, HEROES};
use rules::Game;

/// Options with `players` distinct heroes rotated by `pick`, abilities on or off.
pub fn goblin_options(players: usize, pick: usize, abilities: bool) -> GoblinOptions {
    let heroes: Vec<Hero> = (0..players).map(|i| HEROES[(pick + i * 5) % 6]).collect();
    GoblinOptions { heroes, abilities }
}

/// The contract suite (legal actions exact, refusals named and harmless, determinism, JSON
/// round trips, no hidden information in views or redacted events, bots choosing listed actions
/// from determinised copies) over games of 2–4 players, abilities on and off.
#[test]
fn goblin_keeps_the_contract() {
    let options: Vec<GoblinOptions> = (0..12usize)
        .map(|i| goblin_options(2 + i % 3, i, i % 2 == 0))
        .collect();
    let games = scaled("GOBLIN_CONTRACT_GAMES", 24);
    // A bot game runs about a thousand actions (forty rounds of three heroes).
    let config = Config {
        max_actions: 2500,
        ..Config::default()
    };
    let report = check_all::<Goblin>(&options, 0..games, &config).unwrap_or_else(|v| panic!("{v}"));
    eprintln!("{report:?}");
    assert_eq!(u64::from(report.games), games);
    assert!(report.finished > 0, "no game ended: outcomes unchecked");
    assert!(report.refusals > 0 && report.hidden_checks > 0);
    assert!(report.determinised_differ > 0);
}

/// The contract's constants: kind, 2 to 4 seats, the six heroes as roles.
#[test]
fn goblin_names_itself() {
    assert_eq!(Goblin::KIND, "goblin");
    assert_eq!(
        rules::GameKind::parse("goblin"),
        Some(rules::GameKind::Goblin)
    );
    assert_eq!(Goblin::SEATS, 2..=4);
    assert_eq!(Goblin::roles(), &HEROES);
}
