//! Karak's rules in words: the sentence a German or French player reads when the rules refuse
//! a move, one per [`Rule`] (the refusal's stable code), in the terms of Karak's table and
//! "How to play". Server side only: refusals are worded as the server functions answer. In
//! English the rules' own detail is the sentence.

use rules::karak::Rule;

use crate::i18n::Lang;

/// The sentence for the refusal whose code is `code`, in `lang`; `None` in English and for a
/// code that is none of Karak's rules.
pub fn rule_text(code: &str, lang: Lang) -> Option<&'static str> {
    let rule = Rule::ALL.iter().copied().find(|r| r.code() == code)?;
    match lang {
        Lang::En => None,
        Lang::De => Some(de(rule)),
        Lang::Fr => Some(fr(rule)),
    }
}

fn de(rule: Rule) -> &'static str {
    match rule {
        Rule::GameOver => "Das Spiel ist vorbei: Niemand ist mehr am Zug.",
        Rule::NotYourTurn => "Du bist nicht am Zug: Ein anderer Held entscheidet gerade.",
        Rule::Stealth => "Schleichen ist die Fähigkeit der Diebin: Sie schleicht an einem Monster vorbei, wenn sie sein Feld betritt, und bekämpft es an Ort und Stelle nur als Erstes in ihrem Zug.",
        Rule::AggressiveMovement => "Der Sturmangriff ist die Fähigkeit der Kriegerprinzessin: Für einen Schritt und 1 LP stürmt sie über das Feld eines angrenzenden Monsters; dafür braucht sie mindestens 2 LP.",
        Rule::MagicSwap => "Der Magische Tausch ist die Fähigkeit des Hexenmeisters: Er tauscht den Platz mit einem anderen Helden, nur als Erstes in seinem Zug und für alle vier Schritte.",
        Rule::Sacrifice => "Das Opfer ist die Fähigkeit des Hexenmeisters: einmal pro Kampf 1 LP für +1, solange er LP hat.",
        Rule::DoubleAttack => "Der Doppelangriff ist die Fähigkeit des Kriegers: Er darf im Kampf beide Würfel einmal neu werfen.",
        Rule::DualAttack => "Der Zweihandangriff ist die Fähigkeit der Kriegerprinzessin: Sie darf im Kampf einen der beiden Würfel einmal neu werfen.",
        Rule::Fateweaver => "Schicksalsweberin ist die Fähigkeit des Orakels: Es zieht zwei Plättchen für einen Raum und legt eines davon hinein.",
        Rule::Reincarnation => "Die Wiedergeburt ist die Fähigkeit des Kriegers: Verliert er seinen letzten LP, erwacht er an einem aufgedeckten Brunnen.",
        Rule::Curse => "Der Fluch der Mumie: Ein verfluchter Held hat keine Fähigkeiten, und wer die Mumie besiegt, legt den Fluch auf einen anderen Helden.",
        Rule::FourSteps => "Ein Held hat vier Schritte pro Zug, und in diesem Zug sind alle verbraucht.",
        Rule::Fight => "Kämpfen geht nur gegen ein Monster auf dem Feld deines Helden.",
        Rule::TileRotation => "Das neue Teil wird so gedreht, dass ein Gang zurück zum Feld deines Helden führt.",
        Rule::MagicFlames => "Magisches Feuer wird im Kampf nach dem Wurf eingesetzt, solange du welches hast.",
        Rule::LeaveItems => "Gegenstände bleiben nur liegen, wenn du über deinen Grenzen bist, und nur solche, die du trägst; anderes Ablegen gibt es nicht.",
        Rule::Chest => "Eine verschlossene Truhe auf dem Feld deines Helden öffnet sich nur mit einem Schlüssel.",
        Rule::PickUp => "Aufheben geht nur, wenn auf dem Feld deines Helden Gegenstände liegen.",
        Rule::PortalOfHealing => "Das Heilportal schickt einen Helden des Spiels an einen aufgedeckten Brunnen; mitten im Erkunden, im Kampf oder beim Zurücklassen nur einen anderen Helden, und nur, wenn du eines hast.",
        Rule::IllegalAction => "Dieser Zug ist jetzt nach den Regeln nicht erlaubt.",
        Rule::Exploring => "Erkunden führt durch einen Gang deines Feldes auf ein leeres Feld, solange Teile übrig sind; ein gezogenes Teil wird zuerst angelegt.",
        Rule::MonsterBlocks => "Ein Monster versperrt den Weg: Bekämpfe es (oder schleiche vorbei), bevor du etwas anderes tust.",
        Rule::CombatOrder => "Die Reihenfolge im Kampf: Neu geworfen wird gleich nach dem Wurf, danach kommen Magisches Feuer und Opfer.",
        Rule::InventoryLimits => "Zuerst bleibt auf diesem Feld liegen, was über die Grenzen deines Inventars geht.",
        Rule::MummysCurse => "Der Fluch der besiegten Mumie wird zuerst gelegt (oder bleibt, wo er ist).",
        Rule::Combat => "Neu werfen, Zauber und Annehmen gibt es nur in einem laufenden Kampf; ein Kampf beginnt, wenn dein Held ein Monster betritt.",
        Rule::Teleportation => "Ein Teleport führt von einem Teleporter zu einem anderen aufgedeckten Teleporter.",
        Rule::ConnectedExits => "Ein Schritt zwischen aufgedeckten Feldern braucht auf beiden Seiten einen offenen Gang.",
        Rule::BoardEdge => "Dort endet das Verlies: Kein Schritt führt über den Rand.",
    }
}

