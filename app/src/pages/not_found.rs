//! The page for addresses that lead nowhere.

use leptos::prelude::*;
use leptos_meta::Title;

/// 404: a dead end in the dungeon.
#[component]
pub fn NotFound() -> impl IntoView {
    #[cfg(feature = "ssr")]
    {
        if let Some(response) = use_context::<leptos_axum::ResponseOptions>() {
            response.set_status(http::StatusCode::NOT_FOUND);
        }
    }
    view! {
        <Title text="Not found"/>
        <main class="page not-found">
            <h1>"A dead end"</h1>
            <p>"This corridor leads nowhere. The page you asked for does not exist."</p>
            <p><a class="button" href="/">"Back to the entrance"</a></p>
        </main>
    }
}
