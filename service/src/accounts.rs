//! Accounts: sign-up, sign-in, password changes, deletion, and the claim of a
//! guest's games.
//!
//! - Passwords are hashed with Argon2id (the `argon2` crate's defaults: 19 MiB,
//!   2 passes, 1 lane, a random 16-byte salt) and stored as PHC strings; hashing
//!   runs on tokio's blocking pool.
//! - Sign-in answers [`AccountError::BadCredentials`] for an unknown name and for a
//!   wrong password alike, and in about the same time: a missing account is
//!   checked against a dummy hash.
//! - Every account has a random `session_key`, copied into the browser session at
//!   sign-in. Changing the password draws a new one and deleting the account
//!   removes it, so every other session of that account stops being signed in;
//!   a password change also revokes the account's API tokens.
//! - Deleting an account keeps its games: `games.owner_user` and `seats.user_id`
//!   become NULL (foreign keys), and the account's seats in started games are
//!   renamed [`DELETED_PLAYER`] (in online games under way the seat becomes a
//!   bot, said in the log); in games still waiting for players the seat opens
//!   again. Ids of deleted accounts are never given out again.
//! - Sign-in and sign-up are rate-limited per client address ([`Throttle`]).

use std::net::IpAddr;
use std::sync::OnceLock;
use std::time::Duration;

use argon2::password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString};
use argon2::Argon2;
use protocol::accounts::{valid_name, valid_password};
use protocol::{Account, AccountError};

use crate::Service;

/// The name that replaces a deleted account's name at the tables it sat at.
pub const DELETED_PLAYER: &str = "Deleted player";

/// Failed sign-ins allowed per (client address, name) in [`SIGN_IN_WINDOW`].
pub const SIGN_IN_FAILURES_PER_NAME: u32 = 5;
/// Failed sign-ins allowed per client address, any names, in [`SIGN_IN_WINDOW`].
pub const SIGN_IN_FAILURES_PER_CLIENT: u32 = 30;
/// The window of the sign-in limits.
pub const SIGN_IN_WINDOW: Duration = Duration::from_secs(60);
/// Sign-up attempts allowed per client address in [`SIGN_UP_WINDOW`].
pub const SIGN_UPS_PER_CLIENT: u32 = 60;
/// The window of the sign-up limit.
pub const SIGN_UP_WINDOW: Duration = Duration::from_secs(600);
/// Wrong current passwords (change password, delete account) allowed per account
/// in [`SIGN_IN_WINDOW`].
pub const PASSWORD_FAILURES_PER_ACCOUNT: u32 = 5;

fn internal(what: &str, error: impl std::fmt::Display) -> AccountError {
    tracing::error!(%error, "{what}");
    AccountError::Internal
}

fn db_error(what: &'static str) -> impl Fn(sqlx::Error) -> AccountError {
    move |e| internal(what, e)
}

/// Hashes `password` with Argon2id and a random salt from the OS, as a PHC string.
fn hash_password(password: &str) -> Result<String, AccountError> {
    let mut salt = [0u8; 16];
    getrandom::fill(&mut salt).map_err(|e| internal("OS randomness failed", e))?;
    let salt = SaltString::encode_b64(&salt).map_err(|e| internal("encoding a salt", e))?;
    Argon2::default()
        .hash_password(password.as_bytes(), &salt)
        .map(|h| h.to_string())
        .map_err(|e| internal("hashing a password", e))
}

/// Whether `password` matches the PHC string `phc` (parameters read from it).
fn verify_password(password: &str, phc: &str) -> bool {
    PasswordHash::new(phc).is_ok_and(|hash| {
        Argon2::default()
            .verify_password(password.as_bytes(), &hash)
            .is_ok()
    })
}

/// A hash of a password nobody knows, checked when the name is unknown so that
/// sign-in takes as long as with a wrong password.
fn dummy_hash() -> &'static str {
    static DUMMY: OnceLock<String> = OnceLock::new();
    DUMMY.get_or_init(|| {
        hash_password("karak dummy password, never valid")
            .unwrap_or_else(|_| "$argon2id$v=19$m=19456,t=2,p=1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA".to_owned())
    })
}

/// Runs Argon2 off the async threads, at most [`crate::Limits::hashing_concurrency`]
/// at once (19 MiB each): a caller waits up to `wait` (see
/// [`crate::Limits::hash_queue_wait`]) for a slot, then
/// is refused with [`AccountError::Busy`].
async fn blocking<T: Send + 'static>(
    slots: &tokio::sync::Semaphore,
    wait: Duration,
    f: impl FnOnce() -> T + Send + 'static,
) -> Result<T, AccountError> {
    let permit = tokio::time::timeout(wait, slots.acquire())
        .await
        .map_err(|_| {
            tracing::warn!("password hashing is busy; a request was refused");
            AccountError::Busy {
                retry_after_secs: BUSY_RETRY_SECS,
            }
        })?
        .map_err(|e| internal("password hashing slots", e))?;
    let done = tokio::task::spawn_blocking(f)
        .await
        .map_err(|e| internal("password hashing task", e));
    drop(permit);
    done
}

