//! Where the browser finds a table of texts.
//!
//! The server renders every page from the tables' statics. The browser's WASM carries
//! only the shell's English tables: a WASM module's data (its strings) all sit in the
//! main module that every page loads, even when the code that reads them is in a game's
//! chunk, so each game's tables and the shell's German and French ones come from the
//! server instead (`crate::api::texts` reads them), once per bundle and language:
//!
//! - a game's bundle (named by its kind) before its table or replay is shown;
//! - the shell's bundle ([`SHELL`]) before the page hydrates and before a switch to German
//!   or French, which also loads every game bundle already read in the new language.
//!
//! This file keeps the tables the page has read ([`install`], [`loaded`]); the reading is
//! the API's.
//!
//! A table travels as its fields in declaration order ([`TextTable`], written by
//! [`crate::text_table!`]); a bundle the browser could not read leaves its texts empty
//! rather than the page broken.

#[cfg(feature = "hydrate")]
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

/// The language the page shows: the one a bundle is loaded in.
#[cfg(feature = "hydrate")]
pub fn page_lang() -> Lang {
    browser::lang()
}

/// Sets the language the page shows (after its bundles are loaded in it).
#[cfg(feature = "hydrate")]
pub fn set_page_lang(lang: Lang) {
    browser::set_lang(lang);
}

/// Sets the language the server rendered the document in.
#[cfg(feature = "hydrate")]
pub fn set_served_lang(lang: Lang) {
    browser::set_served(lang);
}

/// Remembers that the page reads bundle `bundle` (a language switch loads it again).
#[cfg(feature = "hydrate")]
pub fn want(bundle: &'static str) {
    browser::want(bundle);
}

/// The bundles the page reads, in the order it first read them.
#[cfg(feature = "hydrate")]
pub fn wanted() -> Vec<&'static str> {
    browser::wanted()
}

/// Whether bundle `bundle` in `lang` is there already (read, or the shell's English,
/// which is compiled in).
#[cfg(feature = "hydrate")]
pub fn is_loaded(bundle: &'static str, lang: Lang) -> bool {
    (bundle == SHELL && lang == Lang::En) || browser::fetched(bundle, lang)
}

/// Keeps the tables of bundle `bundle` in `lang` as read from the server.
#[cfg(feature = "hydrate")]
pub fn install(bundle: &'static str, lang: Lang, tables: Vec<TableLines>) {
    browser::install(bundle, lang, tables);
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

    use super::{Lang, TextTable};

    /// A table's texts as read: its name, language and lines.
    type Read = (String, Lang, Vec<&'static str>);
    /// A table made from them.
    type Made = (&'static str, Lang, &'static dyn Any);

    // A page reads a handful of tables: lists searched in order are enough.
    thread_local! {
        /// The language the page shows (the one a bundle is loaded in).
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

    pub fn fetched(bundle: &'static str, lang: Lang) -> bool {
        FETCHED.with(|f| f.borrow().contains(&(bundle, lang)))
    }

    pub fn install(bundle: &'static str, lang: Lang, tables: Vec<super::TableLines>) {
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
