//! People's writes before the server's own: on SQLite every write queues for one
//! connection ([`crate::Db::writer`]), in arrival order. When many timed-out turns
//! end at once, the bots' moves, the timeouts' records and the notifications they
//! cause would fill that queue ahead of a person who just tapped a move. So a
//! person's write announces itself while it waits and writes
//! ([`PeopleFirst::person_writes`]); the server's own writes go one at a time
//! ([`PeopleFirst::server_writes`]: at most one of them is ever ahead of a person in
//! the writer's queue), each after no person's write is waiting, but never later than
//! [`MOST_A_BOT_WAITS`], so a steady stream of people cannot starve the bots' turns.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::Duration;

use tokio::sync::{Mutex, Notify, OwnedMutexGuard};

/// The longest the server's own write waits for people's writes to pass.
pub(crate) const MOST_A_BOT_WAITS: Duration = Duration::from_millis(50);

/// Counts people's writes in the writer's queue (see the module's text).
#[derive(Debug, Default)]
pub(crate) struct PeopleFirst {
    waiting: AtomicUsize,
    none_waiting: Notify,
    /// Held by the one server write that may queue for the writer.
    server_turn: Arc<Mutex<()>>,
}

impl PeopleFirst {
    /// Marks a person's write as waiting until the guard is dropped (after the write).
    pub(crate) fn person_writes(self: &Arc<Self>) -> PersonWrite {
        self.waiting.fetch_add(1, Ordering::SeqCst);
        PersonWrite(Arc::clone(self))
    }

    /// The server's turn to write, once the server's writes before it are done and
    /// no person's write waits (or [`MOST_A_BOT_WAITS`] has passed): hold the answer
    /// until the write is done.
    pub(crate) async fn server_writes(&self) -> ServerWrite {
        let turn = Arc::clone(&self.server_turn).lock_owned().await;
        self.after_people().await;
        ServerWrite(turn)
    }

    /// Returns when no person's write is waiting, or after [`MOST_A_BOT_WAITS`].
    async fn after_people(&self) {
        let clear = async {
            loop {
                let notified = self.none_waiting.notified();
                tokio::pin!(notified);
                // Registered before the count is read, so a last person finishing in
                // between still wakes this wait.
                notified.as_mut().enable();
                if self.waiting.load(Ordering::SeqCst) == 0 {
                    return;
                }
                notified.await;
            }
        };
        let _ = tokio::time::timeout(MOST_A_BOT_WAITS, clear).await;
    }
}

/// A person's write in the writer's queue ([`PeopleFirst::person_writes`]).
#[derive(Debug)]
pub(crate) struct PersonWrite(Arc<PeopleFirst>);

impl Drop for PersonWrite {
    fn drop(&mut self) {
        if self.0.waiting.fetch_sub(1, Ordering::SeqCst) == 1 {
            self.0.none_waiting.notify_waiters();
        }
    }
}

/// The server's write whose turn it is ([`PeopleFirst::server_writes`]).
#[derive(Debug)]
pub(crate) struct ServerWrite(#[allow(dead_code)] OwnedMutexGuard<()>);

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn the_servers_write_goes_at_once_when_nobody_waits() {
        let gate = Arc::new(PeopleFirst::default());
        tokio::time::timeout(Duration::from_millis(5), gate.server_writes())
            .await
            .expect("no person waits, so nothing holds the server's write");
    }

    #[tokio::test(start_paused = true)]
    async fn the_servers_write_waits_until_the_person_has_written() {
        let gate = Arc::new(PeopleFirst::default());
        let person = gate.person_writes();
        let server = tokio::spawn({
            let gate = Arc::clone(&gate);
            async move { drop(gate.server_writes().await) }
        });
        tokio::time::sleep(Duration::from_millis(10)).await;
        assert!(
            !server.is_finished(),
            "the server's write went before the person's"
        );
        drop(person);
        let started = tokio::time::Instant::now();
        server.await.unwrap();
        assert!(
            started.elapsed() < MOST_A_BOT_WAITS,
            "the server's write went when the person's was done, not at its limit"
        );
    }

    #[tokio::test(start_paused = true)]
    async fn people_who_never_stop_do_not_starve_the_server() {
        let gate = Arc::new(PeopleFirst::default());
        let _person = gate.person_writes();
        let started = tokio::time::Instant::now();
        drop(gate.server_writes().await);
        assert_eq!(started.elapsed(), MOST_A_BOT_WAITS);
    }

    #[tokio::test(start_paused = true)]
    async fn the_servers_writes_go_one_at_a_time() {
        let gate = Arc::new(PeopleFirst::default());
        let first = gate.server_writes().await;
        let second = tokio::spawn({
            let gate = Arc::clone(&gate);
            async move { drop(gate.server_writes().await) }
        });
        tokio::time::sleep(MOST_A_BOT_WAITS * 2).await;
        assert!(
            !second.is_finished(),
            "two server writes queued for the writer at once"
        );
        drop(first);
        second.await.unwrap();
    }
}
