//! The UI's language layer: English, German and French, chosen from the browser's
//! language (or the `karak_lang` cookie once the player switches) and switchable.
//!
//! One pattern for every table of texts: a struct with one field per text
//! ([`crate::text_table!`]) and a static per language, chosen by [`Lang`]
//! ([`crate::pick_table!`]; in the browser most tables are read from the server instead,
//! see [`tables`]). This file holds the shell's words (pages, forms, lists); online play
//! and accounts have tables of their own beside it (`i18n/`), and each game keeps its
//! words in its folder (`crate::games::<kind>`).
//!
//! Why typed tables instead of leptos_i18n: its 0.6 line generates code from ICU
//! data at build time (minutes of extra compile on 2 cores, and extra WASM),
//! while a struct with one field per text makes a missing German or French text a compile
//! error and costs nothing at run time. Every UI string goes through such a table.

use leptos::prelude::*;

pub mod accounts;
pub mod clocks;
pub mod ending;
pub mod errors;
pub mod game_texts;
pub mod how_to_play;
pub mod notices;
pub mod online;
pub mod players;
pub mod replay;
pub mod tables;
mod texts_fr;

pub use texts_fr::FR;

/// A language of the UI.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, Default, serde::Serialize, serde::Deserialize,
)]
pub enum Lang {
    /// English.
    #[default]
    En,
    /// German (the German rulebook's terms).
    De,
    /// French.
    Fr,
}

/// Name of the cookie that remembers the player's choice.
pub const LANG_COOKIE: &str = "karak_lang";

impl Lang {
    /// Every language, in the order the switch offers them.
    pub const ALL: [Lang; 3] = [Lang::En, Lang::De, Lang::Fr];

    /// The BCP 47 tag for `<html lang>`.
    pub fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::De => "de",
            Lang::Fr => "fr",
        }
    }
    /// The language's own name, as the switch offers it (not in a table: the switch
    /// names every language, whatever the page's).
    pub fn name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::De => "Deutsch",
            Lang::Fr => "Français",
        }
    }
    /// Parses a tag like `de`, `de-AT` or `en-GB`.
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let primary = tag.trim().split(['-', '_']).next()?.to_ascii_lowercase();
        match primary.as_str() {
            "en" => Some(Lang::En),
            "de" => Some(Lang::De),
            "fr" => Some(Lang::Fr),
            _ => None,
        }
    }
    /// The first supported language of an `Accept-Language` header (q-values honoured).
    pub fn from_accept_language(header: &str) -> Lang {
        let mut best: Option<(f32, Lang)> = None;
        for part in header.split(',') {
            let mut pieces = part.split(';');
            let tag = pieces.next().unwrap_or("");
            let q = pieces
                .find_map(|p| p.trim().strip_prefix("q="))
                .and_then(|q| q.parse::<f32>().ok())
                .unwrap_or(1.0);
            if let Some(lang) = Lang::from_tag(tag) {
                if best.is_none_or(|(bq, _)| q > bq) {
                    best = Some((q, lang));
                }
            }
        }
        best.map(|b| b.1).unwrap_or_default()
    }
    /// The separator between a label and its value (`Turn: Anna`): French typography
    /// puts a no-break space before the colon.
    pub fn colon(self) -> &'static str {
        match self {
            Lang::Fr => "\u{a0}: ",
            Lang::En | Lang::De => ": ",
        }
    }
    /// A number with a fractional part as this language writes it: `11.5` in English,
    /// `11,5` in German and French.
    pub fn decimal(self, whole: i64, tenths: u8) -> String {
        match self {
            Lang::En => format!("{whole}.{tenths}"),
            Lang::De | Lang::Fr => format!("{whole},{tenths}"),
        }
    }
    /// A bot level's name ("Hard").
    pub fn bot_level(self, level: protocol::BotLevel) -> &'static str {
        let i = protocol::BotLevel::ALL
            .iter()
            .position(|l| *l == level)
            .unwrap_or(1);
        self.t().bot_levels[i]
    }
    /// A bot seat as its label says it: "Bot · Hard" (only "Bot" for a bot from before
    /// levels).
    pub fn bot_label(self, level: Option<protocol::BotLevel>) -> String {
        match level {
            Some(level) => fill(
                self.t().bot_with_level,
                &[("{level}", self.bot_level(level))],
            ),
            None => self.t().bot.to_owned(),
        }
    }
    /// The texts of this language.
    pub fn t(self) -> &'static Texts {
        crate::pick_table!(shell self, [EN, DE, FR])
    }
}

