//! Prints a game's components as Markdown: `cargo run -p rules --bin cards -- goblin` (kept as
//! `docs/goblin-cards.md`) or `-- karak2` (kept as `docs/karak2-data.md`).

fn main() -> Result<(), String> {
    match std::env::args().nth(1).as_deref() {
        Some("goblin") => {
            print!("{}", rules::goblin::cards::markdown());
            Ok(())
        }
        Some("karak2") => {
            print!("{}", rules::karak2::data::markdown());
            Ok(())
        }
        other => Err(format!("usage: cards goblin|karak2 (got {other:?})")),
    }
}
