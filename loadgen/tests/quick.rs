//! Quick versions of the load and crash runs for `make test`: the real server
//! process on a real SQLite file, a short load and three SIGKILLs. They assert
//! correctness only (no errors, no lost move, every game replays, a sound file),
//! never speed: the figures are printed, not checked.
//!
//! The server binary: see `common::server_bin`.

use std::time::Duration;

use loadgen::{run_crash, run_load, CrashOptions, LoadOptions};

mod common;
use common::server_bin;

#[tokio::test(flavor = "multi_thread", worker_threads = 1)]
async fn quick_load_loses_nothing() {
    let opts = LoadOptions {
        addr: None,
        cluster: None,
        server_bin: server_bin(),
        games: 20,
        think: Duration::from_millis(100),
        paced: Duration::from_secs(2),
        saturation: Duration::from_secs(2),
        saturation_games: 20,
        inserts: Duration::from_millis(500),
        accounts: 4,
        // A Hard server bot in every game: the bots' moves go into the same files the
        // check replays, and the players wait for them as a person would.
        bots: Some("hard".into()),
        seed: 7,
        progress: false,
        timed: None,
    };
    let report = run_load(&opts).await.expect("the load run");
    println!("{}", report.summary());
    let setup_errors = report.setup_errors;
    assert_eq!(setup_errors, 0, "errors while creating games");
    assert_eq!(report.paced.error_total, 0, "{:?}", report.paced.errors);
    assert_eq!(
        report.saturation.error_total, 0,
        "{:?}",
        report.saturation.errors
    );
    assert!(report.paced.committed_moves + report.saturation.committed_moves > 0);
    let v = report.verification.expect("we started the server");
    assert!(v.ok(), "{}", v.lines());
    assert!(v.acknowledged_moves > 0 && v.games_replayed >= 20);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 1)]
async fn quick_crash_loses_nothing() {
    let opts = CrashOptions {
        server_bin: server_bin(),
        cluster: None,
        postgres_restart: None,
        postgres_restarts: 0,
        games: 10,
        kills: 3,
        min_gap: Duration::from_millis(300),
        max_gap: Duration::from_millis(900),
        seed: 11,
        progress: false,
    };
    let report = run_crash(&opts).await.expect("the crash run");
    println!("{}", report.summary());
    assert!(report.ok(), "{}", report.summary());
    assert_eq!(report.acked_at_kill.len(), 3);
    assert!(report.verification.acknowledged_moves > 0);
}
