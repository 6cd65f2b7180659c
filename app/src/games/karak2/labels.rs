//! The few Karak 2 words the shell shows outside a Karak 2 table: on the new-game form, in the
//! lobby, the lists of games and the home page. Kept apart from [`super::texts`] so those
//! pages load a few strings, not the table's words.

use crate::i18n::game_texts::GameLabels;
use crate::i18n::Lang;

crate::text_table! {
    /// Karak 2's words outside its table, in one language.
    pub struct Karak2Labels {
        /// The words every game gives the shell.
        pub game: GameLabels,
        /// The heroes' titles, in `rules::karak2::data::HEROES` order (here, not in the table's
        /// texts: the new-game form and the lists name heroes without loading the table).
        pub hero_class: [&'static str; 6],
        /// The Plague & Misery checkbox.
        pub plague: &'static str,
        /// What the rule does.
        pub plague_help: &'static str,
        /// The badge of a game without it, in lists.
        pub no_plague_badge: &'static str,
        /// Why a game ended.
        pub general_defeated: &'static str,
    }
}

/// Karak 2's labels in `lang`.
pub fn labels(lang: Lang) -> &'static Karak2Labels {
    crate::pick_table!(shell lang, [EN, DE, FR])
}

/// English.
pub static EN: Karak2Labels = Karak2Labels {
    hero_class: ["Warrior", "Oracle", "Warlock", "Warrior Princess", "Ranger", "Scout"],
    game: GameLabels {
        tagline: "Leave the dungeon: landscapes, cities and armies.",
        role: "Hero",
        random_role: "Random hero",
        points: "points",
        turn_heading: "A turn of Karak 2",
        turn_summary: [
            "You have two actions (more with a stable or the Amulet of Action).",
            "Before each action your hero may move one tile or explore a new one.",
            "New tiles bring monster armies: fight them with your hero die and the unit dice you choose, for items, resource carts and soul stones.",
            "Gather food, wood and stone, build your city and its buildings, and recruit knights, archers and mages up to your glory.",
            "Whoever defeats the Dark General ends the game at once and gains the Archstone; the most soul stone points win.",
        ],
    },
    plague: "Plague & Misery",
    plague_help: "Rolling two skulls brings trouble on a rival or their city (off: a friendlier game).",
    no_plague_badge: "no plague",
    general_defeated: "The Dark General has fallen: the game is over.",
};

/// German (the browser reads it from the server).
#[cfg(not(feature = "hydrate"))]
pub static DE: Karak2Labels = Karak2Labels {
    hero_class: ["Krieger", "Orakel", "Hexenmeister", "Kriegerprinzessin", "Waldläuferin", "Kundschafter"],
    game: GameLabels {
        tagline: "Raus aus dem Verlies: Landschaften, Städte und Armeen.",
        role: "Held",
        random_role: "Zufälliger Held",
        points: "Punkten",
        turn_heading: "Ein Zug in Karak 2",
        turn_summary: [
            "Du hast zwei Aktionen (mehr mit Stall oder Amulett der Tat).",
            "Vor jeder Aktion darf dein Held ein Plättchen weiterziehen oder ein neues erkunden.",
            "Neue Plättchen bringen Monsterarmeen: Bekämpfe sie mit deinem Heldenwürfel und den Einheitenwürfeln deiner Wahl – für Gegenstände, Rohstoffkarren und Seelensteine.",
            "Sammle Nahrung, Holz und Stein, baue deine Stadt und ihre Gebäude und wirb Ritter, Bogenschützen und Magier an, so viele dein Ruhm erlaubt.",
            "Wer den Dunklen General besiegt, beendet das Spiel sofort und erhält den Urstein; die meisten Seelenstein-Punkte gewinnen.",
        ],
    },
    plague: "Pest & Elend",
    plague_help: "Zwei Totenköpfe bringen Unheil über einen Mitspieler oder seine Stadt (aus: ein freundlicheres Spiel).",
    no_plague_badge: "ohne Pest",
    general_defeated: "Der Dunkle General ist gefallen: Das Spiel ist vorbei.",
};

/// French (the browser reads it from the server).
#[cfg(not(feature = "hydrate"))]
pub static FR: Karak2Labels = Karak2Labels {
    hero_class: ["Guerrier", "Oracle", "Sorcier", "Princesse guerrière", "Rôdeuse", "Éclaireur"],
    game: GameLabels {
        tagline: "Quittez le donjon\u{a0}: paysages, cités et armées.",
        role: "Héros",
        random_role: "Héros au hasard",
        points: "points",
        turn_heading: "Un tour de Karak 2",
        turn_summary: [
            "Vous avez deux actions (plus avec une écurie ou l'amulette d'action).",
            "Avant chaque action, votre héros peut avancer d'une tuile ou en explorer une nouvelle.",
            "Les nouvelles tuiles amènent des armées de monstres\u{a0}: combattez-les avec votre dé de héros et les dés d'unité choisis, pour des objets, des charrettes de ressources et des pierres d'âme.",
            "Récoltez nourriture, bois et pierre, bâtissez votre cité et ses bâtiments, et recrutez chevaliers, archers et mages selon votre gloire.",
            "Qui vainc le Général des ténèbres termine aussitôt la partie et gagne la Pierre primordiale\u{a0}; le plus de points de pierres d'âme l'emporte.",
        ],
    },
    plague: "Peste et misère",
    plague_help: "Deux crânes attirent le malheur sur un rival ou sa cité (désactivé\u{a0}: une partie plus amicale).",
    no_plague_badge: "sans peste",
    general_defeated: "Le Général des ténèbres est tombé\u{a0}: la partie est finie.",
};
