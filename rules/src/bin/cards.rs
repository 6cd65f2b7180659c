//! Prints a game's components as Markdown: `cargo run -p rules --bin cards -- goblin` (kept as
//! `docs/goblin-cards.md`) or `-- karak2` (kept as `docs/karak2-data.md`). Each game's list
//! is its own ([`rules::Report::components_markdown`]); the game is found by name in the
//! crate's registry.

use rules::{for_kind, GameKind, Report};

fn main() -> Result<(), String> {
    let kind = std::env::args().nth(1).unwrap_or_default();
    match GameKind::parse(&kind).map(|k| for_kind!(k, G => G::components_markdown())) {
        Some(Some(markdown)) => {
            print!("{markdown}");
            Ok(())
        }
        Some(None) => Err(format!("{kind} lists no components of its own")),
        None => Err(format!(
            "usage: cards GAME, one of {} (got {kind:?})",
            GameKind::ALL
                .iter()
                .map(|k| k.name())
                .collect::<Vec<_>>()
                .join(", ")
        )),
    }
}
