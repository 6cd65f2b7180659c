//! Karak 2's "How to play", in our own words, with the rulings this site plays by.

use crate::i18n::how_to_play::{HowToPlay, Section};
use crate::i18n::Lang;

/// Karak 2's "How to play" in `lang`.
pub fn how_to_play(lang: Lang) -> &'static HowToPlay {
    match lang {
        Lang::En => &EN,
        Lang::De => &super::how_to_play_de::DE,
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
                "• Skeleton (Xanros, up to 3): 1 · 2 · 2 · 2 · skull · skull.",
                "• Bear (Lorraine): 1 · 1 · 2 · 2 · 2 · blank. No skull: her bear is never lost.",
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
                "• Claws and Fangs that leaves nothing to fight is no battle (the rulebook: “without having to engage them in battle”): Darius stays on the tile and his turn goes on, the action still his.",
                "• Plunder with the Amulet of Resources adds the extra resource of the tile's first kind (food, then wood, then stone).",
            ],
        },
    ],
};
