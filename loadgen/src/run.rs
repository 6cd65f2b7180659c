//! The load run: accounts, N live games, the paced phase (latency), the SQLite
//! insert yardstick, the saturation phase (throughput), and the check that no
//! acknowledged move was lost.

use std::net::SocketAddr;
use std::path::PathBuf;
use std::time::{Duration, Instant};

use anyhow::{bail, Context, Result};
use indicatif::{ProgressBar, ProgressStyle};
use serde::Serialize;

use crate::clocks::{create_timed_games, timeout_delays, TimedGames, TimeoutFigures};
use crate::cluster::ClusterOptions;
use crate::engine::{spawn_players, Phase, Shared};
use crate::http::Conn;
use crate::inserts::{sqlite_inserts, InsertFigures};
use crate::stats::PhaseFigures;
use crate::target::Target;
use crate::verify::Verification;

/// Targets from issue 7.
pub const TARGET_P99_MS: f64 = 5.0;
pub const TARGET_RATIO: f64 = 0.25;
pub const TARGET_BYTES_PER_GAME: f64 = 20.0 * 1024.0;

/// How a load run is set up.
#[derive(Debug, Clone)]
pub struct LoadOptions {
    /// A running server to target; `None` starts `server_bin` on a fresh file,
    /// or on PostgreSQL behind haproxy when `cluster` is given.
    pub addr: Option<SocketAddr>,
    pub cluster: Option<ClusterOptions>,
    pub server_bin: PathBuf,
    /// Live games (one player task each).
    pub games: usize,
    /// Mean pause between two moves of one game in the paced phase.
    pub think: Duration,
    pub paced: Duration,
    pub saturation: Duration,
    /// How many games play in the saturation phase (the others wait).
    pub saturation_games: usize,
    /// How long the SQLite insert yardstick runs.
    pub inserts: Duration,
    /// Accounts (2–4): a game of n seats is played by the first n.
    pub accounts: usize,
    /// The level of the server bot every game gets beside its accounts (none: no bot).
    pub bots: Option<String>,
    pub seed: u64,
    /// Show progress bars (they hide themselves when stderr is no terminal).
    pub progress: bool,
    /// Idle games with clocks made beside the playing ones (`loadgen clocks`).
    pub timed: Option<TimedGames>,
}

/// Everything a load run measured.
#[derive(Debug, Clone, Serialize)]
pub struct LoadReport {
    pub games: usize,
    /// The level of each game's server bot, if the games had one.
    pub bots: Option<String>,
    pub think_ms: u64,
    pub accounts: usize,
    pub server: String,
    pub setup_seconds: f64,
    pub setup_errors: u64,
    pub paced: PhaseFigures,
    pub saturation: PhaseFigures,
    pub saturation_games: usize,
    pub sqlite_inserts: InsertFigures,
    /// saturation moves/s ÷ SQLite inserts/s.
    pub ratio: f64,
    pub rss: Option<RssFigures>,
    /// `None` when targeting a server we did not start (its file is not ours).
    pub verification: Option<Verification>,
    pub targets: Targets,
    /// Seconds spent making the games with clocks, if any.
    pub timed_setup_seconds: Option<f64>,
    /// The timeouts of those games (when the database is ours).
    pub timeouts: Option<TimeoutFigures>,
    /// Pages asked for during the paced phase (runs with server bots).
    pub pages: Option<crate::pages::PageFigures>,
}

/// The server's resident memory (when we started it; several servers together).
#[derive(Debug, Clone, Serialize)]
pub struct RssFigures {
    pub idle_bytes: u64,
    /// After the accounts were made (argon2 hashing grows the heap once).
    pub accounts_bytes: u64,
    pub after_setup_bytes: u64,
    pub after_paced_bytes: u64,
    /// (after setup − after accounts) ÷ games: each new game, its cache entry and
    /// its player's HTTP connection.
    pub per_game_at_start_bytes: f64,
    /// (after the paced phase − after accounts) ÷ games.
    pub per_game_after_paced_bytes: f64,
}

/// The targets and whether this run met them.
#[derive(Debug, Clone, Serialize)]
pub struct Targets {
    pub p99_ms: f64,
    pub p99_met: bool,
    pub ratio: f64,
    pub ratio_met: bool,
}

