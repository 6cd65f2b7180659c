//! Leaving a pass-and-play table for good: its owner deletes the unfinished game, after
//! a confirmation, and lands on the home page. (Finished games stay in the history;
//! online games are shared and stay.)

use leptos::prelude::*;
use leptos_router::hooks::use_navigate;

use crate::api::delete_game;
use crate::components::toasts::ToastText;
use crate::i18n::use_i18n;

/// The "Delete this game" control of game `id`, shown while `allowed`.
pub fn delete_control(
    id: Signal<String>,
    allowed: Signal<bool>,
    toast: RwSignal<Option<ToastText>>,
) -> impl IntoView {
    let i18n = use_i18n();
    let navigate = use_navigate();
    let asking = RwSignal::new(false);
    let pending = RwSignal::new(false);
    let confirm = move |_| {
        pending.set(true);
        let navigate = navigate.clone();
        leptos::task::spawn_local(async move {
            match delete_game(id.get_untracked()).await {
                Ok(()) => navigate("/", Default::default()),
                Err(e) => toast.set(Some(ToastText::error(e.shown()))),
            }
            pending.set(false);
            asking.set(false);
        });
    };
    view! {
        <div class="leave" hidden=move || !allowed.get()>
            <button class="button secondary small" hidden=move || asking.get() on:click=move |_| asking.set(true)>
                {move || i18n.t().delete_game}
            </button>
            <Show when=move || asking.get()>
                <div class="leave-confirm" role="alert">
                    <p>{move || i18n.t().delete_game_confirm}</p>
                    <button class="button danger small" disabled=move || pending.get() on:click=confirm.clone()>
                        {move || i18n.t().delete_game}
                    </button>
                    " "
                    <button class="button secondary small" on:click=move |_| asking.set(false)>
                        {move || i18n.t().keep_playing}
                    </button>
                </div>
            </Show>
        </div>
    }
}
