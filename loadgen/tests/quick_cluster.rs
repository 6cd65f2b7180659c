//! Quick versions of the load and crash runs on two servers sharing one
//! PostgreSQL database behind haproxy (issue 20), run by `make test` beside a
//! throw-away cluster (`scripts/with-postgres.sh`, which sets
//! `KARAK_TEST_POSTGRES` and `KARAK_TEST_POSTGRES_RESTART`); hence `#[ignore]`
//! in a plain `cargo test`. Like `quick.rs` they assert correctness only, never
//! speed.

use std::time::Duration;

use loadgen::{run_compare, run_crash, ClusterOptions, CrashOptions, LoadOptions};

mod common;
use common::server_bin;

fn cluster() -> ClusterOptions {
    ClusterOptions {
        postgres: std::env::var("KARAK_TEST_POSTGRES")
            .expect("KARAK_TEST_POSTGRES: run under scripts/with-postgres.sh"),
        servers: 2,
    }
}

/// "The load generator runs against the two-server setup: committed moves/s and
/// p99 latency …, beside one server on SQLite, in one run."
#[tokio::test(flavor = "multi_thread", worker_threads = 1)]
#[ignore = "needs PostgreSQL: scripts/with-postgres.sh cargo test --test quick_cluster -- --ignored"]
async fn quick_compare_loses_nothing_on_either_database() {
    let opts = LoadOptions {
        addr: None,
        cluster: None,
        server_bin: server_bin(),
        games: 20,
        think: Duration::from_millis(100),
        paced: Duration::from_secs(2),
        saturation: Duration::from_secs(2),
        saturation_games: 20,
        inserts: Duration::from_millis(300),
        accounts: 4,
        bots: None,
        seed: 21,
        progress: false,
        timed: None,
    };
    let report = run_compare(&opts, &cluster())
        .await
        .expect("both load runs");
    println!("{}", report.summary());
    assert!(report.ok(), "{}", report.summary());
    let moved = &report.postgres;
    assert!(moved.paced.committed_moves + moved.saturation.committed_moves > 0);
}

/// "The crash run kills servers, not the database": a killed server's players
/// go on through the other; then PostgreSQL restarts under load, and moves and
/// live updates on both servers carry on by themselves.
#[tokio::test(flavor = "multi_thread", worker_threads = 1)]
#[ignore = "needs PostgreSQL: scripts/with-postgres.sh cargo test --test quick_cluster -- --ignored"]
async fn quick_cluster_crash_and_database_restart_lose_nothing() {
    let opts = CrashOptions {
        server_bin: server_bin(),
        cluster: Some(cluster()),
        postgres_restart: Some(
            std::env::var("KARAK_TEST_POSTGRES_RESTART")
                .expect("KARAK_TEST_POSTGRES_RESTART: run under scripts/with-postgres.sh"),
        ),
        postgres_restarts: 1,
        games: 10,
        kills: 3,
        min_gap: Duration::from_millis(300),
        max_gap: Duration::from_millis(900),
        seed: 23,
        progress: false,
    };
    let report = run_crash(&opts).await.expect("the crash run");
    println!("{}", report.summary());
    assert!(report.ok(), "{}", report.summary());
    assert_eq!(report.postgres_restarts.len(), 1);
    assert!(report.verification.acknowledged_moves > 0);
}
