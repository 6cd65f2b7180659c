//! The toast of a page: one short message at the bottom (what a move did, or why it
//! failed) that fades after a few seconds or when tapped.

use leptos::prelude::*;

use crate::components::table::ToastText;

/// How long a toast stays.
const TOAST_MS: u64 = 3500;

/// Shows `toast` while it is set; a newer toast restarts the clock.
#[component]
pub fn Toast(toast: RwSignal<ToastText>) -> impl IntoView {
    let serial = StoredValue::new(0u32);
    Effect::new(move |_| {
        if toast.get().is_some() {
            let mine = serial.get_value().wrapping_add(1);
            serial.set_value(mine);
            set_timeout(
                move || {
                    if serial.get_value() == mine {
                        toast.set(None);
                    }
                },
                std::time::Duration::from_millis(TOAST_MS),
            );
        }
    });
    move || {
        toast.get().map(|(error, text)| {
            view! {
                <div class="toast" class:error=error role="status" on:click=move |_| toast.set(None)>{text}</div>
            }
        })
    }
}
