//! The games as the UI knows them: the registry. Each game keeps its UI in a folder of its
//! own (`games/<kind>/`: table, replay panel, setup form part, server functions to create
//! games, translations) and implements [`GameUi`] on its rules type; the shell's pages
//! and components are written once, generic over [`GameUi`] or over the [`GameKind`] read
//! with a game's data. This file is the only place outside a game's folder that names a
//! game: the catalog the pages list, and [`with_ui`], the one match from a kind to the
//! game's type.
//!
//! Loading: a game's table and replay are behind a lazy boundary of their own (the
//! game's `#[lazy]` entry points, `cargo leptos build --split`), so a game page loads the
//! shell and that game only. The role names and labels the lists show are a few strings,
//! so home, history and the account load no game's table code.

use std::future::Future;
use std::pin::Pin;

use leptos::prelude::*;
use protocol::{GameId, GameKind, NewGame, NewOnlineGame, RoleName};
use rules::{Game, Seat};

use crate::api::{ApiError, GameData};
use crate::components::replay_viewer::ReplayMoment;
use crate::components::table::{Screen, Table, TableView};
use crate::i18n::tables;
use crate::i18n::{Lang, Texts};

pub mod goblin;
pub mod how_to_play;
pub mod karak;
pub mod karak2;

/// One game of the family, as the pages list it.
pub struct GameEntry {
    /// Its kind, as stored and in URLs (`rules::Game::KIND` for the games that exist).
    pub id: &'static str,
    /// Its name (a title, the same in every language).
    pub name: &'static str,
    /// One line about it, in the reader's language.
    pub tagline: fn(&Texts) -> &'static str,
    /// The game, once it can be played.
    pub kind: Option<GameKind>,
}

impl GameEntry {
    /// The name as `lang` writes it: French puts a no-break space before the colon of
    /// "Karak\u{a0}: Goblin".
    pub fn name_in(&self, lang: crate::i18n::Lang) -> String {
        self.name.replace(": ", lang.colon())
    }

    /// Whether it can be started.
    pub fn available(&self) -> bool {
        self.kind.is_some()
    }
}

/// The family, in the order the pages show it.
pub const GAMES: [GameEntry; 3] = [
    GameEntry {
        id: "karak",
        name: "Karak",
        tagline: |t| t.karak_tagline,
        kind: Some(GameKind::Karak),
    },
    GameEntry {
        id: "goblin",
        name: "Karak: Goblin",
        tagline: |t| t.goblin_tagline,
        kind: Some(GameKind::Goblin),
    },
    GameEntry {
        id: "karak2",
        name: "Karak 2",
        tagline: |t| t.karak2_tagline,
        kind: Some(GameKind::Karak2),
    },
];

/// A game's words that the shell shows outside the game's table (forms, lists, the home
/// page); each game has a static of it per language.
pub struct GameLabels {
    /// What a seat plays as ("Hero").
    pub role: &'static str,
    /// A role dealt at random at the start ("Random hero").
    pub random_role: &'static str,
    /// The unit of the score after a number, as the ending's headline says it ("wins with
    /// 12 VP"; German needs the dative: "gewinnt mit 3 Schlüsseln").
    pub points: &'static str,
    /// The heading of the turn summary on the home page.
    pub turn_heading: &'static str,
    /// A turn in a few sentences.
    pub turn_summary: &'static [&'static str],
}

/// A future of the browser (server functions answer on the page's thread).
pub type LocalFuture<T> = Pin<Box<dyn Future<Output = T>>>;

/// A game's UI: what the shell asks of a game, implemented in the game's folder on its
/// rules type.
pub trait GameUi: Game {
    /// The seat whose decision it is in `view`.
    fn seat_to_act(view: &Self::View) -> Option<Seat>;

    /// A role's short name, as seat chips show it ("Horan").
    fn role_name(role: Self::Role) -> &'static str;

    /// A role with what it is, for choosing one ("Horan, Warrior").
    fn role_label(role: Self::Role, lang: Lang) -> String;

    /// The game's words outside its table.
    fn labels(lang: Lang) -> &'static GameLabels;

