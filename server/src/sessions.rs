//! Browser sessions: tower-sessions with its sqlx store, in the game database (SQLite
//! or PostgreSQL, so every server behind a load balancer knows every session).
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
use service::DbTarget;
use tower_sessions::cookie::{time, SameSite};
use tower_sessions::session::{Id, Record};
use tower_sessions::session_store::{self, SessionStore};
use tower_sessions::{ExpiredDeletion, Expiry, SessionManagerLayer};
use tower_sessions_sqlx_store::{PostgresStore, SqliteStore};

/// Days without activity after which a session (and a guest's hold on its games) lapses.
pub const INACTIVITY_DAYS: i64 = 30;

/// The session cookie's name.
pub const COOKIE_NAME: &str = "karak_session";

/// The sessions' store on the game database's engine. The store needs a pool of its
/// engine's own type, so it opens a small one beside the service's.
#[derive(Clone, Debug)]
pub enum Store {
    Sqlite(SqliteStore),
    Postgres(PostgresStore),
}

impl Store {
    async fn open(target: &DbTarget) -> anyhow::Result<Self> {
        let store = match target {
            DbTarget::Sqlite(path) => {
                let options = sqlx::sqlite::SqliteConnectOptions::new()
                    .filename(path)
                    .busy_timeout(Duration::from_secs(5));
                let pool = sqlx::sqlite::SqlitePoolOptions::new()
                    .max_connections(4)
                    .connect_with(options)
                    .await?;
                Self::Sqlite(
                    SqliteStore::new(pool)
                        .with_table_name("sessions")
                        .map_err(anyhow::Error::msg)?,
                )
            }
            DbTarget::Postgres(url) => {
                let pool = sqlx::postgres::PgPoolOptions::new()
                    .max_connections(4)
                    .connect(url)
                    .await?;
                Self::Postgres(
                    PostgresStore::new(pool)
                        .with_table_name("sessions")
                        .map_err(anyhow::Error::msg)?,
                )
            }
        };
        match &store {
            Self::Sqlite(s) => s.migrate().await?,
            Self::Postgres(s) => s.migrate().await?,
        }
        Ok(store)
    }
}

#[async_trait::async_trait]
impl SessionStore for Store {
    async fn create(&self, record: &mut Record) -> session_store::Result<()> {
        match self {
            Self::Sqlite(s) => s.create(record).await,
            Self::Postgres(s) => s.create(record).await,
        }
    }

    async fn save(&self, record: &Record) -> session_store::Result<()> {
        match self {
            Self::Sqlite(s) => s.save(record).await,
            Self::Postgres(s) => s.save(record).await,
        }
    }

    async fn load(&self, id: &Id) -> session_store::Result<Option<Record>> {
        match self {
            Self::Sqlite(s) => s.load(id).await,
            Self::Postgres(s) => s.load(id).await,
        }
    }

    async fn delete(&self, id: &Id) -> session_store::Result<()> {
        match self {
            Self::Sqlite(s) => s.delete(id).await,
            Self::Postgres(s) => s.delete(id).await,
        }
    }
}

#[async_trait::async_trait]
impl ExpiredDeletion for Store {
    async fn delete_expired(&self) -> session_store::Result<()> {
        match self {
            Self::Sqlite(s) => s.delete_expired().await,
            Self::Postgres(s) => s.delete_expired().await,
        }
    }
}

/// Creates the sessions table if needed, starts the hourly clean-up of expired
/// sessions, and returns the layer that loads and saves sessions.
pub async fn layer(
    db: &service::Db,
    secure_cookies: bool,
) -> anyhow::Result<SessionManagerLayer<Store>> {
    let store = Store::open(db.target())
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
