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

    /// Once listening, write the address got to this file (replaced atomically): with a
    /// port of 0 in `--addr` the system picks a free one, and tests read it here.
    #[arg(long, env = "KARAK_ADDR_FILE")]
    pub addr_file: Option<PathBuf>,

    /// The database: a SQLite file (created and migrated on start), or a PostgreSQL
    /// URL `postgres://user:password@host:port/database` (migrated on start) that
    /// several servers share.
    #[arg(long, env = "KARAK_DB", default_value = "data/karak.db", value_parser = parse_db)]
    pub db: service::DbTarget,

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

    /// Password hashes computed at once (Argon2id, 19 MiB each); more wait 2 s for a
    /// slot, then get 503 with Retry-After.
    #[arg(long, env = "KARAK_HASHING_CONCURRENCY", default_value_t = 4)]
    pub hashing_concurrency: usize,

    /// Milliseconds a password check waits for a free hashing slot before 503.
    #[arg(long, env = "KARAK_HASH_QUEUE_WAIT_MS", default_value_t = 2_000)]
    pub hash_queue_wait_ms: u64,

    /// Keys each rate limiter holds at most (the oldest is let go when full).
    #[arg(long, env = "KARAK_LIMITER_MAX_KEYS", default_value_t = 100_000)]
    pub limiter_max_keys: usize,

    /// Unfinished pass-and-play games one guest may hold.
    #[arg(long, env = "KARAK_GUEST_UNFINISHED_GAMES", default_value_t = 20)]
    pub guest_unfinished_games: u32,

    /// Let a request choose a new game's seed with the `x-karak-test-seed` header, so an
    /// end-to-end test replays the same game every run. Tests only: never set it on a
    /// server people play on (a player could choose a seed whose draws they know).
    #[arg(long, env = "KARAK_TEST_SEEDS", default_value_t = false)]
    pub test_seeds: bool,

    /// Rated games after which a player's rating is established: no longer provisional,
    /// and listed on the game's leaderboard.
    #[arg(long, env = "KARAK_ESTABLISHED_AFTER", default_value_t = protocol::ratings::ESTABLISHED_AFTER)]
    pub established_after: u32,

    /// How long a Hard bot may think per decision, in milliseconds (at the 99th
    /// percentile on one core of a machine like the reference one): its search plays that
    /// share of the budget tuned to decide within 1,000 ms. A count of futures, not a clock,
    /// so the same setting always gives the same choices.
    #[arg(long, env = "KARAK_HARD_BOT_THINK_MS", default_value_t = 1_000)]
    pub hard_bot_think_ms: u32,

    /// Unfinished games one account may hold (pass-and-play and hosted online games).
    #[arg(long, env = "KARAK_ACCOUNT_UNFINISHED_GAMES", default_value_t = 50)]
    pub account_unfinished_games: u32,

    /// Online games waiting for players that one account may host.
    #[arg(long, env = "KARAK_WAITING_GAMES_PER_ACCOUNT", default_value_t = 10)]
    pub waiting_games_per_account: u32,

    /// Seconds after which an online game still waiting for players is deleted
    /// (default 7 days).
    #[arg(long, env = "KARAK_WAITING_GAME_MAX_SECS", default_value_t = 604_800)]
    pub waiting_game_max_secs: u64,

    /// Games created or imported per client address (IPv6: per /64) in 10 minutes.
    #[arg(long, env = "KARAK_GAMES_PER_CLIENT", default_value_t = 30)]
    pub games_per_client: u32,

    /// Games created or imported per session (or API token) in 10 minutes.
    #[arg(long, env = "KARAK_GAMES_PER_SESSION", default_value_t = 10)]
    pub games_per_session: u32,

    /// Account sign-ups per client address in 10 minutes.
    #[arg(long, env = "KARAK_SIGN_UPS_PER_CLIENT", default_value_t = 60)]
    pub sign_ups_per_client: u32,

    /// Games imported per client address in 10 minutes (they count as games too).
    #[arg(long, env = "KARAK_IMPORTS_PER_CLIENT", default_value_t = 5)]
    pub imports_per_client: u32,

    /// TCP connections one client (IPv6: one /64; trusted proxies excepted) may hold
    /// open at once; more are closed at once.
    #[arg(long, env = "KARAK_CONNECTIONS_PER_CLIENT", default_value_t = 100)]
    pub connections_per_client: usize,

    /// Live event streams one client may hold open at once.
    #[arg(long, env = "KARAK_STREAMS_PER_CLIENT", default_value_t = 20)]
    pub streams_per_client: usize,

    /// Seconds after which a live event stream ends (the browser reconnects).
    #[arg(long, env = "KARAK_STREAM_MAX_SECS", default_value_t = 3600)]
    pub stream_max_secs: u64,

    /// Largest request body in bytes (413 above it). An import file is at most
    /// 1 MiB, which its JSON quoting can nearly double.
    #[arg(long, env = "KARAK_MAX_BODY_BYTES", default_value_t = 4 << 20)]
    pub max_body_bytes: usize,

    /// Seconds a connection has to send a request's head, from its opening or the end
    /// of the previous answer: slow heads and idle keep-alive connections are closed
    /// after that (a live stream's answer is not a head and is never cut by it).
    #[arg(long, env = "KARAK_HEADER_TIMEOUT_SECS", default_value_t = 15)]
    pub header_timeout_secs: u64,

    /// Seconds a request may take until its answer starts (408 after that).
    #[arg(long, env = "KARAK_REQUEST_TIMEOUT_SECS", default_value_t = 30)]
    pub request_timeout_secs: u64,

    /// Reverse proxies whose X-Forwarded-For is believed, comma-separated addresses
    /// or blocks (`127.0.0.1,10.0.0.0/8,fd00::/8`). Empty: the TCP peer is the client.
    #[arg(long, env = "KARAK_TRUSTED_PROXIES", value_delimiter = ',')]
    pub trusted_proxies: Vec<crate::clients::Network>,

    /// Where push services may write to the operator about this server's push
    /// messages (the VAPID subject): a `mailto:` or `https:` URL.
    #[arg(
        long,
        env = "KARAK_PUSH_CONTACT",
        default_value = "mailto:push@localhost"
    )]
    pub push_contact: String,

    /// Also take push subscriptions whose endpoint is `http://127.0.0.1` or
    /// `http://localhost` (a push service on this machine). Tests only: on a server
    /// people use, it would let a subscription point the server at this machine.
    #[arg(long, env = "KARAK_PUSH_LOOPBACK", default_value_t = false)]
    pub push_loopback: bool,

    /// Write the site's WASM bundles (`pkg/bundles` under `--site-root`: each lazy part's
    /// chunks in one file, brotli-compressed beside it) and exit; `make site` runs it after
    /// every build.
    #[arg(long, default_value_t = false)]
    pub write_bundles: bool,
}

impl Config {
    /// The service's limits from these settings.
    pub fn limits(&self) -> service::Limits {
        service::Limits {
            hashing_concurrency: self.hashing_concurrency,
            hash_queue_wait: std::time::Duration::from_millis(self.hash_queue_wait_ms),
            max_keys: self.limiter_max_keys,
            guest_unfinished_games: self.guest_unfinished_games,
            account_unfinished_games: self.account_unfinished_games,
            waiting_games_per_account: self.waiting_games_per_account,
            waiting_game_max_age_secs: self.waiting_game_max_secs,
            sign_ups_per_client: self.sign_ups_per_client,
            test_seeds: self.test_seeds,
            established_after: self.established_after,
            hard_bot_think_ms: self.hard_bot_think_ms,
        }
    }
}

/// `--db`'s reading: a `postgres://` URL or a file path.
fn parse_db(text: &str) -> Result<service::DbTarget, std::convert::Infallible> {
    Ok(service::DbTarget::parse(text))
}
