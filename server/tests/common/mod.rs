//! Helpers of the server's integration tests: the real binary as a process on a
//! real SQLite file, and plain HTTP/1.1 over a TCP socket (no client library, so
//! the tests see exactly the bytes a browser or bot would).

#![allow(dead_code)]

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use serde_json::Value;

/// Starts `karak-server` on a port the system picks, with database `db` and extra
/// environment; returns the process and its port once it listens (the one helper the
/// server's tests share with `loadgen`: `loadgen::server::spawn_listening`).
pub fn start_with(db: &Path, env: &[(&str, &str)]) -> (Child, u16) {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_karak-server"));
    cmd.env("KARAK_DB", db)
        .env("LEPTOS_SITE_ROOT", db.parent().unwrap())
        .env("RUST_LOG", "warn")
        .stdout(Stdio::null())
        .stderr(Stdio::inherit());
    for (k, v) in env {
        cmd.env(k, v);
    }
    let (child, addr) = loadgen::server::spawn_listening(&mut cmd, loadgen::server::loopback(0))
        .expect("karak-server listens");
    (child, addr.port())
}

/// An HTTP answer.
#[derive(Debug)]
pub struct Answer {
    pub status: u16,
    pub head: String,
    pub body: String,
}

impl Answer {
    /// The body as JSON (panics with the body when it is not).
    pub fn json(&self) -> serde_json::Value {
        serde_json::from_str(&self.body)
            .unwrap_or_else(|e| panic!("not JSON ({e}): {} {}", self.status, self.body))
    }

    /// The `karak_session` cookie this answer sets, with its attributes.
    pub fn session_cookie(&self) -> Option<String> {
        self.head
            .lines()
            .filter_map(|l| l.split_once(':'))
            .filter(|(k, _)| k.eq_ignore_ascii_case("set-cookie"))
            .map(|(_, v)| v.trim().to_owned())
            .find(|v| v.starts_with("karak_session="))
    }

    /// Just `karak_session=<id>`, to send back.
    pub fn cookie_pair(&self) -> String {
        let cookie = self.session_cookie().expect("a session cookie");
        cookie.split(';').next().unwrap().to_owned()
    }

    /// A header's value (case-insensitive name).
    pub fn header(&self, name: &str) -> Option<String> {
        let prefix = format!("{}:", name.to_ascii_lowercase());
        self.head
            .lines()
            .find(|l| l.to_ascii_lowercase().starts_with(&prefix))
            .map(|l| l[prefix.len()..].trim().to_owned())
    }
}

/// One HTTP/1.1 request with `Connection: close`; `body` is sent as JSON when given.
pub fn request(
    port: u16,
    method: &str,
    path: &str,
    body: Option<&str>,
    headers: &[(&str, &str)],
) -> std::io::Result<Answer> {
    let mut stream = TcpStream::connect(("127.0.0.1", port))?;
    stream.set_read_timeout(Some(Duration::from_secs(10)))?;
    let mut extra = String::new();
    for (name, value) in headers {
        extra.push_str(&format!("{name}: {value}\r\n"));
    }
    if let Some(body) = body {
        extra.push_str(&format!(
            "Content-Type: application/json\r\nContent-Length: {}\r\n",
            body.len()
        ));
    } else if method != "GET" {
        extra.push_str("Content-Length: 0\r\n");
    }
    write!(
        stream,
        "{method} {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: close\r\n\
         Accept: application/json\r\n{extra}\r\n{}",
        body.unwrap_or("")
    )?;
    let mut raw = String::new();
    stream.read_to_string(&mut raw)?;
    let status = raw
        .split_whitespace()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    let (head, body) = raw.split_once("\r\n\r\n").unwrap_or((&raw, ""));
    let body = if head
        .to_ascii_lowercase()
        .contains("transfer-encoding: chunked")
    {
        dechunk(body)
    } else {
        body.to_owned()
    };
    Ok(Answer {
        status,
        head: head.to_owned(),
        body,
    })
}

/// Joins the chunks of a chunked body.
fn dechunk(mut rest: &str) -> String {
    let mut out = String::new();
    while let Some((size, after)) = rest.split_once("\r\n") {
        let Ok(n) = usize::from_str_radix(size.trim(), 16) else {
            break;
        };
        if n == 0 || after.len() < n {
            break;
        }
        out.push_str(&after[..n]);
        rest = after[n..].trim_start_matches("\r\n");
    }
    out
}

