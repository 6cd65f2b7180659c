//! Passwords: Argon2id hashing and checking on tokio's blocking pool (bounded), and
//! the random session keys.

use std::sync::OnceLock;
use std::time::Duration;

use argon2::password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString};
use argon2::Argon2;
use protocol::AccountError;

use super::internal;

/// Hashes `password` with Argon2id and a random salt from the OS, as a PHC string.
pub(super) fn hash_password(password: &str) -> Result<String, AccountError> {
    let mut salt = [0u8; 16];
    getrandom::fill(&mut salt).map_err(|e| internal("OS randomness failed", e))?;
    let salt = SaltString::encode_b64(&salt).map_err(|e| internal("encoding a salt", e))?;
    Argon2::default()
        .hash_password(password.as_bytes(), &salt)
        .map(|h| h.to_string())
        .map_err(|e| internal("hashing a password", e))
}

/// Whether `password` matches the PHC string `phc` (parameters read from it).
pub(super) fn verify_password(password: &str, phc: &str) -> bool {
    PasswordHash::new(phc).is_ok_and(|hash| {
        Argon2::default()
            .verify_password(password.as_bytes(), &hash)
            .is_ok()
    })
}

/// A hash of a password nobody knows, checked when the name is unknown so that
/// sign-in takes as long as with a wrong password.
pub(super) fn dummy_hash() -> &'static str {
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
pub(super) async fn blocking<T: Send + 'static>(
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
pub(super) const BUSY_RETRY_SECS: u32 = 2;

/// A random session key: 32 hex digits from the OS.
pub(super) fn new_session_key() -> Result<String, AccountError> {
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
