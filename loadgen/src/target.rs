//! What a load run plays against: one server it starts on a SQLite file, servers
//! it starts on PostgreSQL behind haproxy, or a server somebody else runs.

use std::net::SocketAddr;
use std::path::{Path, PathBuf};

use anyhow::{bail, Result};

use crate::cluster::{Cluster, ClusterOptions};
use crate::engine::Ack;
use crate::server::{loopback, require_loopback, ServerProcess};
use crate::verify::{verify, Verification};

/// What a load run plays against.
pub(crate) enum Target {
    /// One server we started on a SQLite file.
    Sqlite { server: ServerProcess, db: PathBuf },
    /// Servers we started on PostgreSQL behind haproxy.
    Cluster(Cluster),
    /// A server somebody else runs.
    Running(SocketAddr),
}

impl Target {
    /// Targets `addr`, or starts `bin` on `cluster`, or on a fresh SQLite file
    /// in `dir`.
    pub(crate) async fn start(
        addr: Option<SocketAddr>,
        cluster: Option<&ClusterOptions>,
        bin: &Path,
        seed: u64,
        dir: &Path,
    ) -> Result<Self> {
        Ok(match (addr, cluster) {
            (Some(_), Some(_)) => bail!("--addr and --postgres exclude each other"),
            (Some(addr), None) => {
                require_loopback(addr)?;
                Target::Running(addr)
            }
            (None, Some(cluster)) => {
                Target::Cluster(Cluster::start(cluster, bin, dir, seed).await?)
            }
            (None, None) => {
                let db = dir.join("karak.db");
                let server =
                    ServerProcess::start(bin, &db, loopback(0), &dir.join("server.log")).await?;
                Target::Sqlite { server, db }
            }
        })
    }

    pub(crate) fn addr(&self) -> SocketAddr {
        match self {
            Target::Sqlite { server, .. } => server.addr,
            Target::Cluster(cluster) => cluster.addr,
            Target::Running(addr) => *addr,
        }
    }

    pub(crate) fn name(&self, bin: &Path) -> String {
        match self {
            Target::Sqlite { server, .. } => {
                format!("{} on {} (SQLite)", bin.display(), server.addr)
            }
            Target::Cluster(cluster) => format!(
                "{} servers on PostgreSQL ({}) behind haproxy at {} ({})",
                cluster.servers.len(),
                cluster.db,
                cluster.addr,
                bin.display()
            ),
            Target::Running(addr) => format!("running at {addr}"),
        }
    }

    /// The servers we started (none for a running one).
    pub(crate) fn servers_mut(&mut self) -> &mut [ServerProcess] {
        match self {
            Target::Sqlite { server, .. } => std::slice::from_mut(server),
            Target::Cluster(cluster) => &mut cluster.servers,
            Target::Running(_) => &mut [],
        }
    }

    pub(crate) fn rss(&self) -> Option<u64> {
        match self {
            Target::Sqlite { server, .. } => server.rss_bytes(),
            Target::Cluster(cluster) => cluster.rss_bytes(),
            Target::Running(_) => None,
        }
    }

    /// The database of the servers we started.
    pub(crate) fn database(&self) -> Option<service::DbTarget> {
        match self {
            Target::Sqlite { db, .. } => Some(service::DbTarget::Sqlite(db.clone())),
            Target::Cluster(cluster) => Some(cluster.db.clone()),
            Target::Running(_) => None,
        }
    }

    /// Stops what we started and checks its database.
    pub(crate) async fn stop_and_verify(&mut self, acks: &[Ack]) -> Result<Option<Verification>> {
        let db = match self {
            Target::Sqlite { server, db } => {
                server.stop()?;
                service::DbTarget::Sqlite(db.clone())
            }
            Target::Cluster(cluster) => {
                cluster.stop()?;
                cluster.db.clone()
            }
            Target::Running(_) => return Ok(None),
        };
        Ok(Some(verify(&db, acks).await?))
    }
}
