//! The game service: the one writer of games, and the only place SQL lives.
//!
//! Both the Leptos server functions (in `app`, behind its `ssr` feature) and the
//! public JSON API (in `server`) call into this crate, so no rule of storage or
//! authorisation is written twice. Why a crate of its own rather than a module of
//! `server`: `app`'s server functions must call it, and `app` cannot depend on
//! `server` (which depends on `app`).

mod db;

pub use db::{Db, DbError};

/// The version of this build, reported by `/healthz`.
pub const VERSION: &str = env!("CARGO_PKG_VERSION");

/// Handle to everything the server functions and the API need. Cheap to clone.
#[derive(Clone, Debug)]
pub struct Service {
    db: Db,
}

/// What `/healthz` reports.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize, PartialEq, Eq)]
pub struct Health {
    pub status: String,
    pub version: String,
    pub rules_version: u32,
    pub database: String,
}

impl Service {
    /// Wraps an opened, migrated database.
    pub fn new(db: Db) -> Self {
        Self { db }
    }

    /// The database this service writes to.
    pub fn db(&self) -> &Db {
        &self.db
    }

    /// Checks that the database answers a query.
    pub async fn health(&self) -> Health {
        let database_ok = self.db.ping().await.is_ok();
        Health {
            status: if database_ok { "ok" } else { "degraded" }.to_owned(),
            version: VERSION.to_owned(),
            rules_version: rules::RULES_VERSION,
            database: if database_ok { "reachable" } else { "unreachable" }.to_owned(),
        }
    }
}
