//! Live updates: who is watching which game, and telling them it changed.
//!
//! One `tokio::sync::broadcast` channel per watched game. The message is small (a
//! [`GameUpdate`]: version, status, whose turn); each watcher then fetches its own
//! view through the normal, authorised read, so no per-viewer data ever goes down
//! a shared channel. A watcher that falls behind loses nothing that matters: the
//! next message (or its reconnect) carries the latest version.

use std::collections::HashMap;
use std::sync::Mutex;

use protocol::{GameId, GameUpdate};
use tokio::sync::broadcast;

/// Messages kept per game for a slow watcher; older ones are skipped (only the
/// latest matters).
const BACKLOG: usize = 16;

/// The channels of watched games.
#[derive(Debug, Default)]
pub(crate) struct Watchers {
    channels: Mutex<HashMap<GameId, broadcast::Sender<GameUpdate>>>,
    /// Channels held after the last clean-up: the next one runs when the map has
    /// doubled since, so a subscription costs O(1) amortised, not a scan of the map.
    kept: std::sync::atomic::AtomicUsize,
    /// Set at shutdown: no new streams, so the server can finish its requests.
    closed: std::sync::atomic::AtomicBool,
}

impl Watchers {
    /// A receiver of game `id`'s future updates.
    pub fn subscribe(&self, id: &str) -> broadcast::Receiver<GameUpdate> {
        let mut channels = self.channels.lock().unwrap_or_else(|p| p.into_inner());
        if self.closed.load(std::sync::atomic::Ordering::Relaxed) {
            // A receiver whose sender is gone: the stream ends at once.
            return broadcast::channel(1).1;
        }
        // Drop channels nobody listens to any more, so the map stays within twice
        // the number of open game pages.
        let kept = self.kept.load(std::sync::atomic::Ordering::Relaxed);
        if channels.len() >= 2 * kept.max(64) {
            channels.retain(|_, tx| tx.receiver_count() > 0);
            self.kept
                .store(channels.len(), std::sync::atomic::Ordering::Relaxed);
        }
        channels
            .entry(id.to_owned())
            .or_insert_with(|| broadcast::channel(BACKLOG).0)
            .subscribe()
    }

    /// Tells game `id`'s watchers that it changed.
    pub fn publish(&self, id: &str, update: GameUpdate) {
        let channels = self.channels.lock().unwrap_or_else(|p| p.into_inner());
        if let Some(tx) = channels.get(id) {
            // No receiver left is fine: nobody is watching.
            let _ = tx.send(update);
        }
    }

    /// Ends every stream (graceful shutdown waits for open requests, and a live
    /// stream would otherwise never end).
    pub fn close_all(&self) {
        let mut channels = self.channels.lock().unwrap_or_else(|p| p.into_inner());
        self.closed
            .store(true, std::sync::atomic::Ordering::Relaxed);
        channels.clear();
    }

    /// Number of games with at least one watcher (diagnostics).
    pub fn watched(&self) -> usize {
        let channels = self.channels.lock().unwrap_or_else(|p| p.into_inner());
        channels
            .values()
            .filter(|tx| tx.receiver_count() > 0)
            .count()
    }
}