/// Waits for `/healthz` to answer.
pub fn wait_until_up(port: u16) -> Answer {
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        if let Ok(answer) = request(port, "GET", "/healthz", None, &[]) {
            return answer;
        }
        assert!(Instant::now() < deadline, "server did not come up");
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// Sends Ctrl-C (SIGINT) and waits for the process to exit.
pub fn interrupt_and_wait(mut child: Child) -> std::process::ExitStatus {
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

/// A server on a fresh database in its own temporary folder; killed when dropped.
pub struct Server {
    child: Child,
    pub port: u16,
    dir: tempfile::TempDir,
}

impl Server {
    /// Starts one with extra environment and waits until it answers.
    pub fn start(env: &[(&str, &str)]) -> Self {
        let dir = tempfile::tempdir().unwrap();
        let (child, port) = start_with(&dir.path().join("karak.db"), env);
        wait_until_up(port);
        Self { child, port, dir }
    }

    /// Its database file.
    pub fn db(&self) -> std::path::PathBuf {
        self.dir.path().join("karak.db")
    }

    /// The server's resident memory now and at its peak, in KiB (Linux
    /// `/proc/<pid>/status`: VmRSS, VmHWM), for the figures the tests report.
    pub fn memory_kib(&self) -> (u64, u64) {
        let status = std::fs::read_to_string(format!("/proc/{}/status", self.child.id()))
            .unwrap_or_default();
        let field = |name: &str| {
            status
                .lines()
                .find(|l| l.starts_with(name))
                .and_then(|l| l.split_whitespace().nth(1))
                .and_then(|v| v.parse().ok())
                .unwrap_or(0)
        };
        (field("VmRSS:"), field("VmHWM:"))
    }
}

/// Runs `n` copies of `f` at once, each on its own thread; their answers in order.
pub fn parallel<T: Send + 'static>(
    n: usize,
    f: impl Fn(usize) -> T + Send + Sync + 'static,
) -> Vec<T> {
    let f = std::sync::Arc::new(f);
    let barrier = std::sync::Arc::new(std::sync::Barrier::new(n));
    let handles: Vec<_> = (0..n)
        .map(|i| {
            let f = f.clone();
            let barrier = barrier.clone();
            std::thread::spawn(move || {
                barrier.wait();
                f(i)
            })
        })
        .collect();
    handles.into_iter().map(|h| h.join().unwrap()).collect()
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// An account of the test, with its personal API token.
pub struct Player {
    pub token: String,
}

impl Player {
    /// The `Authorization` header value.
    pub fn auth(&self) -> String {
        format!("Bearer {}", self.token)
    }
}

/// The live stream of game `id` on server `port`, as a spectator: a function that
/// waits for the next update (at most 10 s) and returns its data.
pub fn live_updates(port: u16, id: &str) -> impl FnMut() -> Value {
    let mut stream = TcpStream::connect(("127.0.0.1", port)).unwrap();
    stream
        .set_read_timeout(Some(Duration::from_secs(10)))
        .unwrap();
    write!(
        stream,
        "GET /api/v1/games/{id}/events HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n"
    )
    .unwrap();
    let mut events = BufReader::new(stream);
    move || {
        let mut line = String::new();
        loop {
            line.clear();
            events.read_line(&mut line).expect("an update within 10 s");
            if let Some(data) = line.trim().strip_prefix("data:") {
                return serde_json::from_str(data.trim()).unwrap();
            }
        }
    }
}

/// One call of the public API, `/api/v1{path}`, as `who` (anonymous when `None`).
pub fn call(
    port: u16,
    method: &str,
    path: &str,
    body: Option<&Value>,
    who: Option<&Player>,
) -> Answer {
    let auth = who.map(Player::auth);
    let mut headers = Vec::new();
    if let Some(a) = &auth {
        headers.push(("Authorization", a.as_str()));
    }
    let body = body.map(Value::to_string);
    request(
        port,
        method,
        &format!("/api/v1{path}"),
        body.as_deref(),
        &headers,
    )
    .unwrap()
}

/// An online game of two open seats hosted through `/api/v1` by a new account "Host" on
/// server `s`; its id.
pub async fn hosted_game(s: &Server) -> String {
    let host = players(&s.db(), &["Host"]).await.remove(0);
    let made = call(
        s.port,
        "POST",
        "/games",
        Some(&serde_json::json!({"seats": [{}, {}]})),
        Some(&host),
    );
    assert_eq!(made.status, 201, "{}", made.body);
    made.json()["id"].as_str().unwrap().to_owned()
}

/// Accounts and tokens made through the service on the server's own database file
/// (the server process and the test share it, as two processes may with WAL).
pub async fn players(db: &std::path::Path, names: &[&str]) -> Vec<Player> {
    players_in(service::Db::open(db).await.unwrap(), names).await
}

/// As [`players`], in database `db` (any engine).
pub async fn players_in(db: service::Db, names: &[&str]) -> Vec<Player> {
    let service = service::Service::new(db);
    let mut out = Vec::new();
    for name in names {
        let account = service
            .sign_up(name, "correct horse battery")
            .await
            .unwrap();
        let token = service.create_token(account.id, "test bot").await.unwrap();
        out.push(Player {
            token: token.secret,
        });
    }
    out
}

/// Field names that would carry draw order or chance (the rules test's list).
pub const FORBIDDEN: [&str; 8] = [
    "rng", "seed", "forced", "order", "word", "stack", "queue", "next",
];

/// Every object key in `v`, lower-cased, anywhere in the tree.
fn keys(v: &Value, out: &mut Vec<String>) {
    match v {
        Value::Object(m) => {
            for (k, v) in m {
                out.push(k.to_lowercase());
                keys(v, out);
            }
        }
        Value::Array(a) => a.iter().for_each(|v| keys(v, out)),
        _ => {}
    }
}

/// No key names hidden state and the seed's digits appear nowhere in the text.
pub fn assert_nothing_hidden(what: &str, body: &str, seed: i64) {
    let v: Value =
        serde_json::from_str(body).unwrap_or_else(|e| panic!("{what}: not JSON ({e}): {body}"));
    let mut ks = Vec::new();
    keys(&v, &mut ks);
    for k in &ks {
        // Word by word ("draw_order", "next_tile"), so Karak 2's dice "swords" are no "word".
        assert!(
            !k.split('_').any(|w| FORBIDDEN.contains(&w)),
            "{what}: field {k} may leak hidden information"
        );
    }
    // A 64-bit random seed has ~19 digits: they cannot appear by chance.
    assert!(
        !body.contains(&seed.to_string()),
        "{what}: the seed {seed} appears in {body}"
    );
}
