//! The games of the crate: the one list a new game joins ([`GameKind`] and its arm in
//! [`for_kind!`]), and what each game tells the crate's tools about itself beside the
//! rules ([`Report`]: what `simulate` counts, the component list `cards` prints).
//!
//! Everything else (the service, the API, the UI) is written once, generic over [`Game`]
//! or a trait of the game's that the code using [`for_kind!`] names.

use serde::{Deserialize, Serialize};

use crate::Game;

/// Which game of the Karak family: as stored, in URLs and in JSON (`"karak2"`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GameKind {
    /// The dungeon crawler.
    Karak,
    /// The deck-building card game.
    Goblin,
    /// The strategy game of landscape, cities and armies.
    Karak2,
}

/// Runs an expression with a type name standing for the game of a [`GameKind`]: the
/// registry's one match from a kind to the game's type.
///
/// `for_kind!(kind, G => body)` evaluates `body` with `G` the game type of `kind`, so
/// `body` may call any trait the game implements (`G::KIND`, a UI's `G::labels(lang)`)
/// or a generic function (`setup_form::<G>()`). The body is compiled once per game.
///
/// # Examples
/// ```
/// use rules::{for_kind, Game, GameKind};
///
/// let name = for_kind!(GameKind::Goblin, G => G::KIND);
/// assert_eq!(name, "goblin");
/// ```
#[macro_export]
macro_rules! for_kind {
    ($kind:expr, $G:ident => $body:expr) => {
        match $kind {
            $crate::GameKind::Karak => {
                type $G = $crate::karak::Karak;
                $body
            }
            $crate::GameKind::Goblin => {
                type $G = $crate::goblin::Goblin;
                $body
            }
            $crate::GameKind::Karak2 => {
                type $G = $crate::karak2::Karak2;
                $body
            }
        }
    };
}

impl GameKind {
    /// Every game that can be played here, in the order the pages list them.
    pub const ALL: &'static [GameKind] = &[GameKind::Karak, GameKind::Goblin, GameKind::Karak2];

    /// The kind's name in storage, URLs and JSON ([`Game::KIND`]).
    pub fn name(self) -> &'static str {
        for_kind!(self, G => G::KIND)
    }

    /// The kind named `name`, if there is one.
    pub fn parse(name: &str) -> Option<GameKind> {
        Self::ALL.iter().copied().find(|k| k.name() == name)
    }

    /// The kind of game `G`.
    ///
    /// # Panics
    /// When `G` is not in the registry (a game that is not registered cannot be played).
    pub fn of<G: Game>() -> GameKind {
        Self::parse(G::KIND).expect("every game is registered in GameKind")
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
