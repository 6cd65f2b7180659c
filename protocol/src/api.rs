//! Request bodies of the public JSON API (`/api/v1`) that are not shared with the
//! pages. Kept here rather than private to the server so the fuzz targets
//! (`fuzzing/`) deserialise exactly the types the handlers do.

use rules::karak::{Action, HeroKind};
use serde::{Deserialize, Serialize};

/// Body of `POST /games/{id}/actions`: a move for one seat, decided at a version.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SubmitAction {
    /// The caller's seat that acts.
    pub seat: u8,
    /// What it does.
    pub action: Action,
    /// The game's version the move was decided on (a stale one is a conflict).
    pub expected_version: u32,
}

/// Body of `POST /games/{id}/seats/{seat}` (optional): the hero wanted.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TakeSeat {
    /// The hero, or `None` to deal one at the start.
    #[serde(default)]
    pub hero: Option<HeroKind>,
}
