//! Karak: Goblin's rules in words: the sentence a German or French player reads when the
//! rules refuse a move, one per [`Rule`] (the refusal's stable code), in the terms of
//! Goblin's table and "How to play". Server side only: refusals are worded as the server
//! functions answer. In English the rules' own detail is the sentence.

use rules::goblin::Rule;

use crate::i18n::Lang;

/// The sentence for the refusal whose code is `code`, in `lang`; `None` in English and for a
/// code that is none of Karak: Goblin's rules.
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
        Rule::GameOver => "Das Spiel ist vorbei: Der Herrscher aller Monster ist besiegt.",
        Rule::NotYourTurn => "Du bist nicht am Zug: Ein anderer Held entscheidet gerade.",
        Rule::NotNow => "Das passt jetzt nicht: Triff zuerst die anstehende Entscheidung.",
        Rule::MustRevive => "Mit 0 LP musst du dich in diesem Zug erholen.",
        Rule::LevelNeedsKey => "Eine Ebene öffnet sich mit dem Schlüssel der Ebene davor, die Kammer des Herrschers mit dem Schlüssel von Ebene III.",
        Rule::GatekeepersClosed => "Hast du den Schlüssel einer Ebene, sind ihre Torwächter für dich geschlossen.",
        Rule::NoMonster => "Dort ist kein Monster, das du bekämpfen kannst: nur die offenen Karten einer Ebene und ihr oberster Torwächter.",
        Rule::CardNotInHand => "Diese Karte ist nicht in deiner Hand.",
        Rule::ColourCurse => "Der Fluch des Monsters verbietet Karten dieser Farbe.",
        Rule::NextColour => "Jede weitere Karte muss eine Farbe haben, die die vorige Karte zeigt.",
        Rule::HeroAbility => "Das ist die Fähigkeit eines anderen Helden, die Heldenfähigkeiten sind in diesem Spiel aus, oder die Fähigkeit greift hier nicht.",
        Rule::OncePerBattle => "Eine Heldenfähigkeit wirkt einmal pro Kampf, und du hast sie schon genutzt.",
        Rule::PotionNotOwned => "Du hast keinen solchen Trank.",
        Rule::HealingPotion => "Ein Heiltrank gibt verlorene LP zurück, und du hast alle LP.",
        Rule::StrengthPotion => "Ein Krafttrank verdoppelt einmal den Angriff oder die Verteidigung der Karte, die du eben im Kampf gespielt hast.",
        Rule::CountercursePotion => "Ein Gegenfluchtrank hebt einen Fluch des Monsters auf, der gerade gilt.",
        Rule::ArmourCurseDiscard => "Gegen einen Rüstungsfluch wirfst du nur bis auf deine Handgröße ab, nicht weiter.",
        Rule::TaiaKeepsOne => "Taia behält eine der beiden Karten, die sie gezogen hat.",
        Rule::ArrangingTheDeck => "Deinen neuen Stapel ordnest du aus seinen eigenen Karten; Startkarten kommen an zufällige Stellen.",
        Rule::OnePotionEach => "Ein Held besitzt höchstens einen Trank jeder Art.",
        Rule::PotionPileEmpty => "Von diesem Trank ist keiner mehr übrig.",
        Rule::OnePawnshopCard => "Pro Besuch beim Händler gibt es eine Karte aus dem Pfandhaus.",
        Rule::NotAtPawnshop => "Diese Karte liegt nicht im Pfandhaus.",
        Rule::MerchantPayment => "Jeder Kauf kostet eine Karte mit Monsterrücken aus deiner Hand oder die getragene Waffe oder Rüstung; Startkarten zahlen nie.",
    }
}

