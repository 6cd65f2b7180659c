//! Changing an account: checking its own password, a new password, deletion.

use protocol::accounts::valid_password;
use protocol::AccountError;

use super::passwords::{blocking, hash_password, new_session_key, verify_password};
use super::{db_error, internal, too_many, DELETED_PLAYER};
use super::{PASSWORD_FAILURES_PER_ACCOUNT, SIGN_IN_WINDOW};
use crate::Service;

impl Service {
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
            .await
            .map_err(too_many)?;
        let read: Result<Option<String>, _> =
            sqlx::query_scalar("SELECT password_hash FROM users WHERE id = $1")
                .bind(user_id)
                .fetch_optional(self.db().pool())
                .await;
        let phc = match read {
            Ok(phc) => phc,
            Err(e) => {
                self.throttle.release(&key).await;
                return Err(internal("reading an account", e));
            }
        };
        let Some(phc) = phc else {
            self.throttle.release(&key).await;
            return Err(AccountError::SignInRequired);
        };
        let password = password.to_owned();
        match blocking(&self.hashing, self.limits.hash_queue_wait, move || {
            verify_password(&password, &phc)
        })
        .await
        {
            Ok(true) => {
                self.throttle.clear(&key).await;
                Ok(())
            }
            Ok(false) => Err(AccountError::BadCredentials),
            Err(e) => {
                self.throttle.release(&key).await;
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
        let done =
            sqlx::query("UPDATE users SET password_hash = $1, session_key = $2 WHERE id = $3")
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
        let revoked = sqlx::query("DELETE FROM api_tokens WHERE user_id = $1")
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
        let deleted = sqlx::query("DELETE FROM users WHERE id = $1")
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
}
