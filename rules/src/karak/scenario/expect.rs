//! What a step expects: events, heroes, tiles, combat, outcome.

use super::*;

/// What must hold. Every field is optional; absent fields are not checked.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Expect {
    /// Patterns that must match events of this step, in this order (other events may come in
    /// between). A pattern is a partial event: `{"type": "CombatResolved", "result": "Tie"}`.
    #[serde(default)]
    pub events: Vec<Value>,
    /// Patterns that no event of this step may match.
    #[serde(default)]
    pub no_events: Vec<Value>,
    /// Shorthand: a `CombatResolved` event of this step had this result.
    #[serde(default)]
    pub combat_result: Option<CombatResult>,
    /// Shorthand: a `CombatResolved` event of this step had this total.
    #[serde(default)]
    pub combat_total: Option<u8>,
    /// Heroes.
    #[serde(default)]
    pub heroes: Vec<HeroExpect>,
    /// Tiles.
    #[serde(default)]
    pub tiles: Vec<TileExpect>,
    /// Seat holding the curse; `null`: nobody.
    #[serde(default, deserialize_with = "present")]
    pub curse: Option<Option<u8>>,
    /// Seat to decide; `null`: the game is over.
    #[serde(default, deserialize_with = "present")]
    pub to_act: Option<Option<u8>>,
    /// Kind of the pending decision: `Move`, `Rotate`, `FightOrSneak`, `ChooseToken`, `Reroll`,
    /// `Spells`, `LeaveItems`, `Curse`, `Reincarnate`, `GameOver`.
    #[serde(default)]
    pub decision: Option<String>,
    /// Steps used this turn.
    #[serde(default)]
    pub steps_used: Option<u8>,
    /// The running combat; `null`: none.
    #[serde(default, deserialize_with = "present")]
    pub combat: Option<Option<CombatExpect>>,
    /// Actions that must be legal now.
    #[serde(default)]
    pub legal: Vec<Action>,
    /// Actions that must not be legal now.
    #[serde(default)]
    pub illegal: Vec<Action>,
    /// The legal actions, exactly (any order).
    #[serde(default)]
    pub legal_exact: Option<Vec<Action>>,
    /// Number of tiles on the board.
    #[serde(default)]
    pub tile_count: Option<usize>,
    /// Number of tokens in the bag.
    #[serde(default)]
    pub tokens_in_bag: Option<u8>,
    /// Whether the game is over.
    #[serde(default)]
    pub game_over: Option<bool>,
    /// The result of a finished game.
    #[serde(default)]
    pub outcome: Option<OutcomeExpect>,
    /// What a viewer sees: partial views (JSON of `KarakView`, keys of the pattern only).
    #[serde(default)]
    pub views: Vec<ViewExpect>,
}

/// What one viewer sees: `{"viewer": {"Seat": 1}, "view": {"decision": ...}}`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ViewExpect {
    /// `{"Seat": n}`, `"Spectator"` or `"Omniscient"`.
    pub viewer: Viewer,
    /// A partial view: objects are matched on the pattern's keys, anything else exactly.
    pub view: Value,
}

/// What must hold of one hero. Item lists compare as multisets.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HeroExpect {
    /// Which seat.
    pub seat: u8,
    /// Hero kind.
    #[serde(default)]
    pub hero: Option<HeroKind>,
    /// HP.
    #[serde(default)]
    pub hp: Option<u8>,
    /// Coordinates of its tile.
    #[serde(default)]
    pub at: Option<Coord>,
    /// Index of its tile.
    #[serde(default)]
    pub tile: Option<u8>,
    /// Unconscious (0 HP).
    #[serde(default)]
    pub unconscious: Option<bool>,
    /// Holds the curse.
    #[serde(default)]
    pub cursed: Option<bool>,
    /// Weapons held.
    #[serde(default)]
    pub weapons: Option<Vec<Item>>,
    /// Spells held.
    #[serde(default)]
    pub spells: Option<Vec<Item>>,
    /// Holds a key.
    #[serde(default)]
    pub key: Option<bool>,
    /// Treasures held.
    #[serde(default)]
    pub treasures: Option<Vec<Item>>,
    /// Victory points (1.5 for the ruby).
    #[serde(default)]
    pub vp: Option<f64>,
    /// Coordinates of the tile the engine remembers the hero came from in an earlier turn
    /// (where a retreat goes when the turn's path has none); `null`: none remembered.
    #[serde(default, deserialize_with = "present")]
    pub came_from: Option<Option<Coord>>,
}

