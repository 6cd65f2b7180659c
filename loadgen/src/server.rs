//! The server under test as a child process: finding the binary, starting it on
//! a SQLite file or a PostgreSQL database, waiting until it answers, killing it,
//! and reading its memory.

use std::ffi::{OsStr, OsString};
use std::net::{IpAddr, Ipv4Addr, SocketAddr, TcpListener};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicU32, Ordering};
use std::time::{Duration, Instant};

use anyhow::{bail, Context, Result};

use crate::http::Conn;

/// Refuses any address that is not on this machine: the load generator must not
/// be pointed at somebody else's server.
///
/// # Errors
/// When `addr` is not a loopback address.
pub fn require_loopback(addr: SocketAddr) -> Result<()> {
    if !addr.ip().is_loopback() {
        bail!("refusing {addr}: the load generator only targets loopback addresses (127.0.0.0/8, ::1)");
    }
    Ok(())
}

/// A loopback port the OS says is free right now, for a program that cannot report the
/// port it got (haproxy). Our own server listens on port 0 instead: [`spawn_listening`].
///
/// # Errors
/// When no socket can be bound.
pub fn free_port() -> Result<u16> {
    Ok(TcpListener::bind((Ipv4Addr::LOCALHOST, 0))?
        .local_addr()?
        .port())
}

/// A file of its own for one server to report its address in (`KARAK_ADDR_FILE`).
fn addr_file() -> PathBuf {
    static SERVERS: AtomicU32 = AtomicU32::new(0);
    let n = SERVERS.fetch_add(1, Ordering::Relaxed);
    std::env::temp_dir().join(format!("karak-server-{}-{n}.addr", std::process::id()))
}

/// The address a server reported in `file`, once it has written it.
fn reported_addr(file: &Path) -> Option<SocketAddr> {
    std::fs::read_to_string(file).ok()?.trim().parse().ok()
}

/// Starts `command` (`karak-server` with its environment) listening on `addr` and
/// returns the process and the address it listens on, once it does. With port 0 the
/// system picks a free port and the server reports it (`KARAK_ADDR_FILE`), so no two
/// tests can race for one port. The tests of the server and of this crate start every
/// server through here or through [`ServerProcess`].
///
/// # Errors
/// When `addr` is not loopback, or the process cannot start, exits, or does not listen
/// within 60 s.
pub fn spawn_listening(command: &mut Command, addr: SocketAddr) -> Result<(Child, SocketAddr)> {
    require_loopback(addr)?;
    let file = addr_file();
    let mut child = command
        .env("KARAK_ADDR", addr.to_string())
        .env("KARAK_ADDR_FILE", &file)
        .spawn()
        .context("starting karak-server")?;
    let deadline = Instant::now() + Duration::from_secs(60);
    loop {
        if let Some(listening) = reported_addr(&file) {
            let _ = std::fs::remove_file(&file);
            return Ok((child, listening));
        }
        if let Some(status) = child.try_wait()? {
            bail!("the server exited with {status} before it listened");
        }
        if Instant::now() > deadline {
            let _ = child.kill();
            let _ = child.wait();
            bail!("the server did not listen within 60 s");
        }
        std::thread::sleep(Duration::from_millis(10));
    }
}

/// Where the release server binary is expected: `$CARGO_TARGET_DIR/release`, else
/// the shared cache `~/.cache/karak/target/release`, else `target/release`.
pub fn default_server_bin() -> PathBuf {
    let mut candidates = Vec::new();
    if let Some(dir) = std::env::var_os("CARGO_TARGET_DIR") {
        candidates.push(PathBuf::from(dir).join("release/karak-server"));
    }
    if let Some(home) = std::env::var_os("HOME") {
        candidates.push(PathBuf::from(home).join(".cache/karak/target/release/karak-server"));
    }
    candidates.push(PathBuf::from("target/release/karak-server"));
    candidates
        .iter()
        .find(|p| p.is_file())
        .cloned()
        .unwrap_or_else(|| candidates[0].clone())
}

/// A running `karak-server` started by us.
pub struct ServerProcess {
    child: Option<Child>,
    bin: PathBuf,
    /// `KARAK_DB`: a file path or a `postgres://` URL.
    db: OsString,
    log: PathBuf,
    pub addr: SocketAddr,
}

impl ServerProcess {
    /// Starts `bin` on `addr` with database `db` (`KARAK_DB`: a file path or a
    /// `postgres://` URL; its stderr goes to `log`) and waits until `/healthz`
    /// answers. With port 0 the system picks a free port; [`ServerProcess::addr`] holds
    /// the one it got, and a restart listens there again.
    ///
    /// # Errors
    /// When the binary cannot be started or does not answer within 60 s.
    pub async fn start(
        bin: &Path,
        db: impl AsRef<OsStr>,
        addr: SocketAddr,
        log: &Path,
    ) -> Result<Self> {
        require_loopback(addr)?;
        let mut server = Self {
            child: None,
            bin: bin.to_owned(),
            db: db.as_ref().to_owned(),
            log: log.to_owned(),
            addr,
        };
        server.spawn().await?;
        Ok(server)
    }

