//! What the service's refusals say, in the player's language. The service sends a
//! typed reason ([`GameError`], [`Refusal`]); its English sentence is only the API's
//! message, so a German or French player never reads English from the server. The
//! server functions write the sentence as they answer (`crate::api::Refused`), so
//! these tables are server code: the browser only words its own transport failures
//! ([`transport_text`]).

use protocol::{GameError, ImportProblem, Refusal};

use super::Lang;
/// A call that did not get through (`detail` says how), as a sentence in `lang`.
pub fn transport_text(detail: &str, lang: Lang) -> String {
    match lang {
        Lang::En => format!("could not reach the server ({detail}); try again"),
        Lang::De => {
            format!("Der Server war nicht erreichbar ({detail}); bitte noch einmal versuchen")
        }
        Lang::Fr => {
            format!("Impossible de joindre le serveur ({detail})\u{a0}; veuillez réessayer")
        }
    }
}

/// The API's message as a sentence: capitalised, with a full stop.
fn sentence(message: String) -> String {
    let mut chars = message.chars();
    let Some(first) = chars.next() else {
        return message;
    };
    let mut out: String = first.to_uppercase().chain(chars).collect();
    if !out.ends_with(['.', '!', '?']) {
        out.push('.');
    }
    out
}

/// The service's refusal `error` as a sentence in `lang`.
pub fn game_error_text(error: &GameError, lang: Lang) -> String {
    match lang {
        Lang::En => sentence(error.to_string()),
        Lang::De => game_error_de(error),
        Lang::Fr => game_error_fr(error),
    }
}

fn game_error_de(error: &GameError) -> String {
    match error {
        GameError::NotFound => "Dieses Spiel gibt es nicht.".to_owned(),
        GameError::NotYourSeat { seat } => format!("Platz {} gehört dir nicht.", seat + 1),
        GameError::Conflict { current } => format!(
            "Das Spiel ist weitergegangen (jetzt bei Zug {current}); lade neu und versuche es noch einmal."
        ),
        // Without the game no rule can be worded (the rule and its detail are English): the
        // server function that plays a move words the game's rules itself
        // (`ApiError::game_refusal_in`); what is left (an action that is none of the game's,
        // a path that knows no game) reads this.
        GameError::Rule { .. } => "Dieser Zug ist nach den Regeln nicht erlaubt.".to_owned(),
        GameError::Invalid(reason) | GameError::Forbidden(reason) => refusal_de(reason),
        GameError::NotStarted => {
            "Dieses Spiel hat noch nicht begonnen; seine Plätze werden noch besetzt.".to_owned()
        }
        GameError::SignInRequired => "Melde dich an, um online zu spielen.".to_owned(),
        GameError::TooManyRequests { retry_after_secs } => format!(
            "Zu viele Anfragen; warte {retry_after_secs} Sekunden und versuche es dann erneut."
        ),
        GameError::Internal => {
            "Der Server konnte das gerade nicht tun; nichts wurde verändert.".to_owned()
        }
    }
}

