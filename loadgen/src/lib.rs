//! Load generator, crash-recovery check and memory figures for Karak Online
//! (issue 7, "Prove it holds"). See `loadgen/README.md`.
//!
//! Everything talks to real `karak-server` processes over loopback HTTP through
//! the public API `/api/v1`, as any bot would; the checks afterwards open the
//! real database (a SQLite file, or PostgreSQL for several servers).

pub mod api;
pub mod clocks;
pub mod cluster;
pub mod compare;
pub mod crash;
pub mod engine;
pub mod http;
pub mod inserts;
pub mod pages;
pub mod pg_restart;
pub mod run;
pub mod server;
pub mod stats;
mod target;
pub mod verify;
pub mod watch;

pub use clocks::{run_clocks, ClockReport, TimedGames};
pub use cluster::ClusterOptions;
pub use compare::{run_compare, CompareReport};
pub use crash::{run_crash, CrashOptions, CrashReport};
pub use run::{run_load, LoadOptions, LoadReport};

/// A seed from the clock, for runs that do not name one.
pub fn clock_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos() as u64)
        .unwrap_or(7)
}
