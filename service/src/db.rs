//! The database: SQLite (a file, the default) or PostgreSQL (a `postgres://` URL, for
//! several servers sharing one database), opening it, its settings, its migrations.
//!
//! Both go through sqlx's `Any` driver, so the service holds one set of SQL that both
//! accept (`$1` placeholders, `ON CONFLICT`, `RETURNING`, timestamps bound from
//! Rust): no second implementation of the game service. The schema is the one place
//! the two differ (`migrations/sqlite`, `migrations/postgres`), and [`Dialect`] the
//! one switch the code reads (how a writing transaction begins).

use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

use sqlx::any::{AnyConnectOptions, AnyPoolOptions};
use sqlx::{AnyPool, Executor};

use crate::people_first::{PeopleFirst, PersonWrite, ServerWrite};

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

/// Which database engine holds the games.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dialect {
    /// One file, one server: the default.
    Sqlite,
    /// One database shared by several servers.
    Postgres,
}

/// Where the games are kept: a `postgres://` (or `postgresql://`) URL, or else the path
/// of a SQLite file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DbTarget {
    Sqlite(std::path::PathBuf),
    Postgres(String),
}

impl DbTarget {
    /// Reads `KARAK_DB`'s form: a PostgreSQL URL or a file path.
    pub fn parse(text: &str) -> Self {
        if text.starts_with("postgres://") || text.starts_with("postgresql://") {
            Self::Postgres(text.to_owned())
        } else {
            Self::Sqlite(text.into())
        }
    }
}

impl std::fmt::Display for DbTarget {
    /// The file's path, or the URL without its password (for logs and errors).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::Sqlite(path) => write!(f, "{}", path.display()),
            Self::Postgres(url) => match url::Url::parse(url) {
                Ok(mut parsed) if parsed.password().is_some() => {
                    let _ = parsed.set_password(Some("***"));
                    write!(f, "{parsed}")
                }
                _ => write!(f, "{url}"),
            },
        }
    }
}

