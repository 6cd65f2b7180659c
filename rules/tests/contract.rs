//! Issue 12, the contract: Karak passes the suite that every game runs (`rules::contract`), and
//! Karak's own side of it holds: what a determinised copy redraws, and bots that choose the
//! same on such a copy as on the game. `KARAK_CONTRACT_GAMES=N` sets the number of games.

mod common;

use common::*;
use rand_chacha::ChaCha8Rng;
use rand_core::SeedableRng;
use rules::contract::{check_all, Config};
use rules::karak::{
    Bot, Decision, GreedyBot, HeroKind, Karak, KarakBot, KarakOptions, RawSetup, Token,
};
use rules::player::choose_action;
use rules::{Game, Seat, Viewer};
use serde_json::json;

/// The contract suite (see `rules::contract`: legal actions exact, refusals named and harmless,
/// determinism, JSON round trips, no hidden information in views or redacted events, bots
/// choosing listed actions from determinised copies) over random games: 2–5 players, random
/// heroes, expert on and off, one game in four played by the greedy bot.
#[test]
fn karak_keeps_the_contract() {
    let options: Vec<KarakOptions> = (0..16u64)
        .map(|i| options(2 + (i % 4) as usize, i * 7 + 1, i % 3 == 0))
        .collect();
    let games = scaled("KARAK_CONTRACT_GAMES", 200);
    // The search bot with 1 % of its budget (2 playouts per candidate): the contract checks
    // what it may see and choose, not how well it plays.
    let config = Config {
        bot_effort: rules::Effort::percent(1),
        ..Config::default()
    };
    let report = check_all::<Karak>(&options, 0..games, &config).unwrap_or_else(|v| panic!("{v}"));
    eprintln!("{report:?}");
    assert_eq!(u64::from(report.games), games);
    assert!(report.finished > 0, "no game ended: outcomes unchecked");
    assert!(report.refusals > 0 && report.hidden_checks > 0);
    // Nobody knows Karak's RNG: every determinised copy has a fresh one.
    assert_eq!(report.determinised_differ, report.hidden_checks);
}

/// The contract's constants for Karak: kind, its rules version (the crate-level one is
/// Karak's), 2 to 5 seats, the seven heroes as roles, greedy the default bot.
#[test]
fn karak_names_itself() {
    assert_eq!(Karak::KIND, "karak");
    // Registered, and first: a request that names no game is a game of Karak.
    assert_eq!(
        rules::GameKind::parse("karak"),
        Some(rules::GameKind::Karak)
    );
    assert_eq!(rules::GameKind::ALL[0], rules::GameKind::Karak);
    assert_eq!(Karak::RULES_VERSION, rules::karak::RULES_VERSION);
    assert_eq!(Karak::SEATS, 2..=5);
    assert_eq!(Karak::roles(), &ALL_HEROES);
    assert_eq!(
        Karak::bots(),
        &[Bot::Greedy, Bot::Random, Bot::Easy, Bot::Search]
    );
    let game = Karak::new(&Karak::options_for(&[HeroKind::Oracle, HeroKind::Thief]), 1).unwrap();
    assert_eq!(game.seat_count(), 2);
    assert_eq!(game.role_of(Seat(1)), Some(HeroKind::Thief));
    assert_eq!(game.role_of(Seat(2)), None);
}

/// The outcome summary: winners as in the outcome, points in half VP (`per_point` 2), the
/// reason under its JSON name.
#[test]
fn summaries_match_outcomes() {
    let mut found = 0;
    for seed in 0..20u64 {
        let mut game = new_game(seed);
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut greedy = GreedyBot::new();
        while let Some(seat) = game.to_act() {
            let a = Bot::Greedy.choose(&mut greedy, &game, &mut rng).unwrap();
            game.apply(seat, &a).unwrap();
        }
        let outcome = game.outcome().unwrap();
        let s = Karak::summary(&outcome);
        assert_eq!(s.winners, outcome.winners);
        let half: Vec<i32> = outcome
            .scores
            .iter()
            .map(|s| i32::from(s.vp_half))
            .collect();
        assert_eq!((s.points, s.per_point), (half, 2));
        assert_eq!(
            json!(s.reason),
            serde_json::to_value(outcome.reason).unwrap()
        );
        found += 1;
    }
    assert_eq!(found, 20);
}

/// Fateweaver is Karak's one secret: a copy determinised for another seat redraws the Oracle's
/// two tokens from the bag (hers put back), a copy for her keeps them, and every copy shows its
/// viewer the same view as the game.
#[test]
fn determinisation_redraws_the_oracles_tokens_for_others_only() {
    let raw: RawSetup = serde_json::from_value(json!({
        "heroes": [{"hero": "Oracle"}, {"hero": "Warrior"}, {"hero": "Thief"}],
        "forced_tiles": [{"kind": "Room", "shape": "X"}],
        "forced_tokens": ["Rat", "Mummy"],
    }))
    .unwrap();
    let mut game = Karak::from_setup(&raw, 1).unwrap();
    game.apply(Seat(0), &rules::karak::Action::Step(rules::karak::Dir::E))
        .unwrap();
    game.apply(Seat(0), &rules::karak::Action::Rotate(0))
        .unwrap();
    let real = Some([Token::Rat, Token::Mummy]);
    assert!(matches!(game.decision(), Decision::ChooseToken { options, .. } if options == real));
    let mut fill = ChaCha8Rng::seed_from_u64(3);
    let mut redrawn = 0;
    for _ in 0..50 {
        for viewer in [
            Viewer::Seat(Seat(0)),
            Viewer::Seat(Seat(1)),
            Viewer::Spectator,
        ] {
            let copy = game.determinise(viewer, &mut fill);
            assert_eq!(copy.view(viewer), game.view(viewer));
            copy.check_invariants().unwrap();
            let Decision::ChooseToken { options, .. } = copy.decision() else {
                panic!("the copy's decision changed");
            };
            if viewer == Viewer::Seat(Seat(0)) {
                assert_eq!(options, real, "the Oracle knows her tokens");
            } else if options != real {
                redrawn += 1;
            }
        }
    }
    assert!(
        redrawn > 50,
        "others' copies should mostly hold other tokens ({redrawn} of 100)"
    );
}

/// Issue 12, bots decide from what their seat may know: the greedy and random bots choose the
/// same action on a copy determinised for their seat as on the game itself, and draw the same
/// numbers from their own RNG (they never read the game's RNG), so every recorded bot game and
/// the behaviour fingerprint stay as they were.
#[test]
fn bots_choose_alike_on_determinised_copies() {
    let games = scaled("KARAK_BOT_GAMES", 40);
    for seed in 0..games {
        let mut game = new_game(seed);
        let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0xb07);
        let mut fill = ChaCha8Rng::seed_from_u64(seed);
        let mut bots = [KarakBot::new(Bot::Greedy), KarakBot::new(Bot::Random)];
        // A bot of its own for the direct choice, so both start with the same memory.
        let mut direct_greedy = GreedyBot::new();
        for n in 0..3000 {
            let Some(seat) = game.to_act() else { break };
            let bot = &mut bots[usize::from(seed % 3 == 0 && n % 2 == 1)];
            let mut direct_rng = rng.clone();
            let direct = bot
                .kind()
                .choose(&mut direct_greedy, &game, &mut direct_rng);
            let known = choose_action(&mut game, seat, bot, &mut fill, &mut rng);
            assert_eq!(direct, known, "seed {seed}, action {n}");
            assert_eq!(direct_rng, rng, "seed {seed}, action {n}: RNG use differs");
            game.apply(seat, &known.unwrap()).unwrap();
        }
    }
}
