//! Karak's part of the new-game form: the expert variant (the heroes are chosen through
//! the shell's form, from [`crate::games::GameUi`]'s roles).

use leptos::prelude::*;
use rules::karak::KarakVariant;

use super::labels::labels;
use crate::i18n::use_i18n;

/// The expert variant's checkbox.
pub fn variant_form(variant: RwSignal<KarakVariant>) -> AnyView {
    let i18n = use_i18n();
    view! {
        <label class="check expert">
            <input type="checkbox" prop:checked=move || variant.get().expert
                on:change=move |ev| variant.update(|v| v.expert = event_target_checked(&ev))/>
            <span><strong>{move || labels(i18n.lang()).expert_variant}</strong>" — "{move || labels(i18n.lang()).expert_help}</span>
        </label>
    }
    .into_any()
}