    /// The game's "How to play" page in `lang`, rulings included (server side only: the
    /// page reads it through a server function).
    #[cfg(feature = "ssr")]
    fn how_to_play(lang: Lang) -> &'static how_to_play::HowToPlay;

    /// The rule of the game's refusals whose stable code is `code` (a [`Game::Rule`]'s
    /// [`rules::RuleCode::code`]) as the sentence a player reads in `lang`: what the rule
    /// requires, in the game's words. `None` in English (the rules' own English detail says
    /// more) and for a code that is none of the game's rules. Server side only: refusals are
    /// worded as the server functions answer ([`crate::api::ApiError::game_refusal_in`]).
    #[cfg(feature = "ssr")]
    fn rule_text(code: &str, lang: Lang) -> Option<&'static str>;

    /// The end of the game shown in `view`, once it is over.
    fn view_outcome(view: &Self::View) -> Option<rules::OutcomeSummary>;

    /// Why a game ended, in a sentence, from [`rules::OutcomeSummary::reason`].
    fn end_reason(reason: &str, lang: Lang) -> &'static str;

    /// The variant `view` is played with (a rematch plays it again).
    fn view_variant(view: &Self::View) -> Self::Variant;

    /// Badges naming the variant's choices in lists and the lobby (Karak: "expert").
    fn variant_badges(variant: &Self::Variant, lang: Lang) -> Vec<&'static str>;

    /// The variant's fields of the new-game form.
    fn variant_form(variant: RwSignal<Self::Variant>) -> AnyView;

    /// Creates a pass-and-play game owned by the caller.
    fn create_game(new: NewGame<Self>) -> LocalFuture<Result<GameId, ApiError>>;

    /// Creates an online game hosted by the caller.
    fn create_online_game(new: NewOnlineGame<Self>) -> LocalFuture<Result<GameId, ApiError>>;

    /// The game page's table, lobby and play loop: calls the game's lazily loaded entry
    /// point (usually [`crate::components::table::game_screen`] for `Self`).
    fn screen(screen: Screen) -> AnyView;

    /// Loads the code of [`GameUi::screen`] (the browser, before hydrating a game page).
    fn preload_screen() -> impl Future<Output = ()>;

    /// The replay of a game: calls the game's lazily loaded entry point (usually
    /// [`crate::components::replay_viewer::replay_viewer`] for `Self`).
    fn replay(data: GameData) -> AnyView;

    /// Loads the code of [`GameUi::replay`].
    fn preload_replay() -> impl Future<Output = ()>;

    /// The game's tables of texts in `lang` that its table and replay read: the browser
    /// loads them from the server as the game's bundle ([`crate::i18n::tables`]).
    #[cfg(not(feature = "hydrate"))]
    fn text_tables(lang: Lang) -> Vec<tables::TableLines>;

    /// The board and the side panel of the table.
    fn table(table: Table<Self>) -> TableView;

    /// A toast for a committed move: what it did, one sentence per event worth telling,
    /// in the order it happened (empty when nothing is).
    fn toast(
        snap: &protocol::GameSnapshot<Self>,
        events: &[Self::Event],
        lang: Lang,
    ) -> Vec<String>;

    /// The board of a replay at the moment shown; `next` is the action taken after it.
    fn replay_board(
        view: Signal<Option<Self::View>>,
        next: Signal<Option<Self::Action>>,
    ) -> AnyView;

    /// The side panel of a replay at the moment shown.
    fn replay_panel(moment: ReplayMoment<Self>) -> AnyView;

    /// One sentence per log entry (setup, then one per action), for the replay's log.
    fn log_lines(
        log: &[protocol::LogEntry<Self::Event>],
        seats: &[protocol::SeatInfo],
        lang: Lang,
    ) -> Vec<String>;
}

/// Work to do with one game's UI types, chosen by the kind.
pub trait UiWork {
    /// What the work gives back (the same for every game).
    type Output;
    /// Does the work with game `G`.
    fn run<G: GameUi>(self) -> Self::Output;
}

