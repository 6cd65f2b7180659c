//! Karak 2's rules in words: the sentence a German or French player reads when the
//! rules refuse a move, one per [`Rule`] (the refusal's stable code), in the terms of
//! Karak 2's table and "How to play". Server side only: refusals are worded as the server
//! functions answer. In English the rules' own detail is the sentence.

use rules::karak2::Rule;

use crate::i18n::Lang;

/// The sentence for the refusal whose code is `code`, in `lang`; `None` in English and for a
/// code that is none of Karak 2's rules.
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
        Rule::GameOver => "Das Spiel ist vorbei: Der Dunkle General ist gefallen.",
        Rule::NotYourTurn => "Du bist nicht am Zug: Ein anderer Held entscheidet gerade.",
        Rule::NotNow => "Das passt jetzt nicht: Triff zuerst die anstehende Entscheidung.",
        Rule::ActionsOfATurn => "Ein Zug hat 2 Aktionen (mit Stall oder Amulett der Tat mehr), und sie sind verbraucht.",
        Rule::MoveBeforeAnAction => "Vor jeder Aktion darfst du ziehen, nach der letzten nicht mehr: Auf jeden Zug muss noch eine Aktion folgen können.",
        Rule::Exploring => "Erkundet wird ein leeres Sechseck, solange der Stapel Landschaftsplättchen hat; ein ausgelegtes Plättchen betrittst du mit einem Zug.",
        Rule::ChasmsBlockMovement => "Über eine Kluft führt kein Zug und keine Erkundung.",
        Rule::Healing => "Heilen gibt verlorene Leben zurück, und dein Held hat alle fünf.",
        Rule::GatheringResources => "Sammeln nimmt, was dein Plättchen hergibt, einmal pro Zug (das Amulett der Rohstoffe gibt eine seiner Arten mehr); nichts auf der Burg Karak, dem Höllenschlund, einer Stadt oder bei Monstern.",
        Rule::CityBuilding => "Jeder Held gründet eine Stadt, nicht auf der Burg Karak oder dem Höllenschlund und nicht, wo Monster, ein anderer Held oder eine andere Stadt stehen.",
        Rule::Building => "Gebaut wird in deiner eigenen Stadt, jedes Gebäude einmal und voll bezahlt (nur Taia, die Baumeisterin, zahlt einen Rohstoff weniger).",
        Rule::Recruiting => "Angeworben wird in deiner eigenen Stadt ohne Pest, mit dem Gebäude der Einheit, innerhalb deines Ruhms und solange Würfel im Vorrat sind.",
        Rule::Necromancy => "Nur Xanros erweckt mit Nekromantie Skelette, höchstens drei.",
        Rule::EradicatingThePlague => "Die Pest wird auf der Burg Karak ausgerottet.",
        Rule::Rerolls => "Neu würfeln dürfen Elspeth ihren Heldenwürfel (Kampfgeschick) und Horan seine Einheitenwürfel (Kriegslist), je einmal pro Kampf.",
        Rule::Fireball => "Ein Feuerball wird aus deiner Ausrüstung gewirkt, und du hast keinen.",
        Rule::AmuletOfProtection => "Das Amulett des Schutzes ignoriert einen geworfenen Doppeltotenkopf, wenn du es trägst.",
        Rule::InventorySlots => "Läuft ein Fach über, bleibt ein Gegenstand dieses Fachs liegen: der neue oder einer, den du trägst.",
        Rule::PlagueAndMisery => "Pest & Elend trifft einen anderen Spieler, nicht dich selbst.",
        Rule::PickingUpAnItem => "Aufheben geht nur, wenn auf deinem Plättchen ein Gegenstand liegt.",
        Rule::TerrainExploration => "Geländeerkundung: Darius legt eines der beiden gezogenen Plättchen.",
        Rule::FateWeaver => "Schicksalsweberin: Taia legt einen der gezogenen Armeemarker in den Beutel zurück.",
        Rule::HeroAbility => "Das ist die Fähigkeit eines anderen Helden, oder sie wurde in diesem Zug schon genutzt.",
        Rule::MagicRun => "Magischer Lauf: 1 bis 3 ausgelegte Plättchen in gerader Linie, mit Halt auf dem ersten Plättchen mit Monstern.",
        Rule::Portal => "Das Portal führt einmal pro Zug von deiner Stadt auf ein ausgelegtes Plättchen oder zurück in deine Stadt.",
        Rule::Hawkeye => "Falkenauge: Lorraine legt das Plättchen dort an, wo es über eine Grenze ohne Kluft an ein ausgelegtes Plättchen stößt.",
        Rule::Pickpocket => "Der Taschendieb nimmt einem anderen Helden Rohstoffe, die er hat, und nur, wenn du den Zauber trägst.",
    }
}