/// The language in effect, shared through context.
#[derive(Clone, Copy)]
pub struct I18n(pub RwSignal<Lang>);

impl I18n {
    /// The texts of the current language (reactive).
    pub fn t(&self) -> &'static Texts {
        self.0.get().t()
    }
    /// The current language (reactive).
    pub fn lang(&self) -> Lang {
        self.0.get()
    }
}

/// The language context; panics only if used outside `App` (a programming error).
pub fn use_i18n() -> I18n {
    expect_context::<I18n>()
}

/// Draws what comes below in the language the server wrote the page in while it
/// hydrates, and in the page's language from then on (provides an [`I18n`] for it).
///
/// A game's table and replay hydrate after their code and texts have loaded, and a
/// language switch made meanwhile finds the server's words in the page. Hydration keeps
/// a text as it finds it but remembers the text it rendered as shown, so a table
/// hydrated in the new language would keep the old words until they change again.
pub fn hydrate_in_served_language() {
    #[cfg(feature = "hydrate")]
    {
        let page = use_i18n();
        let served = tables::served_lang();
        let hydrating = Owner::current_shared_context().is_some_and(|sc| sc.during_hydration());
        if hydrating && page.0.get_untracked() != served {
            let drawn = I18n(RwSignal::new(served));
            provide_context(drawn);
            // An effect's first run comes after the hydration under way.
            Effect::new(move |_| drawn.0.set(page.0.get()));
        }
    }
}

