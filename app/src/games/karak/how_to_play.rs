//! Karak's "How to play", in our own words, with the rulings this site plays by (the
//! numbers in brackets are those of `rules/README.md`, "Rulings made here").

use crate::games::how_to_play::{HowToPlay, Section};
use crate::i18n::Lang;

/// Karak's "How to play" in `lang`.
pub fn how_to_play(lang: Lang) -> &'static HowToPlay {
    match lang {
        Lang::En => &EN,
        Lang::De => &DE,
    }
}

/// English.
pub static EN: HowToPlay = HowToPlay {
    intro: "Two to five heroes explore the dungeon under Karak Castle, fight its monsters and carry off its treasure. When the dragon falls, the richest hero wins.",
    sections: &[
        Section {
            heading: "Your turn",
            paragraphs: &[
                "Your hero has four steps. A step goes through an open passage onto a discovered tile, or explores: you pick a passage that leads into the unknown, a new tile is revealed and you turn it until it connects back.",
                "A new room hides a token drawn blind from the bag: a monster or a locked chest. Tunnels, fountains and teleport gates hide nothing.",
                "With two or more teleport gates discovered, one step takes you from a gate to any other gate.",
                "A fight, opening a chest, picking up items or ending on a fountain ends your turn. You may always end it early.",
            ],
        },
        Section {
            heading: "Fighting",
            paragraphs: &[
                "Step onto a monster and you fight it: roll two dice and add your weapons (daggers +1, sword +2, axe +3, two at most) and any Magic Flames you choose to burn (+1 each).",
                "Beat the monster's strength to win its loot. Equal is a tie: you go back where you came from. Lower is a loss: you also lose 1 HP.",
                "• Rat 5 · Giant Spider 6 · Mummy 7 · Skeleton Turnkey 8 · Skeleton Warrior 9 · Skeleton King 10 · The Fallen 12 · Dragon 15",
                "At 0 HP your hero is unconscious, skips the next turn and wakes with 1 HP.",
            ],
        },
        Section {
            heading: "Items, fountains and the curse",
            paragraphs: &[
                "A hero carries two weapons, three spells and one key. Over the limit, you choose what stays on the floor; anyone who ends a turn there may pick it up.",
                "A key opens a locked chest: a treasure. Defeating the Fallen also gives a treasure, the dragon its ruby.",
                "Ending a turn on a fountain (the start tile is one) heals fully and lifts the curse. The Portal of Healing sends any hero to a fountain to heal.",
                "Whoever beats a Mummy places the curse on another hero: a cursed hero loses both skills until healed.",
            ],
        },
        Section {
            heading: "The end",
            paragraphs: &[
                "The game ends the moment the dragon is defeated. Each treasure counts 1, the ruby 1.5; the most wins, equal scores share the win.",
                "Expert variant: treasures take inventory slots, and a hero holding six treasures wins at once.",
            ],
        },
        Section {
            heading: "How this site rules where the rulebook is silent",
            paragraphs: &[
                "• A retreat goes back along this turn's path to the nearest tile without a monster. If there is none, the hero goes back to the tile it came from in an earlier turn; only when there is no such tile does it stay. (5)",
                "• A retreat onto a fountain heals at once, even when the turn goes on. (6)",
                "• The Portal of Healing can be cast at any moment of your turn; in the middle of exploring, a fight or leaving items it may only move another hero, since those belong to your own tile. (4)",
                "• Magic Swap works with any hero, also one standing on a monster: the Warlock then arrives there like any step and fights. (7)",
                "• A Thief who starts her turn on a monster may fight it where she stands, instead of stepping off and back. (15)",
                "• Picking up takes everything on the tile; over the limits you choose what to leave. There is no dropping otherwise. (3)",
                "• When no passage leads into the unknown while rooms are left, a hero may explore through a wall of its own tile, so the game cannot stall. (9)",
                "• A move the rules forbid is refused with the rule it breaks, and nothing changes. (16)",
            ],
        },
    ],
};

