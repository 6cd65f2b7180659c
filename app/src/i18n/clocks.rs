//! Texts of turn clocks (time controls, time left, timeouts), English, German and
//! French, and how a time left is written.

use protocol::TimeControl;

use leptos::prelude::*;

use super::{I18n, Lang};

crate::text_table! {
    /// Every fixed text of turn clocks, in one language.
    pub struct ClockTexts {
        pub heading: &'static str,
        pub none: &'static str,
        pub help: &'static str,
        /// "{min} min + {sec} s a turn".
        pub live: &'static str,
        pub live_group: &'static str,
        pub correspondence_group: &'static str,
        pub one_day: &'static str,
        /// "{n} days a turn".
        pub days: &'static str,
        /// "{time} left".
        pub left: &'static str,
        /// Short units: day, hour, minute.
        pub units: [&'static str; 3],
        pub clocks_label: &'static str,
        pub note_timed_out: &'static str,
        pub note_handed_over: &'static str,
        pub note_took_back: &'static str,
        pub handed_over_help: &'static str,
        /// Under the clocks of a game that waits for its players.
        pub waiting: &'static str,
        pub take_back: &'static str,
        pub taking_back: &'static str,
    }
}

impl Lang {
    /// The clock texts of this language.
    pub fn clocks(self) -> &'static ClockTexts {
        crate::pick_table!(shell self, [EN, DE, FR])
    }
}

impl I18n {
    /// The clock texts of the current language (reactive).
    pub fn clocks(&self) -> &'static ClockTexts {
        self.0.get().clocks()
    }
}

/// A time control in words: "5 min + 5 s a turn", "3 days a turn".
pub fn control_text(control: TimeControl, lang: Lang) -> String {
    let t = lang.clocks();
    match control {
        TimeControl::Live {
            bank_secs,
            increment_secs,
        } => {
            let bank = if bank_secs % 60 == 0 {
                format!("{} {}", bank_secs / 60, t.units[2])
            } else {
                format!("{bank_secs} s")
            };
            t.live
                .replace("{bank}", &bank)
                .replace("{sec}", &increment_secs.to_string())
        }
        TimeControl::Correspondence { days: 1 } => t.one_day.to_owned(),
        TimeControl::Correspondence { days } => t.days.replace("{n}", &days.to_string()),
    }
}

/// A time left as a clock shows it: "4:05" under an hour, "2:04:05" under a day,
/// "2 d 3 h" beyond (units in the page's language).
pub fn time_text(ms: i64, lang: Lang) -> String {
    // A second begun counts as a second left.
    let secs = (ms.max(0) + 999) / 1000;
    let (days, hours, minutes, seconds) =
        (secs / 86_400, secs / 3600 % 24, secs / 60 % 60, secs % 60);
    let units = lang.clocks().units;
    if days > 0 {
        format!("{days} {} {hours} {}", units[0], units[1])
    } else if hours > 0 {
        format!("{hours}:{minutes:02}:{seconds:02}")
    } else {
        format!("{minutes}:{seconds:02}")
    }
}

/// "2 d 3 h left" for the lists.
pub fn left_text(ms: i64, lang: Lang) -> String {
    lang.clocks().left.replace("{time}", &time_text(ms, lang))
}

pub static EN: ClockTexts = ClockTexts {
    heading: "Time to think",
    none: "No clock",
    help: "When a player's time runs out, a bot plays their turn; after three turns in a row the bot keeps the seat until they take it back; once that has happened to everyone, the game waits for them.",
    live: "{bank} + {sec} s a turn",
    live_group: "Live, in one sitting",
    correspondence_group: "Across days",
    one_day: "1 day a turn",
    days: "{n} days a turn",
    left: "{time} left",
    units: ["d", "h", "min"],
    clocks_label: "Time left",
    note_timed_out: "Time ran out for {name}: a bot played the turn.",
    note_handed_over: "{name} ran out of time three turns in a row: a bot plays the seat until {name} takes it back.",
    note_took_back: "{name} took the seat back from the bot.",
    handed_over_help: "Your time ran out three turns in a row, so a bot plays your seat.",
    waiting: "Every player's time ran out, so the game waits: the clocks are stopped, and the bots play on once a player takes their seat back.",
    take_back: "Take my seat back",
    taking_back: "Taking it back…",
};

