//! After the servers have stopped: is every acknowledged move stored, does every
//! game replay to its stored state, and is the SQLite file sound?
//!
//! The replay check is the service's own: a fresh [`service::Service`] loads each
//! started game from the file, which replays `(options, seed, actions)` and
//! refuses a log whose sequence numbers, version or status disagree with the
//! game's row (`live.rs`, `Service::load`). The stored moves are read here with
//! plain queries, independently of the service, and compared with what the
//! server acknowledged.

use std::collections::HashMap;
use std::time::Instant;

use anyhow::{Context, Result};
use serde::Serialize;

use crate::engine::Ack;

/// What the check found.
#[derive(Debug, Clone, Serialize)]
pub struct Verification {
    pub acknowledged_moves: usize,
    pub stored_moves: usize,
    /// Started games replayed by the service.
    pub games_replayed: usize,
    /// `PRAGMA integrity_check`'s answer (`ok` when sound); `None` on
    /// PostgreSQL, which has no such check (a server killed mid-write cannot
    /// tear its files).
    pub integrity: Option<String>,
    pub violations: Vec<String>,
    pub seconds: f64,
}

impl Verification {
    /// Whether nothing is wrong.
    pub fn ok(&self) -> bool {
        self.violations.is_empty() && self.integrity.as_deref().is_none_or(|i| i == "ok")
    }

    /// Readable lines for the summary.
    pub fn lines(&self) -> String {
        let mut out = format!(
            "verification ({:.1} s): {} acknowledged moves, {} stored; {} games replayed; integrity_check: {}; violations: {}",
            self.seconds,
            self.acknowledged_moves,
            self.stored_moves,
            self.games_replayed,
            self.integrity.as_deref().unwrap_or("n/a (PostgreSQL)"),
            self.violations.len()
        );
        for v in self.violations.iter().take(20) {
            out.push_str(&format!("\n  VIOLATION: {v}"));
        }
        if self.violations.len() > 20 {
            out.push_str(&format!("\n  … and {} more", self.violations.len() - 20));
        }
        out
    }
}

/// Checks database `db` (no server may be running on it) against `acks`.
///
/// # Errors
/// When the database cannot be opened or read at all.
pub async fn verify(db: &service::DbTarget, acks: &[Ack]) -> Result<Verification> {
    let started = Instant::now();
    let db = service::Db::connect(db)
        .await
        .with_context(|| format!("opening {db}"))?;
    let pool = db.pool();
    let mut violations = Vec::new();

    let integrity = match db.dialect() {
        service::Dialect::Sqlite => {
            let rows: Vec<(String,)> = sqlx::query_as("PRAGMA integrity_check")
                .fetch_all(pool)
                .await?;
            Some(rows.into_iter().map(|r| r.0).collect::<Vec<_>>().join("; "))
        }
        service::Dialect::Postgres => None,
    };

    let rows: Vec<(String, i64, i64, String)> =
        sqlx::query_as("SELECT game_id, seq, seat, action FROM actions")
            .fetch_all(pool)
            .await?;
    let stored_moves = rows.len();
    let stored: HashMap<(String, i64), (i64, String)> = rows
        .into_iter()
        .map(|(g, seq, seat, action)| ((g, seq), (seat, action)))
        .collect();
    let mut seen = std::collections::HashSet::new();
    for ack in acks {
        if !seen.insert((ack.game.clone(), ack.seq)) {
            violations.push(format!(
                "move {} #{} was acknowledged twice",
                ack.game, ack.seq
            ));
        }
        match stored.get(&(ack.game.to_string(), i64::from(ack.seq))) {
            None => violations.push(format!(
                "acknowledged move {} #{} is not stored",
                ack.game, ack.seq
            )),
            Some((seat, action)) => {
                let same_action = serde_json::from_str::<serde_json::Value>(action).ok()
                    == serde_json::from_str::<serde_json::Value>(&ack.action).ok();
                if *seat != i64::from(ack.seat) || !same_action {
                    violations.push(format!(
                        "move {} #{} is stored as seat {seat} {action}, acknowledged as seat {} {}",
                        ack.game, ack.seq, ack.seat, ack.action
                    ));
                }
            }
        }
    }

    let games: Vec<(String,)> =
        sqlx::query_as("SELECT id FROM games WHERE status <> 'waiting' ORDER BY id")
            .fetch_all(pool)
            .await?;
    // A fresh service: nothing cached, every game is replayed from the file.
    let service = service::Service::new(db.clone());
    for (id,) in &games {
        if let Err(e) = service.state_hash(id).await {
            violations.push(format!("game {id} does not replay: {e}"));
        }
    }
    let out = Verification {
        acknowledged_moves: acks.len(),
        stored_moves,
        games_replayed: games.len(),
        integrity,
        violations,
        seconds: started.elapsed().as_secs_f64(),
    };
    db.close().await;
    Ok(out)
}
