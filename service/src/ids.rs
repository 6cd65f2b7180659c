//! OS randomness: unguessable ids for games and guests, and game seeds.

use protocol::GameError;

/// URL-safe alphabet; 64 symbols, so `byte % 64` is uniform.
const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// Length of a game id: 12 symbols, 72 random bits.
pub(crate) const GAME_ID_LEN: usize = 12;

fn random_id(len: usize) -> Result<String, GameError> {
    let mut bytes = vec![0u8; len];
    getrandom::fill(&mut bytes).map_err(|e| crate::internal("OS randomness failed", e))?;
    Ok(bytes
        .iter()
        .map(|b| ALPHABET[(b % 64) as usize] as char)
        .collect())
}

/// A new game id (random, URL-safe).
pub(crate) fn new_game_id() -> Result<String, GameError> {
    random_id(GAME_ID_LEN)
}

/// A new guest id for a browser session: 22 URL-safe symbols (132 random bits).
///
/// # Errors
/// [`GameError::Internal`] when the OS cannot give randomness.
pub fn new_guest_id() -> Result<String, GameError> {
    random_id(22)
}

/// A new secret key for the database: 43 URL-safe symbols (258 random bits).
pub(crate) fn new_key() -> Result<String, GameError> {
    random_id(43)
}

/// A new game seed from the OS, below 2^63 so it is stored as a plain SQLite INTEGER.
pub(crate) fn new_seed() -> Result<u64, GameError> {
    getrandom::u64()
        .map(|s| s & (i64::MAX as u64))
        .map_err(|e| crate::internal("OS randomness failed", e))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Ids are URL-safe, of the documented length, and differ between calls.
    #[test]
    fn ids_are_url_safe_and_distinct() {
        let a = new_game_id().unwrap();
        let b = new_game_id().unwrap();
        assert_eq!(a.len(), GAME_ID_LEN);
        assert_ne!(a, b);
        assert!(a.bytes().all(|c| ALPHABET.contains(&c)));
        assert_eq!(new_guest_id().unwrap().len(), 22);
        assert!(new_seed().unwrap() <= i64::MAX as u64);
    }
}
