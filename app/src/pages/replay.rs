//! `/games/{id}/replay?step=N`: the page around the replay of any game. It reads the
//! game's replay data once, as the game's JSON naming its kind, and shows that game's
//! replay ([`crate::components::game_ui::LazyReplay`], loaded only for this page).

use leptos::prelude::*;
use leptos_meta::Title;
use leptos_router::hooks::use_params_map;
use leptos_router::LazyRoute;

use crate::api::replay::get_replay;
use crate::api::{ApiError, GameData};
use crate::components::game_ui;
use crate::i18n::replay::rt;
use crate::i18n::use_i18n;

/// `/games/{id}/replay`: everything of the page is in its chunk, the resource too.
pub struct ReplayRoute;

/// `/games/{id}/replay`.
#[component]
fn ReplayPage() -> impl IntoView {
    #[cfg(feature = "ssr")]
    crate::PreloadedParts::part("replay_page_view");
    let i18n = use_i18n();
    let params = use_params_map();
    let id = move || params.read().get("id").unwrap_or_default();
    let data = Resource::new(id, get_replay);
    view! {
        <Title text=move || rt(i18n.lang()).replay_title/>
        <main id="main" tabindex="-1" class="game-page replay-page">
            <Suspense fallback=move || view! { <p class="loading">{move || i18n.t().loading}</p> }>
                {move || data.get().map(|r| match r.and_then(|d| known(&d).map(|kind| (kind, d))) {
                    Ok((kind, d)) => view! { <game_ui::GameMark kind=kind id=id()/> <game_ui::LazyReplay kind=kind data=d/> }.into_any(),
                    Err(e) => view! {
                        <div class="page"><h1>{move || i18n.t().not_found_heading}</h1><p>{e.shown()}</p>
                        <p><a class="button" href="/history">{move || rt(i18n.lang()).history_nav}</a></p></div>
                    }.into_any(),
                })}
            </Suspense>
        </main>
    }
}

/// The kind the data names.
fn known(data: &GameData) -> Result<protocol::GameKind, ApiError> {
    data.kind()
        .ok_or_else(|| crate::api::unexpected("a replay of an unknown game"))
}

/// The page, loaded only when it is visited (a WASM chunk of its own, `cargo leptos
/// build --split`); the game's replay is a chunk of its own too.
#[leptos::lazy]
fn replay_page_view() -> AnyView {
    view! { <ReplayPage/> }.into_any()
}

/// `/games/{id}/replay`. As the game page ([`crate::pages::game::GameRoute`]), its
/// preload loads the page's chunk and the chunk of the game the server's page shows.
impl LazyRoute for ReplayRoute {
    fn data() -> Self {
        ReplayRoute
    }

    async fn preload() {
        #[cfg(feature = "hydrate")]
        {
            let id = game_ui::route_id();
            __preload_replay_page_view().await;
            if let Some(kind) = game_ui::marked_kind(&id) {
                game_ui::preload_replay(kind).await;
            }
        }
    }

    async fn view(_this: Self) -> AnyView {
        replay_page_view().await
    }
}
