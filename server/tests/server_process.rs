//! The real server binary, started as a process on a real SQLite file.

use std::io::{Read, Write};
use std::net::{TcpListener, TcpStream};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// A port the OS says is free right now.
fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

fn start(port: u16, db: &Path) -> Child {
    Command::new(env!("CARGO_BIN_EXE_karak-server"))
        .env("KARAK_ADDR", format!("127.0.0.1:{port}"))
        .env("KARAK_DB", db)
        .env("LEPTOS_SITE_ROOT", db.parent().unwrap())
        .env("RUST_LOG", "warn")
        .stdout(Stdio::null())
        .stderr(Stdio::inherit())
        .spawn()
        .expect("start karak-server")
}

/// A plain HTTP/1.1 GET; returns (status, body).
fn get(port: u16, path: &str) -> std::io::Result<(u16, String)> {
    let mut stream = TcpStream::connect(("127.0.0.1", port))?;
    stream.set_read_timeout(Some(Duration::from_secs(5)))?;
    write!(
        stream,
        "GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"
    )?;
    let mut raw = String::new();
    stream.read_to_string(&mut raw)?;
    let status = raw
        .split_whitespace()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    let body = raw
        .split_once("\r\n\r\n")
        .map(|x| x.1)
        .unwrap_or("")
        .to_owned();
    Ok((status, body))
}

fn wait_until_up(port: u16) -> (u16, String) {
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        if let Ok(answer) = get(port, "/healthz") {
            return answer;
        }
        assert!(Instant::now() < deadline, "server did not come up");
        std::thread::sleep(Duration::from_millis(50));
    }
}

fn interrupt_and_wait(mut child: Child) -> std::process::ExitStatus {
    let pid = child.id().to_string();
    Command::new("kill")
        .args(["-INT", &pid])
        .status()
        .expect("send SIGINT");
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        if let Some(status) = child.try_wait().unwrap() {
            return status;
        }
        assert!(
            Instant::now() < deadline,
            "server did not stop after Ctrl-C"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// `make run` must create and migrate the database on start, answer `/healthz`
/// with the version and a reachable database, and stop cleanly on Ctrl-C.
#[test]
fn starts_on_a_fresh_database_reports_health_and_stops_on_ctrl_c() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("data/karak.db");
    let port = free_port();
    let child = start(port, &db);
    let (status, body) = wait_until_up(port);
    assert_eq!(status, 200, "{body}");
    let health: serde_json::Value = serde_json::from_str(&body).expect("healthz is JSON");
    assert_eq!(health["status"], "ok");
    assert_eq!(health["database"], "reachable");
    assert_eq!(health["version"], env!("CARGO_PKG_VERSION"));
    assert!(db.exists(), "database file created at KARAK_DB");

    // The server renders the home page itself (no static file needed).
    let (status, html) = get(port, "/").unwrap();
    assert_eq!(status, 200);
    assert!(html.contains("Karak Online"));

    let exit = interrupt_and_wait(child);
    assert!(exit.success(), "clean exit after Ctrl-C, got {exit:?}");

    // Restarting on the same file works (migrations already applied).
    let port = free_port();
    let child = start(port, &db);
    assert_eq!(wait_until_up(port).0, 200);
    assert!(interrupt_and_wait(child).success());
}

/// An unknown address is a 404 rendered by the app, not a bare error.
#[test]
fn unknown_paths_get_the_not_found_page() {
    let dir = tempfile::tempdir().unwrap();
    let port = free_port();
    let child = start(port, &dir.path().join("karak.db"));
    wait_until_up(port);
    let (status, html) = get(port, "/no/such/corridor").unwrap();
    assert_eq!(status, 404);
    assert!(html.contains("A dead end"));
    assert!(interrupt_and_wait(child).success());
}