impl LoadReport {
    /// The readable summary.
    pub fn summary(&self) -> String {
        let mut out = format!(
            "Karak Online load run: {} live games ({} seats each, 2–4, over {} accounts{}), think {} ms, server {}\n\
             setup: {:.1} s, {} errors\n",
            self.games,
            "2–4",
            self.accounts,
            self.bots
                .as_deref()
                .map_or_else(String::new, |level| format!(", and a {level} bot")),
            self.think_ms,
            self.server,
            self.setup_seconds,
            self.setup_errors
        );
        out.push_str(&self.paced.lines("PACED"));
        out.push('\n');
        out.push_str(&self.saturation.lines(&format!(
            "SATURATION ({} games, closed loop)",
            self.saturation_games
        )));
        out.push('\n');
        out.push_str(&format!(
            "SQLite single-row inserts (one per transaction, service settings): {} in {:.1} s = {:.0}/s\n",
            self.sqlite_inserts.inserts,
            self.sqlite_inserts.seconds,
            self.sqlite_inserts.inserts_per_s
        ));
        out.push_str(&format!(
            "ratio saturation moves/s ÷ inserts/s = {:.1}%  (target ≥ {:.0}%: {})\n",
            self.ratio * 100.0,
            TARGET_RATIO * 100.0,
            met(self.targets.ratio_met)
        ));
        out.push_str(&format!(
            "paced p99 commit latency = {:.3} ms  (target < {TARGET_P99_MS} ms: {})\n",
            self.paced.latency_ms.p99,
            met(self.targets.p99_met)
        ));
        if let Some(p) = &self.pages {
            let l = &p.latency_ms;
            out.push_str(&format!(
                "pages during the paced phase (home and game pages, a spectator's): {} answered, {} errors; \
                 ms p50 {:.3}  p95 {:.3}  p99 {:.3}  max {:.3}\n",
                p.pages, p.errors, l.p50, l.p95, l.p99, l.max
            ));
        }
        if let Some(r) = &self.rss {
            out.push_str(&format!(
                "server RSS: idle {:.1} MiB, with accounts {:.1} MiB, after setup {:.1} MiB, after paced {:.1} MiB; \
                 per live game {:.1} KiB at start, {:.1} KiB after the paced phase (incl. its connection)\n",
                mib(r.idle_bytes),
                mib(r.accounts_bytes),
                mib(r.after_setup_bytes),
                mib(r.after_paced_bytes),
                r.per_game_at_start_bytes / 1024.0,
                r.per_game_after_paced_bytes / 1024.0
            ));
        }
        match &self.verification {
            Some(v) => out.push_str(&v.lines()),
            None => out.push_str("verification: skipped (not our server's file)"),
        }
        out
    }
}

fn met(ok: bool) -> &'static str {
    if ok {
        "met"
    } else {
        "MISSED"
    }
}

fn mib(b: u64) -> f64 {
    b as f64 / (1024.0 * 1024.0)
}

/// Makes `n` accounts with a token each; returns their `Bearer …` values.
///
/// # Errors
/// When sign-up or a token is refused.
pub async fn make_accounts(addr: SocketAddr, n: usize, seed: u64) -> Result<Vec<String>> {
    let mut conn = Conn::new(addr);
    let mut auths = Vec::with_capacity(n);
    for i in 0..n {
        // Names: 3–24 letters/digits; unique per run.
        let name = format!("lg{:08x}{i}", (seed as u32) ^ (std::process::id() << 8));
        let token = crate::api::account_with_token(&mut conn, &name)
            .await
            .with_context(|| format!("making account {name}"))?;
        auths.push(crate::api::bearer(&token));
    }
    Ok(auths)
}

/// A spinner that shows a phase's progress.
pub(crate) fn phase_bar(show: bool, name: &str, total: Duration) -> ProgressBar {
    let bar = if show {
        ProgressBar::new(total.as_millis() as u64)
    } else {
        ProgressBar::hidden()
    };
    bar.set_style(
        ProgressStyle::with_template("{prefix:>12} [{bar:30}] {elapsed:>4} {msg}")
            .unwrap_or_else(|_| ProgressStyle::default_bar())
            .progress_chars("=> "),
    );
    bar.set_prefix(name.to_owned());
    bar
}

/// Runs one phase for `duration`, updating `bar` with its committed moves.
async fn run_phase(shared: &Shared, phase: Phase, duration: Duration, bar: &ProgressBar) {
    shared.set_phase(phase);
    let started = Instant::now();
    while started.elapsed() < duration {
        tokio::time::sleep(Duration::from_millis(200)).await;
        let (moves, errors) =
            shared.with_stats(phase, |s| (s.committed, s.errors.values().sum::<u64>()));
        let secs = started.elapsed().as_secs_f64().max(0.001);
        bar.set_position(started.elapsed().as_millis() as u64);
        bar.set_message(format!(
            "{moves} moves, {:.0}/s, {errors} errors",
            moves as f64 / secs
        ));
    }
    bar.finish();
}

