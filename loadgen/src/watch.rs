//! A spectator's live stream of one game (`GET /api/v1/games/{id}/events`),
//! recording when each version arrived: how the crash run sees live updates
//! carry on across servers after PostgreSQL restarts.

use std::net::SocketAddr;
use std::sync::{Arc, Mutex};
use std::time::Instant;

use anyhow::{Context, Result};
use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};
use tokio::net::TcpStream;
use tokio::task::JoinHandle;

/// The updates one stream has received so far; the stream closes on drop.
pub struct Watcher {
    arrivals: Arc<Mutex<Vec<(u64, Instant)>>>,
    task: JoinHandle<()>,
}

impl Watcher {
    /// Opens the live stream of game `id` on the server at `addr`.
    ///
    /// # Errors
    /// When the server cannot be reached.
    pub async fn start(addr: SocketAddr, id: &str) -> Result<Self> {
        let mut stream = TcpStream::connect(addr)
            .await
            .with_context(|| format!("connecting to {addr}"))?;
        let request = format!(
            "GET /api/v1/games/{id}/events HTTP/1.1\r\nHost: {addr}\r\nAccept: text/event-stream\r\n\r\n"
        );
        stream.write_all(request.as_bytes()).await?;
        let arrivals = Arc::new(Mutex::new(Vec::new()));
        let record = Arc::clone(&arrivals);
        let task = tokio::spawn(async move {
            let mut lines = BufReader::new(stream).lines();
            while let Ok(Some(line)) = lines.next_line().await {
                let Some(data) = line.trim().strip_prefix("data:") else {
                    continue;
                };
                let version = serde_json::from_str::<serde_json::Value>(data.trim())
                    .ok()
                    .and_then(|update| update["version"].as_u64());
                if let Some(version) = version {
                    let now = Instant::now();
                    record
                        .lock()
                        .unwrap_or_else(|p| p.into_inner())
                        .push((version, now));
                }
            }
        });
        Ok(Self { arrivals, task })
    }

    /// When the first update at `version` or later arrived, if it has.
    pub fn arrived(&self, version: u64) -> Option<Instant> {
        let arrivals = self.arrivals.lock().unwrap_or_else(|p| p.into_inner());
        arrivals
            .iter()
            .find(|(v, _)| *v >= version)
            .map(|(_, at)| *at)
    }
}

impl Drop for Watcher {
    fn drop(&mut self) {
        self.task.abort();
    }
}
