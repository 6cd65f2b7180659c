//! Time of one committed move: `Service::submit` of a legal action on a real SQLite
//! file in WAL mode (the rules' apply, the transaction that inserts the action and
//! bumps the version, the cache update).
//!
//! `cargo bench -p service --bench commit`

use std::time::{Duration, Instant};

use criterion::{criterion_group, criterion_main, Criterion};
use protocol::{NewGame, NewSeat};
use rand_core::SeedableRng;
use rules::karak::{Karak, KarakOptions, KarakVariant};
use rules::Game;
use service::{Caller, Db, Service};

struct Table {
    service: Service,
    caller: Caller,
    id: String,
    mirror: Karak,
    version: u32,
    rng: rand_chacha::ChaCha8Rng,
}

impl Table {
    async fn new_game(&mut self) {
        let seat = |name: &str| NewSeat {
            name: name.to_owned(),
            hero: None,
            bot: false,
            level: None,
        };
        let new = NewGame::<Karak> {
            seats: vec![seat("Ann"), seat("Bo"), seat("Cy"), seat("Di")],
            variant: KarakVariant { expert: false },
        };
        self.id = self
            .service
            .create_game::<Karak>(&self.caller, new)
            .await
            .unwrap();
        let (options, seed): (String, i64) =
            sqlx::query_as("SELECT options, seed FROM games WHERE id = $1")
                .bind(&self.id)
                .fetch_one(self.service.db().pool())
                .await
                .unwrap();
        let options: KarakOptions = serde_json::from_str(&options).unwrap();
        self.mirror = Karak::new(&options, seed as u64).unwrap();
        self.version = 0;
    }

    /// One committed move; returns the time `submit` took.
    async fn one_move(&mut self) -> Duration {
        let Some(seat) = self.mirror.to_act() else {
            self.new_game().await;
            return Box::pin(self.one_move()).await;
        };
        let action = rules::random_action(&self.mirror, &mut self.rng).unwrap();
        let started = Instant::now();
        let done = self
            .service
            .submit::<Karak>(&self.caller, &self.id, seat.0, action, self.version)
            .await
            .unwrap();
        let took = started.elapsed();
        self.mirror.apply(seat, &action).unwrap();
        self.version = done.version;
        took
    }
}

fn commit(c: &mut Criterion) {
    let rt = tokio::runtime::Runtime::new().unwrap();
    let dir = tempfile::tempdir().unwrap();
    let mut table = rt.block_on(async {
        let db = Db::open(&dir.path().join("bench.db")).await.unwrap();
        let options = KarakOptions::new(vec![
            rules::karak::HeroKind::Warrior,
            rules::karak::HeroKind::Thief,
        ]);
        let mut t = Table {
            service: Service::new(db),
            caller: Caller::Guest("bench".to_owned()),
            id: String::new(),
            mirror: Karak::new(&options, 0).unwrap(),
            version: 0,
            rng: rand_chacha::ChaCha8Rng::seed_from_u64(7),
        };
        t.new_game().await;
        t
    });
    c.bench_function("submit one move (SQLite WAL, file)", |b| {
        b.iter_custom(|iters| {
            rt.block_on(async {
                let mut total = Duration::ZERO;
                for _ in 0..iters {
                    total += table.one_move().await;
                }
                total
            })
        })
    });
}

criterion_group!(benches, commit);
criterion_main!(benches);