fn fr(rule: Rule) -> &'static str {
    match rule {
        Rule::GameOver => "La partie est terminée\u{a0}: le Général des ténèbres est tombé.",
        Rule::NotYourTurn => "Ce n'est pas votre tour\u{a0}: un autre héros décide maintenant.",
        Rule::NotNow => "Ce n'est pas le moment\u{a0}: prenez d'abord la décision en cours.",
        Rule::ActionsOfATurn => "Un tour compte 2 actions (plus avec une écurie ou l'Amulette d'action), et elles sont épuisées.",
        Rule::MoveBeforeAnAction => "Vous pouvez vous déplacer avant chaque action, pas après la dernière\u{a0}: tout déplacement doit être suivi d'une action encore possible.",
        Rule::Exploring => "On explore un hexagone vide, tant que la pioche de paysage a des tuiles\u{a0}; une tuile déjà posée s'atteint par un déplacement.",
        Rule::ChasmsBlockMovement => "Aucun déplacement ni aucune exploration ne franchit un gouffre.",
        Rule::Healing => "Se soigner rend des vies perdues, et votre héros a ses cinq vies.",
        Rule::GatheringResources => "Récolter prend ce que donne votre tuile, une fois par tour (l'Amulette des ressources ajoute un de ses types)\u{a0}; rien sur le château de Karak, l'Abîme infernal, une cité ou avec des monstres.",
        Rule::CityBuilding => "Chaque héros fonde une cité, ni sur le château de Karak ni sur l'Abîme infernal, ni là où se trouvent des monstres, un autre héros ou une autre cité.",
        Rule::Building => "On construit dans sa propre cité, chaque bâtiment une fois, payé en entier (seule Taia, Bâtisseuse experte, paie une ressource de moins).",
        Rule::Recruiting => "On recrute dans sa propre cité sans peste, avec le bâtiment de l'unité, dans la limite de sa gloire et tant que la réserve a des dés.",
        Rule::Necromancy => "Seul Xanros relève des squelettes par Nécromancie, trois au plus.",
        Rule::EradicatingThePlague => "La peste s'éradique au château de Karak.",
        Rule::Rerolls => "Seuls Elspeth et Horan relancent, une fois par combat\u{a0}: Elspeth son dé de héros (Finesse au combat), Horan ses dés d'unité (Stratégie de guerre).",
        Rule::Fireball => "Une boule de feu se lance depuis votre inventaire, et vous n'en avez pas.",
        Rule::AmuletOfProtection => "L'Amulette de protection ignore un double crâne lancé, si vous la portez.",
        Rule::InventorySlots => "Si un emplacement déborde, un objet de cet emplacement reste à terre\u{a0}: le nouveau ou l'un de ceux que vous portez.",
        Rule::PlagueAndMisery => "Peste et misère frappe un autre joueur, pas vous-même.",
        Rule::PickingUpAnItem => "On ne ramasse que s'il y a un objet posé sur votre tuile.",
        Rule::TerrainExploration => "Exploration du terrain\u{a0}: Darius pose une des deux tuiles tirées.",
        Rule::FateWeaver => "Tisseuse de destin\u{a0}: Taia remet dans le sac un des jetons d'armée tirés.",
        Rule::HeroAbility => "C'est la capacité d'un autre héros, ou elle a déjà servi ce tour-ci.",
        Rule::MagicRun => "Course magique\u{a0}: 1 à 3 tuiles posées en ligne droite, avec arrêt sur la première tuile occupée par des monstres.",
        Rule::Portal => "Le portail mène, une fois par tour, de votre cité vers une tuile posée ou de retour vers votre cité.",
        Rule::Hawkeye => "Œil de faucon\u{a0}: Lorraine pose la tuile là où elle touche une tuile posée par une frontière sans gouffre.",
        Rule::Pickpocket => "Vol à la tire prend à un autre héros des ressources qu'il possède, et seulement si vous avez ce sort.",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::api::ApiError;
    use protocol::{GameError, GameKind};
    use rules::karak2::{Action, Karak2};
    use rules::Game;

    /// Rule (issue 41): a move Karak 2's rules refuse, answered through the app's refusal
    /// path in German, reads the German sentence for the broken rule (here healing a hero
    /// who has all five lives), with no English rule name in it.
    #[test]
    fn a_refused_move_reads_in_german() {
        let options = Karak2::options_for(&Karak2::roles()[..2]);
        let mut game = Karak2::new(&options, 7).expect("valid options");
        let seat = game.to_act().expect("someone acts");
        let e = game.apply(seat, &Action::Heal).expect_err("all five lives");
        assert_eq!(e.rule, Rule::Healing.code());
        let refused = GameError::Rule {
            rule: e.rule.to_owned(),
            detail: e.detail.into_owned(),
        };
        let message = ApiError::game_refusal_in(GameKind::Karak2, refused, Lang::De).to_string();
        assert_eq!(message, de(Rule::Healing));
        for &rule in Rule::ALL {
            assert!(!message.contains(rule.code()), "{message}");
        }
    }
}
