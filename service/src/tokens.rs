//! Personal API tokens: made on the account page, they let bots and other
//! clients act for the account (`Authorization: Bearer <secret>` on `/api/v1`).
//!
//! A secret is `karak_` followed by 64 hex digits (32 bytes from the OS). It is
//! shown once, at creation; only its SHA-256 is stored, so a leaked database does
//! not leak usable tokens, and a lookup is one indexed query (the secret has 256
//! random bits: no salt or slow hash is needed). Tokens go with their account
//! (`ON DELETE CASCADE`) and end at a password change; making one needs the
//! account's current password ([`Service::create_token_checked`]).
//!
//! Every `/api/v1` call checks its token, so checks are served from memory
//! ([`TokenCache`]): a token found in the database is remembered for
//! [`TOKEN_CACHE_TTL`] (the interval at which its last use is noted anyway), and
//! every change that can end a token — a revocation, an account's deletion, a
//! password change — empties the cache before it answers, so a revoked token stops
//! working at once. The cache belongs to this process's [`Service`], the one writer
//! of the database; a token removed behind its back (by hand, with another tool)
//! is forgotten within the TTL.

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use protocol::accounts::{MAX_TOKENS, TOKEN_LABEL_MAX_CHARS};
use protocol::{AccountError, NewToken, TokenInfo};
use sha2::{Digest, Sha256};

use crate::accounts::hex;
use crate::store::{before_now, now, Flag};
use crate::Service;

/// Every secret starts with this.
pub const TOKEN_PREFIX: &str = "karak_";

fn internal(what: &str, error: impl std::fmt::Display) -> AccountError {
    tracing::error!(%error, "{what}");
    AccountError::Internal
}

/// The stored form of a secret: lowercase hex SHA-256.
fn token_hash(secret: &str) -> String {
    hex(&Sha256::digest(secret.as_bytes()))
}

/// How long a checked token is trusted from memory; also how often its last use
/// is written.
pub(crate) const TOKEN_CACHE_TTL: Duration = Duration::from_secs(60);

/// At most this many tokens are remembered; the cache is emptied when full (only
/// valid tokens get in, and accounts hold at most [`MAX_TOKENS`] each).
const TOKEN_CACHE_MAX: usize = 10_000;

/// A token's `last_used_at` is brought up to date at most this often.
const USE_RECORDED_EVERY: std::time::Duration = std::time::Duration::from_secs(60);

/// Valid tokens seen lately: SHA-256 of the secret → (account, when checked).
#[derive(Debug, Default)]
pub(crate) struct TokenCache {
    inner: Mutex<TokenCacheInner>,
}

#[derive(Debug, Default)]
struct TokenCacheInner {
    tokens: HashMap<[u8; 32], (i64, Instant)>,
    /// Bumped by every invalidation: a database read that began before one is
    /// not cached (it may have seen a token that is gone now).
    generation: u64,
}

impl TokenCache {
    fn lock(&self) -> std::sync::MutexGuard<'_, TokenCacheInner> {
        self.inner.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// The account of a token checked less than [`TOKEN_CACHE_TTL`] ago.
    fn get(&self, key: &[u8; 32]) -> Option<i64> {
        let inner = self.lock();
        inner
            .tokens
            .get(key)
            .filter(|(_, at)| at.elapsed() < TOKEN_CACHE_TTL)
            .map(|(user, _)| *user)
    }

    fn generation(&self) -> u64 {
        self.lock().generation
    }

    /// Remembers a token read from the database, unless the cache was invalidated
    /// since `generation` (when the read began).
    fn put(&self, key: [u8; 32], user: i64, generation: u64) {
        let mut inner = self.lock();
        if inner.generation != generation {
            return;
        }
        if inner.tokens.len() >= TOKEN_CACHE_MAX {
            inner.tokens.clear();
        }
        inner.tokens.insert(key, (user, Instant::now()));
    }

    /// Forgets every token: called after any change that can end one.
    pub(crate) fn invalidate(&self) {
        let mut inner = self.lock();
        inner.generation += 1;
        inner.tokens.clear();
    }
}

