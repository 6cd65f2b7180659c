//! Who a client is, through the real server process: IPv6 networks and reverse
//! proxies. Sign-in's per-(client, name) limit (5 failures a minute) shows which
//! requests the server counts as one client.

mod common;

use common::{request, Server};

const ANN: &str = r#"{"name":"Ann","password":"correct horse battery"}"#;
const WRONG: &str = r#"{"name":"Ann","password":"wrong password!"}"#;

/// Five wrong passwords from `forwarded`, then the status of a sixth.
fn sixth_try(port: u16, forwarded: &str) -> u16 {
    let headers = [("X-Forwarded-For", forwarded)];
    for _ in 0..5 {
        let a = request(port, "POST", "/api/sign_in", Some(WRONG), &headers).unwrap();
        assert_eq!(a.status, 401, "{forwarded}: {}", a.body);
    }
    request(port, "POST", "/api/sign_in", Some(WRONG), &headers)
        .unwrap()
        .status
}

fn status_from(port: u16, forwarded: &str) -> u16 {
    request(
        port,
        "POST",
        "/api/sign_in",
        Some(WRONG),
        &[("X-Forwarded-For", forwarded)],
    )
    .unwrap()
    .status
}

/// Rules: behind a trusted proxy (`KARAK_TRUSTED_PROXIES`), the client is the
/// last `X-Forwarded-For` hop that is not a trusted proxy, so clients behind the
/// proxy are counted apart (and a hop a client wrote in front is ignored); an IPv6
/// client is counted by its /64, so another address of the same /64 is the same
/// client and one of another /64 is not.
#[test]
fn forwarded_clients_behind_a_trusted_proxy() {
    let s = Server::start(&[("KARAK_TRUSTED_PROXIES", "127.0.0.1,10.0.0.0/8")]);
    assert_eq!(
        request(s.port, "POST", "/api/sign_up", Some(ANN), &[])
            .unwrap()
            .status,
        200
    );

    assert_eq!(sixth_try(s.port, "203.0.113.5"), 429);
    // The same client, with a forged first hop and a trusted inner proxy.
    assert_eq!(
        status_from(s.port, "198.51.100.77, 203.0.113.5, 10.1.2.3"),
        429
    );
    // Another client behind the same proxy is not locked out.
    assert_eq!(status_from(s.port, "203.0.113.6"), 401);

    assert_eq!(sixth_try(s.port, "2001:db8:0:7::1"), 429);
    assert_eq!(status_from(s.port, "2001:db8:0:7:ffff::2"), 429, "same /64");
    assert_eq!(status_from(s.port, "2001:db8:0:8::1"), 401, "another /64");
}

/// Rule: without trusted proxies, `X-Forwarded-For` is ignored: a client cannot
/// escape its limit by writing a new address into it.
#[test]
fn forwarded_for_is_ignored_without_trusted_proxies() {
    let s = Server::start(&[]);
    assert_eq!(
        request(s.port, "POST", "/api/sign_up", Some(ANN), &[])
            .unwrap()
            .status,
        200
    );
    assert_eq!(sixth_try(s.port, "203.0.113.5"), 429);
    assert_eq!(status_from(s.port, "203.0.113.99"), 429);
}