/// The whole load run.
///
/// # Errors
/// When the server cannot be started, accounts cannot be made, or the players
/// cannot start their games within two minutes.
pub async fn run_load(opts: &LoadOptions) -> Result<LoadReport> {
    if !(2..=4).contains(&opts.accounts) {
        bail!("--accounts must be 2 to 4 (games have 2–4 seats)");
    }
    if opts.games == 0 {
        bail!("--games must be at least 1");
    }
    let dir = tempfile::Builder::new().prefix("karak-load-").tempdir()?;
    let mut target = Target::start(
        opts.addr,
        opts.cluster.as_ref(),
        &opts.server_bin,
        opts.seed,
        dir.path(),
    )
    .await?;
    let addr = target.addr();
    let server_name = target.name(&opts.server_bin);
    let rss_idle = target.rss();

    let auths = make_accounts(addr, opts.accounts, opts.seed).await?;
    let rss_accounts = target.rss();
    // Before the players connect, so no player's connection idles meanwhile.
    let timed_setup_seconds = match opts.timed {
        Some(timed) => Some(create_timed_games(addr, &auths, timed).await?),
        None => None,
    };
    let shared = Shared::new(addr, auths.clone(), opts.think, opts.saturation_games)
        .with_bots(opts.bots.clone());
    let setup_started = Instant::now();
    let mut players = spawn_players(&shared, opts.games, opts.seed);
    let bar = phase_bar(opts.progress, "setup", Duration::from_secs(1));
    bar.set_length(opts.games as u64);
    while shared.ready() < opts.games {
        if setup_started.elapsed() > Duration::from_secs(120) {
            shared.set_phase(Phase::Stop);
            bail!(
                "only {} of {} games started within 120 s",
                shared.ready(),
                opts.games
            );
        }
        bar.set_position(shared.ready() as u64);
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    bar.finish();
    let setup_seconds = setup_started.elapsed().as_secs_f64();
    let rss_setup = target.rss();

    // The yardstick, while the server is idle, in the same directory.
    let inserts = sqlite_inserts(&dir.path().join("scratch.db"), opts.inserts).await?;

    // With server bots, pages are asked for beside the paced load.
    let pages = opts
        .bots
        .is_some()
        .then(|| crate::pages::probe(shared.clone(), opts.paced));
    let bar = phase_bar(opts.progress, "paced", opts.paced);
    run_phase(&shared, Phase::Paced, opts.paced, &bar).await;
    let rss_paced = target.rss();
    let pages = match pages {
        Some(probe) => Some(probe.await?),
        None => None,
    };
    let bar = phase_bar(opts.progress, "saturation", opts.saturation);
    run_phase(&shared, Phase::Saturation, opts.saturation, &bar).await;
    shared.set_phase(Phase::Stop);
    let deadline = Instant::now() + crate::http::REQUEST_TIMEOUT + Duration::from_secs(5);
    while let Ok(Some(_)) = tokio::time::timeout_at(deadline.into(), players.join_next()).await {}
    players.abort_all();

    let verification = target.stop_and_verify(&shared.acks()).await?;
    let timeouts = match (opts.timed, target.database()) {
        (Some(_), Some(db)) => Some(timeout_delays(&db).await?),
        _ => None,
    };
    let paced = shared.with_stats(Phase::Paced, |s| s.figures());
    let saturation = shared.with_stats(Phase::Saturation, |s| s.figures());
    let setup_errors = shared.with_stats(Phase::Setup, |s| s.errors.values().sum());
    let ratio = saturation.moves_per_s / inserts.inserts_per_s.max(1e-9);
    let rss = match (rss_idle, rss_accounts, rss_setup, rss_paced) {
        (Some(idle), Some(acc), Some(setup), Some(paced)) => Some(RssFigures {
            idle_bytes: idle,
            accounts_bytes: acc,
            after_setup_bytes: setup,
            after_paced_bytes: paced,
            per_game_at_start_bytes: (setup as f64 - acc as f64) / opts.games as f64,
            per_game_after_paced_bytes: (paced as f64 - acc as f64) / opts.games as f64,
        }),
        _ => None,
    };
    Ok(LoadReport {
        games: opts.games,
        bots: opts.bots.clone(),
        think_ms: opts.think.as_millis() as u64,
        accounts: opts.accounts,
        server: server_name,
        setup_seconds,
        setup_errors,
        targets: Targets {
            p99_ms: TARGET_P99_MS,
            p99_met: paced.latency_ms.p99 < TARGET_P99_MS,
            ratio: TARGET_RATIO,
            ratio_met: ratio >= TARGET_RATIO,
        },
        paced,
        saturation,
        saturation_games: opts.saturation_games.min(opts.games),
        sqlite_inserts: inserts,
        ratio,
        rss,
        verification,
        timed_setup_seconds,
        timeouts,
        pages,
    })
}
