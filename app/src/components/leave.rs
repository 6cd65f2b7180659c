//! Leaving a table for good, after a confirmation: the owner of a pass-and-play game
//! deletes it while unfinished and lands on the home page (finished games stay in the
//! history); a player of an online game resigns, and a bot plays their seat to the end
//! so the others play on (the log says so).

use leptos::prelude::*;
use leptos_router::hooks::use_navigate;

use crate::api::{DeleteGame, ResignGame};
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
/// outside). Each way to leave is a Leptos `ServerAction`: its `pending()` keeps the
/// button from being pressed twice.
#[component]
pub fn LeaveControl(
    leaving: Leaving,
    #[prop(into)] id: Signal<String>,
    #[prop(into)] allowed: Signal<bool>,
    toast: RwSignal<Option<ToastText>>,
    bump: RwSignal<u32>,
) -> impl IntoView {
    let i18n = use_i18n();
    let navigate = use_navigate();
    let asking = RwSignal::new(false);
    let delete = ServerAction::<DeleteGame>::new();
    let resign = ServerAction::<ResignGame>::new();
    let pending = move || delete.pending().get() || resign.pending().get();
    let confirm = move |_| {
        let id = id.get_untracked();
        match leaving {
            Leaving::Delete => delete.dispatch(DeleteGame { id }),
            Leaving::Resign => resign.dispatch(ResignGame { id }),
        };
    };
    let answered = move |done: Result<(), crate::api::ApiError>| {
        if let Err(e) = done {
            toast.set(Some(ToastText::error(e.shown())));
        }
        asking.set(false);
    };
    // Each answer is taken once, when it comes.
    Effect::new(move || {
        if let Some(done) = delete.value().get() {
            untrack(|| {
                if done.is_ok() {
                    navigate("/", Default::default());
                }
                answered(done);
            });
        }
    });
    Effect::new(move || {
        if let Some(done) = resign.value().get() {
            untrack(|| {
                if done.is_ok() {
                    bump.update(|v| *v += 1);
                }
                answered(done);
            });
        }
    });
    let words = move || leaving.words(i18n.lang());
    view! {
        <div class="leave" hidden=move || !allowed.get()>
            <button class="button secondary small" hidden=move || asking.get() on:click=move |_| asking.set(true)>
                {move || words().0}
            </button>
            <Show when=move || asking.get()>
                <div class="leave-confirm" role="alert">
                    <p>{move || words().1}</p>
                    <button class="button danger small" disabled=pending on:click=confirm>
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
