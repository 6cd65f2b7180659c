//! Texts of notifications (the bell, its page), English, German and French.

use leptos::prelude::*;
use protocol::{Notice, NoticeKind};

use super::{I18n, Lang};

crate::text_table! {
    /// Every fixed text of notifications, in one language.
    pub struct NoticeTexts {
        pub heading: &'static str,
        pub bell: &'static str,
        pub none: &'static str,
        pub sign_in: &'static str,
        /// "{game}": the game's name.
        pub your_turn: &'static str,
        /// "{who}", "{game}".
        pub invited: &'static str,
        pub seat_taken: &'static str,
        pub game_started: &'static str,
        /// "{game}", "{winners}".
        pub game_ended: &'static str,
        pub time_running_out: &'static str,
        /// Joins two names: " and ".
        pub and: &'static str,
        pub unread: &'static str,
        pub invite_label: &'static str,
        pub invite_button: &'static str,
        /// "{name}".
        pub invite_sent: &'static str,
        pub browser_ask: &'static str,
        pub browser_on: &'static str,
        pub browser_blocked: &'static str,
    }
}

impl Lang {
    /// The notification texts of this language.
    pub fn notices(self) -> &'static NoticeTexts {
        crate::pick_table!(shell self, [EN, DE, FR])
    }
}

impl I18n {
    /// The notification texts of the current language (reactive).
    pub fn notices(&self) -> &'static NoticeTexts {
        self.0.get().notices()
    }
}

/// A notification in words; `game` is its game's name.
pub fn notice_text(notice: &Notice, game: &str, lang: Lang) -> String {
    let t = lang.notices();
    let template = match notice.kind {
        NoticeKind::YourTurn => t.your_turn,
        NoticeKind::Invited => t.invited,
        NoticeKind::SeatTaken => t.seat_taken,
        NoticeKind::GameStarted => t.game_started,
        NoticeKind::GameEnded => t.game_ended,
        NoticeKind::TimeRunningOut => t.time_running_out,
    };
    let winners = match notice.winners.as_slice() {
        [] => "—".to_owned(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{}{}{last}", rest.join(", "), t.and),
    };
    template
        .replace("{game}", game)
        .replace("{who}", notice.who.as_deref().unwrap_or("—"))
        .replace("{winners}", &winners)
}

/// A notification as the server pushes it to a device whose language is `language`
/// (`en`, `de`, `fr`): the list's words, a link to its game, and the tag the
/// in-page notification uses too (so a device shows it once).
pub fn push_message(notice: &Notice, language: &str) -> protocol::push::PushMessage {
    let lang = Lang::from_tag(language).unwrap_or_default();
    let game = notice
        .game_kind
        .and_then(|k| crate::games::GAMES.iter().find(|g| g.kind == Some(k)))
        .map(|g| g.name_in(lang))
        .unwrap_or_default();
    protocol::push::PushMessage {
        title: "Karak Online".to_owned(),
        body: notice_text(notice, &game, lang),
        url: notice
            .game
            .as_ref()
            .map_or_else(|| "/notifications".to_owned(), |id| format!("/games/{id}")),
        tag: format!("karak-{}", notice.id),
    }
}

pub static EN: NoticeTexts = NoticeTexts {
    heading: "Notifications",
    bell: "Notifications",
    none: "Nothing new. Your turns, invitations and results will show here.",
    sign_in: "Sign in to see your notifications.",
    your_turn: "It is your turn in a game of {game}.",
    invited: "{who} invited you to a game of {game}.",
    seat_taken: "{who} took a seat in your game of {game}.",
    game_started: "Your game of {game} has started.",
    game_ended: "Your game of {game} has ended: {winners} won.",
    time_running_out: "A quarter of your time is left in a game of {game}.",
    and: " and ",
    unread: "new",
    invite_label: "Invite a player by name",
    invite_button: "Invite",
    invite_sent: "Invitation sent to {name}.",
    browser_ask: "Also tell me in this browser while the site is in the background",
    browser_on: "This browser tells you too while the site is in the background.",
    browser_blocked: "This browser blocks the site's notifications; its settings can allow them.",
};

pub static DE: NoticeTexts = NoticeTexts {
    heading: "Benachrichtigungen",
    bell: "Benachrichtigungen",
    none: "Nichts Neues. Deine Züge, Einladungen und Ergebnisse erscheinen hier.",
    sign_in: "Melde dich an, um deine Benachrichtigungen zu sehen.",
    your_turn: "Du bist am Zug in einer Partie {game}.",
    invited: "{who} hat dich zu einer Partie {game} eingeladen.",
    seat_taken: "{who} hat einen Platz in deiner Partie {game} eingenommen.",
    game_started: "Deine Partie {game} hat begonnen.",
    game_ended: "Deine Partie {game} ist zu Ende: {winners} hat gewonnen.",
    time_running_out: "Dir bleibt ein Viertel deiner Zeit in einer Partie {game}.",
    and: " und ",
    unread: "neu",
    invite_label: "Spieler per Namen einladen",
    invite_button: "Einladen",
    invite_sent: "Einladung an {name} verschickt.",
    browser_ask: "Sag es mir auch in diesem Browser, wenn die Seite im Hintergrund ist",
    browser_on: "Dieser Browser sagt es dir auch, wenn die Seite im Hintergrund ist.",
    browser_blocked: "Dieser Browser blockiert die Benachrichtigungen der Seite; seine Einstellungen können sie erlauben.",
};

pub static FR: NoticeTexts = NoticeTexts {
    heading: "Notifications",
    bell: "Notifications",
    none: "Rien de nouveau. Vos tours, invitations et résultats apparaîtront ici.",
    sign_in: "Connectez-vous pour voir vos notifications.",
    your_turn: "C'est votre tour dans une partie de {game}.",
    invited: "{who} vous a invité à une partie de {game}.",
    seat_taken: "{who} a pris une place dans votre partie de {game}.",
    game_started: "Votre partie de {game} a commencé.",
    game_ended: "Votre partie de {game} est terminée\u{a0}: victoire de {winners}.",
    time_running_out: "Il vous reste un quart de votre temps dans une partie de {game}.",
    and: " et ",
    unread: "nouveau",
    invite_label: "Inviter un joueur par son nom",
    invite_button: "Inviter",
    invite_sent: "Invitation envoyée à {name}.",
    browser_ask: "Me prévenir aussi dans ce navigateur quand le site est en arrière-plan",
    browser_on: "Ce navigateur vous prévient aussi quand le site est en arrière-plan.",
    browser_blocked:
        "Ce navigateur bloque les notifications du site\u{a0}; ses réglages peuvent les autoriser.",
};
