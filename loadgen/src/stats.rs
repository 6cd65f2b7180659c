//! What a phase measured: committed moves, the latency of each submit, errors.

use std::collections::BTreeMap;
use std::time::{Duration, Instant};

use serde::Serialize;

/// Counters of one phase while it runs.
#[derive(Debug, Default)]
pub struct PhaseStats {
    /// Round trip of every acknowledged submit POST, in microseconds.
    pub latencies_us: Vec<u32>,
    pub committed: u64,
    pub conflicts: u64,
    /// Failed calls by kind, e.g. `submit:conflict`, `legal:connect`.
    pub errors: BTreeMap<String, u64>,
    pub started: Option<Instant>,
    pub ended: Option<Instant>,
    pub games_finished: u64,
    pub games_created: u64,
}

impl PhaseStats {
    /// Notes one failed call.
    pub fn error(&mut self, kind: String) {
        if kind.ends_with(":conflict") {
            self.conflicts += 1;
        }
        *self.errors.entry(kind).or_default() += 1;
    }

    /// How long the phase ran (until now when it has not ended).
    pub fn elapsed(&self) -> Duration {
        match (self.started, self.ended) {
            (Some(s), Some(e)) => e - s,
            (Some(s), None) => s.elapsed(),
            _ => Duration::ZERO,
        }
    }

    /// The figures of the phase.
    pub fn figures(&self) -> PhaseFigures {
        let mut sorted: Vec<f64> = self
            .latencies_us
            .iter()
            .map(|&us| f64::from(us) / 1000.0)
            .collect();
        sorted.sort_by(f64::total_cmp);
        let secs = self.elapsed().as_secs_f64();
        PhaseFigures {
            seconds: secs,
            committed_moves: self.committed,
            moves_per_s: if secs > 0.0 {
                self.committed as f64 / secs
            } else {
                0.0
            },
            latency_ms: latency_of(&sorted),
            conflicts: self.conflicts,
            errors: self.errors.clone(),
            error_total: self.errors.values().sum(),
            games_finished: self.games_finished,
            games_created: self.games_created,
        }
    }
}

/// The percentiles of `sorted` (milliseconds, smallest first); zeros for none.
pub fn latency_of(sorted: &[f64]) -> Latency {
    let pct = |p: f64| -> f64 {
        if sorted.is_empty() {
            return 0.0;
        }
        let rank = ((p * sorted.len() as f64).ceil() as usize).clamp(1, sorted.len());
        sorted[rank - 1]
    };
    Latency {
        p50: pct(0.50),
        p95: pct(0.95),
        p99: pct(0.99),
        max: sorted.last().copied().unwrap_or(0.0),
        mean: if sorted.is_empty() {
            0.0
        } else {
            sorted.iter().sum::<f64>() / sorted.len() as f64
        },
    }
}

/// Commit latency (the submit POST's round trip) in milliseconds.
#[derive(Debug, Clone, Serialize)]
pub struct Latency {
    pub p50: f64,
    pub p95: f64,
    pub p99: f64,
    pub max: f64,
    pub mean: f64,
}

/// The figures of one phase.
#[derive(Debug, Clone, Serialize)]
pub struct PhaseFigures {
    pub seconds: f64,
    pub committed_moves: u64,
    pub moves_per_s: f64,
    pub latency_ms: Latency,
    pub conflicts: u64,
    pub errors: BTreeMap<String, u64>,
    pub error_total: u64,
    pub games_finished: u64,
    pub games_created: u64,
}

impl PhaseFigures {
    /// Readable lines for the summary.
    pub fn lines(&self, name: &str) -> String {
        let l = &self.latency_ms;
        let mut out = format!(
            "{name}: {:.1} s, {} committed moves = {:.0} moves/s\n  \
             commit latency ms: p50 {:.3}  p95 {:.3}  p99 {:.3}  max {:.3}  (mean {:.3})\n  \
             games finished {}, created {}; conflicts {}; errors {}",
            self.seconds,
            self.committed_moves,
            self.moves_per_s,
            l.p50,
            l.p95,
            l.p99,
            l.max,
            l.mean,
            self.games_finished,
            self.games_created,
            self.conflicts,
            self.error_total,
        );
        for (kind, n) in &self.errors {
            out.push_str(&format!("\n    {kind}: {n}"));
        }
        out
    }
}
