//! Who a request comes from, for every per-client limit.
//!
//! The client is the TCP peer, unless the peer is a trusted proxy
//! (`--trusted-proxies`): then it is the last address in `X-Forwarded-For` that is
//! not itself a trusted proxy (the hops a client could have written come first, so
//! they are never believed). An IPv6 client is counted by its /64 network, the block
//! one subscriber gets, so rotating addresses inside it gains nothing; an
//! IPv4-mapped IPv6 address counts as its IPv4 address.
//!
//! [`resolve`] runs before every handler and replaces the request's
//! `ConnectInfo<SocketAddr>` with the client so found (port 0), so everything that
//! keys a limit by the peer (sign-in, sign-up, game creation, event streams) uses
//! the same key.

use std::net::{IpAddr, Ipv6Addr, SocketAddr};
use std::sync::Arc;

use axum::extract::{ConnectInfo, Request, State};
use axum::middleware::Next;
use axum::response::Response;

/// An address block: an address and how many leading bits of it count.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Network {
    addr: IpAddr,
    bits: u8,
}

impl std::str::FromStr for Network {
    type Err = String;

    /// `10.0.0.1`, `10.0.0.0/8`, `::1`, `fd00::/8`.
    fn from_str(s: &str) -> Result<Self, String> {
        let (addr, bits) = match s.trim().split_once('/') {
            Some((a, b)) => (a, Some(b)),
            None => (s.trim(), None),
        };
        let addr: IpAddr = addr
            .parse()
            .map_err(|e| format!("{s:?} is not an address: {e}"))?;
        let max = if addr.is_ipv4() { 32 } else { 128 };
        let bits = match bits {
            Some(b) => b
                .parse::<u8>()
                .ok()
                .filter(|b| *b <= max)
                .ok_or_else(|| format!("{s:?}: the prefix length must be 0 to {max}"))?,
            None => max,
        };
        Ok(Self { addr, bits })
    }
}

impl Network {
    fn contains(&self, ip: IpAddr) -> bool {
        match (self.addr, canonical(ip)) {
            (IpAddr::V4(net), IpAddr::V4(ip)) => prefix_eq(
                u128::from(net.to_bits()) << 96,
                u128::from(ip.to_bits()) << 96,
                self.bits,
            ),
            (IpAddr::V6(net), IpAddr::V6(ip)) => prefix_eq(net.to_bits(), ip.to_bits(), self.bits),
            _ => false,
        }
    }
}

fn prefix_eq(a: u128, b: u128, bits: u8) -> bool {
    bits == 0 || (a ^ b) >> (128 - u32::from(bits)) == 0
}

/// An IPv4-mapped IPv6 address as IPv4; anything else unchanged.
fn canonical(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V6(v6) => v6.to_ipv4_mapped().map_or(ip, IpAddr::V4),
        v4 => v4,
    }
}

/// The key a client is counted by: an IPv4 address, or an IPv6 /64.
pub fn grouped(ip: IpAddr) -> IpAddr {
    match canonical(ip) {
        IpAddr::V6(v6) => IpAddr::V6(Ipv6Addr::from_bits(v6.to_bits() & !0u128 >> 64 << 64)),
        v4 => v4,
    }
}

/// The proxies whose `X-Forwarded-For` is believed.
#[derive(Clone, Debug, Default)]
pub struct TrustedProxies(Arc<Vec<Network>>);

impl TrustedProxies {
    /// From the configured blocks.
    pub fn new(networks: Vec<Network>) -> Self {
        Self(Arc::new(networks))
    }

    /// Whether `ip` is one of the trusted proxies.
    pub fn trusts(&self, ip: IpAddr) -> bool {
        self.0.iter().any(|n| n.contains(ip))
    }

    /// The client of a request from `peer` with these `X-Forwarded-For` values.
    pub fn client<'a>(&self, peer: IpAddr, forwarded: impl Iterator<Item = &'a str>) -> IpAddr {
        if !self.trusts(peer) {
            return grouped(peer);
        }
        let hops: Vec<IpAddr> = forwarded
            .flat_map(|v| v.split(','))
            .filter_map(|h| h.trim().parse().ok())
            .collect();
        // From the nearest hop back: the first one no trusted proxy vouches for.
        let client = hops
            .iter()
            .rev()
            .find(|ip| !self.trusts(**ip))
            .or(hops.first())
            .copied()
            .unwrap_or(peer);
        grouped(client)
    }
}

/// Replaces the request's `ConnectInfo` with its client (see the module).
pub async fn resolve(
    State(proxies): State<TrustedProxies>,
    mut request: Request,
    next: Next,
) -> Response {
    if let Some(ConnectInfo(peer)) = request
        .extensions()
        .get::<ConnectInfo<SocketAddr>>()
        .copied()
    {
        // What a proxy says about the request's host and scheme is believed only from a
        // trusted proxy: anybody else could name their own site as this one's host and
        // pass the same-origin check (`routes::same_origin`).
        if !proxies.trusts(peer.ip()) {
            let headers = request.headers_mut();
            headers.remove("x-forwarded-host");
            headers.remove("x-forwarded-proto");
        }
        let forwarded = request
            .headers()
            .get_all("x-forwarded-for")
            .iter()
            .filter_map(|v| v.to_str().ok());
        let client = proxies.client(peer.ip(), forwarded);
        request
            .extensions_mut()
            .insert(ConnectInfo(SocketAddr::new(client, 0)));
    }
    next.run(request).await
}

/// The client of a request after [`resolve`] (unspecified when unknown).
pub fn of(request: &axum::http::request::Parts) -> IpAddr {
    request
        .extensions
        .get::<ConnectInfo<SocketAddr>>()
        .map_or(IpAddr::V4(std::net::Ipv4Addr::UNSPECIFIED), |c| c.0.ip())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ip(s: &str) -> IpAddr {
        s.parse().unwrap()
    }

    /// Rules: IPv6 counts by /64; a forwarded address is believed only from a
    /// trusted proxy, and then the last untrusted hop is the client.
    #[test]
    fn clients() {
        assert_eq!(grouped(ip("2001:db8:1:2:aaaa::1")), ip("2001:db8:1:2::"));
        assert_eq!(grouped(ip("::ffff:192.0.2.7")), ip("192.0.2.7"));
        let none = TrustedProxies::default();
        assert_eq!(
            none.client(ip("192.0.2.7"), ["1.2.3.4"].into_iter()),
            ip("192.0.2.7")
        );
        let proxies = TrustedProxies::new(vec!["10.0.0.0/8".parse().unwrap()]);
        let xff = ["6.6.6.6, 198.51.100.9", "10.1.1.1"];
        assert_eq!(
            proxies.client(ip("10.0.0.2"), xff.into_iter()),
            ip("198.51.100.9")
        );
        assert_eq!(
            proxies.client(ip("10.0.0.2"), [].into_iter()),
            ip("10.0.0.2")
        );
        assert_eq!(
            proxies.client(ip("192.0.2.1"), xff.into_iter()),
            ip("192.0.2.1")
        );
        assert!("10.0.0.0/33".parse::<Network>().is_err());
    }
}