/// Whether `secret` has the shape of a token (saves a query for junk).
fn plausible(secret: &str) -> bool {
    secret.strip_prefix(TOKEN_PREFIX).is_some_and(|rest| {
        rest.len() == 64
            && rest
                .bytes()
                .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
    })
}

type TokenRow = (i64, String, String, Option<String>);

fn info((id, label, created_at, last_used_at): TokenRow) -> TokenInfo {
    TokenInfo {
        id,
        label,
        created_at,
        last_used_at,
    }
}

impl Service {
    /// Makes a token labelled `label` (trimmed, 1 to 40 characters) for account
    /// `user_id`; answers it with its secret, which is not stored and cannot be
    /// shown again. Checks no password: the server function calls
    /// [`Service::create_token_checked`]; this is for tools and tests.
    ///
    /// # Errors
    /// [`AccountError::InvalidLabel`], [`AccountError::TooManyTokens`] (at most
    /// [`MAX_TOKENS`]), [`AccountError::SignInRequired`] when the account is gone,
    /// [`AccountError::Internal`].
    pub async fn create_token(&self, user_id: i64, label: &str) -> Result<NewToken, AccountError> {
        let label = label.trim();
        let chars = label.chars().count();
        if chars == 0
            || chars > TOKEN_LABEL_MAX_CHARS
            || label
                .chars()
                .any(|c| c.is_control() || protocol::accounts::invisible(c))
            || crate::accounts::names::stacks_marks(label)
        {
            return Err(AccountError::InvalidLabel);
        }
        let mut bytes = [0u8; 32];
        getrandom::fill(&mut bytes).map_err(|e| internal("OS randomness failed", e))?;
        let secret = format!("{TOKEN_PREFIX}{}", hex(&bytes));
        let fail = |e: sqlx::Error| internal("creating a token", e);
        let mut tx = self.db().begin_write().await.map_err(fail)?;
        let held: i64 = sqlx::query_scalar("SELECT count(*) FROM api_tokens WHERE user_id = $1")
            .bind(user_id)
            .fetch_one(&mut *tx)
            .await
            .map_err(fail)?;
        if held >= MAX_TOKENS as i64 {
            return Err(AccountError::TooManyTokens);
        }
        let row: Result<TokenRow, sqlx::Error> = sqlx::query_as(
            "INSERT INTO api_tokens (user_id, label, token_hash) VALUES ($1, $2, $3)
             RETURNING id, label, created_at, last_used_at",
        )
        .bind(user_id)
        .bind(label)
        .bind(token_hash(&secret))
        .fetch_one(&mut *tx)
        .await;
        let row = match row {
            Ok(row) => row,
            Err(e)
                if e.as_database_error()
                    .is_some_and(|d| d.is_foreign_key_violation()) =>
            {
                return Err(AccountError::SignInRequired)
            }
            Err(e) => return Err(fail(e)),
        };
        tx.commit().await.map_err(fail)?;
        tracing::info!(user = user_id, token = row.0, "API token created");
        Ok(NewToken {
            info: info(row),
            secret,
        })
    }

    /// [`Service::create_token`] after checking the account's current `password`
    /// (rate-limited like every password check): a stolen session alone cannot
    /// make a token that would outlive the victim's next password change.
    ///
    /// # Errors
    /// As [`Service::create_token`], and [`AccountError::BadCredentials`],
    /// [`AccountError::TooManyAttempts`], [`AccountError::Busy`].
    pub async fn create_token_checked(
        &self,
        user_id: i64,
        password: &str,
        label: &str,
    ) -> Result<NewToken, AccountError> {
        let label_ok = {
            let l = label.trim();
            let chars = l.chars().count();
            chars > 0 && chars <= TOKEN_LABEL_MAX_CHARS && !l.chars().any(char::is_control)
        };
        if !label_ok {
            return Err(AccountError::InvalidLabel);
        }
        self.check_own_password(user_id, password).await?;
        self.create_token(user_id, label).await
    }

