//! What the quick runs share: the server binary they start.

use std::path::PathBuf;

/// The server binary: `KARAK_SERVER_BIN` when set, else `karak-server` next to
/// this test's own build profile (`<target>/debug/` under `cargo test`), else the
/// release one. A test cannot build it: cargo holds the target directory's lock
/// while tests run, so a nested `cargo build` would wait forever. `cargo test`
/// over the workspace (what `make test` runs) builds the server's binary before it
/// runs any test, because the server's own integration tests need it; alone, run
/// `cargo build -p karak-server` first.
pub fn server_bin() -> PathBuf {
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
