//! Bounds on live event streams (`GET /api/v1/games/{id}/events`): at most
//! [`Streams::per_client`] open at once per client (more get 429 with
//! `Retry-After`), and each ends after [`Streams::max_lifetime`] (browsers'
//! `EventSource` reconnects by itself and gets the current state first, so a
//! player notices nothing; a forgotten tab stops holding a connection forever).

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// The stream limits and the streams open per client.
#[derive(Clone, Debug)]
pub struct Streams {
    pub per_client: usize,
    pub max_lifetime: Duration,
    open: Arc<Mutex<HashMap<IpAddr, usize>>>,
}

/// One open stream of a client; dropping it (the stream ended or the client left)
/// frees its place.
#[derive(Debug)]
pub struct Slot {
    client: IpAddr,
    open: Arc<Mutex<HashMap<IpAddr, usize>>>,
}

impl Streams {
    /// Limits of `per_client` streams, each at most `max_lifetime` long.
    pub fn new(per_client: usize, max_lifetime: Duration) -> Self {
        Self {
            per_client,
            max_lifetime,
            open: Arc::default(),
        }
    }

    /// A place for one more stream of `client`, `None` when it has its maximum.
    pub fn open(&self, client: IpAddr) -> Option<Slot> {
        let mut open = self.open.lock().unwrap_or_else(|p| p.into_inner());
        let count = open.entry(client).or_insert(0);
        if *count >= self.per_client {
            return None;
        }
        *count += 1;
        Some(Slot {
            client,
            open: self.open.clone(),
        })
    }
}

impl Drop for Slot {
    fn drop(&mut self) {
        let mut open = self.open.lock().unwrap_or_else(|p| p.into_inner());
        if let Some(count) = open.get_mut(&self.client) {
            *count -= 1;
            if *count == 0 {
                open.remove(&self.client);
            }
        }
    }
}
