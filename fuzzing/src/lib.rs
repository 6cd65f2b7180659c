//! Bodies of the fuzz targets, as plain functions of the input bytes.
//!
//! `fuzz/` (a cargo-fuzz package outside the workspace) calls each body from a
//! libFuzzer target; `tests/corpora.rs` replays the committed corpora through the same
//! bodies in a normal `cargo test`. A body panics exactly when it finds a bug: a
//! panic inside the code under test, or a broken property checked here.
//!
//! Every body is written once for any game of the registry ([`protocol::GameKind`]): the
//! first byte of an input chooses the game, the rest is read as below.
//!
//! | target          | input                                   | property                                  |
//! |-----------------|-----------------------------------------|-------------------------------------------|
//! | `rules_actions` | setup bytes, then instructions: play a legal action, fast-forward, send any action | no panic; exact legal actions; a refused action leaves the state hash unchanged; invariants hold |
//! | `action_json`   | JSON text                                | the game's action and `SeatAction` parse → write → parse is the identity |
//! | `import_file`   | an export file (`karak-online-game` v1)  | `check_import` never panics; an accepted file written again is accepted as the same game |
//! | `api_bodies`    | selector byte, then a JSON body          | every request body type parses without panic and round-trips |

#![forbid(unsafe_code)]

mod bytes;
mod json;
mod rules_actions;

use protocol::{for_kind, GameKind};
use rules::Game;

pub use rules_actions::MAX_STEPS;

/// The names of the targets, as in `fuzz/fuzz_targets/<name>.rs` and `fuzz/corpus/<name>/`.
pub const TARGETS: [&str; 4] = ["rules_actions", "action_json", "import_file", "api_bodies"];

/// Runs the body of target `name` on `data`: the first byte chooses the game.
///
/// # Panics
/// On an unknown name, and wherever the body itself panics (a bug found).
pub fn run(name: &str, data: &[u8]) {
    assert!(TARGETS.contains(&name), "no fuzz target named {name}");
    let Some((&which, rest)) = data.split_first() else {
        return;
    };
    let kind = GameKind::ALL[usize::from(which) % GameKind::ALL.len()];
    for_kind!(kind, G => run_on::<G>(name, rest));
}

/// Target `name` on `data`, for game `G`.
fn run_on<G: Game>(name: &str, data: &[u8]) {
    match name {
        "rules_actions" => rules_actions::rules_actions::<G>(data),
        "action_json" => json::action_json::<G>(data),
        "import_file" => json::import_file::<G>(data),
        _ => json::api_bodies::<G>(data),
    }
}
