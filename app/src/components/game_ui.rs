//! What the shell asks of a game's UI ([`GameUi`]), what it hands a game's table and
//! replay panel ([`Screen`], [`Table`], [`TableView`], [`ReplayMoment`]), and the shell's
//! ways to reach a game by its kind ([`protocol::for_kind!`]). Each game implements
//! [`GameUi`] on its rules type in its folder (`crate::games::<kind>`); the shell's pages
//! and components are written once, generic over [`GameUi`] or over the [`GameKind`] read
//! with a game's data, and name no game.
//!
//! Loading: a game's table and replay are behind a lazy boundary of their own (the
//! game's `#[lazy]` entry points, `cargo leptos build --split`), so a game page loads the
//! shell and that game only. The role names and labels the lists show are a few strings,
//! so home, history and the account load no game's table code.

use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;

use leptos::prelude::*;
use protocol::{
    for_kind, GameId, GameKind, GameSnapshot, GameUpdate, LogEntry, NewGame, NewOnlineGame,
    RoleName, SeatInfo,
};
use rules::{Game, Seat};

use crate::api::online::GamePage;
use crate::api::texts::load;
use crate::api::{ApiError, GameData};
use crate::components::live::Connection;
use crate::components::toasts::ToastText;
use crate::i18n::game_texts::GameTexts;
use crate::i18n::Lang;

/// What the game page hands a game's table: the page's one resource and its signals.
#[derive(Clone, Copy)]
pub struct Screen {
    /// The game's id (from the URL).
    pub id: Signal<String>,
    /// The page's data: the game or its lobby, as the game's JSON.
    pub page: Resource<Result<GamePage, ApiError>>,
    /// Bumped to read the page again.
    pub bump: RwSignal<u32>,
    /// The live stream's latest news.
    pub updates: ReadSignal<Option<GameUpdate>>,
    /// The live stream's state.
    pub connection: ReadSignal<Connection>,
    /// The page's toast.
    pub toast: RwSignal<Option<ToastText>>,
    /// The seat a pass-and-play device was last revealed to (the page's data is read as
    /// that seat's view, see [`crate::components::curtain`]).
    pub revealed_to: Signal<Option<u8>>,
    /// Reveals the device to a seat, or covers it (`None`).
    pub reveal: Callback<Option<u8>>,
}

/// What a game's table is given.
pub struct Table<G: GameUi> {
    /// The game as the viewer may see it (`None` while loading).
    pub snap: Signal<Option<GameSnapshot<G>>>,
    /// Plays an action for the deciding seat.
    pub on_act: Callback<G::Action>,
    /// Whether a move is being sent.
    pub busy: Signal<bool>,
}

/// A game's table: its board and what goes into the side panel.
pub struct TableView {
    /// The board (or whatever the game shows in the large area).
    pub board: AnyView,
    /// The game's part of the side panel.
    pub panel: AnyView,
}

/// The moment a replay shows, for the game's side panel.
pub struct ReplayMoment<G: GameUi> {
    /// The view after the chosen step (`None` while loading).
    pub view: Signal<Option<G::View>>,
    /// The chosen step.
    pub step: RwSignal<u32>,
    /// The last step.
    pub steps: u32,
    /// The seats.
    pub seats: Vec<SeatInfo>,
    /// Setup, then one entry per action.
    pub log: Arc<Vec<LogEntry<G::Event>>>,
    /// The seed, for finished games.
    pub seed: Option<u64>,
}

/// A future of the browser (server functions answer on the page's thread).
pub type LocalFuture<T> = Pin<Box<dyn Future<Output = T>>>;

/// A game's UI: what the shell asks of a game, implemented in the game's folder on its
/// rules type.
pub trait GameUi: GameTexts {
    /// The game's own stylesheet (its folder's `style.css`, every rule scoped to its
    /// table's root, `.game-<kind>`): served at [`style_href`] and linked by its game and
    /// replay pages, so a game's styles load with the game (server side only).
    #[cfg(feature = "ssr")]
    const STYLE: &'static str;

    /// The seat whose decision it is in `view`.
    fn seat_to_act(view: &Self::View) -> Option<Seat>;

    /// A role's short name, as seat chips show it ("Horan").
    fn role_name(role: Self::Role) -> &'static str;

    /// A role with what it is, for choosing one ("Horan, Warrior").
    fn role_label(role: Self::Role, lang: Lang) -> String;

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
    /// point (usually [`crate::components::table::GameScreen`] for `Self`).
    fn screen(screen: Screen) -> AnyView;