fn fr(rule: Rule) -> &'static str {
    match rule {
        Rule::GameOver => "La partie est terminée\u{a0}: plus personne ne joue.",
        Rule::NotYourTurn => "Ce n'est pas votre tour\u{a0}: un autre héros décide maintenant.",
        Rule::Stealth => "La Discrétion est la capacité de la Voleuse\u{a0}: elle passe devant un monstre en entrant sur sa tuile, et ne le combat sans bouger qu'au tout début de son tour.",
        Rule::AggressiveMovement => "La Charge est la capacité de la Princesse guerrière\u{a0}: pour un pas et 1\u{a0}PdV, elle traverse la tuile d'un monstre voisin\u{a0}; il lui faut au moins 2\u{a0}PdV.",
        Rule::MagicSwap => "L'Échange magique est la capacité du Sorcier\u{a0}: il échange sa place avec un autre héros, seulement au tout début de son tour, pour ses quatre pas.",
        Rule::Sacrifice => "Le Sacrifice est la capacité du Sorcier\u{a0}: une fois par combat, 1\u{a0}PdV pour +1, tant qu'il lui reste des PdV.",
        Rule::DoubleAttack => "La Double attaque est la capacité du Guerrier\u{a0}: il peut relancer une fois les deux dés d'un combat.",
        Rule::DualAttack => "L'Attaque ambidextre est la capacité de la Princesse guerrière\u{a0}: elle peut relancer une fois l'un des deux dés d'un combat.",
        Rule::Fateweaver => "Tisseuse de destin est la capacité de l'Oracle\u{a0}: elle tire deux jetons pour une salle et en place un.",
        Rule::Reincarnation => "La Réincarnation est la capacité du Guerrier\u{a0}: quand il perd son dernier PdV, il se réveille à une fontaine découverte.",
        Rule::Curse => "La malédiction de la Momie\u{a0}: un héros maudit n'a plus de capacités, et qui bat la Momie jette la malédiction sur un autre héros.",
        Rule::FourSteps => "Un héros a quatre pas par tour, et tous ceux de ce tour sont utilisés.",
        Rule::Fight => "On ne combat qu'un monstre présent sur la tuile de votre héros.",
        Rule::TileRotation => "La nouvelle tuile se tourne de sorte qu'un passage ramène à la tuile de votre héros.",
        Rule::MagicFlames => "Les Flammes magiques se brûlent pendant un combat, après le lancer, tant qu'il vous en reste.",
        Rule::LeaveItems => "On ne laisse des objets au sol que si l'on dépasse ses limites, et seulement des objets que l'on porte\u{a0}; il n'existe pas d'autre façon de poser un objet.",
        Rule::Chest => "Un coffre verrouillé sur la tuile de votre héros ne s'ouvre qu'avec une clé.",
        Rule::PickUp => "On ne ramasse que s'il y a des objets au sol sur la tuile de votre héros.",
        Rule::PortalOfHealing => "Le Portail de soin envoie un héros de la partie à une fontaine découverte\u{a0}; au milieu d'une exploration, d'un combat ou d'un dépôt d'objets, seulement un autre héros, et seulement si vous en avez un.",
        Rule::IllegalAction => "Ce coup n'est pas permis par les règles en ce moment.",
        Rule::Exploring => "Explorer passe par un passage de votre tuile vers une case vide, tant qu'il reste des tuiles\u{a0}; une tuile tirée se pose d'abord.",
        Rule::MonsterBlocks => "Un monstre barre le passage\u{a0}: combattez-le (ou passez discrètement) avant toute autre chose.",
        Rule::CombatOrder => "L'ordre du combat\u{a0}: la relance vient juste après le lancer, puis les Flammes magiques et le Sacrifice.",
        Rule::InventoryLimits => "Laissez d'abord sur cette tuile ce qui dépasse les limites de votre inventaire.",
        Rule::MummysCurse => "La malédiction de la Momie vaincue se place d'abord (ou reste où elle est).",
        Rule::Combat => "La relance, les sorts et «\u{a0}Accepter\u{a0}» n'ont lieu que pendant un combat en cours\u{a0}; un combat commence quand votre héros entre sur un monstre.",
        Rule::Teleportation => "La téléportation mène d'un portail de téléportation à un autre portail découvert.",
        Rule::ConnectedExits => "Un pas entre deux tuiles découvertes demande un passage ouvert des deux côtés.",
        Rule::BoardEdge => "Le donjon s'arrête là\u{a0}: aucun pas ne franchit le bord.",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::api::ApiError;
    use protocol::{GameError, GameKind};
    use rules::karak::{Action, HeroKind, Karak, KarakOptions};
    use rules::Game;

    /// Rule (issue 41): a move Karak's rules refuse, answered through the app's refusal path
    /// in German, reads the German sentence for the broken rule (here the Thief's Stealth,
    /// tried by a hero who is not the Thief), with no English rule name in it; English keeps
    /// the rules' detail.
    #[test]
    fn a_refused_move_reads_in_german() {
        let options = KarakOptions::new(vec![HeroKind::Warrior, HeroKind::Wizard]);
        let mut game = Karak::new(&options, 7).expect("valid options");
        let seat = game.to_act().expect("someone acts");
        let e = game
            .apply(seat, &Action::Sneak)
            .expect_err("only the Thief sneaks");
        assert_eq!(e.rule, "stealth");
        let refused = GameError::Rule {
            rule: e.rule.to_owned(),
            detail: e.detail.into_owned(),
        };
        let english = ApiError::game_refusal_in(GameKind::Karak, refused.clone(), Lang::En);
        assert_eq!(
            english.to_string(),
            "Sneaking past a monster, or choosing when to fight it, is the Thief's skill."
        );
        let message = ApiError::game_refusal_in(GameKind::Karak, refused, Lang::De).to_string();
        assert_eq!(message, de(Rule::Stealth));
        for &rule in Rule::ALL {
            assert!(!message.contains(rule.code()), "{message}");
        }
    }
}
