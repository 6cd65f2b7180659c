//! PostgreSQL restarted under load: how long the servers took to commit moves
//! again, what players saw meanwhile, and whether spectators on every server
//! still heard the moves made after it (each server's listening connection
//! must come back by itself).

use std::collections::BTreeMap;
use std::time::{Duration, Instant};

use anyhow::{bail, Context, Result};
use serde::Serialize;

use crate::engine::{Phase, Shared};
use crate::server::ServerProcess;
use crate::watch::Watcher;

/// What one restart did.
#[derive(Debug, Clone, Serialize)]
pub struct PostgresRestart {
    /// How long the restart command took (PostgreSQL down, then up).
    pub command_ms: f64,
    /// From PostgreSQL answering again to the next acknowledged move.
    pub moves_resumed_ms: Option<f64>,
    /// The players' failed calls from the restart's start until moves resumed.
    pub errors: BTreeMap<String, u64>,
    /// Per server: from the first acknowledged move of the watched game after
    /// the restart to its live update on a spectator's stream on that server.
    pub live_update_ms: Vec<Option<f64>>,
}

impl PostgresRestart {
    /// One readable line.
    pub fn line(&self) -> String {
        let ms = |v: Option<f64>| v.map_or("never".to_owned(), |v| format!("{v:.1} ms"));
        let live: Vec<String> = self
            .live_update_ms
            .iter()
            .enumerate()
            .map(|(i, v)| format!("server {i} {}", ms(*v)))
            .collect();
        let errors: Vec<String> = self
            .errors
            .iter()
            .map(|(k, n)| format!("{k} {n}"))
            .collect();
        format!(
            "PostgreSQL restart: command {:.0} ms; moves again {} after it was back; errors meanwhile: {}; \
             live update of the next move: {}",
            self.command_ms,
            ms(self.moves_resumed_ms),
            if errors.is_empty() { "none".to_owned() } else { errors.join(", ") },
            live.join(", ")
        )
    }

    /// Moves resumed and every spectator heard the next move.
    pub fn recovered(&self) -> bool {
        self.moves_resumed_ms.is_some() && self.live_update_ms.iter().all(Option::is_some)
    }
}

/// How long to wait for moves and live updates after a restart.
const PATIENCE: Duration = Duration::from_secs(20);

/// Restarts PostgreSQL with `command` (run by `sh -c`) while `shared`'s players
/// play through `servers`, and measures the recovery.
///
/// # Errors
/// When nothing has been played yet, a stream cannot be opened, or the
/// command fails.
pub async fn restart_postgres(
    shared: &Shared,
    servers: &[ServerProcess],
    command: &str,
) -> Result<PostgresRestart> {
    let Some(last) = shared
        .acks_since(shared.ack_count().saturating_sub(1))
        .pop()
    else {
        bail!("no move was played before PostgreSQL's restart");
    };
    let game = last.game;
    let mut watchers = Vec::with_capacity(servers.len());
    for server in servers {
        watchers.push(Watcher::start(server.addr, &game).await?);
    }
    // Let the streams open before the database goes away.
    tokio::time::sleep(Duration::from_millis(300)).await;

    let errors_before = errors(shared);
    let started = Instant::now();
    let cmd = command.to_owned();
    let status = tokio::task::spawn_blocking(move || {
        std::process::Command::new("sh")
            .arg("-c")
            .arg(&cmd)
            .stdout(std::process::Stdio::null())
            .status()
    })
    .await?
    .with_context(|| format!("running {command}"))?;
    if !status.success() {
        bail!("{command} failed with {status}");
    }
    let back = Instant::now();
    let acks_at_back = shared.ack_count();

    let deadline = back + PATIENCE;
    let mut resumed = None;
    let mut next_move_of_game = None;
    while Instant::now() < deadline && next_move_of_game.is_none() {
        tokio::time::sleep(Duration::from_millis(5)).await;
        let new = shared.acks_since(acks_at_back);
        if resumed.is_none() {
            resumed = new.first().map(|a| a.at);
        }
        next_move_of_game = new.iter().find(|a| a.game == game).map(|a| (a.seq, a.at));
    }
    let errors_after = errors(shared);

    let mut live_update_ms = vec![None; watchers.len()];
    if let Some((seq, at)) = next_move_of_game {
        // The move at `seq` makes version `seq + 1`.
        while Instant::now() < at + PATIENCE {
            for (i, w) in watchers.iter().enumerate() {
                if live_update_ms[i].is_none() {
                    live_update_ms[i] = w.arrived(u64::from(seq) + 1).map(|t| signed_ms(t, at));
                }
            }
            if live_update_ms.iter().all(Option::is_some) {
                break;
            }
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
    }
    let errors = errors_after
        .into_iter()
        .filter_map(|(k, n)| {
            let d = n - errors_before.get(&k).copied().unwrap_or(0);
            (d > 0).then_some((k, d))
        })
        .collect();
    Ok(PostgresRestart {
        command_ms: (back - started).as_secs_f64() * 1000.0,
        moves_resumed_ms: resumed.map(|t| signed_ms(t, back)),
        errors,
        live_update_ms,
    })
}

fn errors(shared: &Shared) -> BTreeMap<String, u64> {
    shared.with_stats(Phase::Saturation, |s| s.errors.clone())
}

/// `later − earlier` in ms, negative when `later` came first (an update can
/// reach a spectator before the mover's own answer does).
fn signed_ms(later: Instant, earlier: Instant) -> f64 {
    match later.checked_duration_since(earlier) {
        Some(d) => d.as_secs_f64() * 1000.0,
        None => -(earlier - later).as_secs_f64() * 1000.0,
    }
}
