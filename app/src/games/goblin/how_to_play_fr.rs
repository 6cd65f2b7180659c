//! Karak: Goblin's "How to play" in French.

use crate::i18n::how_to_play::{HowToPlay, Section};

/// French.
pub static FR: HowToPlay = HowToPlay {
    intro: "Deux à quatre héros descendent dans les cavernes des gobelins avec un petit paquet de cartes action, battent des monstres pour gagner de meilleures cartes, de l'équipement et des clés, et font la course pour vaincre le Seigneur de tous les monstres.",
    sections: &[
        Section {
            heading: "Votre tour",
            paragraphs: &[
                "Faites une seule chose\u{a0}: combattre un monstre, aller chez le marchand, ou vous reposer et récupérer vos 5 PdV. À 0 PdV, vous devez vous reposer.",
                "Vous pouvez combattre n'importe quel monstre face visible d'un niveau ouvert, ou le gardien du dessus de ce niveau. La carte du dessus de la pioche d'un niveau est visible, mais pas encore combattable.",
                "Le niveau I est ouvert à tous. La clé du niveau I ouvre le niveau II, celle du niveau II ouvre le niveau III, et celle du niveau III la salle du seigneur. Quand vous avez la clé d'un niveau, ses gardiens vous sont fermés.",
            ],
        },
        Section {
            heading: "Le combat",
            paragraphs: &[
                "Jouez vos cartes une par une. La première peut être de toute couleur qu'aucune malédiction n'interdit\u{a0}; chaque suivante doit être d'une couleur montrée par la carte d'avant.",
                "Chaque couleur a aussi sa forme, dans le coin d'une carte et dans les points des couleurs permises ensuite\u{a0}: le rouge un triangle, le vert un cercle, le bleu un carré, le jaune un losange.",
                "La pioche et le soin ont lieu aussitôt. L'attaque et la défense comptent quand vous terminez le combat.",
                "• 1. Le monstre frappe\u{a0}: son attaque moins votre défense (cartes et armure). Si vous perdez votre dernier PdV, le tour s'arrête aussitôt.",
                "• 2. Vous frappez\u{a0}: votre attaque (cartes et arme). Au moins les PdV du monstre, et vous gagnez.",
                "• 3. Vous prenez la récompense\u{a0}: une carte action dans votre défausse, une arme ou une armure (l'équiper ou la mettre en gage), ou une clé.",
                "• 4. Les cartes jouées vont dans votre défausse, et vous complétez votre main.",
            ],
        },
        Section {
            heading: "Malédictions, potions et équipement",
            paragraphs: &[
                "Une malédiction interdit une couleur, annule un effet de vos cartes, ou rend une arme ou une armure inutile pour ce combat. Contre une malédiction d'armure, vous vous défaussez d'abord jusqu'à votre taille de main.",
                "Une potion de soin rend des PdV (aussi après les blessures, si vous tenez debout)\u{a0}; une potion de force double la carte que vous venez de jouer\u{a0}; une potion d'anti-malédiction lève une malédiction pour le combat.",
                "Vous portez une arme et une armure. Certaines rendent des PdV après chaque combat, ou agrandissent votre main.",
            ],
        },
        Section {
            heading: "Le marchand",
            paragraphs: &[
                "Chaque achat coûte une carte\u{a0}: une carte à dos de monstre de votre main, ou l'arme ou l'armure que vous portez. Elle va chez le prêteur sur gages, où chacun pourra l'acheter. Les cartes de départ, les clés et les potions ne paient jamais.",
            ],
        },
        Section {
            heading: "Votre pioche",
            paragraphs: &[
                "Vous ne mélangez que quand vous devez piocher dans une pioche vide\u{a0}; les cartes jouées ce tour restent dehors. Votre nouvelle pioche, c'est vous qui la rangez\u{a0}: les cartes à dos de monstre où vous voulez, les cartes de départ à des places au hasard (« Ensuite\u{a0}: une carte de départ »). Si l'ordre vous est égal, « Mélanger le reste pour moi » pose le reste au hasard\u{a0}; vous connaissez quand même l'ordre choisi.",
            ],
        },
        Section {
            heading: "Comment ce site le joue",
            paragraphs: &[
                "• Seules les cinq cartes face visible d'un niveau et son gardien du dessus se combattent\u{a0}; le dessus de la pioche du niveau est seulement montré (règle anglaise\u{a0}; la française le permet aussi).",
                "• La carte du dessus de chaque pioche est publique, pas le reste. Les mains et l'ordre des pioches sont privés\u{a0}: les autres voient combien de cartes vous tenez, jamais lesquelles.",
                "• La deuxième carte de Victorius peut être de n'importe quelle couleur. Taia avec une seule carte dans sa pioche mélange sa défausse dessous, puis pioche deux cartes.",
                "• Les capacités des héros sont une option du formulaire de nouvelle partie, désactivées si la table ne les choisit pas.",
                "• Les cartes sont les nôtres\u{a0}: les cartes imprimées ne sont pas publiques, alors chacune a été conçue ici et équilibrée par des milliers de parties de bots.",
            ],
        },
    ],
};
