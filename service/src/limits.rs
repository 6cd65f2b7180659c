//! The limits on what one client can make the server spend, and the counters that
//! enforce them. Every limit has a default here and a setting in the server's
//! configuration (`server/src/config.rs`); `docs/RELIABILITY.md` lists them.
//!
//! [`Throttle`] counts attempts per key in fixed windows. Its memory is bounded: it
//! holds at most [`Limits::max_keys`] keys, forgets expired windows as it goes
//! (oldest first, a few per hit, never a scan of the whole map), and when full lets
//! go of the oldest key to make room. Counts are lost on restart, which only gives
//! an attacker one more window.

use std::collections::{HashMap, VecDeque};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// The tunable limits of a [`crate::Service`]; [`Limits::default`] holds the defaults.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Password hashes (Argon2id, 19 MiB each) computed at once; more wait up to
    /// [`Limits::hash_queue_wait`], then are refused (503, `Retry-After`).
    pub hashing_concurrency: usize,
    /// How long a password check waits for a free hashing slot.
    pub hash_queue_wait: Duration,
    /// Keys the rate-limit counters hold at most (each ≈ 100 bytes).
    pub max_keys: usize,
    /// Unfinished pass-and-play games one guest may hold.
    pub guest_unfinished_games: u32,
    /// Unfinished games one account may hold: its pass-and-play games and the online
    /// games it hosts.
    pub account_unfinished_games: u32,
    /// Online games still waiting for players one account may host.
    pub waiting_games_per_account: u32,
    /// Seconds after which an online game still waiting for players is deleted.
    pub waiting_game_max_age_secs: u64,
    /// Sign-up attempts one client address may make in ten minutes
    /// ([`crate::accounts::SIGN_UP_WINDOW`]).
    pub sign_ups_per_client: u32,
    /// Whether a new pass-and-play game's seed may be chosen by the request (the
    /// end-to-end tests' `x-karak-test-seed`); never on a real server.
    pub test_seeds: bool,
    /// Rated games after which a rating is established: no longer provisional, and
    /// listed on the leaderboard.
    pub established_after: u32,
    /// How long a Hard bot may think, in milliseconds at the 99th percentile: its search
    /// plays that share of the budget that decides within 1,000 ms ([`rules::Effort`]).
    /// A count of futures, not a clock: the same setting gives the same choices.
    pub hard_bot_think_ms: u32,
}

impl Default for Limits {
    fn default() -> Self {
        Self {
            hashing_concurrency: 4,
            hash_queue_wait: Duration::from_secs(2),
            max_keys: 100_000,
            guest_unfinished_games: 20,
            account_unfinished_games: 50,
            waiting_games_per_account: 10,
            waiting_game_max_age_secs: 7 * 24 * 3600,
            sign_ups_per_client: crate::accounts::SIGN_UPS_PER_CLIENT,
            test_seeds: false,
            established_after: protocol::ratings::ESTABLISHED_AFTER,
            hard_bot_think_ms: 1_000,
        }
    }
}

/// Seconds to wait until `window`, begun at `start`, is over (at least 1).
fn seconds_left(start: Instant, window: Duration) -> u32 {
    let left = window.saturating_sub(start.elapsed());
    u32::try_from(left.as_secs()).unwrap_or(u32::MAX).max(1) + u32::from(left.subsec_nanos() > 0)
}

#[derive(Debug)]
struct Bucket {
    start: Instant,
    window: Duration,
    count: u32,
}

impl Bucket {
    fn over(&self) -> bool {
        self.start.elapsed() >= self.window
    }
}

#[derive(Debug, Default)]
struct Inner {
    buckets: HashMap<String, Bucket>,
    /// Keys in the order their windows began (one entry per window; an entry whose
    /// key has a newer window, or is gone, is skipped when it comes up).
    order: VecDeque<(String, Instant)>,
}

/// Fixed-window counters of attempts by key, bounded in memory (see the module).
#[derive(Debug)]
pub struct Throttle {
    inner: Mutex<Inner>,
    max_keys: usize,
}

impl Default for Throttle {
    fn default() -> Self {
        Self::new(Limits::default().max_keys)
    }
}

/// At most this many expired windows are forgotten per hit (amortised clean-up).
const SWEEP_PER_HIT: usize = 8;

