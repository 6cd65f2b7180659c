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

/// A plain HTTP/1.1 POST of a JSON body with extra headers; returns (status, headers, body).
fn post(
    port: u16,
    path: &str,
    body: &str,
    headers: &[(&str, &str)],
) -> std::io::Result<(u16, String, String)> {
    let mut stream = TcpStream::connect(("127.0.0.1", port))?;
    stream.set_read_timeout(Some(Duration::from_secs(5)))?;
    let mut extra = String::new();
    for (name, value) in headers {
        extra.push_str(&format!("{name}: {value}\r\n"));
    }
    write!(
        stream,
        "POST {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: close\r\n\
         Content-Type: application/json\r\nAccept: application/json\r\n\
         Content-Length: {}\r\n{extra}\r\n{body}",
        body.len()
    )?;
    let mut raw = String::new();
    stream.read_to_string(&mut raw)?;
    let status = raw
        .split_whitespace()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    let (head, body) = raw.split_once("\r\n\r\n").unwrap_or((&raw, ""));
    Ok((status, head.to_owned(), body.to_owned()))
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

/// A guest plays through the server functions: the first call creates the session
/// (cookie HttpOnly, SameSite=Lax, not Secure without --secure-cookies), the cookie
/// makes the caller the owner of the game it created, someone without it only
/// watches and cannot move, a rule's refusal comes back as the service's error, and
/// a cross-origin POST is refused.
#[test]
fn a_guest_plays_through_server_functions() {
    let dir = tempfile::tempdir().unwrap();
    let port = free_port();
    let child = start(port, &dir.path().join("karak.db"));
    wait_until_up(port);

    let new_game = r#"{"game":{"seats":[{"name":"Ann","hero":"Wizard"},{"name":"Bo","hero":null}],"expert":false}}"#;
    let (status, head, body) = post(port, "/api/create_game", new_game, &[]).unwrap();
    assert_eq!(status, 200, "{head}\n{body}");
    let id: String = serde_json::from_str(&body).unwrap();
    let set_cookie = head
        .lines()
        .find(|l| {
            l.to_ascii_lowercase()
                .starts_with("set-cookie: karak_session=")
        })
        .expect("a session cookie")
        .to_owned();
    assert!(set_cookie.contains("HttpOnly"), "{set_cookie}");
    assert!(set_cookie.contains("SameSite=Lax"), "{set_cookie}");
    assert!(!set_cookie.contains("Secure"), "{set_cookie}");
    let cookie = set_cookie["set-cookie: ".len()..]
        .split(';')
        .next()
        .unwrap()
        .to_owned();

    let ask = format!(r#"{{"id":"{id}"}}"#);
    let (status, _, body) = post(port, "/api/get_game", &ask, &[("Cookie", &cookie)]).unwrap();
    assert_eq!(status, 200, "{body}");
    let snap: serde_json::Value = serde_json::from_str(&body).unwrap();
    assert_eq!(snap["my_seats"], serde_json::json!([0, 1]));
    assert_eq!(snap["version"], 0);
    let to_act = snap["view"]["to_act"].as_u64().unwrap();
    let action = snap["view"]["legal_actions"][0].clone();

    let (status, _, body) = post(port, "/api/get_game", &ask, &[]).unwrap();
    assert_eq!(status, 200, "{body}");
    let watched: serde_json::Value = serde_json::from_str(&body).unwrap();
    assert_eq!(watched["my_seats"], serde_json::json!([]));
    assert_eq!(watched["view"]["viewer"], "Spectator");

    let submit = |seat: u64, action: &serde_json::Value, version: u32, cookie: Option<&str>| {
        let body = serde_json::json!({
            "id": id, "seat": seat, "action": action, "expected_version": version
        })
        .to_string();
        let headers: Vec<(&str, &str)> = cookie.map(|c| vec![("Cookie", c)]).unwrap_or_default();
        post(port, "/api/submit_action", &body, &headers).unwrap()
    };
    let (status, _, body) = submit(to_act, &action, 0, None);
    assert_eq!(status, 500, "{body}");
    let err: serde_json::Value = serde_json::from_str(&body).unwrap();
    assert_eq!(err["kind"], "game");
    assert_eq!(err["error"]["error"], "not_your_seat");

    let (status, _, body) = submit(1 - to_act, &action, 0, Some(&cookie));
    assert_eq!(status, 500, "{body}");
    let err: serde_json::Value = serde_json::from_str(&body).unwrap();
    assert_eq!(err["error"]["error"], "rule", "{body}");
    assert_eq!(err["error"]["rule"], "not your turn", "{body}");

    let (status, _, body) = submit(to_act, &action, 0, Some(&cookie));
    assert_eq!(status, 200, "{body}");
    let done: serde_json::Value = serde_json::from_str(&body).unwrap();
    assert_eq!(done["version"], 1);

    let (status, _, body) = post(port, "/api/my_games", "{}", &[("Cookie", &cookie)]).unwrap();
    assert_eq!(status, 200, "{body}");
    let games: serde_json::Value = serde_json::from_str(&body).unwrap();
    assert_eq!(games[0]["id"], id.as_str());
    assert_eq!(games[0]["version"], 1);

    let (status, _, _) = post(
        port,
        "/api/my_games",
        "{}",
        &[("Cookie", &cookie), ("Origin", "https://evil.example")],
    )
    .unwrap();
    assert_eq!(status, 403);
    let origin = format!("http://127.0.0.1:{port}");
    let (status, _, _) = post(
        port,
        "/api/my_games",
        "{}",
        &[("Cookie", &cookie), ("Origin", &origin)],
    )
    .unwrap();
    assert_eq!(status, 200);

    assert!(interrupt_and_wait(child).success());
}