fn refusal_de(reason: &Refusal) -> String {
    match reason {
        Refusal::SeatCount { min, max, .. } => {
            format!("Dieses Spiel hat {min} bis {max} Plätze.")
        }
        Refusal::NoPerson => "Mindestens ein Platz muss von einem Menschen gespielt werden.".into(),
        Refusal::NoOnlinePerson => {
            "Ein Online-Spiel braucht mindestens einen Platz für einen Menschen.".into()
        }
        Refusal::NameLength { max } => format!("Jeder Platz braucht einen Namen mit 1 bis {max} Zeichen."),
        Refusal::NameControl => "Namen dürfen keine Steuerzeichen enthalten.".into(),
        Refusal::TimeControl => "Ein Live-Spiel hat ein Zeitkonto von 10 Sekunden bis 3 Stunden und \
             gibt pro Zug höchstens 600 Sekunden dazu; ein Fernspiel gibt 1, 2, 3, 5, 7 oder 14 Tage pro Zug."
            .into(),
        Refusal::ClocksOnlineOnly => "Nur Online-Spiele haben Uhren.".into(),
        Refusal::NoSeatToTakeBack => "Nur wer seinen Platz nach abgelaufener Zeit an den Bot verloren hat, \
             kann ihn zurücknehmen."
            .into(),
        Refusal::TestSeedsOff => {
            "Dieser Server lässt keine Anfrage den Startwert eines Spiels wählen.".into()
        }
        Refusal::BadRequest { detail } => {
            format!("Die Anfrage ließ sich nicht lesen ({detail}).")
        }
        Refusal::NameInvisible => {
            "Namen dürfen keine unsichtbaren Zeichen und keine Schreibrichtungszeichen enthalten."
                .into()
        }
        Refusal::NameMarks { max } => {
            format!("Namen dürfen höchstens {max} Akzente auf einem Buchstaben stapeln.")
        }
        Refusal::TooManyUnfinishedGames { max } => format!(
            "Du hast {max} unbeendete Spiele; beende eines oder melde dich an, bevor du ein neues beginnst."
        ),
        Refusal::TooManyAccountGames { max } => format!(
            "Du hast {max} unbeendete Spiele; beende, gib auf oder lösche eines, bevor du ein neues beginnst."
        ),
        Refusal::TooManyWaitingGames { max } => format!(
            "Du hast {max} Spiele, die auf Mitspieler warten; starte oder sage zuerst eines ab."
        ),
        Refusal::NoSuchRole { role } => format!("{role} gehört nicht zu diesem Spiel."),
        Refusal::RoleTwice { role } => {
            format!("{role} ist zweimal gewählt; jeder Held spielt höchstens einmal.")
        }
        Refusal::NotEnoughRoles => "Es gibt nicht genug Helden für alle Plätze.".into(),
        Refusal::Setup { detail } => format!("Das Spiel lässt sich so nicht aufbauen: {detail}"),
        Refusal::NoSuchSeat { seat } => format!("Platz {} gibt es nicht.", seat + 1),
        Refusal::BotSeat => "Diesen Platz spielt ein Bot.".into(),
        Refusal::SeatTaken => "Jemand hat diesen Platz gerade vor dir genommen.".into(),
        Refusal::HoldAnotherSeat => {
            "Du hast schon einen Platz in diesem Spiel; verlasse ihn zuerst.".into()
        }
        Refusal::RoleTaken { role } => format!("{role} ist in diesem Spiel schon gewählt."),
        Refusal::NoSeatHeld => "Du hast keinen Platz in diesem Spiel.".into(),
        Refusal::HostCannotLeave => {
            "Der Gastgeber kann nicht gehen; sage das Spiel stattdessen ab.".into()
        }
        Refusal::NoSuchAccount { name } => format!("Niemand spielt hier unter dem Namen {name}."),
        Refusal::AlreadySeated { name } => format!("{name} sitzt schon an diesem Tisch."),
        Refusal::OnlyPlayersInvite => "Nimm einen Platz in diesem Spiel ein, um andere einzuladen.".into(),
        Refusal::TooManyInvitations { max } => format!("Dieses Spiel hat seine {max} Einladungen verschickt."),
        Refusal::PushEndpoint => "Ein Push-Abonnement braucht eine https-Adresse.".into(),
        Refusal::PushKeys => "Die Schlüssel des Push-Abonnements sind ungültig.".into(),
        Refusal::TooManyDevices { max } => format!(
            "Du erhältst Benachrichtigungen auf {max} Geräten; entferne zuerst eines."
        ),
        Refusal::NoSuchDevice => "Dieses Gerät erhält deine Benachrichtigungen nicht.".into(),
        Refusal::QuietHours => "Ruhezeiten reichen von einer Uhrzeit zu einer anderen.".into(),
        Refusal::SeatsOpen => "Alle Plätze müssen besetzt sein, bevor das Spiel beginnt.".into(),
        Refusal::OnlyHostCancels => "Nur der Gastgeber kann dieses Spiel absagen.".into(),
        Refusal::OnlyHostStarts => "Nur der Gastgeber kann dieses Spiel starten.".into(),
        Refusal::OnlyPlayersMoveBots => {
            "Nur die Spieler dieses Spiels können seine Bots ziehen lassen.".into()
        }
        Refusal::NoSuchStep { steps, step } => {
            format!("Dieses Spiel hat {steps} Züge; einen Schritt {step} gibt es nicht.")
        }
        Refusal::OnlyOwnerDeletes => {
            "Nur wer dieses Spiel angelegt hat, kann es löschen.".into()
        }
        Refusal::ResignOnlineOnly => {
            "Nur ein Online-Spiel lässt sich aufgeben; ein Spiel an einem Gerät lässt sich löschen."
                .into()
        }
        Refusal::GameOver => "Dieses Spiel ist vorbei.".into(),
        Refusal::OnlineNotDeletable => {
            "Ein Online-Spiel gehört allen Mitspielern und lässt sich nicht löschen.".into()
        }
        Refusal::FinishedKept => {
            "Ein beendetes Spiel bleibt im Verlauf und lässt sich nicht löschen.".into()
        }
        Refusal::NothingToUndo => "Es gibt nichts zurückzunehmen.".into(),
        Refusal::UndoNotYours => {
            "Nur deine eigenen letzten Schritte dieses Zuges lassen sich zurücknehmen.".into()
        }
        Refusal::UndoPastChance => "Das lässt sich nicht zurücknehmen: Es wurde gewürfelt, \
             etwas gezogen oder ein Zug beendet."
            .into(),
        Refusal::UnfinishedExport => "Nur beendete Spiele lassen sich exportieren: Der Startwert, \
             der alles Zufällige entscheidet, bleibt bis zum Spielende geheim."
            .into(),
        Refusal::Import { detail, problem } => import_de(detail, *problem),
        Refusal::AlreadyImported { game } => {
            format!("Dieses Spiel hast du schon importiert: Es ist Spiel {game}.")
        }
    }
}

