//! One server on SQLite beside several servers on PostgreSQL, in one run: the
//! same load (games, think time, phases, seed) against each in turn, and the
//! figures side by side.

use anyhow::Result;
use serde::Serialize;

use crate::cluster::ClusterOptions;
use crate::run::{run_load, LoadOptions, LoadReport};

/// Both load runs.
#[derive(Debug, Clone, Serialize)]
pub struct CompareReport {
    pub sqlite: LoadReport,
    pub postgres: LoadReport,
    pub servers: usize,
}

impl CompareReport {
    /// Whether both runs had no errors and a clean verification.
    pub fn ok(&self) -> bool {
        [&self.sqlite, &self.postgres].iter().all(|r| {
            r.setup_errors + r.paced.error_total + r.saturation.error_total == 0
                && r.verification.as_ref().is_some_and(|v| v.ok())
        })
    }

    /// Both summaries, then the table.
    pub fn summary(&self) -> String {
        let (a, b) = (&self.sqlite, &self.postgres);
        let mut out = format!(
            "===== one server on SQLite =====\n{}\n\n===== {} servers on PostgreSQL behind haproxy =====\n{}\n\n",
            a.summary(),
            self.servers,
            b.summary()
        );
        out.push_str(&format!(
            "{:<34} {:>18} {:>22}\n",
            "",
            "1 server, SQLite",
            format!("{} servers, PostgreSQL", self.servers)
        ));
        let mut row = |name: &str, x: String, y: String| {
            out.push_str(&format!("{name:<34} {x:>18} {y:>22}\n"));
        };
        row("live games", a.games.to_string(), b.games.to_string());
        row(
            "paced: committed moves/s",
            format!("{:.0}", a.paced.moves_per_s),
            format!("{:.0}", b.paced.moves_per_s),
        );
        row(
            "paced: p50 commit ms",
            format!("{:.2}", a.paced.latency_ms.p50),
            format!("{:.2}", b.paced.latency_ms.p50),
        );
        row(
            "paced: p99 commit ms",
            format!("{:.2}", a.paced.latency_ms.p99),
            format!("{:.2}", b.paced.latency_ms.p99),
        );
        row(
            "saturation: committed moves/s",
            format!("{:.0}", a.saturation.moves_per_s),
            format!("{:.0}", b.saturation.moves_per_s),
        );
        row(
            "saturation: p99 commit ms",
            format!("{:.2}", a.saturation.latency_ms.p99),
            format!("{:.2}", b.saturation.latency_ms.p99),
        );
        let errors = |r: &LoadReport| {
            (r.setup_errors + r.paced.error_total + r.saturation.error_total).to_string()
        };
        row("errors", errors(a), errors(b));
        let rss = |r: &LoadReport| {
            r.rss.as_ref().map_or("-".to_owned(), |m| {
                format!("{:.0} MiB", m.after_paced_bytes as f64 / (1024.0 * 1024.0))
            })
        };
        row("servers' RSS after paced", rss(a), rss(b));
        let verified = |r: &LoadReport| match &r.verification {
            Some(v) if v.ok() => format!("{} moves ok", v.acknowledged_moves),
            Some(v) => format!("{} VIOLATIONS", v.violations.len()),
            None => "-".to_owned(),
        };
        row("acknowledged moves stored", verified(a), verified(b));
        out.push_str(&format!(
            "RESULT: {}",
            if self.ok() { "ok" } else { "FAILED" }
        ));
        out
    }
}

/// The load of `opts` on one SQLite server, then on `cluster`.
///
/// # Errors
/// As [`run_load`].
pub async fn run_compare(opts: &LoadOptions, cluster: &ClusterOptions) -> Result<CompareReport> {
    let sqlite = run_load(&LoadOptions {
        addr: None,
        cluster: None,
        ..opts.clone()
    })
    .await?;
    let postgres = run_load(&LoadOptions {
        addr: None,
        cluster: Some(cluster.clone()),
        ..opts.clone()
    })
    .await?;
    Ok(CompareReport {
        sqlite,
        postgres,
        servers: cluster.servers,
    })
}