pub static DE: ClockTexts = ClockTexts {
    heading: "Bedenkzeit",
    none: "Ohne Uhr",
    help: "Läuft die Zeit eines Spielers ab, spielt ein Bot seinen Zug; nach drei Zügen in Folge behält der Bot den Platz, bis der Spieler ihn zurücknimmt; trifft das alle, wartet die Partie auf sie.",
    live: "{bank} + {sec} s pro Zug",
    live_group: "Live, in einer Sitzung",
    correspondence_group: "Über mehrere Tage",
    one_day: "1 Tag pro Zug",
    days: "{n} Tage pro Zug",
    left: "noch {time}",
    units: ["T", "Std.", "Min."],
    clocks_label: "Verbleibende Zeit",
    note_timed_out: "Die Zeit von {name} ist abgelaufen: Ein Bot hat den Zug gespielt.",
    note_handed_over: "Die Zeit von {name} ist dreimal in Folge abgelaufen: Ein Bot spielt den Platz, bis {name} ihn zurücknimmt.",
    note_took_back: "{name} hat den Platz vom Bot zurückgenommen.",
    handed_over_help: "Deine Zeit ist dreimal in Folge abgelaufen, darum spielt ein Bot deinen Platz.",
    waiting: "Die Zeit aller Spieler ist abgelaufen, darum wartet die Partie: Die Uhren stehen, und die Bots spielen weiter, sobald jemand seinen Platz zurücknimmt.",
    take_back: "Meinen Platz zurücknehmen",
    taking_back: "Wird zurückgenommen …",
};

pub static FR: ClockTexts = ClockTexts {
    heading: "Temps de réflexion",
    none: "Sans pendule",
    help: "Quand le temps d'un joueur est écoulé, un bot joue son tour\u{a0}; après trois tours de suite, le bot garde la place jusqu'à ce que le joueur la reprenne\u{a0}; si cela arrive à tous, la partie les attend.",
    live: "{bank} + {sec}\u{a0}s par tour",
    live_group: "En direct, d'une traite",
    correspondence_group: "Sur plusieurs jours",
    one_day: "1\u{a0}jour par tour",
    days: "{n}\u{a0}jours par tour",
    left: "encore {time}",
    units: ["j", "h", "min"],
    clocks_label: "Temps restant",
    note_timed_out: "Le temps de {name} est écoulé\u{a0}: un bot a joué le tour.",
    note_handed_over: "Le temps de {name} s'est écoulé trois tours de suite\u{a0}: un bot joue la place jusqu'à ce que {name} la reprenne.",
    note_took_back: "{name} a repris sa place au bot.",
    handed_over_help: "Votre temps s'est écoulé trois tours de suite, un bot joue donc votre place.",
    waiting: "Le temps de tous les joueurs s'est écoulé, la partie attend donc\u{a0}: les pendules sont arrêtées, et les bots reprennent dès qu'un joueur reprend sa place.",
    take_back: "Reprendre ma place",
    taking_back: "Reprise en cours…",
};

#[cfg(test)]
mod tests {
    use super::*;

    /// A clock reads as players expect: minutes and seconds, hours when there are any,
    /// days and hours across days; a second begun counts as a second left.
    #[test]
    fn time_left_is_written_as_a_clock() {
        assert_eq!(time_text(245_000, Lang::En), "4:05");
        assert_eq!(time_text(244_001, Lang::En), "4:05");
        assert_eq!(time_text(7_445_000, Lang::En), "2:04:05");
        assert_eq!(
            time_text(2 * 86_400_000 + 3 * 3_600_000, Lang::De),
            "2 T 3 Std."
        );
        assert_eq!(time_text(-5, Lang::En), "0:00");
        assert_eq!(left_text(86_400_000, Lang::Fr), "encore 1 j 0 h");
    }

    #[test]
    fn time_controls_are_named_in_words() {
        let live = TimeControl::Live {
            bank_secs: 300,
            increment_secs: 5,
        };
        assert_eq!(control_text(live, Lang::En), "5 min + 5 s a turn");
        assert_eq!(
            control_text(TimeControl::Correspondence { days: 3 }, Lang::De),
            "3 Tage pro Zug"
        );
    }
}
