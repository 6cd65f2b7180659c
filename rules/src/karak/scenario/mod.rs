//! Scenarios: a position, a list of actions and what must hold after each one, in JSON.
//!
//! A scenario checks one rule (a rulebook passage, a worked example, or a ruling of this
//! project). It sets up a [`RawSetup`] (tiles, tokens, heroes, HP, inventories, curse, whose
//! turn, forced dice / bag draws / tile draws), then plays [`Step`]s. Each step is an
//! [`Action`] in its serde form, played by a seat (by default the seat to act), with optional
//! [`Expect`]ations checked after it; or an expected refusal (`error`), after which the game must
//! be unchanged. After every step the engine's invariants are checked too.
//!
//! The format is documented for authors in `rules/scenarios/karak/README.md`. Every struct refuses
//! unknown fields, so a misspelt expectation is an error rather than a silent pass.
//!
//! This module does no IO: the `scenario` binary and the `scenarios` test read the files.
//!
//! # Examples
//! ```
//! use rules::karak::scenario::Scenario;
//! let json = r#"{
//!   "name": "end turn early",
//!   "description": "A player may end the turn before using four steps.",
//!   "source": "RULES.md ruling 7",
//!   "setup": {"heroes": [{"hero": "Warrior"}, {"hero": "Thief"}]},
//!   "steps": [{"action": "EndTurn", "expect": {"to_act": 1, "decision": "Move"}}]
//! }"#;
//! let scenario = Scenario::from_json(json).unwrap();
//! scenario.run().unwrap();
//! ```

use crate::karak::{
    Action, CombatResult, Coord, EndReason, Event, HeroKind, Item, Karak, KarakView, RawSetup,
    TileType, Token,
};
use crate::{Game, Seat, Viewer};
use serde::{Deserialize, Deserializer, Serialize};
use serde_json::Value;

mod checker;
mod expect;

use checker::check;
pub use checker::decision_kind;
use expect::{js, sorted};
pub use expect::{
    matches, CombatExpect, Expect, HeroExpect, OutcomeExpect, TileExpect, ViewExpect,
};

/// A Karak scenario file: the frame all games share ([`crate::scenario::Scenario`]) around a
/// [`RawSetup`], optional [`Expect`]ations before any step (their `events` are the setup's: the
/// starting-player rolls, the start of the first turn, a fight forced at once), and the
/// [`Step`]s. The seed drives the RNG once the forced queues are empty; `source` names a
/// rulebook passage or a `RULES.md` ruling number.
pub type Scenario = crate::scenario::Scenario<RawSetup, Option<Expect>, Step>;

/// One action and what must hold after it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Step {
    /// Seat playing the action; default: the seat to act.
    #[serde(default)]
    pub seat: Option<u8>,
    /// The action, as `Action`'s serde form (`"EndTurn"`, `{"Step": "E"}`, ...).
    pub action: Action,
    /// The action must be refused, with this text in `"rule: detail"`; the game must be
    /// unchanged (same state hash).
    #[serde(default)]
    pub error: Option<String>,
    /// Expectations after the action.
    #[serde(default)]
    pub expect: Option<Expect>,
    /// Free comment for readers.
    #[serde(default)]
    pub note: Option<String>,
}

impl Scenario {
    /// Parses a scenario.
    ///
    /// # Errors
    /// The JSON error (unknown fields included), with line and column.
    pub fn from_json(text: &str) -> Result<Scenario, String> {
        serde_json::from_str(text).map_err(|e| format!("bad scenario JSON: {e}"))
    }

    /// Plays the scenario and checks every expectation. Returns the number of steps played.
    ///
    /// # Errors
    /// The first failing step: its index, the action and every expectation that failed
    /// (expected vs actual); or why the setup was refused.
    pub fn run(&self) -> Result<usize, String> {
        let (mut game, setup_events) = Karak::from_setup_with_events(&self.setup, self.seed)
            .map_err(|e| format!("setup refused: {}", e.0))?;
        if let Some(e) = &self.initial {
            let errs = check(&game, e, &setup_events);
            if !errs.is_empty() {
                return Err(format!("initial position: {}", errs.join("; ")));
            }
        }
        for (i, step) in self.steps.iter().enumerate() {
            if step.error.as_ref().is_some_and(|e| e.trim().is_empty()) {
                return Err(format!("step {i}: `error` must name the rule expected"));
            }
            let seat = match (step.seat, game.to_act()) {
                (Some(s), _) => Seat(s),
                (None, Some(s)) => s,
                (None, None) => Seat(game.active_seat().0),
            };
            let label = format!("step {i} ({} by seat {})", js(&step.action), seat.0);
            let before = game.state_hash();
            let result = game.apply(seat, &step.action);
            let events = match (result, &step.error) {
                (Ok(_), Some(want)) => {
                    return Err(format!(
                        "{label}: expected refusal containing {want:?}, but it was applied"
                    ))
                }
                (Err(e), None) => return Err(format!("{label}: refused: {e}")),
                (Err(e), Some(want)) => {
                    let text = e.to_string();
                    if !text.to_lowercase().contains(&want.to_lowercase()) {
                        return Err(format!(
                            "{label}: refusal: expected text {want:?}, got {text:?}"
                        ));
                    }
                    if game.state_hash() != before {
                        return Err(format!("{label}: refused but the game changed"));
                    }
                    Vec::new()
                }
                (Ok(ev), None) => ev,
            };
            if let Some(e) = &step.expect {
                let errs = check(&game, e, &events);
                if !errs.is_empty() {
                    return Err(format!("{label}: {}", errs.join("; ")));
                }
            } else if let Err(msg) = game.check_invariants() {
                return Err(format!("{label}: invariant broken: {msg}"));
            }
        }
        Ok(self.steps.len())
    }
}
