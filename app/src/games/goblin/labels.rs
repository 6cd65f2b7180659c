//! The few Goblin words the shell shows outside a Goblin table: on the new-game form, in the
//! lobby, the lists of games and the home page. Kept apart from [`super::texts`] so those
//! pages load a few strings, not the table's words.

use crate::i18n::game_texts::GameLabels;
use crate::i18n::Lang;

crate::text_table! {
    /// Goblin's words outside its table, in one language.
    pub struct GoblinLabels {
        /// The words every game gives the shell.
        pub game: GameLabels,
        /// The optional abilities' checkbox.
        pub abilities: &'static str,
        /// What the abilities change.
        pub abilities_help: &'static str,
        /// The badge of a game with the abilities in lists.
        pub abilities_badge: &'static str,
        /// Why a game ended.
        pub lord_defeated: &'static str,
        /// The heroes' classes, in the order of `Hero`: the new-game form and the lobby name
        /// them beside the hero before any Goblin table (and its texts) is loaded.
        pub hero_class: [&'static str; 6],
    }
}

/// Goblin's labels in `lang`.
pub fn labels(lang: Lang) -> &'static GoblinLabels {
    crate::pick_table!(shell lang, [EN, DE, FR])
}

/// English.
pub static EN: GoblinLabels = GoblinLabels {
    game: GameLabels {
        tagline: "The card game of the goblins who follow the heroes into the dungeon.",
        role: "Hero",
        random_role: "Random hero",
        points: "keys",
        turn_heading: "A turn of Karak: Goblin",
        turn_summary: [
            "On your turn you fight one monster, visit the merchant, or rest to get all your HP back.",
            "In a battle you play cards from your hand one by one: each next card must be of a colour the previous one allows.",
            "Then the monster hits you (less your defence), and you strike: attack at least its HP and its card is yours.",
            "Gatekeepers give keys that open the deeper levels; the third key opens the lord's chamber.",
            "Whoever defeats the Lord of All Monsters wins at once.",
        ],
    },
    abilities: "Hero abilities",
    abilities_help: "Each hero plays with a special ability (a faster, easier game).",
    abilities_badge: "abilities",
    lord_defeated: "The Lord of All Monsters is defeated: the game is over.",
    hero_class: ["Wizard", "Warrior", "Warlock", "Thief", "Swordsman", "Oracle"],
};

/// German (the browser reads it from the server).
#[cfg(not(feature = "hydrate"))]
pub static DE: GoblinLabels = GoblinLabels {
    game: GameLabels {
        tagline: "Das Kartenspiel der Goblins, die den Helden ins Verlies folgen.",
        role: "Held",
        random_role: "Zufälliger Held",
        points: "Schlüsseln",
        turn_heading: "Ein Zug in Karak: Goblin",
        turn_summary: [
            "In deinem Zug bekämpfst du ein Monster, besuchst den Händler oder erholst dich und erhältst alle LP zurück.",
            "Im Kampf spielst du Karten nacheinander aus: Jede nächste Karte muss eine Farbe haben, die die vorige erlaubt.",
            "Dann trifft dich das Monster (abzüglich deiner Verteidigung), und du schlägst zu: Erreicht dein Angriff seine LP, gehört seine Karte dir.",
            "Torwächter geben Schlüssel zu den tieferen Ebenen; der dritte Schlüssel öffnet die Kammer des Herrschers.",
            "Wer den Herrscher aller Monster besiegt, gewinnt sofort.",
        ],
    },
    abilities: "Heldenfähigkeiten",
    abilities_help: "Jeder Held spielt mit einer besonderen Fähigkeit (ein schnelleres, leichteres Spiel).",
    abilities_badge: "Fähigkeiten",
    lord_defeated: "Der Herrscher aller Monster ist besiegt: Das Spiel ist vorbei.",
    hero_class: ["Zauberer", "Krieger", "Hexenmeister", "Diebin", "Schwertkämpfer", "Orakel"],
};

/// French (the browser reads it from the server).
#[cfg(not(feature = "hydrate"))]
pub static FR: GoblinLabels = GoblinLabels {
    game: GameLabels {
        tagline: "Le jeu de cartes des gobelins qui suivent les héros dans le donjon.",
        role: "Héros",
        random_role: "Héros au hasard",
        points: "clés",
        turn_heading: "Un tour de Karak\u{a0}: Goblin",
        turn_summary: [
            "À votre tour, vous combattez un monstre, allez chez le marchand ou vous reposez pour récupérer tous vos PdV.",
            "En combat, vous jouez vos cartes une par une\u{a0}: chaque carte suivante doit être d'une couleur que la précédente autorise.",
            "Puis le monstre vous blesse (moins votre défense) et vous frappez\u{a0}: si votre attaque atteint ses PdV, sa carte est à vous.",
            "Les gardiens donnent les clés des niveaux plus profonds\u{a0}; la troisième clé ouvre la salle du seigneur.",
            "Qui vainc le Seigneur de tous les monstres gagne aussitôt.",
        ],
    },
    abilities: "Capacités des héros",
    abilities_help: "Chaque héros joue avec une capacité spéciale (une partie plus rapide et plus facile).",
    abilities_badge: "capacités",
    lord_defeated: "Le Seigneur de tous les monstres est vaincu\u{a0}: la partie est finie.",
    hero_class: ["Magicien", "Guerrier", "Sorcier", "Voleuse", "Bretteur", "Oracle"],
};
