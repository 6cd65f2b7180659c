//! Request bodies of the public JSON API (`/api/v1`) that are not shared with the
//! pages. Kept here rather than private to the server so the fuzz targets
//! (`fuzzing/`) deserialise exactly the types the handlers do.

use serde::{Deserialize, Serialize};

use crate::RoleName;

/// Body of `POST /games/{id}/actions`: a move for one seat, decided at a version; `A` is
/// the game's [`rules::Game::Action`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SubmitAction<A> {
    /// The caller's seat that acts.
    pub seat: u8,
    /// What it does.
    pub action: A,
    /// The game's version the move was decided on (a stale one is a conflict).
    pub expected_version: u32,
}

/// Body of `POST /games/{id}/seats/{seat}` (optional): the hero wanted.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TakeSeat {
    /// The hero, or `None` to deal one at the start.
    #[serde(default)]
    pub hero: Option<RoleName>,
}

/// Answer of `GET /games/{id}/legal`: what the caller may do now; `A` is the game's
/// [`rules::Game::Action`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LegalActions<A> {
    /// The game's version (name it when you move).
    pub version: u32,
    /// The caller's seat that must decide now, if any.
    pub seat: Option<u8>,
    /// Its legal actions (empty when `seat` is `None`).
    pub actions: Vec<A>,
}
