//! Karak 2's part of the new-game form: Plague & Misery on or off (the heroes are chosen
//! through the shell's form).

use leptos::prelude::*;
use rules::karak2::Karak2Variant;

use super::labels::labels;
use crate::i18n::use_i18n;

/// The Plague & Misery checkbox.
pub fn variant_form(variant: RwSignal<Karak2Variant>) -> AnyView {
    let i18n = use_i18n();
    view! {
        <label class="check plague-rule">
            <input type="checkbox" prop:checked=move || variant.get().plague
                on:change=move |ev| variant.update(|v| v.plague = event_target_checked(&ev))/>
            <span><strong>{move || labels(i18n.lang()).plague}</strong>" — "{move || labels(i18n.lang()).plague_help}</span>
        </label>
    }
    .into_any()
}
