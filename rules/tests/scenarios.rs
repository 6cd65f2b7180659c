//! Runs every scenario under `rules/scenarios/` (see `rules/scenarios/README.md`).

mod common;

use common::assert_scenarios_pass;
use rules::karak::scenario::Scenario;

#[test]
fn every_scenario_passes() {
    assert_scenarios_pass("karak", 60, |text| {
        Scenario::from_json(text)?.run().map(|_| ())
    });
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
