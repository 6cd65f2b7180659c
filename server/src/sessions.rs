//! Browser sessions: tower-sessions with its SQLite store, in the game database.
//!
//! The session cookie is HttpOnly and SameSite=Lax; Secure when the server is
//! configured to sit behind TLS (`--secure-cookies`). A session expires after
//! [`INACTIVITY_DAYS`] without a change; `app::api` refreshes it at most once a day
//! while it is used. A session is written only when there is something to keep: a
//! guest id is put into it by the first server function that makes or imports a
//! game, and sign-in and sign-up fill it; reading functions leave a visitor
//! without a session anonymous (see `app::api::ssr::viewer`).

use std::time::Duration;

use anyhow::Context;
use tower_sessions::cookie::{time, SameSite};
use tower_sessions::{ExpiredDeletion, Expiry, SessionManagerLayer};
use tower_sessions_sqlx_store::SqliteStore;

/// Days without activity after which a session (and a guest's hold on its games) lapses.
pub const INACTIVITY_DAYS: i64 = 30;

/// The session cookie's name.
pub const COOKIE_NAME: &str = "karak_session";

/// Creates the sessions table if needed, starts the hourly clean-up of expired
/// sessions, and returns the layer that loads and saves sessions.
pub async fn layer(
    db: &service::Db,
    secure_cookies: bool,
) -> anyhow::Result<SessionManagerLayer<SqliteStore>> {
    let store = SqliteStore::new(db.pool().clone())
        .with_table_name("sessions")
        .map_err(anyhow::Error::msg)?;
    store
        .migrate()
        .await
        .context("creating the sessions table")?;
    tokio::spawn({
        let store = store.clone();
        async move {
            if let Err(e) = store
                .continuously_delete_expired(Duration::from_secs(3600))
                .await
            {
                tracing::warn!(error = %e, "stopped deleting expired sessions");
            }
        }
    });
    Ok(SessionManagerLayer::new(store)
        .with_name(COOKIE_NAME)
        .with_http_only(true)
        .with_same_site(SameSite::Lax)
        .with_secure(secure_cookies)
        .with_path("/")
        .with_expiry(Expiry::OnInactivity(time::Duration::days(INACTIVITY_DAYS))))
}
