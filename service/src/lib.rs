//! The game service: the one writer of games, and the only place SQL lives.
//!
//! Both the Leptos server functions (in `app`, behind its `ssr` feature) and the
//! public JSON API (in `server`) call into this crate, so no rule of storage or
//! authorisation is written twice. Why a crate of its own rather than a module of
//! `server`: `app`'s server functions must call it, and `app` cannot depend on
//! `server` (which depends on `app`).
//!
//! Concerns, one file each. Dependencies run one way: the domain modules use
//! `store`, which knows nothing of them or of the live cache; `games` and `live`
//! do not import each other.
//! - `store/`: the SQL of games, seats and actions rows, with `FromRow` structs:
//!   `mod.rs` the seat rows and `NOW`; `codec.rs` the stored spellings of kinds,
//!   statuses, seat kinds and heroes (decoded in one place); `games.rs` the one
//!   insert of a game with its seats and actions, and the one read of a game for
//!   replay; `moves.rs` the one statement that records a move; `lists.rs` a
//!   caller's games for the list and the history; `lobby.rs` waiting games (seats
//!   taken and left, the start, open games); `records.rs` a game's stored record
//!   and the games whose bot must move; `owners.rs` games changing hands (a
//!   guest's games claimed, a deleted account's games let go);
//! - `seats`: who holds which seat (owners, accounts, bots);
//! - [`games`](crate::Service::create_game): creating pass-and-play games,
//!   listing a caller's games, snapshots;
//! - `lobby`: online games before they start (seats taken and left, the start);
//!   `clients`: the marks of where a seat was taken from (one client's accounts
//!   play unrated);
//! - `live`: the in-memory owner of each live game, the one replay of a stored
//!   game into a rules state, and the commit of one move;
//! - `moves`: who may move, and at which version; `bots`: the server-side bot seats;
//!   `clocks`: deadlines acted on, the bot covering a player out of time;
//!   `notices`: notifications and the accounts' live counts;
//! - `ratings`: accounts' ratings, moved once by each rated game, recomputable;
//! - `history`: past games, statistics and replays; `export`: export and import files;
//! - `notify`: live update streams; `accounts`, `tokens`: accounts and API tokens
//!   (their SQL on `users` and `api_tokens` stays with them);
//! - `db`: opening the database and its migrations; `ids`: OS randomness for game
//!   ids, guest ids and seeds.

mod accounts;
mod attempts;
mod bot_threads;
mod bots;
mod clients;
mod clocks;
mod db;
mod export;
mod games;
mod history;
mod ids;
mod limits;
mod live;
mod lobby;
mod moves;
mod notices;
mod notify;
mod people_first;
mod push;
mod ratings;
mod relay;
mod resign;
mod seats;
mod store;
mod tokens;

use std::sync::Arc;

pub use accounts::names::name_key;
pub use accounts::DELETED_PLAYER;
pub use attempts::Attempts;
pub use bots::choose_bot_action;
pub use clients::Client;
pub use db::{Db, DbError, DbTarget, Dialect};
pub use export::{check_import, ImportError, ValidImport};
pub use games::{short_text, SNAPSHOT_LOG_ACTIONS};
pub use ids::new_guest_id;
pub use limits::{Limits, Throttle};
pub use lobby::{INVITATIONS_PER_GAME, OPEN_GAMES_LIMIT};
pub use protocol::{Account, AccountError, NewToken, TokenInfo};
pub use protocol::{
    Committed, GameError, GameId, GameSnapshot, GameStatus, GameSummary, GameUpdate, LobbySnapshot,
    NewGame, NewOnlineGame, NewOnlineSeat, NewSeat, OpenGame,
};
pub use push::{Push, Wording, PUSH_SERVICE_HOSTS};
pub use ratings::recompute::RecomputeReport;
pub use tokens::TOKEN_PREFIX;

/// The version of this build, reported by `/healthz`.
pub const VERSION: &str = env!("CARGO_PKG_VERSION");

/// Who is asking: a guest session (its random id) or a signed-in account.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Caller {
    /// A browser session without an account; the id lives in the session store.
    Guest(String),
    /// A signed-in account (`users.id`).
    User(i64),
}

/// Handle to everything the server functions and the API need. Cheap to clone:
/// clones share the database pool and the live games.
#[derive(Clone, Debug)]
pub struct Service {
    db: Db,
    live: Arc<live::Cache>,
    /// Sign-in and sign-up attempts, for the rate limits (see `accounts`, `limits`).
    throttle: Attempts,
    /// Free password-hashing slots (see `accounts`).
    hashing: Arc<tokio::sync::Semaphore>,
    /// The limits this service enforces.
    limits: limits::Limits,
    watchers: Arc<notify::Watchers>,
    /// API tokens checked lately (see `tokens`).
    tokens: Arc<tokens::TokenCache>,
    /// Serialises seat changes of waiting games (see `lobby`).
    lobby_lock: Arc<tokio::sync::Mutex<()>>,
    /// How long the server waits before a bot of an online game moves.
    bot_pause: std::time::Duration,
    /// Games whose timeout this server is acting on (see `clocks`).
    in_hand: Arc<clocks::InHand>,
    /// The threads bots think on (see `bots`).
    bot_threads: Arc<bot_threads::BotThreads>,
    /// The accounts' live streams (see `notices`).
    accounts: Arc<notices::AccountWatchers>,
    /// Web Push, when the server sends it (see `push`).
    push: Option<Push>,
    /// The key of the seats' client marks, read once (see `clients`).
    client_key: Arc<tokio::sync::OnceCell<String>>,
}

