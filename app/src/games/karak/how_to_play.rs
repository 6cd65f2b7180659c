//! Karak's "How to play", in our own words, with the rulings this site plays by (the
//! numbers in brackets are those of `rules/README.md`, "Rulings made here").

use crate::i18n::how_to_play::{HowToPlay, Section};
use crate::i18n::Lang;

/// Karak's "How to play" in `lang`.
pub fn how_to_play(lang: Lang) -> &'static HowToPlay {
    match lang {
        Lang::En => &EN,
        Lang::De => &DE,
        Lang::Fr => &FR,
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

/// French.
pub static FR: HowToPlay = HowToPlay {
    intro: "De deux à cinq héros explorent le donjon sous le château de Karak, combattent ses monstres et emportent ses trésors. Quand le dragon tombe, le héros le plus riche l'emporte.",
    sections: &[
        Section {
            heading: "Votre tour",
            paragraphs: &[
                "Votre héros dispose de quatre pas. Un pas franchit un passage ouvert vers une tuile déjà découverte, ou bien explore\u{a0}: vous choisissez un passage qui mène vers l'inconnu, une nouvelle tuile est révélée et vous la tournez jusqu'à ce qu'elle se raccorde au passage.",
                "Une nouvelle salle cache un jeton tiré à l'aveugle dans le sac\u{a0}: un monstre ou un coffre verrouillé. Les couloirs, les fontaines et les portails de téléportation ne cachent rien.",
                "Dès que deux portails de téléportation ou plus sont découverts, un pas vous mène d'un portail à n'importe quel autre.",
                "Un combat, l'ouverture d'un coffre, le ramassage d'objets ou un arrêt sur une fontaine met fin à votre tour. Vous pouvez toujours le finir plus tôt.",
            ],
        },
        Section {
            heading: "Le combat",
            paragraphs: &[
                "Entrez sur la tuile d'un monstre et vous le combattez\u{a0}: lancez deux dés et ajoutez vos armes (dagues +1, épée +2, hache +3, deux au plus) ainsi que les Flammes magiques que vous choisissez de brûler (+1 chacune).",
                "Dépassez la force du monstre pour remporter son butin. À égalité, vous retournez d'où vous veniez. En dessous, vous perdez en plus 1\u{a0}PdV.",
                "• Rat 5 · Araignée géante 6 · Momie 7 · Squelette geôlier 8 · Squelette guerrier 9 · Roi squelette 10 · Le Déchu 12 · Dragon 15",
                "À 0\u{a0}PdV, votre héros est hors de combat\u{a0}: il passe son prochain tour et se relève avec 1\u{a0}PdV.",
            ],
        },
        Section {
            heading: "Objets, fontaines et malédiction",
            paragraphs: &[
                "Un héros porte deux armes, trois sorts et une clé. Au-delà, vous choisissez ce qui reste au sol\u{a0}; quiconque finit son tour sur cette tuile peut le ramasser.",
                "Une clé ouvre un coffre verrouillé\u{a0}: un trésor. Vaincre le Déchu rapporte aussi un trésor, et le dragon son rubis.",
                "Finir son tour sur une fontaine (la tuile de départ en est une) soigne entièrement et lève la malédiction. Le Portail de soin envoie n'importe quel héros se soigner à une fontaine.",
                "Qui bat une Momie jette la malédiction sur un autre héros\u{a0}: un héros maudit perd ses deux capacités jusqu'à ce qu'il soit soigné.",
            ],
        },
        Section {
            heading: "La fin",
            paragraphs: &[
                "La partie s'arrête dès que le dragon est vaincu. Chaque trésor vaut 1, le rubis 1,5\u{a0}; le plus riche l'emporte, et les ex æquo se partagent la victoire.",
                "Variante expert\u{a0}: les trésors occupent des emplacements d'inventaire, et un héros qui détient six trésors gagne aussitôt.",
            ],
        },
        Section {
            heading: "Ce que ce site décide quand la règle se tait",
            paragraphs: &[
                "• Un repli revient sur le chemin de ce tour jusqu'à la tuile sans monstre la plus proche. S'il n'y en a pas, le héros retourne sur la tuile d'où il venait lors d'un tour précédent\u{a0}; il ne reste sur place que si cette tuile n'existe pas. (5)",
                "• Un repli sur une fontaine soigne aussitôt, même si le tour continue. (6)",
                "• Le Portail de soin peut être lancé à tout moment de votre tour\u{a0}; au milieu d'une exploration, d'un combat ou d'un dépôt d'objets, il ne peut déplacer qu'un autre héros, car ces actions concernent votre propre tuile. (4)",
                "• L'Échange magique fonctionne avec n'importe quel héros, même un héros posté sur un monstre\u{a0}: le Sorcier y arrive alors comme par un pas ordinaire, et combat. (7)",
                "• Une Voleuse qui commence son tour sur un monstre peut le combattre sans bouger, au lieu d'en sortir pour y revenir. (15)",
                "• Ramasser prend tout ce qui se trouve sur la tuile\u{a0}; au-delà des limites, vous choisissez ce que vous laissez. Il n'existe pas d'autre façon de poser un objet. (3)",
                "• Si aucun passage ne mène plus vers l'inconnu alors qu'il reste des salles, un héros peut explorer à travers un mur de sa tuile, pour que la partie ne reste pas bloquée. (9)",
                "• Un coup interdit par les règles est refusé avec la règle qu'il enfreint, et rien ne change. (16)",
            ],
        },
    ],
};