fn game_error_fr(error: &GameError) -> String {
    match error {
        GameError::NotFound => "Cette partie n'existe pas.".to_owned(),
        GameError::NotYourSeat { seat } => {
            format!("La place {} ne vous appartient pas.", seat + 1)
        }
        GameError::Conflict { current } => format!(
            "La partie a avancé (elle en est au coup {current})\u{a0}; rechargez la page et réessayez."
        ),
        // Without the game no rule can be worded: see `game_error_de`.
        GameError::Rule { .. } => "Ce coup n'est pas permis par les règles.".to_owned(),
        GameError::Invalid(reason) | GameError::Forbidden(reason) => refusal_fr(reason),
        GameError::NotStarted => {
            "Cette partie n'a pas encore commencé\u{a0}; ses places sont en train d'être prises."
                .to_owned()
        }
        GameError::SignInRequired => "Connectez-vous pour jouer en ligne.".to_owned(),
        GameError::TooManyRequests { retry_after_secs } => format!(
            "Trop de requêtes\u{a0}; attendez {retry_after_secs}\u{a0}secondes, puis réessayez."
        ),
        GameError::Internal => {
            "Le serveur n'a pas pu le faire pour l'instant\u{a0}; rien n'a été modifié.".to_owned()
        }
    }
}

fn refusal_fr(reason: &Refusal) -> String {
    match reason {
        Refusal::SeatCount { min, max, .. } => {
            format!("Ce jeu se joue avec {min} à {max} places.")
        }
        Refusal::NoPerson => "Au moins une place doit être jouée par une personne.".into(),
        Refusal::NoOnlinePerson => {
            "Une partie en ligne a besoin d'au moins une place pour une personne.".into()
        }
        Refusal::NameLength { max } => {
            format!("Chaque place a besoin d'un nom de 1 à {max} caractères.")
        }
        Refusal::NameControl => "Les noms ne peuvent pas contenir de caractères de contrôle.".into(),
        Refusal::TimeControl => "Une partie en direct a une réserve de 10\u{a0}secondes à 3\u{a0}heures \
             et ajoute au plus 600\u{a0}secondes par tour\u{a0}; une partie par correspondance donne 1, 2, 3, \
             5, 7 ou 14\u{a0}jours par tour."
            .into(),
        Refusal::ClocksOnlineOnly => "Seules les parties en ligne ont des pendules.".into(),
        Refusal::NoSeatToTakeBack => "Seul un joueur dont la place est passée au robot après un temps \
             écoulé peut la reprendre."
            .into(),
        Refusal::TestSeedsOff => {
            "Ce serveur ne laisse pas une requête choisir la graine d'une partie.".into()
        }
        Refusal::BadRequest { detail } => {
            format!("La requête n'a pas pu être lue ({detail}).")
        }
        Refusal::NameInvisible => "Les noms ne peuvent pas contenir de caractères invisibles \
             ni de caractères de sens d'écriture."
            .into(),
        Refusal::NameMarks { max } => {
            format!("Les noms ne peuvent pas empiler plus de {max}\u{a0}accents sur une lettre.")
        }
        Refusal::TooManyUnfinishedGames { max } => format!(
            "Vous avez {max} parties inachevées\u{a0}; terminez-en une ou connectez-vous avant d'en commencer une autre."
        ),
        Refusal::TooManyAccountGames { max } => format!(
            "Vous avez {max} parties inachevées\u{a0}; terminez, abandonnez ou supprimez-en une avant d'en commencer une autre."
        ),
        Refusal::TooManyWaitingGames { max } => format!(
            "Vous avez {max} parties qui attendent des joueurs\u{a0}; lancez-en ou annulez-en une d'abord."
        ),
        Refusal::NoSuchRole { role } => format!("{role} n'est pas un héros de ce jeu."),
        Refusal::RoleTwice { role } => {
            format!("{role} est choisi deux fois\u{a0}; chaque héros joue une fois au plus.")
        }
        Refusal::NotEnoughRoles => "Il n'y a pas assez de héros pour toutes les places.".into(),
        Refusal::Setup { detail } => {
            format!("La partie ne peut pas être mise en place ainsi\u{a0}: {detail}")
        }
        Refusal::NoSuchSeat { seat } => format!("La place {} n'existe pas.", seat + 1),
        Refusal::BotSeat => "Cette place est jouée par un bot.".into(),
        Refusal::SeatTaken => "Quelqu'un a pris cette place juste avant vous.".into(),
        Refusal::HoldAnotherSeat => {
            "Vous avez déjà une place dans cette partie\u{a0}; quittez-la d'abord.".into()
        }
        Refusal::RoleTaken { role } => format!("{role} est déjà choisi dans cette partie."),
        Refusal::NoSeatHeld => "Vous n'avez pas de place dans cette partie.".into(),
        Refusal::HostCannotLeave => {
            "L'hôte ne peut pas partir\u{a0}; annulez plutôt la partie.".into()
        }
        Refusal::NoSuchAccount { name } => format!("Personne ne joue ici sous le nom {name}."),
        Refusal::AlreadySeated { name } => format!("{name} est déjà à cette table."),
        Refusal::OnlyPlayersInvite => "Prenez une place dans cette partie pour inviter d'autres joueurs.".into(),
        Refusal::TooManyInvitations { max } => format!("Cette partie a envoyé ses {max}\u{a0}invitations."),
        Refusal::PushEndpoint => "Un abonnement push demande une adresse https.".into(),
        Refusal::PushKeys => "Les clés de l'abonnement push ne sont pas valides.".into(),
        Refusal::TooManyDevices { max } => format!(
            "Vous recevez les notifications sur {max}\u{a0}appareils\u{a0}; retirez-en un d'abord."
        ),
        Refusal::NoSuchDevice => "Cet appareil ne reçoit pas vos notifications.".into(),
        Refusal::QuietHours => "Les heures calmes vont d'une heure de la journée à une autre.".into(),
        Refusal::SeatsOpen => {
            "Toutes les places doivent être prises avant le début de la partie.".into()
        }
        Refusal::OnlyHostCancels => "Seul l'hôte peut annuler cette partie.".into(),
        Refusal::OnlyHostStarts => "Seul l'hôte peut lancer cette partie.".into(),
        Refusal::OnlyPlayersMoveBots => {
            "Seuls les joueurs de cette partie peuvent faire jouer ses bots.".into()
        }
        Refusal::NoSuchStep { steps, step } => {
            format!("Cette partie compte {steps} coups\u{a0}; il n'y a pas d'étape {step}.")
        }
        Refusal::OnlyOwnerDeletes => {
            "Seule la personne qui a créé cette partie peut la supprimer.".into()
        }
        Refusal::ResignOnlineOnly => "Seule une partie en ligne peut être abandonnée\u{a0}; \
             une partie sur un seul appareil peut être supprimée."
            .into(),
        Refusal::GameOver => "Cette partie est terminée.".into(),
        Refusal::OnlineNotDeletable => {
            "Une partie en ligne appartient à tous ses joueurs et ne peut pas être supprimée."
                .into()
        }
        Refusal::FinishedKept => {
            "Une partie terminée reste dans l'historique et ne peut pas être supprimée.".into()
        }
        Refusal::NothingToUndo => "Il n'y a rien à annuler.".into(),
        Refusal::UndoNotYours => {
            "Seules vos propres dernières actions de ce tour peuvent être annulées.".into()
        }
        Refusal::UndoPastChance => "Impossible d'annuler\u{a0}: des dés ont été lancés, \
             quelque chose a été tiré ou un tour s'est terminé."
            .into(),
        Refusal::UnfinishedExport => "Seules les parties terminées peuvent être exportées\u{a0}: \
             la graine qui décide de tout ce qui relève du hasard reste secrète \
             jusqu'à la fin de la partie."
            .into(),
        Refusal::Import { detail, problem } => import_fr(detail, *problem),
        Refusal::AlreadyImported { game } => {
            format!("Vous avez déjà importé cette partie\u{a0}: c'est la partie {game}.")
        }
    }
}