    /// Loads the code of [`GameUi::screen`] (the browser, before hydrating a game page).
    fn preload_screen() -> impl Future<Output = ()>;

    /// The replay of a game: calls the game's lazily loaded entry point (usually
    /// [`crate::components::replay_viewer::ReplayViewer`] for `Self`).
    fn replay(data: GameData) -> AnyView;

    /// Loads the code of [`GameUi::replay`].
    fn preload_replay() -> impl Future<Output = ()>;

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

/// A role of `kind` by its short name ("Horan"); the JSON name if the game has none such.
pub fn role_name(kind: GameKind, role: &RoleName) -> String {
    for_kind!(kind, G => role.role::<G>().map(|r| G::role_name(r).to_owned()))
        .unwrap_or_else(|| role.as_str().to_owned())
}

/// A role of `kind` with what it is ("Horan, Warrior").
pub fn role_label(kind: GameKind, role: &RoleName, lang: Lang) -> String {
    for_kind!(kind, G => role.role::<G>().map(|r| G::role_label(r, lang)))
        .unwrap_or_else(|| role.as_str().to_owned())
}

/// Every role of `kind`, in the game's order.
pub fn roles(kind: GameKind) -> Vec<RoleName> {
    for_kind!(kind, G => G::roles().iter().map(|&r| RoleName::of::<G>(r)).collect())
}

/// Badges for a variant of `kind` given as its JSON fields (lists of open games).
pub fn variant_badges(
    kind: GameKind,
    variant: &serde_json::Map<String, serde_json::Value>,
    lang: Lang,
) -> Vec<&'static str> {
    use serde::Deserialize;
    let fields = serde_json::Value::Object(variant.clone());
    for_kind!(kind, G => match <G as Game>::Variant::deserialize(&fields) {
        Ok(v) => G::variant_badges(&v, lang),
        Err(_) => Vec::new(),
    })
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
#[component]
pub fn LazyGameScreen(
    /// The game's kind: whose code and texts to load.
    kind: GameKind,
    /// The page's one resource and its signals.
    screen: Screen,
) -> impl IntoView {
    #[cfg(feature = "ssr")]
    crate::PreloadedParts::game(kind, "screen");
    Suspend::new(async move {
        load(kind.name()).await;
        crate::i18n::hydrate_in_served_language();
        for_kind!(kind, G => G::screen(screen))
    })
    .into_any()
}

/// Loads the code and the texts of [`LazyGameScreen`] for `kind`.
pub async fn preload_screen(kind: GameKind) {
    load(kind.name()).await;
    for_kind!(kind, G => G::preload_screen().await)
}

/// The replay of a game of `kind` from its replay data (lazily loaded, with the game's
/// texts).
#[component]
pub fn LazyReplay(
    /// The game's kind: whose code and texts to load.
    kind: GameKind,
    /// The game's replay data, as the game's JSON.
    data: GameData,
) -> impl IntoView {
    #[cfg(feature = "ssr")]
    crate::PreloadedParts::game(kind, "replay");
    Suspend::new(async move {
        load(kind.name()).await;
        crate::i18n::hydrate_in_served_language();
        for_kind!(kind, G => G::replay(data))
    })
    .into_any()
}

/// Loads the code and the texts of [`LazyReplay`] for `kind`.
pub async fn preload_replay(kind: GameKind) {
    load(kind.name()).await;
    for_kind!(kind, G => G::preload_replay().await)
}

/// Where game `kind`'s stylesheet is served ([`GameUi::STYLE`]).
pub fn style_href(kind: GameKind) -> String {
    format!("/styles/{}.css", kind.name())
}

/// The stylesheet of game `kind` ([`GameUi::STYLE`]).
#[cfg(feature = "ssr")]
pub fn game_style(kind: GameKind) -> &'static str {
    for_kind!(kind, G => G::STYLE)
}

/// Links game `kind`'s stylesheet while the page shows the game. A `<link>` in the body,
/// before the table: the server renders it with the table (a head tag of `leptos_meta`
/// inside the game's lazily loaded screen would come after the head was sent), the
/// browser applies it before it paints what follows, and it goes with the table.
#[component]
pub fn GameStyle(kind: GameKind) -> impl IntoView {
    view! { <link rel="stylesheet" href=style_href(kind)/> }
}
