//! Karak: Goblin's UI: the caverns, the hand and the battle, the merchant, the heroes' public
//! sides, events in words, the replay's panel, its part of the new-game form (the optional
//! abilities), the server functions that create its games, and its translations.
//! [`GameUi`] for [`Goblin`] is what the shell asks of it.
//!
//! Hands are private: the service sends each seat its own hand only, and in pass-and-play
//! the shell's curtain covers the table whenever the device goes from one player to the
//! next ([`rules::Game::HIDDEN_HANDS`]). The table and the replay are behind lazy boundaries,
//! a WASM chunk loaded by Goblin's pages only.

use leptos::prelude::*;
use protocol::replay::ReplayData;
use protocol::{GameId, GameSnapshot, LogEntry, NewGame, NewOnlineGame, SeatInfo};
use rules::goblin::{Action, Event, Goblin, GoblinVariant, GoblinView, Hero};
use rules::Seat;

use crate::api::{ApiError, GameData};
use crate::components::game_ui::{GameUi, LocalFuture, ReplayMoment, Screen, Table, TableView};
use crate::components::replay_viewer::ReplayViewer;
use crate::components::table::GameScreen;
use crate::i18n::game_texts::{GameLabels, GameTexts};
use crate::i18n::Lang;

mod answers;
pub mod api;
mod card;
mod caverns;
mod hand;
#[cfg(feature = "ssr")]
mod how_to_play;
#[cfg(feature = "ssr")]
mod how_to_play_fr;
pub mod labels;
mod panel;
mod replay_panel;
#[cfg(feature = "ssr")]
mod rule_texts;
mod setup;
mod table;
pub mod texts;
mod words;

/// Goblin's table and lobby on the game page: the lazily loaded entry point.
#[leptos::lazy]
fn goblin_screen(screen: Screen) -> AnyView {
    view! { <GameScreen<Goblin> screen=screen/> }.into_any()
}

/// Goblin's replay: the lazily loaded entry point.
#[leptos::lazy]
fn goblin_replay(data: GameData) -> AnyView {
    match data.decode::<ReplayData<Goblin>>() {
        Ok(data) => view! { <ReplayViewer<Goblin> data=data/> }.into_any(),
        Err(e) => view! { <p class="form-error">{e.shown()}</p> }.into_any(),
    }
}

impl GameTexts for Goblin {
    #[cfg(feature = "ssr")]
    fn rule_text(code: &str, lang: Lang) -> Option<&'static str> {
        rule_texts::rule_text(code, lang)
    }

    const TITLE: &'static str = "Karak: Goblin";

    fn labels(lang: Lang) -> &'static GameLabels {
        &labels::labels(lang).game
    }

    #[cfg(not(feature = "hydrate"))]
    fn labels_table(lang: Lang) -> crate::i18n::tables::TableLines {
        crate::i18n::tables::table_lines(labels::labels(lang))
    }

    #[cfg(feature = "ssr")]
    fn how_to_play(lang: Lang) -> &'static crate::i18n::how_to_play::HowToPlay {
        how_to_play::how_to_play(lang)
    }

    #[cfg(not(feature = "hydrate"))]
    fn text_tables(lang: Lang) -> Vec<crate::i18n::tables::TableLines> {
        vec![crate::i18n::tables::table_lines(texts::texts(lang))]
    }
}

impl GameUi for Goblin {
    #[cfg(feature = "ssr")]
    const STYLE: &'static str = include_str!("style.css");

    fn seat_to_act(view: &GoblinView) -> Option<Seat> {
        view.to_act.map(Seat)
    }

    fn role_name(role: Hero) -> &'static str {
        words::hero_name(role)
    }

    fn role_label(role: Hero, lang: Lang) -> String {
        format!(
            "{}, {}",
            words::hero_name(role),
            words::hero_class(role, lang)
        )
    }

    fn view_outcome(view: &GoblinView) -> Option<rules::OutcomeSummary> {
        view.outcome.as_ref().map(<Goblin as rules::Game>::summary)
    }

    fn end_reason(_reason: &str, lang: Lang) -> &'static str {
        labels::labels(lang).lord_defeated
    }

    fn view_variant(view: &GoblinView) -> GoblinVariant {
        GoblinVariant {
            abilities: view.abilities,
        }
    }

    fn variant_badges(variant: &GoblinVariant, lang: Lang) -> Vec<&'static str> {
        if variant.abilities {
            vec![labels::labels(lang).abilities_badge]
        } else {
            Vec::new()
        }
    }

    fn variant_form(variant: RwSignal<GoblinVariant>) -> AnyView {
        setup::variant_form(variant)
    }

    fn create_game(new: NewGame<Goblin>) -> LocalFuture<Result<GameId, ApiError>> {
        Box::pin(api::create_goblin_game(new))
    }

    fn create_online_game(new: NewOnlineGame<Goblin>) -> LocalFuture<Result<GameId, ApiError>> {
        Box::pin(api::create_online_goblin_game(new))
    }

    fn screen(s: Screen) -> AnyView {
        Suspend::new(goblin_screen(s)).into_any()
    }

    async fn preload_screen() {
        #[cfg(feature = "hydrate")]
        __preload_goblin_screen().await;
    }

    fn replay(data: GameData) -> AnyView {
        Suspend::new(goblin_replay(data)).into_any()
    }

    async fn preload_replay() {
        #[cfg(feature = "hydrate")]
        __preload_goblin_replay().await;
    }

    fn table(t: Table<Goblin>) -> TableView {
        table::table(t)
    }

    fn toast(snap: &GameSnapshot<Goblin>, events: &[Event], lang: Lang) -> Vec<String> {
        let names = |s: Seat| panel::seat_label(snap, s);
        events
            .iter()
            .filter_map(|e| words::describe(e, lang, &names))
            .collect()
    }

    fn replay_board(view: Signal<Option<GoblinView>>, next: Signal<Option<Action>>) -> AnyView {
        table::replay_board(view, next)
    }

    fn replay_panel(moment: ReplayMoment<Goblin>) -> AnyView {
        replay_panel::replay_panel(moment)
    }

    fn log_lines(log: &[LogEntry<Event>], seats: &[SeatInfo], lang: Lang) -> Vec<String> {
        log.iter()
            .map(|entry| replay_panel::step_text(entry, seats, lang))
            .collect()
    }
}
