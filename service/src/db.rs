//! The SQLite database: opening it, its settings, and its migrations.

use std::path::Path;
use std::str::FromStr;
use std::time::Duration;

use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous};
use sqlx::SqlitePool;

/// Why the database could not be used.
#[derive(Debug, thiserror::Error)]
pub enum DbError {
    #[error("cannot create the database folder {path}: {source}")]
    CreateDir {
        path: String,
        source: std::io::Error,
    },
    #[error("cannot open the database {url}: {source}")]
    Open { url: String, source: sqlx::Error },
    #[error("cannot migrate the database: {0}")]
    Migrate(#[from] sqlx::migrate::MigrateError),
    #[error("database error: {0}")]
    Query(#[from] sqlx::Error),
}

/// A pool of connections to one SQLite file, migrated to the latest schema.
#[derive(Clone, Debug)]
pub struct Db {
    pool: SqlitePool,
}

impl Db {
    /// Opens (creating if needed) the SQLite database at `path` and migrates it.
    ///
    /// WAL mode lets readers go on while a move is committed; `synchronous=NORMAL`
    /// is durable across application crashes in WAL mode (a power cut may lose the
    /// last transactions, never corrupt the file).
    ///
    /// # Errors
    /// [`DbError`] when the folder cannot be created, the file cannot be opened,
    /// or a migration fails.
    pub async fn open(path: &Path) -> Result<Self, DbError> {
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            std::fs::create_dir_all(dir).map_err(|source| DbError::CreateDir {
                path: dir.display().to_string(),
                source,
            })?;
        }
        let url = format!("sqlite://{}", path.display());
        let options = SqliteConnectOptions::from_str(&url)
            .map_err(|source| DbError::Open {
                url: url.clone(),
                source,
            })?
            .create_if_missing(true)
            .journal_mode(SqliteJournalMode::Wal)
            .synchronous(SqliteSynchronous::Normal)
            .foreign_keys(true)
            .busy_timeout(Duration::from_secs(5));
        let pool = SqlitePoolOptions::new()
            .max_connections(8)
            .connect_with(options)
            .await
            .map_err(|source| DbError::Open { url, source })?;
        sqlx::migrate!("./migrations").run(&pool).await?;
        Ok(Self { pool })
    }

    /// The connection pool, for the service's own queries.
    pub fn pool(&self) -> &SqlitePool {
        &self.pool
    }

    /// Begins a transaction that writes. It takes SQLite's write lock at once
    /// (`BEGIN IMMEDIATE`), so it waits its turn under the busy timeout; a plain
    /// `BEGIN` that reads first and writes later fails with "database is locked" when
    /// another connection committed in between (WAL cannot upgrade a stale snapshot).
    ///
    /// # Errors
    /// The database's error when the lock cannot be had within the busy timeout.
    pub async fn begin_write(
        &self,
    ) -> Result<sqlx::Transaction<'static, sqlx::Sqlite>, sqlx::Error> {
        self.pool.begin_with("BEGIN IMMEDIATE").await
    }

    /// Runs a trivial query.
    ///
    /// # Errors
    /// The database's error when it does not answer.
    pub async fn ping(&self) -> Result<(), DbError> {
        sqlx::query("SELECT 1").execute(&self.pool).await?;
        Ok(())
    }

    /// Closes every connection, checkpointing the WAL. Called on shutdown.
    pub async fn close(&self) {
        self.pool.close().await;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A fresh file is created, migrated, and answers; opening it again is a no-op
    /// migration (the server restarts on the same file).
    #[tokio::test]
    async fn opens_migrates_and_reopens_a_real_file() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("nested/karak.db");
        let db = Db::open(&path).await.unwrap();
        db.ping().await.unwrap();
        let tables: Vec<(String,)> =
            sqlx::query_as("SELECT name FROM sqlite_master WHERE type='table' ORDER BY name")
                .fetch_all(db.pool())
                .await
                .unwrap();
        let names: Vec<&str> = tables.iter().map(|t| t.0.as_str()).collect();
        for table in ["actions", "games", "seats", "users"] {
            assert!(names.contains(&table), "missing table {table} in {names:?}");
        }
        let mode: (String,) = sqlx::query_as("PRAGMA journal_mode")
            .fetch_one(db.pool())
            .await
            .unwrap();
        assert_eq!(mode.0, "wal");
        db.close().await;
        let again = Db::open(&path).await.unwrap();
        again.ping().await.unwrap();
    }
}
