//! Where the browser finds a table of texts.
//!
//! The server renders every page from the tables' statics. The browser's WASM carries
//! only the shell's English tables: a WASM module's data (its strings) all sit in the
//! main module that every page loads, even when the code that reads them is in a game's
//! chunk, so each game's tables and the shell's German and French ones come from the
//! server instead ([`crate::api::texts`], a server function), once per bundle and language:
//!
//! - a game's bundle (named by its kind) before its table or replay is shown
//!   ([`crate::games::game_screen`], [`crate::games::replay`] and their preloads);
//! - the shell's bundle ([`SHELL`]) before the page hydrates ([`load_page_texts`]) and
//!   before a switch to German or French ([`crate::set_language`]), which also loads
//!   every game bundle already read in the new language.
//!
//! A table travels as its fields in declaration order ([`TextTable`], written by
//! [`crate::text_table!`]); a bundle the browser could not read leaves its texts empty
//! rather than the page broken.

use super::Lang;

/// The shell's bundle: the tables of [`super::Texts`], accounts, online play, clocks, game ends
/// and replays.
pub const SHELL: &str = "shell";

/// A table of fixed texts: its fields' texts in order ([`TextField`]).
pub trait TextTable: Sized + 'static {
    /// The table's name in a bundle.
    const NAME: &'static str;
    /// How many texts it has.
    const FIELDS: usize;
    /// Its texts in field order.
    fn lines(&self) -> Vec<&'static str>;
    /// The table from its texts in field order; `None` unless there are exactly
    /// [`Self::FIELDS`].
    fn from_lines(lines: &[&'static str]) -> Option<Self>;
}

/// A field of a table: one text, or a fixed list of them (a name per hero class).
pub trait TextField: Sized {
    /// How many texts it holds.
    const COUNT: usize;
    /// Adds its texts to `lines`.
    fn put(&self, lines: &mut Vec<&'static str>);
    /// The field from the next [`Self::COUNT`] texts ("" for any missing: the table's
    /// length is checked first).
    fn take(lines: &mut impl Iterator<Item = &'static str>) -> Self;
}

impl TextField for &'static str {
    const COUNT: usize = 1;
    fn put(&self, lines: &mut Vec<&'static str>) {
        lines.push(self);
    }
    fn take(lines: &mut impl Iterator<Item = &'static str>) -> Self {
        lines.next().unwrap_or_default()
    }
}

impl<const N: usize> TextField for [&'static str; N] {
    const COUNT: usize = N;
    fn put(&self, lines: &mut Vec<&'static str>) {
        lines.extend_from_slice(self);
    }
    fn take(lines: &mut impl Iterator<Item = &'static str>) -> Self {
        let mut texts = [""; N];
        for text in &mut texts {
            *text = lines.next().unwrap_or_default();
        }
        texts
    }
}

/// Declares a table of texts (a struct whose fields are texts, `&'static str`, or fixed
/// lists of them) and its [`TextTable`] impl.
#[macro_export]
macro_rules! text_table {
    (
        $(#[$meta:meta])*
        pub struct $name:ident {
            $( $(#[$field_meta:meta])* pub $field:ident: $ty:ty, )*
        }
    ) => {
        $(#[$meta])*
        pub struct $name {
            $( $(#[$field_meta])* pub $field: $ty, )*
        }

        impl $crate::i18n::tables::TextTable for $name {
            const NAME: &'static str = stringify!($name);
            const FIELDS: usize =
                0 $(+ <$ty as $crate::i18n::tables::TextField>::COUNT)*;

            fn lines(&self) -> Vec<&'static str> {
                let mut lines = Vec::with_capacity(Self::FIELDS);
                $($crate::i18n::tables::TextField::put(&self.$field, &mut lines);)*
                lines
            }

            fn from_lines(lines: &[&'static str]) -> Option<Self> {
                if lines.len() != Self::FIELDS {
                    return None;
                }
                let mut lines = lines.iter().copied();
                Some($name {
                    $($field: <$ty as $crate::i18n::tables::TextField>::take(&mut lines),)*
                })
            }
        }
    };
}

/// The table of `lang`: on the server (and in tests) one of the statics `[en, de, fr]`;
/// in the browser the one loaded from the server, or with `shell` the English static
/// compiled in. Written as a macro so that the browser's build never names the statics
/// it does not carry.
#[macro_export]
macro_rules! pick_table {
    ($lang:expr, [$en:expr, $de:expr, $fr:expr]) => {{
        let lang: $crate::i18n::Lang = $lang;
        #[cfg(feature = "hydrate")]
        let table = $crate::i18n::tables::loaded(lang);
        #[cfg(not(feature = "hydrate"))]
        let table = match lang {
            $crate::i18n::Lang::En => &$en,
            $crate::i18n::Lang::De => &$de,
            $crate::i18n::Lang::Fr => &$fr,
        };
        table
    }};
    (shell $lang:expr, [$en:expr, $de:expr, $fr:expr]) => {{
        let lang: $crate::i18n::Lang = $lang;
        #[cfg(feature = "hydrate")]
        let table = match lang {
            $crate::i18n::Lang::En => &$en,
            _ => $crate::i18n::tables::loaded(lang),
        };
        #[cfg(not(feature = "hydrate"))]
        let table = $crate::pick_table!(lang, [$en, $de, $fr]);
        table
    }};
}

/// One table of a bundle: its name and its texts in field order.
pub type TableLines = (String, Vec<String>);

/// A table as a bundle carries it.
pub fn table_lines<T: TextTable>(table: &T) -> TableLines {
    (
        T::NAME.to_owned(),
        table.lines().into_iter().map(str::to_owned).collect(),
    )
}

/// The tables of bundle `bundle` in `lang` (the shell's, or a game's by its kind).
#[cfg(not(feature = "hydrate"))]
pub fn bundle(bundle: &str, lang: Lang) -> Option<Vec<TableLines>> {
    if bundle == SHELL {
        return Some(vec![
            table_lines(lang.t()),
            table_lines(lang.accounts()),
            table_lines(lang.online()),
            table_lines(lang.clocks()),
            table_lines(lang.notices()),
            table_lines(lang.ending()),
            table_lines(crate::i18n_replay::rt(lang)),
        ]);
    }
    let kind = protocol::GameKind::parse(bundle)?;
    Some(crate::games::text_tables(kind, lang))
}

/// How long [`load`] waits before each new try of a bundle that could not be read.
#[cfg(feature = "hydrate")]
const RETRY_AFTER_MS: [i32; 2] = [1_000, 2_000];

/// Loads bundle `bundle` in the language the page shows, unless it is there already,
/// and remembers that the page reads it (a language switch loads it again).
pub async fn load(bundle: &'static str) {
    #[cfg(feature = "hydrate")]
    {
        browser::want(bundle);
        // A read that fails is tried again, a second and then two later (a moment's
        // network loss); after that the page shows without the bundle's words until
        // it is loaded again (the next visit of a page that reads it, or a switch).
        let mut read = browser::fetch(bundle, browser::lang()).await;
        for wait_ms in RETRY_AFTER_MS {
            if read.is_ok() {
                break;
            }
            browser::pause(wait_ms).await;
            read = browser::fetch(bundle, browser::lang()).await;
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
    browser::set_lang(lang);
    browser::set_served(lang);
    browser::want(SHELL);
    let _ = browser::fetch(SHELL, lang).await;
}

/// Loads every bundle the page reads in `lang`, ahead of a switch to it.
///
/// # Errors
/// The server's refusal or a failed request: the page then stays in its language.
#[cfg(feature = "hydrate")]
pub async fn load_for_switch(lang: Lang) -> Result<(), crate::api::ApiError> {
    for bundle in browser::wanted() {
        browser::fetch(bundle, lang).await?;
    }
    browser::set_lang(lang);
    Ok(())
}

/// The language the server rendered the document in (hydration keeps its words as it finds
/// them, whatever the page's language has become since).
#[cfg(feature = "hydrate")]
pub fn served_lang() -> Lang {
    browser::served()
}

/// The loaded table of `lang`; an empty one (every text "") until its bundle is read.
#[cfg(feature = "hydrate")]
pub fn loaded<T: TextTable>(lang: Lang) -> &'static T {
    browser::table(lang)
}

#[cfg(feature = "hydrate")]
mod browser {
    //! The browser's tables: one thread (the page's), so thread-locals hold them.
    use std::any::Any;
    use std::cell::{Cell, RefCell};

    use super::{Lang, TextTable, SHELL};
    use crate::api::ApiError;

    /// A table's texts as read: its name, language and lines.
    type Read = (String, Lang, Vec<&'static str>);
    /// A table made from them.
    type Made = (&'static str, Lang, &'static dyn Any);

    // A page reads a handful of tables: lists searched in order are enough.
    thread_local! {
        /// The language the page shows (the one a bundle is loaded in by [`super::load`]).
        static LANG: Cell<Lang> = const { Cell::new(Lang::En) };
        /// The language the server rendered the document in.
        static SERVED: Cell<Lang> = const { Cell::new(Lang::En) };
        /// The bundles the page has read, in the order it first read them.
        static WANTED: RefCell<Vec<&'static str>> = const { RefCell::new(Vec::new()) };
        /// Bundles already read, by name and language.
        static FETCHED: RefCell<Vec<(&'static str, Lang)>> = const { RefCell::new(Vec::new()) };
        /// Each table's texts as read.
        static LINES: RefCell<Vec<Read>> = const { RefCell::new(Vec::new()) };
        /// Tables made from them.
        static TABLES: RefCell<Vec<Made>> = const { RefCell::new(Vec::new()) };
    }

    pub fn lang() -> Lang {
        LANG.with(Cell::get)
    }

    pub fn set_lang(lang: Lang) {
        LANG.with(|l| l.set(lang));
    }

    pub fn set_served(lang: Lang) {
        SERVED.with(|l| l.set(lang));
    }

    pub fn served() -> Lang {
        SERVED.with(Cell::get)
    }

    pub fn want(bundle: &'static str) {
        WANTED.with(|w| {
            let mut w = w.borrow_mut();
            if !w.contains(&bundle) {
                w.push(bundle);
            }
        });
    }

    pub fn wanted() -> Vec<&'static str> {
        WANTED.with(|w| w.borrow().clone())
    }

    /// Reads `bundle` in `lang` from the server unless it was read (the shell's English
    /// is compiled in).
    pub async fn fetch(bundle: &'static str, lang: Lang) -> Result<(), ApiError> {
        let done = FETCHED.with(|f| f.borrow().contains(&(bundle, lang)));
        if done || (bundle == SHELL && lang == Lang::En) {
            return Ok(());
        }
        let tables = crate::api::texts(bundle.to_owned(), lang).await?;
        for (name, lines) in tables {
            // Kept for the page's life: a few kilobytes per bundle and language.
            let lines = lines
                .into_iter()
                .map(|l| &*Box::leak(l.into_boxed_str()))
                .collect();
            LINES.with(|all| all.borrow_mut().push((name.clone(), lang, lines)));
            TABLES.with(|t| {
                t.borrow_mut()
                    .retain(|(n, l, _)| !(*n == name && *l == lang))
            });
        }
        FETCHED.with(|f| f.borrow_mut().push((bundle, lang)));
        Ok(())
    }

    /// Waits `ms` milliseconds on the browser's clock.
    pub async fn pause(ms: i32) {
        let promise = wasm_bindgen_futures::js_sys::Promise::new(&mut |resolve, _reject| {
            let _ = leptos::prelude::window()
                .set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, ms);
        });
        let timer = wasm_bindgen_futures::JsFuture::from(promise);
        let _ = send_wrapper::SendWrapper::new(timer).await;
    }

    pub fn table<T: TextTable>(lang: Lang) -> &'static T {
        let made = TABLES.with(|t| {
            let t = t.borrow();
            t.iter()
                .find(|(name, l, _)| *name == T::NAME && *l == lang)
                .and_then(|(_, _, table)| table.downcast_ref::<T>())
        });
        if let Some(table) = made {
            return table;
        }
        // The latest read of the table (a bundle read again replaces it).
        let read = LINES.with(|all| {
            all.borrow()
                .iter()
                .rev()
                .find(|(name, l, _)| name == T::NAME && *l == lang)
                .and_then(|(_, _, lines)| T::from_lines(lines))
        });
        let table = read.unwrap_or_else(|| {
            T::from_lines(&vec![""; T::FIELDS]).expect("FIELDS texts make the table")
        });
        let table: &'static T = Box::leak(Box::new(table));
        TABLES.with(|t| t.borrow_mut().push((T::NAME, lang, table)));
        table
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Texts;

    /// What the browser reads is what the server renders: every table of every bundle,
    /// in every language, comes back whole from its lines, and each game has a bundle.
    #[test]
    fn every_bundle_reads_back_as_the_tables_it_was_made_from() {
        for lang in Lang::ALL {
            let shell = bundle(SHELL, lang).expect("the shell's bundle");
            let names: Vec<&str> = shell.iter().map(|(name, _)| name.as_str()).collect();
            assert_eq!(
                names,
                [
                    "Texts",
                    "AccountTexts",
                    "OnlineTexts",
                    "ClockTexts",
                    "NoticeTexts",
                    "EndTexts",
                    "ReplayTexts"
                ]
            );
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
                let tables = bundle(kind.name(), lang).expect("each game has a bundle");
                assert!(!tables.is_empty());
                for (name, lines) in tables {
                    assert!(lines.iter().all(|l| !l.is_empty()), "{name} in {lang:?}");
                }
            }
        }
        assert!(bundle("chess", Lang::En).is_none());
    }

    /// A list field spreads over as many lines as it holds, in order.
    #[test]
    fn list_fields_take_their_lines_in_order() {
        crate::text_table! {
            /// A table for the test.
            pub struct Sample {
                pub one: &'static str,
                pub three: [&'static str; 3],
                pub last: &'static str,
            }
        }
        assert_eq!(Sample::FIELDS, 5);
        let sample = Sample::from_lines(&["a", "b", "c", "d", "e"]).expect("five lines");
        assert_eq!(
            (sample.one, sample.three, sample.last),
            ("a", ["b", "c", "d"], "e")
        );
        assert_eq!(sample.lines(), ["a", "b", "c", "d", "e"]);
        assert!(Sample::from_lines(&["a", "b", "c", "d"]).is_none());
    }
}
