//! `/games/{id}`: the page around any game. It reads the game (or its lobby) once, as
//! the game's JSON naming its kind, and shows the table of that game, whose code is
//! loaded only for this page ([`crate::components::game_ui::LazyGameScreen`]).

use leptos::prelude::*;
use leptos_meta::Title;
use leptos_router::hooks::{use_params_map, use_query_map};
use leptos_router::LazyRoute;

use crate::api::online::load_game_page;
use crate::api::play_form::REFUSED_FIELD;
use crate::components::game_ui;
use crate::components::game_ui::Screen;
use crate::components::live::use_game_updates;
use crate::components::toasts::{Toast, ToastText};
use crate::i18n::use_i18n;

/// `/games/{id}`: everything of the page is in its chunk, the resource too (so the code
/// that reads the game's JSON is not in the main module every page loads).
pub struct GameRoute;

/// `/games/{id}`: the shell, then the game's table once the game's kind is known.
#[component]
fn GamePage() -> impl IntoView {
    #[cfg(feature = "ssr")]
    crate::PreloadedParts::part("game_page_view");
    let i18n = use_i18n();
    let params = use_params_map();
    let id = Signal::derive(move || params.read().get("id").unwrap_or_default());
    let bump = RwSignal::new(0u32);
    // Who holds a pass-and-play device (the game and the seat its table was last
    // revealed to): the server sends that seat's view only.
    let revealed: RwSignal<Option<(String, u8)>> = RwSignal::new(None);
    let revealed_to = Signal::derive(move || {
        revealed.with(|r| {
            r.as_ref()
                .filter(|(game, _)| *game == id.get())
                .map(|(_, seat)| *seat)
        })
    });
    let page = Resource::new(
        move || (id.get(), bump.get(), revealed_to.get()),
        |(id, _, revealed_to)| load_game_page(id, revealed_to),
    );
    let (connection, updates) = use_game_updates(id);
    // A move sent as plain HTML that was refused comes back with its sentence.
    let refused = use_query_map().with_untracked(|q| q.get(REFUSED_FIELD));
    let toast = RwSignal::new(refused.map(ToastText::error));
    // The game's kind, from the data read; the table changes only with it.
    let kind = Memo::new(move |_| page.get().and_then(Result::ok).and_then(|p| p.kind()));
    let load_error = move || page.get().and_then(Result::err);
    let screen = Screen {
        id,
        page,
        bump,
        updates,
        connection,
        toast,
        revealed_to,
        reveal: Callback::new(move |seat: Option<u8>| {
            revealed.set(seat.map(|seat| (id.get_untracked(), seat)));
        }),
    };

    view! {
        // "Karak Online" alone until the table, once the game is known, names the game
        // and whose turn it is.
        <Title text=""/>
        <main id="main" tabindex="-1" class="game-page">
            <Toast toast=toast/>
            <Transition fallback=move || view! { <p class="loading">{move || i18n.t().loading}</p> }>
                {move || kind.get().map(|kind| view! {
                    <game_ui::GameMark kind=kind id=id.get_untracked()/>
                    <game_ui::LazyGameScreen kind=kind screen=screen/>
                })}
                {move || load_error().map(|e| view! {
                    <div class="page"><h1>{move || i18n.t().not_found_heading}</h1><p>{e.shown()}</p>
                    <p><a class="button" href="/">{move || i18n.t().back_home}</a></p></div>
                })}
            </Transition>
        </main>
    }
}

/// The page, loaded only when it is visited (a WASM chunk of its own, `cargo leptos build
/// --split`); the game's table is a chunk of its own too.
#[leptos::lazy]
fn game_page_view() -> AnyView {
    view! { <GamePage/> }.into_any()
}

/// `/games/{id}`: the game, or its lobby before the start.
///
/// Before the browser hydrates the page, [`LazyRoute::preload`] loads the page's chunk
/// and the chunk of the game the server's page shows ([`game_ui::GameMark`]): hydration must
/// find the table's code already there to hydrate what the server drew.
impl LazyRoute for GameRoute {
    fn data() -> Self {
        GameRoute
    }

    async fn preload() {
        #[cfg(feature = "hydrate")]
        {
            // The route's own id (the router provides it to the preload): the mark in
            // the document may be the previous page's.
            let id = game_ui::route_id();
            __preload_game_page_view().await;
            if let Some(kind) = game_ui::marked_kind(&id) {
                game_ui::preload_screen(kind).await;
            }
        }
    }

    async fn view(_this: Self) -> AnyView {
        game_page_view().await
    }
}
