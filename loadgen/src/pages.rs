//! Page answers beside the load (issue 42: "no page answer waits for a bot"): while
//! the players play, one more client asks for server-rendered pages a few times a
//! second (the home page and a game page as a spectator, in turn) and times them.
//! A page that waited for a bot's thinking would show it in these figures.

use std::sync::Arc;
use std::time::{Duration, Instant};

use serde::Serialize;
use tokio::task::JoinHandle;

use crate::engine::{Phase, Shared};
use crate::http::Conn;
use crate::stats::{latency_of, Latency};

/// How often a page is asked for.
const EVERY: Duration = Duration::from_millis(100);

/// The pages asked for during the paced phase and their answer times.
#[derive(Debug, Clone, Serialize)]
pub struct PageFigures {
    pub pages: usize,
    pub errors: usize,
    pub latency_ms: Latency,
}

/// Starts asking for pages; the task ends `paced` after the paced phase starts (or
/// when another phase starts).
pub fn probe(shared: Arc<Shared>, paced: Duration) -> JoinHandle<PageFigures> {
    tokio::spawn(async move {
        let mut conn = Conn::new(shared.addr);
        let mut times = Vec::new();
        let mut errors = 0;
        let mut turn = 0usize;
        while shared.phase() != Phase::Paced {
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
        let started = Instant::now();
        while shared.phase() == Phase::Paced && started.elapsed() < paced {
            let path = match shared.some_game(turn / 2) {
                Some(id) if turn % 2 == 1 => format!("/games/{id}"),
                _ => "/".to_owned(),
            };
            turn += 1;
            let asked = Instant::now();
            match conn.request("GET", &path, None, &[]).await {
                Ok(resp) if resp.status == 200 => {
                    times.push(asked.elapsed().as_secs_f64() * 1000.0);
                }
                _ => errors += 1,
            }
            tokio::time::sleep(EVERY).await;
        }
        times.sort_by(f64::total_cmp);
        PageFigures {
            pages: times.len(),
            errors,
            latency_ms: latency_of(&times),
        }
    })
}
