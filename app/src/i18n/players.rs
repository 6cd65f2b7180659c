//! Texts of ratings, profiles and leaderboards, English, German and French.

use leptos::prelude::*;

use super::{fill, I18n, Lang};

crate::text_table! {
    /// Every fixed text of ratings, profiles and leaderboards, in one language.
    pub struct PlayerTexts {
        /// "{name}"'s profile page title.
        pub profile_title: &'static str,
        /// "Playing since {date}".
        pub joined: &'static str,
        pub no_rating: &'static str,
        /// "{rating} ± {uncertainty}".
        pub rating_value: &'static str,
        pub provisional: &'static str,
        /// "{rated_games}, {wins} won" ([`Lang::rated_games`]).
        pub games_won: &'static str,
        pub chart_label: &'static str,
        pub heroes: &'static str,
        /// "{wins} of {games} won".
        pub hero_record: &'static str,
        pub recent: &'static str,
        pub no_recent: &'static str,
        pub unrated: &'static str,
        /// "Place {place}".
        pub place: &'static str,
        /// "{name} against you: {rated_games}, ahead {ahead}, behind {behind}".
        pub head_to_head: &'static str,
        pub not_found: &'static str,
        pub leaderboards: &'static str,
        /// "Leaderboard: {game}".
        pub leaderboard_title: &'static str,
        /// Who is listed: established ratings only ("{rated_games}").
        pub leaderboard_explain: &'static str,
        /// "Nobody has played {rated_games} of this yet."
        pub leaderboard_empty: &'static str,
        pub column_place: &'static str,
        pub column_player: &'static str,
        pub column_rating: &'static str,
        pub column_games: &'static str,
        pub column_wins: &'static str,
        /// "Your place: {place}".
        pub your_place: &'static str,
        pub previous: &'static str,
        pub next: &'static str,
        /// "Page {page} of {pages}".
        pub page_of: &'static str,
        pub replay: &'static str,
        /// "{players} players".
        pub players: &'static str,
        pub rated_label: &'static str,
        pub rated_help: &'static str,
        pub rated_with_bot: &'static str,
        /// The lobby's line for a rated game, and for one that is not.
        pub lobby_rated: &'static str,
        pub lobby_unrated: &'static str,
        /// The lobby's line for a rated game two of whose accounts came from one client.
        pub lobby_same_client: &'static str,
        /// The end of a rated game: "Ratings" above each seat's change.
        pub changes_heading: &'static str,
    }
}

impl Lang {
    /// The ratings texts of this language.
    pub fn players(self) -> &'static PlayerTexts {
        crate::pick_table!(shell self, [EN, DE, FR])
    }

    /// A rating as shown: "1,538" in English, "1.538" in German, "1 538" in French.
    pub fn rating(self, rating: i64) -> String {
        let digits = rating.unsigned_abs().to_string();
        let separator = match self {
            Lang::En => ",",
            Lang::De => ".",
            Lang::Fr => "\u{202f}",
        };
        let mut grouped = String::new();
        for (i, c) in digits.chars().enumerate() {
            if i > 0 && (digits.len() - i).is_multiple_of(3) {
                grouped.push_str(separator);
            }
            grouped.push(c);
        }
        if rating < 0 {
            format!("−{grouped}")
        } else {
            grouped
        }
    }

    /// A rating change as the end of a game says it: "1,512 → 1,538, +26".
    pub fn rating_change(self, before: i64, after: i64) -> String {
        let delta = after - before;
        let sign = if delta >= 0 { "+" } else { "−" };
        format!(
            "{} → {}, {sign}{}",
            self.rating(before),
            self.rating(after),
            delta.unsigned_abs()
        )
    }

    /// "1 rated game", "5 rated games": a count of rated games with its noun.
    pub fn rated_games(self, games: u32) -> String {
        let one = match self {
            // French counts 0 and 1 in the singular.
            Lang::Fr => games <= 1,
            Lang::En | Lang::De => games == 1,
        };
        let noun = match (self, one) {
            (Lang::En, true) => "rated game",
            (Lang::En, false) => "rated games",
            (Lang::De, true) => "gewertete Partie",
            (Lang::De, false) => "gewertete Partien",
            (Lang::Fr, true) => "partie classée",
            (Lang::Fr, false) => "parties classées",
        };
        format!("{games} {noun}")
    }

    /// "{rating} ± {uncertainty}".
    pub fn rating_with_uncertainty(self, rating: i64, uncertainty: i64) -> String {
        fill(
            self.players().rating_value,
            &[
                ("{rating}", &self.rating(rating)),
                ("{uncertainty}", &self.rating(uncertainty)),
            ],
        )
    }
}

impl I18n {
    /// The ratings texts of the current language (reactive).
    pub fn players(&self) -> &'static PlayerTexts {
        self.0.get().players()
    }
}