crate::text_table! {
    /// Every fixed text of the UI, in one language.
    pub struct Texts {
        pub app_name: &'static str,
        pub lead: &'static str,
        pub games: &'static str,
        pub players_2_5: &'static str,
        pub which_game: &'static str,
        /// A game card's button; `{game}` is the game's name.
        pub play_game: &'static str,
        pub show_summary: &'static str,
        pub hide_summary: &'static str,
        /// The name of the language switch ("Language", in this language).
        pub switch_language: &'static str,
        pub not_found_title: &'static str,
        pub not_found_heading: &'static str,
        pub not_found_text: &'static str,
        pub back_home: &'static str,
        pub new_game: &'static str,
        /// The link to a game's rules page, and its title.
        pub how_to_play: &'static str,
        pub my_games: &'static str,
        pub no_games_yet: &'static str,
        pub resume: &'static str,
        pub finished: &'static str,
        pub in_progress: &'static str,
        pub seats: &'static str,
        pub seat_n: &'static str,
        pub player_name: &'static str,
        /// A new seat's name on the new-game form; `{n}` is the seat's number.
        pub default_player: &'static str,
        pub bot: &'static str,
        /// The label of a bot seat's level on the new-game form.
        pub bot_level: &'static str,
        /// The levels' names, weakest first (`BotLevel::ALL`).
        pub bot_levels: [&'static str; 3],
        /// A bot seat with its level; `{level}` is one of `bot_levels`.
        pub bot_with_level: &'static str,
        /// While a bot seat with a level decides; `{level}` as above.
        pub bot_thinking: &'static str,
        /// A bot seat's player on the heroes' cards: `{name}` and `{level}`.
        pub bot_player: &'static str,
        pub add_seat: &'static str,
        pub remove_seat: &'static str,
        pub start_game: &'static str,
        pub starting: &'static str,
        pub loading: &'static str,
        pub whose_turn: &'static str,
        pub log: &'static str,
        pub game_over: &'static str,
        /// The heading of the score table of a finished game.
        pub final_score: &'static str,
        pub winner: &'static str,
        pub winners: &'static str,
        pub waiting_for_bot: &'static str,
        /// A pass-and-play game seen from another device at a bot's turn.
        pub bots_move_at_table: &'static str,
        pub waiting_for_other: &'static str,
        /// Someone who holds no seat, at a person's turn.
        pub watching: &'static str,
        /// A replay step that shows nothing yet (a choice the next step plays out).
        pub step_prepares: &'static str,
        pub refused: &'static str,
        pub conflict: &'static str,
        pub bots_fast: &'static str,
        pub pass_device: &'static str,
        pub reveal_table: &'static str,
        pub curtain_help: &'static str,
        /// The bar after a person's turn at a shared device, before the name of the next.
        pub turn_over_pass: &'static str,
        /// Its button: cover the table before handing the device on.
        pub hide_and_pass: &'static str,
        pub undo: &'static str,
        pub undone: &'static str,
        pub delete_game: &'static str,
        pub delete_game_confirm: &'static str,
        pub keep_playing: &'static str,
        pub resign_game: &'static str,
        pub resign_game_confirm: &'static str,
        /// The log's note of a resigned seat; `{name}` is its player.
        pub note_resigned: &'static str,
        /// The log's note of a seat whose account was deleted.
        pub note_account_deleted: &'static str,
    }
}

/// English.
pub static EN: Texts = Texts {
    app_name: "Karak Online",
    lead: "The Karak board games in your browser: with friends far away, around one tablet at the table, and move by move afterwards.",
    games: "Games",
    players_2_5: "2–5 players",
    which_game: "Which game?",
    play_game: "Play {game}",
    show_summary: "Show the turn summary",
    hide_summary: "Hide the turn summary",
    switch_language: "Language",
    not_found_title: "Not found",
    not_found_heading: "A dead end",
    not_found_text: "This corridor leads nowhere. The page you asked for does not exist.",
    back_home: "Back to the entrance",
    new_game: "New game",
    how_to_play: "How to play",
    my_games: "Your games",
    no_games_yet: "No games yet. Start one: it is saved move by move.",
    resume: "Resume",
    finished: "Finished",
    in_progress: "In progress",
    seats: "Seats",
    seat_n: "Seat",
    player_name: "Name",
    default_player: "Player {n}",
    bot: "Bot",
    bot_level: "Bot level",
    bot_levels: ["Easy", "Normal", "Hard"],
    bot_with_level: "Bot · {level}",
    bot_thinking: "The bot ({level}) is thinking…",
    bot_player: "{name} (bot, {level})",
    add_seat: "Add a seat",
    remove_seat: "Remove seat",
    start_game: "Start the game",
    starting: "Starting…",
    loading: "Loading…",
    whose_turn: "Turn",
    log: "What happened",
    game_over: "The game is over",
    final_score: "Final score",
    winner: "Winner",
    winners: "Winners",
    waiting_for_bot: "The bot is thinking…",
    bots_move_at_table: "A bot is to move: bots move on the device this game is played on.",
    waiting_for_other: "Waiting for another player.",
    watching: "You are watching: each move appears here as soon as it is made.",
    step_prepares: "{who} prepares the next move.",
    refused: "Not allowed",
    conflict: "The game moved on; the board is up to date again.",
    bots_fast: "Faster bots",
    pass_device: "Pass the device to",
    reveal_table: "Show my table",
    curtain_help: "Only the player named above should look: the table shows their hand.",
    turn_over_pass: "Your turn is over. Hide your cards, then pass the device to",
    hide_and_pass: "Hide my cards",
    undo: "Undo",
    undone: "Move taken back.",
    delete_game: "Delete this game",
    delete_game_confirm: "Delete this game for good? Its moves cannot be brought back.",
    keep_playing: "Keep playing",
    resign_game: "Resign",
    resign_game_confirm: "Resign this game? A bot plays your hero to the end, and you cannot come back.",
    note_resigned: "{name} resigned: a bot plays on.",
    note_account_deleted: "{name} left Karak Online: a bot plays on.",
};

/// German (terms as the German rulebook prints them where it names them).
pub static DE: Texts = Texts {
    app_name: "Karak Online",
    lead: "Die Karak-Brettspiele im Browser: mit Freunden in der Ferne, reihum an einem Tablet am Tisch und danach Zug um Zug zum Nachspielen.",
    games: "Spiele",
    players_2_5: "2–5 Spieler",
    which_game: "Welches Spiel?",
    play_game: "{game} spielen",
    show_summary: "Zugübersicht zeigen",
    hide_summary: "Zugübersicht verbergen",
    switch_language: "Sprache",
    not_found_title: "Nicht gefunden",
    not_found_heading: "Eine Sackgasse",
    not_found_text: "Dieser Gang führt nirgendwohin. Die gesuchte Seite gibt es nicht.",
    back_home: "Zurück zum Eingang",
    new_game: "Neues Spiel",
    how_to_play: "Spielanleitung",
    my_games: "Deine Spiele",
    no_games_yet: "Noch keine Spiele. Starte eines: Es wird Zug um Zug gespeichert.",
    resume: "Weiterspielen",
    finished: "Beendet",
    in_progress: "Läuft",
    seats: "Plätze",
    seat_n: "Platz",
    player_name: "Name",
    default_player: "Spieler {n}",
    bot: "Bot",
    bot_level: "Stärke des Bots",
    bot_levels: ["Leicht", "Normal", "Schwer"],
    bot_with_level: "Bot · {level}",
    bot_thinking: "Der Bot ({level}) überlegt…",
    bot_player: "{name} (Bot, {level})",
    add_seat: "Platz hinzufügen",
    remove_seat: "Platz entfernen",
    start_game: "Spiel starten",
    starting: "Startet…",
    loading: "Lädt…",
    whose_turn: "Am Zug",
    log: "Was geschah",
    game_over: "Das Spiel ist vorbei",
    final_score: "Endstand",
    winner: "Sieger",
    winners: "Sieger",
    waiting_for_bot: "Der Bot überlegt…",
    bots_move_at_table: "Ein Bot ist am Zug: Bots ziehen auf dem Gerät, auf dem gespielt wird.",
    waiting_for_other: "Warte auf einen anderen Spieler.",
    watching: "Du schaust zu: jeder Zug erscheint hier, sobald er gemacht ist.",
    step_prepares: "{who} bereitet den nächsten Zug vor.",
    refused: "Nicht erlaubt",
    conflict: "Das Spiel ging weiter; das Brett ist wieder aktuell.",
    bots_fast: "Schnellere Bots",
    pass_device: "Gib das Gerät an",
    reveal_table: "Meinen Tisch zeigen",
    curtain_help: "Nur wer oben genannt ist, sollte hinsehen: Der Tisch zeigt die eigene Hand.",
    turn_over_pass: "Dein Zug ist vorbei. Verdecke deine Karten und gib das Gerät dann an",
    hide_and_pass: "Meine Karten verdecken",
    undo: "Zurücknehmen",
    undone: "Schritt zurückgenommen.",
    delete_game: "Dieses Spiel löschen",
    delete_game_confirm: "Dieses Spiel endgültig löschen? Seine Züge lassen sich nicht zurückholen.",
    keep_playing: "Weiterspielen",
    resign_game: "Aufgeben",
    resign_game_confirm: "Dieses Spiel aufgeben? Ein Bot spielt deinen Helden zu Ende, und du kannst nicht zurück.",
    note_resigned: "{name} hat aufgegeben: Ein Bot spielt weiter.",
    note_account_deleted: "{name} hat Karak Online verlassen: Ein Bot spielt weiter.",
};

/// Fills a template's blanks ("{who} wins" with `[("{who}", "Anna")]`).
pub fn fill(template: &str, blanks: &[(&str, &str)]) -> String {
    blanks
        .iter()
        .fold(template.to_owned(), |s, (k, v)| s.replace(k, v))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The browser's language decides, honouring q-values; anything else is English.
    #[test]
    fn accept_language_picks_the_best_supported_language() {
        assert_eq!(
            Lang::from_accept_language("de-DE,de;q=0.9,en;q=0.8"),
            Lang::De
        );
        assert_eq!(
            Lang::from_accept_language("it-IT,en;q=0.5,de;q=0.7"),
            Lang::De
        );
        assert_eq!(
            Lang::from_accept_language("fr-CA,fr;q=0.9,en;q=0.8"),
            Lang::Fr
        );
        assert_eq!(Lang::from_accept_language("en;q=0.4,fr-BE;q=0.6"), Lang::Fr);
        assert_eq!(Lang::from_accept_language("en-GB"), Lang::En);
        assert_eq!(Lang::from_accept_language("it"), Lang::En);
        assert_eq!(Lang::from_accept_language(""), Lang::En);
    }

    /// Every language reads back from its own tag (the cookie and `<html lang>`), and
    /// names itself in the switch.
    #[test]
    fn every_language_round_trips_through_its_tag() {
        for lang in Lang::ALL {
            assert_eq!(Lang::from_tag(lang.tag()), Some(lang));
            assert_eq!(Lang::from_tag(&lang.tag().to_uppercase()), Some(lang));
        }
        assert_eq!(Lang::from_tag("fr-FR"), Some(Lang::Fr));
        let names: Vec<&str> = Lang::ALL.iter().map(|l| l.name()).collect();
        assert_eq!(names, ["English", "Deutsch", "Français"]);
    }
}
