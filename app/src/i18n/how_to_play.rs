//! A game's "How to play" text, in our own words: the shell's page
//! (`/how-to-play/{kind}`) shows what the game's folder writes, one static per language
//! ([`super::game_texts::how_to_play`]).
//!
//! The texts live on the server only: the page reads them through a server function
//! ([`crate::api::how_to_play`]) as [`RulesPage`], so pages of pure prose add nothing to
//! the WASM every page loads (static strings cannot be split out of the main module).

use serde::{Deserialize, Serialize};

/// A game's rules for players, as a page of sections (the game's static text).
pub struct HowToPlay {
    /// One sentence under the title: what the game is about.
    pub intro: &'static str,
    /// The sections, in reading order.
    pub sections: &'static [Section],
}

/// One heading and its paragraphs (a paragraph starting with "• " is shown as a list item).
pub struct Section {
    /// The heading.
    pub heading: &'static str,
    /// The paragraphs.
    pub paragraphs: &'static [&'static str],
}

/// [`HowToPlay`] as it travels to the page.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RulesPage {
    /// See [`HowToPlay::intro`].
    pub intro: String,
    /// See [`HowToPlay::sections`].
    pub sections: Vec<RulesSection>,
}

/// [`Section`] as it travels to the page.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RulesSection {
    /// See [`Section::heading`].
    pub heading: String,
    /// See [`Section::paragraphs`].
    pub paragraphs: Vec<String>,
}

impl From<&HowToPlay> for RulesPage {
    fn from(text: &HowToPlay) -> Self {
        RulesPage {
            intro: text.intro.to_owned(),
            sections: text
                .sections
                .iter()
                .map(|s| RulesSection {
                    heading: s.heading.to_owned(),
                    paragraphs: s.paragraphs.iter().map(|p| (*p).to_owned()).collect(),
                })
                .collect(),
        }
    }
}
