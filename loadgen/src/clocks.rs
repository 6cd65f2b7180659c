//! `loadgen clocks`: what turn clocks cost (issue 40: "5,000 correspondence games
//! with deadlines and 500 live ones; the deadline work adds < 1 ms to commit p99 and
//! a timeout is acted on within 2 s of its deadline (p99)").
//!
//! The same load run twice with the same seed: once alone, once beside idle games
//! with clocks (correspondence ones whose deadlines are days away, live ones whose
//! banks of 10–29 s run out during the paced phase, again and again, so the server
//! keeps sweeping, recording timeouts and letting its bot play). The difference of
//! the paced phases' commit p99 is the deadline work's cost; the timeouts' delays
//! come from the database (`clock_events`: when each was due and acted on).

use std::net::SocketAddr;
use std::time::Instant;

use anyhow::{Context, Result};
use serde::Serialize;
use serde_json::{json, Value};

use crate::http::Conn;
use crate::run::{run_load, LoadOptions, LoadReport};
use crate::stats::Latency;

/// The targets.
pub const TARGET_ADDED_P99_MS: f64 = 1.0;
pub const TARGET_TIMEOUT_P99_MS: f64 = 2000.0;

/// Idle games with clocks beside a load run.
#[derive(Debug, Clone, Copy, Serialize)]
pub struct TimedGames {
    pub correspondence: usize,
    pub live: usize,
}

/// How late the server acted on the deadlines that passed.
#[derive(Debug, Clone, Serialize)]
pub struct TimeoutFigures {
    pub timeouts: usize,
    pub delay_ms: Latency,
    /// Moves of the live games, all played by the server's bot (nobody else moves
    /// them): for their timed-out turns, then for the seats it holds after three.
    pub bot_moves: usize,
    /// The timeouts acted on later than the target, slowest first (at most 5): when each
    /// was due, in seconds after the first deadline, and its delay in ms.
    pub late: Vec<(f64, f64)>,
}

/// `loadgen clocks`' figures.
#[derive(Debug, Clone, Serialize)]
pub struct ClockReport {
    pub timed: TimedGames,
    pub without: LoadReport,
    pub with: LoadReport,
    /// Paced commit p99 with the timed games − without.
    pub added_p99_ms: f64,
    pub added_p99_met: bool,
    pub timeout_p99_met: bool,
}

impl ClockReport {
    /// The readable summary.
    pub fn summary(&self) -> String {
        let mut out = format!(
            "turn clocks: {} correspondence + {} live games with clocks beside {} playing games\n",
            self.timed.correspondence, self.timed.live, self.with.games
        );
        out.push_str(&self.without.paced.lines("PACED without clocks"));
        out.push('\n');
        out.push_str(&self.with.paced.lines("PACED with the clocked games"));
        out.push('\n');
        out.push_str(&format!(
            "deadline work adds {:+.3} ms to commit p99  (target < {TARGET_ADDED_P99_MS} ms: {})\n",
            self.added_p99_ms,
            met(self.added_p99_met)
        ));
        match &self.with.timeouts {
            Some(t) => {
                out.push_str(&format!(
                    "{} timeouts acted on, delay after the deadline ms: p50 {:.0}  p95 {:.0}  p99 {:.0}  max {:.0}  (target p99 < {TARGET_TIMEOUT_P99_MS:.0} ms: {})\n\
                     {} moves of the live games played by the server's bot in the run\n",
                    t.timeouts,
                    t.delay_ms.p50,
                    t.delay_ms.p95,
                    t.delay_ms.p99,
                    t.delay_ms.max,
                    met(self.timeout_p99_met),
                    t.bot_moves
                ));
                for (due_s, delay_ms) in &t.late {
                    out.push_str(&format!(
                        "  late: due {due_s:.1} s after the first deadline, acted on {delay_ms:.0} ms after\n"
                    ));
                }
            }
            None => out.push_str("no timeouts were read (not our server's database)\n"),
        }
        out
    }

    /// Whether both targets were met and no run lost a move.
    pub fn ok(&self) -> bool {
        let clean = |r: &LoadReport| r.verification.as_ref().is_none_or(|v| v.ok());
        self.added_p99_met && self.timeout_p99_met && clean(&self.without) && clean(&self.with)
    }
}

fn met(ok: bool) -> &'static str {
    if ok {
        "met"
    } else {
        "MISSED"
    }
}

