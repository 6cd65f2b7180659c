//! The games of the Karak family as the pages list them (home, new game): which exist, and
//! which can be played yet.

use crate::i18n::Texts;

/// One game of the family.
pub struct GameEntry {
    /// Its kind, as stored and in URLs (`rules::Game::KIND` for the games that exist).
    pub id: &'static str,
    /// Its name (a title, the same in every language).
    pub name: &'static str,
    /// One line about it, in the reader's language.
    pub tagline: fn(&Texts) -> &'static str,
    /// Whether it can be started.
    pub available: bool,
}

/// The family, in the order the pages show it.
pub const GAMES: [GameEntry; 3] = [
    GameEntry {
        id: "karak",
        name: "Karak",
        tagline: |t| t.karak_tagline,
        available: true,
    },
    GameEntry {
        id: "goblin",
        name: "Karak: Goblin",
        tagline: |t| t.goblin_tagline,
        available: false,
    },
    GameEntry {
        id: "karak2",
        name: "Karak 2",
        tagline: |t| t.karak2_tagline,
        available: false,
    },
];
