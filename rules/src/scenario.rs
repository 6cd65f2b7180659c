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

/// Plays step `i`'s `action` for `seat`. With `refused`, the game must refuse it under that
/// rule name and stay exactly as it was (`Ok(None)`); without, it must accept it, and the
/// events come back for the step's expectations. Karak: Goblin and Karak 2 share this; Karak
/// matches refusals by text instead.
///
/// # Errors
/// A refusal under another rule, an accepted action that should have been refused, a refused
/// one that should not, or a refusal that changed the game.
pub fn play_step<G: crate::Game>(
    g: &mut G,
    i: usize,
    seat: crate::Seat,
    action: &G::Action,
    refused: Option<&str>,
) -> Result<Option<Vec<G::Event>>, String> {
    let before = g.clone();
    match (g.apply(seat, action), refused) {
        (Err(e), Some(rule)) if e.rule == rule => {
            if *g != before {
                return Err(format!("step {i}: refused but the game changed"));
            }
            Ok(None)
        }
        (Err(e), Some(rule)) => Err(format!(
            "step {i}: refused as {:?}, expected {rule:?}",
            e.rule
        )),
        (Ok(_), Some(rule)) => Err(format!(
            "step {i}: {action:?} accepted, expected refusal {rule:?}"
        )),
        (Err(e), None) => Err(format!("step {i}: {action:?} refused: {e}")),
        (Ok(events), None) => Ok(Some(events)),
    }
}
