//! Karak's bot levels (Easy: the beginner, Normal: greedy, Hard: search): each finishes games,
//! chooses legal actions, is deterministic given its RNG, and the Hard bot reads no hidden
//! information. The search bot plays with a small budget here (debug builds are slow).

use rand_chacha::ChaCha8Rng;
use rand_core::SeedableRng;
use rules::karak::{Bot, HeroKind, Karak, KarakBot, KarakOptions};
use rules::player::choose_action;
use rules::{BotLevel, Game, Player, Seat, Viewer};

/// Playouts per candidate of the search bot in these tests.
const PLAYOUTS: u32 = 2;

fn bot(level: BotLevel) -> KarakBot {
    KarakBot::with_playouts(Karak::bot_at(level), PLAYOUTS)
}

fn new_game(seed: u64) -> Karak {
    let heroes = [
        HeroKind::Warrior,
        HeroKind::Thief,
        HeroKind::Oracle,
        HeroKind::Warlock,
    ];
    let a = heroes[seed as usize % 4];
    let b = heroes[(seed as usize + 1) % 4];
    Karak::new(&KarakOptions::new(vec![a, b]), seed).expect("a game")
}

#[test]
fn levels_are_the_beginner_greedy_and_search() {
    assert_eq!(Karak::bot_at(BotLevel::Easy), Bot::Easy);
    assert_eq!(Karak::bot_at(BotLevel::Normal), Bot::Greedy);
    assert_eq!(Karak::bot_at(BotLevel::Hard), Bot::Search);
    // The legacy bot of games from before levels stays first.
    assert_eq!(Karak::bots()[0], Bot::Greedy);
}

/// Every level finishes 2-player games against itself, and every choice is legal.
#[test]
fn each_level_finishes_games_with_legal_choices() {
    for level in BotLevel::ALL {
        for seed in 0..2u64 {
            let mut game = new_game(seed);
            let mut players = [bot(level), bot(level)];
            let mut fill = ChaCha8Rng::seed_from_u64(seed);
            let mut rng = ChaCha8Rng::seed_from_u64(!seed);
            let mut actions = 0;
            while let Some(seat) = game.to_act() {
                let legal = game.legal_actions();
                let a = choose_action(
                    &mut game,
                    seat,
                    &mut players[seat.index()],
                    &mut fill,
                    &mut rng,
                )
                .expect("an action while the game runs");
                assert!(legal.contains(&a), "{level:?} chose {a:?}, not legal");
                game.apply(seat, &a).expect("legal");
                actions += 1;
                assert!(actions < 5_000, "{level:?}: the game does not end");
            }
            assert!(game.outcome().is_some());
        }
    }
}

/// Positions along a game between greedy bots, every `every` decisions.
fn positions(seed: u64, every: usize) -> Vec<Karak> {
    let mut game = new_game(seed);
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut greedy = KarakBot::new(Bot::Greedy);
    let mut out = Vec::new();
    let mut n = 0;
    while let Some(seat) = game.to_act() {
        if n % every == 0 {
            out.push(game.clone());
        }
        let a = greedy.choose(&game, seat, &mut rng).expect("an action");
        game.apply(seat, &a).expect("legal");
        n += 1;
    }
    out
}

/// The same position and the same RNG give the same choice, at every level.
#[test]
fn each_level_is_deterministic_given_its_rng() {
    for level in BotLevel::ALL {
        for (i, game) in positions(3, 17).iter().enumerate() {
            let seat = game.to_act().expect("pending");
            let choose = || {
                let mut rng = ChaCha8Rng::seed_from_u64(i as u64);
                bot(level).choose(game, seat, &mut rng)
            };
            assert_eq!(choose(), choose(), "{level:?} at position {i}");
        }
    }
}

/// Two games that differ only in what the seat cannot see (the game's RNG: the tile stack's
/// order, the tokens to come, the dice) give the same Hard choice with the same bot RNG: the
/// search redraws them from its own RNG for every playout.
#[test]
fn the_hard_bot_reads_no_hidden_information() {
    let mut searched = 0;
    for (i, game) in positions(5, 7).iter().enumerate() {
        let seat = game.to_act().expect("pending");
        let mut other = game.clone();
        other.reseed(0xdead_beef ^ i as u64);
        assert_ne!(other.state_hash(), game.state_hash());
        let choose = |g: &Karak| {
            let mut rng = ChaCha8Rng::seed_from_u64(i as u64);
            bot(BotLevel::Hard).choose(g, seat, &mut rng)
        };
        assert_eq!(choose(game), choose(&other), "position {i}");
        // Also through `choose_action`, whose fill differs between the two.
        let (mut a, mut b) = (game.clone(), other.clone());
        let pick = |g: &mut Karak, fill: u64| {
            let mut fill = ChaCha8Rng::seed_from_u64(fill);
            let mut rng = ChaCha8Rng::seed_from_u64(i as u64);
            choose_action(g, seat, &mut bot(BotLevel::Hard), &mut fill, &mut rng)
        };
        assert_eq!(pick(&mut a, 1), pick(&mut b, 2), "position {i}");
        searched += 1;
    }
    assert!(searched > 10);
    // A determinised copy is all a bot is shown: the real RNG is not in it.
    let game = new_game(9);
    let mut fill = ChaCha8Rng::seed_from_u64(4);
    let seat = game.to_act().unwrap_or(Seat(0));
    let known = game.determinise(Viewer::Seat(seat), &mut fill);
    assert_ne!(known.state_hash(), game.state_hash());
}
