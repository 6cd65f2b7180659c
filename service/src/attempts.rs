//! Rate-limit counters where every server sees them. With SQLite (one server) the
//! attempts are counted in this server's memory ([`Throttle`]); with PostgreSQL
//! (several servers behind a load balancer) in the table `rate_limits` they share,
//! so a client gets the same number of attempts whichever server answers it.
//!
//! Both count fixed windows per key, with the same four operations. On the shared
//! table a reservation is one statement (an upsert that counts the attempt only
//! while the key has fewer than `limit` in its window), so parallel attempts on two
//! servers cannot all pass the check. A database that does not answer counts
//! nothing and refuses nothing: the request that follows needs the database anyway.

use std::sync::Arc;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use crate::limits::{Limits, Throttle};
use crate::{Db, Dialect};

/// Counts attempts per key in fixed windows, for this server or for all of them.
#[derive(Clone, Debug)]
pub enum Attempts {
    /// In this server's memory.
    Local(Arc<Throttle>),
    /// In the database's `rate_limits` table.
    Shared(Db),
}

/// Milliseconds since the Unix epoch (the shared table's clock; servers keep NTP time).
fn now_ms() -> i64 {
    let since = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap_or_default();
    i64::try_from(since.as_millis()).unwrap_or(i64::MAX)
}

/// Whole seconds to wait for `ms` milliseconds (at least 1).
fn seconds(ms: i64) -> u32 {
    u32::try_from((ms.max(0) + 999) / 1000)
        .unwrap_or(u32::MAX)
        .max(1)
}

fn window_ms(window: Duration) -> i64 {
    i64::try_from(window.as_millis()).unwrap_or(i64::MAX)
}

impl Attempts {
    /// The counters for a service on `db`: shared on PostgreSQL, in memory (at most
    /// `limits.max_keys` keys) on SQLite.
    pub fn for_db(db: &Db, limits: &Limits) -> Self {
        match db.dialect() {
            Dialect::Sqlite => Self::Local(Arc::new(Throttle::new(limits.max_keys))),
            Dialect::Postgres => Self::Shared(db.clone()),
        }
    }

    /// Counts one attempt for `key` if it has had fewer than `limit` in its window,
    /// atomically. `Err(seconds to wait)` when it has not.
    ///
    /// # Errors
    /// The seconds to wait when `key` is at its limit.
    pub async fn reserve(&self, key: &str, limit: u32, window: Duration) -> Result<(), u32> {
        let db = match self {
            Self::Local(throttle) => return throttle.reserve(key, limit, window),
            Self::Shared(db) => db,
        };
        if limit == 0 {
            return Err(seconds(window_ms(window)));
        }
        let now = now_ms();
        // A window that is over starts again at now with this attempt.
        let counted = sqlx::query_scalar::<_, i64>(
            "INSERT INTO rate_limits AS r (key, started_ms, window_ms, count)
             VALUES ($1, $2, $3, 1)
             ON CONFLICT (key) DO UPDATE SET
                 count = CASE WHEN r.started_ms + r.window_ms <= $2 THEN 1 ELSE r.count + 1 END,
                 window_ms = CASE WHEN r.started_ms + r.window_ms <= $2 THEN $3 ELSE r.window_ms END,
                 started_ms = CASE WHEN r.started_ms + r.window_ms <= $2 THEN $2 ELSE r.started_ms END
             WHERE r.started_ms + r.window_ms <= $2 OR r.count < $4
             RETURNING count",
        )
        .bind(key)
        .bind(now)
        .bind(window_ms(window))
        .bind(i64::from(limit))
        .fetch_optional(db.writer())
        .await;
        match counted {
            Ok(Some(_)) => Ok(()),
            Ok(None) => Err(seconds(self.window_left(db, key, now).await)),
            Err(e) => {
                tracing::warn!(error = %e, "a rate limit could not be counted");
                Ok(())
            }
        }
    }

    /// Milliseconds left in `key`'s window at `now` (0 when it has none).
    async fn window_left(&self, db: &Db, key: &str, now: i64) -> i64 {
        sqlx::query_scalar::<_, i64>(
            "SELECT started_ms + window_ms - $2 FROM rate_limits WHERE key = $1",
        )
        .bind(key)
        .bind(now)
        .fetch_optional(db.pool())
        .await
        .ok()
        .flatten()
        .unwrap_or(0)
    }

    /// `Err(seconds to wait)` when `key` has had `limit` attempts in its window;
    /// counts nothing.
    ///
    /// # Errors
    /// The seconds to wait when `key` is at its limit.
    pub async fn check(&self, key: &str, limit: u32) -> Result<(), u32> {
        let db = match self {
            Self::Local(throttle) => return throttle.check(key, limit),
            Self::Shared(db) => db,
        };
        let now = now_ms();
        let row = sqlx::query_as::<_, (i64, i64)>(
            "SELECT count, started_ms + window_ms - $2 FROM rate_limits WHERE key = $1",
        )
        .bind(key)
        .bind(now)
        .fetch_optional(db.pool())
        .await;
        match row {
            Ok(Some((count, left))) if left > 0 && count >= i64::from(limit) => Err(seconds(left)),
            Ok(_) => Ok(()),
            Err(e) => {
                tracing::warn!(error = %e, "a rate limit could not be read");
                Ok(())
            }
        }
    }

    /// Gives back one attempt counted by [`Attempts::reserve`] (it did not count
    /// after all, e.g. a sign-in that succeeded or could not be checked).
    pub async fn release(&self, key: &str) {
        let db = match self {
            Self::Local(throttle) => return throttle.release(key),
            Self::Shared(db) => db,
        };
        let done =
            sqlx::query("UPDATE rate_limits SET count = count - 1 WHERE key = $1 AND count > 0")
                .bind(key)
                .execute(db.writer())
                .await;
        if let Err(e) = done {
            tracing::warn!(error = %e, "a rate-limit attempt could not be given back");
        }
    }

    /// Forgets `key`'s attempts (after a success).
    pub async fn clear(&self, key: &str) {
        let db = match self {
            Self::Local(throttle) => return throttle.clear(key),
            Self::Shared(db) => db,
        };
        let done = sqlx::query("DELETE FROM rate_limits WHERE key = $1")
            .bind(key)
            .execute(db.writer())
            .await;
        if let Err(e) = done {
            tracing::warn!(error = %e, "a rate limit could not be cleared");
        }
    }

    /// Forgets the windows that are over (the shared table's clean-up; the memory
    /// counters clean up as they go). Answers how many went.
    ///
    /// # Errors
    /// The database's error.
    pub async fn forget_expired(&self) -> Result<u64, sqlx::Error> {
        let Self::Shared(db) = self else {
            return Ok(0);
        };
        Ok(
            sqlx::query("DELETE FROM rate_limits WHERE started_ms + window_ms <= $1")
                .bind(now_ms())
                .execute(db.writer())
                .await?
                .rows_affected(),
        )
    }
}
