//! The top bar on every page: home, "My games", the account (name and sign-out,
//! or sign-in and sign-up links) and the language switch (English, Deutsch, Français). One row at every width
//! (the game page sizes itself below it): on phones the links become icons so the
//! row never gets wider than the screen.

use leptos::prelude::*;

use crate::api::accounts::{sign_out, use_signed_in};
use crate::components::account_live::{follow_account, use_account_live};
use crate::i18n::{use_i18n, Lang};

/// Loads `href` as a new page, so every part of the page sees the new session
/// (after sign-in, sign-up, sign-out, deletion).
pub fn reload_to(href: &str) {
    let _ = window().location().set_href(href);
}

/// Icons the phone layout shows instead of the link texts (our own drawings).
const ICON_MY_GAMES: &str = "M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z";
const ICON_HISTORY: &str = "M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM12 7v5l3 3";
const ICON_SIGN_OUT: &str = "M10 4H5v16h5M14 8l4 4-4 4M18 12H9";
const ICON_BELL: &str = "M6 17V11a6 6 0 0 1 12 0v6l2 2H4zM10 21h4";

/// A line icon that stands for the text next to it on narrow screens.
fn nav_icon(d: &'static str) -> impl IntoView {
    view! { <svg class="nav-icon" viewBox="0 0 24 24" aria-hidden="true"><path d=d/></svg> }
}

/// The skip link's click: the focus goes to the page's content. (The router would take the
/// link for a navigation to the same page and leave the focus where it was.)
fn skip_to_main(ev: leptos::ev::MouseEvent) {
    use wasm_bindgen::JsCast;
    let main = document()
        .get_element_by_id("main")
        .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
    if let Some(main) = main {
        ev.prevent_default();
        let _ = main.focus();
    }
}

/// The signed-in account's bell: a link to its notifications with the count of
/// unread ones, kept up to date by the account's live stream (followed from here).
#[component]
fn AccountBell() -> impl IntoView {
    let i18n = use_i18n();
    let live = use_account_live();
    follow_account(live);
    let unread = move || live.0.get().map_or(0, |a| a.unread);
    view! {
        <a class="nav-link nav-iconic nav-bell" href="/notifications"
            aria-label=move || match unread() {
                0 => i18n.notices().bell.to_owned(),
                n => format!("{} ({n} {})", i18n.notices().bell, i18n.notices().unread),
            }
            title=move || i18n.notices().bell>
            {nav_icon(ICON_BELL)}
            <span class="bell-count" hidden=move || unread() == 0 aria-hidden="true">{unread}</span>
        </a>
    }
}

/// The top bar.
#[component]
pub fn Nav() -> impl IntoView {
    let i18n = use_i18n();
    let account = use_signed_in();
    // A plain task, not a ServerAction: the top bar is in every page's main module, and
    // an action there costs the home page's WASM several KB for one button (measured:
    // docs/PERFORMANCE.md).
    let leaving = RwSignal::new(false);
    let sign_out_now = move |_| {
        leaving.set(true);
        leptos::task::spawn_local(async move {
            // Whatever the answer, a fresh page shows the session as it now is.
            let _ = sign_out().await;
            reload_to("/");
        });
    };

    view! {
        // The first stop of the Tab key: past the menu to the page's own content.
        <a class="skip-link" href="#main" on:click=skip_to_main>{move || i18n.accounts().skip_to_content}</a>
        <nav class="topbar" aria-label=move || i18n.accounts().nav_label>
            // Named for screen readers also where phones hide the words beside the logo.
            <a class="brand" href="/" aria-label="Karak Online">
                <img src="/logo.svg" alt="" width="32" height="32"/>
                <span class="brand-name">"Karak Online"</span>
            </a>
            // On phones the links show icons; their names stay in `aria-label` and `title`.
            <a class="nav-link nav-iconic" href="/#my-games-heading"
                aria-label=move || i18n.accounts().my_games title=move || i18n.accounts().my_games>
                {nav_icon(ICON_MY_GAMES)}
                <span class="nav-text">{move || i18n.accounts().my_games}</span>
            </a>
            <a class="nav-link nav-iconic" href="/history"
                aria-label=move || crate::i18n::replay::rt(i18n.lang()).history_nav
                title=move || crate::i18n::replay::rt(i18n.lang()).history_nav>
                {nav_icon(ICON_HISTORY)}
                <span class="nav-text">{move || crate::i18n::replay::rt(i18n.lang()).history_nav}</span>
            </a>
            <span class="nav-spacer"></span>
            <Transition fallback=|| ()>
                {move || account.get().map(|answer| match answer {
                    Ok(Some(a)) => view! {
                        <AccountBell/>
                        <a class="nav-link nav-account" href="/account"
                            title=move || format!("{} {}", i18n.accounts().signed_in_as, a.name)>
                            <span class="sr-only">{move || i18n.accounts().signed_in_as}" "</span>
                            <span class="nav-name">{a.name.clone()}</span>
                        </a>
                        <button type="button" class="button secondary small nav-iconic" id="sign-out"
                            aria-label=move || i18n.accounts().sign_out title=move || i18n.accounts().sign_out
                            disabled=move || leaving.get() on:click=sign_out_now>
                            {nav_icon(ICON_SIGN_OUT)}
                            <span class="nav-text">{move || i18n.accounts().sign_out}</span>
                        </button>
                    }.into_any(),
                    _ => view! {
                        <a class="nav-link" href="/sign-in">{move || i18n.accounts().sign_in}</a>
                        <a class="button primary small nav-sign-up" href="/sign-up">{move || i18n.accounts().sign_up}</a>
                    }.into_any(),
                })}
            </Transition>
            // The language switch: a native select over the current language's name (its
            // tag alone on phones), so it offers every language in one small button and
            // opens the device's own picker. Each option is named in its own language.
            <label class="button secondary small lang-switch">
                <span class="long" aria-hidden="true">{move || i18n.lang().name()}</span>
                <span class="short" aria-hidden="true">{move || i18n.lang().tag().to_uppercase()}</span>
                <span class="caret" aria-hidden="true">"▾"</span>
                <select aria-label=move || i18n.t().switch_language
                    prop:value=move || i18n.lang().tag()
                    on:change=move |ev| {
                        if let Some(lang) = Lang::from_tag(&event_target_value(&ev)) {
                            crate::set_language(i18n, lang);
                        }
                    }>
                    {Lang::ALL.into_iter().map(|lang| view! {
                        <option value=lang.tag() lang=lang.tag() selected=move || i18n.lang() == lang>
                            {lang.name()}
                        </option>
                    }).collect_view()}
                </select>
            </label>
        </nav>
    }
}