/// The `Retry-After` of a refusal because every hashing slot is busy.
const BUSY_RETRY_SECS: u32 = 2;

/// A random session key: 32 hex digits from the OS.
fn new_session_key() -> Result<String, AccountError> {
    let mut bytes = [0u8; 16];
    getrandom::fill(&mut bytes).map_err(|e| internal("OS randomness failed", e))?;
    Ok(hex(&bytes))
}

/// Lowercase hex of `bytes`.
pub(crate) fn hex(bytes: &[u8]) -> String {
    use std::fmt::Write;
    bytes.iter().fold(String::new(), |mut s, b| {
        let _ = write!(s, "{b:02x}");
        s
    })
}

fn too_many(retry_after_secs: u32) -> AccountError {
    AccountError::TooManyAttempts { retry_after_secs }
}

type UserRow = (i64, String, String, String);

impl Service {
    /// Makes an account named `name` (trimmed) with `password`.
    ///
    /// # Errors
    /// [`AccountError::InvalidName`], [`AccountError::InvalidPassword`],
    /// [`AccountError::NameUnavailable`] (names compare without case),
    /// [`AccountError::Internal`].
    pub async fn sign_up(&self, name: &str, password: &str) -> Result<Account, AccountError> {
        let name = name.trim().to_owned();
        if !valid_name(&name) {
            return Err(AccountError::InvalidName);
        }
        if !valid_password(password) {
            return Err(AccountError::InvalidPassword);
        }
        let password = password.to_owned();
        let hash = blocking(&self.hashing, self.limits.hash_queue_wait, move || {
            hash_password(&password)
        })
        .await??;
        let key = new_session_key()?;
        // The id is above every id ever used, deleted ones included (see the migration).
        let inserted: Result<(i64, String), sqlx::Error> = sqlx::query_as(
            "INSERT INTO users (id, name, password_hash, session_key)
             VALUES (1 + max(COALESCE((SELECT max(id) FROM users), 0),
                             COALESCE((SELECT max(id) FROM retired_user_ids), 0)), ?, ?, ?)
             RETURNING id, created_at",
        )
        .bind(&name)
        .bind(&hash)
        .bind(&key)
        .fetch_one(self.db().pool())
        .await;
        match inserted {
            Ok((id, created_at)) => {
                tracing::info!(user = id, "account created");
                Ok(Account {
                    id,
                    name,
                    created_at,
                })
            }
            Err(e)
                if e.as_database_error()
                    .is_some_and(|d| d.is_unique_violation()) =>
            {
                Err(AccountError::NameUnavailable)
            }
            Err(e) => Err(internal("creating an account", e)),
        }
    }

    /// [`Service::sign_up`], at most [`SIGN_UPS_PER_CLIENT`] attempts per client
    /// address in [`SIGN_UP_WINDOW`].
    ///
    /// # Errors
    /// As [`Service::sign_up`], and [`AccountError::TooManyAttempts`].
    pub async fn sign_up_from(
        &self,
        client: IpAddr,
        name: &str,
        password: &str,
    ) -> Result<Account, AccountError> {
        let key = format!("up|{client}");
        self.throttle
            .reserve(&key, SIGN_UPS_PER_CLIENT, SIGN_UP_WINDOW)
            .map_err(too_many)?;
        self.sign_up(name, password).await
    }

    /// Checks `name` and `password`.
    ///
    /// # Errors
    /// [`AccountError::BadCredentials`] for an unknown name and a wrong password
    /// alike (same answer, similar time); [`AccountError::Internal`].
    pub async fn sign_in(&self, name: &str, password: &str) -> Result<Account, AccountError> {
        let name = name.trim();
        if !valid_name(name) || password.is_empty() || password.len() > 4 * 128 {
            return Err(AccountError::BadCredentials);
        }
        let row: Option<UserRow> =
            sqlx::query_as("SELECT id, name, password_hash, created_at FROM users WHERE name = ?")
                .bind(name)
                .fetch_optional(self.db().pool())
                .await
                .map_err(db_error("reading an account"))?;
        let phc = row
            .as_ref()
            .map_or_else(|| dummy_hash().to_owned(), |r| r.2.clone());
        let password = password.to_owned();
        let matches = blocking(&self.hashing, self.limits.hash_queue_wait, move || {
            verify_password(&password, &phc)
        })
        .await?;
        match row {
            Some((id, name, _, created_at)) if matches => Ok(Account {
                id,
                name,
                created_at,
            }),
            _ => Err(AccountError::BadCredentials),
        }
    }

