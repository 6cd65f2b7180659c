//! `GET /api/account/events`: the signed-in account's live counts (unread
//! notifications, games waiting for its decision) as Server-Sent Events, at once and
//! after every change, for the header and the tab title of every open page.
//!
//! Unlike `/api/v1`, this stream belongs to the site's pages: it reads the browser
//! session (a GET changes nothing, so cookies carry no risk here). A client holds at
//! most as many streams as for games, and each ends after the same lifetime.

use std::convert::Infallible;
use std::time::Duration;

use axum::extract::{ConnectInfo, State};
use axum::http::{header, StatusCode};
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use protocol::AccountUpdate;
use service::{Caller, Service};
use tokio::sync::broadcast::error::RecvError;
use tower_sessions::Session;

use crate::api::streams::Streams;

/// A comment line this often keeps proxies from closing an idle stream.
const KEEP_ALIVE: Duration = Duration::from_secs(15);

/// The stream of the session's account; 401 for a visitor who is not signed in,
/// 429 when the client holds its most streams.
pub async fn account_events(
    State(service): State<Service>,
    State(streams): State<Streams>,
    ConnectInfo(client): ConnectInfo<std::net::SocketAddr>,
    session: Session,
) -> Response {
    let user = match app::api::accounts::ssr::signed_in_with(&service, &session).await {
        Ok(Some(user)) => user,
        Ok(None) => return StatusCode::UNAUTHORIZED.into_response(),
        Err(_) => return StatusCode::INTERNAL_SERVER_ERROR.into_response(),
    };
    let Some(slot) = streams.open(client.ip()) else {
        return (StatusCode::TOO_MANY_REQUESTS, [(header::RETRY_AFTER, "10")]).into_response();
    };
    let caller = Caller::User(user);
    let Ok(rx) = service.watch_account(&caller) else {
        return StatusCode::UNAUTHORIZED.into_response();
    };
    let stream = futures_util::stream::unfold(
        (true, rx, service, caller, slot),
        |(first, mut rx, service, caller, slot)| async move {
            if !first {
                // Several changes at once (or a slow reader) are one read of the counts.
                match rx.recv().await {
                    Ok(()) | Err(RecvError::Lagged(_)) => {}
                    Err(RecvError::Closed) => return None,
                }
            }
            let update = service.account_update(&caller).await.ok()?;
            Some((
                Ok::<_, Infallible>(event(update)),
                (false, rx, service, caller, slot),
            ))
        },
    );
    let stream =
        futures_util::StreamExt::take_until(stream, tokio::time::sleep(streams.max_lifetime));
    (
        [
            (header::CACHE_CONTROL, "no-store"),
            (header::HeaderName::from_static("x-accel-buffering"), "no"),
        ],
        Sse::new(stream).keep_alive(KeepAlive::new().interval(KEEP_ALIVE)),
    )
        .into_response()
}

fn event(update: AccountUpdate) -> Event {
    Event::default()
        .event("account")
        .json_data(update)
        .unwrap_or_else(|_| Event::default().event("account"))
}
