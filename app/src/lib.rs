#![recursion_limit = "256"]
//! Karak Online's user interface: the page shell, the router, one module per page, and
//! one folder per game (`games/`, with the registry of games in `games/mod.rs`).
//!
//! Rendered on the server (feature `ssr`) and hydrated in the browser (feature
//! `hydrate`) from the same code.

use leptos::prelude::*;
use leptos_meta::{provide_meta_context, Link, Meta, MetaTags, Title};
use leptos_router::{
    components::{Route, Router, Routes},
    Lazy, ParamSegment, SsrMode, StaticSegment,
};

pub mod api;
pub mod components;
pub mod games;
pub mod i18n;
pub mod pages;
#[cfg(feature = "ssr")]
mod preloads;
#[cfg(feature = "ssr")]
pub use preloads::PreloadedParts;

use i18n::{I18n, Lang, LANG_COOKIE};

/// The language to render in: on the server from the `karak_lang` cookie or the
/// browser's Accept-Language; in the browser from `<html lang>`, which the server
/// wrote, so hydration renders exactly what the server did.
pub fn initial_lang() -> Lang {
    #[cfg(feature = "ssr")]
    {
        use_context::<http::request::Parts>().map_or(Lang::En, |parts| request_lang(&parts.headers))
    }
    #[cfg(not(feature = "ssr"))]
    {
        document()
            .document_element()
            .and_then(|e| e.get_attribute("lang"))
            .and_then(|l| Lang::from_tag(&l))
            .unwrap_or_default()
    }
}

/// The language a request asks for: the `karak_lang` cookie once the player chose,
/// else the browser's `Accept-Language`.
#[cfg(feature = "ssr")]
pub fn request_lang(headers: &http::HeaderMap) -> Lang {
    let cookie_lang = headers
        .get_all(http::header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|c| c.trim().split_once('='))
        .find(|(k, _)| *k == LANG_COOKIE)
        .and_then(|(_, v)| Lang::from_tag(v));
    cookie_lang.unwrap_or_else(|| {
        let accept = headers
            .get(http::header::ACCEPT_LANGUAGE)
            .and_then(|v| v.to_str().ok())
            .unwrap_or("");
        Lang::from_accept_language(accept)
    })
}

/// Switches the language and remembers it in a cookie for the next visits. In the
/// browser the page's texts in that language are read first ([`api::texts`]); if
/// they cannot be, the page stays in its language.
pub(crate) fn set_language(i18n: I18n, lang: Lang) {
    #[cfg(not(feature = "hydrate"))]
    i18n.0.set(lang);
    #[cfg(feature = "hydrate")]
    leptos::task::spawn_local(async move {
        use wasm_bindgen::JsCast;
        if api::texts::load_for_switch(lang).await.is_err() {
            // The switch shows the language the page keeps.
            i18n.0.notify();
            return;
        }
        i18n.0.set(lang);
        if let Some(el) = document().document_element() {
            let _ = el.set_attribute("lang", lang.tag());
        }
        if let Ok(doc) = document().dyn_into::<web_sys::HtmlDocument>() {
            let _ = doc.set_cookie(&format!(
                "{LANG_COOKIE}={}; path=/; max-age=31536000; samesite=lax",
                lang.tag()
            ));
        }
    });
}

/// Hydrates the page the server sent, then says so on `#app` (`data-hydrated="true"`),
/// which end-to-end tests wait for before they tap anything. Only then: a game page's
/// code is a lazy chunk that hydrates after the shell, so an effect of the shell would
/// say it too early.
#[cfg(feature = "hydrate")]
pub async fn hydrate_page() {
    // The shell's texts in the page's language come from the server (the WASM carries
    // English only), and hydration must render exactly what the server did.
    api::texts::load_page_texts().await;
    let Some(body) = document().body() else {
        return;
    };
    leptos::mount::hydrate_from_async(body, App).await.forget();
    if let Some(root) = document().get_element_by_id("app") {
        let _ = root.set_attribute("data-hydrated", "true");
    }
}

/// Where the page loads its stylesheet, scripts and WASM from: `/v/{version}` (the server's
/// versioned, cached path), or empty for `/pkg` itself. The server provides it.
#[derive(Clone, Debug, Default)]
pub struct AssetRoot(pub String);

