//! The table's one form, so a decision answers a tap before the page's WASM has arrived.
//!
//! Every button that plays an action is a submit button of this form (the `form`
//! attribute names it from wherever the button sits in the table): its `name` is
//! [`ACTION_FIELD`] and its `value` the action as JSON ([`posted`]). Sent as plain HTML,
//! the form posts the game, the seat and the version with the tapped button's action to
//! [`crate::api::play_form::play_form`], which plays it and sends the page back. Once the
//! page has hydrated, the buttons' own click handlers play through the table's server
//! action and the form's submit is cancelled, so nothing is sent twice.

use leptos::prelude::*;
use serde::Serialize;

use crate::api::play_form::PlayForm as PlayFormCall;

/// The form's `id`, which every action button names in its `form` attribute.
pub const PLAY_FORM: &str = "play";

/// The field that carries the tapped button's action.
pub const ACTION_FIELD: &str = "action";

/// The `value` of a button that plays `action`: the action as JSON.
pub fn posted<A: Serialize>(action: &A) -> String {
    serde_json::to_string(action).unwrap_or_default()
}

/// The form the table's action buttons submit: the game, the deciding seat and the
/// version the buttons were drawn for.
#[component]
pub fn PlayForm(
    /// The game.
    #[prop(into)]
    id: Signal<String>,
    /// The seat that decides, when the viewer holds it.
    #[prop(into)]
    seat: Signal<Option<u8>>,
    /// The version of the game the table shows.
    #[prop(into)]
    version: Signal<Option<u32>>,
) -> impl IntoView {
    use leptos::server_fn::ServerFn;
    view! {
        <form id=PLAY_FORM method="post" action=PlayFormCall::PATH hidden
            on:submit=|ev| ev.prevent_default()>
            <input type="hidden" name="id" value=move || id.get()/>
            <input type="hidden" name="seat" value=move || seat.get().map(|s| s.to_string()).unwrap_or_default()/>
            <input type="hidden" name="expected_version" value=move || version.get().map(|v| v.to_string()).unwrap_or_default()/>
        </form>
    }
}
