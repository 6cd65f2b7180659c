//! `/new`: choose a game of the family and set it up, pass-and-play (around one device)
//! or online (each player on their own device, seats taken through an invite link). The
//! form is the game's ([`KindSetupForm`]).

use leptos::prelude::*;
use leptos_meta::Title;
use leptos_router::{lazy_route, LazyRoute};
use protocol::GameKind;

use crate::components::setup::KindSetupForm;
use crate::i18n::game_texts::{labels, title};
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
    let kind = RwSignal::new(asked.or(Some(GameKind::ALL[0])));

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
            {move || kind.get().map(|kind| view! { <KindSetupForm kind=kind online=online.into()/> })}
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

/// The family's games, one to choose.
#[component]
fn GameChoice(chosen: RwSignal<Option<GameKind>>) -> impl IntoView {
    let i18n = use_i18n();
    view! {
        <fieldset class="mode-choice games-choice">
            <legend>{move || i18n.t().which_game}</legend>
            {GameKind::ALL.iter().map(|&kind| view! {
                <label class="mode game-choice" class:chosen=move || chosen.get() == Some(kind) data-game=kind.name()>
                    <input type="radio" name="game" value=kind.name()
                        prop:checked=move || chosen.get() == Some(kind)
                        on:change=move |_| chosen.set(Some(kind))/>
                    <strong>{move || title(kind, i18n.lang())}</strong>
                    <span>{move || labels(kind, i18n.lang()).tagline}</span>
                </label>
            }).collect_view()}
        </fieldset>
    }
}
