//! Runs every scenario under `rules/scenarios/` (see `rules/scenarios/README.md`).

use rules::karak::scenario::Scenario;
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

#[test]
fn every_scenario_passes() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("scenarios")
        .join("karak");
    let mut files = Vec::new();
    collect(&root, &mut files);
    assert!(files.len() >= 60, "only {} scenario files", files.len());
    let mut failures = Vec::new();
    for f in &files {
        let text = std::fs::read_to_string(f).expect("scenario readable");
        let result = Scenario::from_json(&text).and_then(|s| s.run());
        if let Err(e) = result {
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

#[test]
fn a_failing_expectation_names_the_step_and_both_values() {
    let json = r#"{
      "name": "wrong HP", "description": "deliberately wrong", "source": "test",
      "setup": {"heroes": [{"hero": "Warrior"}, {"hero": "Thief"}]},
      "steps": [{"action": "EndTurn"}, {"action": "EndTurn", "expect": {"heroes": [{"seat": 0, "hp": 4}]}}]
    }"#;
    let err = Scenario::from_json(json).unwrap().run().unwrap_err();
    assert!(err.contains("step 1"), "{err}");
    assert!(err.contains("expected 4, got 5"), "{err}");
}

#[test]
fn unknown_fields_are_refused() {
    let json = r#"{
      "name": "typo", "description": "d", "source": "s",
      "setup": {"heroes": [{"hero": "Warrior"}, {"hero": "Thief"}]},
      "steps": [{"action": "EndTurn", "expect": {"hitpoints": 3}}]
    }"#;
    let err = Scenario::from_json(json).unwrap_err();
    assert!(err.contains("unknown field"), "{err}");
}

#[test]
fn an_expected_refusal_must_happen() {
    let json = r#"{
      "name": "refusal", "description": "d", "source": "s",
      "setup": {"heroes": [{"hero": "Warrior"}, {"hero": "Thief"}]},
      "steps": [{"action": "EndTurn", "error": "anything"}]
    }"#;
    let err = Scenario::from_json(json).unwrap().run().unwrap_err();
    assert!(err.contains("but it was applied"), "{err}");
}
