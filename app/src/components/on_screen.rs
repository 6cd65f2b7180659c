//! Bringing a decision on screen. On a phone the panel with the answers lies below the
//! board, so when the turn comes to the viewer the question may be under the fold; the
//! page then scrolls just enough to show it. Only when the decision passes to one of
//! the viewer's seats (not after each of their own moves: a player looking at the board
//! keeps the board under their finger), and only when it is not on screen already.
//!
//! After a move the table is drawn anew and the browser's focus falls back to the page
//! itself: a keyboard player would Tab through the header again after every move. Once the
//! new view is drawn, focus goes back into the panel: after the viewer's own move to its
//! first answer (the next step of their turn), after anyone else's move that brings the
//! viewer a decision to its question (a screen reader reads it out).

use leptos::prelude::*;

/// Watches `deciding` (the seat to act, when it is the viewer's: `None` otherwise) and
/// brings the answers on screen when it turns to one of the viewer's seats.
pub fn bring_decisions_on_screen(deciding: Signal<Option<u8>>) {
    let last = StoredValue::new(None::<u8>);
    Effect::new(move |_| {
        let now = deciding.get();
        let before = last.get_value();
        last.set_value(now);
        if now.is_some() && now != before {
            // After the new view is drawn.
            request_animation_frame(show_answers);
        }
    });
}

/// Scrolls the answers into view when they are not on screen (their bottom at the
/// screen's bottom, or their top at its top when they are taller than the screen).
fn show_answers() {
    #[cfg(feature = "hydrate")]
    {
        /// Where the answers of the deciding seat are, in every game's panel.
        const ANSWERS: &str = ".game-layout .answers, .game-layout .decision";
        let Some(window) = web_sys::window() else {
            return;
        };
        let Some(answers) = window
            .document()
            .and_then(|d| d.query_selector(ANSWERS).ok().flatten())
        else {
            return;
        };
        let screen = window
            .inner_height()
            .ok()
            .and_then(|h| h.as_f64())
            .unwrap_or(0.0);
        let at = answers.get_bounding_client_rect();
        if at.top() >= 0.0 && at.bottom() <= screen {
            return;
        }
        answers.scroll_into_view_with_bool(at.height() > screen);
    }
}

/// Watches the shown `version` and, if the focus was lost to the page: after the first new
/// version following the viewer's own move (`moved_from` holds the version it was made
/// on), gives the focus to the first answer, or to the question when there is none; after
/// any other new version that the viewer decides at (`deciding`), to the question. The
/// version the page opened on moves no focus.
pub fn keep_focus_on_decisions(
    version: Signal<Option<u32>>,
    moved_from: StoredValue<Option<u32>>,
    deciding: Signal<Option<u8>>,
) {
    // Once per move of the viewer's own.
    let done_for = StoredValue::new(None::<u32>);
    let last_seen = StoredValue::new(None::<u32>);
    Effect::new(move |_| {
        let Some(now) = version.get() else { return };
        let before = last_seen.get_value();
        last_seen.set_value(Some(now));
        if let Some(from) = moved_from.get_value() {
            if now > from && done_for.get_value() != Some(from) {
                done_for.set_value(Some(from));
                request_animation_frame(focus_panel);
                return;
            }
        }
        let new_version = before.is_some_and(|b| b != now);
        if new_version && deciding.get_untracked().is_some() {
            request_animation_frame(focus_question);
        }
    });
}

/// Focuses the question of the viewer's decision, without scrolling, unless something else
/// holds the focus.
fn focus_question() {
    #[cfg(feature = "hydrate")]
    focus_first_of(&[".game-layout .decision:not([hidden]) .question"]);
}

/// Focuses the hand-over's button when a turn ended at a shared device, else the first of
/// the panel's answers or its question, without scrolling, unless something else holds
/// the focus.
fn focus_panel() {
    #[cfg(feature = "hydrate")]
    {
        /// Where the focus goes, in order of preference.
        const TARGETS: [&str; 4] = [
            "#pass-bar-hide",
            "#curtain-reveal",
            ".game-layout .answers button:not([disabled])",
            ".game-layout .decision:not([hidden]) .question",
        ];
        focus_first_of(&TARGETS);
    }
}

/// Focuses the first element found of `targets` (selectors), without scrolling, when the
/// focus is lost to the page (on its body).
#[cfg(feature = "hydrate")]
fn focus_first_of(targets: &[&str]) {
    use wasm_bindgen::JsCast;
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let lost = document
        .active_element()
        .is_none_or(|e| e.tag_name() == "BODY");
    if !lost {
        return;
    }
    let target = targets.iter().find_map(|selector| {
        document
            .query_selector(selector)
            .ok()
            .flatten()
            .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok())
    });
    if let Some(target) = target {
        let options = web_sys::FocusOptions::new();
        options.set_prevent_scroll(true);
        let _ = target.focus_with_options(&options);
    }
}
