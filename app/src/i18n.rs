//! The UI's language layer: English and German, chosen from the browser's
//! language (or the `karak_lang` cookie once the player switches) and switchable.
//!
//! Why typed tables instead of leptos_i18n: its 0.6 line generates code from ICU
//! data at build time (minutes of extra compile on 2 cores, and extra WASM),
//! while a struct with one field per text makes a missing German text a compile
//! error and costs nothing at run time. Every UI string goes through here.

use leptos::prelude::*;
use rules::karak::{HeroKind, Item, TileKind, Token};

pub mod accounts;
pub mod online;

/// A language of the UI.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
pub enum Lang {
    /// English.
    #[default]
    En,
    /// German (the German rulebook's terms).
    De,
}

/// Name of the cookie that remembers the player's choice.
pub const LANG_COOKIE: &str = "karak_lang";

impl Lang {
    /// The BCP 47 tag for `<html lang>`.
    pub fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::De => "de",
        }
    }
    /// Parses a tag like `de`, `de-AT` or `en-GB`.
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let primary = tag.trim().split(['-', '_']).next()?.to_ascii_lowercase();
        match primary.as_str() {
            "en" => Some(Lang::En),
            "de" => Some(Lang::De),
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
    /// The texts of this language.
    pub fn t(self) -> &'static Texts {
        match self {
            Lang::En => &EN,
            Lang::De => &DE,
        }
    }
    /// The other language (for the switch).
    pub fn other(self) -> Lang {
        match self {
            Lang::En => Lang::De,
            Lang::De => Lang::En,
        }
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

/// Every fixed text of the UI, in one language.
pub struct Texts {
    pub app_name: &'static str,
    pub lead: &'static str,
    pub games: &'static str,
    pub karak_tagline: &'static str,
    pub goblin_tagline: &'static str,
    pub karak2_tagline: &'static str,
    pub players_2_5: &'static str,
    pub coming: &'static str,
    pub coming_soon: &'static str,
    pub which_game: &'static str,
    pub play_now: &'static str,
    pub turn_heading: &'static str,
    pub show_summary: &'static str,
    pub hide_summary: &'static str,
    pub summary: [&'static str; 5],
    pub switch_language: &'static str,
    pub language_name: &'static str,
    pub not_found_title: &'static str,
    pub not_found_heading: &'static str,
    pub not_found_text: &'static str,
    pub back_home: &'static str,
    pub new_game: &'static str,
    pub my_games: &'static str,
    pub no_games_yet: &'static str,
    pub resume: &'static str,
    pub finished: &'static str,
    pub in_progress: &'static str,
    pub seats: &'static str,
    pub seat_n: &'static str,
    pub player_name: &'static str,
    pub hero: &'static str,
    pub random_hero: &'static str,
    pub bot: &'static str,
    pub expert_variant: &'static str,
    pub expert_help: &'static str,
    pub add_seat: &'static str,
    pub remove_seat: &'static str,
    pub start_game: &'static str,
    pub starting: &'static str,
    pub loading: &'static str,
    pub whose_turn: &'static str,
    pub steps_left: &'static str,
    pub tiles_left: &'static str,
    pub tokens_in_bag: &'static str,
    pub log: &'static str,
    pub heroes: &'static str,
    pub hp: &'static str,
    pub weapons: &'static str,
    pub spells: &'static str,
    pub key: &'static str,
    pub treasures: &'static str,
    pub cursed: &'static str,
    pub unconscious: &'static str,
    pub skills: &'static str,
    pub zoom_in: &'static str,
    pub zoom_out: &'static str,
    pub fit_view: &'static str,
    pub board_label: &'static str,
    pub end_turn: &'static str,
    pub fight: &'static str,
    pub sneak: &'static str,
    pub reroll_both: &'static str,
    pub reroll_die: &'static str,
    pub keep_roll: &'static str,
    pub use_flames: &'static str,
    pub sacrifice: &'static str,
    pub resolve: &'static str,
    pub keep_curse: &'static str,
    pub open_chest: &'static str,
    pub pick_up: &'static str,
    pub rotate: &'static str,
    pub place_tile: &'static str,
    pub q_move: &'static str,
    pub q_rotate: &'static str,
    pub q_fight_or_sneak: &'static str,
    pub q_choose_token: &'static str,
    pub q_reroll: &'static str,
    pub q_spells: &'static str,
    pub q_leave: &'static str,
    pub q_curse: &'static str,
    pub q_reincarnate: &'static str,
    pub game_over: &'static str,
    pub winner: &'static str,
    pub winners: &'static str,
    pub vp: &'static str,
    pub waiting_for_bot: &'static str,
    pub waiting_for_other: &'static str,
    pub combat: &'static str,
    pub dice: &'static str,
    pub skill: &'static str,
    pub total: &'static str,
    pub strength: &'static str,
    pub victory: &'static str,
    pub tie: &'static str,
    pub defeat: &'static str,
    pub portal_on: &'static str,
    pub swap_with: &'static str,
    pub curse_on: &'static str,
    pub leave_item: &'static str,
    pub keep_token: &'static str,
    pub wake_at: &'static str,
    pub fountain: &'static str,
    pub gate: &'static str,
    pub teleport_to: &'static str,
    pub explore: &'static str,
    pub step: &'static str,
    pub charge: &'static str,
    pub refused: &'static str,
    pub conflict: &'static str,
    pub bots_fast: &'static str,
    pub setup_log: &'static str,
    pub expert: &'static str,
}

/// English.
pub static EN: Texts = Texts {
    app_name: "Karak Online",
    lead: "The Karak board games in your browser: with friends far away, around one tablet at the table, and move by move afterwards.",
    games: "Games",
    karak_tagline: "Explore the dungeon under Karak Castle tile by tile, fight its monsters, unlock its chests and slay the dragon.",
    goblin_tagline: "The card game of the goblins who follow the heroes into the dungeon.",
    karak2_tagline: "Leave the dungeon: landscapes, cities and armies.",
    players_2_5: "2–5 players",
    coming: "Coming",
    coming_soon: "Coming soon",
    which_game: "Which game?",
    play_now: "Play Karak",
    turn_heading: "A turn of Karak",
    show_summary: "Show the turn summary",
    hide_summary: "Hide the turn summary",
    summary: [
        "Your hero has four steps. Each step walks onto a known tile or uncovers a new one.",
        "A new room hides a monster or a locked chest, drawn blind from the bag.",
        "Meet a monster and you fight it: two dice plus your weapons and spells. Beat its strength to take its loot.",
        "Fighting, opening a chest, picking something up or healing at a fountain ends your turn.",
        "When the dragon falls the game ends, and the richest hero wins.",
    ],
    switch_language: "Sprache: Deutsch",
    language_name: "English",
    not_found_title: "Not found",
    not_found_heading: "A dead end",
    not_found_text: "This corridor leads nowhere. The page you asked for does not exist.",
    back_home: "Back to the entrance",
    new_game: "New game",
    my_games: "Your games",
    no_games_yet: "No games yet. Start one: it is saved move by move.",
    resume: "Resume",
    finished: "Finished",
    in_progress: "In progress",
    seats: "Seats",
    seat_n: "Seat",
    player_name: "Name",
    hero: "Hero",
    random_hero: "Random hero",
    bot: "Bot",
    expert_variant: "Expert variant",
    expert_help: "Treasures take inventory slots; six treasures win at once.",
    add_seat: "Add a seat",
    remove_seat: "Remove seat",
    start_game: "Start the game",
    starting: "Starting…",
    loading: "Loading…",
    whose_turn: "Turn",
    steps_left: "Steps left",
    tiles_left: "Tiles left",
    tokens_in_bag: "Tokens in the bag",
    log: "What happened",
    heroes: "Heroes",
    hp: "Health",
    weapons: "Weapons",
    spells: "Spells",
    key: "Key",
    treasures: "Treasures",
    cursed: "Cursed: no skills",
    unconscious: "Unconscious",
    skills: "Skills",
    zoom_in: "Zoom in",
    zoom_out: "Zoom out",
    fit_view: "Fit the dungeon",
    board_label: "The dungeon",
    end_turn: "End turn",
    fight: "Fight",
    sneak: "Sneak past",
    reroll_both: "Roll both dice again",
    reroll_die: "Reroll die",
    keep_roll: "Keep the roll",
    use_flames: "Magic Flames +1",
    sacrifice: "Sacrifice 1 HP: +1",
    resolve: "Accept",
    keep_curse: "Leave the curse where it is",
    open_chest: "Open the chest",
    pick_up: "Pick up",
    rotate: "Rotate",
    place_tile: "Place the tile",
    q_move: "Where does your hero go?",
    q_rotate: "Turn the new tile, then place it.",
    q_fight_or_sneak: "A monster! Fight it or sneak past?",
    q_choose_token: "Fateweaver: which token goes into the room?",
    q_reroll: "Roll again or keep the dice?",
    q_spells: "Add spells or a sacrifice, then accept.",
    q_leave: "Too much to carry: what stays on the floor?",
    q_curse: "The mummy is defeated: whom do you curse?",
    q_reincarnate: "Reincarnation: at which fountain does Horan wake?",
    game_over: "The game is over",
    winner: "Winner",
    winners: "Winners",
    vp: "VP",
    waiting_for_bot: "The bot is thinking…",
    waiting_for_other: "Waiting for another player.",
    combat: "Combat",
    dice: "Dice",
    skill: "Skill",
    total: "Total",
    strength: "Strength",
    victory: "Victory",
    tie: "Tie",
    defeat: "Defeat",
    portal_on: "Portal of Healing",
    swap_with: "Magic Swap with",
    curse_on: "Curse",
    leave_item: "Leave",
    keep_token: "Place",
    wake_at: "Wake at fountain",
    fountain: "fountain",
    gate: "gate",
    teleport_to: "Teleport to gate",
    explore: "Explore",
    step: "Step",
    charge: "Charge",
    refused: "Not allowed",
    conflict: "The game moved on; the board is up to date again.",
    bots_fast: "Faster bots",
    setup_log: "The heroes gather at the entrance.",
    expert: "Expert",
};

/// German (terms as the German rulebook prints them where it names them).
pub static DE: Texts = Texts {
    app_name: "Karak Online",
    lead: "Die Karak-Brettspiele im Browser: mit Freunden in der Ferne, reihum an einem Tablet am Tisch und danach Zug um Zug zum Nachspielen.",
    games: "Spiele",
    karak_tagline: "Erkundet Feld für Feld das Verlies unter Burg Karak, bekämpft seine Monster, öffnet seine Truhen und besiegt den Drachen.",
    goblin_tagline: "Das Kartenspiel der Goblins, die den Helden ins Verlies folgen.",
    karak2_tagline: "Raus aus dem Verlies: Landschaften, Städte und Armeen.",
    players_2_5: "2–5 Spieler",
    coming: "Bald",
    coming_soon: "Bald verfügbar",
    which_game: "Welches Spiel?",
    play_now: "Karak spielen",
    turn_heading: "Ein Zug in Karak",
    show_summary: "Zugübersicht zeigen",
    hide_summary: "Zugübersicht verbergen",
    summary: [
        "Dein Held hat vier Schritte. Jeder Schritt führt auf ein bekanntes Feld oder deckt ein neues auf.",
        "Ein neuer Raum birgt ein Monster oder eine verschlossene Truhe, blind aus dem Beutel gezogen.",
        "Triffst du ein Monster, kämpfst du: zwei Würfel plus Waffen und Zauber. Übertriffst du seine Stärke, gehört dir seine Beute.",
        "Kampf, das Öffnen einer Truhe, das Aufheben von Gegenständen oder Heilen am Brunnen beendet deinen Zug.",
        "Fällt der Drache, endet das Spiel, und der reichste Held gewinnt.",
    ],
    switch_language: "Language: English",
    language_name: "Deutsch",
    not_found_title: "Nicht gefunden",
    not_found_heading: "Eine Sackgasse",
    not_found_text: "Dieser Gang führt nirgendwohin. Die gesuchte Seite gibt es nicht.",
    back_home: "Zurück zum Eingang",
    new_game: "Neues Spiel",
    my_games: "Deine Spiele",
    no_games_yet: "Noch keine Spiele. Starte eines: Es wird Zug um Zug gespeichert.",
    resume: "Weiterspielen",
    finished: "Beendet",
    in_progress: "Läuft",
    seats: "Plätze",
    seat_n: "Platz",
    player_name: "Name",
    hero: "Held",
    random_hero: "Zufälliger Held",
    bot: "Bot",
    expert_variant: "Expertenvariante",
    expert_help: "Schätze belegen Inventarplätze; wer sechs Schätze hat, gewinnt sofort.",
    add_seat: "Platz hinzufügen",
    remove_seat: "Platz entfernen",
    start_game: "Spiel starten",
    starting: "Startet…",
    loading: "Lädt…",
    whose_turn: "Am Zug",
    steps_left: "Schritte übrig",
    tiles_left: "Verliesteile übrig",
    tokens_in_bag: "Plättchen im Beutel",
    log: "Was geschah",
    heroes: "Helden",
    hp: "Lebenspunkte",
    weapons: "Waffen",
    spells: "Zauber",
    key: "Schlüssel",
    treasures: "Schätze",
    cursed: "Verflucht: keine Fähigkeiten",
    unconscious: "Bewusstlos",
    skills: "Fähigkeiten",
    zoom_in: "Vergrößern",
    zoom_out: "Verkleinern",
    fit_view: "Ganzes Verlies zeigen",
    board_label: "Das Verlies",
    end_turn: "Zug beenden",
    fight: "Kämpfen",
    sneak: "Vorbeischleichen",
    reroll_both: "Beide Würfel neu werfen",
    reroll_die: "Würfel neu werfen",
    keep_roll: "Wurf behalten",
    use_flames: "Magisches Feuer +1",
    sacrifice: "1 LP opfern: +1",
    resolve: "Annehmen",
    keep_curse: "Fluch bleibt, wo er ist",
    open_chest: "Truhe öffnen",
    pick_up: "Aufheben",
    rotate: "Drehen",
    place_tile: "Teil anlegen",
    q_move: "Wohin geht dein Held?",
    q_rotate: "Drehe das neue Teil und lege es an.",
    q_fight_or_sneak: "Ein Monster! Kämpfen oder vorbeischleichen?",
    q_choose_token: "Schicksalsweberin: Welches Plättchen kommt in den Raum?",
    q_reroll: "Noch einmal würfeln oder behalten?",
    q_spells: "Zauber oder Opfer einsetzen, dann annehmen.",
    q_leave: "Zu viel zu tragen: Was bleibt liegen?",
    q_curse: "Die Mumie ist besiegt: Wen verfluchst du?",
    q_reincarnate: "Wiedergeburt: An welchem Brunnen erwacht Horan?",
    game_over: "Das Spiel ist vorbei",
    winner: "Sieger",
    winners: "Sieger",
    vp: "SP",
    waiting_for_bot: "Der Bot überlegt…",
    waiting_for_other: "Warte auf einen anderen Spieler.",
    combat: "Kampf",
    dice: "Würfel",
    skill: "Fähigkeit",
    total: "Summe",
    strength: "Stärke",
    victory: "Sieg",
    tie: "Unentschieden",
    defeat: "Niederlage",
    portal_on: "Heilportal",
    swap_with: "Magischer Tausch mit",
    curse_on: "Verfluchen",
    leave_item: "Liegen lassen",
    keep_token: "Legen",
    wake_at: "Erwachen am Brunnen",
    fountain: "Brunnen",
    gate: "Tor",
    teleport_to: "Teleport zum Tor",
    explore: "Erkunden",
    step: "Schritt",
    charge: "Sturmangriff",
    refused: "Nicht erlaubt",
    conflict: "Das Spiel ging weiter; das Brett ist wieder aktuell.",
    bots_fast: "Schnellere Bots",
    setup_log: "Die Helden versammeln sich am Eingang.",
    expert: "Experte",
};

/// The hero's class name in a language (the proper name is the same in both).
pub fn hero_class(hero: HeroKind, lang: Lang) -> &'static str {
    match (lang, hero) {
        (Lang::En, HeroKind::Warrior) => "Warrior",
        (Lang::En, HeroKind::Thief) => "Thief",
        (Lang::En, HeroKind::Wizard) => "Wizard",
        (Lang::En, HeroKind::Warlock) => "Warlock",
        (Lang::En, HeroKind::Swordsman) => "Swordsman",
        (Lang::En, HeroKind::Oracle) => "Oracle",
        (Lang::En, HeroKind::WarriorPrincess) => "Warrior Princess",
        (Lang::De, HeroKind::Warrior) => "Krieger",
        (Lang::De, HeroKind::Thief) => "Diebin",
        (Lang::De, HeroKind::Wizard) => "Zauberer",
        (Lang::De, HeroKind::Warlock) => "Hexenmeister",
        (Lang::De, HeroKind::Swordsman) => "Schwertkämpfer",
        (Lang::De, HeroKind::Oracle) => "Orakel",
        (Lang::De, HeroKind::WarriorPrincess) => "Kriegerprinzessin",
    }
}

/// The hero's two skills in a language.
pub fn hero_skills(hero: HeroKind, lang: Lang) -> [&'static str; 2] {
    match lang {
        Lang::En => hero.skills(),
        Lang::De => match hero {
            HeroKind::Warrior => ["Doppelangriff", "Wiedergeburt"],
            HeroKind::Thief => ["Hinterhalt", "Schleichen"],
            HeroKind::Wizard => ["Magische Affinität", "Astralwandeln"],
            HeroKind::Warlock => ["Opfer", "Magischer Tausch"],
            HeroKind::Swordsman => ["Kampftraining", "Unaufhaltsam"],
            HeroKind::Oracle => ["Voraussicht", "Schicksalsweberin"],
            HeroKind::WarriorPrincess => ["Zweihandangriff", "Sturmangriff"],
        },
    }
}

/// What a hero skill does, in a few words (our own wording).
pub fn skill_help(hero: HeroKind, lang: Lang) -> [&'static str; 2] {
    match lang {
        Lang::En => match hero {
            HeroKind::Warrior => [
                "May roll both dice once more in a fight.",
                "At 0 HP wakes at a fountain, fully healed, instead of skipping a turn.",
            ],
            HeroKind::Thief => [
                "Wins ties.",
                "May walk past monsters and stay on their tiles.",
            ],
            HeroKind::Wizard => [
                "Magic Flames are not used up.",
                "Steps through walls between discovered tiles.",
            ],
            HeroKind::Warlock => [
                "Once per fight: 1 HP for +1.",
                "Swaps places with a hero, using the whole turn.",
            ],
            HeroKind::Swordsman => [
                "Dice showing 1 are rolled again.",
                "A 6 in a fight lets him go on with his steps.",
            ],
            HeroKind::Oracle => [
                "+1 in a fight caused by her first step.",
                "Draws two tokens for a room and keeps one.",
            ],
            HeroKind::WarriorPrincess => [
                "May roll one die once more in a fight.",
                "Charges across a monster for a step and 1 HP.",
            ],
        },
        Lang::De => match hero {
            HeroKind::Warrior => [
                "Darf im Kampf beide Würfel einmal neu werfen.",
                "Erwacht bei 0 LP geheilt an einem Brunnen, statt auszusetzen.",
            ],
            HeroKind::Thief => [
                "Gewinnt bei Gleichstand.",
                "Darf an Monstern vorbeigehen und auf ihren Feldern bleiben.",
            ],
            HeroKind::Wizard => [
                "Magisches Feuer wird nicht verbraucht.",
                "Geht zwischen aufgedeckten Feldern durch Wände.",
            ],
            HeroKind::Warlock => [
                "Einmal pro Kampf: 1 LP für +1.",
                "Tauscht den Platz mit einem Helden, für den ganzen Zug.",
            ],
            HeroKind::Swordsman => [
                "Würfel mit einer 1 werden neu geworfen.",
                "Eine 6 im Kampf erlaubt weitere Schritte.",
            ],
            HeroKind::Oracle => [
                "+1 im Kampf nach ihrem ersten Schritt.",
                "Zieht zwei Plättchen für einen Raum und wählt eines.",
            ],
            HeroKind::WarriorPrincess => [
                "Darf im Kampf einen Würfel einmal neu werfen.",
                "Stürmt für einen Schritt und 1 LP über ein Monster.",
            ],
        },
    }
}

/// A monster's or chest's name.
pub fn token_name(token: Token, lang: Lang) -> &'static str {
    match (lang, token) {
        (Lang::En, Token::Rat) => "Rat",
        (Lang::En, Token::GiantSpider) => "Giant Spider",
        (Lang::En, Token::Mummy) => "Mummy",
        (Lang::En, Token::SkeletonTurnkey) => "Skeleton Turnkey",
        (Lang::En, Token::SkeletonWarrior) => "Skeleton Warrior",
        (Lang::En, Token::SkeletonKing) => "Skeleton King",
        (Lang::En, Token::Fallen) => "The Fallen",
        (Lang::En, Token::Dragon) => "Dragon",
        (Lang::En, Token::Chest) => "Locked chest",
        (Lang::De, Token::Rat) => "Ratte",
        (Lang::De, Token::GiantSpider) => "Riesenspinne",
        (Lang::De, Token::Mummy) => "Mumie",
        (Lang::De, Token::SkeletonTurnkey) => "Skelett-Schließer",
        (Lang::De, Token::SkeletonWarrior) => "Skelettkrieger",
        (Lang::De, Token::SkeletonKing) => "Skelettkönig",
        (Lang::De, Token::Fallen) => "Der Gefallene",
        (Lang::De, Token::Dragon) => "Drache",
        (Lang::De, Token::Chest) => "Verschlossene Truhe",
    }
}

