//! A refusal as a server function answers it: the service's typed reason, and that
//! reason as a sentence in the caller's language, which is what the page shows.
//!
//! The server writes the sentence (with the tables of `crate::i18n`, in the language the
//! page is served in) so the browser reads one string instead of every reason: the
//! reasons' deserialisers and their sentences in three languages were about 15 KB of
//! brotli'd WASM on every page (measured with `scripts/wasm-size.py`), for text that the
//! server knows how to write anyway. The reason stays on the wire for scripts and tests.

use serde::{Deserialize, Serialize};

/// The service's refusal `R`, with what the page needs of it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Refused<R> {
    /// The service's reason. The browser never reads it (see the module comment).
    #[serde(skip_deserializing, default = "Option::default")]
    pub reason: Option<R>,
    /// Whether the game moved on since the caller's version (refresh, then retry).
    #[serde(default)]
    pub conflict: bool,
    /// The game the refusal points to, which the page links (the copy of a file imported
    /// before).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub game: Option<protocol::GameId>,
    /// The reason as a sentence in the caller's language.
    pub message: String,
}

#[cfg(test)]
mod tests {
    use crate::api::ApiError;
    use crate::i18n::Lang;
    use protocol::GameError;

    /// The page reads the sentence and whether to refresh; the reason stays the server's.
    #[test]
    fn the_page_reads_the_sentence_not_the_reason() {
        let sent = ApiError::refusal_in(GameError::Conflict { current: 7 }, Lang::De);
        let wire = serde_json::to_string(&sent).unwrap();
        assert!(
            wire.contains(r#""reason":{"error":"conflict","current":7}"#),
            "{wire}"
        );
        let read: ApiError = serde_json::from_str(&wire).unwrap();
        assert!(read.is_conflict());
        assert!(
            read.to_string().starts_with("Das Spiel ist weitergegangen"),
            "{read}"
        );
        let ApiError::Game(refused) = read else {
            panic!("a refusal reads as one");
        };
        assert_eq!(refused.reason, None);
    }

    /// A file imported twice: the page links the earlier copy, read from the refusal's game
    /// (the reason is not read in the browser).
    #[test]
    fn an_import_refused_as_a_repeat_names_the_earlier_game() {
        let sent = ApiError::refusal_in(
            GameError::Invalid(protocol::Refusal::AlreadyImported {
                game: "abc123".into(),
            }),
            Lang::Fr,
        );
        let read: ApiError = serde_json::from_str(&serde_json::to_string(&sent).unwrap()).unwrap();
        let ApiError::Game(refused) = read else {
            panic!("a refusal reads as one");
        };
        assert_eq!(refused.game.as_deref(), Some("abc123"));
    }
}
