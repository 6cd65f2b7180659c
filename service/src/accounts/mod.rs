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
use std::time::Duration;

use protocol::accounts::{valid_name, valid_password};
use protocol::{Account, AccountError};

use crate::Service;

mod changes;
pub mod names;
mod passwords;
pub(crate) use passwords::hex;
use passwords::{blocking, dummy_hash, hash_password, new_session_key, verify_password};

/// The name that replaces a deleted account's name at the tables it sat at.
pub const DELETED_PLAYER: &str = "Deleted player";

/// Failed sign-ins allowed per (client address, name) in [`SIGN_IN_WINDOW`].
pub const SIGN_IN_FAILURES_PER_NAME: u32 = 5;
/// Failed sign-ins allowed per client address, any names, in [`SIGN_IN_WINDOW`].
pub const SIGN_IN_FAILURES_PER_CLIENT: u32 = 30;
/// The window of the sign-in limits.
pub const SIGN_IN_WINDOW: Duration = Duration::from_secs(60);
/// Sign-up attempts allowed per client address in [`SIGN_UP_WINDOW`], unless the
/// server's limits say otherwise ([`crate::Limits::sign_ups_per_client`]).
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
        // The id is above every id ever used, deleted ones included (see the migration);
        // one writer at a time, so two sign-ups never pick the same id.
        let inserted: Result<(i64, String), sqlx::Error> = async {
            let mut tx = self.db().begin_write().await?;
            let row = sqlx::query_as(
                "INSERT INTO users (id, name, password_hash, session_key, name_key)
                 SELECT 1 + COALESCE(max(id), 0), $1, $2, $3, $4
                 FROM (SELECT id FROM users UNION ALL SELECT id FROM retired_user_ids) AS ids
                 RETURNING id, created_at",
            )
            .bind(&name)
            .bind(&hash)
            .bind(&key)
            .bind(names::name_key(&name))
            .fetch_one(&mut *tx)
            .await?;
            tx.commit().await?;
            Ok(row)
        }
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

    /// [`Service::sign_up`], at most [`crate::Limits::sign_ups_per_client`] attempts
    /// per client address in [`SIGN_UP_WINDOW`].
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
            .reserve(&key, self.limits.sign_ups_per_client, SIGN_UP_WINDOW)
            .await
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
        let row: Option<UserRow> = sqlx::query_as(
            "SELECT id, name, password_hash, created_at FROM users WHERE lower(name) = lower($1)",
        )
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
            .await
            .map_err(too_many)?;
        if let Err(wait) = self
            .throttle
            .reserve(&per_name, SIGN_IN_FAILURES_PER_NAME, SIGN_IN_WINDOW)
            .await
        {
            self.throttle.release(&per_client).await;
            return Err(too_many(wait));
        }
        match self.sign_in(name, password).await {
            Ok(account) => {
                self.throttle.clear(&per_name).await;
                self.throttle.release(&per_client).await;
                Ok(account)
            }
            Err(AccountError::BadCredentials) => Err(AccountError::BadCredentials),
            Err(e) => {
                self.throttle.release(&per_name).await;
                self.throttle.release(&per_client).await;
                Err(e)
            }
        }
    }

    /// Account `user_id`, `None` when there is none (any more).
    ///
    /// # Errors
    /// [`AccountError::Internal`] when the database fails.
    pub async fn account(&self, user_id: i64) -> Result<Option<Account>, AccountError> {
        let row: Option<(i64, String, String)> =
            sqlx::query_as("SELECT id, name, created_at FROM users WHERE id = $1")
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
        sqlx::query_scalar("SELECT session_key FROM users WHERE id = $1")
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
