//! Texts of a finished game's headline and its ways on (replay, rematch, new game),
//! English, German and French.

use super::Lang;

crate::text_table! {
    /// The end of a game, in one language.
    pub struct EndTexts {
        /// "{who} wins with {points}."
        pub wins_with: &'static str,
        /// "{who} share the win with {points}."
        pub share_win: &'static str,
        /// Joins the last two names of a list.
        pub and: &'static str,
        pub replay: &'static str,
        pub rematch: &'static str,
        pub rematch_help: &'static str,
        pub new_game: &'static str,
        pub starting_rematch: &'static str,
    }
}

impl Lang {
    /// The end-of-game texts of this language.
    pub fn ending(self) -> &'static EndTexts {
        crate::pick_table!(shell self, [EN, DE, FR])
    }
}

pub static EN: EndTexts = EndTexts {
    wins_with: "{who} wins with {points}.",
    share_win: "{who} share the win with {points}.",
    and: "and",
    replay: "Replay",
    rematch: "Rematch",
    rematch_help: "Same seats and heroes, a new dungeon.",
    new_game: "New game",
    starting_rematch: "Setting up the rematch…",
};

pub static DE: EndTexts = EndTexts {
    wins_with: "{who} gewinnt mit {points}.",
    share_win: "{who} teilen sich den Sieg mit {points}.",
    and: "und",
    replay: "Wiederholung",
    rematch: "Revanche",
    rematch_help: "Dieselben Plätze und Helden, ein neuer Dungeon.",
    new_game: "Neues Spiel",
    starting_rematch: "Die Revanche wird vorbereitet…",
};

pub static FR: EndTexts = EndTexts {
    wins_with: "{who} l'emporte avec {points}.",
    share_win: "{who} se partagent la victoire avec {points}.",
    and: "et",
    replay: "Rediffusion",
    rematch: "Revanche",
    rematch_help: "Mêmes places et mêmes héros, un nouveau donjon.",
    new_game: "Nouvelle partie",
    starting_rematch: "Préparation de la revanche…",
};
