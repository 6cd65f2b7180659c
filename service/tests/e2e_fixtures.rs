//! The recorded games of Karak: Goblin and Karak 2 that the browser tests import (each
//! game's replay, and the jump time of a long Karak 2 game), as Karak's are in
//! `replay.rs`: finished games played by the first bot of each game, seat 0 a person's
//! seat. An import is instant where playing a game through the server functions took the
//! browser tests 10–25 s each. They must pass the import checks with the rules of this
//! build; `KARAK_BLESS=1` records them again, e.g. after a rules version bump.

use std::path::Path;

use protocol::replay::{GameExport, GameRecord};
use protocol::{RoleName, SeatInfo};
use rules::goblin::{Goblin, GoblinOptions};
use rules::karak2::{Karak2, Karak2Options};
use rules::Game;

/// A finished game of `G` played by its first bot, as an export file.
fn bot_game<G: Game>(options: G::Options, heroes: &[G::Role], seed: u64) -> String {
    const NAMES: [&str; 5] = ["Anna", "Bot Ben", "Bot Carla", "Bot Dario", "Bot Eva"];
    let (record, result) = GameRecord::<G>::played_by_bots(options, seed).unwrap();
    let names: Vec<RoleName> = heroes.iter().map(|&h| RoleName::of::<G>(h)).collect();
    let seats = SeatInfo::person_then_bots(&names, |i| NAMES[i].to_owned());
    serde_json::to_string_pretty(&GameExport::new(record, seats, result)).unwrap() + "\n"
}

#[test]
fn goblin_and_karak2_fixtures_are_current() {
    use rules::goblin::Hero as GoblinHero;
    use rules::karak2::data::Hero;
    let goblin_heroes = [GoblinHero::Horan, GoblinHero::Taia];
    let two = [Hero::Horan, Hero::Taia];
    let five = [
        Hero::Horan,
        Hero::Taia,
        Hero::Xanros,
        Hero::Elspeth,
        Hero::Darius,
    ];
    let files = [
        (
            "goblin-finished-2p.json",
            bot_game::<Goblin>(
                GoblinOptions {
                    heroes: goblin_heroes.to_vec(),
                    abilities: false,
                },
                &goblin_heroes,
                1,
            ),
            20,
        ),
        (
            "karak2-finished-2p.json",
            bot_game::<Karak2>(
                Karak2Options {
                    heroes: two.to_vec(),
                    plague: true,
                },
                &two,
                1,
            ),
            50,
        ),
        (
            "karak2-finished-5p.json",
            bot_game::<Karak2>(
                Karak2Options {
                    heroes: five.to_vec(),
                    plague: true,
                },
                &five,
                1,
            ),
            100,
        ),
    ];
    // Relative to the package's root, where cargo runs tests: a path compiled in would name
    // the checkout that built the binary, which the shared build cache reuses in others.
    let dir = Path::new("../end2end/fixtures");
    for (name, text, fewest_actions) in files {
        service::check_import(&text).unwrap();
        let path = dir.join(name);
        if std::env::var_os("KARAK_BLESS").is_some() {
            std::fs::write(&path, &text).unwrap();
        }
        let stored = std::fs::read_to_string(&path)
            .unwrap_or_else(|e| panic!("{}: {e} (run with KARAK_BLESS=1)", path.display()));
        let checked = service::check_import(&stored)
            .unwrap_or_else(|e| panic!("{name} no longer imports: {e} (run with KARAK_BLESS=1)"));
        let actions = checked.export["actions"].as_array().unwrap().len();
        assert!(
            actions > fewest_actions,
            "{name}: {actions} actions, the browser tests step through more than {fewest_actions}"
        );
    }
}
