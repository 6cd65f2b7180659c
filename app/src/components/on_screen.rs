//! Bringing a decision on screen. On a phone the panel with the answers lies below the
//! board, so when the turn comes to the viewer the question may be under the fold; the
//! page then scrolls just enough to show it. Only when the decision passes to one of
//! the viewer's seats (not after each of their own moves: a player looking at the board
//! keeps the board under their finger), and only when it is not on screen already.

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