/// What `/healthz` reports.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize, PartialEq, Eq)]
pub struct Health {
    pub status: String,
    pub version: String,
    /// Each game's rules version, by kind.
    pub rules_versions: std::collections::BTreeMap<String, u32>,
    pub database: String,
}

/// A timestamp as the database stores it (`2026-11-28T09:15:02.481Z`) in
/// milliseconds since the Unix epoch; `None` for other text. For tools that read
/// the database, such as `loadgen`.
pub fn stored_millis(stored: &str) -> Option<i64> {
    store::millis_of(stored)
}

impl Service {
    /// Wraps an opened, migrated database.
    pub fn new(db: Db) -> Self {
        Self {
            throttle: Attempts::for_db(&db, &limits::Limits::default()),
            db,
            live: Arc::new(live::Cache::default()),
            hashing: Arc::new(tokio::sync::Semaphore::new(
                limits::Limits::default().hashing_concurrency,
            )),
            limits: limits::Limits::default(),
            watchers: Arc::new(notify::Watchers::default()),
            tokens: Arc::new(tokens::TokenCache::default()),
            lobby_lock: Arc::new(tokio::sync::Mutex::new(())),
            bot_pause: bots::ONLINE_BOT_PAUSE,
            in_hand: Arc::default(),
            bot_threads: Arc::default(),
            accounts: Arc::default(),
            push: None,
            client_key: Arc::default(),
        }
    }

    /// Sends notifications by Web Push too (see [`Push`]).
    #[must_use]
    pub fn with_push(mut self, push: Push) -> Self {
        self.push = Some(push);
        self
    }

    /// Sets how long bots of online games wait before they move (tests use 0).
    #[must_use]
    pub fn with_bot_pause(mut self, pause: std::time::Duration) -> Self {
        self.bot_pause = pause;
        self
    }

    /// Sets the limits (see [`Limits`]); call before the service is cloned.
    #[must_use]
    pub fn with_limits(mut self, limits: Limits) -> Self {
        self.throttle = Attempts::for_db(&self.db, &limits);
        self.hashing = Arc::new(tokio::sync::Semaphore::new(
            limits.hashing_concurrency.max(1),
        ));
        self.limits = limits;
        self
    }

    /// The limits this service enforces.
    pub fn limits(&self) -> &Limits {
        &self.limits
    }

    /// Forgets rate-limit windows that are over (on PostgreSQL, where they are kept
    /// in a table; call now and then). Answers how many went.
    ///
    /// # Errors
    /// The database's error.
    pub async fn forget_expired_attempts(&self) -> Result<u64, sqlx::Error> {
        self.throttle.forget_expired().await
    }

    /// Ends every live update stream; called when the server shuts down.
    pub fn stop_live_updates(&self) {
        self.watchers.close_all();
        self.accounts.close_all();
    }

    /// Number of games somebody is watching live (diagnostics).
    pub fn watched_games(&self) -> usize {
        self.watchers.watched()
    }

    /// Number of games held in memory (diagnostics and tests).
    pub fn live_games(&self) -> usize {
        self.live.len()
    }

    /// Lets go of the games in memory that nobody has touched for a while (15
    /// minutes; finished games after 1 minute); they are replayed from the database
    /// when asked for again. Returns how many left. The server calls this every minute.
    pub fn evict_idle_games(&self) -> usize {
        self.evict_games_idle_for(live::IDLE_GAME_TTL, live::FINISHED_GAME_TTL)
    }

    /// [`Service::evict_idle_games`] with other ages (tests use zero).
    pub fn evict_games_idle_for(
        &self,
        idle: std::time::Duration,
        finished: std::time::Duration,
    ) -> usize {
        self.live.evict_idle(idle, finished)
    }

    /// The database this service writes to.
    pub fn db(&self) -> &Db {
        &self.db
    }

    /// Checks that the database answers a query.
    pub async fn health(&self) -> Health {
        let database_ok = self.db.ping().await.is_ok();
        Health {
            status: if database_ok { "ok" } else { "degraded" }.to_owned(),
            version: VERSION.to_owned(),
            rules_versions: protocol::GameKind::ALL
                .iter()
                .map(|&kind| {
                    use rules::Game;
                    let version = protocol::for_kind!(kind, G => G::RULES_VERSION);
                    (kind.name().to_owned(), version)
                })
                .collect(),
            database: if database_ok {
                "reachable"
            } else {
                "unreachable"
            }
            .to_owned(),
        }
    }
}

/// Logs a server-side failure and turns it into the error players see.
pub(crate) fn internal(what: &str, error: impl std::fmt::Display) -> GameError {
    tracing::error!(%error, "{what}");
    GameError::Internal
}
