//! Issue 18, Karak 2's bots at a decisive moment: the Dark General beside a strong hero who
//! trails in soul stones. The greedy bot waits while it does not lead; the search bot attacks,
//! since his fall (the Archstone's 4.5 points) would win the game.

use rand_chacha::ChaCha8Rng;
use rand_core::SeedableRng;
use rules::karak2::hex::Direction;
use rules::karak2::scenario::RawSetup;
use rules::karak2::{Action, Bot, Karak2Bot};
use rules::{Game, Player, Seat, Viewer};

/// Horan (no stones, three mages, two warhammers) beside the Dark General without
/// praetorians; Taia holds two small stones.
fn position() -> rules::karak2::Karak2 {
    let setup: RawSetup = serde_json::from_str(
        r#"{"heroes": [{"hero": "Horan", "beaten": 3, "units": {"Mage": 3},
                        "weapons": ["Warhammer", "Warhammer"]},
                       {"hero": "Taia", "stones": [2, 0, 0]}],
            "tiles": [{"at": {"q": 1, "r": -1}, "kind": "InfernalAbyss", "general": true}],
            "praetorians": 0, "turn": 0}"#,
    )
    .expect("a position");
    setup.build(0).expect("valid")
}

fn choice(bot: Bot, seed: u64) -> Action {
    let game = position();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let known = game.determinise(Viewer::Seat(Seat(0)), &mut rng);
    Karak2Bot::new(bot)
        .choose(&known, Seat(0), &mut rng)
        .expect("an action")
}

/// "The game ends immediately after one of the Heroes defeats the Dark General. The winner of
/// the game is then the player who has collected the most Soul Stones": 4.5 beats 2.
#[test]
fn the_search_bot_takes_the_general_when_his_fall_wins() {
    let attack = Action::Move(Direction::NorthEast);
    for seed in 0..4 {
        assert_ne!(
            choice(Bot::Greedy, seed),
            attack,
            "greedy waits while behind"
        );
        assert_eq!(choice(Bot::Search, seed), attack, "search attacks");
    }
}
