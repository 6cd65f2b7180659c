//! The registry of games: every game of the family by kind, and the one place where a
//! kind read from storage or a request becomes the game's type.
//!
//! Adding a game adds its variant to [`GameKind`] and its arm to [`for_kind!`]; everything
//! else in the platform is written once, generic over [`rules::Game`] (or a trait of the
//! game's that the code using [`for_kind!`] names).

use rules::Game;
use serde::{Deserialize, Serialize};

/// Which game of the Karak family.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GameKind {
    /// The dungeon crawler.
    Karak,
    /// The deck-building card game.
    Goblin,
    /// The strategy game of landscape, cities and armies.
    Karak2,
}

/// Runs an expression with a type name standing for the game of a [`GameKind`]: the
/// registry's one match from a kind to the game's type.
///
/// `for_kind!(kind, G => body)` evaluates `body` with `G` the game type of `kind`, so
/// `body` may call any trait the game implements (`G::KIND`, a UI's `G::labels(lang)`)
/// or a generic function (`setup_form::<G>()`). The body is compiled once per game.
///
/// # Examples
/// ```
/// use protocol::{for_kind, GameKind};
/// use rules::Game;
///
/// let name = for_kind!(GameKind::Goblin, G => G::KIND);
/// assert_eq!(name, "goblin");
/// ```
#[macro_export]
macro_rules! for_kind {
    ($kind:expr, $G:ident => $body:expr) => {
        match $kind {
            $crate::GameKind::Karak => {
                type $G = $crate::registered::karak::Karak;
                $body
            }
            $crate::GameKind::Goblin => {
                type $G = $crate::registered::goblin::Goblin;
                $body
            }
            $crate::GameKind::Karak2 => {
                type $G = $crate::registered::karak2::Karak2;
                $body
            }
        }
    };
}

/// Work to do with one game's types, chosen by [`GameKind::dispatch`] (for work that is a
/// value of its own; [`for_kind!`] says the rest more briefly).
pub trait ForKind {
    /// What the work gives back (the same for every game).
    type Output;
    /// Does the work with game `G`.
    fn run<G: Game>(self) -> Self::Output;
}

impl GameKind {
    /// Every game that can be played here.
    pub const ALL: &'static [GameKind] = &[GameKind::Karak, GameKind::Goblin, GameKind::Karak2];

    /// Runs `work` with the game type of this kind: the registry's one match.
    pub fn dispatch<F: ForKind>(self, work: F) -> F::Output {
        for_kind!(self, G => work.run::<G>())
    }

    /// The kind's name in storage, URLs and JSON ([`Game::KIND`]).
    pub fn name(self) -> &'static str {
        for_kind!(self, G => G::KIND)
    }

    /// The kind named `name`, if there is one.
    pub fn parse(name: &str) -> Option<GameKind> {
        Self::ALL.iter().copied().find(|k| k.name() == name)
    }

    /// The kind of game `G`.
    ///
    /// # Panics
    /// When `G` is not in the registry (a game that is not registered cannot be played).
    pub fn of<G: Game>() -> GameKind {
        Self::parse(G::KIND).expect("every game is registered in GameKind")
    }
}

/// A role (Karak: a hero) by its name in the game's JSON, where lists mix games.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct RoleName(pub String);

impl RoleName {
    /// The name of `role` of game `G`.
    pub fn of<G: Game>(role: G::Role) -> Self {
        match serde_json::to_value(role) {
            Ok(serde_json::Value::String(name)) => RoleName(name),
            other => RoleName(format!("{other:?}")),
        }
    }

    /// The role of game `G` with this name, `None` when `G` has none.
    pub fn role<G: Game>(&self) -> Option<G::Role> {
        // Read through `&Value`, as the browser reads every game type: one deserialiser
        // per type in the WASM (`GameData::decode`).
        G::Role::deserialize(&serde_json::Value::String(self.0.clone())).ok()
    }

    /// The name as text.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every kind's name parses back to it, and every role's name to the role.
    #[test]
    fn kinds_and_roles_round_trip_by_name() {
        struct Roles;
        impl ForKind for Roles {
            type Output = ();
            fn run<G: Game>(self) {
                for &role in G::roles() {
                    assert_eq!(RoleName::of::<G>(role).role::<G>(), Some(role));
                }
                assert_eq!(RoleName("nobody".to_owned()).role::<G>(), None);
            }
        }
        for &kind in GameKind::ALL {
            assert_eq!(GameKind::parse(kind.name()), Some(kind));
            assert_eq!(
                serde_json::to_value(kind).unwrap(),
                serde_json::Value::String(kind.name().to_owned())
            );
            kind.dispatch(Roles);
        }
    }
}