impl Throttle {
    /// A throttle holding at most `max_keys` keys.
    pub fn new(max_keys: usize) -> Self {
        Self {
            inner: Mutex::new(Inner::default()),
            max_keys: max_keys.max(1),
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Inner> {
        self.inner.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Counts one attempt for `key` if it has had fewer than `limit` in its
    /// window, atomically (parallel callers cannot all pass the check before any
    /// is counted). `Err(seconds to wait)` when it has not.
    pub fn reserve(&self, key: &str, limit: u32, window: Duration) -> Result<(), u32> {
        let mut inner = self.lock();
        inner.sweep(SWEEP_PER_HIT);
        if let Some(bucket) = inner.buckets.get_mut(key) {
            if !bucket.over() {
                if bucket.count >= limit {
                    return Err(seconds_left(bucket.start, bucket.window));
                }
                bucket.count += 1;
                return Ok(());
            }
        } else if inner.buckets.len() >= self.max_keys {
            inner.evict_oldest();
        }
        if limit == 0 {
            return Err(u32::try_from(window.as_secs()).unwrap_or(u32::MAX).max(1));
        }
        let now = Instant::now();
        inner.buckets.insert(
            key.to_owned(),
            Bucket {
                start: now,
                window,
                count: 1,
            },
        );
        inner.order.push_back((key.to_owned(), now));
        if inner.order.len() > 2 * self.max_keys {
            inner.rebuild_order();
        }
        Ok(())
    }

    /// `Err(seconds to wait)` when `key` has had `limit` attempts in its window;
    /// counts nothing.
    pub fn check(&self, key: &str, limit: u32) -> Result<(), u32> {
        let inner = self.lock();
        match inner.buckets.get(key) {
            Some(b) if !b.over() && b.count >= limit => Err(seconds_left(b.start, b.window)),
            _ => Ok(()),
        }
    }

    /// Gives back one attempt counted by [`Throttle::reserve`] (it did not count
    /// after all, e.g. a sign-in that succeeded or could not be checked).
    pub fn release(&self, key: &str) {
        if let Some(bucket) = self.lock().buckets.get_mut(key) {
            bucket.count = bucket.count.saturating_sub(1);
        }
    }

    /// Forgets `key`'s attempts (after a success).
    pub fn clear(&self, key: &str) {
        self.lock().buckets.remove(key);
    }

    /// Keys held now (diagnostics and tests).
    pub fn keys(&self) -> usize {
        self.lock().buckets.len()
    }
}

impl Inner {
    /// Forgets up to `at_most` windows from the oldest end that are over.
    fn sweep(&mut self, at_most: usize) {
        for _ in 0..at_most {
            let Some((key, start)) = self.order.front() else {
                return;
            };
            match self.buckets.get(key) {
                Some(b) if b.start == *start => {
                    if !b.over() {
                        return;
                    }
                    self.buckets.remove(key);
                }
                // A newer window of the key, or a cleared key: nothing to forget.
                _ => {}
            }
            self.order.pop_front();
        }
    }

    /// Lets go of the key whose window began first (the throttle is full).
    fn evict_oldest(&mut self) {
        while let Some((key, start)) = self.order.pop_front() {
            if self.buckets.get(&key).is_some_and(|b| b.start == start) {
                self.buckets.remove(&key);
                return;
            }
        }
    }

    /// Drops the entries of `order` that no longer name a window (rare: only when
    /// it has grown to twice the keys held).
    fn rebuild_order(&mut self) {
        let buckets = &self.buckets;
        self.order
            .retain(|(key, start)| buckets.get(key).is_some_and(|b| b.start == *start));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The limiter refuses the attempt after `limit` and says how long to wait; a
    /// released attempt does not count; a cleared key starts again.
    #[test]
    fn throttle_counts_per_key() {
        let t = Throttle::default();
        let w = Duration::from_secs(60);
        for _ in 0..3 {
            assert!(t.reserve("a", 3, w).is_ok());
        }
        let wait = t.reserve("a", 3, w).unwrap_err();
        assert!((1..=60).contains(&wait), "{wait}");
        assert!(t.check("a", 3).is_err());
        t.release("a");
        assert!(t.reserve("a", 3, w).is_ok());
        assert!(t.reserve("b", 3, w).is_ok());
        t.clear("a");
        assert!(t.check("a", 3).is_ok());
        assert!(t.reserve("c", 1, Duration::ZERO).is_ok());
        assert!(t.reserve("c", 1, Duration::ZERO).is_ok(), "window over");
    }

    /// Rule: the limiter never holds more than its maximum of keys, however many
    /// fresh keys arrive.
    #[test]
    fn memory_is_bounded() {
        let t = Throttle::new(1_000);
        let w = Duration::from_secs(60);
        for i in 0..50_000 {
            let _ = t.reserve(&format!("k{i}"), 5, w);
        }
        assert_eq!(t.keys(), 1_000);
        assert!(t.lock().order.len() <= 2_000);
    }
}
