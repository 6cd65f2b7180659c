//! Karak 2's UI: the landscape of hexagons under the shared camera, the hero boards, the
//! battle's dice tray, the Dark General, events in words, the replay's panel, its part of the
//! new-game form (Plague & Misery), the server functions that create its games, and its
//! translations. [`GameUi`] for [`Karak2`] is what the shell asks of it.
//!
//! Everything on a Karak 2 table is public (only the deck's and the bag's order are hidden,
//! and Darius's two scouted tiles, which the service keeps from the others), so pass-and-play
//! needs no curtain. The table and the replay are behind lazy boundaries, a WASM chunk loaded
//! by Karak 2's pages only.

use leptos::prelude::*;
use protocol::replay::ReplayData;
use protocol::{GameId, GameSnapshot, LogEntry, NewGame, NewOnlineGame, SeatInfo};
use rules::karak2::data::Hero;
use rules::karak2::{Action, Event, Karak2, Karak2Variant, Karak2View};
use rules::Seat;

use crate::api::{ApiError, GameData};
use crate::components::game_ui::{GameUi, LocalFuture, ReplayMoment, Screen, Table, TableView};
use crate::components::replay_viewer::ReplayViewer;
use crate::components::table::GameScreen;
use crate::i18n::game_texts::{GameLabels, GameTexts};
use crate::i18n::Lang;

mod answers;
pub mod api;
mod art;
mod battle;
mod hero_board;
#[cfg(feature = "ssr")]
mod how_to_play;
#[cfg(feature = "ssr")]
mod how_to_play_de;
#[cfg(feature = "ssr")]
mod how_to_play_fr;
mod identify;
pub mod labels;
mod landscape;
mod panel;
mod replay_panel;
#[cfg(feature = "ssr")]
mod rule_texts;
mod setup;
mod table;
pub mod texts;
mod words;

/// Karak 2's table and lobby on the game page: the lazily loaded entry point.
#[leptos::lazy]
fn karak2_screen(screen: Screen) -> AnyView {
    view! { <GameScreen<Karak2> screen=screen/> }.into_any()
}

/// Karak 2's replay: the lazily loaded entry point.
#[leptos::lazy]
fn karak2_replay(data: GameData) -> AnyView {
    match data.decode::<ReplayData<Karak2>>() {
        Ok(data) => view! { <ReplayViewer<Karak2> data=data/> }.into_any(),
        Err(e) => view! { <p class="form-error">{e.shown()}</p> }.into_any(),
    }
}

impl GameTexts for Karak2 {
    #[cfg(feature = "ssr")]
    fn rule_text(code: &str, lang: Lang) -> Option<&'static str> {
        rule_texts::rule_text(code, lang)
    }

    const TITLE: &'static str = "Karak 2";

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

impl GameUi for Karak2 {
    #[cfg(feature = "ssr")]
    const STYLE: &'static str = include_str!("style.css");

    fn seat_to_act(view: &Karak2View) -> Option<Seat> {
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

    fn view_outcome(view: &Karak2View) -> Option<rules::OutcomeSummary> {
        view.outcome.as_ref().map(<Karak2 as rules::Game>::summary)
    }

    fn end_reason(_reason: &str, lang: Lang) -> &'static str {
        labels::labels(lang).general_defeated
    }

    fn view_variant(view: &Karak2View) -> Karak2Variant {
        Karak2Variant {
            plague: view.plague_rule,
        }
    }

    fn variant_badges(variant: &Karak2Variant, lang: Lang) -> Vec<&'static str> {
        if variant.plague {
            Vec::new()
        } else {
            vec![labels::labels(lang).no_plague_badge]
        }
    }

    fn variant_form(variant: RwSignal<Karak2Variant>) -> AnyView {
        setup::variant_form(variant)
    }

    fn create_game(new: NewGame<Karak2>) -> LocalFuture<Result<GameId, ApiError>> {
        Box::pin(api::create_karak2_game(new))
    }

    fn create_online_game(new: NewOnlineGame<Karak2>) -> LocalFuture<Result<GameId, ApiError>> {
        Box::pin(api::create_online_karak2_game(new))
    }

    fn screen(s: Screen) -> AnyView {
        Suspend::new(karak2_screen(s)).into_any()
    }

    async fn preload_screen() {
        #[cfg(feature = "hydrate")]
        __preload_karak2_screen().await;
    }

    fn replay(data: GameData) -> AnyView {
        Suspend::new(karak2_replay(data)).into_any()
    }

    async fn preload_replay() {
        #[cfg(feature = "hydrate")]
        __preload_karak2_replay().await;
    }

    fn table(t: Table<Karak2>) -> TableView {
        table::table(t)
    }

    fn toast(snap: &GameSnapshot<Karak2>, events: &[Event], lang: Lang) -> Vec<String> {
        let names = |s: Seat| panel::seat_label(snap, s);
        events
            .iter()
            .filter_map(|e| words::describe(e, lang, &names))
            .collect()
    }

    fn replay_board(view: Signal<Option<Karak2View>>, next: Signal<Option<Action>>) -> AnyView {
        table::replay_board(view, next)
    }

    fn replay_panel(moment: ReplayMoment<Karak2>) -> AnyView {
        replay_panel::replay_panel(moment)
    }

    fn log_lines(log: &[LogEntry<Event>], seats: &[SeatInfo], lang: Lang) -> Vec<String> {
        log.iter()
            .map(|entry| replay_panel::step_text(entry, seats, lang))
            .collect()
    }
}
