//! Account names that look alike are one name. A list of players shows `alice`, `аlice`
//! (with a Cyrillic а), `ａｌｉｃｅ` (full width) and `ALİCE` as the same person; so each
//! account keeps the key of its name ([`name_key`]) under a unique index, and a new
//! name whose key is taken is unavailable.

use sqlx::AnyPool;
use unicode_normalization::char::is_combining_mark;
use unicode_normalization::UnicodeNormalization;

/// The key under which account names are unique: two names with one key look alike.
///
/// NFKC first (full-width and other compatibility forms become plain letters), then
/// lower case, then the confusable skeleton of Unicode Technical Standard #39 (Cyrillic
/// а becomes Latin a, `I` and `l` one letter), then the letters without their combining
/// marks (İ, ï and i read alike in a list of names).
///
/// # Examples
/// ```
/// use service::name_key;
/// assert_eq!(name_key("alice"), name_key("\u{430}lice"));
/// assert_eq!(name_key("alice"), name_key("ＡＬＩＣＥ"));
/// assert_eq!(name_key("alice"), name_key("ALİCE"));
/// assert_ne!(name_key("alice"), name_key("alicia"));
/// ```
pub fn name_key(name: &str) -> String {
    let folded: String = name.nfkc().flat_map(char::to_lowercase).collect();
    let skeleton: String = unicode_security::skeleton(&folded).collect();
    skeleton
        .nfd()
        .filter(|c| !is_combining_mark(*c))
        .flat_map(char::to_lowercase)
        .collect()
}

/// Gives the accounts made before names had keys their key. Of older accounts whose
/// names look alike, the first keeps the plain key and the others a key of their own
/// (`key#id`), so nobody loses an account; new names are checked against them all.
///
/// # Errors
/// The database's.
pub(crate) async fn backfill_name_keys(pool: &AnyPool) -> Result<(), sqlx::Error> {
    let rows: Vec<(i64, String)> =
        sqlx::query_as("SELECT id, name FROM users WHERE name_key IS NULL ORDER BY id")
            .fetch_all(pool)
            .await?;
    for (id, name) in rows {
        let key = name_key(&name);
        let taken: i64 = sqlx::query_scalar("SELECT count(*) FROM users WHERE name_key = $1")
            .bind(&key)
            .fetch_one(pool)
            .await?;
        let key = if taken > 0 {
            format!("{key}#{id}")
        } else {
            key
        };
        sqlx::query("UPDATE users SET name_key = $1 WHERE id = $2")
            .bind(&key)
            .bind(id)
            .execute(pool)
            .await?;
    }
    Ok(())
}

/// Whether `text` stacks more than [`protocol::accounts::MAX_COMBINING_MARKS`] combining
/// marks on one letter (a "zalgo" name spills over the lines around it).
pub fn stacks_marks(text: &str) -> bool {
    let mut run = 0;
    for c in text.nfd() {
        run = if is_combining_mark(c) { run + 1 } else { 0 };
        if run > protocol::accounts::MAX_COMBINING_MARKS {
            return true;
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::{name_key, stacks_marks};

    /// Names of real languages pass; stacks of marks do not.
    #[test]
    fn marks_are_capped() {
        for ok in ["Jürgen", "Nguyễn", "Zoë", "Ørjan"] {
            assert!(!stacks_marks(ok), "{ok}");
        }
        assert!(stacks_marks("Z\u{301}\u{302}\u{303}\u{304}alice"));
    }

    /// Issue 38: the look-alikes of the probe are one name; different names stay apart.
    #[test]
    fn look_alikes_share_a_key() {
        let alice = name_key("alice");
        for twin in [
            "Alice",
            "\u{430}lice",
            "ａｌｉｃｅ",
            "ALİCE",
            "alíce",
            "ALICE",
        ] {
            assert_eq!(name_key(twin), alice, "{twin}");
        }
        for other in ["alicia", "bob", "alice 2"] {
            assert_ne!(name_key(other), alice, "{other}");
        }
    }
}