/// Runs `work` with the game type of `kind`: the app's one match over kinds. Adding a
/// game adds its arm here, its folder with its [`GameUi`] impl, and its `kind` in
/// [`GAMES`].
pub fn with_ui<W: UiWork>(kind: GameKind, work: W) -> W::Output {
    match kind {
        GameKind::Karak => work.run::<rules::karak::Karak>(),
        GameKind::Goblin => work.run::<rules::goblin::Goblin>(),
        GameKind::Karak2 => work.run::<rules::karak2::Karak2>(),
    }
}

/// The catalog entry of `kind`.
pub fn entry(kind: GameKind) -> &'static GameEntry {
    GAMES
        .iter()
        .find(|g| g.kind == Some(kind))
        .unwrap_or(&GAMES[0])
}

/// A role of `kind` by its short name ("Horan"); the JSON name if the game has none such.
pub fn role_name(kind: GameKind, role: &RoleName) -> String {
    struct Work<'a>(&'a RoleName);
    impl UiWork for Work<'_> {
        type Output = String;
        fn run<G: GameUi>(self) -> String {
            self.0
                .role::<G>()
                .map(|r| G::role_name(r).to_owned())
                .unwrap_or_else(|| self.0.as_str().to_owned())
        }
    }
    with_ui(kind, Work(role))
}

/// A role of `kind` with what it is ("Horan, Warrior").
pub fn role_label(kind: GameKind, role: &RoleName, lang: Lang) -> String {
    struct Work<'a>(&'a RoleName, Lang);
    impl UiWork for Work<'_> {
        type Output = String;
        fn run<G: GameUi>(self) -> String {
            self.0
                .role::<G>()
                .map(|r| G::role_label(r, self.1))
                .unwrap_or_else(|| self.0.as_str().to_owned())
        }
    }
    with_ui(kind, Work(role, lang))
}

/// Every role of `kind`, in the game's order.
pub fn roles(kind: GameKind) -> Vec<RoleName> {
    struct Work;
    impl UiWork for Work {
        type Output = Vec<RoleName>;
        fn run<G: GameUi>(self) -> Vec<RoleName> {
            G::roles().iter().map(|&r| RoleName::of::<G>(r)).collect()
        }
    }
    with_ui(kind, Work)
}

/// The rule `code` of game `kind` as a sentence in `lang` ([`GameUi::rule_text`]).
#[cfg(feature = "ssr")]
pub fn rule_text(kind: GameKind, code: &str, lang: Lang) -> Option<&'static str> {
    struct Work<'a>(&'a str, Lang);
    impl UiWork for Work<'_> {
        type Output = Option<&'static str>;
        fn run<G: GameUi>(self) -> Option<&'static str> {
            G::rule_text(self.0, self.1)
        }
    }
    with_ui(kind, Work(code, lang))
}

/// The words of `kind` outside its table.
pub fn labels(kind: GameKind, lang: Lang) -> &'static GameLabels {
    struct Work(Lang);
    impl UiWork for Work {
        type Output = &'static GameLabels;
        fn run<G: GameUi>(self) -> &'static GameLabels {
            G::labels(self.0)
        }
    }
    with_ui(kind, Work(lang))
}

/// Badges for a variant of `kind` given as its JSON fields (lists of open games).
pub fn variant_badges(
    kind: GameKind,
    variant: &serde_json::Map<String, serde_json::Value>,
    lang: Lang,
) -> Vec<&'static str> {
    struct Work<'a>(&'a serde_json::Map<String, serde_json::Value>, Lang);
    impl UiWork for Work<'_> {
        type Output = Vec<&'static str>;
        fn run<G: GameUi>(self) -> Vec<&'static str> {
            let fields = serde_json::Value::Object(self.0.clone());
            match G::Variant::deserialize(&fields) {
                Ok(v) => G::variant_badges(&v, self.1),
                Err(_) => Vec::new(),
            }
        }
    }
    use serde::Deserialize;
    with_ui(kind, Work(variant, lang))
}