/// An item's name.
pub fn item_name(item: Item, lang: Lang) -> &'static str {
    match (lang, item) {
        (Lang::En, Item::Daggers) => "Daggers +1",
        (Lang::En, Item::PortalOfHealing) => "Portal of Healing",
        (Lang::En, Item::MagicFlames) => "Magic Flames",
        (Lang::En, Item::Key) => "Key",
        (Lang::En, Item::Sword) => "Sword +2",
        (Lang::En, Item::Axe) => "Axe +3",
        (Lang::En, Item::FallenTreasure) => "Treasure",
        (Lang::En, Item::Ruby) => "Dragon's ruby",
        (Lang::En, Item::ChestTreasure) => "Treasure",
        (Lang::De, Item::Daggers) => "Dolche +1",
        (Lang::De, Item::PortalOfHealing) => "Heilportal",
        (Lang::De, Item::MagicFlames) => "Magisches Feuer",
        (Lang::De, Item::Key) => "Schlüssel",
        (Lang::De, Item::Sword) => "Schwert +2",
        (Lang::De, Item::Axe) => "Axt +3",
        (Lang::De, Item::FallenTreasure) => "Schatz",
        (Lang::De, Item::Ruby) => "Drachenrubin",
        (Lang::De, Item::ChestTreasure) => "Schatz",
    }
}

