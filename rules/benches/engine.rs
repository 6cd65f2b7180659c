//! Criterion benchmarks of the Karak engine (one core):
//! - `random_actions/1000`: 1,000 random legal actions applied (legal list, bot pick, apply),
//!   games restarted as they end; throughput in actions.
//! - `greedy_game/4p`: one complete 4-player game between greedy bots, random heroes, a new
//!   seed per iteration; throughput in games. One [`GreedyBot`] plays every seat of every game
//!   (its memory carries over, as in a simulator).
//!
//! `cargo bench -p rules --bench engine`

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use rand_chacha::ChaCha8Rng;
use rand_core::SeedableRng;
use rules::karak::data::HEROES;
use rules::karak::{Event, GreedyBot, Karak, KarakOptions};
use rules::{random_action, Game};
use std::hint::black_box;

fn options(seed: u64, players: usize) -> KarakOptions {
    let mut heroes = HEROES;
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    for k in (1..heroes.len()).rev() {
        let j = rules::hash::uniform(&mut rng, k as u32 + 1) as usize;
        heroes.swap(k, j);
    }
    KarakOptions::new(heroes[..players].to_vec())
}

fn random_actions(c: &mut Criterion) {
    let mut group = c.benchmark_group("random_actions");
    group.throughput(Throughput::Elements(1000));
    let mut seed = 0u64;
    let mut game = Karak::new(&options(seed, 4), seed).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    let mut events: Vec<Event> = Vec::with_capacity(64);
    let mut in_game = 0;
    group.bench_function("1000", |b| {
        b.iter(|| {
            for _ in 0..1000 {
                // Random playouts may wander: restart after 2,000 actions or at the end.
                let seat = match game.to_act() {
                    Some(s) if in_game < 2000 => s,
                    _ => {
                        seed += 1;
                        game = Karak::new(&options(seed, 4), seed).unwrap();
                        in_game = 0;
                        game.to_act().unwrap()
                    }
                };
                let a = random_action(&game, &mut rng).unwrap();
                events.clear();
                game.apply_into(seat, &a, &mut events).unwrap();
                in_game += 1;
            }
            black_box(game.state_hash())
        })
    });
    group.finish();
}

fn greedy_games(c: &mut Criterion) {
    let mut group = c.benchmark_group("greedy_game");
    group.throughput(Throughput::Elements(1));
    let mut seed = 0u64;
    let mut events: Vec<Event> = Vec::with_capacity(64);
    let mut bot = GreedyBot::new();
    group.bench_function("4p", |b| {
        b.iter(|| {
            seed += 1;
            let mut game = Karak::new(&options(seed, 4), seed).unwrap();
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            while let Some(seat) = game.to_act() {
                let a = bot.choose(&game, &mut rng).unwrap();
                events.clear();
                game.apply_into(seat, &a, &mut events).unwrap();
            }
            black_box(game.outcome())
        })
    });
    group.finish();
}

criterion_group!(benches, random_actions, greedy_games);
criterion_main!(benches);
