//! The frame of a scenario file that every game shares: what rule it checks and where that rule
//! comes from, the seed, a position, expectations before any step, and the steps. Each game
//! fills it with its own position, expectations and steps, and plays it (Karak:
//! [`crate::karak::scenario`], Karak: Goblin: [`crate::goblin::scenario`]), so the files of
//! all games read alike.
//!
//! Like the games, this does no IO: tests and the `scenario` binary read the files.

use serde::{Deserialize, Serialize};

/// A scenario file: `setup` is the game's raw position, `initial` what must hold before any
/// step, `steps` the game's actions with what must hold after each. Unknown fields are refused,
/// so a misspelt field is an error rather than a silent pass.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Scenario<Setup, Initial, Step> {
    /// Short name.
    pub name: String,
    /// The rule checked, in our own words.
    pub description: String,
    /// Where the rule comes from: the rulebook passage or ruling.
    pub source: String,
    /// Seeds the game's RNG, for all chance the position does not fix (default 0).
    #[serde(default)]
    pub seed: u64,
    /// The position.
    pub setup: Setup,
    /// Expectations on the position before any step (default: nothing expected).
    #[serde(default)]
    pub initial: Initial,
    /// Actions in order.
    pub steps: Vec<Step>,
}
