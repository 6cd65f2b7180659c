//! The threads bots think on, apart from the async workers and from the people's
//! requests.
//!
//! A decision is CPU work (a search bot plays whole games out). A server full of bots
//! (a wave of timed-out turns, games of bots only) must not slow the moves and pages of
//! the people playing, so bots think on threads of their own: one per core less one (at
//! least one), at the lowest CPU priority the system gives without privileges (nice 19
//! on Linux), so a core busy with a request always goes to the request first. Decisions
//! wait in a bounded queue shared by every game on the server; a decision that finds
//! the queue full waits its turn without holding an async worker.

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::{Arc, Mutex};

use protocol::GameError;
use tokio::sync::{mpsc, oneshot};

use crate::internal;

/// Decisions that may wait for a thread at once; more wait to be queued.
const QUEUE_LEN: usize = 1024;

/// A decision to make on a bot thread; it sends its answer itself.
type Job = Box<dyn FnOnce() + Send>;

/// The bots' threads and their queue. Dropping the last handle lets the threads end
/// once the queue is empty.
#[derive(Debug)]
pub(crate) struct BotThreads {
    queue: mpsc::Sender<Job>,
}

impl Default for BotThreads {
    fn default() -> Self {
        let cores = std::thread::available_parallelism().map_or(1, usize::from);
        Self::new(cores.saturating_sub(1).max(1))
    }
}

impl BotThreads {
    /// `threads` threads (at least one) waiting for decisions.
    pub(crate) fn new(threads: usize) -> Self {
        let (queue, jobs) = mpsc::channel::<Job>(QUEUE_LEN);
        let jobs = Arc::new(Mutex::new(jobs));
        for n in 0..threads.max(1) {
            let jobs = Arc::clone(&jobs);
            let spawned = std::thread::Builder::new()
                .name(format!("bot-{n}"))
                .spawn(move || think(&jobs));
            if let Err(e) = spawned {
                tracing::error!(error = %e, "a bot thread could not start");
            }
        }
        Self { queue }
    }

    /// Runs `decide` on a bot thread once one is free and answers what it returned.
    ///
    /// # Errors
    /// [`GameError::Internal`] when the decision panicked or the threads are gone.
    pub(crate) async fn run<T: Send + 'static>(
        &self,
        decide: impl FnOnce() -> T + Send + 'static,
    ) -> Result<T, GameError> {
        let (answer, answered) = oneshot::channel();
        let job: Job = Box::new(move || {
            // The one waiting may have gone (its request ended): nobody to tell.
            let _ = answer.send(decide());
        });
        self.queue
            .send(job)
            .await
            .map_err(|e| internal("queueing a bot's decision", e))?;
        answered
            .await
            .map_err(|e| internal("a bot's decision failed", e))
    }
}

/// A bot thread's life: lower its priority, then take decisions from the queue until
/// the queue is closed.
fn think(jobs: &Mutex<mpsc::Receiver<Job>>) {
    lower_priority();
    loop {
        // One thread waits on the queue at a time; the others wait for the lock.
        let job = jobs
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .blocking_recv();
        let Some(job) = job else {
            return;
        };
        // A decision that panics loses its answer (its caller hears of it), not the
        // thread.
        if catch_unwind(AssertUnwindSafe(job)).is_err() {
            tracing::error!("a bot's decision panicked");
        }
    }
}

/// Nice 19 for the calling thread, so that people's requests come first.
#[cfg(target_os = "linux")]
fn lower_priority() {
    // SAFETY: setpriority only reads its three integer arguments. On Linux the nice
    // value belongs to each thread, and `who = 0` with PRIO_PROCESS names the calling
    // thread, so only this bot thread is lowered.
    let done = unsafe { libc::setpriority(libc::PRIO_PROCESS, 0, 19) };
    if done != 0 {
        tracing::warn!("a bot thread keeps its priority (setpriority failed)");
    }
}

/// Elsewhere bot threads keep the ordinary priority.
#[cfg(not(target_os = "linux"))]
fn lower_priority() {}

#[cfg(test)]
mod tests {
    use super::*;

    /// Decisions come back to whoever asked, also with many waiting for one thread,
    /// and a decision that panics is an error, not a lost thread.
    #[tokio::test]
    async fn decisions_are_answered_and_a_panic_is_an_error() {
        let threads = Arc::new(BotThreads::new(1));
        let mut asks = tokio::task::JoinSet::new();
        for n in 0..50u32 {
            let threads = Arc::clone(&threads);
            asks.spawn(async move { (n, threads.run(move || n * 2).await) });
        }
        while let Some(done) = asks.join_next().await {
            let (n, answer) = done.unwrap();
            assert_eq!(answer, Ok(n * 2));
        }
        let panicked = threads.run(|| -> u32 { panic!("a broken bot") }).await;
        assert_eq!(panicked, Err(GameError::Internal));
        assert_eq!(threads.run(|| 7).await, Ok(7), "the thread lives on");
    }
}
