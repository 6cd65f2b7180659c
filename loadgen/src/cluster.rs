//! Several servers on one PostgreSQL database behind haproxy, as
//! `docs/SCALING.md` runs them: a fresh database on a PostgreSQL server the
//! caller names, the servers on free loopback ports, and haproxy in front,
//! balancing every request on its own (round robin, no stickiness).

use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use anyhow::{bail, Context, Result};

use crate::http::Conn;
use crate::server::{free_port, loopback, require_loopback, ServerProcess};

/// Where and how many servers to run on PostgreSQL.
#[derive(Debug, Clone)]
pub struct ClusterOptions {
    /// A PostgreSQL server without a database name, e.g.
    /// `postgres://karak@127.0.0.1:5432`; the run makes its own database there.
    pub postgres: String,
    /// Servers behind the balancer.
    pub servers: usize,
}

/// The servers, their database and the balancer in front of them.
pub struct Cluster {
    pub servers: Vec<ServerProcess>,
    balancer: Balancer,
    /// The balancer's address: where players connect.
    pub addr: SocketAddr,
    pub db: service::DbTarget,
}

impl Cluster {
    /// Makes a fresh database, starts `opts.servers` servers on it (their logs
    /// in `dir`) and haproxy in front, and waits until a request through the
    /// balancer is answered.
    ///
    /// # Errors
    /// When PostgreSQL refuses the database, a server does not start, or haproxy
    /// is missing or does not answer.
    pub async fn start(opts: &ClusterOptions, bin: &Path, dir: &Path, seed: u64) -> Result<Self> {
        if opts.servers == 0 {
            bail!("--servers must be at least 1");
        }
        let url = fresh_database(&opts.postgres, seed).await?;
        let mut servers = Vec::with_capacity(opts.servers);
        for i in 0..opts.servers {
            let log = dir.join(format!("server-{i}.log"));
            servers.push(ServerProcess::start(bin, &url, loopback(0), &log).await?);
        }
        let addr = loopback(free_port()?);
        let backends: Vec<SocketAddr> = servers.iter().map(|s| s.addr).collect();
        let balancer = Balancer::start(addr, &backends, dir)?;
        balancer.wait_until_up(addr).await?;
        Ok(Self {
            servers,
            balancer,
            addr,
            db: service::DbTarget::Postgres(url),
        })
    }

    /// The servers' resident memory together, while all run.
    pub fn rss_bytes(&self) -> Option<u64> {
        self.servers.iter().map(ServerProcess::rss_bytes).sum()
    }

    /// Stops the balancer, then each server with Ctrl-C.
    ///
    /// # Errors
    /// When a server does not stop cleanly.
    pub fn stop(&mut self) -> Result<()> {
        self.balancer.kill();
        for server in &mut self.servers {
            server.stop()?;
        }
        Ok(())
    }
}

/// Creates database `karak_load_<seed>_<pid>` on `server` and returns its URL.
async fn fresh_database(server: &str, seed: u64) -> Result<String> {
    use sqlx::Connection;
    let server = server.trim_end_matches('/');
    if !server.starts_with("postgres://") && !server.starts_with("postgresql://") {
        bail!("--postgres takes a postgres:// URL without a database name, got {server}");
    }
    let name = format!("karak_load_{:x}_{}", seed as u32, std::process::id());
    let mut admin = sqlx::PgConnection::connect(&format!("{server}/postgres"))
        .await
        .with_context(|| format!("connecting to {server}/postgres"))?;
    sqlx::query(&format!("CREATE DATABASE {name}"))
        .execute(&mut admin)
        .await
        .with_context(|| format!("creating database {name}"))?;
    admin.close().await?;
    Ok(format!("{server}/{name}"))
}

/// haproxy as a child process (foreground, its own configuration file).
struct Balancer {
    child: Option<Child>,
    log: PathBuf,
}

/// `docs/SCALING.md`'s configuration, with quick health checks, and a request
/// whose server refused the connection sent to another (it never reached the
/// dead one, so even a move may be retried).
fn haproxy_config(addr: SocketAddr, backends: &[SocketAddr]) -> String {
    let mut cfg = format!(
        "global\n    maxconn 4000\n\
         defaults\n    mode http\n    timeout connect 2s\n    timeout client 1h\n    timeout server 1h\n\
         \x20   retries 2\n    option redispatch 1\n\
         frontend karak\n    bind {addr}\n    default_backend servers\n\
         backend servers\n    balance roundrobin\n    option httpchk GET /healthz\n\
         \x20   default-server check inter 500ms fall 1 rise 1\n"
    );
    for (i, backend) in backends.iter().enumerate() {
        cfg.push_str(&format!("    server s{i} {backend}\n"));
    }
    cfg
}

impl Balancer {
    fn start(addr: SocketAddr, backends: &[SocketAddr], dir: &Path) -> Result<Self> {
        require_loopback(addr)?;
        let cfg = dir.join("haproxy.cfg");
        std::fs::write(&cfg, haproxy_config(addr, backends))?;
        let log = dir.join("haproxy.log");
        let out = std::fs::File::create(&log)?;
        let bin = ["/usr/sbin/haproxy", "/usr/local/sbin/haproxy"]
            .into_iter()
            .map(PathBuf::from)
            .find(|p| p.is_file())
            .unwrap_or_else(|| PathBuf::from("haproxy"));
        let child = Command::new(&bin)
            .arg("-db") // foreground: it dies with us
            .arg("-f")
            .arg(&cfg)
            .stdin(Stdio::null())
            .stdout(out.try_clone()?)
            .stderr(out)
            .spawn()
            .with_context(|| {
                format!(
                    "starting {} (Debian: apt-get install haproxy)",
                    bin.display()
                )
            })?;
        Ok(Self {
            child: Some(child),
            log,
        })
    }

    async fn wait_until_up(&self, addr: SocketAddr) -> Result<()> {
        let deadline = Instant::now() + Duration::from_secs(20);
        let mut conn = Conn::new(addr);
        loop {
            if let Ok(r) = conn.request("GET", "/healthz", None, &[]).await {
                if r.status == 200 {
                    return Ok(());
                }
            }
            if Instant::now() > deadline {
                bail!(
                    "haproxy did not answer within 20 s (see {})",
                    self.log.display()
                );
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }

    fn kill(&mut self) {
        if let Some(mut child) = self.child.take() {
            let _ = child.kill();
            let _ = child.wait();
        }
    }
}

impl Drop for Balancer {
    fn drop(&mut self) {
        self.kill();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_balancer_lists_every_server_and_checks_their_health() {
        let cfg = haproxy_config(loopback(3000), &[loopback(3001), loopback(3002)]);
        assert!(cfg.contains("bind 127.0.0.1:3000"));
        assert!(cfg.contains("server s0 127.0.0.1:3001\n"));
        assert!(cfg.contains("server s1 127.0.0.1:3002\n"));
        assert!(cfg.contains("option httpchk GET /healthz"));
    }
}
