//! Live updates: who is watching which game, and telling them it changed.
//!
//! One `tokio::sync::broadcast` channel per watched game. The message is small (a
//! [`GameUpdate`]: version, status, whose turn); each watcher then fetches its own
//! view through the normal, authorised read, so no per-viewer data ever goes down
//! a shared channel. A watcher that falls behind loses nothing that matters: the
//! next message (or its reconnect) carries the latest version.
//!
//! On PostgreSQL every update published here also goes to the other servers
//! ([`crate::relay`]), whose updates come back through [`Watchers::publish_here`].

use std::collections::HashMap;
use std::sync::Mutex;

use protocol::{GameId, GameUpdate};
use tokio::sync::broadcast;

use crate::relay::Relay;

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
    /// The other servers on the same PostgreSQL database, once joined.
    relay: std::sync::OnceLock<Relay>,
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

    /// Tells game `id`'s watchers, here and on the other servers, that it changed.
    pub fn publish(&self, id: &str, update: GameUpdate) {
        self.publish_here(id, update);
        if let Some(relay) = self.relay.get() {
            relay.send(id, update);
        }
    }

    /// Tells the other servers that account `user`'s counts changed (see `notices`).
    pub(crate) fn relay_account(&self, user: i64) {
        if let Some(relay) = self.relay.get() {
            relay.send_account(user);
        }
    }

    /// Sends this server's updates to the other servers too (set once).
    pub(crate) fn set_relay(&self, relay: Relay) {
        let _ = self.relay.set(relay);
    }

    /// The games somebody here is watching.
    pub(crate) fn watched_ids(&self) -> Vec<GameId> {
        let channels = self.channels.lock().unwrap_or_else(|p| p.into_inner());
        channels
            .iter()
            .filter(|(_, tx)| tx.receiver_count() > 0)
            .map(|(id, _)| id.clone())
            .collect()
    }

    /// Tells game `id`'s watchers on this server that it changed.
    pub(crate) fn publish_here(&self, id: &str, update: GameUpdate) {
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
