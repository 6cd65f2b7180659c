//! Where a seat of an online game was taken from, for the rule that a game between two
//! accounts of one client is not rated (docs/RATINGS.md, "Which games are rated").
//!
//! A seat keeps two marks: a keyed hash of the client's address (an IPv6 address by
//! its /64 network, what one household or phone is given) and one of its browser
//! session. Neither can be turned back into the address or the session: the key is a
//! secret of the database (`server_keys`), the same on every server.

use std::net::IpAddr;

use hmac::{Hmac, Mac};
use protocol::GameError;
use sha2::Sha256;

use crate::{ids, internal, store, Service};

/// The name of the marks' key in `server_keys`.
const MARK_KEY: &str = "client-mark";

/// Where a call comes from. Unknown parts mark nothing, so they never match.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Client {
    /// The client's address, as the server believes it (see `--trusted-proxies`).
    pub address: Option<IpAddr>,
    /// A browser session's own random id (API tokens have none).
    pub session: Option<String>,
}

impl Client {
    /// A call from a program inside the server (tests, tools): nothing is known.
    pub fn unknown() -> Self {
        Self::default()
    }
}

/// A client's marks as a seat stores them.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct ClientMarks {
    pub address: Option<String>,
    pub session: Option<String>,
}

/// The part of `address` that names one client: all of an IPv4 address, the /64
/// network of an IPv6 address (an IPv4 address written as IPv6 counts as IPv4).
fn client_part(address: IpAddr) -> String {
    match address {
        IpAddr::V4(v4) => v4.to_string(),
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => v4.to_string(),
            None => {
                let s = v6.segments();
                format!("{:x}:{:x}:{:x}:{:x}::/64", s[0], s[1], s[2], s[3])
            }
        },
    }
}

/// The keyed hash of `what` (of kind `label`), hex.
fn mark(key: &[u8], label: &str, what: &str) -> String {
    let mut mac = Hmac::<Sha256>::new_from_slice(key).expect("HMAC takes a key of any length");
    mac.update(label.as_bytes());
    mac.update(b"\0");
    mac.update(what.as_bytes());
    mac.finalize()
        .into_bytes()
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

impl Service {
    /// `client`'s marks, with the database's key (made by the first server that asks).
    pub(crate) async fn client_marks(&self, client: &Client) -> Result<ClientMarks, GameError> {
        if client.address.is_none() && client.session.is_none() {
            return Ok(ClientMarks::default());
        }
        let key = self
            .client_key
            .get_or_try_init(|| async {
                let fresh = ids::new_key()?;
                store::push::server_key(self.db(), MARK_KEY, || fresh)
                    .await
                    .map_err(|e| internal("reading the client-mark key", e))
            })
            .await?;
        Ok(ClientMarks {
            address: client
                .address
                .map(|a| mark(key.as_bytes(), "address", &client_part(a))),
            session: client
                .session
                .as_deref()
                .map(|s| mark(key.as_bytes(), "session", s)),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// One household's IPv6 addresses are one client; IPv4 addresses are each their own.
    #[test]
    fn an_ipv6_client_is_its_network() {
        let a: IpAddr = "2001:db8:1:2:aaaa::1".parse().unwrap();
        let b: IpAddr = "2001:db8:1:2:bbbb::9".parse().unwrap();
        let c: IpAddr = "2001:db8:1:3::1".parse().unwrap();
        assert_eq!(client_part(a), client_part(b));
        assert_ne!(client_part(a), client_part(c));
        let mapped: IpAddr = "::ffff:192.0.2.7".parse().unwrap();
        assert_eq!(client_part(mapped), "192.0.2.7");
        assert_ne!(
            client_part("192.0.2.7".parse().unwrap()),
            client_part("192.0.2.8".parse().unwrap())
        );
    }

    /// A mark depends on the key and on what it marks, and names neither.
    #[test]
    fn marks_are_keyed() {
        let one = mark(b"key one", "address", "192.0.2.7");
        assert_eq!(one, mark(b"key one", "address", "192.0.2.7"));
        assert_ne!(one, mark(b"key two", "address", "192.0.2.7"));
        assert_ne!(one, mark(b"key one", "session", "192.0.2.7"));
        assert!(!one.contains("192"));
        assert_eq!(one.len(), 64);
    }
}