/// What must hold of one tile, named by `index` or by `at`.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TileExpect {
    /// Tile index (order of placement).
    #[serde(default)]
    pub index: Option<u8>,
    /// Coordinates.
    #[serde(default)]
    pub at: Option<Coord>,
    /// Whether a tile lies there (default: it must).
    #[serde(default)]
    pub placed: Option<bool>,
    /// Tile type.
    #[serde(default)]
    pub tile: Option<TileType>,
    /// Quarter turns clockwise.
    #[serde(default)]
    pub rotation: Option<u8>,
    /// Token lying in the room; `null`: none.
    #[serde(default, deserialize_with = "present")]
    pub token: Option<Option<Token>>,
    /// Items on the floor (multiset).
    #[serde(default)]
    pub items: Option<Vec<Item>>,
}

/// What must hold of the running combat.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CombatExpect {
    /// The monster.
    #[serde(default)]
    pub monster: Option<Token>,
    /// The dice.
    #[serde(default)]
    pub dice: Option<[u8; 2]>,
    /// The total so far.
    #[serde(default)]
    pub total: Option<u8>,
    /// Whether the reroll skill was used.
    #[serde(default)]
    pub rerolled: Option<bool>,
}

/// What must hold of a finished game.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct OutcomeExpect {
    /// Why it ended.
    #[serde(default)]
    pub reason: Option<EndReason>,
    /// Winners (any order).
    #[serde(default)]
    pub winners: Option<Vec<u8>>,
    /// Victory points per seat, in seat order.
    #[serde(default)]
    pub vp: Option<Vec<f64>>,
}

/// Tells "field absent" (`None`) from "field is `null`" (`Some(None)`).
pub(super) fn present<'de, D, T>(d: D) -> Result<Option<Option<T>>, D::Error>
where
    D: Deserializer<'de>,
    T: Deserialize<'de>,
{
    Option::<T>::deserialize(d).map(Some)
}

pub(super) fn js<T: Serialize + ?Sized>(v: &T) -> String {
    serde_json::to_string(v).unwrap_or_else(|_| "?".into())
}

/// Where `actual` departs from `pattern` (as in [`matches`]): the first differing path with
/// both values, `None` when it matches.
pub(super) fn mismatch(pattern: &Value, actual: &Value, path: &str) -> Option<String> {
    match (pattern, actual) {
        (Value::Object(p), Value::Object(a)) => p.iter().find_map(|(k, pv)| {
            let here = format!("{path}.{k}");
            match a.get(k) {
                Some(av) => mismatch(pv, av, &here),
                None => Some(format!("{here}: expected {}, missing", js(pv))),
            }
        }),
        _ if pattern == actual => None,
        _ => Some(format!(
            "{path}: expected {}, got {}",
            js(pattern),
            js(actual)
        )),
    }
}

/// Whether `actual` contains everything of `pattern` (objects: keys of the pattern, recursively;
/// anything else: equality).
pub fn matches(pattern: &Value, actual: &Value) -> bool {
    match (pattern, actual) {
        (Value::Object(p), Value::Object(a)) => p
            .iter()
            .all(|(k, pv)| a.get(k).is_some_and(|av| matches(pv, av))),
        _ => pattern == actual,
    }
}

pub(super) fn sorted<T: Ord + Clone>(v: &[T]) -> Vec<T> {
    let mut v = v.to_vec();
    v.sort();
    v
}