    async fn spawn(&mut self) -> Result<()> {
        if !self.bin.is_file() {
            bail!(
                "no server binary at {} (build it: cargo build --release -p karak-server, or pass --server-bin)",
                self.bin.display()
            );
        }
        let log = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(&self.log)
            .with_context(|| format!("opening {}", self.log.display()))?;
        // No pages are asked for: the log's (temporary) folder stands in for the site.
        let site = self.log.parent().unwrap_or(Path::new("."));
        let file = addr_file();
        let child = Command::new(&self.bin)
            .env("KARAK_ADDR", self.addr.to_string())
            .env("KARAK_ADDR_FILE", &file)
            .env("KARAK_DB", &self.db)
            .env("LEPTOS_SITE_ROOT", site)
            .env("RUST_LOG", "warn")
            // A load test is one client making hundreds of games: lift the
            // per-client limits meant for the open internet.
            .env("KARAK_GAMES_PER_CLIENT", "1000000")
            .env("KARAK_GAMES_PER_SESSION", "1000000")
            .env("KARAK_WAITING_GAMES_PER_ACCOUNT", "1000000")
            .env("KARAK_ACCOUNT_UNFINISHED_GAMES", "1000000")
            .env("KARAK_STREAMS_PER_CLIENT", "100000")
            .env("KARAK_CONNECTIONS_PER_CLIENT", "100000")
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(log)
            .spawn()
            .with_context(|| format!("starting {}", self.bin.display()))?;
        self.child = Some(child);
        self.wait_until_up(&file).await
    }

    /// Waits for the address the server reports in `file` (it keeps it on a restart),
    /// then for `/healthz` to answer.
    async fn wait_until_up(&mut self, file: &Path) -> Result<()> {
        let deadline = Instant::now() + Duration::from_secs(60);
        loop {
            if let Some(listening) = reported_addr(file) {
                self.addr = listening;
                if let Ok(r) = Conn::new(listening)
                    .request("GET", "/healthz", None, &[])
                    .await
                {
                    if r.status == 200 {
                        let _ = std::fs::remove_file(file);
                        return Ok(());
                    }
                }
            }
            if let Some(child) = self.child.as_mut() {
                if let Some(status) = child.try_wait()? {
                    bail!(
                        "the server exited with {status} before answering (see {})",
                        self.log.display()
                    );
                }
            }
            if Instant::now() > deadline {
                bail!("the server did not answer /healthz within 60 s");
            }
            tokio::time::sleep(Duration::from_millis(30)).await;
        }
    }

    /// The process id, while running.
    pub fn pid(&self) -> Option<u32> {
        self.child.as_ref().map(Child::id)
    }

    /// The server's resident memory in bytes (Linux `/proc`), while running.
    pub fn rss_bytes(&self) -> Option<u64> {
        rss_of(self.pid()?)
    }

    /// SIGKILL: the process dies at once, mid-transaction or not.
    ///
    /// # Errors
    /// When the signal cannot be sent or the process not reaped.
    pub fn kill(&mut self) -> Result<()> {
        if let Some(mut child) = self.child.take() {
            child.kill().context("SIGKILL")?;
            child.wait().context("reaping the killed server")?;
        }
        Ok(())
    }

    /// Starts the server again on the same address and database.
    ///
    /// # Errors
    /// As [`ServerProcess::start`].
    pub async fn restart(&mut self) -> Result<()> {
        self.kill()?;
        self.spawn().await
    }

    /// Ctrl-C (SIGINT) and waits for a clean exit (the WAL is checkpointed).
    ///
    /// # Errors
    /// When the server does not stop within 20 s (it is then killed).
    pub fn stop(&mut self) -> Result<()> {
        let Some(mut child) = self.child.take() else {
            return Ok(());
        };
        let pid = libc::pid_t::try_from(child.id()).context("pid")?;
        // SAFETY: plain kill(2) on our own child, which has not been reaped yet.
        unsafe {
            libc::kill(pid, libc::SIGINT);
        }
        let deadline = Instant::now() + Duration::from_secs(20);
        loop {
            if let Some(status) = child.try_wait()? {
                if !status.success() {
                    bail!("the server exited with {status} after Ctrl-C");
                }
                return Ok(());
            }
            if Instant::now() > deadline {
                let _ = child.kill();
                let _ = child.wait();
                bail!("the server did not stop within 20 s of Ctrl-C");
            }
            std::thread::sleep(Duration::from_millis(20));
        }
    }
}

impl Drop for ServerProcess {
    fn drop(&mut self) {
        if let Some(mut child) = self.child.take() {
            let _ = child.kill();
            let _ = child.wait();
        }
    }
}

/// Resident set size of process `pid` in bytes.
pub fn rss_of(pid: u32) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let line = status.lines().find(|l| l.starts_with("VmRSS:"))?;
    let kb: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kb * 1024)
}

/// `127.0.0.1:port`.
pub fn loopback(port: u16) -> SocketAddr {
    SocketAddr::new(IpAddr::V4(Ipv4Addr::LOCALHOST), port)
}
