//! Live updates across servers that share one PostgreSQL database.
//!
//! Every update a server publishes to its own watchers ([`crate::notify`]) is also
//! sent as `NOTIFY karak_games` with a small payload (the server's id, the game and
//! its [`GameUpdate`]: version, status, whose turn). Each server keeps one listening
//! connection and hands what other servers sent to its own watchers, who then read
//! their views through the normal, authorised path, which reloads the game from the
//! database when this server's copy is behind (see `Service::lock_game`).
//!
//! A notification can be lost while the listening connection is down. When it comes
//! back (sqlx reconnects it), the server publishes where every game its watchers
//! follow stands now, so each client catches up from the version it has.

use std::time::Duration;

use protocol::{GameId, GameUpdate};
use serde::{Deserialize, Serialize};
use sqlx::postgres::PgListener;
use tokio::sync::mpsc;

use crate::{DbTarget, Service};

/// The channel every server listens on.
const CHANNEL: &str = "karak_games";

/// How long the listener waits before trying the database again.
const RETRY: Duration = Duration::from_millis(500);

/// What one server tells the others.
#[derive(Debug, Serialize, Deserialize)]
struct Note {
    /// The sending server's random id; a server skips its own notes.
    from: u64,
    #[serde(flatten)]
    about: About,
}

/// What changed: a game (its update), or an account's counts (its id).
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(untagged)]
enum About {
    Game { game: GameId, update: GameUpdate },
    Account { account: i64 },
}

/// This server's end of the relay: where its published updates go out.
#[derive(Debug)]
pub(crate) struct Relay {
    outgoing: mpsc::UnboundedSender<About>,
}

impl Relay {
    /// Sends `update` of game `id` to the other servers (in the order published).
    pub(crate) fn send(&self, id: &str, update: GameUpdate) {
        // The sender task ends only with the runtime.
        let _ = self.outgoing.send(About::Game {
            game: id.to_owned(),
            update,
        });
    }

    /// Tells the other servers that account `user`'s counts changed.
    pub(crate) fn send_account(&self, user: i64) {
        let _ = self.outgoing.send(About::Account { account: user });
    }
}

impl Service {
    /// Joins the other servers on this PostgreSQL database: updates published here go
    /// out as notifications, and theirs come in to this server's watchers. Does
    /// nothing on SQLite (one server). Call once, at start-up.
    ///
    /// # Errors
    /// The database's error when the first listening connection cannot be made.
    pub async fn relay_between_servers(&self) -> Result<(), sqlx::Error> {
        let DbTarget::Postgres(url) = self.db().target() else {
            return Ok(());
        };
        let mut listener = PgListener::connect(url).await?;
        listener.listen(CHANNEL).await?;
        let (outgoing, queue) = mpsc::unbounded_channel();
        let server = crate::ids::new_seed().map_err(|e| sqlx::Error::Protocol(e.to_string()))?;
        self.watchers.set_relay(Relay { outgoing });
        tokio::spawn(send_notes(self.clone(), server, queue));
        tokio::spawn(listen(self.clone(), server, listener));
        tracing::info!(server, "relaying live updates through PostgreSQL");
        Ok(())
    }
}

/// Sends this server's updates as notifications, one at a time, in order.
async fn send_notes(service: Service, from: u64, mut queue: mpsc::UnboundedReceiver<About>) {
    while let Some(about) = queue.recv().await {
        let payload = match serde_json::to_string(&Note { from, about }) {
            Ok(p) => p,
            Err(e) => {
                tracing::warn!(error = %e, "cannot encode a live update");
                continue;
            }
        };
        let sent = sqlx::query("SELECT pg_notify($1, $2)")
            .bind(CHANNEL)
            .bind(&payload)
            .execute(service.db().pool())
            .await;
        if let Err(e) = sent {
            // The other servers' clients catch up with the next update, or when
            // their server's listener reconnects.
            tracing::warn!(error = %e, "a live update did not reach the other servers");
        }
    }
}

/// Hands the other servers' updates to this server's watchers; after a lost
/// connection, publishes where each watched game stands now.
async fn listen(service: Service, me: u64, mut listener: PgListener) {
    loop {
        match listener.try_recv().await {
            Ok(Some(notification)) => match serde_json::from_str::<Note>(notification.payload()) {
                Ok(note) if note.from != me => match note.about {
                    About::Game { game, update } => service.watchers.publish_here(&game, update),
                    About::Account { account } => service.accounts.changed_here(account),
                },
                Ok(_) => {}
                Err(e) => tracing::warn!(error = %e, "an unreadable live update"),
            },
            Ok(None) => {
                tracing::warn!("lost the live-update connection to PostgreSQL; reconnecting");
                // `listen` reconnects (and listens again on every channel).
                while let Err(e) = listener.listen(CHANNEL).await {
                    tracing::warn!(error = %e, "PostgreSQL not reachable yet");
                    tokio::time::sleep(RETRY).await;
                }
                let games = service.watchers.watched_ids();
                tracing::info!(games = games.len(), "live updates reconnected; catching up");
                for id in games {
                    if let Ok(update) = service.current_update(&id).await {
                        service.watchers.publish_here(&id, update);
                    }
                }
            }
            Err(e) => {
                tracing::warn!(error = %e, "live-update connection failed");
                tokio::time::sleep(RETRY).await;
            }
        }
    }
}