/// Runs `load` without, then with `timed` games.
///
/// # Errors
/// As [`run_load`].
pub async fn run_clocks(load: &LoadOptions, timed: TimedGames) -> Result<ClockReport> {
    let without = run_load(&LoadOptions {
        timed: None,
        ..load.clone()
    })
    .await
    .context("the run without clocks")?;
    let with = run_load(&LoadOptions {
        timed: Some(timed),
        ..load.clone()
    })
    .await
    .context("the run with clocks")?;
    let added_p99_ms = with.paced.latency_ms.p99 - without.paced.latency_ms.p99;
    let timeout_p99_met = with
        .timeouts
        .as_ref()
        .is_some_and(|t| t.timeouts > 0 && t.delay_ms.p99 < TARGET_TIMEOUT_P99_MS);
    Ok(ClockReport {
        timed,
        added_p99_ms,
        added_p99_met: added_p99_ms < TARGET_ADDED_P99_MS,
        timeout_p99_met,
        without,
        with,
    })
}

/// Creates `timed` games of two seats (the first two accounts), started and then
/// left alone, over 8 connections; live ones last, so their banks (10–29 s) run out
/// in the phase that follows.
///
/// # Errors
/// The first refused call.
pub(crate) async fn create_timed_games(
    addr: SocketAddr,
    auths: &[String],
    timed: TimedGames,
) -> Result<f64> {
    let started = Instant::now();
    let pair = auths[..2].to_vec();
    let correspondence = json!({"correspondence": {"days": 3}});
    create_many(addr, &pair, timed.correspondence, move |_| {
        correspondence.clone()
    })
    .await?;
    create_many(
        addr,
        &pair,
        timed.live,
        |i| json!({"live": {"bank_secs": 10 + i % 20, "increment_secs": 0}}),
    )
    .await?;
    Ok(started.elapsed().as_secs_f64())
}

const CONNECTIONS: usize = 8;

async fn create_many(
    addr: SocketAddr,
    auths: &[String],
    n: usize,
    control: impl Fn(usize) -> Value + Send + Sync + Clone + 'static,
) -> Result<()> {
    let mut tasks = tokio::task::JoinSet::new();
    for c in 0..CONNECTIONS {
        let auths = auths.to_vec();
        let control = control.clone();
        tasks.spawn(async move {
            let mut conn = Conn::new(addr);
            for i in (c..n).step_by(CONNECTIONS) {
                crate::api::new_timed_game(&mut conn, &auths, Some(&control(i)), None).await?;
            }
            Ok::<(), crate::api::CallError>(())
        });
    }
    while let Some(done) = tasks.join_next().await {
        done?.context("creating a game with a clock")?;
    }
    Ok(())
}

/// The delays of the timeouts recorded in `db`.
///
/// # Errors
/// The database's error.
pub(crate) async fn timeout_delays(db: &service::DbTarget) -> Result<TimeoutFigures> {
    let db = service::Db::connect(db).await?;
    let rows: Vec<(Option<String>, Option<String>)> =
        sqlx::query_as("SELECT deadline_at, acted_at FROM clock_events WHERE change = 'timed_out'")
            .fetch_all(db.pool())
            .await?;
    let bot_moves: i64 = sqlx::query_scalar(
        "SELECT COUNT(*) FROM actions a JOIN games g ON g.id = a.game_id
         WHERE g.time_control LIKE '%\"live\"%'",
    )
    .fetch_one(db.pool())
    .await?;
    db.close().await;
    let timed: Vec<(i64, f64)> = rows
        .iter()
        .filter_map(|(due, acted)| {
            let due = service::stored_millis(due.as_deref()?)?;
            let acted = service::stored_millis(acted.as_deref()?)?;
            Some((due, (acted - due) as f64))
        })
        .collect();
    let first_due = timed.iter().map(|(due, _)| *due).min().unwrap_or(0);
    let mut late: Vec<(f64, f64)> = timed
        .iter()
        .filter(|(_, delay)| *delay >= TARGET_TIMEOUT_P99_MS)
        .map(|(due, delay)| ((due - first_due) as f64 / 1000.0, *delay))
        .collect();
    late.sort_by(|a, b| b.1.total_cmp(&a.1));
    late.truncate(5);
    let mut delays: Vec<f64> = timed.iter().map(|(_, delay)| *delay).collect();
    delays.sort_by(f64::total_cmp);
    Ok(TimeoutFigures {
        timeouts: delays.len(),
        delay_ms: crate::stats::latency_of(&delays),
        bot_moves: usize::try_from(bot_moves).unwrap_or(0),
        late,
    })
}
