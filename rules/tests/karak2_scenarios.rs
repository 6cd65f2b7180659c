//! Runs every Karak 2 scenario under `rules/scenarios/karak2/` (see its README).

mod common;

use common::assert_scenarios_pass;
use rules::karak2::scenario::Scenario;

/// Every rulebook procedure, worked example and hero ability's limit as a scenario: each
/// passes.
#[test]
fn every_karak2_scenario_passes() {
    assert_scenarios_pass("karak2", 32, |text| {
        Scenario::from_json(text)?.run().map(|_| ())
    });
}

/// A misspelt expectation is an error, never a silent pass.
#[test]
fn unknown_fields_are_refused() {
    let json = r#"{"name": "x", "description": "x", "source": "x",
      "setup": {"heroes": [{"hero": "Horan"}, {"hero": "Taia"}]},
      "steps": [{"action": "Heal", "expect": {"life": 5}}]}"#;
    assert!(Scenario::from_json(json).is_err());
}
