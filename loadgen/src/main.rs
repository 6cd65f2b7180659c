//! `loadgen`: load run (paced + saturation + SQLite yardstick) or `loadgen crash`.

use std::net::SocketAddr;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use anyhow::{Context, Result};
use clap::{Args, Parser, Subcommand};
use loadgen::server::default_server_bin;
use loadgen::{
    run_clocks, run_compare, run_crash, run_load, ClusterOptions, CrashOptions, LoadOptions,
    TimedGames,
};

/// Load generator for Karak Online's public API (loopback only, bounded in time).
///
/// Without a subcommand: a load run. It starts the release server on a fresh
/// SQLite file in a temporary folder (or targets --addr), makes 4 accounts with
/// API tokens, starts --games online games of 2–4 seats, and plays them with
/// random legal moves: first PACED (each game moves about every --think-ms; the
/// latency figure), then SATURATION (closed loop; the throughput figure). It also
/// times plain SQLite inserts on the service's settings and reports the ratio.
/// With --postgres it plays against --servers servers on a fresh PostgreSQL
/// database behind haproxy instead.
#[derive(Debug, Parser)]
#[command(version, about, args_conflicts_with_subcommands = true)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
    #[command(flatten)]
    load: LoadArgs,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// SIGKILL the server at random moments under load, restart it on the same
    /// file, then check every acknowledged move is stored, every game replays and
    /// the file passes integrity_check. Exits non-zero on any violation.
    Crash(CrashArgs),
    /// The same load against one server on SQLite, then against --servers
    /// servers on PostgreSQL behind haproxy, with the figures side by side.
    Compare(LoadArgs),
    /// The same load without, then beside idle games with turn clocks (most
    /// correspondence, some live whose time runs out): what the deadline work adds
    /// to commit p99, and how late timeouts are acted on.
    Clocks(ClockArgs),
}

#[derive(Debug, Args)]
struct ClockArgs {
    /// Correspondence games (3 days a turn) beside the load.
    #[arg(long, default_value_t = 5000)]
    correspondence: usize,
    /// Live games (banks of 10–29 s, left to run out) beside the load.
    #[arg(long, default_value_t = 500)]
    live: usize,
    #[command(flatten)]
    load: LoadArgs,
}

#[derive(Debug, Args)]
struct ClusterArgs {
    /// A PostgreSQL server (`postgres://user@host:port`, no database name): run
    /// --servers servers on a fresh database there, behind haproxy.
    #[arg(long)]
    postgres: Option<String>,
    /// How many servers run on PostgreSQL.
    #[arg(long, default_value_t = 2)]
    servers: usize,
}

impl ClusterArgs {
    fn options(&self) -> Option<ClusterOptions> {
        self.postgres.as_ref().map(|postgres| ClusterOptions {
            postgres: postgres.clone(),
            servers: self.servers,
        })
    }
}

#[derive(Debug, Args)]
struct ServerArgs {
    /// The server binary to start [default: $CARGO_TARGET_DIR/release/karak-server,
    /// else ~/.cache/karak/target/release/karak-server].
    #[arg(long)]
    server_bin: Option<PathBuf>,
    /// Seed of the players' random choices [default: from the clock].
    #[arg(long)]
    seed: Option<u64>,
    /// Write the figures as JSON to this file.
    #[arg(long)]
    json: Option<PathBuf>,
    /// Threads of the load generator's own runtime (the server gets the rest).
    #[arg(long, default_value_t = 1)]
    client_threads: usize,
    /// No progress bars.
    #[arg(long)]
    quiet: bool,
}

#[derive(Debug, Args)]
struct LoadArgs {
    /// Target a running server at this loopback address instead of starting one
    /// (its database is not checked afterwards).
    #[arg(long)]
    addr: Option<SocketAddr>,
    /// Live games, one player task and connection each.
    #[arg(long, default_value_t = 500)]
    games: usize,
    /// Mean pause between two moves of a game in the paced phase (jittered ±50%).
    #[arg(long, default_value_t = 1000)]
    think_ms: u64,
    /// Seconds of load in all, split evenly between the paced and saturation phases.
    #[arg(long, default_value_t = 60.0)]
    duration: f64,
    /// Games that play in the saturation phase [default: all].
    #[arg(long)]
    saturation_games: Option<usize>,
    /// Seconds of the SQLite insert yardstick.
    #[arg(long, default_value_t = 3.0)]
    insert_secs: f64,
    /// Accounts (2–4); a game of n seats is played by the first n.
    #[arg(long, default_value_t = 4)]
    accounts: usize,
    /// Every game gets one more seat, played by the server's bot at this level (Karak
    /// takes 2–5 seats, so at most 4 accounts).
    #[arg(long, value_parser = ["easy", "normal", "hard"])]
    bots: Option<String>,
    #[command(flatten)]
    cluster: ClusterArgs,
    #[command(flatten)]
    common: ServerArgs,
}