    /// [`Service::sign_in`] with the limits: at most [`SIGN_IN_FAILURES_PER_NAME`]
    /// failures per (client, name) and [`SIGN_IN_FAILURES_PER_CLIENT`] per client in
    /// [`SIGN_IN_WINDOW`]. The attempt is counted *before* the password is checked
    /// (a slot reserved atomically), so parallel guesses cannot all pass the check
    /// while the slow hash runs; a success gives its slot back and clears the
    /// name's failures, so successful sign-ins never count. A refused attempt
    /// checks no password at all.
    ///
    /// # Errors
    /// As [`Service::sign_in`], [`AccountError::TooManyAttempts`], and
    /// [`AccountError::Busy`] when every hashing slot stays taken.
    pub async fn sign_in_from(
        &self,
        client: IpAddr,
        name: &str,
        password: &str,
    ) -> Result<Account, AccountError> {
        let per_client = format!("in|{client}");
        let per_name = format!("in|{client}|{}", name.trim().to_lowercase());
        self.throttle
            .reserve(&per_client, SIGN_IN_FAILURES_PER_CLIENT, SIGN_IN_WINDOW)
            .map_err(too_many)?;
        if let Err(wait) =
            self.throttle
                .reserve(&per_name, SIGN_IN_FAILURES_PER_NAME, SIGN_IN_WINDOW)
        {
            self.throttle.release(&per_client);
            return Err(too_many(wait));
        }
        match self.sign_in(name, password).await {
            Ok(account) => {
                self.throttle.clear(&per_name);
                self.throttle.release(&per_client);
                Ok(account)
            }
            Err(AccountError::BadCredentials) => Err(AccountError::BadCredentials),
            Err(e) => {
                self.throttle.release(&per_name);
                self.throttle.release(&per_client);
                Err(e)
            }
        }
    }

    /// Checks the signed-in account's current password (change, delete, new
    /// token), at most [`PASSWORD_FAILURES_PER_ACCOUNT`] failures per minute,
    /// counted before the check like sign-in's.
    pub(crate) async fn check_own_password(
        &self,
        user_id: i64,
        password: &str,
    ) -> Result<(), AccountError> {
        let key = format!("pw|{user_id}");
        self.throttle
            .reserve(&key, PASSWORD_FAILURES_PER_ACCOUNT, SIGN_IN_WINDOW)
            .map_err(too_many)?;
        let phc: Option<String> =
            sqlx::query_scalar("SELECT password_hash FROM users WHERE id = ?")
                .bind(user_id)
                .fetch_optional(self.db().pool())
                .await
                .map_err(|e| {
                    self.throttle.release(&key);
                    internal("reading an account", e)
                })?;
        let Some(phc) = phc else {
            self.throttle.release(&key);
            return Err(AccountError::SignInRequired);
        };
        let password = password.to_owned();
        match blocking(&self.hashing, self.limits.hash_queue_wait, move || {
            verify_password(&password, &phc)
        })
        .await
        {
            Ok(true) => {
                self.throttle.clear(&key);
                Ok(())
            }
            Ok(false) => Err(AccountError::BadCredentials),
            Err(e) => {
                self.throttle.release(&key);
                Err(e)
            }
        }
    }

    /// Replaces the password of account `user_id` after checking the old one,
    /// draws a new session key (every other session of the account is signed out)
    /// and revokes every API token of the account.
    /// Answers the new key, for the caller's own session.
    ///
    /// # Errors
    /// [`AccountError::InvalidPassword`] for a bad new password,
    /// [`AccountError::BadCredentials`] for a wrong old one,
    /// [`AccountError::TooManyAttempts`], [`AccountError::SignInRequired`] when the
    /// account is gone, [`AccountError::Internal`].
    pub async fn change_password(
        &self,
        user_id: i64,
        old: &str,
        new: &str,
    ) -> Result<String, AccountError> {
        if !valid_password(new) {
            return Err(AccountError::InvalidPassword);
        }
        self.check_own_password(user_id, old).await?;
        let new = new.to_owned();
        let hash = blocking(&self.hashing, self.limits.hash_queue_wait, move || {
            hash_password(&new)
        })
        .await??;
        let key = new_session_key()?;
        let fail = db_error("changing a password");
        let mut tx = self.db().begin_write().await.map_err(&fail)?;
        let done = sqlx::query("UPDATE users SET password_hash = ?, session_key = ? WHERE id = ?")
            .bind(&hash)
            .bind(&key)
            .bind(user_id)
            .execute(&mut *tx)
            .await
            .map_err(&fail)?;
        if done.rows_affected() != 1 {
            return Err(AccountError::SignInRequired);
        }
        // A token made from a stolen session must not outlive the new password.
        let revoked = sqlx::query("DELETE FROM api_tokens WHERE user_id = ?")
            .bind(user_id)
            .execute(&mut *tx)
            .await
            .map_err(&fail)?
            .rows_affected();
        tx.commit().await.map_err(&fail)?;
        self.tokens.invalidate();
        tracing::info!(user = user_id, tokens_revoked = revoked, "password changed");
        Ok(key)
    }

