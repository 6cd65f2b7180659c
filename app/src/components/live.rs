//! Live updates of one game: the server's event stream (`/api/v1/games/{id}/events`,
//! Server-Sent Events) as signals, with the connection's state for the player.
//!
//! The stream says only "the game is now at version N"; the page then fetches its
//! own view through the normal server function, so what a player sees is always
//! checked by the server for their seat. The browser's EventSource reconnects by
//! itself after a network loss, and the server sends the current version first on
//! every connection, so the page catches up from wherever it was.

use leptos::prelude::*;
use protocol::GameUpdate;

/// The state of the live connection, shown to the player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Connection {
    /// Opening (and always on the server, which renders before any stream).
    Connecting,
    /// Receiving updates.
    Live,
    /// Lost; the browser is trying again.
    Reconnecting,
}

/// Subscribes to game `id`'s live updates while the calling component is mounted.
/// Returns the connection state and the latest update.
pub fn use_game_updates(
    id: Signal<String>,
) -> (ReadSignal<Connection>, ReadSignal<Option<GameUpdate>>) {
    let (state, set_state) = signal(Connection::Connecting);
    let (latest, set_latest) = signal(None::<GameUpdate>);
    #[cfg(feature = "hydrate")]
    browser::subscribe(id, set_state, set_latest);
    #[cfg(not(feature = "hydrate"))]
    let _ = (id, set_state, set_latest);
    (state, latest)
}

#[cfg(feature = "hydrate")]
mod browser {
    use super::*;
    use wasm_bindgen::closure::Closure;
    use wasm_bindgen::JsCast;
    use web_sys::{EventSource, MessageEvent};

    /// The open stream and its callbacks (dropped together).
    struct Stream {
        source: EventSource,
        _callbacks: Vec<Closure<dyn FnMut(web_sys::Event)>>,
    }

    impl Drop for Stream {
        fn drop(&mut self) {
            self.source.close();
        }
    }

    pub(super) fn subscribe(
        id: Signal<String>,
        set_state: WriteSignal<Connection>,
        set_latest: WriteSignal<Option<GameUpdate>>,
    ) {
        let current = StoredValue::new_local(None::<Stream>);
        Effect::new(move |_| {
            let id = id.get();
            // Close the previous game's stream before opening this one.
            current.set_value(None);
            if id.is_empty() {
                return;
            }
            set_state.set(Connection::Connecting);
            let Ok(source) = EventSource::new(&format!("/api/v1/games/{id}/events")) else {
                set_state.set(Connection::Reconnecting);
                return;
            };
            let on_update = Closure::<dyn FnMut(web_sys::Event)>::new(move |e: web_sys::Event| {
                let Some(e) = e.dyn_ref::<MessageEvent>() else {
                    return;
                };
                if let Some(text) = e.data().as_string() {
                    if let Ok(update) = serde_json::from_str::<GameUpdate>(&text) {
                        set_state.set(Connection::Live);
                        set_latest.set(Some(update));
                    }
                }
            });
            let on_open = Closure::<dyn FnMut(web_sys::Event)>::new(move |_| {
                set_state.set(Connection::Live);
            });
            let on_error = Closure::<dyn FnMut(web_sys::Event)>::new(move |_| {
                set_state.set(Connection::Reconnecting);
            });
            let _ = source
                .add_event_listener_with_callback("update", on_update.as_ref().unchecked_ref());
            source.set_onopen(Some(on_open.as_ref().unchecked_ref()));
            source.set_onerror(Some(on_error.as_ref().unchecked_ref()));
            current.set_value(Some(Stream {
                source,
                _callbacks: vec![on_update, on_open, on_error],
            }));
        });
        on_cleanup(move || current.set_value(None));
    }
}
