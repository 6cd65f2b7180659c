//! The card a tap on a map tile opens (Karak's dungeon, Karak 2's landscape): what is on the
//! tile, one line per thing, over the board's corner, with a button that closes it (and
//! Escape). Each game says what the lines are; the card is the same for all.

use leptos::prelude::*;

/// The card headed `title` with `lines`; its close button (named `close`) sets `open` to `None`.
#[component]
pub fn IdentifyCard<T: Send + Sync + 'static>(
    /// What the card describes ("Fountain room").
    title: String,
    /// One line per fact.
    lines: Vec<String>,
    /// The close button's name.
    close: &'static str,
    /// The inspected place: set to `None` by the close button.
    open: RwSignal<Option<T>>,
) -> impl IntoView {
    let label = title.clone();
    // Escape closes it too, wherever the focus is (the card opens from a tap on the board).
    let on_escape = window_event_listener(leptos::ev::keydown, move |ev| {
        if ev.key() == "Escape" {
            open.set(None);
        }
    });
    on_cleanup(move || on_escape.remove());
    view! {
        <div class="identify" role="dialog" aria-label=label>
            <button class="icon-button close" aria-label=close on:click=move |_| open.set(None)>"×"</button>
            <strong>{title}</strong>
            <ul>{lines.into_iter().map(|l| view! { <li>{l}</li> }).collect_view()}</ul>
        </div>
    }
}