/// German.
pub static DE: HowToPlay = HowToPlay {
    intro: "Zwei bis fünf Helden erkunden das Verlies unter der Burg Karak, bekämpfen seine Monster und bergen seine Schätze. Fällt der Drache, gewinnt der reichste Held.",
    sections: &[
        Section {
            heading: "Dein Zug",
            paragraphs: &[
                "Dein Held hat vier Schritte. Ein Schritt führt durch einen offenen Gang auf ein aufgedecktes Feld, oder er erkundet: Du wählst einen Gang ins Unbekannte, ein neues Feld wird aufgedeckt, und du drehst es, bis es zurück anschließt.",
                "Ein neuer Raum birgt ein blind aus dem Beutel gezogenes Plättchen: ein Monster oder eine verschlossene Truhe. Gänge, Brunnen und Teleporter bergen nichts.",
                "Sind zwei oder mehr Teleporter aufgedeckt, bringt dich ein Schritt von einem zu jedem anderen.",
                "Ein Kampf, das Öffnen einer Truhe, das Aufheben von Gegenständen oder das Ende auf einem Brunnen beendet deinen Zug. Du darfst ihn jederzeit früher beenden.",
            ],
        },
        Section {
            heading: "Kämpfen",
            paragraphs: &[
                "Betrittst du ein Monster, kämpfst du: Wirf zwei Würfel und zähle deine Waffen dazu (Dolche +1, Schwert +2, Axt +3, höchstens zwei) und jedes Magische Feuer, das du einsetzt (je +1).",
                "Übertriffst du die Stärke des Monsters, gehört dir seine Beute. Gleichstand: Du gehst zurück, woher du kamst. Weniger: Du verlierst außerdem 1 LP.",
                "• Ratte 5 · Riesenspinne 6 · Mumie 7 · Skelett-Schließer 8 · Skelettkrieger 9 · Skelettkönig 10 · Der Gefallene 12 · Drache 15",
                "Bei 0 LP ist dein Held bewusstlos, setzt den nächsten Zug aus und erwacht mit 1 LP.",
            ],
        },
        Section {
            heading: "Gegenstände, Brunnen und der Fluch",
            paragraphs: &[
                "Ein Held trägt zwei Waffen, drei Zauber und einen Schlüssel. Darüber hinaus wählst du, was auf dem Boden bleibt; wer seinen Zug dort beendet, kann es aufheben.",
                "Ein Schlüssel öffnet eine verschlossene Truhe: ein Schatz. Auch der Gefallene gibt einen Schatz, der Drache seinen Rubin.",
                "Wer seinen Zug auf einem Brunnen beendet (das Startfeld ist einer), wird ganz geheilt und vom Fluch befreit. Das Heilportal schickt einen beliebigen Helden zum Heilen an einen Brunnen.",
                "Wer eine Mumie besiegt, legt den Fluch auf einen anderen Helden: Ein verfluchter Held verliert beide Fähigkeiten, bis er geheilt ist.",
            ],
        },
        Section {
            heading: "Das Ende",
            paragraphs: &[
                "Das Spiel endet, sobald der Drache besiegt ist. Jeder Schatz zählt 1, der Rubin 1,5; wer am meisten hat, gewinnt, bei Gleichstand teilen sich die Besten den Sieg.",
                "Expertenvariante: Schätze belegen Inventarplätze, und wer sechs Schätze hält, gewinnt sofort.",
            ],
        },
        Section {
            heading: "Wie diese Seite entscheidet, wo die Regel schweigt",
            paragraphs: &[
                "• Ein Rückzug führt auf dem Weg dieses Zuges zurück zum nächsten Feld ohne Monster. Gibt es keines, geht der Held auf das Feld zurück, von dem er in einem früheren Zug kam; nur wenn es keines gibt, bleibt er. (5)",
                "• Ein Rückzug auf einen Brunnen heilt sofort, auch wenn der Zug weitergeht. (6)",
                "• Das Heilportal kann in jedem Moment deines Zuges gewirkt werden; mitten im Erkunden, im Kampf oder beim Zurücklassen von Gegenständen nur auf einen anderen Helden, denn diese gehören zu deinem eigenen Feld. (4)",
                "• Der Magische Tausch gelingt mit jedem Helden, auch mit einem auf einem Monster: Der Hexenmeister kommt dort wie bei jedem Schritt an und kämpft. (7)",
                "• Eine Diebin, die ihren Zug auf einem Monster beginnt, darf es an Ort und Stelle bekämpfen, statt hinunter und wieder hinauf zu gehen. (15)",
                "• Aufheben nimmt alles auf dem Feld; über den Grenzen wählst du, was liegen bleibt. Anderes Ablegen gibt es nicht. (3)",
                "• Führt kein Gang mehr ins Unbekannte, obwohl noch Räume übrig sind, darf ein Held durch eine Wand seines Feldes erkunden, damit das Spiel nicht stecken bleibt. (9)",
                "• Ein Zug, den die Regeln verbieten, wird mit der gebrochenen Regel abgelehnt, und nichts ändert sich. (16)",
            ],
        },
    ],
};
