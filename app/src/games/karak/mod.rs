//! Karak's UI: the dungeon board, the side panel, events in words, the replay's panel,
//! the heroes in numbers, its part of the new-game form (heroes, the expert variant), the
//! server functions that create its games, and its translations. [`GameUi`] for
//! [`Karak`] is what the shell asks of it.
//!
//! The table and the replay are behind lazy boundaries (`karak_screen`, `karak_replay`): their
//! code is a WASM chunk loaded by Karak's game and replay pages only.

use leptos::prelude::*;
use protocol::replay::ReplayData;
use protocol::{GameId, GameSnapshot, LogEntry, NewGame, NewOnlineGame, SeatInfo};
use rules::karak::{Action, Event, HeroKind, Karak, KarakVariant, KarakView};
use rules::Seat;

use crate::api::{ApiError, GameData};
use crate::components::game_ui::{GameUi, LocalFuture, ReplayMoment, Screen, Table, TableView};
use crate::components::replay_viewer::ReplayViewer;
use crate::components::table::GameScreen;
use crate::i18n::game_texts::{GameLabels, GameTexts};
use crate::i18n::Lang;

mod answers;
pub mod api;
mod board;
mod board_parts;
mod combat;
#[cfg(feature = "ssr")]
mod how_to_play;
mod identify;
pub mod labels;
mod monster_icons;
pub mod names;
mod others;
mod panel;
mod replay_panel;
#[cfg(feature = "ssr")]
mod rule_texts;
mod setup;
mod summary;
mod table;
mod targets;
pub mod texts;
mod words;

/// Karak's table and lobby on the game page: the lazily loaded entry point.
#[leptos::lazy]
fn karak_screen(screen: Screen) -> AnyView {
    view! { <GameScreen<Karak> screen=screen/> }.into_any()
}

/// Karak's replay: the lazily loaded entry point.
#[leptos::lazy]
fn karak_replay(data: GameData) -> AnyView {
    match data.decode::<ReplayData<Karak>>() {
        Ok(data) => view! { <ReplayViewer<Karak> data=data/> }.into_any(),
        Err(e) => view! { <p class="form-error">{e.shown()}</p> }.into_any(),
    }
}

impl GameTexts for Karak {
    #[cfg(feature = "ssr")]
    fn rule_text(code: &str, lang: Lang) -> Option<&'static str> {
        rule_texts::rule_text(code, lang)
    }

    const TITLE: &'static str = "Karak";

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
        vec![crate::i18n::tables::table_lines(lang.karak())]
    }
}

impl GameUi for Karak {
    #[cfg(feature = "ssr")]
    const STYLE: &'static str = include_str!("style.css");

    fn seat_to_act(view: &KarakView) -> Option<Seat> {
        view.to_act
    }

    fn role_name(role: HeroKind) -> &'static str {
        role.name()
    }

    fn role_label(role: HeroKind, lang: Lang) -> String {
        format!("{}, {}", role.name(), names::hero_class(role, lang))
    }

    fn view_outcome(view: &KarakView) -> Option<rules::OutcomeSummary> {
        view.outcome.as_ref().map(<Karak as rules::Game>::summary)
    }

    fn end_reason(reason: &str, lang: Lang) -> &'static str {
        match (lang, reason) {
            (Lang::En, "SixTreasures") => "A hero holds six treasures: the game ends at once.",
            (Lang::En, _) => "The dragon is defeated: the game is over.",
            (Lang::De, "SixTreasures") => "Ein Held hält sechs Schätze: Das Spiel endet sofort.",
            (Lang::De, _) => "Der Drache ist besiegt: Das Spiel ist vorbei.",
            (Lang::Fr, "SixTreasures") => {
                "Un héros détient six trésors\u{a0}: la partie s'arrête aussitôt."
            }
            (Lang::Fr, _) => "Le dragon est vaincu\u{a0}: la partie est terminée.",
        }
    }

    fn view_variant(view: &KarakView) -> KarakVariant {
        KarakVariant {
            expert: view.expert,
        }
    }

    fn variant_badges(variant: &KarakVariant, lang: Lang) -> Vec<&'static str> {
        if variant.expert {
            vec![labels::labels(lang).expert_badge]
        } else {
            Vec::new()
        }
    }

    fn variant_form(variant: RwSignal<KarakVariant>) -> AnyView {
        setup::variant_form(variant)
    }

    fn create_game(new: NewGame<Karak>) -> LocalFuture<Result<GameId, ApiError>> {
        Box::pin(api::create_game(new))
    }

    fn create_online_game(new: NewOnlineGame<Karak>) -> LocalFuture<Result<GameId, ApiError>> {
        Box::pin(api::create_online_game(new))
    }

    fn screen(s: Screen) -> AnyView {
        Suspend::new(karak_screen(s)).into_any()
    }

    async fn preload_screen() {
        #[cfg(feature = "hydrate")]
        __preload_karak_screen().await;
    }

    fn replay(data: GameData) -> AnyView {
        Suspend::new(karak_replay(data)).into_any()
    }

    async fn preload_replay() {
        #[cfg(feature = "hydrate")]
        __preload_karak_replay().await;
    }

    fn table(t: Table<Karak>) -> TableView {
        table::table(t)
    }

    fn toast(snap: &GameSnapshot<Karak>, events: &[Event], lang: Lang) -> Vec<String> {
        let names = |s: Seat| names::seat_label(snap, s);
        events
            .iter()
            .filter_map(|e| words::describe(e, lang, &names, &snap.view.tiles))
            .collect()
    }

    fn replay_board(view: Signal<Option<KarakView>>, next: Signal<Option<Action>>) -> AnyView {
        table::replay_board(view, next)
    }

    fn replay_panel(moment: ReplayMoment<Karak>) -> AnyView {
        view! {
            <replay_panel::ReplayInfo view=moment.view step=moment.step steps=moment.steps
                seats=moment.seats log=moment.log seed=moment.seed/>
        }
        .into_any()
    }

    fn log_lines(log: &[LogEntry<Event>], seats: &[SeatInfo], lang: Lang) -> Vec<String> {
        let tiles = replay_panel::log_tiles(log);
        log.iter()
            .map(|entry| replay_panel::step_text(entry, seats, &tiles, lang))
            .collect()
    }
}
