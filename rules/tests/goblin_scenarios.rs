//! Runs every Karak: Goblin scenario under `rules/scenarios/goblin/` (see its README).

use rules::goblin::scenario::Scenario;
use std::path::{Path, PathBuf};

fn collect(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<PathBuf> = std::fs::read_dir(dir)
        .expect("scenario directory readable")
        .map(|e| e.expect("directory entry").path())
        .collect();
    entries.sort();
    for e in entries {
        if e.is_dir() {
            collect(&e, out);
        } else if e.extension().is_some_and(|x| x == "json") {
            out.push(e);
        }
    }
}

/// Every rulebook procedure as a scenario: each passes.
#[test]
fn every_goblin_scenario_passes() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("scenarios")
        .join("goblin");
    let mut files = Vec::new();
    collect(&root, &mut files);
    assert!(files.len() >= 20, "only {} scenario files", files.len());
    let mut failures = Vec::new();
    for f in &files {
        let text = std::fs::read_to_string(f).expect("scenario readable");
        if let Err(e) = Scenario::from_json(&text).and_then(|s| s.run().map(|_| ())) {
            failures.push(format!("{}: {e}", f.display()));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} scenarios failed:\n{}",
        failures.len(),
        files.len(),
        failures.join("\n")
    );
}

/// A misspelt expectation is an error, never a silent pass.
#[test]
fn unknown_fields_are_refused() {
    let json = r#"{"name": "x", "description": "x", "source": "x",
      "setup": {"heroes": [{"hero": "Horan"}, {"hero": "Taia"}]},
      "steps": [{"action": "Revive", "expect": {"hp_left": 5}}]}"#;
    assert!(Scenario::from_json(json).is_err());
}
