//! Accounts and personal API tokens as they cross the wire.

use serde::{Deserialize, Serialize};

/// Shortest account name, in characters.
pub const NAME_MIN_CHARS: usize = 3;
/// Longest account name, in characters.
pub const NAME_MAX_CHARS: usize = 24;
/// Shortest password, in characters.
pub const PASSWORD_MIN_CHARS: usize = 10;
/// Longest password, in characters.
pub const PASSWORD_MAX_CHARS: usize = 128;
/// Longest label of an API token, in characters.
pub const TOKEN_LABEL_MAX_CHARS: usize = 40;
/// How many API tokens one account may hold.
pub const MAX_TOKENS: usize = 20;

/// A signed-in account, as its owner sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Account {
    /// `users.id`.
    pub id: i64,
    /// The name other players see at the table.
    pub name: String,
    /// When the account was made (RFC 3339, UTC).
    pub created_at: String,
}

/// A personal API token, without its secret (which is shown only once, at creation).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TokenInfo {
    /// The token's id (to revoke it).
    pub id: i64,
    /// What the owner called it ("my bot").
    pub label: String,
    /// When it was made (RFC 3339, UTC).
    pub created_at: String,
    /// When a client last used it, if ever (RFC 3339, UTC; updated at most once a minute).
    pub last_used_at: Option<String>,
}

/// A token just made: its description and its secret, shown this once.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct NewToken {
    /// The stored description.
    pub info: TokenInfo,
    /// `karak_` followed by 64 hex digits; send it as `Authorization: Bearer <secret>`.
    pub secret: String,
}

/// Why an account operation was refused. Messages are written for players and
/// never tell whether an account of some name exists (see [`AccountError::BadCredentials`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, thiserror::Error)]
#[serde(tag = "code", rename_all = "snake_case")]
pub enum AccountError {
    /// The name breaks the naming rules.
    #[error("a name has 3 to 24 characters: letters, digits, spaces, '_' and '-'")]
    InvalidName,
    /// The password is too short or too long.
    #[error("a password has 10 to 128 characters")]
    InvalidPassword,
    /// Sign-up only: the name is taken (names are public at every table anyway).
    #[error("this name is not available; choose another")]
    NameUnavailable,
    /// Wrong name or password; the same answer whether or not the account exists.
    #[error("the name or the password is wrong")]
    BadCredentials,
    /// Too many failed attempts from this address for this name (or in all).
    #[error("too many attempts; wait {retry_after_secs} seconds and try again")]
    TooManyAttempts {
        /// Seconds until the next attempt is accepted.
        retry_after_secs: u32,
    },
    /// The server is checking too many passwords at once; nothing was checked.
    #[error("the server is busy; wait {retry_after_secs} seconds and try again")]
    Busy {
        /// Seconds after which to try again.
        retry_after_secs: u32,
    },
    /// The request needs a signed-in account.
    #[error("sign in first")]
    SignInRequired,
    /// The token label is empty or too long.
    #[error("a token's label has 1 to 40 characters")]
    InvalidLabel,
    /// The account already holds [`MAX_TOKENS`] tokens.
    #[error("you have 20 tokens already; revoke one first")]
    TooManyTokens,
    /// No such token among the caller's.
    #[error("there is no such token")]
    TokenNotFound,
    /// Something broke on the server; nothing was changed.
    #[error("the server could not do that right now; nothing was changed")]
    Internal,
    /// Sign-in with an empty name or password: refused before any check, and not
    /// counted as a failed attempt.
    #[error("enter your name and your password")]
    MissingCredentials,
    /// The current password given to change the password or delete the account is
    /// not the account's.
    #[error("the current password is not right")]
    WrongCurrentPassword,
    /// The request could not be read: not the JSON of this call, an argument missing
    /// or of the wrong type, or a body over the size limit.
    #[error("the request could not be read: {detail}")]
    BadRequest {
        /// What was wrong, briefly (never the request itself).
        detail: String,
    },
}

/// Whether `name` (already trimmed) follows the naming rules: 3 to 24 characters,
/// letters, digits, single spaces, `_` and `-`, starting and ending with a letter or digit.
pub fn valid_name(name: &str) -> bool {
    let chars = name.chars().count();
    (NAME_MIN_CHARS..=NAME_MAX_CHARS).contains(&chars)
        && name
            .chars()
            .all(|c| c.is_alphanumeric() || c == ' ' || c == '_' || c == '-')
        && name.chars().next().is_some_and(char::is_alphanumeric)
        && name.chars().last().is_some_and(char::is_alphanumeric)
        && !name.contains("  ")
}

/// Whether `c` is invisible or changes the direction of text around it: zero-width
/// characters, bidirectional marks, embeddings, overrides and isolates, the BOM, tag
/// characters, the blank-looking Hangul fillers, the combining grapheme joiner, the
/// line and paragraph separators and the interlinear annotation marks. Names may not
/// hold them (they make one name look like another, hide text, break a line, or
/// reverse the text shown after them).
pub fn invisible(c: char) -> bool {
    matches!(
        c,
        '\u{00AD}'
            | '\u{034F}'
            | '\u{061C}'
            | '\u{115F}'
            | '\u{1160}'
            | '\u{180E}'
            | '\u{200B}'..='\u{200F}'
            | '\u{2028}'..='\u{202E}'
            | '\u{2060}'..='\u{206F}'
            | '\u{3164}'
            | '\u{FEFF}'
            | '\u{FFA0}'
            | '\u{FFF9}'..='\u{FFFB}'
            | '\u{1D173}'..='\u{1D17A}'
            | '\u{E0000}'..='\u{E007F}'
    )
}

/// The most combining marks a name may stack on one letter: enough for any language's
/// letters (Vietnamese uses two), too few for the "zalgo" stacks that spill over the
/// lines around a name.
pub const MAX_COMBINING_MARKS: usize = 3;

/// Whether `password` has an allowed length (in characters; any characters).
pub fn valid_password(password: &str) -> bool {
    (PASSWORD_MIN_CHARS..=PASSWORD_MAX_CHARS).contains(&password.chars().count())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The naming rules: length 3–24, letters/digits/space/_/-, no edge or double spaces.
    #[test]
    fn names() {
        for ok in ["Ann", "Jürgen 2", "bot_7-x", "abcdefghijklmnopqrstuvwx"] {
            assert!(valid_name(ok), "{ok}");
        }
        for bad in [
            "ab",
            "abcdefghijklmnopqrstuvwxy",
            "a  b",
            " Ann",
            "Ann ",
            "-Ann",
            "a<b>",
            "Ann\n",
        ] {
            assert!(!valid_name(bad), "{bad:?}");
        }
    }

    /// Passwords: 10 to 128 characters.
    #[test]
    fn passwords() {
        assert!(!valid_password("123456789"));
        assert!(valid_password("1234567890"));
        assert!(valid_password(&"x".repeat(128)));
        assert!(!valid_password(&"x".repeat(129)));
    }
}
