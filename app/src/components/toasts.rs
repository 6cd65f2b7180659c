//! The news of a page: what a move did, one line per event in the order they happened
//! (or why it failed), gone after a few seconds. It has a strip of its own above the
//! table, always there (empty between moves), so it never covers a decision and never
//! moves what lies below it; the whole story of a move stays in the log.

use leptos::prelude::*;

/// A toast's message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ToastText {
    /// Whether it reports an error.
    pub error: bool,
    /// Its lines, in order.
    pub lines: Vec<String>,
}

impl ToastText {
    /// An error in one line.
    pub fn error(text: String) -> Self {
        Self {
            error: true,
            lines: vec![text],
        }
    }

    /// A refused or failed move in `lang`: a stale version in the table's own words (the
    /// page reads the game again), anything else as its error says it.
    pub fn refusal(e: &crate::api::ApiError, lang: crate::i18n::Lang) -> Self {
        if e.is_conflict() {
            Self::error(lang.t().conflict.to_owned())
        } else {
            Self::error(e.shown())
        }
    }

    /// What a move did, in order; `None` when it said nothing.
    pub fn news(lines: Vec<String>) -> Option<Self> {
        (!lines.is_empty()).then_some(Self {
            error: false,
            lines,
        })
    }
}

/// How long a toast of one line stays; each further line adds [`TOAST_LINE_MS`].
const TOAST_MS: u64 = 3500;
const TOAST_LINE_MS: u64 = 1200;
/// The longest a toast stays, however many lines.
const TOAST_MAX_MS: u64 = 8000;

/// Shows `toast` while it is set; a newer toast restarts the clock.
#[component]
pub fn Toast(toast: RwSignal<Option<ToastText>>) -> impl IntoView {
    // The clock of the toast shown: a newer toast, or the page going, stops it.
    let timer = StoredValue::new(None::<TimeoutHandle>);
    let stop = move || {
        if let Some(Some(h)) = timer.try_update_value(Option::take) {
            h.clear();
        }
    };
    on_cleanup(stop);
    Effect::new(move |_| {
        let Some(lines) = toast.with(|t| t.as_ref().map(|t| t.lines.len() as u64)) else {
            return;
        };
        stop();
        let ms = (TOAST_MS + TOAST_LINE_MS * lines.saturating_sub(1)).min(TOAST_MAX_MS);
        let hide = move || toast.set(None);
        timer.set_value(set_timeout_with_handle(hide, std::time::Duration::from_millis(ms)).ok());
    });
    view! {
        // Not a live region: the table's announcer says what moves did
        // (`components/announcer.rs`); a refusal is an alert of its own.
        <div class="news">
            {move || toast.get().map(|t| {
                let whole = t.lines.join("\n");
                view! {
                    <div class="toast" class:error=t.error title=whole role=t.error.then_some("alert")>
                        {t.lines.into_iter().map(|l| view! { <p>{l}</p> }).collect_view()}
                    </div>
                }
            })}
        </div>
    }
}
