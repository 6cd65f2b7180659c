//! The three bot levels of Karak 2 and Karak: Goblin (`Game::bot_at`): each finishes 2-player
//! games choosing only legal actions, decides the same given the same RNG, and Hard does not
//! read what its seat cannot see (two games differing only in hidden order get the same choice).
//! Karak 2's Hard plays fewer futures here than in play: debug builds are slow.

use rand_chacha::ChaCha8Rng;
use rand_core::SeedableRng;
use rules::goblin::cards::Hero as GoblinHero;
use rules::goblin::{Goblin, GoblinBot, GoblinOptions};
use rules::karak2::data::HEROES;
use rules::karak2::{Karak2, Karak2Bot};
use rules::player::choose_action;
use rules::{BotLevel, Game, Player, Seat, Viewer};

/// Futures per candidate for Karak 2's Hard in these tests.
const TEST_PLAYOUTS: u32 = 4;

/// Actions after which a game counts as never ending (games take 150–800).
const NEVER_ENDS: u32 = 5_000;

fn karak2_game(seed: u64) -> Karak2 {
    let heroes = vec![
        HEROES[(seed % 6) as usize],
        HEROES[((seed + 3) % 6) as usize],
    ];
    Karak2::new(&Karak2::options_for(&heroes), seed).expect("valid options")
}

fn karak2_bot(level: BotLevel) -> Karak2Bot {
    Karak2Bot::with_playouts(Karak2::bot_at(level), TEST_PLAYOUTS)
}

fn goblin_game(seed: u64) -> Goblin {
    let options = GoblinOptions::new(vec![GoblinHero::Horan, GoblinHero::Taia]);
    Goblin::new(&options, seed).expect("valid options")
}

/// Plays `game` to its end with `bots` (seat 0 first), checking every choice is legal and made
/// again alike from the same RNG; calls `each` on every position before its choice. Returns
/// the number of actions.
fn play<G: Game, P: Player<G> + Clone>(
    mut game: G,
    bots: [P; 2],
    seed: u64,
    mut each: impl FnMut(&G, Seat, &P),
) -> u32 {
    let mut bots = bots;
    let mut fill = ChaCha8Rng::seed_from_u64(seed ^ 0x5eed);
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut actions = 0u32;
    while let Some(seat) = game.to_act() {
        each(&game, seat, &bots[seat.index()]);
        let again = rng.clone();
        let action = choose_action(
            &mut game,
            seat,
            &mut bots[seat.index()],
            &mut fill,
            &mut rng,
        )
        .expect("the bot acts");
        assert!(
            game.legal_actions().contains(&action),
            "{action:?} is legal"
        );
        if actions.is_multiple_of(25) {
            // The same copy and the same RNG: the same choice.
            let known = game.determinise(Viewer::Seat(seat), &mut fill.clone());
            let mut bot = bots[seat.index()].clone();
            let first = bot.choose(&known, seat, &mut again.clone());
            let second = bot.choose(&known, seat, &mut again.clone());
            assert_eq!(first, second, "seed {seed}: deterministic given its RNG");
        }
        game.apply(seat, &action).expect("a legal action");
        actions += 1;
        assert!(actions < NEVER_ENDS, "seed {seed}: the game never ends");
    }
    actions
}

#[test]
fn karak2_levels_finish_two_player_games() {
    for level in BotLevel::ALL {
        for seed in 0..3 {
            let bots = [karak2_bot(level), karak2_bot(BotLevel::Normal)];
            let n = play(karak2_game(seed), bots, seed, |_, _, _| {});
            assert!(n > 0, "{level:?}");
        }
    }
}

#[test]
fn goblin_levels_finish_two_player_games() {
    for level in BotLevel::ALL {
        for seed in 0..3 {
            let bots = [
                GoblinBot::new(Goblin::bot_at(level)),
                GoblinBot::new(Goblin::bot_at(BotLevel::Normal)),
            ];
            let n = play(goblin_game(seed), bots, seed, |_, _, _| {});
            assert!(n > 0, "{level:?}");
        }
    }
}

/// Asks `bot` for `seat`'s choice on `game` and on a copy whose hidden parts are drawn again
/// (the deck's and the bag's order, other hands, the RNG), with the same bot RNG: they match.
fn same_on_hidden_redraw<G: Game, P: Player<G> + Clone>(game: &G, seat: Seat, bot: &P, k: u64) {
    let other = game.determinise(Viewer::Seat(seat), &mut ChaCha8Rng::seed_from_u64(k));
    let a = bot
        .clone()
        .choose(game, seat, &mut ChaCha8Rng::seed_from_u64(k + 1));
    let b = bot
        .clone()
        .choose(&other, seat, &mut ChaCha8Rng::seed_from_u64(k + 1));
    assert_eq!(a, b, "Hard reads only what its seat may know");
}

#[test]
fn karak2_hard_reads_no_hidden_information() {
    for seed in 0..2 {
        let bots = [karak2_bot(BotLevel::Hard), karak2_bot(BotLevel::Normal)];
        let mut n = 0u64;
        play(karak2_game(seed), bots, seed, |g, seat, bot| {
            n += 1;
            if seat == Seat(0) && n.is_multiple_of(10) {
                same_on_hidden_redraw(g, seat, bot, n);
            }
        });
    }
}

#[test]
fn goblin_hard_reads_no_hidden_information() {
    for seed in 0..2 {
        let hard = GoblinBot::new(Goblin::bot_at(BotLevel::Hard));
        let normal = GoblinBot::new(Goblin::bot_at(BotLevel::Normal));
        let mut n = 0u64;
        play(goblin_game(seed), [hard, normal], seed, |g, seat, bot| {
            n += 1;
            if seat == Seat(0) && n.is_multiple_of(3) {
                same_on_hidden_redraw(g, seat, bot, n);
            }
        });
    }
}
