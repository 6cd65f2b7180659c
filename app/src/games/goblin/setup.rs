//! Goblin's part of the new-game form: the optional hero abilities (the heroes are chosen
//! through the shell's form).

use leptos::prelude::*;
use rules::goblin::GoblinVariant;

use super::labels::labels;
use crate::i18n::use_i18n;

/// The abilities' checkbox.
pub fn variant_form(variant: RwSignal<GoblinVariant>) -> AnyView {
    let i18n = use_i18n();
    view! {
        <label class="check abilities">
            <input type="checkbox" prop:checked=move || variant.get().abilities
                on:change=move |ev| variant.update(|v| v.abilities = event_target_checked(&ev))/>
            <span><strong>{move || labels(i18n.lang()).abilities}</strong>" — "{move || labels(i18n.lang()).abilities_help}</span>
        </label>
    }
    .into_any()
}
