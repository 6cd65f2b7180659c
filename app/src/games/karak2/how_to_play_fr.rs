//! Karak 2's "How to play" in French.

use crate::i18n::how_to_play::{HowToPlay, Section};

/// French.
pub static FR: HowToPlay = HowToPlay {
    intro: "Deux à cinq héros quittent les ruines du château de Karak, explorent les terres alentour, battent les monstres de l'armée des ténèbres, fondent une cité et lèvent une armée. La victoire de l'un d'eux sur le Général des ténèbres met fin à la partie, et le plus de pierres d'âme l'emporte.",
    sections: &[
        Section {
            heading: "Le but et la fin",
            paragraphs: &[
                "Les pierres d'âme sont les points\u{a0}: une petite vaut 1, une grande 2, et la Pierre primordiale, prix de la victoire sur le Général des ténèbres, 4,5. Les Cavaliers squelettes portent les 5 petites pierres, les Émissaires de la mort les 4 grandes.",
                "La partie s'arrête à l'instant où le Général des ténèbres tombe. Le plus de points gagne\u{a0}; à égalité, le héros qui a le plus de grandes pierres\u{a0}; si l'égalité demeure, la victoire est partagée. Battre le Général ne garantit rien\u{a0}: ses 4,5 points peuvent ne pas suffire.",
            ],
        },
        Section {
            heading: "La mise en place",
            paragraphs: &[
                "2 à 5 joueurs, chacun avec un héros différent, choisi dans le formulaire de nouvelle partie ou tiré au hasard. Chaque héros commence sur le château de Karak avec 5 vies, une gloire de 0 et rien d'autre (Lorraine a en plus son dé ours).",
                "La tuile de départ compte trois hexagones en ligne\u{a0}: une ferme, le château de Karak au milieu, une forêt, sans gouffre. Les 28 tuiles de paysage forment une pioche cachée, les 18 de niveau 1 mélangées posées sur les 10 de niveau 2\u{a0}: tout le premier niveau sort avant le second. Les 36 jetons d'armée vont dans le sac.",
                "Chacun lance le dé de héros\u{a0}: le plus d'épées commence (les ex æquo relancent), puis le tour passe autour de la table.",
            ],
        },
        Section {
            heading: "Votre tour",
            paragraphs: &[
                "Vous avez 2 actions\u{a0}; une écurie dans votre cité en ajoute 1, l'Amulette d'action 1, 4 au plus. Avant chaque action, votre héros peut se déplacer d'une tuile. Le déplacement est facultatif, et il n'y en a pas après votre dernière action\u{a0}: tout déplacement doit être suivi d'une action encore possible.",
                "Deux déplacements d'affilée avant une même action sont permis, mais le second consomme une action. Avec 2 actions, vous pouvez vous déplacer, vous déplacer encore, puis agir une fois.",
                "Un déplacement mène sur une tuile voisine déjà posée, par une frontière sans gouffre d'aucun côté. Les autres héros et les cités ne bloquent jamais le passage. Entrer sur une tuile occupée par des monstres déclenche aussitôt un combat.",
                "Votre tour s'arrête quand vos actions sont épuisées ou quand vous le décidez, et toujours après un combat.",
            ],
        },
        Section {
            heading: "L'exploration",
            paragraphs: &[
                "Se déplacer vers un hexagone vide l'explore, sauf si votre propre tuile montre un gouffre de ce côté. La tuile du dessus de la pioche est tirée et vous la tournez pour que son côté face à vous n'ait pas de gouffre (les autres côtés peuvent en avoir)\u{a0}; votre héros s'y place.",
                "Une tuile de niveau 1 apporte 1 jeton d'armée du sac, une tuile de niveau 2 en apporte 2, que vous combattez ensemble en additionnant leurs forces. Le combat suit aussitôt. L'une des tuiles de niveau 2 est l'Abîme infernal\u{a0}: au lieu d'armées, il apporte le Général des ténèbres. Une fois la pioche vide, plus personne ne peut explorer.",
            ],
        },
        Section {
            heading: "Les actions",
            paragraphs: &[
                "• Combattre\u{a0}: entrer sur des monstres (voir plus bas). L'entrée est votre déplacement, le combat votre action.",
                "• Se soigner\u{a0}: 2 vies regagnées, n'importe où, jusqu'à 5.",
                "• Récolter\u{a0}: prenez ce que donne votre tuile. Ferme 1 nourriture, forêt 1 bois, ferme et forêt 1 nourriture + 1 bois, ferme et roche 1 nourriture + 1 pierre, forêt et roche 1 bois + 1 pierre, grande ferme 3 nourritures, forêt dense 3 bois. Rien sur le château de Karak, l'Abîme infernal, une tuile avec des monstres ou avec une cité, quelle qu'elle soit\u{a0}; chaque tuile une fois par tour.",
                "• Fonder une cité\u{a0}: 2 bois, sur votre tuile, une fois par partie\u{a0}; elle ne bouge plus. Ni sur le château de Karak ni sur l'Abîme infernal, ni là où se trouvent des monstres, un autre héros ou une autre cité. Aucune règle n'impose où la placer, mais sa tuile ne donne plus de ressources, et c'est le seul endroit où vous construisez et recrutez.",
                "• Construire\u{a0}: dans votre propre cité, autant de vos six bâtiments que vous pouvez payer, en une action.",
                "• Recruter\u{a0}: dans votre propre cité, si la peste n'y est pas, autant d'unités que vous pouvez payer et que votre gloire permet, en une action\u{a0}: un chevalier coûte 1 nourriture, un archer 1 bois, un mage 1 pierre, chacun seulement avec son bâtiment. Vous pouvez rendre des unités à la réserve pour faire de la place. Il n'y a que 10 dés de chaque.",
                "• Ramasser\u{a0}: prenez tous les objets posés sur votre tuile\u{a0}; si un emplacement déborde, vous choisissez ce qui reste à terre (c'est ainsi qu'on échange des objets).",
                "• Éradiquer la peste\u{a0}: sur le château de Karak, vos 5 vies reviennent, et la peste quitte votre cité si elle y était. Permis aussi sans peste.",
            ],
        },
        Section {
            heading: "Les bâtiments de votre cité",
            paragraphs: &[
                "• Écurie (2 nourritures, 1 bois, 1 pierre)\u{a0}: une action de plus à chaque tour, dès le tour où vous la construisez.",
                "• Portail (1 nourriture, 1 bois, 2 pierres)\u{a0}: une fois par tour, comme déplacement, de votre cité vers n'importe quelle tuile posée, ou de n'importe où droit vers votre cité.",
                "• Bannières de gloire (2 nourritures, 1 bois, 1 pierre)\u{a0}: gloire +2.",
                "• Camp militaire (2 nourritures, 1 bois)\u{a0}: vous pouvez recruter des chevaliers.",
                "• Champ de tir (1 nourriture, 2 bois)\u{a0}: vous pouvez recruter des archers.",
                "• Tour du mage (1 nourriture, 1 bois, 2 pierres)\u{a0}: vous pouvez recruter des mages.",
            ],
        },
        Section {
            heading: "Le combat",
            paragraphs: &[
                "Avant de lancer, choisissez les dés d'unité qui participent\u{a0}: un dé laissé de côté n'apporte pas d'épée, mais ne peut pas être perdu. Puis lancez-les avec votre dé de héros.",
                "Après le lancer, vous pouvez lancer des boules de feu (+1 chacune), utiliser l'Amulette de protection et la relance de votre héros. Votre attaque est la somme des épées lancées, plus vos armes (épée +1, marteau de guerre +2), plus les boules de feu. Au moins la force des monstres, et vous gagnez.",
                "Crânes\u{a0}: un crâne sur un dé d'unité fait perdre cette unité, qui retourne à la réserve. Le crâne du dé de héros coûte 1 vie, ses deux crânes coûtent 2 vies et déclenchent Peste et misère. Les vies sont retirées après le combat\u{a0}: vous pouvez donc gagner et tomber inconscient du même lancer. À 0 vie, un héros est inconscient\u{a0}: son tour suivant consiste seulement à regagner 3 vies.",
                "Vainqueur, vous restez sur la tuile, prenez la récompense de chaque jeton battu, et votre gloire peut monter. Vaincu, vous laissez les monstres en place et revenez sur la tuile d'où vous veniez. Dans les deux cas, le combat termine votre tour.",
                "• Guerriers squelettes (7 jetons), force 1\u{a0}: une épée.",
                "• Mangeurs de feu (6), force 1\u{a0}: une boule de feu.",
                "• Mangeurs d'ombre (5), force 2\u{a0}: un sort de Vol à la tire.",
                "• Colosses squelettes (3), force 3\u{a0}: une charrette de ressources, 3 ressources de votre choix sur-le-champ.",
                "• Dryades noires (5), force 4\u{a0}: une amulette, chacune la sienne.",
                "• Cavaliers squelettes (5), force 4\u{a0}: une petite pierre d'âme.",
                "• Disciple du marteau (1), force 5\u{a0}: le marteau de guerre.",
                "• Émissaires de la mort (4), force 6\u{a0}: une grande pierre d'âme.",
            ],
        },
        Section {
            heading: "Votre armée et les dés",
            paragraphs: &[
                "Votre gloire est la force de la plus forte armée que vous avez battue (les deux jetons d'une tuile de niveau 2 comptent pour leur somme)\u{a0}; battre une armée plus faible n'y change rien. Les bannières de gloire ajoutent 2, l'Amulette de gloire 2\u{a0}; la gloire ne dépasse jamais 10.",
                "Chevaliers, archers et mages ensemble ne peuvent dépasser votre gloire. Les squelettes, l'ours et le Titan ne comptent pas. Si vous perdez l'Amulette de gloire, les unités au-delà de la nouvelle limite retournent à la réserve, les chevaliers d'abord, puis les archers, puis les mages.",
                "• Dé de héros\u{a0}: 1 · 2 · 2 · 3 épées · crâne · deux crânes.",
                "• Chevalier\u{a0}: 1 · 1 · 1 · 1 · vide · crâne. Le plus faible, et le plus dur à perdre.",
                "• Archer\u{a0}: 1 · 1 · 2 · 2 · crâne · crâne.",
                "• Mage\u{a0}: 1 · 2 · 2 · 3 · crâne · crâne. Le plus fort qu'on puisse recruter.",
                "• Squelette (Xanros, jusqu'à 3)\u{a0}: 1 · 2 · 2 · 2 · crâne · crâne.",
                "• Ours (Lorraine)\u{a0}: 1 · 1 · 2 · 2 · 2 · vide. Aucun crâne\u{a0}: son ours n'est jamais perdu.",
                "• Titan (Amulette du titan)\u{a0}: 2 · 2 · 3 · 3 · vide · crâne.",
            ],
        },
        Section {
            heading: "Le Général des ténèbres",
            paragraphs: &[
                "Il attend sur l'Abîme infernal, de force 10 plus un par prétorien\u{a0}: 5 prétoriens à 2 ou 3 joueurs (15), 4 à 4 joueurs (14), 3 à 5 joueurs (13). Vous le combattez comme une armée, mais chaque attaque contre lui coûte 1 vie en plus des crânes du dé de héros.",
                "Atteignez sa force et la Pierre primordiale est à vous\u{a0}: la partie s'arrête aussitôt, même si vous tombez inconscient. Manquez-la avec une attaque de 10 ou plus, et un prétorien s'en va\u{a0}: le Général est affaibli pour tous. Qui échoue revient d'où il venait.",
            ],
        },
        Section {
            heading: "Les objets",
            paragraphs: &[
                "Votre inventaire contient 2 armes, 3 sorts et 1 amulette\u{a0}; les pierres d'âme se gardent à côté, sans emplacement. Si vous gagnez un objet alors que son emplacement est plein, vous laissez sur la tuile un objet de ce type, le nouveau ou un ancien. N'importe qui pourra le ramasser.",
                "Les armes comptent toujours\u{a0}: épée +1, marteau de guerre +2. Les sorts servent une fois\u{a0}: une boule de feu ajoute 1 après le lancer\u{a0}; Vol à la tire, lancé pendant votre tour sans action, prend 2 ressources de votre choix à un autre héros.",
                "• Amulette des ressources\u{a0}: 1 ressource de plus à chaque récolte, d'un type que donne la tuile (à votre choix sur une tuile mixte).",
                "• Amulette de gloire\u{a0}: gloire +2 tant que vous la portez.",
                "• Amulette d'action\u{a0}: 1 action de plus à chaque tour.",
                "• Amulette de protection\u{a0}: ignorez les 2 vies d'un lancer à deux crânes.",
                "• Amulette du titan\u{a0}: le dé titan rejoint votre armée tant que vous la portez, hors de la limite de gloire.",
            ],
        },
        Section {
            heading: "Peste et misère",
            paragraphs: &[
                "Une option du formulaire de nouvelle partie, active sauf si la table la désactive. Sans elle, deux crânes coûtent seulement 2 vies.",
                "Qui lance deux crânes sur le dé de héros choisit un autre joueur. Misère\u{a0}: ce joueur perd 1 nourriture, 1 bois et 1 pierre, dans la mesure où il en a. Peste\u{a0}: si ce joueur a une cité, l'unique jeton de peste s'y installe, et il ne peut plus y recruter tant qu'il ne l'a pas éradiquée au château de Karak. L'Amulette de protection sauve les 2 vies, mais n'épargne pas Peste et misère à l'autre joueur.",
            ],
        },
        Section {
            heading: "Les héros",
            paragraphs: &[
                "• Horan, le Guerrier. Stratégie de guerre\u{a0}: une fois par combat, relancez tous les dés d'unité lancés. Pillage\u{a0}: après un combat gagné, il récolte en plus les ressources de cette tuile, gratuitement.",
                "• Taia, l'Oracle. Tisseuse de destin\u{a0}: quand elle pose une tuile, un jeton d'armée de plus est tiré, et elle en remet un dans le sac. Bâtisseuse experte\u{a0}: sa cité et chaque bâtiment lui coûtent une ressource de moins, d'un type présent dans le prix, à son choix.",
                "• Lord Xanros, le Sorcier. Nécromancie\u{a0}: une action relève un dé squelette, jusqu'à 3, hors de la limite de gloire. Collecteur d'âmes\u{a0}: une vie regagnée pour chacune de ses unités perdues au combat, squelettes compris.",
                "• Elspeth, la Princesse guerrière. Finesse au combat\u{a0}: une fois par combat, relancez le dé de héros. Course magique\u{a0}: une fois par tour, au lieu du déplacement d'une tuile, jusqu'à 3 tuiles en ligne droite sur des tuiles posées, par-dessus les gouffres\u{a0}; elle s'arrête sur la première tuile occupée par des monstres et combat.",
                "• Lady Lorraine, la Rôdeuse. Œil de faucon\u{a0}: une fois par tour, sans action, tirez la tuile du dessus et posez-la n'importe où elle touche une tuile posée par une frontière sans gouffre\u{a0}; ses armées y sont tirées, et Lorraine reste où elle est. Amie des ours\u{a0}: elle commence avec le dé ours, hors de la limite de gloire.",
                "• Darius, l'Éclaireur. Exploration du terrain\u{a0}: en explorant, il tire 2 tuiles, en pose une et remet l'autre sur la pioche, sans la montrer. Griffes et crocs\u{a0}: en entrant sur une tuile, il bat une armée de force 1 sans lancer (récompense et gloire comme d'habitude), puis combat ce qui reste\u{a0}; avant un combat contre le Général des ténèbres, un prétorien s'en va.",
            ],
        },
        Section {
            heading: "Comment ce site le joue",
            paragraphs: &[
                "• Les valeurs imprimées ne sont pas publiques. La règle donne les nombres, les types, les récompenses, le Général des ténèbres, les pierres d'âme et les prix de la cité, de l'écurie et des unités. Le reste a été reconstitué et réglé par 10\u{a0}000 parties de bots simulées\u{a0}: les faces de tous les dés (sauf le crâne et les deux crânes du dé de héros), la force de chaque armée, les tuiles de chaque niveau et leurs gouffres, la tuile de départ, et le coût du portail, des bannières, du camp, du champ de tir et de la tour.",
                "• Grâce au 3 du dé de héros, un héros seul bat une force de 3 une fois sur six (une force de 1 deux fois sur trois, de 2 une fois sur deux)\u{a0}; avec 2 au plus, un anneau d'armées fortes autour du château pourrait enfermer tous les héros.",
                "• Niveau 1\u{a0}: 4 fermes, 4 forêts, 4 fermes et forêts, 3 fermes et roches, 3 forêts et roches. Niveau 2\u{a0}: l'Abîme infernal, 2 grandes fermes, 2 forêts denses, 2 fermes et roches, 2 forêts et roches, 1 ferme et forêt. La pierre ne vient que des tuiles à roche. Des gouffres sur 18 des 108 bords du niveau 1 et 17 des 60 du niveau 2, jamais plus de 3 sur une tuile\u{a0}; l'Abîme en a 3\u{a0}: le Général ne s'atteint que par trois côtés.",
                "• Déplacements\u{a0}: une tuile avant chaque action, aucun après la dernière\u{a0}; un second déplacement avant la même action consomme une action. Le portail et la Course magique tiennent lieu de ce déplacement.",
                "• Un prétorien s'en va sur une attaque de 10 ou plus (le texte de la règle et son exemple\u{a0}; le «\u{a0}plus de 10\u{a0}» du résumé n'est pas retenu).",
                "• Peste et misère frappe toujours un autre joueur choisi par le lanceur\u{a0}: la misère toujours, la peste seulement s'il a une cité.",
                "• Vol à la tire vise tout autre héros qui a des ressources, à tout moment de votre tour où vous êtes libre de bouger ou d'agir.",
                "• Collecteur d'âmes soigne après les pertes du combat\u{a0}: si Xanros tombe à 0 en perdant une unité, il reste conscient.",
                "• Griffes et crocs qui ne laisse rien à combattre n'est pas un combat (la règle\u{a0}: «\u{a0}sans avoir à les affronter en combat\u{a0}»)\u{a0}: Darius reste sur la tuile et son tour continue, son action lui reste.",
                "• Pillage avec l'Amulette des ressources ajoute la ressource en plus du premier type de la tuile (nourriture, puis bois, puis pierre).",
            ],
        },
    ],
};