    /// The tokens of account `user_id`, newest first (without secrets).
    ///
    /// # Errors
    /// [`AccountError::Internal`] when the database fails.
    pub async fn list_tokens(&self, user_id: i64) -> Result<Vec<TokenInfo>, AccountError> {
        let rows: Vec<TokenRow> = sqlx::query_as(
            "SELECT id, label, created_at, last_used_at FROM api_tokens
             WHERE user_id = $1 ORDER BY id DESC",
        )
        .bind(user_id)
        .fetch_all(self.db().pool())
        .await
        .map_err(|e| internal("listing tokens", e))?;
        Ok(rows.into_iter().map(info).collect())
    }

    /// Revokes token `token_id` of account `user_id`; it stops working at once.
    ///
    /// # Errors
    /// [`AccountError::TokenNotFound`] when the account holds no such token;
    /// [`AccountError::Internal`].
    pub async fn revoke_token(&self, user_id: i64, token_id: i64) -> Result<(), AccountError> {
        let done = sqlx::query("DELETE FROM api_tokens WHERE id = $1 AND user_id = $2")
            .bind(token_id)
            .bind(user_id)
            .execute(self.db().writer())
            .await
            .map_err(|e| internal("revoking a token", e))?;
        self.tokens.invalidate();
        if done.rows_affected() == 1 {
            tracing::info!(user = user_id, token = token_id, "API token revoked");
            Ok(())
        } else {
            Err(AccountError::TokenNotFound)
        }
    }

    /// The account a token's `secret` acts for, `None` for an unknown, revoked or
    /// malformed secret (or one whose account was deleted). Notes the use (at most
    /// once a minute per token). Answers from memory for a token checked less than
    /// a minute ago (see the module's documentation).
    ///
    /// # Errors
    /// [`AccountError::Internal`] when the database fails.
    pub async fn user_for_token(&self, secret: &str) -> Result<Option<i64>, AccountError> {
        let secret = secret.trim();
        if !plausible(secret) {
            return Ok(None);
        }
        let digest: [u8; 32] = Sha256::digest(secret.as_bytes()).into();
        if let Some(user) = self.tokens.get(&digest) {
            return Ok(Some(user));
        }
        let generation = self.tokens.generation();
        let fail = |e: sqlx::Error| internal("checking a token", e);
        // One read per request: whether the last use is older than a minute comes
        // with the row, so the write below happens at most once a minute per token
        // instead of a (usually empty) write transaction on every API call.
        let row: Option<(i64, i64, Flag)> = sqlx::query_as(
            "SELECT id, user_id,
                    CASE WHEN last_used_at IS NULL OR last_used_at < $2 THEN 1 ELSE 0 END
             FROM api_tokens WHERE token_hash = $1",
        )
        .bind(hex(&digest))
        .bind(before_now(USE_RECORDED_EVERY))
        .fetch_optional(self.db().pool())
        .await
        .map_err(fail)?;
        let Some((id, user, stale)) = row else {
            return Ok(None);
        };
        if stale.0 {
            sqlx::query(
                "UPDATE api_tokens SET last_used_at = $2 WHERE id = $1
                 AND (last_used_at IS NULL OR last_used_at < $3)",
            )
            .bind(id)
            .bind(now())
            .bind(before_now(USE_RECORDED_EVERY))
            .execute(self.db().writer())
            .await
            .map_err(fail)?;
        }
        self.tokens.put(digest, user, generation);
        Ok(Some(user))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Only `karak_` + 64 lowercase hex digits can be a token; the stored hash is
    /// the SHA-256 in hex (a known vector).
    #[test]
    fn shape_and_hash() {
        assert!(plausible(&format!("karak_{}", "ab".repeat(32))));
        assert!(!plausible(&format!("karak_{}", "AB".repeat(32))));
        assert!(!plausible("karak_abc"));
        assert!(!plausible(&"ab".repeat(35)));
        assert_eq!(
            token_hash("abc"),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        );
    }
}
