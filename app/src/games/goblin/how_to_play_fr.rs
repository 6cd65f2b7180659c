//! Karak: Goblin's "How to play" in French.

use crate::games::how_to_play::{HowToPlay, Section};

/// French.
pub static FR: HowToPlay = HowToPlay {
    intro: "Deux à quatre héros descendent dans les cavernes des gobelins avec un petit paquet de cartes action, battent des monstres pour gagner de meilleures cartes, de l'équipement et des clés, et font la course pour vaincre le Seigneur de tous les monstres.",
    sections: &[
        Section {
            heading: "Ton tour",
            paragraphs: &[
                "Fais une seule chose : combattre un monstre, aller chez le marchand, ou te reposer et récupérer tes 5 PV. À 0 PV, tu dois te reposer.",
                "Tu peux combattre n'importe quel monstre face visible d'un niveau ouvert, ou le gardien du dessus de ce niveau. La carte du dessus de la pioche d'un niveau est visible, mais pas encore combattable.",
                "Le niveau I est ouvert à tous. La clé du niveau I ouvre le niveau II, celle du niveau II ouvre le niveau III, et celle du niveau III la salle du seigneur. Quand tu as la clé d'un niveau, ses gardiens te sont fermés.",
            ],
        },
        Section {
            heading: "Le combat",
            paragraphs: &[
                "Joue tes cartes une par une. La première peut être de toute couleur qu'aucune malédiction n'interdit ; chaque suivante doit être d'une couleur montrée par la carte d'avant.",
                "La pioche et le soin ont lieu aussitôt. L'attaque et la défense comptent quand tu termines le combat.",
                "• 1. Le monstre frappe : son attaque moins ta défense (cartes et armure). Si tu perds ton dernier PV, le tour s'arrête aussitôt.",
                "• 2. Tu frappes : ton attaque (cartes et arme). Au moins les PV du monstre, et tu gagnes.",
                "• 3. Tu prends la récompense : une carte action dans ta défausse, une arme ou une armure (l'équiper ou la mettre en gage), ou une clé.",
                "• 4. Les cartes jouées vont dans ta défausse, et tu complètes ta main.",
            ],
        },
        Section {
            heading: "Malédictions, potions et équipement",
            paragraphs: &[
                "Une malédiction interdit une couleur, annule un effet de tes cartes, ou rend une arme ou une armure inutile pour ce combat. Contre une malédiction d'armure, tu te défausses d'abord jusqu'à ta taille de main.",
                "Une potion de soin rend des PV (aussi après les blessures, si tu tiens debout) ; une potion de force double la carte que tu viens de jouer ; une potion d'anti-malédiction lève une malédiction pour le combat.",
                "Tu portes une arme et une armure. Certaines rendent des PV après chaque combat, ou agrandissent ta main.",
            ],
        },
        Section {
            heading: "Le marchand",
            paragraphs: &[
                "Chaque achat coûte une carte : une carte à dos de monstre de ta main, ou l'arme ou l'armure que tu portes. Elle va chez le prêteur sur gages, où chacun pourra l'acheter. Les cartes de départ, les clés et les potions ne paient jamais.",
            ],
        },
        Section {
            heading: "Ta pioche",
            paragraphs: &[
                "Tu ne mélanges que quand tu dois piocher dans une pioche vide ; les cartes jouées ce tour restent dehors. Ta nouvelle pioche, c'est toi qui la ranges : les cartes à dos de monstre où tu veux, les cartes de départ à des places au hasard (« Ensuite : une carte de départ »).",
            ],
        },
        Section {
            heading: "Comment ce site le joue",
            paragraphs: &[
                "• Seules les cinq cartes face visible d'un niveau et son gardien du dessus se combattent ; le dessus de la pioche du niveau est seulement montré (règle anglaise ; la française le permet aussi).",
                "• La carte du dessus de chaque pioche est publique, pas le reste. Les mains et l'ordre des pioches sont privés : les autres voient combien de cartes tu tiens, jamais lesquelles.",
                "• La deuxième carte de Victorius peut être de n'importe quelle couleur. Taia avec une seule carte dans sa pioche mélange sa défausse dessous, puis pioche deux cartes.",
                "• Les capacités des héros sont une option du formulaire de nouvelle partie, désactivées si la table ne les choisit pas.",
                "• Les cartes sont les nôtres : les cartes imprimées ne sont pas publiques, alors chacune a été conçue ici et équilibrée par des milliers de parties de bots.",
            ],
        },
    ],
};
