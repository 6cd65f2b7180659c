//! Leaving a table for good, after a confirmation: the owner of a pass-and-play game
//! deletes it while unfinished and lands on the home page (finished games stay in the
//! history); a player of an online game resigns, and a bot plays their seat to the end
//! so the others play on (the log says so).

use leptos::prelude::*;
use leptos_router::hooks::use_navigate;

use crate::api::{delete_game, resign_game};
use crate::components::toasts::ToastText;
use crate::i18n::{use_i18n, Lang};

/// The ways to leave a table.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Leaving {
    /// Delete an unfinished pass-and-play game.
    Delete,
    /// Resign an online game.
    Resign,
}

impl Leaving {
    /// The button's words and the question that confirms them.
    fn words(self, lang: Lang) -> (&'static str, &'static str) {
        let t = lang.t();
        match self {
            Leaving::Delete => (t.delete_game, t.delete_game_confirm),
            Leaving::Resign => (t.resign_game, t.resign_game_confirm),
        }
    }
}

/// The control that leaves game `id` as `leaving` says, shown while `allowed`.
/// `bump` reads the game again after a resignation (the table stays, seen from
/// outside).
pub fn leave_control(
    leaving: Leaving,
    id: Signal<String>,
    allowed: Signal<bool>,
    toast: RwSignal<Option<ToastText>>,
    bump: RwSignal<u32>,
) -> impl IntoView {
    let i18n = use_i18n();
    let navigate = use_navigate();
    let asking = RwSignal::new(false);
    let pending = RwSignal::new(false);
    let confirm = move |_| {
        pending.set(true);
        let navigate = navigate.clone();
        leptos::task::spawn_local(async move {
            let id = id.get_untracked();
            let done = match leaving {
                Leaving::Delete => delete_game(id).await,
                Leaving::Resign => resign_game(id).await,
            };
            match done {
                Ok(()) if leaving == Leaving::Delete => navigate("/", Default::default()),
                Ok(()) => bump.update(|v| *v += 1),
                Err(e) => toast.set(Some(ToastText::error(e.shown()))),
            }
            pending.set(false);
            asking.set(false);
        });
    };
    let words = move || leaving.words(i18n.lang());
    view! {
        <div class="leave" hidden=move || !allowed.get()>
            <button class="button secondary small" hidden=move || asking.get() on:click=move |_| asking.set(true)>
                {move || words().0}
            </button>
            <Show when=move || asking.get()>
                <div class="leave-confirm" role="alert">
                    <p>{move || words().1}</p>
                    <button class="button danger small" disabled=move || pending.get() on:click=confirm.clone()>
                        {move || words().0}
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
