//! Runs every Karak: Goblin scenario under `rules/scenarios/goblin/` (see its README).

mod common;

use common::assert_scenarios_pass;
use rules::goblin::scenario::Scenario;

/// Every rulebook procedure as a scenario: each passes.
#[test]
fn every_goblin_scenario_passes() {
    assert_scenarios_pass("goblin", 20, |text| {
        Scenario::from_json(text)?.run().map(|_| ())
    });
}

/// A misspelt expectation is an error, never a silent pass.
#[test]
fn unknown_fields_are_refused() {
    let json = r#"{"name": "x", "description": "x", "source": "x",
      "setup": {"heroes": [{"hero": "Horan"}, {"hero": "Taia"}]},
      "steps": [{"action": "Revive", "expect": {"hp_left": 5}}]}"#;
    assert!(Scenario::from_json(json).is_err());
}