fn fr(rule: Rule) -> &'static str {
    match rule {
        Rule::GameOver => "La partie est terminée\u{a0}: le Seigneur de tous les monstres est vaincu.",
        Rule::NotYourTurn => "Ce n'est pas votre tour\u{a0}: un autre héros décide maintenant.",
        Rule::NotNow => "Ce n'est pas le moment\u{a0}: prenez d'abord la décision en cours.",
        Rule::MustRevive => "À 0\u{a0}PdV, vous devez vous reposer ce tour-ci.",
        Rule::LevelNeedsKey => "Un niveau s'ouvre avec la clé du niveau précédent, la salle du seigneur avec la clé du niveau III.",
        Rule::GatekeepersClosed => "Quand vous avez la clé d'un niveau, ses gardiens vous sont fermés.",
        Rule::NoMonster => "Il n'y a là aucun monstre à combattre\u{a0}: seulement les cartes face visible d'un niveau et son gardien du dessus.",
        Rule::CardNotInHand => "Cette carte n'est pas dans votre main.",
        Rule::ColourCurse => "La malédiction du monstre interdit les cartes de cette couleur.",
        Rule::NextColour => "Chaque carte suivante doit être d'une couleur montrée par la carte d'avant.",
        Rule::HeroAbility => "C'est la capacité d'un autre héros, les capacités des héros sont désactivées dans cette partie, ou la capacité ne s'applique pas ici.",
        Rule::OncePerBattle => "La capacité d'un héros sert une fois par combat, et vous l'avez déjà utilisée.",
        Rule::PotionNotOwned => "Vous n'avez pas cette potion.",
        Rule::HealingPotion => "Une potion de soin rend des PdV perdus, et vous les avez tous.",
        Rule::StrengthPotion => "Une potion de force double une fois l'attaque ou la défense de la carte que vous venez de jouer en combat.",
        Rule::CountercursePotion => "Une potion d'anti-malédiction lève une malédiction du monstre actuellement en vigueur.",
        Rule::ArmourCurseDiscard => "Contre une malédiction d'armure, vous vous défaussez jusqu'à votre taille de main, pas plus.",
        Rule::TaiaKeepsOne => "Taia garde une des deux cartes qu'elle a piochées.",
        Rule::ArrangingTheDeck => "Vous rangez votre nouvelle pioche avec ses propres cartes\u{a0}; les cartes de départ vont à des places au hasard.",
        Rule::OnePotionEach => "Un héros possède au plus une potion de chaque sorte.",
        Rule::PotionPileEmpty => "Il ne reste plus de cette potion.",
        Rule::OnePawnshopCard => "Une seule carte du prêteur sur gages par visite chez le marchand.",
        Rule::NotAtPawnshop => "Cette carte n'est pas chez le prêteur sur gages.",
        Rule::MerchantPayment => "Chaque achat se paie avec une carte à dos de monstre de votre main, ou l'arme ou l'armure que vous portez\u{a0}; les cartes de départ ne paient jamais.",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::api::ApiError;
    use protocol::{GameError, GameKind};
    use rules::goblin::{Action, Goblin};
    use rules::{Game, Seat};

    /// Rule (issue 41): a move Karak: Goblin's rules refuse, answered through the app's
    /// refusal path in German, reads the German sentence for the broken rule (here a seat
    /// acting out of turn), with no English rule name in it.
    #[test]
    fn a_refused_move_reads_in_german() {
        let options = Goblin::options_for(&Goblin::roles()[..2]);
        let mut game = Goblin::new(&options, 7).expect("valid options");
        let seat = game.to_act().expect("someone acts");
        let other = Seat(1 - seat.0);
        let e = game
            .apply(other, &Action::Revive)
            .expect_err("not the other's turn");
        assert_eq!(e.rule, Rule::NotYourTurn.code());
        let refused = GameError::Rule {
            rule: e.rule.to_owned(),
            detail: e.detail.into_owned(),
        };
        let message = ApiError::game_refusal_in(GameKind::Goblin, refused, Lang::De).to_string();
        assert_eq!(message, de(Rule::NotYourTurn));
        for &rule in Rule::ALL {
            assert!(!message.contains(rule.code()), "{message}");
        }
    }
}
