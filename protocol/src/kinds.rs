//! Games by kind on the wire: the registry's [`GameKind`] and [`for_kind!`] (kept in the
//! rules crate, `rules::registry`, so the rules' own tools find the games too), and a
//! role by its name ([`RoleName`]) where lists mix games.

use rules::Game;
use serde::{Deserialize, Serialize};

pub use rules::{for_kind, GameKind};

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
        fn roles<G: Game>() {
            for &role in G::roles() {
                assert_eq!(RoleName::of::<G>(role).role::<G>(), Some(role));
            }
            assert_eq!(RoleName("nobody".to_owned()).role::<G>(), None);
        }
        for &kind in GameKind::ALL {
            assert_eq!(GameKind::parse(kind.name()), Some(kind));
            assert_eq!(
                serde_json::to_value(kind).unwrap(),
                serde_json::Value::String(kind.name().to_owned())
            );
            for_kind!(kind, G => roles::<G>());
        }
    }
}
