//! The page for addresses that lead nowhere.

use leptos::prelude::*;
use leptos_meta::Title;

use crate::i18n::use_i18n;

/// 404: a dead end in the dungeon.
#[component]
pub fn NotFound() -> impl IntoView {
    #[cfg(feature = "ssr")]
    {
        if let Some(response) = use_context::<leptos_axum::ResponseOptions>() {
            response.set_status(http::StatusCode::NOT_FOUND);
        }
    }
    let i18n = use_i18n();
    view! {
        <Title text=move || i18n.t().not_found_title/>
        <main id="main" tabindex="-1" class="page not-found">
            <h1>{move || i18n.t().not_found_heading}</h1>
            <p>{move || i18n.t().not_found_text}</p>
            <p><a class="button" href="/">{move || i18n.t().back_home}</a></p>
        </main>
    }
}
