//! The pending question as everybody but the deciding player reads it: who decides
//! what, in the third person ("Ben is choosing where Elspeth goes"). The decider reads
//! the question in the second person ([`super::answers::question`]).

use rules::karak::Decision;

use crate::i18n::Lang;

/// The question of `decision`, decided by `player` for `hero`, in `lang`.
pub fn others_question(decision: &Decision, player: &str, hero: &str, lang: Lang) -> String {
    let template = match (lang, decision) {
        (Lang::En, Decision::Move) => "{player} is choosing where {hero} goes.",
        (Lang::En, Decision::Rotate { .. }) => "{player} is turning the new tile.",
        (Lang::En, Decision::FightOrSneak) => {
            "{hero} meets a monster: {player} chooses to fight or sneak past."
        }
        (Lang::En, Decision::ChooseToken { .. }) => {
            "Fateweaver: {player} chooses the token for the room."
        }
        (Lang::En, Decision::Reroll) => "{player} decides whether to roll again.",
        (Lang::En, Decision::Spells) => "{player} may add spells or a sacrifice.",
        (Lang::En, Decision::LeaveItems) => "{player} chooses what stays on the floor.",
        (Lang::En, Decision::Curse) => "{player} chooses whom to curse.",
        (Lang::En, Decision::Reincarnate) => "{player} chooses the fountain where {hero} wakes.",
        (Lang::De, Decision::Move) => "{player} wählt, wohin {hero} geht.",
        (Lang::De, Decision::Rotate { .. }) => "{player} dreht das neue Teil.",
        (Lang::De, Decision::FightOrSneak) => {
            "{hero} trifft ein Monster: {player} wählt Kampf oder Vorbeischleichen."
        }
        (Lang::De, Decision::ChooseToken { .. }) => {
            "Schicksalsweberin: {player} wählt das Plättchen für den Raum."
        }
        (Lang::De, Decision::Reroll) => "{player} entscheidet, ob noch einmal gewürfelt wird.",
        (Lang::De, Decision::Spells) => "{player} kann Zauber oder ein Opfer einsetzen.",
        (Lang::De, Decision::LeaveItems) => "{player} wählt, was liegen bleibt.",
        (Lang::De, Decision::Curse) => "{player} wählt, wen der Fluch trifft.",
        (Lang::De, Decision::Reincarnate) => "{player} wählt den Brunnen, an dem {hero} erwacht.",
        (Lang::Fr, Decision::Move) => "{player} choisit où va {hero}.",
        (Lang::Fr, Decision::Rotate { .. }) => "{player} tourne la nouvelle tuile.",
        (Lang::Fr, Decision::FightOrSneak) => {
            "{hero} rencontre un monstre\u{a0}: {player} choisit de combattre ou de passer discrètement."
        }
        (Lang::Fr, Decision::ChooseToken { .. }) => {
            "Tisseuse de destin\u{a0}: {player} choisit le jeton de la salle."
        }
        (Lang::Fr, Decision::Reroll) => "{player} décide s'il faut relancer les dés.",
        (Lang::Fr, Decision::Spells) => "{player} peut ajouter des sorts ou un sacrifice.",
        (Lang::Fr, Decision::LeaveItems) => "{player} choisit ce qui reste au sol.",
        (Lang::Fr, Decision::Curse) => "{player} choisit qui maudire.",
        (Lang::Fr, Decision::Reincarnate) => {
            "{player} choisit la fontaine où {hero} se réveille."
        }
        (_, Decision::GameOver) => return lang.t().game_over.to_owned(),
    };
    template.replace("{player}", player).replace("{hero}", hero)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Issue 14, point 8: waiting players and spectators are told who decides, never
    /// "your hero"; every question names the player, in every language.
    #[test]
    fn others_read_who_decides() {
        let decisions = [
            Decision::Move,
            Decision::FightOrSneak,
            Decision::Reroll,
            Decision::Spells,
            Decision::LeaveItems,
            Decision::Curse,
            Decision::Reincarnate,
        ];
        for lang in Lang::ALL {
            for d in &decisions {
                let text = others_question(d, "Ben", "Elspeth", lang);
                assert!(text.contains("Ben"), "{text}");
                assert!(!text.contains('{'), "{text}");
                assert!(!text.to_lowercase().contains("your "), "{text}");
                assert!(!text.contains(" dein"), "{text}");
                assert!(!text.to_lowercase().contains("votre "), "{text}");
            }
        }
        assert_eq!(
            others_question(&Decision::Move, "Ben", "Elspeth", Lang::En),
            "Ben is choosing where Elspeth goes."
        );
    }
}