/// An import refusal in German: the kind of problem in German words (the detail quotes the
/// file in English, so it is given only when the kind is unknown).
fn import_de(detail: &str, problem: Option<ImportProblem>) -> String {
    use ImportProblem as P;
    match problem {
        Some(P::TooLarge) => "Die Datei ist zu groß für einen Import.".into(),
        Some(P::NotJson) => {
            "Die Datei ist keine lesbare Spieldatei (kein JSON, oder sie ist abgeschnitten).".into()
        }
        Some(P::NotAGameFile) => "Das ist keine Spieldatei von Karak Online.".into(),
        Some(P::FormatVersion) => {
            "Diese Spieldatei hat ein Format, das dieser Server nicht liest.".into()
        }
        Some(P::OtherGame) => "Dieses Spiel lässt sich hier nicht importieren.".into(),
        Some(P::RulesVersion) => "Das Spiel wurde nach einer anderen Regelversion gespielt; \
             dieser Server kann es nicht nachspielen."
            .into(),
        Some(P::Malformed) => {
            "Die Spieldatei ist beschädigt (ein Feld fehlt oder hat die falsche Form).".into()
        }
        Some(P::Seats) => "Die Plätze der Datei passen nicht zu den Optionen des Spiels.".into(),
        Some(P::TooManyActions) => "Die Datei hat mehr Züge, als ein Spiel braucht.".into(),
        Some(P::DoesNotReplay) => "Ein Zug der Datei ist nach den Regeln nicht erlaubt; \
             das Spiel lässt sich nicht nachspielen."
            .into(),
        Some(P::Unfinished) => "Das Spiel in der Datei ist nicht zu Ende; \
             nur beendete Spiele lassen sich importieren."
            .into(),
        Some(P::WrongResult) => {
            "Das angegebene Ergebnis passt nicht zu den Zügen der Datei.".into()
        }
        None => format!("Die Datei passt nicht: {detail}"),
    }
}