#[derive(Debug, Args)]
struct CrashArgs {
    /// SIGKILLs; the server is restarted after each but the last.
    #[arg(long, default_value_t = 20)]
    kills: usize,
    /// Live games playing in a closed loop.
    #[arg(long, default_value_t = 40)]
    games: usize,
    /// Shortest time from a (re)start to the next kill, in ms.
    #[arg(long, default_value_t = 300)]
    min_gap_ms: u64,
    /// Longest time from a (re)start to the next kill, in ms.
    #[arg(long, default_value_t = 2000)]
    max_gap_ms: u64,
    /// With --postgres: a shell command that restarts PostgreSQL (e.g. `pg_ctl
    /// -D DIR restart -m fast`), run after the kills while the games play on.
    #[arg(long)]
    postgres_restart: Option<String>,
    /// How many times to run --postgres-restart.
    #[arg(long, default_value_t = 2)]
    postgres_restarts: usize,
    #[command(flatten)]
    cluster: ClusterArgs,
    #[command(flatten)]
    common: ServerArgs,
}

fn runtime(threads: usize) -> Result<tokio::runtime::Runtime> {
    tokio::runtime::Builder::new_multi_thread()
        .worker_threads(threads.max(1))
        .enable_all()
        .build()
        .context("starting the runtime")
}

fn write_json(path: &Option<PathBuf>, value: &impl serde::Serialize) -> Result<()> {
    if let Some(path) = path {
        let text = serde_json::to_string_pretty(value)?;
        std::fs::write(path, text + "\n").with_context(|| format!("writing {}", path.display()))?;
        eprintln!("figures written to {}", path.display());
    }
    Ok(())
}

fn main() -> ExitCode {
    tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env()
                .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("warn")),
        )
        .with_writer(std::io::stderr)
        .init();
    match real_main() {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::from(1),
        Err(e) => {
            eprintln!("loadgen: {e:#}");
            ExitCode::from(2)
        }
    }
}

fn real_main() -> Result<bool> {
    let cli = Cli::parse();
    match cli.command {
        Some(Command::Crash(args)) => {
            if args.postgres_restart.is_some() && args.cluster.postgres.is_none() {
                anyhow::bail!(
                    "--postgres-restart needs --postgres (SQLite has no server to restart)"
                );
            }
            let c = &args.common;
            let opts = CrashOptions {
                server_bin: c.server_bin.clone().unwrap_or_else(default_server_bin),
                cluster: args.cluster.options(),
                postgres_restart: args.postgres_restart.clone(),
                postgres_restarts: args.postgres_restarts,
                games: args.games,
                kills: args.kills,
                min_gap: Duration::from_millis(args.min_gap_ms),
                max_gap: Duration::from_millis(args.max_gap_ms.max(args.min_gap_ms)),
                seed: c.seed.unwrap_or_else(loadgen::clock_seed),
                progress: !c.quiet,
            };
            let report = runtime(c.client_threads)?.block_on(run_crash(&opts))?;
            println!("{}", report.summary());
            write_json(&c.json, &report)?;
            Ok(report.ok())
        }
        Some(Command::Compare(a)) => {
            let Some(cluster) = a.cluster.options() else {
                anyhow::bail!("compare needs --postgres");
            };
            if a.addr.is_some() {
                anyhow::bail!("compare starts its own servers: no --addr");
            }
            let c = &a.common;
            let report =
                runtime(c.client_threads)?.block_on(run_compare(&load_options(&a), &cluster))?;
            println!("{}", report.summary());
            write_json(&c.json, &report)?;
            Ok(report.ok())
        }
        Some(Command::Clocks(args)) => {
            let c = &args.load.common;
            let timed = TimedGames {
                correspondence: args.correspondence,
                live: args.live,
            };
            let report = runtime(c.client_threads)?
                .block_on(run_clocks(&load_options(&args.load), timed))?;
            println!("{}", report.summary());
            write_json(&c.json, &report)?;
            Ok(report.ok())
        }
        None => {
            let a = cli.load;
            let c = &a.common;
            let report = runtime(c.client_threads)?.block_on(run_load(&load_options(&a)))?;
            println!("{}", report.summary());
            write_json(&c.json, &report)?;
            let errors = report.paced.error_total + report.saturation.error_total;
            Ok(errors == 0 && report.verification.as_ref().is_none_or(|v| v.ok()))
        }
    }
}

fn load_options(a: &LoadArgs) -> LoadOptions {
    let c = &a.common;
    let half = Duration::from_secs_f64(a.duration.max(0.2) / 2.0);
    LoadOptions {
        addr: a.addr,
        cluster: a.cluster.options(),
        server_bin: c.server_bin.clone().unwrap_or_else(default_server_bin),
        games: a.games,
        think: Duration::from_millis(a.think_ms),
        paced: half,
        saturation: half,
        saturation_games: a.saturation_games.unwrap_or(a.games),
        inserts: Duration::from_secs_f64(a.insert_secs.max(0.1)),
        accounts: a.accounts,
        bots: a.bots.clone(),
        seed: c.seed.unwrap_or_else(loadgen::clock_seed),
        progress: !c.quiet,
        timed: None,
    }
}