/// A server's claim on moving one game's bot ([`Db::bot_lease`]).
#[derive(Debug)]
pub struct BotLease(Option<sqlx::Transaction<'static, sqlx::Any>>);

impl BotLease {
    /// Lets go of the claim. (Dropping a lease lets go too, but only when the pool gets
    /// round to rolling its transaction back.)
    ///
    /// # Errors
    /// The database's error; the claim goes with the connection anyway.
    pub async fn release(self) -> Result<(), sqlx::Error> {
        match self.0 {
            Some(tx) => tx.rollback().await,
            None => Ok(()),
        }
    }
}

/// A pool of connections to the database, migrated to the latest schema.
#[derive(Clone, Debug)]
pub struct Db {
    pool: AnyPool,
    /// What writes go through ([`Db::writer`]).
    writer: AnyPool,
    dialect: Dialect,
    target: DbTarget,
    /// Lets people's writes pass the server's own in the writer's queue (SQLite).
    people_first: Arc<PeopleFirst>,
}

/// SQLite's settings for every connection. WAL mode lets readers go on while a move is
/// committed; `synchronous=NORMAL` is durable across application crashes in WAL mode
/// (a power cut may lose the last transactions, never corrupt the file); a writer waits
/// up to five seconds for the write lock.
const SQLITE_SETTINGS: &str = "PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL;
     PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;";

/// The key of the PostgreSQL advisory lock that writing transactions take (see
/// [`Db::begin_write`]); any number the site uses for nothing else.
const WRITE_LOCK_KEY: i64 = 0x004b_6172_616b; // "Karak" in ASCII

impl Db {
    /// Opens (creating if needed) the SQLite database at `path` and migrates it.
    ///
    /// # Errors
    /// [`DbError`] when the folder cannot be created, the file cannot be opened,
    /// or a migration fails.
    pub async fn open(path: &Path) -> Result<Self, DbError> {
        Self::connect(&DbTarget::Sqlite(path.to_owned())).await
    }

    /// Opens the database `target` names and migrates it: a SQLite file (created if
    /// missing) or a PostgreSQL database (which must exist).
    ///
    /// # Errors
    /// [`DbError`] when the folder cannot be created, the database cannot be reached,
    /// or a migration fails.
    pub async fn connect(target: &DbTarget) -> Result<Self, DbError> {
        sqlx::any::install_default_drivers();
        let (url, dialect, connections) = match target {
            DbTarget::Sqlite(path) => {
                if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
                    std::fs::create_dir_all(dir).map_err(|source| DbError::CreateDir {
                        path: dir.display().to_string(),
                        source,
                    })?;
                }
                (
                    format!("sqlite://{}?mode=rwc", path.display()),
                    Dialect::Sqlite,
                    8,
                )
            }
            DbTarget::Postgres(url) => (url.clone(), Dialect::Postgres, 16),
        };
        let open_error = |source| DbError::Open {
            url: target.to_string(),
            source,
        };
        let options: AnyConnectOptions = url.parse().map_err(open_error)?;
        let pool_of = |connections| {
            AnyPoolOptions::new()
                .max_connections(connections)
                .acquire_timeout(Duration::from_secs(10))
                .after_connect(move |conn, _| {
                    Box::pin(async move {
                        if dialect == Dialect::Sqlite {
                            conn.execute(SQLITE_SETTINGS).await?;
                        }
                        Ok(())
                    })
                })
                .connect_with(options.clone())
        };
        let pool = pool_of(connections).await.map_err(open_error)?;
        match dialect {
            Dialect::Sqlite => sqlx::migrate!("./migrations/sqlite").run(&pool).await?,
            Dialect::Postgres => sqlx::migrate!("./migrations/postgres").run(&pool).await?,
        }
        crate::accounts::names::backfill_name_keys(&pool).await?;
        // SQLite has one writer at a time: writers that each hold a connection of the
        // pool wait for its lock in SQLite's busy handler, which sleeps 1, 2, 5 … 100 ms
        // between tries, so a write could wait far longer than the writes before it
        // took. One connection for every write makes them queue in the pool's order
        // instead. PostgreSQL writes side by side: its writer is the pool.
        let writer = match dialect {
            Dialect::Sqlite => pool_of(1).await.map_err(open_error)?,
            Dialect::Postgres => pool.clone(),
        };
        Ok(Self {
            pool,
            writer,
            dialect,
            target: target.clone(),
            people_first: Arc::default(),
        })
    }

    /// The connection pool, for the service's own reads.
    pub fn pool(&self) -> &AnyPool {
        &self.pool
    }

    /// Where the service's writes go: on SQLite one connection, so writers queue in
    /// order rather than in SQLite's busy handler; on PostgreSQL the pool.
    pub fn writer(&self) -> &AnyPool {
        &self.writer
    }

    /// Marks a person's write (a move they made) as waiting for the writer until the
    /// answer is dropped, so that the server's own writes let it pass
    /// ([`Db::after_people`]).
    pub(crate) fn person_writes(&self) -> PersonWrite {
        self.people_first.person_writes()
    }

    /// The turn of one of the server's own writes (a bot's or a timed-out turn's move,
    /// a timeout's record, notifications): after the server's writes before it, and
    /// once no person's write waits for SQLite's one writer (at most
    /// [`crate::people_first::MOST_A_BOT_WAITS`]). Hold it until the write is done.
    /// PostgreSQL writes side by side: nothing to wait for (`None`).
    pub(crate) async fn server_writes(&self) -> Option<ServerWrite> {
        match self.dialect {
            Dialect::Sqlite => Some(self.people_first.server_writes().await),
            Dialect::Postgres => None,
        }
    }

    /// Which engine this is.
    pub fn dialect(&self) -> Dialect {
        self.dialect
    }

    /// Where this database is (for the sessions' own pool, the live listener, logs).
    pub fn target(&self) -> &DbTarget {
        &self.target
    }

    /// Begins a transaction that reads, then writes, as one writer at a time.
    ///
    /// SQLite: `BEGIN IMMEDIATE` takes the write lock at once, so it waits its turn
    /// under the busy timeout; a plain `BEGIN` that reads first and writes later fails
    /// with "database is locked" when another connection committed in between.
    /// PostgreSQL: the same rule through a transaction-scoped advisory lock, so these
    /// rare multi-statement writes (a game's creation, a seat taken, an undo) see each
    /// other's results as on SQLite. Moves are one statement and take no such lock:
    /// the game's row orders them (see the migrations' `moves`).
    ///
    /// # Errors
    /// The database's error when the lock cannot be had.
    pub async fn begin_write(&self) -> Result<sqlx::Transaction<'static, sqlx::Any>, sqlx::Error> {
        match self.dialect {
            Dialect::Sqlite => self.writer.begin_with("BEGIN IMMEDIATE").await,
            Dialect::Postgres => {
                let mut tx = self.pool.begin().await?;
                sqlx::query("SELECT pg_advisory_xact_lock($1)")
                    .bind(WRITE_LOCK_KEY)
                    .execute(&mut *tx)
                    .await?;
                Ok(tx)
            }
        }
    }

    /// Begins a transaction whose reads all see the database at one moment (a game's
    /// row and its actions agree). SQLite's transactions do; PostgreSQL's default
    /// (read committed) takes a new snapshot per statement, so this asks for
    /// repeatable read.
    ///
    /// # Errors
    /// The database's error.
    pub async fn begin_read(&self) -> Result<sqlx::Transaction<'static, sqlx::Any>, sqlx::Error> {
        match self.dialect {
            Dialect::Sqlite => self.pool.begin().await,
            Dialect::Postgres => {
                self.pool
                    .begin_with("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY")
                    .await
            }
        }
    }

    /// Claims the move of game `id`'s bot for this server, waiting while another
    /// server holds the claim. PostgreSQL: a transaction-scoped advisory lock keyed by
    /// the game's id, held until [`BotLease::release`] (or its server dies). Of the
    /// servers that would move a bot, one thinks and commits; the others get the claim
    /// after it, find the game moved on and do nothing. SQLite: this server is the
    /// only one.
    ///
    /// # Errors
    /// The database's error.
    pub async fn bot_lease(&self, id: &str) -> Result<BotLease, sqlx::Error> {
        if self.dialect == Dialect::Sqlite {
            return Ok(BotLease(None));
        }
        let mut tx = self.pool.begin().await?;
        sqlx::query("SELECT pg_advisory_xact_lock(hashtext($1))")
            .bind(id)
            .execute(&mut *tx)
            .await?;
        Ok(BotLease(Some(tx)))
    }

    /// Runs a trivial query.
    ///
    /// # Errors
    /// The database's error when it does not answer.
    pub async fn ping(&self) -> Result<(), DbError> {
        sqlx::query("SELECT 1").execute(&self.pool).await?;
        Ok(())
    }

    /// Closes every connection (checkpointing SQLite's WAL). Called on shutdown.
    pub async fn close(&self) {
        self.writer.close().await;
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
        // Writes queue for one connection of their own.
        assert_eq!(db.writer().options().get_max_connections(), 1);
        db.close().await;
        let again = Db::open(&path).await.unwrap();
        again.ping().await.unwrap();
    }

    /// `KARAK_DB` names PostgreSQL by its URL scheme; anything else is a file.
    #[test]
    fn a_target_is_a_url_or_a_path() {
        assert_eq!(
            DbTarget::parse("data/karak.db"),
            DbTarget::Sqlite("data/karak.db".into())
        );
        let pg = DbTarget::parse("postgres://karak:secret@db:5432/karak");
        assert!(matches!(pg, DbTarget::Postgres(_)));
        assert_eq!(pg.to_string(), "postgres://karak:***@db:5432/karak");
    }
}
