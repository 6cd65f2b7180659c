//! What the service's refusals say, in the player's language. The service sends a
//! typed reason ([`GameError`], [`Refusal`]); its English sentence is only the API's
//! message, so a German player never reads English from the server.

use protocol::{GameError, Refusal};

use super::Lang;
use crate::api::ApiError;

/// `error` as a sentence in `lang`.
pub fn error_text(error: &ApiError, lang: Lang) -> String {
    match (error, lang) {
        (ApiError::Game(e), lang) => game_error(e, lang),
        (ApiError::Transport(detail), Lang::En) => {
            format!("could not reach the server ({detail}); try again")
        }
        (ApiError::Transport(detail), Lang::De) => {
            format!("Der Server war nicht erreichbar ({detail}); bitte noch einmal versuchen")
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

fn game_error(error: &GameError, lang: Lang) -> String {
    if lang == Lang::En {
        return sentence(error.to_string());
    }
    match error {
        GameError::NotFound => "Dieses Spiel gibt es nicht.".to_owned(),
        GameError::NotYourSeat { seat } => format!("Platz {} gehört dir nicht.", seat + 1),
        GameError::Conflict { current } => format!(
            "Das Spiel ist weitergegangen (jetzt bei Zug {current}); lade neu und versuche es noch einmal."
        ),
        GameError::Rule { rule, detail } => format!("Nicht erlaubt ({rule}): {detail}"),
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
        Refusal::NameInvisible => {
            "Namen dürfen keine unsichtbaren Zeichen und keine Schreibrichtungszeichen enthalten."
                .into()
        }
        Refusal::TooManyUnfinishedGames { max } => format!(
            "Du hast {max} unbeendete Spiele; beende eines oder melde dich an, bevor du ein neues beginnst."
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
             der jedes Feld, jedes Plättchen und jeden Wurf entscheidet, bleibt bis zum Spielende geheim."
            .into(),
        Refusal::Import { detail } => format!("Die Datei passt nicht: {detail}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// German players read German: no refusal falls back to the English sentence.
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
        ];
        for r in refusals {
            let de = error_text(&ApiError::Game(GameError::Invalid(r.clone())), Lang::De);
            let en = error_text(&ApiError::Game(GameError::Invalid(r.clone())), Lang::En);
            assert_ne!(de, en, "{r:?}");
            assert_eq!(en, sentence(r.to_string()));
        }
    }
}
