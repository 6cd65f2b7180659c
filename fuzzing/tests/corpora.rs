//! The quick version of the fuzzing: every committed corpus file (the seeds and what
//! bounded fuzz runs kept, minimised) replayed through its target's body, so a
//! regression on any input a fuzzer once found interesting fails `cargo test`.

use std::path::{Path, PathBuf};

fn corpus(target: &str) -> Vec<PathBuf> {
    // Relative to the package's root, where cargo runs tests: a path compiled in would name
    // the checkout that built the binary, which the shared build cache reuses in others.
    let dir = Path::new("fuzz/corpus").join(target);
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|entry| entry.expect("a directory entry").path())
        .filter(|p| p.is_file())
        .collect();
    files.sort();
    files
}

fn replay(target: &str) {
    let files = corpus(target);
    assert!(!files.is_empty(), "the {target} corpus has no files");
    for file in files {
        let data = std::fs::read(&file).expect("a corpus file reads");
        let outcome = std::panic::catch_unwind(|| fuzzing::run(target, &data));
        assert!(outcome.is_ok(), "{target} fails on {}", file.display());
    }
}

/// Rules: no panic, exact legal actions, refused actions leave the state hash
/// unchanged, invariants hold — on every `rules_actions` corpus input.
#[test]
fn rules_actions_corpus() {
    replay("rules_actions");
}

/// Actions as JSON parse without panic and round-trip, on every `action_json` input.
#[test]
fn action_json_corpus() {
    replay("action_json");
}

/// Import files: `check_import` never panics and accepted files are accepted again
/// when written out, on every `import_file` input.
#[test]
fn import_file_corpus() {
    replay("import_file");
}

/// API request bodies parse without panic and round-trip, on every `api_bodies` input.
#[test]
fn api_bodies_corpus() {
    replay("api_bodies");
}

/// The seeds mean something: at least one committed import input is a real export that
/// `check_import` accepts (so the corpus reaches the replay, not only the parser).
#[test]
fn the_import_corpus_holds_a_valid_game() {
    let accepted = corpus("import_file").iter().any(|file| {
        // The first byte chooses the game; the export file follows.
        let data = std::fs::read(file).unwrap_or_default();
        let text = std::str::from_utf8(data.get(1..).unwrap_or_default()).unwrap_or_default();
        service::check_import(text).is_ok()
    });
    assert!(accepted, "no import corpus file is a valid export");
}

/// Every target named in the library has a corpus directory and a cargo-fuzz target.
#[test]
fn every_target_has_a_corpus_and_a_fuzz_target() {
    let root = Path::new("fuzz");
    for target in fuzzing::TARGETS {
        assert!(
            root.join("corpus").join(target).is_dir(),
            "{target}: no corpus"
        );
        assert!(
            root.join("fuzz_targets")
                .join(format!("{target}.rs"))
                .is_file(),
            "{target}: no fuzz target"
        );
    }
}
