//! What the language layer asks of a game: its name, the few words the shell shows outside
//! its table, its "How to play" and its tables of texts. Each game implements
//! [`GameTexts`] in its folder (`crate::games::<kind>`); the functions here find a game's
//! words by its kind ([`protocol::for_kind!`]), so the shell's texts never name a game.

use protocol::{for_kind, GameKind};

#[cfg(feature = "ssr")]
use super::how_to_play::HowToPlay;
#[cfg(not(feature = "hydrate"))]
use super::tables::TableLines;
use super::tables::TextField;
use super::Lang;

/// A game's words that the shell shows outside the game's table (forms, lists, the home
/// page); each game has a static of it per language.
pub struct GameLabels {
    /// One line about the game, on the home page and the new-game form.
    pub tagline: &'static str,
    /// What a seat plays as ("Hero").
    pub role: &'static str,
    /// A role dealt at random at the start ("Random hero").
    pub random_role: &'static str,
    /// The unit of the score after a number, as the ending's headline says it ("wins with
    /// 12 VP"; German needs the dative: "gewinnt mit 3 Schlüsseln").
    pub points: &'static str,
    /// The heading of the turn summary on the home page.
    pub turn_heading: &'static str,
    /// A turn in five sentences.
    pub turn_summary: [&'static str; 5],
}

/// A game's labels travel inside the game's table of labels, field by field (the browser
/// reads the German and French ones from the server with the shell's texts).
impl TextField for GameLabels {
    const COUNT: usize = 5 + 5;

    fn put(&self, lines: &mut Vec<&'static str>) {
        lines.extend([
            self.tagline,
            self.role,
            self.random_role,
            self.points,
            self.turn_heading,
        ]);
        lines.extend(self.turn_summary);
    }

    fn take(lines: &mut impl Iterator<Item = &'static str>) -> Self {
        let mut next = || lines.next().unwrap_or_default();
        GameLabels {
            tagline: next(),
            role: next(),
            random_role: next(),
            points: next(),
            turn_heading: next(),
            turn_summary: [next(), next(), next(), next(), next()],
        }
    }
}

/// A game's words, implemented in the game's folder on its rules type.
pub trait GameTexts: rules::Game {
    /// The game's name: a title, the same in every language ("Karak: Goblin").
    const TITLE: &'static str;

    /// The game's words outside its table.
    fn labels(lang: Lang) -> &'static GameLabels;

    /// The game's table of words outside its table in `lang`, as the shell's bundle of
    /// texts carries it (the browser has the English one compiled in).
    #[cfg(not(feature = "hydrate"))]
    fn labels_table(lang: Lang) -> TableLines;

    /// The game's "How to play" page in `lang`, rulings included (server side only: the
    /// page reads it through a server function).
    #[cfg(feature = "ssr")]
    fn how_to_play(lang: Lang) -> &'static HowToPlay;

    /// The rule of the game's refusals whose stable code is `code` (a `Game::Rule`'s
    /// `rules::RuleCode::code`) as the sentence a player reads in `lang`: what the rule
    /// requires, in the game's words. `None` in English (the rules' own English detail says
    /// more) and for a code that is none of the game's rules. Server side only: refusals are
    /// worded as the server functions answer (`crate::api::ApiError::game_refusal_in`).
    #[cfg(feature = "ssr")]
    fn rule_text(code: &str, lang: Lang) -> Option<&'static str>;

    /// The game's tables of texts in `lang` that its table and replay read: the browser
    /// loads them from the server as the game's bundle ([`super::tables`]).
    #[cfg(not(feature = "hydrate"))]
    fn text_tables(lang: Lang) -> Vec<TableLines>;
}

/// The name of game `kind` as `lang` writes it: French puts a no-break space before the
/// colon of "Karak\u{a0}: Goblin".
pub fn title(kind: GameKind, lang: Lang) -> String {
    for_kind!(kind, G => G::TITLE).replace(": ", lang.colon())
}

/// The words of `kind` outside its table.
pub fn labels(kind: GameKind, lang: Lang) -> &'static GameLabels {
    for_kind!(kind, G => G::labels(lang))
}

/// The "How to play" of game `kind` in `lang`.
#[cfg(feature = "ssr")]
pub fn how_to_play(kind: GameKind, lang: Lang) -> &'static HowToPlay {
    for_kind!(kind, G => G::how_to_play(lang))
}

/// The rule `code` of game `kind` as a sentence in `lang` ([`GameTexts::rule_text`]).
#[cfg(feature = "ssr")]
pub fn rule_text(kind: GameKind, code: &str, lang: Lang) -> Option<&'static str> {
    for_kind!(kind, G => G::rule_text(code, lang))
}

/// Every game's table of labels in `lang` ([`GameTexts::labels_table`]).
#[cfg(not(feature = "hydrate"))]
pub fn labels_tables(lang: Lang) -> Vec<TableLines> {
    GameKind::ALL
        .iter()
        .map(|&kind| for_kind!(kind, G => G::labels_table(lang)))
        .collect()
}

/// The tables of texts of game `kind` in `lang` ([`GameTexts::text_tables`]).
#[cfg(not(feature = "hydrate"))]
pub fn text_tables(kind: GameKind, lang: Lang) -> Vec<TableLines> {
    for_kind!(kind, G => G::text_tables(lang))
}

#[cfg(all(test, feature = "ssr"))]
mod tests {
    use super::*;

    /// Issue 41: "refusals carry a rule code that the UI translates": every rule of every
    /// registered game has a German and a French sentence of its own, the shell finds it by
    /// the game's kind, neither is the English code (a phrase of the code's English words
    /// never appears in them: one word may be the same in French, "combat"), and English
    /// keeps the rules' own detail. A new game's rules are checked without a test of its own.
    #[test]
    fn every_game_words_every_rule_in_german_and_french() {
        for &kind in GameKind::ALL {
            let codes: Vec<&str> = for_kind!(kind, G => <G as rules::Game>::Rule::ALL.iter().map(|r| r.code()).collect());
            assert!(
                !codes.is_empty(),
                "{kind:?} names the rules a player can break"
            );
            for code in codes {
                let de = rule_text(kind, code, Lang::De);
                let fr = rule_text(kind, code, Lang::Fr);
                let (Some(de), Some(fr)) = (de, fr) else {
                    panic!("{kind:?}: no German or French sentence for the rule {code:?}");
                };
                assert_eq!(rule_text(kind, code, Lang::En), None, "{code}");
                assert_ne!(de, fr, "{code}");
                for text in [de, fr] {
                    assert!(!text.is_empty(), "{code}");
                    assert_ne!(text.to_lowercase(), code.to_lowercase(), "{code}");
                    assert!(
                        !code.contains(' ') || !text.contains(code),
                        "{code}: {text}"
                    );
                }
            }
            assert_eq!(rule_text(kind, "no such action", Lang::De), None);
        }
    }
}
