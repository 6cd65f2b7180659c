//! Karak 2's "How to play", in our own words, with the rulings this site plays by.

use crate::games::how_to_play::{HowToPlay, Section};
use crate::i18n::Lang;

/// Karak 2's "How to play" in `lang`.
pub fn how_to_play(lang: Lang) -> &'static HowToPlay {
    match lang {
        Lang::En => &EN,
        Lang::De => &DE,
        Lang::Fr => &super::how_to_play_fr::FR,
    }
}

/// English.
pub static EN: HowToPlay = HowToPlay {
    intro: "Two to five heroes ride out of the ruins of Karak Castle, explore the land around it, beat the dark army's monsters, found a city and raise an army. Someone's victory over the Dark General ends the game, and the most soul stones win.",
    sections: &[
        Section {
            heading: "The goal and the end",
            paragraphs: &[
                "Soul stones are the points: a small one is worth 1, a large one 2, and the Archstone, the prize for defeating the Dark General, 4.5. Skeleton Riders carry the 5 small stones, Envoys of Death the 4 large ones.",
                "The game ends the moment the Dark General falls. The most points win; on equal points, the hero with more large stones; if that is equal too, they share the win. Beating the General is no guarantee: his 4.5 points may not be enough.",
            ],
        },
        Section {
            heading: "Setting up",
            paragraphs: &[
                "2 to 5 players, each with a different hero, picked in the new-game form or dealt at random. Every hero starts on Karak Castle with 5 lives, glory 0 and nothing else (Lorraine also has her Bear die).",
                "The start tile is three hexagons in a line: a farm, Karak Castle in the middle, a forest, with no chasms. The 28 landscape tiles make one hidden deck, the 18 of tier 1 shuffled on top of the 10 of tier 2, so the whole first tier comes out before the second. The 36 army tokens go into the bag.",
                "Everyone rolls the hero die: the most swords begins (tied players roll again), and the turn passes round the table.",
            ],
        },
        Section {
            heading: "Your turn",
            paragraphs: &[
                "You have 2 actions; a stable in your city adds 1 and the Amulet of Action 1, at most 4. Before each action your hero may move one tile. Moving is optional, and there is no move after your last action: every move needs an action still to come.",
                "Two moves in a row before one action are allowed, but the second one uses up an action. With 2 actions you may move, move again and then act once.",
                "A move goes to a neighbouring laid tile across a border with no chasm on either side. Other heroes and cities never block the way. Stepping onto a tile with monsters starts a battle there and then.",
                "Your turn ends when your actions are spent or when you choose to stop, and always after a battle.",
            ],
        },
        Section {
            heading: "Exploring",
            paragraphs: &[
                "Moving towards an empty hexagon explores it, unless your own tile shows a chasm on that side. The top tile of the deck is drawn and you turn it so that the side facing you has no chasm (its other sides may); your hero moves onto it.",
                "A tier-1 tile brings 1 army token from the bag, a tier-2 tile 2, which you fight together with their strengths added. The battle follows at once. One of the tier-2 tiles is the Infernal Abyss: instead of armies it brings the Dark General. Once the deck is empty, nobody can explore any more.",
            ],
        },
        Section {
            heading: "The actions",
            paragraphs: &[
                "• Battle: step onto monsters (see below). The step is your move, the battle your action.",
                "• Heal: 2 lives back, anywhere, up to 5.",
                "• Gather: take what your tile yields. Farm 1 food, forest 1 wood, farm and forest 1 food + 1 wood, farm and rock 1 food + 1 stone, forest and rock 1 wood + 1 stone, big farm 3 food, dense forest 3 wood. Nothing on Karak Castle, the Infernal Abyss, a tile with monsters or a tile with anyone's city; each tile once per turn.",
                "• Build a city: 2 wood, on your tile, once per game; it never moves. Not on Karak Castle or the Infernal Abyss, nor where monsters, another hero or another city stand. There is no rule about where it must be, but its tile no longer yields resources, and the city is the only place where you build and recruit.",
                "• Build: in your own city, as many of your six buildings as you can pay for, in one action.",
                "• Recruit: in your own city, if it has no plague, as many units as you can pay for and your glory allows, in one action: a knight costs 1 food, an archer 1 wood, a mage 1 stone, each only with its building. You may send units back to the supply to make room. There are only 10 dice of each.",
                "• Pick up: take every item lying on your tile; if a slot overflows, you choose what stays behind (that is how items are swapped).",
                "• Eradicate the plague: on Karak Castle, all 5 lives back, and the plague leaves your city if it had it. Allowed without a plague too.",
            ],
        },
        Section {
            heading: "Your city's buildings",
            paragraphs: &[
                "• Stable (2 food, 1 wood, 1 stone): one more action every turn, already in the turn you build it.",
                "• Portal (1 food, 1 wood, 2 stone): once a turn, as your move, from your city to any laid tile, or from anywhere straight to your city.",
                "• Glory banners (2 food, 1 wood, 1 stone): glory +2.",
                "• Military camp (2 food, 1 wood): you may recruit knights.",
                "• Shooting range (1 food, 2 wood): you may recruit archers.",
                "• Wizard tower (1 food, 1 wood, 2 stone): you may recruit mages.",
            ],
        },
        Section {
            heading: "The battle",
            paragraphs: &[
                "Before rolling, choose which of your unit dice take part: a die left out adds no swords but cannot be lost. Then roll them together with your hero die.",
                "After the roll you may cast Fireballs (+1 each), use the Amulet of Protection and your hero's reroll. Your attack is all the swords rolled, plus your weapons (sword +1, warhammer +2), plus the Fireballs. At least the monsters' strength wins.",
                "Skulls: a skull on a unit die loses that unit to the supply. The hero die's skull costs 1 life, its two skulls cost 2 lives and bring Plague & Misery. Lives are taken after the battle, so you can win and fall unconscious in the same roll. At 0 lives a hero is unconscious: the next turn is only 3 lives coming back, nothing else.",
                "A win keeps you on the tile; you take the reward of every token beaten and your glory may rise. A loss leaves the monsters where they are and sends you back to the tile you came from. Either way, the battle ends your turn.",
                "• Skeleton Warriors (7 tokens), strength 1: a sword.",
                "• Fire Eaters (6), strength 1: a Fireball.",
                "• Shadow Eaters (5), strength 2: a Pickpocket.",
                "• Skeletal Hulks (3), strength 3: a resource cart, 3 resources of your choice at once.",
                "• Dark Dryads (5), strength 4: an amulet, a different one each.",
                "• Skeleton Riders (5), strength 4: a small soul stone.",
                "• Hammer Follower (1), strength 5: the warhammer.",
                "• Envoys of Death (4), strength 6: a large soul stone.",
            ],
        },
        Section {
            heading: "Your army and the dice",
            paragraphs: &[
                "Your glory is the strength of the strongest army you have beaten (the two tokens of a tier-2 tile count as their sum); a weaker win changes nothing. The Glory banners add 2 and the Amulet of Glory 2; glory never goes above 10.",
                "You may keep as many knights, archers and mages together as your glory. Skeletons, the Bear and the Titan do not count. Lose the Amulet of Glory and the units over the new limit go back to the supply, knights first, then archers, then mages.",
                "• Hero die: 1 · 2 · 2 · 3 swords · skull · two skulls.",
                "• Knight: 1 · 1 · 1 · 1 · blank · skull. The weakest, and the hardest to lose.",
                "• Archer: 1 · 1 · 2 · 2 · skull · skull.",
                "• Mage: 1 · 2 · 2 · 3 · skull · skull. The strongest you can recruit.",
                "• Skeleton (Xanros, up to 3): 1 · 1 · 2 · 2 · skull · skull.",
                "• Bear (Lorraine): 1 · 1 · 2 · 2 · 3 · skull.",
                "• Titan (the Amulet of the Titan): 2 · 2 · 3 · 3 · blank · skull.",
            ],
        },
        Section {
            heading: "The Dark General",
            paragraphs: &[
                "He waits on the Infernal Abyss with strength 10 plus one per praetorian: 5 praetorians with 2 or 3 players (15), 4 with 4 players (14), 3 with 5 players (13). You fight him like any army, but every attack on him costs 1 life on top of the hero die's skulls.",
                "Reach his strength and you take the Archstone: the game ends at once, even if you fall unconscious. Miss it with an attack of 10 or more and one praetorian leaves, which weakens him for everyone. A miss sends you back where you came from.",
            ],
        },
        Section {
            heading: "Items",
            paragraphs: &[
                "Your inventory holds 2 weapons, 3 spells and 1 amulet; soul stones lie beside it and take no slot. Win an item with its slot full and you leave one of that kind on the tile, the new one or an old one. Anyone may pick it up later.",
                "Weapons always count: sword +1, warhammer +2. Spells are used once: a Fireball adds 1 after the roll; Pickpocket, cast on your turn at no action, takes 2 resources of your choice from another hero.",
                "• Amulet of Resources: 1 more resource at each gathering, of a kind the tile yields (your choice on a mixed tile).",
                "• Amulet of Glory: glory +2 while you wear it.",
                "• Amulet of Action: 1 more action every turn.",
                "• Amulet of Protection: ignore the 2 lives of a two-skull roll.",
                "• Amulet of the Titan: the Titan die joins your army while you wear it, outside the glory limit.",
            ],
        },
        Section {
            heading: "Plague & Misery",
            paragraphs: &[
                "An option of the new-game form, on unless the table turns it off. Without it, two skulls only cost 2 lives.",
                "Whoever rolls two skulls on the hero die chooses another player. Misery: that player loses 1 food, 1 wood and 1 stone, as far as they have them. Plague: if that player has a city, the single plague token moves onto it, and its owner cannot recruit there until eradicating it at Karak Castle. The Amulet of Protection saves the 2 lives, not the other player from Plague & Misery.",
            ],
        },
        Section {
            heading: "The heroes",
            paragraphs: &[
                "• Horan, the Warrior. War Strategy: once a battle, roll all the unit dice you rolled again. Plunder: after a won battle, he also gathers that tile's resources, for free.",
                "• Taia, the Oracle. Fate-weaver: each tile she lays draws one more army token, and she puts one of them back in the bag. Expert Builder: her city and each building cost one resource less, of a kind the price contains, her choice.",
                "• Lord Xanros, the Warlock. Necromancy: one action raises a Skeleton die, up to 3, outside the glory limit. Soul Collector: a life back for each of his units lost in battle, skeletons included.",
                "• Elspeth, the Warrior Princess. Combat Finesse: once a battle, roll the hero die again. Magic Run: once a turn, instead of the one-tile move, up to 3 tiles in a straight line over laid tiles, across chasms; she stops on the first tile with monsters and fights.",
                "• Lady Lorraine, the Ranger. Hawkeye: once a turn, at no action, draw the top tile and lay it anywhere it joins a laid tile across a border without chasm; its armies are drawn onto it, and she stays where she is. Bear Friend: she starts with the Bear die, outside the glory limit.",
                "• Darius, the Scout. Terrain Exploration: exploring, he draws 2 tiles, lays one and puts the other back on top, seen by no one else. Claws and Fangs: on entering a tile, he beats one army of strength 1 without rolling (reward and glory as usual), then fights whatever is left; before a battle with the Dark General, one praetorian leaves.",
            ],
        },
        Section {
            heading: "How this site plays it",
            paragraphs: &[
                "• The printed values are not public. The rulebook gives the counts, the kinds, the rewards, the Dark General, the soul stones, and the prices of the city, the stable and the units. The rest was reconstructed and tuned by simulating 10,000 bot games: the faces of every die (bar the hero die's skull and two skulls), each army's strength, the tiles of each tier and their chasms, the start tile, and the costs of the portal, the banners, the camp, the range and the tower.",
                "• The hero die's 3 lets a lone hero beat a strength of 3 one time in six (a 1 two times in three, a 2 one time in two); with 2 at most, a ring of strong armies round the castle could lock every hero in.",
                "• Tier 1: 4 farms, 4 forests, 4 farm-and-forest, 3 farm-and-rock, 3 forest-and-rock. Tier 2: the Infernal Abyss, 2 big farms, 2 dense forests, 2 farm-and-rock, 2 forest-and-rock, 1 farm-and-forest. Stone only comes from rock tiles. Chasms on 18 of tier 1's 108 edges and 17 of tier 2's 60, never more than 3 on a tile; the Abyss has 3, so the General can be reached from three sides only.",
                "• Moves: one tile before each action, none after the last; a second move before the same action uses up an action. The portal and Magic Run take the place of that move.",
                "• A praetorian leaves on an attack of 10 or more (the rule text and its example; the summary's “more than 10” is not used).",
                "• Plague & Misery always strikes another player chosen by the roller: Misery always, the plague only if they have a city.",
                "• Pickpocket works on any other hero who has resources, whenever you are free to move or act on your turn.",
                "• Soul Collector heals after the battle's losses, so Xanros brought to 0 while losing a unit stays conscious.",
                "• Claws and Fangs that leaves nothing to fight still counts as a battle and ends the turn.",
                "• Plunder with the Amulet of Resources adds the extra resource of the tile's first kind (food, then wood, then stone).",
            ],
        },
    ],
};

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
                "• Skelett (Xanros, bis zu 3): 1 · 1 · 2 · 2 · Totenkopf · Totenkopf.",
                "• Bär (Lorraine): 1 · 1 · 2 · 2 · 3 · Totenkopf.",
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
                "• Klauen und Reißzähne, die nichts mehr zu bekämpfen übrig lassen, zählen trotzdem als Kampf und beenden den Zug.",
                "• Plünderung mit dem Amulett der Rohstoffe bringt den zusätzlichen Rohstoff von der ersten Art des Plättchens (Nahrung vor Holz vor Stein).",
            ],
        },
    ],
};
