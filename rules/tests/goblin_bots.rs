//! Karak: Goblin's search bot against a person who always takes the first action offered.
//! "A turn is one of: fight a monster, visit the merchant, revive": a bot that only visits the
//! merchant and leaves while the person loses the same fight turn after turn keeps the game
//! from ever ending. In 300 such games three did so (one online game reached 288,000
//! actions) before the merchant counted as a choice only where the bot buys something.

use rand_chacha::ChaCha8Rng;
use rand_core::SeedableRng;
use rules::goblin::cards::Hero;
use rules::goblin::{Bot, Goblin, GoblinBot, GoblinOptions};
use rules::{Game, Seat};

/// Actions after which a game counts as never ending (such games take 150–500).
const NEVER_ENDS: u32 = 5_000;

/// Plays seed `seed` to its end: seat 0 takes the first legal action, seat 1 is the search bot.
/// Returns the number of actions, or `None` past [`NEVER_ENDS`].
fn play(seed: u64) -> Option<u32> {
    let mut options = GoblinOptions::new(vec![Hero::Horan, Hero::Taia]);
    options.abilities = false;
    let mut game = Goblin::new(&options, seed).expect("valid options");
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut fill = ChaCha8Rng::seed_from_u64(seed ^ 77);
    let mut bot = GoblinBot::new(Bot::Search);
    let mut actions = 0;
    while let Some(seat) = game.to_act() {
        let action = if seat == Seat(0) {
            game.legal_actions()[0]
        } else {
            rules::player::choose_action(&mut game, seat, &mut bot, &mut fill, &mut rng)
                .expect("the bot acts")
        };
        game.apply(seat, &action).expect("a legal action");
        actions += 1;
        if actions > NEVER_ENDS {
            return None;
        }
    }
    Some(actions)
}

/// The seeds whose games did not end when the bot could pass by visiting the merchant.
#[test]
fn the_search_bot_does_not_pass_for_ever() {
    for seed in [27, 86, 189] {
        assert!(play(seed).is_some(), "seed {seed}: the game never ends");
    }
}
