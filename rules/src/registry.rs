//! The games of the crate, found by name: the one list a new game joins ([`KINDS`],
//! [`with_game`]), and what each game tells the crate's tools about itself beside the
//! rules ([`Report`]: what `simulate` counts, the component list `cards` prints).

use crate::Game;

/// Every game of the crate by [`Game::KIND`], for storage and command lines that
/// dispatch on it.
pub const KINDS: &[&str] = &[
    <crate::karak::Karak as Game>::KIND,
    <crate::goblin::Goblin as Game>::KIND,
    <crate::karak2::Karak2 as Game>::KIND,
];

/// Work to do with one game's types, chosen by name ([`with_game`]).
pub trait ForGame {
    /// What the work gives back (the same for every game).
    type Output;
    /// Does the work with game `G`.
    fn run<G: Report>(self) -> Self::Output;
}

/// Runs `work` with the game whose [`Game::KIND`] is `kind`; `None` for a name no game
/// has. The crate's one match on the games.
pub fn with_game<F: ForGame>(kind: &str, work: F) -> Option<F::Output> {
    use crate::{goblin::Goblin, karak::Karak, karak2::Karak2};
    match kind {
        k if k == Karak::KIND => Some(work.run::<Karak>()),
        k if k == Goblin::KIND => Some(work.run::<Goblin>()),
        k if k == Karak2::KIND => Some(work.run::<Karak2>()),
        _ => None,
    }
}

/// A counter of a simulation's report: its table (`"fought"`) and row (`"Goblin Scout"`).
pub type Counter = (&'static str, String);

/// What a game tells the crate's tools about itself. Every method has a default, so a
/// game says only what it has; each game's answer lives in its own folder.
pub trait Report: Game {
    /// The counter an event adds to in `simulate`'s report (Goblin: a monster fought),
    /// if any.
    fn tally(_event: &Self::Event) -> Option<Counter> {
        None
    }

    /// Every counter the report lists even at zero (Goblin: every monster as fought).
    fn expected() -> Vec<Counter> {
        Vec::new()
    }

    /// The counters an ended game adds to (Karak 2: how it was won).
    fn at_end(&self) -> Vec<Counter> {
        Vec::new()
    }

    /// The game's components as Markdown, for `cargo run -p rules --bin cards -- KIND`
    /// (kept in `docs/`); `None` for a game whose components are printed (Karak).
    fn components_markdown() -> Option<String> {
        None
    }
}
