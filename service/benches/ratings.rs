//! Time of a profile and of a leaderboard page beside 10,000 rated games (issue 43:
//! "10,000 rated games imported by a test: the leaderboard and a profile answer within
//! 5 ms at one connection"), on a real SQLite file.
//!
//! The games are written as the rating leaves them (games, seats, the history of
//! changes computed by the rating crate, the ratings), 200 players, 2–4 a game.
//!
//! `cargo bench -p service --bench ratings`

use criterion::{criterion_group, criterion_main, Criterion};
use rand_core::{RngCore, SeedableRng};
use rules::GameKind;
use service::{Caller, Db, Service};
use skillratings::weng_lin::{weng_lin_multi_team, WengLinConfig, WengLinRating};
use skillratings::MultiTeamOutcome;

const GAMES: usize = 10_000;
const PLAYERS: usize = 200;
const HEROES: [&str; 6] = [
    "Warrior",
    "Wizard",
    "Thief",
    "Oracle",
    "Ranger",
    "Swordswoman",
];

/// Writes the players and the games, one transaction.
async fn import(service: &Service) {
    let db = service.db();
    let mut tx = db.begin_write().await.unwrap();
    for p in 0..PLAYERS {
        sqlx::query("INSERT INTO users (id, name, password_hash) VALUES ($1, $2, 'x')")
            .bind(p as i64 + 1)
            .bind(format!("P{p:04}"))
            .execute(&mut *tx)
            .await
            .unwrap();
    }
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(43);
    let mut ratings = vec![(WengLinRating::new(), 0i64, 0i64); PLAYERS];
    for g in 0..GAMES {
        let id = format!("bench{g:07}");
        let at = format!(
            "2026-11-{:02}T{:02}:{:02}:00.000Z",
            1 + g % 28,
            g % 24,
            g % 60
        );
        sqlx::query(
            "INSERT INTO games (id, kind, options, seed, rules_version, status, version, online,
                                rated, rated_at, created_at, updated_at, finished_at)
             VALUES ($1, 'karak', '{}', 1, 1, 'finished', 100, 1, 1, $2, $2, $2, $2)",
        )
        .bind(&id)
        .bind(&at)
        .execute(&mut *tx)
        .await
        .unwrap();
        let seats = 2 + (rng.next_u32() % 3) as usize;
        let mut players: Vec<usize> = Vec::new();
        while players.len() < seats {
            let p = (rng.next_u32() as usize) % PLAYERS;
            if !players.contains(&p) {
                players.push(p);
            }
        }
        let places: Vec<usize> = (0..seats)
            .map(|_| 1 + (rng.next_u32() as usize) % seats)
            .collect();
        let teams: Vec<[WengLinRating; 1]> = players.iter().map(|&p| [ratings[p].0]).collect();
        let ranked: Vec<(&[WengLinRating], MultiTeamOutcome)> = teams
            .iter()
            .zip(&places)
            .map(|(t, &place)| (&t[..], MultiTeamOutcome::new(place)))
            .collect();
        let after = weng_lin_multi_team(&ranked, &WengLinConfig::new());
        for (seat, &p) in players.iter().enumerate() {
            sqlx::query(
                "INSERT INTO seats (game_id, seat, kind, user_id, name, hero)
                 VALUES ($1, $2, 'account', $3, $4, $5)",
            )
            .bind(&id)
            .bind(seat as i64)
            .bind(p as i64 + 1)
            .bind(format!("P{p:04}"))
            .bind(HEROES[(rng.next_u32() as usize) % HEROES.len()])
            .execute(&mut *tx)
            .await
            .unwrap();
            let before = ratings[p].0;
            sqlx::query(
                "INSERT INTO rating_changes (game_id, user_id, kind, seat, place, before_rating,
                     before_uncertainty, after_rating, after_uncertainty, at)
                 VALUES ($1, $2, 'karak', $3, $4, $5, $6, $7, $8, $9)",
            )
            .bind(&id)
            .bind(p as i64 + 1)
            .bind(seat as i64)
            .bind(places[seat] as i64)
            .bind(before.rating)
            .bind(before.uncertainty)
            .bind(after[seat][0].rating)
            .bind(after[seat][0].uncertainty)
            .bind(&at)
            .execute(&mut *tx)
            .await
            .unwrap();
            ratings[p] = (
                after[seat][0],
                ratings[p].1 + 1,
                ratings[p].2 + i64::from(places[seat] == 1),
            );
        }
    }
    for (p, (rating, games, wins)) in ratings.iter().enumerate() {
        sqlx::query(
            "INSERT INTO ratings (user_id, kind, rating, uncertainty, games, wins)
             VALUES ($1, 'karak', $2, $3, $4, $5)",
        )
        .bind(p as i64 + 1)
        .bind(rating.rating)
        .bind(rating.uncertainty)
        .bind(*games)
        .bind(*wins)
        .execute(&mut *tx)
        .await
        .unwrap();
    }
    tx.commit().await.unwrap();
}

fn ratings(c: &mut Criterion) {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    let dir = tempfile::tempdir().unwrap();
    let service = runtime.block_on(async {
        let service = Service::new(Db::open(&dir.path().join("ratings.db")).await.unwrap());
        import(&service).await;
        service
    });
    let viewer = Caller::User(2);
    let report = runtime.block_on(service.recompute_ratings()).unwrap();
    assert!(
        report.differences.is_empty(),
        "{:?}",
        &report.differences[..3]
    );
    c.bench_function("profile of a player with ~150 rated games", |b| {
        b.iter(|| runtime.block_on(service.profile(&viewer, "P0001")).unwrap());
    });
    c.bench_function("leaderboard, first page, with the viewer's place", |b| {
        b.iter(|| {
            runtime
                .block_on(service.leaderboard(&viewer, GameKind::Karak, 1))
                .unwrap()
        });
    });
    c.bench_function("leaderboard, last page", |b| {
        b.iter(|| {
            runtime
                .block_on(service.leaderboard(&viewer, GameKind::Karak, 4))
                .unwrap()
        });
    });
}

criterion_group!(benches, ratings);
criterion_main!(benches);
