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
        pub push_heading: &'static str,
        pub push_explain: &'static str,
        pub push_on: &'static str,
        pub push_off: &'static str,
        pub push_unsupported: &'static str,
        pub push_failed: &'static str,
        pub push_devices: &'static str,
        pub push_no_devices: &'static str,
        pub push_this_device: &'static str,
        pub push_a_device: &'static str,
        pub push_remove: &'static str,
        pub push_kinds: &'static str,
        pub push_quiet: &'static str,
        pub push_quiet_from: &'static str,
        pub push_quiet_to: &'static str,
        pub push_save: &'static str,
        pub push_saved: &'static str,
        /// The kinds, as the settings name them: your turn, invited, seat taken,
        /// game started, game ended, time running out.
        pub kind_names: [&'static str; 6],
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
        .map(|k| super::game_texts::title(k, lang))
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
    push_heading: "Notifications when the site is closed",
    push_explain: "Your turns and invitations reach this device even with no tab of the site open.",
    push_on: "Send notifications to this device",
    push_off: "Stop on this device",
    push_unsupported: "This browser cannot receive notifications while the site is closed.",
    push_failed: "This browser did not subscribe: {error}",
    push_devices: "Devices that receive them",
    push_no_devices: "No device receives them yet.",
    push_this_device: "this device",
    push_a_device: "A browser",
    push_remove: "Remove",
    push_kinds: "Send",
    push_quiet: "Quiet hours (nothing is sent)",
    push_quiet_from: "from",
    push_quiet_to: "to",
    push_save: "Save",
    push_saved: "Saved.",
    kind_names: [
        "Your turn",
        "An invitation",
        "A seat taken in your game",
        "A game started",
        "A game ended",
        "Time running out",
    ],
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
    push_heading: "Benachrichtigungen bei geschlossener Seite",
    push_explain: "Deine Züge und Einladungen erreichen dieses Gerät, auch wenn kein Tab der Seite offen ist.",
    push_on: "Benachrichtigungen an dieses Gerät senden",
    push_off: "Auf diesem Gerät beenden",
    push_unsupported: "Dieser Browser kann keine Benachrichtigungen empfangen, während die Seite geschlossen ist.",
    push_failed: "Dieser Browser hat nicht abonniert: {error}",
    push_devices: "Geräte, die sie erhalten",
    push_no_devices: "Noch erhält sie kein Gerät.",
    push_this_device: "dieses Gerät",
    push_a_device: "Ein Browser",
    push_remove: "Entfernen",
    push_kinds: "Senden",
    push_quiet: "Ruhezeiten (nichts wird gesendet)",
    push_quiet_from: "von",
    push_quiet_to: "bis",
    push_save: "Speichern",
    push_saved: "Gespeichert.",
    kind_names: [
        "Du bist am Zug",
        "Eine Einladung",
        "Ein Platz in deinem Spiel wurde eingenommen",
        "Ein Spiel hat begonnen",
        "Ein Spiel ist zu Ende",
        "Die Zeit wird knapp",
    ],
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
    push_heading: "Notifications quand le site est fermé",
    push_explain:
        "Vos tours et invitations atteignent cet appareil même sans onglet du site ouvert.",
    push_on: "Envoyer les notifications à cet appareil",
    push_off: "Arrêter sur cet appareil",
    push_unsupported:
        "Ce navigateur ne peut pas recevoir de notifications quand le site est fermé.",
    push_failed: "Ce navigateur ne s'est pas abonné\u{a0}: {error}",
    push_devices: "Appareils qui les reçoivent",
    push_no_devices: "Aucun appareil ne les reçoit encore.",
    push_this_device: "cet appareil",
    push_a_device: "Un navigateur",
    push_remove: "Retirer",
    push_kinds: "Envoyer",
    push_quiet: "Heures calmes (rien n'est envoyé)",
    push_quiet_from: "de",
    push_quiet_to: "à",
    push_save: "Enregistrer",
    push_saved: "Enregistré.",
    kind_names: [
        "C'est votre tour",
        "Une invitation",
        "Une place prise dans votre partie",
        "Une partie a commencé",
        "Une partie est terminée",
        "Le temps presse",
    ],
};
