//! The server's configuration: command-line flags, each with an environment variable.

use std::net::SocketAddr;
use std::path::PathBuf;

use clap::Parser;

/// Karak Online's web server.
#[derive(Debug, Clone, Parser)]
#[command(version, about)]
pub struct Config {
    /// Address and port to listen on.
    #[arg(long, env = "KARAK_ADDR", default_value = "127.0.0.1:3000")]
    pub addr: SocketAddr,

    /// SQLite database file (created and migrated on start).
    #[arg(long, env = "KARAK_DB", default_value = "data/karak.db")]
    pub db: PathBuf,

    /// Folder with the built site (`pkg/` with WASM, JS and CSS, and the public assets).
    /// cargo-leptos sets LEPTOS_SITE_ROOT when it runs the server itself.
    #[arg(long, env = "LEPTOS_SITE_ROOT", default_value = "target/site")]
    pub site_root: PathBuf,

    /// Mark the session cookie `Secure` (only sent over HTTPS). Turn on when the
    /// server is reached through TLS (e.g. behind a reverse proxy).
    #[arg(long, env = "KARAK_SECURE_COOKIES")]
    pub secure_cookies: bool,

    /// How long a bot of an online game waits before it moves, in milliseconds, so the
    /// people at the table can follow it.
    #[arg(long, env = "KARAK_BOT_PAUSE_MS", default_value_t = 700)]
    pub bot_pause_ms: u64,
}
