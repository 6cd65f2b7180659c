//! The texts the browser reads from the server ([`crate::i18n::tables`] keeps them): a game's
//! bundle before its table or replay is shown, the shell's before the page hydrates and
//! before a switch of language.

use leptos::prelude::*;
use leptos::server_fn::codec::Json;

use crate::api::codec::TextJson;
use crate::api::ApiError;
use crate::i18n::tables::{self, TableLines};
use crate::i18n::Lang;

/// A bundle of fixed texts in `lang` for the browser: the shell's or a game's (by its
/// kind), as [`crate::i18n::tables`] reads them.
#[server(input = Json, output = TextJson, endpoint = "texts")]
pub async fn texts(bundle: String, lang: Lang) -> Result<Vec<TableLines>, ApiError> {
    bundle_tables(&bundle, lang).ok_or_else(|| ApiError::from(protocol::GameError::NotFound))
}

/// The tables of bundle `bundle` in `lang` (the shell's, or a game's by its kind).
#[cfg(not(feature = "hydrate"))]
pub fn bundle_tables(bundle: &str, lang: Lang) -> Option<Vec<TableLines>> {
    if bundle == tables::SHELL {
        let mut shell = vec![
            tables::table_lines(lang.t()),
            tables::table_lines(lang.accounts()),
            tables::table_lines(lang.online()),
            tables::table_lines(lang.clocks()),
            tables::table_lines(lang.notices()),
            tables::table_lines(lang.ending()),
            tables::table_lines(crate::i18n::replay::rt(lang)),
            tables::table_lines(lang.players()),
        ];
        shell.extend(crate::i18n::game_texts::labels_tables(lang));
        return Some(shell);
    }
    let kind = protocol::GameKind::parse(bundle)?;
    Some(crate::i18n::game_texts::text_tables(kind, lang))
}

/// How long [`load`] waits before each new try of a bundle that could not be read.
#[cfg(feature = "hydrate")]
const RETRY_AFTER_MS: [i32; 2] = [1_000, 2_000];

/// Loads bundle `bundle` in the language the page shows, unless it is there already,
/// and remembers that the page reads it (a language switch loads it again).
pub async fn load(bundle: &'static str) {
    #[cfg(feature = "hydrate")]
    {
        tables::want(bundle);
        // A read that fails is tried again, a second and then two later (a moment's
        // network loss); after that the page shows without the bundle's words until
        // it is loaded again (the next visit of a page that reads it, or a switch).
        let lang = tables::page_lang();
        let mut read = fetch(bundle, lang).await;
        for wait_ms in RETRY_AFTER_MS {
            if read.is_ok() {
                break;
            }
            pause(wait_ms).await;
            read = fetch(bundle, lang).await;
        }
    }
    #[cfg(not(feature = "hydrate"))]
    let _ = bundle;
}

/// Loads the shell's texts in the language of the page the server sent (`<html lang>`),
/// before the page hydrates.
#[cfg(feature = "hydrate")]
pub async fn load_page_texts() {
    let lang = crate::initial_lang();
    tables::set_page_lang(lang);
    tables::set_served_lang(lang);
    tables::want(tables::SHELL);
    let _ = fetch(tables::SHELL, lang).await;
}

/// Loads every bundle the page reads in `lang`, ahead of a switch to it.
///
/// # Errors
/// The server's refusal or a failed request: the page then stays in its language.
#[cfg(feature = "hydrate")]
pub async fn load_for_switch(lang: Lang) -> Result<(), ApiError> {
    for bundle in tables::wanted() {
        fetch(bundle, lang).await?;
    }
    tables::set_page_lang(lang);
    Ok(())
}

/// Reads `bundle` in `lang` from the server unless the page has it.
#[cfg(feature = "hydrate")]
async fn fetch(bundle: &'static str, lang: Lang) -> Result<(), ApiError> {
    if tables::is_loaded(bundle, lang) {
        return Ok(());
    }
    let read = texts(bundle.to_owned(), lang).await?;
    tables::install(bundle, lang, read);
    Ok(())
}

/// Waits `ms` milliseconds on the browser's clock.
#[cfg(feature = "hydrate")]
async fn pause(ms: i32) {
    let promise = wasm_bindgen_futures::js_sys::Promise::new(&mut |resolve, _reject| {
        let _ = leptos::prelude::window()
            .set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, ms);
    });
    let timer = wasm_bindgen_futures::JsFuture::from(promise);
    let _ = send_wrapper::SendWrapper::new(timer).await;
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::tables::TextTable;
    use crate::i18n::Texts;

    /// What the browser reads is what the server renders: every table of every bundle,
    /// in every language, comes back whole from its lines, and each game has a bundle.
    #[test]
    fn every_bundle_reads_back_as_the_tables_it_was_made_from() {
        for lang in Lang::ALL {
            let shell = bundle_tables(tables::SHELL, lang).expect("the shell's bundle");
            let names: Vec<&str> = shell.iter().map(|(name, _)| name.as_str()).collect();
            let shells_own = [
                "Texts",
                "AccountTexts",
                "OnlineTexts",
                "ClockTexts",
                "NoticeTexts",
                "EndTexts",
                "ReplayTexts",
                "PlayerTexts",
            ];
            // Then each game's labels, in the registry's order.
            let labels: Vec<String> = crate::i18n::game_texts::labels_tables(lang)
                .into_iter()
                .map(|(name, _)| name)
                .collect();
            assert_eq!(names[..shells_own.len()], shells_own);
            assert_eq!(names[shells_own.len()..], labels);
            assert_eq!(labels.len(), protocol::GameKind::ALL.len());
            let lines: Vec<&'static str> = shell[0]
                .1
                .iter()
                .map(|l| &*Box::leak(l.clone().into_boxed_str()))
                .collect();
            let read = Texts::from_lines(&lines).expect("the lines make a table");
            assert_eq!(read.app_name, lang.t().app_name);
            assert_eq!(read.lines(), lang.t().lines());
            // One line too few or too many is not the table.
            assert!(Texts::from_lines(&lines[1..]).is_none());
            let mut longer = lines.clone();
            longer.push("");
            assert!(Texts::from_lines(&longer).is_none());

            for kind in protocol::GameKind::ALL {
                let tables = bundle_tables(kind.name(), lang).expect("each game has a bundle");
                assert!(!tables.is_empty());
                for (name, lines) in tables {
                    assert!(lines.iter().all(|l| !l.is_empty()), "{name} in {lang:?}");
                }
            }
        }
        assert!(bundle_tables("chess", Lang::En).is_none());
    }
}
