//! Karak: Goblin's "How to play", in our own words, with the rulings this site plays by.

use crate::i18n::how_to_play::{HowToPlay, Section};
use crate::i18n::Lang;

/// Goblin's "How to play" in `lang`.
pub fn how_to_play(lang: Lang) -> &'static HowToPlay {
    match lang {
        Lang::En => &EN,
        Lang::De => &DE,
        Lang::Fr => &super::how_to_play_fr::FR,
    }
}

/// English.
pub static EN: HowToPlay = HowToPlay {
    intro: "Two to four heroes go down into the goblin caverns with a small deck of action cards, beat monsters to win better cards, equipment and keys, and race to defeat the Lord of All Monsters.",
    sections: &[
        Section {
            heading: "Your turn",
            paragraphs: &[
                "Do one thing: fight a monster, visit the merchant, or rest and get all 5 HP back. A hero at 0 HP must rest.",
                "You may fight any face-up monster of an open level, or the top gatekeeper of that level. The top card of a level's deck is shown, but you cannot fight it yet.",
                "Level I is open to everyone. The key of level I opens level II, the key of level II opens level III, and the key of level III opens the lord's chamber. Once you hold a level's key, its gatekeepers are closed to you.",
            ],
        },
        Section {
            heading: "The battle",
            paragraphs: &[
                "Play cards from your hand one at a time. The first card may be of any colour a curse allows; every next card must be of a colour the card before it shows.",
                "Each colour has its shape too, in the corner of a card and in the dots of the colours it allows next: red a triangle, green a circle, blue a square, yellow a diamond.",
                "Draw and heal effects happen at once. Attack and defence count when you end the battle.",
                "• 1. The monster hits: its attack less your defence (cards and armour). Lose your last HP and the turn ends at once.",
                "• 2. You strike: your attack (cards and weapon). At least the monster's HP wins.",
                "• 3. You take the reward: an action card to your discard pile, a weapon or armour (wear it or pawn it), or a key.",
                "• 4. Played cards go to your discard pile, and you draw back up to your hand size.",
            ],
        },
        Section {
            heading: "Curses, potions and equipment",
            paragraphs: &[
                "A curse forbids a colour, cancels one effect on your cards, or makes a weapon or armour useless in that battle. Against an armour curse you first discard down to your hand size.",
                "A potion of healing gives back HP (also after the hits, if you still stand); a potion of strength doubles the card you just played; a potion of countercurse lifts one curse for the battle.",
                "You wear one weapon and one armour. Some give HP back after each battle, or a bigger hand.",
            ],
        },
        Section {
            heading: "The merchant",
            paragraphs: &[
                "Each purchase costs one card: a card with a monster back from your hand, or the weapon or armour you wear. It goes to the pawnshop, where anyone may later buy it. Starting cards, keys and potions never pay.",
            ],
        },
        Section {
            heading: "Your deck",
            paragraphs: &[
                "You reshuffle only when you must draw from an empty deck; cards played this turn stay out. Your new deck is yours to arrange: monster-back cards where you like, starting cards at random places (\"Next: a starting card\"). If the order does not matter to you, \"Shuffle the rest for me\" lays out the rest at random; you still know the order it chose.",
            ],
        },
        Section {
            heading: "How this site plays it",
            paragraphs: &[
                "• Only the five face-up cards of a level and its top gatekeeper can be fought; the top of the level deck is only shown (the English rulebook; the French one also allows it).",
                "• The top card of every deck is public; what lies below is not. Hands and deck order are private: other players see how many cards you hold, never which.",
                "• Victorius's second card may be of any colour. Taia with one card in her deck shuffles her discard pile beneath it, then draws two.",
                "• The hero abilities are an option of the new-game form, off unless the table chooses them.",
                "• The card set is our own: the printed cards are not public, so every card was designed here and balanced by many thousands of bot games.",
            ],
        },
    ],
};