/// A compass direction in words.
pub fn dir_name(d: rules::karak::Dir, lang: Lang) -> &'static str {
    use rules::karak::Dir;
    match (lang, d) {
        (Lang::En, Dir::N) => "north",
        (Lang::En, Dir::E) => "east",
        (Lang::En, Dir::S) => "south",
        (Lang::En, Dir::W) => "west",
        (Lang::De, Dir::N) => "Norden",
        (Lang::De, Dir::E) => "Osten",
        (Lang::De, Dir::S) => "Süden",
        (Lang::De, Dir::W) => "Westen",
    }
}

/// A tile kind's name.
pub fn tile_kind_name(kind: TileKind, lang: Lang) -> &'static str {
    match (lang, kind) {
        (Lang::En, TileKind::Start) => "the entrance",
        (Lang::En, TileKind::Tunnel) => "a tunnel",
        (Lang::En, TileKind::Room) => "a room",
        (Lang::En, TileKind::Gate) => "a teleportation gate",
        (Lang::En, TileKind::Fountain) => "a healing fountain",
        (Lang::De, TileKind::Start) => "den Eingang",
        (Lang::De, TileKind::Tunnel) => "einen Gang",
        (Lang::De, TileKind::Room) => "einen Raum",
        (Lang::De, TileKind::Gate) => "ein Teleportationstor",
        (Lang::De, TileKind::Fountain) => "einen Heilbrunnen",
    }
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
            Lang::from_accept_language("fr-FR,en;q=0.5,de;q=0.7"),
            Lang::De
        );
        assert_eq!(Lang::from_accept_language("en-GB"), Lang::En);
        assert_eq!(Lang::from_accept_language("fr"), Lang::En);
        assert_eq!(Lang::from_accept_language(""), Lang::En);
    }
}
