//! The yardstick: plain single-row SQLite inserts, one per transaction, on the
//! service's own database settings (`service::Db::open`: WAL, `synchronous=NORMAL`,
//! foreign keys, busy timeout, the same sqlx pool), into a scratch table of a
//! scratch file. The saturation throughput is reported as a share of this.

use std::path::Path;
use std::time::{Duration, Instant};

use anyhow::{Context, Result};
use serde::Serialize;

/// What the insert run measured.
#[derive(Debug, Clone, Serialize)]
pub struct InsertFigures {
    pub inserts: u64,
    pub seconds: f64,
    pub inserts_per_s: f64,
    pub file: String,
}

/// Inserts rows one transaction at a time for `duration` into `file` (created;
/// the service's migrations run on it too, which leaves its tables empty).
///
/// # Errors
/// When the file cannot be opened or an insert fails.
pub async fn sqlite_inserts(file: &Path, duration: Duration) -> Result<InsertFigures> {
    let db = service::Db::open(file)
        .await
        .with_context(|| format!("opening {}", file.display()))?;
    let pool = db.pool();
    sqlx::query(
        "CREATE TABLE IF NOT EXISTS scratch (
             id INTEGER PRIMARY KEY, game TEXT NOT NULL, seq INTEGER NOT NULL, payload TEXT NOT NULL)",
    )
    .execute(pool)
    .await?;
    // About the size of a stored move.
    let payload = r#"{"Move":{"to":{"q":3,"r":-2},"via":"corridor"}}"#;
    let started = Instant::now();
    let mut n: u64 = 0;
    while started.elapsed() < duration {
        sqlx::query("INSERT INTO scratch (game, seq, payload) VALUES ($1, $2, $3)")
            .bind("Xk3_9aQpLm2Z")
            .bind(n as i64)
            .bind(payload)
            .execute(pool)
            .await?;
        n += 1;
    }
    let seconds = started.elapsed().as_secs_f64();
    db.close().await;
    Ok(InsertFigures {
        inserts: n,
        seconds,
        inserts_per_s: n as f64 / seconds,
        file: file.display().to_string(),
    })
}
