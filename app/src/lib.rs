//! Karak Online's user interface: the page shell, the router and one module per page.
//!
//! Rendered on the server (feature `ssr`) and hydrated in the browser (feature
//! `hydrate`) from the same code.

use leptos::prelude::*;
use leptos_meta::{provide_meta_context, Link, Meta, MetaTags, Stylesheet, Title};
use leptos_router::{
    components::{Route, Router, Routes},
    StaticSegment,
};

pub mod api;
pub mod pages;

/// The HTML document around every page (server side only renders it).
pub fn shell(options: LeptosOptions) -> impl IntoView {
    view! {
        <!DOCTYPE html>
        <html lang="en">
            <head>
                <meta charset="utf-8"/>
                <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover"/>
                <AutoReload options=options.clone()/>
                <HydrationScripts options/>
                <MetaTags/>
            </head>
            <body>
                <App/>
            </body>
        </html>
    }
}

/// The application: meta tags, stylesheet and routes.
#[component]
pub fn App() -> impl IntoView {
    provide_meta_context();
    // Effects run only in the browser, so this turns true once the WASM has
    // hydrated the page; end-to-end tests wait for it before they tap anything.
    let hydrated = RwSignal::new(false);
    Effect::new(move |_| hydrated.set(true));

    view! {
        <Stylesheet id="leptos" href="/pkg/karak.css"/>
        <Link rel="icon" type_="image/svg+xml" href="/favicon.svg"/>
        <Link rel="manifest" href="/manifest.webmanifest"/>
        <Meta name="theme-color" content="#1f1a17"/>
        <Meta name="description" content="Play the Karak board games online: with friends, around one tablet, and replay every move."/>
        <Title formatter=|text: String| if text.is_empty() { "Karak Online".to_owned() } else { format!("{text} · Karak Online") }/>
        <div id="app" data-hydrated=move || hydrated.get().to_string()>
            <Router>
                <Routes fallback=pages::not_found::NotFound>
                    <Route path=StaticSegment("") view=pages::home::HomePage/>
                </Routes>
            </Router>
        </div>
    }
}