pub static EN: PlayerTexts = PlayerTexts {
    profile_title: "{name}",
    joined: "Playing since {date}",
    no_rating: "No rated game yet.",
    rating_value: "{rating} ± {uncertainty}",
    provisional: "provisional",
    games_won: "{rated_games}, {wins} won",
    chart_label: "The rating after each rated game, oldest left",
    heroes: "Heroes",
    hero_record: "{wins} of {games} won",
    recent: "Last games",
    no_recent: "No finished online game yet.",
    unrated: "not rated",
    place: "Place {place}",
    head_to_head: "{name} against you: {rated_games}, ahead {ahead}, behind {behind}",
    not_found: "There is no player of that name.",
    leaderboards: "Leaderboards",
    leaderboard_title: "Leaderboard: {game}",
    leaderboard_explain: "The best 100 players with {rated_games} or more.",
    leaderboard_empty: "Nobody has played {rated_games} of this yet.",
    column_place: "Place",
    column_player: "Player",
    column_rating: "Rating",
    column_games: "Games",
    column_wins: "Won",
    your_place: "Your place: {place}",
    previous: "Previous",
    next: "Next",
    page_of: "Page {page} of {pages}",
    replay: "Replay",
    players: "{players} players",
    rated_label: "Rated game",
    rated_help: "Its end moves each player's rating in this game.",
    rated_with_bot: "Games with a bot are not rated.",
    lobby_rated: "Rated: the end moves each player's rating.",
    lobby_unrated: "Not rated.",
    lobby_same_client: "Will not be rated: two seats were taken from the same network or browser.",
    changes_heading: "Ratings",
};

pub static DE: PlayerTexts = PlayerTexts {
    profile_title: "{name}",
    joined: "Spielt seit {date}",
    no_rating: "Noch keine gewertete Partie.",
    rating_value: "{rating} ± {uncertainty}",
    provisional: "vorläufig",
    games_won: "{rated_games}, {wins} gewonnen",
    chart_label: "Die Wertung nach jeder gewerteten Partie, die älteste links",
    heroes: "Helden",
    hero_record: "{wins} von {games} gewonnen",
    recent: "Letzte Partien",
    no_recent: "Noch keine beendete Online-Partie.",
    unrated: "nicht gewertet",
    place: "Platz {place}",
    head_to_head: "{name} gegen dich: {rated_games}, {ahead}-mal vor dir, {behind}-mal hinter dir",
    not_found: "Einen Spieler dieses Namens gibt es nicht.",
    leaderboards: "Bestenlisten",
    leaderboard_title: "Bestenliste: {game}",
    leaderboard_explain: "Die besten 100 Spieler, die {rated_games} oder mehr gespielt haben.",
    leaderboard_empty: "Noch niemand hat {rated_games} davon gespielt.",
    column_place: "Platz",
    column_player: "Spieler",
    column_rating: "Wertung",
    column_games: "Partien",
    column_wins: "Siege",
    your_place: "Dein Platz: {place}",
    previous: "Zurück",
    next: "Weiter",
    page_of: "Seite {page} von {pages}",
    replay: "Wiederholung",
    players: "{players} Spieler",
    rated_label: "Gewertete Partie",
    rated_help: "Ihr Ende verändert die Wertung jedes Spielers in diesem Spiel.",
    rated_with_bot: "Partien mit einem Bot werden nicht gewertet.",
    lobby_rated: "Gewertet: Das Ende verändert die Wertung jedes Spielers.",
    lobby_unrated: "Nicht gewertet.",
    lobby_same_client:
        "Wird nicht gewertet: Zwei Plätze wurden aus demselben Netz oder Browser besetzt.",
    changes_heading: "Wertungen",
};

pub static FR: PlayerTexts = PlayerTexts {
    profile_title: "{name}",
    joined: "Joue depuis le {date}",
    no_rating: "Aucune partie classée pour l’instant.",
    rating_value: "{rating} ± {uncertainty}",
    provisional: "provisoire",
    games_won: "{rated_games}, victoires : {wins}",
    chart_label: "Le classement après chaque partie classée, la plus ancienne à gauche",
    heroes: "Héros",
    hero_record: "{wins} gagnées sur {games}",
    recent: "Dernières parties",
    no_recent: "Aucune partie en ligne terminée pour l’instant.",
    unrated: "non classée",
    place: "{place}e place",
    head_to_head: "{name} contre vous : {rated_games}, devant {ahead} fois, derrière {behind} fois",
    not_found: "Aucun joueur ne porte ce nom.",
    leaderboards: "Classements",
    leaderboard_title: "Classement : {game}",
    leaderboard_explain: "Les 100 meilleurs joueurs ayant au moins {rated_games}.",
    leaderboard_empty: "Personne n’a encore joué {rated_games} de ce jeu.",
    column_place: "Place",
    column_player: "Joueur",
    column_rating: "Classement",
    column_games: "Parties",
    column_wins: "Victoires",
    your_place: "Votre place : {place}",
    previous: "Précédente",
    next: "Suivante",
    page_of: "Page {page} sur {pages}",
    replay: "Revoir",
    players: "{players} joueurs",
    rated_label: "Partie classée",
    rated_help: "Sa fin modifie le classement de chaque joueur dans ce jeu.",
    rated_with_bot: "Les parties avec un bot ne sont pas classées.",
    lobby_rated: "Classée : la fin modifie le classement de chaque joueur.",
    lobby_unrated: "Non classée.",
    lobby_same_client:
        "Ne sera pas classée : deux places ont été prises depuis le même réseau ou navigateur.",
    changes_heading: "Classements",
};
