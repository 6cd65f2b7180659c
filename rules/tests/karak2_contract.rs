//! Issue 18, the contract: Karak 2 passes the suite every game runs (`rules::contract`).
//! `KARAK2_CONTRACT_GAMES=N` sets the number of games.

mod common;

use common::scaled;
use rules::contract::{check_all, Config};
use rules::karak2::data::{Hero, HEROES};
use rules::karak2::{Karak2, Karak2Options};
use rules::Game;

/// Options with `players` distinct heroes rotated by `pick`, Plague & Misery on or off.
fn options(players: usize, pick: usize, plague: bool) -> Karak2Options {
    let heroes: Vec<Hero> = (0..players).map(|i| HEROES[(pick + i) % 6]).collect();
    Karak2Options { heroes, plague }
}

/// The contract suite (legal actions exact, refusals named and harmless, determinism, JSON
/// round trips, no hidden information in views or redacted events, bots choosing listed actions
/// from determinised copies) over games of 2–5 players, Plague & Misery on and off.
#[test]
fn karak2_keeps_the_contract() {
    let all: Vec<Karak2Options> = (0..16usize)
        .map(|i| options(2 + i % 4, i, i % 3 != 0))
        .collect();
    let games = scaled("KARAK2_CONTRACT_GAMES", 16);
    let config = Config {
        max_actions: 1500,
        ..Config::default()
    };
    let report = check_all::<Karak2>(&all, 0..games, &config).unwrap_or_else(|v| panic!("{v}"));
    eprintln!("{report:?}");
    assert_eq!(u64::from(report.games), games);
    assert!(report.refusals > 0 && report.hidden_checks > 0);
    assert!(report.determinised_differ > 0);
}

/// The contract's constants: kind, 2 to 5 seats, the six heroes as roles.
#[test]
fn karak2_names_itself() {
    assert_eq!(Karak2::KIND, "karak2");
    assert_eq!(
        rules::GameKind::parse("karak2"),
        Some(rules::GameKind::Karak2)
    );
    assert_eq!(Karak2::SEATS, 2..=5);
    assert_eq!(Karak2::roles(), &HEROES);
}
