//! Imports through the real server process while a live game is played: imports
//! are limited per client, and live moves never fail while they are written.

mod common;

use std::time::{Duration, Instant};

use common::{call, request, Server};
use serde_json::json;

/// The long recorded game the browser tests import (1,018 actions).
fn long_game() -> String {
    // Relative to the package's root, where cargo runs tests: a path compiled in would name
    // the checkout that built the binary, which the shared build cache reuses in others.
    std::fs::read_to_string("../end2end/fixtures/finished-long.json").unwrap()
}

/// Rule: one client imports at most 5 games in 10 minutes (the 6th: 429 with
/// Retry-After, nothing stored).
#[test]
fn imports_are_limited_per_client() {
    let s = Server::start(&[]);
    let body = json!({ "text": long_game() }).to_string();
    let mut ids = Vec::new();
    for i in 0..5 {
        let a = request(s.port, "POST", "/api/import_game", Some(&body), &[]).unwrap();
        assert_eq!(a.status, 200, "import {i}: {}", a.body);
        ids.push(a.json().as_str().unwrap().to_owned());
    }
    // "Game lists and snapshots of huge games are paged, not sent whole": the
    // 1,018-action game's snapshot carries the setup's and the latest 500 actions'
    // log entries.
    let snap = call(s.port, "GET", &format!("/games/{}", ids[0]), None, None);
    assert_eq!(snap.status, 200);
    let snap = snap.json();
    let log = snap["log"].as_array().unwrap();
    assert_eq!(log.len(), 501, "{} bytes", snap.to_string().len());
    assert_eq!(log[500]["seq"], 1017);
    println!(
        "a 1,018-action game's snapshot: {} bytes",
        snap.to_string().len()
    );
    let over = request(s.port, "POST", "/api/import_game", Some(&body), &[]).unwrap();
    assert_eq!(over.status, 429, "{}", over.body);
    assert!(over.header("retry-after").is_some(), "{}", over.head);
}

/// Rule: imports never stall live games: while another client imports long games
/// in a loop (limits lifted), every move of a live online game succeeds. The
/// moves' latency during the loop is reported, not asserted.
#[tokio::test(flavor = "multi_thread")]
async fn live_moves_go_on_during_an_import_loop() {
    let s = Server::start(&[
        ("KARAK_IMPORTS_PER_CLIENT", "100000"),
        ("KARAK_GAMES_PER_CLIENT", "100000"),
        ("KARAK_GAMES_PER_SESSION", "100000"),
    ]);
    let p = common::players(&s.db(), &["Ann", "Boris"]).await;
    let made = call(
        s.port,
        "POST",
        "/games",
        Some(&json!({"seats": [{}, {}]})),
        Some(&p[0]),
    );
    let id = made.json()["id"].as_str().unwrap().to_owned();
    assert_eq!(
        call(
            s.port,
            "POST",
            &format!("/games/{id}/seats/1"),
            None,
            Some(&p[1])
        )
        .status,
        200
    );
    assert_eq!(
        call(
            s.port,
            "POST",
            &format!("/games/{id}/start"),
            None,
            Some(&p[0])
        )
        .status,
        204
    );

    let port = s.port;
    let stop = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    let importer = {
        let stop = stop.clone();
        std::thread::spawn(move || {
            let body = json!({ "text": long_game() }).to_string();
            let mut imported = 0;
            let mut took = Vec::new();
            while !stop.load(std::sync::atomic::Ordering::Relaxed) {
                let started = Instant::now();
                let a = request(port, "POST", "/api/import_game", Some(&body), &[]).unwrap();
                assert_eq!(a.status, 200, "{}", a.body);
                took.push(started.elapsed());
                imported += 1;
            }
            (imported, took)
        })
    };

    let mut latencies = Vec::new();
    let deadline = Instant::now() + Duration::from_secs(8);
    while Instant::now() < deadline {
        let snap = call(port, "GET", &format!("/games/{id}"), None, Some(&p[0])).json();
        if snap["status"] == "finished" {
            break;
        }
        let seat = snap["view"]["to_act"].as_u64().unwrap() as usize;
        let legal = call(
            port,
            "GET",
            &format!("/games/{id}/legal"),
            None,
            Some(&p[seat]),
        )
        .json();
        let body = json!({"seat": seat, "action": legal["actions"][0], "expected_version": snap["version"]});
        let started = Instant::now();
        let a = call(
            port,
            "POST",
            &format!("/games/{id}/actions"),
            Some(&body),
            Some(&p[seat]),
        );
        latencies.push(started.elapsed());
        assert_eq!(
            a.status, 200,
            "a live move failed during imports: {}",
            a.body
        );
    }
    stop.store(true, std::sync::atomic::Ordering::Relaxed);
    let (imported, mut took) = importer.join().unwrap();
    latencies.sort();
    took.sort();
    let pct = |v: &[Duration], p: usize| v[(v.len() * p / 100).min(v.len() - 1)];
    let (rss, peak) = s.memory_kib();
    eprintln!(
        "during {imported} imports of a 1,018-action game (import p50 {:?}, max {:?}): \
         {} live moves, latency p50 {:?} p95 {:?} max {:?}; server RSS {rss} KiB, peak {peak} KiB",
        pct(&took, 50),
        took.last().unwrap(),
        latencies.len(),
        pct(&latencies, 50),
        pct(&latencies, 95),
        latencies.last().unwrap(),
    );
    assert!(imported > 0 && !latencies.is_empty());
}

/// Rule: a request body over the limit (4 MiB) is refused with 413 before it is
/// read, whatever the route: the answer comes while the body has not been sent.
#[test]
fn an_oversized_body_is_refused() {
    use std::io::{Read, Write};
    let s = Server::start(&[]);
    let mut conn = std::net::TcpStream::connect(("127.0.0.1", s.port)).unwrap();
    conn.set_read_timeout(Some(Duration::from_secs(10)))
        .unwrap();
    write!(
        conn,
        "POST /api/import_game HTTP/1.1\r\nHost: 127.0.0.1:{}\r\n\
         Content-Type: application/json\r\nContent-Length: {}\r\n\r\n",
        s.port,
        5 << 20
    )
    .unwrap();
    let mut head = [0u8; 64];
    let n = conn.read(&mut head).unwrap();
    let head = String::from_utf8_lossy(&head[..n]);
    assert!(head.starts_with("HTTP/1.1 413"), "{head}");
}
