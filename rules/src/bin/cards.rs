//! Prints a game's components as Markdown: `cargo run -p rules --bin cards -- goblin` (kept as
//! `docs/goblin-cards.md`) or `-- karak2` (kept as `docs/karak2-data.md`). Each game's list
//! is its own ([`rules::Report::components_markdown`]); the game is found by name in the
//! crate's registry.

use rules::{with_game, ForGame, Report};

/// The game's components, if it lists them.
struct Components;

impl ForGame for Components {
    type Output = Option<String>;
    fn run<G: Report>(self) -> Option<String> {
        G::components_markdown()
    }
}

fn main() -> Result<(), String> {
    let kind = std::env::args().nth(1).unwrap_or_default();
    match with_game(&kind, Components) {
        Some(Some(markdown)) => {
            print!("{markdown}");
            Ok(())
        }
        Some(None) => Err(format!("{kind} lists no components of its own")),
        None => Err(format!(
            "usage: cards GAME, one of {} (got {kind:?})",
            rules::KINDS.join(", ")
        )),
    }
}
