//! Karak 2's "How to play" in German.

use crate::i18n::how_to_play::{HowToPlay, Section};

/// German.
pub static DE: HowToPlay = HowToPlay {
    intro: "Zwei bis fünf Helden ziehen aus den Ruinen der Burg Karak los, erkunden das Land ringsum, besiegen die Monster der dunklen Armee, gründen eine Stadt und stellen eine Armee auf. Wer den Dunklen General besiegt, beendet das Spiel, und die meisten Seelensteine gewinnen.",
    sections: &[
        Section {
            heading: "Ziel und Spielende",
            paragraphs: &[
                "Seelensteine sind die Punkte: ein kleiner zählt 1, ein großer 2 und der Urstein, der Lohn für den Sieg über den Dunklen General, 4,5. Skelettreiter tragen die 5 kleinen Steine, Todesboten die 4 großen.",
                "Das Spiel endet in dem Moment, in dem der Dunkle General fällt. Die meisten Punkte gewinnen; bei Gleichstand der Held mit mehr großen Steinen; ist auch das gleich, teilen sie sich den Sieg. Den General zu besiegen garantiert nichts: Seine 4,5 Punkte reichen vielleicht nicht.",
            ],
        },
        Section {
            heading: "Aufbau",
            paragraphs: &[
                "2 bis 5 Spieler, jeder mit einem anderen Helden, im Formular für neue Spiele gewählt oder zufällig zugeteilt. Jeder Held beginnt auf der Burg Karak mit 5 Leben, Ruhm 0 und sonst nichts (Lorraine hat zusätzlich ihren Bärenwürfel).",
                "Das Startplättchen besteht aus drei Sechsecken in einer Reihe: ein Acker, in der Mitte die Burg Karak, ein Wald, ohne Klüfte. Die 28 Landschaftsplättchen bilden einen verdeckten Stapel, die 18 der Stufe 1 gemischt auf den 10 der Stufe 2, sodass die ganze erste Stufe vor der zweiten kommt. Die 36 Armeemarker kommen in den Beutel.",
                "Alle würfeln mit dem Heldenwürfel: Die meisten Schwerter beginnen (wer gleichauf liegt, würfelt erneut), dann geht es reihum.",
            ],
        },
        Section {
            heading: "Dein Zug",
            paragraphs: &[
                "Du hast 2 Aktionen; ein Stall in deiner Stadt bringt 1 mehr, das Amulett der Tat ebenfalls 1, höchstens 4. Vor jeder Aktion darf dein Held ein Plättchen weit ziehen. Ziehen ist freiwillig, und nach deiner letzten Aktion gibt es keinen Zug mehr: Auf jeden Zug muss noch eine Aktion folgen können.",
                "Zwei Züge hintereinander vor einer Aktion sind erlaubt, doch der zweite verbraucht eine Aktion. Mit 2 Aktionen kannst du ziehen, noch einmal ziehen und dann einmal handeln.",
                "Ein Zug führt auf ein angrenzendes ausgelegtes Plättchen über eine Grenze, die auf keiner Seite eine Kluft zeigt. Andere Helden und Städte versperren nie den Weg. Wer ein Plättchen mit Monstern betritt, kämpft dort sofort.",
                "Dein Zug endet, wenn deine Aktionen verbraucht sind oder du aufhörst, und immer nach einem Kampf.",
            ],
        },
        Section {
            heading: "Erkunden",
            paragraphs: &[
                "Ein Zug auf ein leeres Sechseck erkundet es, außer dein eigenes Plättchen zeigt auf dieser Seite eine Kluft. Das oberste Plättchen des Stapels wird gezogen und so gedreht, dass die dir zugewandte Seite keine Kluft hat (die anderen Seiten dürfen); dein Held zieht darauf.",
                "Ein Plättchen der Stufe 1 bringt 1 Armeemarker aus dem Beutel, eines der Stufe 2 bringt 2, die du gemeinsam bekämpfst, ihre Stärken addiert. Der Kampf folgt sofort. Eines der Plättchen der Stufe 2 ist der Höllenschlund: Statt Armeen bringt er den Dunklen General. Ist der Stapel leer, kann niemand mehr erkunden.",
            ],
        },
        Section {
            heading: "Die Aktionen",
            paragraphs: &[
                "• Kämpfen: Monster betreten (siehe unten). Das Betreten ist dein Zug, der Kampf deine Aktion.",
                "• Heilen: 2 Leben zurück, überall, bis 5.",
                "• Sammeln: nimm, was dein Plättchen hergibt. Acker 1 Nahrung, Wald 1 Holz, Acker und Wald 1 Nahrung + 1 Holz, Acker und Fels 1 Nahrung + 1 Stein, Wald und Fels 1 Holz + 1 Stein, großer Acker 3 Nahrung, dichter Wald 3 Holz. Nichts auf der Burg Karak, dem Höllenschlund, einem Plättchen mit Monstern oder mit irgendeiner Stadt; jedes Plättchen einmal pro Zug.",
                "• Stadt gründen: 2 Holz, auf deinem Plättchen, einmal im Spiel; sie zieht nie um. Nicht auf der Burg Karak oder dem Höllenschlund, nicht wo Monster, ein anderer Held oder eine andere Stadt stehen. Wo sie liegen muss, schreibt keine Regel vor, doch ihr Plättchen gibt keine Rohstoffe mehr her, und nur in der Stadt baust du und wirbst an.",
                "• Bauen: in deiner eigenen Stadt so viele deiner sechs Gebäude, wie du bezahlen kannst, in einer Aktion.",
                "• Anwerben: in deiner eigenen Stadt, wenn keine Pest auf ihr liegt, so viele Einheiten, wie du bezahlen kannst und dein Ruhm erlaubt, in einer Aktion: ein Ritter kostet 1 Nahrung, ein Bogenschütze 1 Holz, ein Magier 1 Stein, jeder nur mit seinem Gebäude. Du darfst Einheiten in den Vorrat zurückgeben, um Platz zu schaffen. Es gibt nur je 10 Würfel.",
                "• Aufheben: nimm alle Gegenstände, die auf deinem Plättchen liegen; läuft ein Fach über, wählst du, was liegen bleibt (so tauscht man Gegenstände).",
                "• Pest ausrotten: auf der Burg Karak, alle 5 Leben zurück, und die Pest verlässt deine Stadt, falls sie dort lag. Auch ohne Pest erlaubt.",
            ],
        },
        Section {
            heading: "Die Gebäude deiner Stadt",
            paragraphs: &[
                "• Stall (2 Nahrung, 1 Holz, 1 Stein): jeden Zug eine Aktion mehr, schon im Zug, in dem du ihn baust.",
                "• Portal (1 Nahrung, 1 Holz, 2 Stein): einmal pro Zug, als dein Zug, von deiner Stadt auf jedes ausgelegte Plättchen oder von überall direkt in deine Stadt.",
                "• Ruhmesbanner (2 Nahrung, 1 Holz, 1 Stein): Ruhm +2.",
                "• Heerlager (2 Nahrung, 1 Holz): du darfst Ritter anwerben.",
                "• Schießplatz (1 Nahrung, 2 Holz): du darfst Bogenschützen anwerben.",
                "• Magierturm (1 Nahrung, 1 Holz, 2 Stein): du darfst Magier anwerben.",
            ],
        },
        Section {
            heading: "Der Kampf",
            paragraphs: &[
                "Vor dem Wurf wählst du, welche deiner Einheitenwürfel mitmachen: Ein Würfel, der draußen bleibt, bringt keine Schwerter, kann aber auch nicht verloren gehen. Dann wirfst du sie zusammen mit deinem Heldenwürfel.",
                "Nach dem Wurf darfst du Feuerbälle wirken (je +1), das Amulett des Schutzes und den Neuwurf deines Helden nutzen. Dein Angriff sind alle geworfenen Schwerter plus deine Waffen (Schwert +1, Kriegshammer +2) plus die Feuerbälle. Mindestens die Stärke der Monster gewinnt.",
                "Totenköpfe: Ein Totenkopf auf einem Einheitenwürfel kostet diese Einheit, sie geht in den Vorrat. Der Totenkopf des Heldenwürfels kostet 1 Leben, seine zwei Totenköpfe kosten 2 Leben und bringen Pest & Elend. Leben werden nach dem Kampf abgezogen, also kannst du im selben Wurf siegen und bewusstlos werden. Mit 0 Leben ist ein Held bewusstlos: Sein nächster Zug besteht nur darin, 3 Leben zurückzubekommen.",
                "Nach einem Sieg bleibst du auf dem Plättchen, nimmst die Belohnung jedes besiegten Markers, und dein Ruhm kann steigen. Nach einer Niederlage bleiben die Monster, wo sie sind, und du kehrst auf das Plättchen zurück, von dem du kamst. So oder so beendet der Kampf deinen Zug.",
                "• Skelettkrieger (7 Marker), Stärke 1: ein Schwert.",
                "• Feuerfresser (6), Stärke 1: ein Feuerball.",
                "• Schattenfresser (5), Stärke 2: ein Taschendieb.",
                "• Skelettkolosse (3), Stärke 3: ein Rohstoffkarren, sofort 3 Rohstoffe deiner Wahl.",
                "• Dunkle Dryaden (5), Stärke 4: ein Amulett, jede ein anderes.",
                "• Skelettreiter (5), Stärke 4: ein kleiner Seelenstein.",
                "• Hammerjünger (1), Stärke 5: der Kriegshammer.",
                "• Todesboten (4), Stärke 6: ein großer Seelenstein.",
            ],
        },
        Section {
            heading: "Deine Armee und die Würfel",
            paragraphs: &[
                "Dein Ruhm ist die Stärke der stärksten Armee, die du besiegt hast (die zwei Marker eines Plättchens der Stufe 2 zählen als Summe); ein Sieg über eine schwächere ändert nichts. Die Ruhmesbanner bringen 2 dazu, das Amulett des Ruhms 2; mehr als 10 wird es nie.",
                "Ritter, Bogenschützen und Magier zusammen darfst du so viele haben, wie dein Ruhm beträgt. Skelette, der Bär und der Titan zählen nicht mit. Verlierst du das Amulett des Ruhms, gehen die Einheiten über der neuen Grenze in den Vorrat, zuerst Ritter, dann Bogenschützen, dann Magier.",
                "• Heldenwürfel: 1 · 2 · 2 · 3 Schwerter · Totenkopf · zwei Totenköpfe.",
                "• Ritter: 1 · 1 · 1 · 1 · leer · Totenkopf. Der schwächste und am schwersten zu verlieren.",
                "• Bogenschütze: 1 · 1 · 2 · 2 · Totenkopf · Totenkopf.",
                "• Magier: 1 · 2 · 2 · 3 · Totenkopf · Totenkopf. Der stärkste, den du anwerben kannst.",
                "• Skelett (Xanros, bis zu 3): 1 · 2 · 2 · 2 · Totenkopf · Totenkopf.",
                "• Bär (Lorraine): 1 · 1 · 2 · 2 · 2 · leer. Kein Totenkopf: Ihr Bär geht nie verloren.",
                "• Titan (Amulett des Titanen): 2 · 2 · 3 · 3 · leer · Totenkopf.",
            ],
        },
        Section {
            heading: "Der Dunkle General",
            paragraphs: &[
                "Er wartet auf dem Höllenschlund, mit Stärke 10 plus eins je Prätorianer: 5 Prätorianer bei 2 oder 3 Spielern (15), 4 bei 4 Spielern (14), 3 bei 5 Spielern (13). Du bekämpfst ihn wie jede Armee, doch jeder Angriff auf ihn kostet 1 Leben zusätzlich zu den Totenköpfen des Heldenwürfels.",
                "Erreichst du seine Stärke, gehört dir der Urstein: Das Spiel endet sofort, auch wenn du dabei bewusstlos wirst. Verfehlst du sie mit einem Angriff von 10 oder mehr, geht ein Prätorianer, und der General ist für alle schwächer. Wer verfehlt, kehrt dorthin zurück, woher er kam.",
            ],
        },
        Section {
            heading: "Gegenstände",
            paragraphs: &[
                "Deine Ausrüstung fasst 2 Waffen, 3 Zauber und 1 Amulett; Seelensteine liegen daneben und belegen kein Fach. Gewinnst du einen Gegenstand bei vollem Fach, lässt du einen dieser Art auf dem Plättchen liegen, den neuen oder einen alten. Jeder darf ihn später aufheben.",
                "Waffen zählen immer: Schwert +1, Kriegshammer +2. Zauber wirken einmal: Ein Feuerball bringt nach dem Wurf +1; der Taschendieb, in deinem Zug ohne Aktion gewirkt, nimmt einem anderen Helden 2 Rohstoffe deiner Wahl.",
                "• Amulett der Rohstoffe: bei jedem Sammeln 1 Rohstoff mehr, von einer Art, die das Plättchen hergibt (auf gemischten Plättchen nach deiner Wahl).",
                "• Amulett des Ruhms: Ruhm +2, solange du es trägst.",
                "• Amulett der Tat: jeden Zug 1 Aktion mehr.",
                "• Amulett des Schutzes: die 2 Leben eines Wurfs mit zwei Totenköpfen ignorieren.",
                "• Amulett des Titanen: Der Titanenwürfel gehört zu deiner Armee, solange du es trägst, außerhalb der Ruhmesgrenze.",
            ],
        },
        Section {
            heading: "Pest & Elend",
            paragraphs: &[
                "Eine Option des Formulars für neue Spiele, an, wenn der Tisch sie nicht abschaltet. Ohne sie kosten zwei Totenköpfe nur 2 Leben.",
                "Wer zwei Totenköpfe auf dem Heldenwürfel wirft, wählt einen anderen Spieler. Elend: Dieser verliert 1 Nahrung, 1 Holz und 1 Stein, soweit er sie hat. Pest: Hat dieser Spieler eine Stadt, wandert der einzige Pestmarker dorthin, und er kann dort nicht anwerben, bis er die Pest auf der Burg Karak ausrottet. Das Amulett des Schutzes rettet die 2 Leben, nicht aber den anderen Spieler vor Pest & Elend.",
            ],
        },
        Section {
            heading: "Die Helden",
            paragraphs: &[
                "• Horan, der Krieger. Kriegslist: einmal pro Kampf alle geworfenen Einheitenwürfel neu werfen. Plünderung: nach einem gewonnenen Kampf sammelt er zusätzlich die Rohstoffe dieses Plättchens, umsonst.",
                "• Taia, das Orakel. Schicksalsweberin: Legt sie ein Plättchen, wird ein Armeemarker mehr gezogen, und sie legt einen davon in den Beutel zurück. Baumeisterin: Ihre Stadt und jedes Gebäude kosten einen Rohstoff weniger, von einer Art aus dem Preis, nach ihrer Wahl.",
                "• Lord Xanros, der Hexenmeister. Nekromantie: Eine Aktion erweckt einen Skelettwürfel, bis zu 3, außerhalb der Ruhmesgrenze. Seelensammler: ein Leben zurück für jede seiner Einheiten, die im Kampf fällt, Skelette eingeschlossen.",
                "• Elspeth, die Kriegerprinzessin. Kampfgeschick: einmal pro Kampf den Heldenwürfel neu werfen. Magischer Lauf: einmal pro Zug statt des Zugs um ein Plättchen bis zu 3 Plättchen in gerader Linie über ausgelegtes Land, über Klüfte hinweg; auf dem ersten Plättchen mit Monstern hält sie an und kämpft.",
                "• Lady Lorraine, die Waldläuferin. Falkenauge: einmal pro Zug, ohne Aktion, das oberste Plättchen ziehen und irgendwo anlegen, wo es über eine Grenze ohne Kluft an ein ausgelegtes Plättchen stößt; seine Armeen werden daraufgezogen, sie selbst bleibt, wo sie ist. Bärenfreundin: Sie beginnt mit dem Bärenwürfel, außerhalb der Ruhmesgrenze.",
                "• Darius, der Kundschafter. Geländeerkundung: Beim Erkunden zieht er 2 Plättchen, legt eines und das andere zurück oben auf den Stapel, von niemand anderem gesehen. Klauen und Reißzähne: Betritt er ein Plättchen, besiegt er eine Armee der Stärke 1 ohne Wurf (Belohnung und Ruhm wie üblich) und bekämpft dann, was übrig ist; vor einem Kampf gegen den Dunklen General geht ein Prätorianer.",
            ],
        },
        Section {
            heading: "So spielt es diese Seite",
            paragraphs: &[
                "• Die gedruckten Werte sind nicht öffentlich. Die Regel nennt die Anzahlen, die Arten, die Belohnungen, den Dunklen General, die Seelensteine und die Preise von Stadt, Stall und Einheiten. Der Rest wurde rekonstruiert und mit 10.000 simulierten Bot-Partien abgestimmt: die Seiten aller Würfel (außer Totenkopf und zwei Totenköpfen des Heldenwürfels), die Stärke jeder Armee, die Plättchen jeder Stufe und ihre Klüfte, das Startplättchen und die Kosten von Portal, Ruhmesbanner, Heerlager, Schießplatz und Magierturm.",
                "• Dank der 3 auf dem Heldenwürfel schlägt ein Held allein eine Stärke 3 in einem von sechs Fällen (eine 1 in zwei von drei, eine 2 in einem von zwei); mit höchstens 2 könnte ein Ring starker Armeen um die Burg alle Helden einschließen.",
                "• Stufe 1: 4 Äcker, 4 Wälder, 4 Acker und Wald, 3 Acker und Fels, 3 Wald und Fels. Stufe 2: der Höllenschlund, 2 große Äcker, 2 dichte Wälder, 2 Acker und Fels, 2 Wald und Fels, 1 Acker und Wald. Stein gibt es nur auf Fels-Plättchen. Klüfte an 18 der 108 Kanten der Stufe 1 und an 17 der 60 der Stufe 2, nie mehr als 3 an einem Plättchen; der Höllenschlund hat 3, der General ist also nur von drei Seiten erreichbar.",
                "• Züge: ein Plättchen vor jeder Aktion, keiner nach der letzten; ein zweiter Zug vor derselben Aktion verbraucht eine Aktion. Portal und Magischer Lauf treten an die Stelle dieses Zugs.",
                "• Ein Prätorianer geht bei einem Angriff von 10 oder mehr (Regeltext und Beispiel; das „mehr als 10“ der Kurzregel gilt nicht).",
                "• Pest & Elend trifft immer einen anderen Spieler nach Wahl des Werfenden: Elend immer, die Pest nur, wenn er eine Stadt hat.",
                "• Der Taschendieb wirkt auf jeden anderen Helden mit Rohstoffen, wann immer du in deinem Zug frei ziehen oder handeln kannst.",
                "• Seelensammler heilt nach den Verlusten des Kampfes: Sinkt Xanros auf 0 und verliert dabei eine Einheit, bleibt er bei Bewusstsein.",
                "• Lassen Klauen und Reißzähne nichts zu bekämpfen übrig, war es kein Kampf (die Regel: „ohne sich auf einen Kampf einlassen zu müssen“): Darius bleibt auf dem Plättchen, und sein Zug geht weiter, die Aktion hat er noch.",
                "• Plünderung mit dem Amulett der Rohstoffe bringt den zusätzlichen Rohstoff von der ersten Art des Plättchens (Nahrung vor Holz vor Stein).",
            ],
        },
    ],
};
