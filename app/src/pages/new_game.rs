//! `/new`: choose a game of the family and set it up, pass-and-play (around one device)
//! or online (each player on their own device, seats taken through an invite link). The
//! form is the game's ([`crate::games::setup_form`]).

use leptos::prelude::*;
use leptos_meta::Title;
use leptos_router::{lazy_route, LazyRoute};
use protocol::GameKind;

use crate::games::{setup_form, GAMES};
use crate::i18n::use_i18n;

/// The new game form.
#[component]
pub fn NewGamePage() -> impl IntoView {
    let i18n = use_i18n();
    let online = RwSignal::new(false);
    // The game named by the link (`/new?game=goblin`, the home page's cards), else the
    // first game that can be played.
    let asked = leptos_router::hooks::use_query_map()
        .with_untracked(|q| q.get("game"))
        .and_then(|name| GameKind::parse(&name));
    let kind = RwSignal::new(asked.or_else(|| GAMES.iter().find_map(|g| g.kind)));

    view! {
        <Title text=move || i18n.t().new_game/>
        <main id="main" tabindex="-1" class="page new-game">
            <p><a class="back-link" href="/">"← "{move || i18n.t().app_name}</a></p>
            <h1>{move || i18n.t().new_game}</h1>
            <GameChoice chosen=kind/>
            <fieldset class="mode-choice">
                <legend>{move || i18n.online().mode_heading}</legend>
                <label class="mode" class:chosen=move || !online.get()>
                    <input type="radio" name="mode" value="local" prop:checked=move || !online.get() on:change=move |_| online.set(false)/>
                    <strong>{move || i18n.online().mode_local}</strong>
                    <span>{move || i18n.online().mode_local_help}</span>
                </label>
                <label class="mode" class:chosen=move || online.get()>
                    <input type="radio" name="mode" value="online" prop:checked=move || online.get() on:change=move |_| online.set(true)/>
                    <strong>{move || i18n.online().mode_online}</strong>
                    <span>{move || i18n.online().mode_online_help}</span>
                </label>
            </fieldset>
            {move || kind.get().map(|kind| setup_form(kind, online.into()))}
        </main>
    }
}

/// `/new`, loaded only when it is visited: its code (and the game code it uses) is a
/// WASM chunk of its own (`cargo leptos build --split`), not part of every page's bundle.
pub struct NewGameRoute;

#[lazy_route]
impl LazyRoute for NewGameRoute {
    fn data() -> Self {
        NewGameRoute
    }

    fn view(_this: Self) -> AnyView {
        view! { <NewGamePage/> }.into_any()
    }
}

/// The family's games: those that can be played, and those to come, shown, marked and not
/// startable.
#[component]
fn GameChoice(chosen: RwSignal<Option<GameKind>>) -> impl IntoView {
    let i18n = use_i18n();
    view! {
        <fieldset class="mode-choice games-choice">
            <legend>{move || i18n.t().which_game}</legend>
            {GAMES.iter().map(|g| view! {
                <label class="mode game-choice" class:chosen=move || g.kind.is_some() && chosen.get() == g.kind class:coming=!g.available() data-game=g.id>
                    <input type="radio" name="game" value=g.id disabled=!g.available()
                        prop:checked=move || g.kind.is_some() && chosen.get() == g.kind
                        on:change=move |_| if g.kind.is_some() { chosen.set(g.kind) }/>
                    <strong>{move || g.name_in(i18n.lang())}</strong>
                    <span>{move || (g.tagline)(i18n.t())}</span>
                    {(!g.available()).then(|| view! { <em class="coming-badge">{move || i18n.t().coming_soon}</em> })}
                </label>
            }).collect_view()}
        </fieldset>
    }
}