/// An import refusal in French (see [`import_de`]).
fn import_fr(detail: &str, problem: Option<ImportProblem>) -> String {
    use ImportProblem as P;
    match problem {
        Some(P::TooLarge) => "Le fichier est trop volumineux pour être importé.".into(),
        Some(P::NotJson) => "Ce fichier n'est pas un fichier de partie lisible \
             (pas du JSON, ou il est tronqué)."
            .into(),
        Some(P::NotAGameFile) => "Ce n'est pas un fichier de partie de Karak Online.".into(),
        Some(P::FormatVersion) => {
            "Ce fichier de partie a un format que ce serveur ne lit pas.".into()
        }
        Some(P::OtherGame) => "Ce jeu ne peut pas être importé ici.".into(),
        Some(P::RulesVersion) => "La partie a été jouée avec une autre version des règles\u{a0}; \
             ce serveur ne peut pas la rejouer."
            .into(),
        Some(P::Malformed) => {
            "Le fichier de partie est abîmé (un champ manque ou n'a pas la bonne forme).".into()
        }
        Some(P::Seats) => {
            "Les places du fichier ne correspondent pas aux options de la partie.".into()
        }
        Some(P::TooManyActions) => {
            "Le fichier contient plus de coups qu'une partie n'en demande.".into()
        }
        Some(P::DoesNotReplay) => "Un coup du fichier n'est pas permis par les règles\u{a0}; \
             la partie ne peut pas être rejouée."
            .into(),
        Some(P::Unfinished) => "La partie du fichier n'est pas terminée\u{a0}; \
             seules les parties terminées peuvent être importées."
            .into(),
        Some(P::WrongResult) => {
            "Le résultat indiqué ne correspond pas aux coups du fichier.".into()
        }
        None => format!("Le fichier ne convient pas\u{a0}: {detail}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// German and French players read their language: no refusal falls back to the
    /// English sentence.
    #[test]
    fn refusals_are_translated() {
        let refusals = [
            Refusal::SeatCount {
                game: "karak".into(),
                min: 2,
                max: 5,
            },
            Refusal::NoPerson,
            Refusal::SeatsOpen,
            Refusal::OnlyHostStarts,
            Refusal::NoSuchSeat { seat: 3 },
            Refusal::NoSuchAccount { name: "Bo".into() },
            Refusal::TooManyInvitations { max: 20 },
            Refusal::PushEndpoint,
            Refusal::PushKeys,
            Refusal::TooManyDevices { max: 10 },
            Refusal::NoSuchDevice,
            Refusal::QuietHours,
        ];
        for r in refusals {
            let de = game_error_text(&GameError::Invalid(r.clone()), Lang::De);
            let fr = game_error_text(&GameError::Invalid(r.clone()), Lang::Fr);
            let en = game_error_text(&GameError::Invalid(r.clone()), Lang::En);
            assert_ne!(de, en, "{r:?}");
            assert_ne!(fr, en, "{r:?}");
            assert_ne!(fr, de, "{r:?}");
            assert_eq!(en, sentence(r.to_string()));
        }
    }

    /// Issue 41: a refusal by the rules that no game words (an action that is none of the
    /// game's) reads a general sentence in German and French, never the English rule or
    /// detail; English keeps the detail.
    #[test]
    fn a_rule_no_game_words_reads_a_general_sentence() {
        let e = GameError::Rule {
            rule: "no such action".into(),
            detail: "not an action of this game: x".into(),
        };
        let de = game_error_text(&e, Lang::De);
        assert_eq!(de, "Dieser Zug ist nach den Regeln nicht erlaubt.");
        let fr = game_error_text(&e, Lang::Fr);
        assert_eq!(fr, "Ce coup n'est pas permis par les règles.");
        assert_eq!(
            game_error_text(&e, Lang::En),
            "Not an action of this game: x."
        );
    }

    /// Issue 37, point 16: the import error was "half English" in French.
    #[test]
    fn import_refusals_are_worded_whole_in_each_language() {
        use ImportProblem as P;
        let problems = [
            P::TooLarge,
            P::NotJson,
            P::NotAGameFile,
            P::FormatVersion,
            P::OtherGame,
            P::RulesVersion,
            P::Malformed,
            P::Seats,
            P::TooManyActions,
            P::DoesNotReplay,
            P::Unfinished,
            P::WrongResult,
        ];
        let detail = "this is not a Karak Online game file (format \"missing\")";
        for p in problems {
            let r = Refusal::Import {
                detail: detail.into(),
                problem: Some(p),
            };
            let de = game_error_text(&GameError::Invalid(r.clone()), Lang::De);
            let fr = game_error_text(&GameError::Invalid(r), Lang::Fr);
            assert!(
                !de.contains("format") && !fr.contains("format \""),
                "{p:?}: {de} / {fr}"
            );
            assert_ne!(de, fr, "{p:?}");
        }
    }
}
