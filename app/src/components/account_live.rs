//! The signed-in account's live counts (unread notifications, games waiting for its
//! decision), shared by every page: the header's bell, the tab's title and the home
//! page's lists follow them. The server's stream (`/api/account/events`) sends them at
//! once and after every change; the browser's EventSource reconnects by itself.
//!
//! While the site is in a background tab and the player allowed it (the notifications
//! page asks), what is new also shows as the browser's own notification; a click on it
//! opens the game.

use leptos::prelude::*;
use protocol::AccountUpdate;

/// The counts as the page knows them (`None` before the stream's first message, and
/// always for a visitor who is not signed in). Provided once by the app.
#[derive(Clone, Copy, Debug)]
pub struct AccountLive(pub RwSignal<Option<AccountUpdate>>);

/// Provides the counts to every page (call once, in the app).
pub fn provide_account_live() -> AccountLive {
    let live = AccountLive(RwSignal::new(None));
    provide_context(live);
    live
}

/// The counts every page shares.
pub fn use_account_live() -> AccountLive {
    use_context::<AccountLive>().unwrap_or_else(provide_account_live)
}

/// Follows the signed-in account's stream while the calling component is mounted
/// (the header, once it knows the visitor is signed in).
pub fn follow_account(live: AccountLive) {
    #[cfg(feature = "hydrate")]
    browser::follow(live);
    #[cfg(not(feature = "hydrate"))]
    let _ = live;
}

#[cfg(feature = "hydrate")]
mod browser {
    use super::*;
    use wasm_bindgen::closure::Closure;
    use wasm_bindgen::JsCast;
    use web_sys::{EventSource, MessageEvent};

    /// The open stream and its callback (dropped together).
    struct Stream {
        source: EventSource,
        _on_update: Closure<dyn FnMut(web_sys::Event)>,
    }

    impl Drop for Stream {
        fn drop(&mut self) {
            self.source.close();
        }
    }

    pub(super) fn follow(live: AccountLive) {
        let Ok(source) = EventSource::new("/api/account/events") else {
            return;
        };
        let lang = crate::i18n::use_i18n().0;
        let on_update = Closure::<dyn FnMut(web_sys::Event)>::new(move |e: web_sys::Event| {
            let Some(text) = e
                .dyn_ref::<MessageEvent>()
                .and_then(|e| e.data().as_string())
            else {
                return;
            };
            if let Ok(update) = serde_json::from_str::<AccountUpdate>(&text) {
                let seen = live.0.get_untracked().map(|u| u.latest);
                live.0.set(Some(update));
                // Something new while the tab is in the background: the browser says so.
                if let Some(seen) = seen.filter(|&s| update.latest > s) {
                    if document().hidden() && allowed() {
                        leptos::task::spawn_local(show_newer_than(seen, lang.get_untracked()));
                    }
                }
            }
        });
        let _ =
            source.add_event_listener_with_callback("account", on_update.as_ref().unchecked_ref());
        let stream = StoredValue::new_local(Some(Stream {
            source,
            _on_update: on_update,
        }));
        on_cleanup(move || stream.set_value(None));
    }

    /// Whether the player let this site show the browser's notifications.
    pub(super) fn allowed() -> bool {
        web_sys::Notification::permission() == web_sys::NotificationPermission::Granted
    }

    /// Shows the account's notifications newer than `seen` as the browser's own (read or
    /// not: an open notifications page marks them read as they arrive).
    async fn show_newer_than(seen: i64, lang: crate::i18n::Lang) {
        let Ok(list) = crate::api::notices::notices().await else {
            return;
        };
        for notice in list.iter().filter(|n| n.id > seen) {
            let game = notice
                .game_kind
                .map(|k| crate::i18n::game_texts::title(k, lang))
                .unwrap_or_default();
            let options = web_sys::NotificationOptions::new();
            options.set_body(&crate::i18n::notices::notice_text(notice, &game, lang));
            options.set_tag(&format!("karak-{}", notice.id));
            let Ok(shown) = web_sys::Notification::new_with_options("Karak Online", &options)
            else {
                continue;
            };
            let href = notice
                .game
                .as_ref()
                .map_or_else(|| "/notifications".to_owned(), |id| format!("/games/{id}"));
            let open = Closure::once_into_js(move || {
                let _ = window().focus();
                let _ = window().location().set_href(&href);
            });
            shown.set_onclick(Some(open.unchecked_ref()));
        }
    }
}
