//! The few Karak words the shell shows outside a Karak table: on the new-game form, in
//! the lobby, the lists of games and the home page. Kept apart from [`super::texts`] so
//! those pages load a few strings, not the table's words.

use crate::i18n::game_texts::GameLabels;
use crate::i18n::Lang;

crate::text_table! {
    /// Karak's words outside its table, in one language.
    pub struct KarakLabels {
        /// The words every game gives the shell.
        pub game: GameLabels,
        /// The expert variant's checkbox.
        pub expert_variant: &'static str,
        /// What the expert variant changes.
        pub expert_help: &'static str,
        /// The badge of an expert game in lists.
        pub expert_badge: &'static str,
    }
}

/// Karak's labels in `lang`.
pub fn labels(lang: Lang) -> &'static KarakLabels {
    crate::pick_table!(shell lang, [EN, DE, FR])
}

/// English.
pub static EN: KarakLabels = KarakLabels {
    game: GameLabels {
        tagline: "Explore the dungeon under Karak Castle tile by tile, fight its monsters, unlock its chests and slay the dragon.",
        role: "Hero",
        random_role: "Random hero",
        points: "VP",
        turn_heading: "A turn of Karak",
        turn_summary: [
            "Your hero has four steps. Each step walks onto a known tile or uncovers a new one.",
            "A new room hides a monster or a locked chest, drawn blind from the bag.",
            "Meet a monster and you fight it: two dice plus your weapons and spells. Beat its strength to take its loot.",
            "Fighting, opening a chest, picking something up or healing at a fountain ends your turn.",
            "When the dragon falls the game ends, and the richest hero wins.",
        ],
    },
    expert_variant: "Expert variant",
    expert_help: "Treasures take inventory slots; six treasures win at once.",
    expert_badge: "expert",
};

/// German (the browser reads it from the server).
#[cfg(not(feature = "hydrate"))]
pub static DE: KarakLabels = KarakLabels {
    game: GameLabels {
        tagline: "Erkundet Feld für Feld das Verlies unter Burg Karak, bekämpft seine Monster, öffnet seine Truhen und besiegt den Drachen.",
        role: "Held",
        random_role: "Zufälliger Held",
        points: "SP",
        turn_heading: "Ein Zug in Karak",
        turn_summary: [
            "Dein Held hat vier Schritte. Jeder Schritt führt auf ein bekanntes Feld oder deckt ein neues auf.",
            "Ein neuer Raum birgt ein Monster oder eine verschlossene Truhe, blind aus dem Beutel gezogen.",
            "Triffst du ein Monster, kämpfst du: zwei Würfel plus Waffen und Zauber. Übertriffst du seine Stärke, gehört dir seine Beute.",
            "Kampf, das Öffnen einer Truhe, das Aufheben von Gegenständen oder Heilen am Brunnen beendet deinen Zug.",
            "Fällt der Drache, endet das Spiel, und der reichste Held gewinnt.",
        ],
    },
    expert_variant: "Expertenvariante",
    expert_help: "Schätze belegen Inventarplätze; wer sechs Schätze hat, gewinnt sofort.",
    expert_badge: "Experte",
};

/// French (the browser reads it from the server).
#[cfg(not(feature = "hydrate"))]
pub static FR: KarakLabels = KarakLabels {
    game: GameLabels {
        tagline: "Explorez tuile par tuile le donjon sous le château de Karak, combattez ses monstres, ouvrez ses coffres et terrassez le dragon.",
        role: "Héros",
        random_role: "Héros au hasard",
        points: "PV",
        turn_heading: "Un tour de Karak",
        turn_summary: [
            "Votre héros a quatre pas. Chaque pas mène sur une tuile connue ou en révèle une nouvelle.",
            "Une nouvelle salle cache un monstre ou un coffre verrouillé, tiré à l'aveugle dans le sac.",
            "Face à un monstre, vous combattez\u{a0}: deux dés plus vos armes et vos sorts. Dépassez sa force pour remporter son butin.",
            "Combattre, ouvrir un coffre, ramasser un objet ou se soigner à une fontaine met fin à votre tour.",
            "Quand le dragon tombe, la partie s'arrête et le héros le plus riche l'emporte.",
        ],
    },
    expert_variant: "Variante expert",
    expert_help: "Les trésors occupent des emplacements d'inventaire\u{a0}; six trésors font gagner aussitôt.",
    expert_badge: "expert",
};