    /// Deletes account `user_id` after checking its password. Its games stay:
    /// games it created lose their owner, its seats in online games under way are
    /// played by bots from now on (so nobody is stuck waiting for it), its seats in
    /// started games are renamed [`DELETED_PLAYER`] and keep no link to it, its
    /// seats in games still waiting for players open again; its API tokens and
    /// sessions stop working.
    ///
    /// # Errors
    /// [`AccountError::BadCredentials`], [`AccountError::TooManyAttempts`],
    /// [`AccountError::SignInRequired`] when the account is gone,
    /// [`AccountError::Internal`].
    pub async fn delete_account(&self, user_id: i64, password: &str) -> Result<(), AccountError> {
        self.check_own_password(user_id, password).await?;
        let fail = db_error("deleting an account");
        let mut tx = self.db().begin_write().await.map_err(&fail)?;
        let released = crate::store::release_account_games(&mut tx, user_id, DELETED_PLAYER)
            .await
            .map_err(&fail)?;
        // Foreign keys: owner_user and seats.user_id become NULL, tokens go.
        let deleted = sqlx::query("DELETE FROM users WHERE id = ?")
            .bind(user_id)
            .execute(&mut *tx)
            .await
            .map_err(&fail)?;
        if deleted.rows_affected() != 1 {
            return Err(AccountError::SignInRequired);
        }
        tx.commit().await.map_err(&fail)?;
        self.tokens.invalidate();
        for game in &released.games {
            self.live.reload_later(game).await;
        }
        tracing::info!(
            user = user_id,
            games = released.games.len(),
            seats_to_bots = released.seats_to_bots,
            "account deleted; its seats in online games under way are played by bots now"
        );
        if released.seats_to_bots > 0 {
            // A seat that became a bot may be the one to move.
            if let Err(error) = self.resume_online_bots().await {
                tracing::warn!(%error, "bots of a deleted account's games did not start");
            }
        }
        Ok(())
    }

    /// Account `user_id`, `None` when there is none (any more).
    ///
    /// # Errors
    /// [`AccountError::Internal`] when the database fails.
    pub async fn account(&self, user_id: i64) -> Result<Option<Account>, AccountError> {
        let row: Option<(i64, String, String)> =
            sqlx::query_as("SELECT id, name, created_at FROM users WHERE id = ?")
                .bind(user_id)
                .fetch_optional(self.db().pool())
                .await
                .map_err(db_error("reading an account"))?;
        Ok(row.map(|(id, name, created_at)| Account {
            id,
            name,
            created_at,
        }))
    }

    /// The session key of account `user_id` (stored in its browser sessions at
    /// sign-in; a session is signed in only while its copy matches), `None` when
    /// the account is gone.
    ///
    /// # Errors
    /// [`AccountError::Internal`] when the database fails.
    pub async fn session_key(&self, user_id: i64) -> Result<Option<String>, AccountError> {
        sqlx::query_scalar("SELECT session_key FROM users WHERE id = ?")
            .bind(user_id)
            .fetch_optional(self.db().pool())
            .await
            .map_err(db_error("reading an account"))
    }

    /// Gives the games guest `guest_id` created to account `user_id` (at sign-up
    /// and at sign-in from a guest session, so nothing a guest played is lost).
    /// Answers how many games moved.
    ///
    /// # Errors
    /// [`AccountError::Internal`] when the database fails.
    pub async fn claim_guest_games(
        &self,
        guest_id: &str,
        user_id: i64,
    ) -> Result<usize, AccountError> {
        let moved = crate::store::claim_guest_games(self.db(), guest_id, user_id)
            .await
            .map_err(db_error("claiming a guest's games"))?;
        for game in &moved {
            self.live.reload_later(game).await;
        }
        if !moved.is_empty() {
            tracing::info!(user = user_id, games = moved.len(), "guest games claimed");
        }
        Ok(moved.len())
    }
}