/// German.
pub static DE: HowToPlay = HowToPlay {
    intro: "Zwei bis vier Helden steigen mit einem kleinen Stapel Aktionskarten in die Goblinhöhlen, besiegen Monster für bessere Karten, Ausrüstung und Schlüssel und wetteifern darum, den Herrscher aller Monster zu besiegen.",
    sections: &[
        Section {
            heading: "Dein Zug",
            paragraphs: &[
                "Tu eines: ein Monster bekämpfen, den Händler besuchen oder dich erholen und alle 5 LP zurückerhalten. Mit 0 LP musst du dich erholen.",
                "Du darfst jedes offene Monster einer geöffneten Ebene bekämpfen oder den obersten Torwächter dieser Ebene. Die oberste Karte des Ebenenstapels ist sichtbar, aber noch nicht bekämpfbar.",
                "Ebene I steht allen offen. Der Schlüssel von Ebene I öffnet Ebene II, der von Ebene II öffnet Ebene III, der von Ebene III die Kammer des Herrschers. Hast du den Schlüssel einer Ebene, sind ihre Torwächter für dich geschlossen.",
            ],
        },
        Section {
            heading: "Der Kampf",
            paragraphs: &[
                "Spiele Karten aus deiner Hand nacheinander. Die erste darf jede Farbe haben, die kein Fluch verbietet; jede weitere muss eine Farbe haben, die die vorige Karte zeigt.",
                "Jede Farbe hat auch ihre Form, in der Ecke einer Karte und in den Punkten der Farben, die als Nächstes erlaubt sind: Rot ein Dreieck, Grün ein Kreis, Blau ein Quadrat, Gelb eine Raute.",
                "Ziehen und Heilen wirken sofort. Angriff und Verteidigung zählen, wenn du den Kampf beendest.",
                "• 1. Das Monster trifft: sein Angriff minus deine Verteidigung (Karten und Rüstung). Verlierst du den letzten LP, endet der Zug sofort.",
                "• 2. Du schlägst zu: dein Angriff (Karten und Waffe). Mindestens die LP des Monsters gewinnen.",
                "• 3. Du nimmst die Belohnung: eine Aktionskarte auf deine Ablage, eine Waffe oder Rüstung (anlegen oder ins Pfandhaus) oder einen Schlüssel.",
                "• 4. Gespielte Karten kommen auf deine Ablage, und du ziehst bis zu deiner Handgröße nach.",
            ],
        },
        Section {
            heading: "Flüche, Tränke und Ausrüstung",
            paragraphs: &[
                "Ein Fluch verbietet eine Farbe, hebt einen Effekt deiner Karten auf oder macht Waffe oder Rüstung in diesem Kampf nutzlos. Gegen einen Rüstungsfluch wirfst du zuerst bis auf deine Handgröße ab.",
                "Ein Heiltrank gibt LP zurück (auch nach den Treffern, wenn du noch stehst); ein Krafttrank verdoppelt die eben gespielte Karte; ein Gegenfluchtrank hebt einen Fluch für den Kampf auf.",
                "Du trägst eine Waffe und eine Rüstung. Manche geben nach jedem Kampf LP zurück oder vergrößern die Hand.",
            ],
        },
        Section {
            heading: "Der Händler",
            paragraphs: &[
                "Jeder Kauf kostet eine Karte: eine Karte mit Monsterrücken aus deiner Hand oder die getragene Waffe oder Rüstung. Sie kommt ins Pfandhaus, wo sie später jeder kaufen kann. Startkarten, Schlüssel und Tränke zahlen nie.",
            ],
        },
        Section {
            heading: "Dein Stapel",
            paragraphs: &[
                "Du mischst nur, wenn du von einem leeren Stapel ziehen musst; in diesem Zug gespielte Karten bleiben draußen. Den neuen Stapel ordnest du selbst: Karten mit Monsterrücken, wohin du willst, Startkarten an zufällige Stellen („Als Nächstes: eine Startkarte“). Ist dir die Reihenfolge gleich, legt „Den Rest für mich mischen“ den Rest zufällig; du kennst die gewählte Reihenfolge trotzdem.",
            ],
        },
        Section {
            heading: "So spielt es diese Seite",
            paragraphs: &[
                "• Bekämpfbar sind nur die fünf offenen Karten einer Ebene und ihr oberster Torwächter; die oberste Karte des Ebenenstapels wird nur gezeigt (englische Regel; die französische erlaubt auch sie).",
                "• Die oberste Karte jedes Stapels ist öffentlich, darunter nicht. Hände und Stapelreihenfolge sind privat: Die anderen sehen, wie viele Karten du hältst, nie welche.",
                "• Die zweite Karte von Victorius darf jede Farbe haben. Taia mit einer Karte im Stapel mischt ihre Ablage darunter und zieht dann zwei.",
                "• Die Heldenfähigkeiten sind eine Option des Formulars für neue Spiele, aus, wenn der Tisch sie nicht wählt.",
                "• Die Karten sind unsere eigenen: Die gedruckten Karten sind nicht öffentlich, also wurde jede hier entworfen und in vielen tausend Bot-Partien ausbalanciert.",
            ],
        },
    ],
};
