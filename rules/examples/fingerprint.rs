//! Behaviour fingerprint: plays fixed sets of bot games and prints one hash over every action
//! chosen and every final state hash. Any change in the engine's or the bots' behaviour changes
//! it; speed work must leave it unchanged (a deliberate change updates [`EXPECTED`] and the
//! figure in `rules/README.md`).
//! `cargo run --release -p rules --example fingerprint` (exits with status 1 when it differs)
use rand_chacha::ChaCha8Rng;
use rand_core::SeedableRng;
use rules::hash::StableHasher;
use rules::karak::data::HEROES;
use rules::karak::{Bot, Event, GreedyBot, Karak, KarakOptions};
use rules::Game;
use std::hash::{Hash, Hasher};

/// The fingerprint of the current engine and bots. Issue 13 changed it (was 0e34b8cec144e3b9;
/// e36656f21394ff19 before the route memo): every line moved. The greedy-only lines moved with
/// the retreat to where a hero came from in an earlier turn (a remembered tile, hashed in the
/// final states) and the healing at once after a retreat onto a fountain; with those two
/// switched off they print their old values. The mixed and random lines moved as well with the
/// new legal actions: the Portal of Healing in every decision, Magic Swap with a hero on a
/// monster's tile, the Thief's fight where she stands.
const EXPECTED: &str = "3cf90ffe8565120e";

fn main() {
    // (players, expert, bots: 0 greedy, 1 mixed, 2 random, games)
    let configs = [
        (4usize, false, 0u8, 2000u64),
        (2, false, 0, 500),
        (5, true, 0, 500),
        (3, true, 1, 300),
        (2, false, 1, 300),
        (4, false, 2, 100),
    ];
    let mut total = StableHasher::default();
    let mut events: Vec<Event> = Vec::with_capacity(64);
    // One greedy bot for every greedy seat of every game (its memory changes no choice).
    let mut greedy = GreedyBot::new();
    for (players, expert, bots, games) in configs {
        let mut h = StableHasher::default();
        let mut actions = 0u64;
        for seed in 0..games {
            let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x5157_0b07);
            let mut all = HEROES;
            for k in (1..all.len()).rev() {
                let j = rules::hash::uniform(&mut rng, k as u32 + 1) as usize;
                all.swap(k, j);
            }
            let options = KarakOptions {
                heroes: all[..players].to_vec(),
                expert,
            };
            let mut game = Karak::new(&options, seed).unwrap();
            for _ in 0..3000 {
                let Some(seat) = game.to_act() else { break };
                let bot = match (bots, seat.0) {
                    (0, _) | (1, 0) => Bot::Greedy,
                    _ => Bot::Random,
                };
                let a = bot.choose(&mut greedy, &game, &mut rng).unwrap();
                a.hash(&mut h);
                events.clear();
                game.apply_into(seat, &a, &mut events).unwrap();
                events.len().hash(&mut h);
                actions += 1;
            }
            game.state_hash().hash(&mut h);
        }
        let f = h.finish();
        f.hash(&mut total);
        println!(
            "{players}p expert={expert} bots={bots} games={games}: {actions} actions, {f:016x}"
        );
    }
    let fingerprint = format!("{:016x}", total.finish());
    println!("fingerprint {fingerprint}");
    if fingerprint != EXPECTED {
        eprintln!(
            "differs from the expected {EXPECTED}: the engine's or the bots' behaviour changed"
        );
        std::process::exit(1);
    }
}