/// The new-game form of `kind` (seats with roles, the variant), pass-and-play or online.
pub fn setup_form(kind: GameKind, online: Signal<bool>) -> AnyView {
    struct Work(Signal<bool>);
    impl UiWork for Work {
        type Output = AnyView;
        fn run<G: GameUi>(self) -> AnyView {
            crate::components::setup::setup_form::<G>(self.0)
        }
    }
    with_ui(kind, Work(online))
}

/// Marks a page with the game it shows (its kind and its id), so that the browser loads
/// that game's code before it hydrates the page the server sent ([`marked_kind`]).
#[component]
pub fn GameMark(kind: GameKind, #[prop(into)] id: String) -> impl IntoView {
    view! { <span class="game-mark" hidden data-game=kind.name() data-id=id></span> }
}

/// The game the page shows, by its [`GameMark`], when the mark is game `id`'s: on a
/// client-side navigation the document still holds the previous page's mark, whose game's
/// code may not be the one the next page needs (that page loads its own once it knows).
#[cfg(feature = "hydrate")]
pub fn marked_kind(id: &str) -> Option<GameKind> {
    let mark = document().query_selector("span.game-mark").ok()??;
    if mark.get_attribute("data-id")? != id {
        return None;
    }
    GameKind::parse(&mark.get_attribute("data-game")?)
}

/// The id of the game the router is about to show, read in a route's preload (the router
/// provides the matched route's parameters to it); empty outside a matched route.
#[cfg(feature = "hydrate")]
pub fn route_id() -> String {
    use leptos_router::params::ParamsMap;
    use_context::<ArcMemo<ParamsMap>>()
        .and_then(|params| params.with_untracked(|p| p.get("id")))
        .unwrap_or_default()
}

/// The game page's table of a game of `kind` (lazily loaded, with the game's texts).
pub fn game_screen(kind: GameKind, screen: Screen) -> AnyView {
    struct Work(Screen);
    impl UiWork for Work {
        type Output = AnyView;
        fn run<G: GameUi>(self) -> AnyView {
            G::screen(self.0)
        }
    }
    Suspend::new(async move {
        tables::load(kind.name()).await;
        crate::i18n::hydrate_in_served_language();
        with_ui(kind, Work(screen))
    })
    .into_any()
}

/// The tables of texts of game `kind` in `lang` ([`GameUi::text_tables`]).
#[cfg(not(feature = "hydrate"))]
pub fn text_tables(kind: GameKind, lang: Lang) -> Vec<tables::TableLines> {
    struct Work(Lang);
    impl UiWork for Work {
        type Output = Vec<tables::TableLines>;
        fn run<G: GameUi>(self) -> Vec<tables::TableLines> {
            G::text_tables(self.0)
        }
    }
    with_ui(kind, Work(lang))
}

/// Loads the code and the texts of [`game_screen`] for `kind`.
pub async fn preload_screen(kind: GameKind) {
    tables::load(kind.name()).await;
    struct Work;
    impl UiWork for Work {
        type Output = LocalFuture<()>;
        fn run<G: GameUi>(self) -> LocalFuture<()> {
            Box::pin(G::preload_screen())
        }
    }
    with_ui(kind, Work).await
}

/// The replay of a game of `kind` from its replay data (lazily loaded, with the game's
/// texts).
pub fn replay(kind: GameKind, data: GameData) -> AnyView {
    struct Work(GameData);
    impl UiWork for Work {
        type Output = AnyView;
        fn run<G: GameUi>(self) -> AnyView {
            G::replay(self.0)
        }
    }
    Suspend::new(async move {
        tables::load(kind.name()).await;
        crate::i18n::hydrate_in_served_language();
        with_ui(kind, Work(data))
    })
    .into_any()
}

/// Loads the code and the texts of [`replay`] for `kind`.
pub async fn preload_replay(kind: GameKind) {
    tables::load(kind.name()).await;
    struct Work;
    impl UiWork for Work {
        type Output = LocalFuture<()>;
        fn run<G: GameUi>(self) -> LocalFuture<()> {
            Box::pin(G::preload_replay())
        }
    }
    with_ui(kind, Work).await
}
