//! `/games/{id}/replay?step=N`: the page around the replay of any game. It reads the
//! game's replay data once, as the game's JSON naming its kind, and shows that game's
//! replay ([`crate::games::replay`], loaded only for this page).

use leptos::prelude::*;
use leptos_meta::Title;
use leptos_router::hooks::use_params_map;
use leptos_router::LazyRoute;

use crate::api::replay::get_replay;
use crate::api::{ApiError, GameData};
use crate::games;
use crate::i18n::use_i18n;
use crate::i18n_replay::rt;

/// The page's one resource, made when the route is chosen.
#[derive(Clone, Copy)]
pub struct ReplayRoute {
    data: Resource<Result<GameData, ApiError>>,
}

/// `/games/{id}/replay`.
#[component]
fn ReplayPage(data: Resource<Result<GameData, ApiError>>) -> impl IntoView {
    let i18n = use_i18n();
    view! {
        <Title text=move || rt(i18n.lang()).replay_title/>
        <main class="game-page replay-page">
            <Suspense fallback=move || view! { <p class="loading">{move || i18n.t().loading}</p> }>
                {move || data.get().map(|r| match r.and_then(|d| known(&d).map(|kind| (kind, d))) {
                    Ok((kind, d)) => games::replay(kind, d),
                    Err(e) => view! {
                        <div class="page"><h1>{move || i18n.t().not_found_heading}</h1><p>{e.to_string()}</p>
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

/// The shell of the page, loaded only when it is visited (a WASM chunk of its own, `cargo
/// leptos build --split`); the game's replay is a chunk of its own too.
#[leptos::lazy]
fn replay_page_view(route: ReplayRoute) -> AnyView {
    view! { <ReplayPage data=route.data/> }.into_any()
}

/// The page's resource, for [`LazyRoute::preload`] (which has no `self`).
#[cfg(feature = "hydrate")]
#[derive(Clone, Copy)]
struct DataResource(Resource<Result<GameData, ApiError>>);

/// `/games/{id}/replay`. As the game page ([`crate::pages::game::GameRoute`]), its
/// preload loads the shell's chunk and then, once the data names the game, the game's.
impl LazyRoute for ReplayRoute {
    fn data() -> Self {
        let params = use_params_map();
        let data = Resource::new(
            move || params.read().get("id").unwrap_or_default(),
            get_replay,
        );
        #[cfg(feature = "hydrate")]
        provide_context(DataResource(data));
        ReplayRoute { data }
    }

    async fn preload() {
        #[cfg(feature = "hydrate")]
        {
            // The data is already on its way (the resource was made by `data`).
            let data = use_context::<DataResource>();
            __preload_replay_page_view().await;
            if let Some(DataResource(data)) = data {
                if let Some(kind) = data.await.ok().and_then(|d| d.kind()) {
                    games::preload_replay(kind).await;
                }
            }
        }
    }

    async fn view(this: Self) -> AnyView {
        replay_page_view(this).await
    }
}
