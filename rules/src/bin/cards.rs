//! Prints a game's card set as Markdown: `cargo run -p rules --bin cards -- goblin`
//! (kept as `docs/goblin-cards.md`).

fn main() -> Result<(), String> {
    match std::env::args().nth(1).as_deref() {
        Some("goblin") => {
            print!("{}", rules::goblin::cards::markdown());
            Ok(())
        }
        other => Err(format!("usage: cards goblin (got {other:?})")),
    }
}
