//! Crash recovery: play under closed-loop load, SIGKILL the server at random
//! moments and restart it on the same file (or, with several servers on
//! PostgreSQL, one of them while the others serve on), optionally restart
//! PostgreSQL itself, then check that nothing a server acknowledged was lost
//! and that every game still replays.

use std::path::PathBuf;
use std::time::{Duration, Instant};

use anyhow::{bail, Result};
use rand_chacha::ChaCha8Rng;
use rand_core::SeedableRng;
use serde::Serialize;

use crate::cluster::ClusterOptions;
use crate::engine::{spawn_players, Phase, Shared};
use crate::pg_restart::{restart_postgres, PostgresRestart};
use crate::run::{make_accounts, phase_bar};
use crate::stats::PhaseFigures;
use crate::target::Target;
use crate::verify::Verification;

/// How a crash run is set up.
#[derive(Debug, Clone)]
pub struct CrashOptions {
    pub server_bin: PathBuf,
    /// Several servers on PostgreSQL behind haproxy instead of one on SQLite.
    pub cluster: Option<ClusterOptions>,
    /// A shell command that restarts PostgreSQL, run `postgres_restarts` times
    /// after the kills (with `cluster` only).
    pub postgres_restart: Option<String>,
    pub postgres_restarts: usize,
    pub games: usize,
    pub kills: usize,
    /// Random time between a restart (or the start) and the next kill.
    pub min_gap: Duration,
    pub max_gap: Duration,
    pub seed: u64,
    pub progress: bool,
}

/// What a crash run found.
#[derive(Debug, Clone, Serialize)]
pub struct CrashReport {
    pub kills: usize,
    pub games: usize,
    pub servers: usize,
    /// Which server each kill hit.
    pub killed: Vec<usize>,
    /// Moves acknowledged before each kill (cumulative).
    pub acked_at_kill: Vec<usize>,
    /// Time from restart to the first answer of `/healthz`, per restart (ms).
    pub restart_ms: Vec<f64>,
    pub play: PhaseFigures,
    pub verification: Verification,
    pub postgres_restarts: Vec<PostgresRestart>,
    pub seconds: f64,
}

impl CrashReport {
    /// Whether every check passed.
    pub fn ok(&self) -> bool {
        self.verification.ok()
            && self
                .postgres_restarts
                .iter()
                .all(PostgresRestart::recovered)
    }

    /// The readable summary.
    pub fn summary(&self) -> String {
        let mean_restart = if self.restart_ms.is_empty() {
            0.0
        } else {
            self.restart_ms.iter().sum::<f64>() / self.restart_ms.len() as f64
        };
        let max_restart = self.restart_ms.iter().copied().fold(0.0, f64::max);
        let mut restarts = String::new();
        for restart in &self.postgres_restarts {
            restarts.push_str(&restart.line());
            restarts.push('\n');
        }
        format!(
            "Karak Online crash run: {} SIGKILLs of {} under closed-loop load by {} games, {:.1} s in all\n\
             restarts: mean {:.0} ms, max {:.0} ms to answer /healthz\n{}\n{restarts}{}\nRESULT: {}",
            self.kills,
            if self.servers == 1 {
                "the server (SQLite)".to_owned()
            } else {
                format!("one of {} servers (PostgreSQL, haproxy)", self.servers)
            },
            self.games,
            self.seconds,
            mean_restart,
            max_restart,
            self.play.lines("play (whole run, across kills)"),
            self.verification.lines(),
            if self.ok() { "ok" } else { "FAILED" }
        )
    }
}

/// The whole crash run. The server is left stopped (killed) at the end.
///
/// # Errors
/// When the server cannot be started or restarted, or the check cannot read the
/// file. Violations found by the check are in the report, not errors.
pub async fn run_crash(opts: &CrashOptions) -> Result<CrashReport> {
    if opts.games == 0 || opts.kills == 0 {
        bail!("--games and --kills must be at least 1");
    }
    let started = Instant::now();
    let mut rng = ChaCha8Rng::seed_from_u64(opts.seed);
    let dir = tempfile::Builder::new().prefix("karak-crash-").tempdir()?;
    let mut target = Target::start(
        None,
        opts.cluster.as_ref(),
        &opts.server_bin,
        opts.seed,
        dir.path(),
    )
    .await?;
    let addr = target.addr();
    let servers = target.servers_mut().len();
    let auths = make_accounts(addr, 4, opts.seed).await?;
    let shared = Shared::new(addr, auths, Duration::ZERO, opts.games);
    let mut players = spawn_players(&shared, opts.games, opts.seed);
    let setup = Instant::now();
    while shared.ready() < opts.games {
        if setup.elapsed() > Duration::from_secs(120) {
            shared.set_phase(Phase::Stop);
            bail!(
                "only {} of {} games started within 120 s",
                shared.ready(),
                opts.games
            );
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    shared.set_phase(Phase::Saturation);

    let bar = phase_bar(opts.progress, "kills", Duration::from_secs(1));
    bar.set_length(opts.kills as u64);
    let mut acked_at_kill = Vec::with_capacity(opts.kills);
    let mut restart_ms = Vec::with_capacity(opts.kills);
    let mut killed = Vec::with_capacity(opts.kills);
    let span = opts.max_gap.saturating_sub(opts.min_gap).as_micros() as u64;
    for kill in 1..=opts.kills {
        let gap = opts.min_gap
            + Duration::from_micros(if span == 0 {
                0
            } else {
                rand_core::RngCore::next_u64(&mut rng) % span
            });
        tokio::time::sleep(gap).await;
        let victim = (rand_core::RngCore::next_u64(&mut rng) % servers as u64) as usize;
        let server = &mut target.servers_mut()[victim];
        server.kill()?;
        killed.push(victim);
        acked_at_kill.push(shared.ack_count());
        bar.set_position(kill as u64);
        bar.set_message(format!("{} moves acknowledged", shared.ack_count()));
        // One server alone stays dead after the last kill; of several, each comes
        // back, so PostgreSQL's restarts below find them all.
        if kill < opts.kills || servers > 1 {
            let t = Instant::now();
            server.restart().await?;
            restart_ms.push(t.elapsed().as_secs_f64() * 1000.0);
        }
    }
    bar.finish();
    let mut postgres_restarts = Vec::new();
    if let (Some(command), Some(_)) = (&opts.postgres_restart, &opts.cluster) {
        for _ in 0..opts.postgres_restarts {
            tokio::time::sleep(Duration::from_secs(1)).await;
            postgres_restarts.push(restart_postgres(&shared, target.servers_mut(), command).await?);
        }
    }
    shared.set_phase(Phase::Stop);
    let deadline = Instant::now() + crate::http::REQUEST_TIMEOUT + Duration::from_secs(5);
    while let Ok(Some(_)) = tokio::time::timeout_at(deadline.into(), players.join_next()).await {}
    players.abort_all();
    let verification = target
        .stop_and_verify(&shared.acks())
        .await?
        .expect("the crash run started its servers");
    Ok(CrashReport {
        kills: opts.kills,
        games: opts.games,
        servers,
        killed,
        postgres_restarts,
        acked_at_kill,
        restart_ms,
        play: shared.with_stats(Phase::Saturation, |s| s.figures()),
        verification,
        seconds: started.elapsed().as_secs_f64(),
    })
}
