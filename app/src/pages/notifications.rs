//! `/notifications`: what the signed-in account was told, newest first, each linking
//! to its game. Opening the page marks them read.

use leptos::prelude::*;
use leptos_meta::Title;
use leptos_router::{lazy_route, LazyRoute};
use protocol::Notice;

use crate::api::notices::{mark_notices_read, notices};
use crate::components::account_live::use_account_live;
use crate::i18n::game_texts::title;
use crate::i18n::notices::notice_text;
use crate::i18n::use_i18n;
use crate::pages::history::short_time;

/// The page.
#[component]
pub fn NotificationsPage() -> impl IntoView {
    let i18n = use_i18n();
    let live = use_account_live();
    // Read again whenever something new arrives while the page is open.
    let list = Resource::new(move || live.0.get().map(|a| a.latest), |_| notices());
    // What the page shows is seen: marked read (the bell's count goes to 0).
    Effect::new(move |_| {
        let newest = list.with(|l| {
            l.as_ref()
                .and_then(|l| l.as_ref().ok())
                .and_then(|l| l.iter().filter(|n| !n.read).map(|n| n.id).max())
        });
        if let Some(up_to) = newest {
            leptos::task::spawn_local(async move {
                let _ = mark_notices_read(up_to).await;
            });
        }
    });
    view! {
        <Title text=move || i18n.notices().heading/>
        <main id="main" tabindex="-1" class="page notifications-page">
            <h1>{move || i18n.notices().heading}</h1>
            <BrowserNotices/>
            <Transition fallback=move || view! { <p>{move || i18n.t().loading}</p> }>
                {move || list.get().map(|answer| match answer {
                    Ok(list) if list.is_empty() => view! { <p class="lead">{move || i18n.notices().none}</p> }.into_any(),
                    Ok(list) => view! {
                        <ul class="notice-list">
                            {list.into_iter().map(|n| view! { <NoticeRow notice=n/> }).collect_view()}
                        </ul>
                    }.into_any(),
                    Err(_) => view! {
                        <p class="lead">{move || i18n.notices().sign_in}</p>
                        <p><a class="button primary" href="/sign-in">{move || i18n.accounts().sign_in}</a></p>
                    }.into_any(),
                })}
            </Transition>
        </main>
    }
}

/// Whether this browser shows the site's notifications while it is in the background,
/// and the button that asks for it (known only in the browser: nothing on the server).
#[component]
fn BrowserNotices() -> impl IntoView {
    let i18n = use_i18n();
    // "default", "granted" or "denied"; `None` before the page hydrated (and on the
    // server), so both render the same nothing first.
    let permission = RwSignal::new(None::<&'static str>);
    #[cfg(feature = "hydrate")]
    let read = move || match web_sys::Notification::permission() {
        web_sys::NotificationPermission::Granted => "granted",
        web_sys::NotificationPermission::Denied => "denied",
        _ => "default",
    };
    #[cfg(feature = "hydrate")]
    Effect::new(move |_| permission.set(Some(read())));
    let ask = move |_: leptos::ev::MouseEvent| {
        #[cfg(feature = "hydrate")]
        if let Ok(asked) = web_sys::Notification::request_permission() {
            leptos::task::spawn_local(async move {
                let _ = wasm_bindgen_futures::JsFuture::from(asked).await;
                permission.set(Some(read()));
            });
        }
    };
    view! {
        {move || match permission.get() {
            Some("default") => view! {
                <p><button type="button" class="button secondary" id="browser-notices" on:click=ask>
                    {move || i18n.notices().browser_ask}
                </button></p>
            }.into_any(),
            Some("granted") => view! { <p class="hint">{move || i18n.notices().browser_on}</p> }.into_any(),
            Some(_) => view! { <p class="hint">{move || i18n.notices().browser_blocked}</p> }.into_any(),
            None => ().into_any(),
        }}
    }
}

/// One notification: its words, when, and a link to its game.
#[component]
fn NoticeRow(notice: Notice) -> impl IntoView {
    let i18n = use_i18n();
    let game = notice.game_kind;
    let href = notice.game.as_ref().map(|id| format!("/games/{id}"));
    let unread = !notice.read;
    let when = short_time(&notice.created_at);
    let kind = notice.kind;
    let text = move || {
        let name = game.map(|k| title(k, i18n.lang())).unwrap_or_default();
        notice_text(&notice, &name, i18n.lang())
    };
    view! {
        <li class="notice" class:unread=unread data-kind=format!("{kind:?}")>
            <a href=href>
                <span class="notice-text">{text}</span>
                {unread.then(|| view! { <span class="badge">{move || i18n.notices().unread}</span> })}
                <span class="when">{when}</span>
            </a>
        </li>
    }
}

/// The route, loaded when visited.
pub struct NotificationsRoute;

#[lazy_route]
impl LazyRoute for NotificationsRoute {
    fn data() -> Self {
        NotificationsRoute
    }

    fn view(_this: Self) -> AnyView {
        view! { <NotificationsPage/> }.into_any()
    }
}
