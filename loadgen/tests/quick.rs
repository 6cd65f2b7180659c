//! Quick versions of the load and crash runs for `make test`: the real server
//! process on a real SQLite file, a short load and three SIGKILLs. They assert
//! correctness only (no errors, no lost move, every game replays, a sound file),
//! never speed: the figures are printed, not checked.
//!
//! The server binary: `KARAK_SERVER_BIN` when set, else `karak-server` next to
//! this test's own build profile (`<target>/debug/` under `cargo test`), else the
//! release one. A test cannot build it: cargo holds the target directory's lock
//! while tests run, so a nested `cargo build` would wait forever. `cargo test`
//! over the workspace (what `make test` runs) builds the server's binary before it
//! runs any test, because the server's own integration tests need it; alone, run
//! `cargo build -p karak-server` first.

use std::path::PathBuf;
use std::time::Duration;

use loadgen::{run_crash, run_load, CrashOptions, LoadOptions};

fn server_bin() -> PathBuf {
    if let Some(bin) = std::env::var_os("KARAK_SERVER_BIN") {
        return PathBuf::from(bin);
    }
    // This test runs as <target>/<profile>/deps/quick-<hash>.
    let exe = std::env::current_exe().expect("the test's own path");
    let profile_dir = exe
        .parent()
        .and_then(|deps| deps.parent())
        .expect("<target>/<profile>/deps");
    let target_dir = profile_dir.parent().expect("<target>");
    let candidates = [
        profile_dir.join("karak-server"),
        target_dir.join("debug/karak-server"),
        target_dir.join("release/karak-server"),
    ];
    candidates
        .iter()
        .find(|p| p.is_file())
        .cloned()
        .unwrap_or_else(|| {
            panic!(
                "no karak-server binary in {candidates:?}: run `cargo build -p karak-server` \
                 (or the whole workspace's `cargo test`), or set KARAK_SERVER_BIN"
            )
        })
}

#[tokio::test(flavor = "multi_thread", worker_threads = 1)]
async fn quick_load_loses_nothing() {
    let opts = LoadOptions {
        addr: None,
        server_bin: server_bin(),
        games: 20,
        think: Duration::from_millis(100),
        paced: Duration::from_secs(2),
        saturation: Duration::from_secs(2),
        saturation_games: 20,
        inserts: Duration::from_millis(500),
        accounts: 4,
        seed: 7,
        progress: false,
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