/// Takes each file of a bundle the page named out of the bundle, when the WASM loader
/// asks for it (runs before the loader; see `server/src/bundles.rs`).
const BUNDLE_LOADER: &str = include_str!("bundles.js");

/// The HTML document around every page (server side only renders it).
pub fn shell(options: LeptosOptions) -> impl IntoView {
    // The stylesheet, scripts and WASM under their build's path, cached for good (the
    // server's `assets`); without one, `/pkg`.
    let root = use_context::<AssetRoot>().map(|r| r.0).unwrap_or_default();
    view! {
        <!DOCTYPE html>
        <html lang=initial_lang().tag()>
            <head>
                <meta charset="utf-8"/>
                <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover"/>
                // In the shell, not the app: the browser keeps it with the scripts.
                <link rel="stylesheet" id="leptos" href=format!("{root}/pkg/karak.css")/>
                <script nonce=use_nonce() inner_html=BUNDLE_LOADER></script>
                <AutoReload options=options.clone()/>
                <HydrationScripts options root=root/>
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
    #[cfg(feature = "ssr")]
    provide_context(PreloadedParts::default());
    let i18n = I18n(RwSignal::new(initial_lang()));
    provide_context(i18n);
    api::accounts::provide_signed_in();
    let account = components::account_live::provide_account_live();
    // Every tab of the site says when games wait for the player: "(2) Your turn · …".
    let title = move |text: String| {
        let page = if text.is_empty() {
            "Karak Online".to_owned()
        } else {
            format!("{text} · Karak Online")
        };
        // `try_`: the server writes the title into the head once the page is drawn, when
        // a page rendered whole first (the game's) may have let go of these signals.
        match account.0.try_get().flatten().map_or(0, |a| a.my_turns) {
            0 => page,
            n => {
                let lang = i18n.0.try_get().unwrap_or_default();
                format!("({n}) {} · {page}", lang.online().your_turn)
            }
        }
    };

    view! {
        <Link rel="icon" type_="image/svg+xml" href="/favicon.svg"/>
        <Link rel="manifest" href="/manifest.webmanifest"/>
        <Meta name="theme-color" content="#1f1a17"/>
        <Meta name="description" content="Play the Karak board games online: with friends, around one tablet, and replay every move."/>
        <Title formatter=title/>
        // [`hydrate_page`] sets "true" once the whole page, lazy parts too, has hydrated.
        <div id="app" data-hydrated="false">
            <Router>
                <components::nav::Nav/>
                <Routes fallback=pages::not_found::NotFound>
                    <Route path=StaticSegment("") view=pages::home::HomePage/>
                    <Route path=StaticSegment("new") view={Lazy::<pages::new_game::NewGameRoute>::new()}/>
                    <Route path=StaticSegment("sign-in") view={Lazy::<pages::sign_in::SignInRoute>::new()}/>
                    <Route path=StaticSegment("sign-up") view={Lazy::<pages::sign_up::SignUpRoute>::new()}/>
                    <Route path=StaticSegment("account") view={Lazy::<pages::account::AccountRoute>::new()}/>
                    // The game and its replay are rendered whole before the first byte
                    // (`Async`): their tables are plain HTML that answers taps before the
                    // WASM (no script swaps a streamed fragment in), and the head preloads
                    // the game's own code, known only once the game is read.
                    <Route path=(StaticSegment("games"), ParamSegment("id")) view={Lazy::<pages::game::GameRoute>::new()} ssr=SsrMode::Async/>
                    <Route path=(StaticSegment("how-to-play"), ParamSegment("kind")) view={Lazy::<pages::how_to_play::HowToPlayRoute>::new()}/>
                    <Route path=StaticSegment("history") view={Lazy::<pages::history::HistoryRoute>::new()}/>
                    <Route path=StaticSegment("notifications") view={Lazy::<pages::notifications::NotificationsRoute>::new()}/>
                    <Route path=(StaticSegment("players"), ParamSegment("name")) view={Lazy::<pages::profile::ProfileRoute>::new()}/>
                    <Route path=(StaticSegment("leaderboard"), ParamSegment("game")) view={Lazy::<pages::leaderboard::LeaderboardRoute>::new()}/>
                    <Route path=(StaticSegment("games"), ParamSegment("id"), StaticSegment("replay")) view={Lazy::<pages::replay::ReplayRoute>::new()} ssr=SsrMode::Async/>
                </Routes>
            </Router>
        </div>
    }
}
