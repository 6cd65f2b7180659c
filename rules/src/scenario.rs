//! Scenarios: a position, a list of actions and what must hold after each one, in JSON.
//!
//! A scenario checks one rule (a rulebook passage, a worked example, or a ruling of this
//! project). It sets up a [`RawSetup`] (tiles, tokens, heroes, HP, inventories, curse, whose
//! turn, forced dice / bag draws / tile draws), then plays [`Step`]s. Each step is an
//! [`Action`] in its serde form, played by a seat (by default the seat to act), with optional
//! [`Expect`]ations checked after it; or an expected refusal (`error`), after which the game must
//! be unchanged. After every step the engine's invariants are checked too.
//!
//! The format is documented for authors in `rules/scenarios/README.md`. Every struct refuses
//! unknown fields, so a misspelt expectation is an error rather than a silent pass.
//!
//! This module does no IO: the `scenario` binary and the `scenarios` test read the files.
//!
//! # Examples
//! ```
//! use rules::scenario::Scenario;
//! let json = r#"{
//!   "name": "end turn early",
//!   "description": "A player may end the turn before using four steps.",
//!   "source": "RULES.md ruling 7",
//!   "setup": {"heroes": [{"hero": "Warrior"}, {"hero": "Thief"}]},
//!   "steps": [{"action": "EndTurn", "expect": {"to_act": 1, "decision": "Move"}}]
//! }"#;
//! let scenario = Scenario::from_json(json).unwrap();
//! scenario.run().unwrap();
//! ```

use crate::karak::{
    Action, CombatResult, Coord, EndReason, Event, HeroKind, Item, Karak, KarakView, RawSetup,
    TileType, Token,
};
use crate::{Game, Seat, Viewer};
use serde::{Deserialize, Deserializer, Serialize};
use serde_json::Value;

/// A scenario file.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Scenario {
    /// Short name.
    pub name: String,
    /// The rule checked, in our own words.
    pub description: String,
    /// Where the rule comes from: rulebook passage or `RULES.md` ruling number.
    pub source: String,
    /// Seed of the RNG used once the forced queues are empty (default 0).
    #[serde(default)]
    pub seed: u64,
    /// The position.
    pub setup: RawSetup,
    /// Expectations on the position before any step.
    #[serde(default)]
    pub initial: Option<Expect>,
    /// Actions in order.
    pub steps: Vec<Step>,
}

/// One action and what must hold after it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Step {
    /// Seat playing the action; default: the seat to act.
    #[serde(default)]
    pub seat: Option<u8>,
    /// The action, as `Action`'s serde form (`"EndTurn"`, `{"Step": "E"}`, ...).
    pub action: Action,
    /// The action must be refused, with this text in `"rule: detail"`; the game must be
    /// unchanged (same state hash).
    #[serde(default)]
    pub error: Option<String>,
    /// Expectations after the action.
    #[serde(default)]
    pub expect: Option<Expect>,
    /// Free comment for readers.
    #[serde(default)]
    pub note: Option<String>,
}

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
fn present<'de, D, T>(d: D) -> Result<Option<Option<T>>, D::Error>
where
    D: Deserializer<'de>,
    T: Deserialize<'de>,
{
    Option::<T>::deserialize(d).map(Some)
}

fn js<T: Serialize + ?Sized>(v: &T) -> String {
    serde_json::to_string(v).unwrap_or_else(|_| "?".into())
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

fn sorted<T: Ord + Clone>(v: &[T]) -> Vec<T> {
    let mut v = v.to_vec();
    v.sort();
    v
}

/// Name of the pending decision's variant.
pub fn decision_kind(view: &KarakView) -> String {
    match serde_json::to_value(view.decision) {
        Ok(Value::String(s)) => s,
        Ok(Value::Object(m)) => m.keys().next().cloned().unwrap_or_default(),
        _ => String::new(),
    }
}

struct Checker<'a> {
    errors: Vec<String>,
    game: &'a Karak,
    view: KarakView,
}

impl Checker<'_> {
    fn eq<T: PartialEq + Serialize>(&mut self, what: impl Into<String>, want: &T, got: &T) {
        if want != got {
            self.errors.push(format!(
                "{}: expected {}, got {}",
                what.into(),
                js(want),
                js(got)
            ));
        }
    }

    fn check(&mut self, e: &Expect, events: &[Event]) {
        let actual: Vec<Value> = events
            .iter()
            .map(|e| serde_json::to_value(e).unwrap_or(Value::Null))
            .collect();
        let mut from = 0;
        for p in &e.events {
            match actual[from..].iter().position(|a| matches(p, a)) {
                Some(i) => from += i + 1,
                None => self.errors.push(format!(
                    "event {} not found (in order) among {}",
                    js(p),
                    js(&actual)
                )),
            }
        }
        for p in &e.no_events {
            if let Some(a) = actual.iter().find(|a| matches(p, a)) {
                self.errors
                    .push(format!("event {} must not happen, got {}", js(p), js(a)));
            }
        }
        let resolved = events.iter().find_map(|e| match e {
            Event::CombatResolved { total, result, .. } => Some((*total, *result)),
            _ => None,
        });
        if let Some(r) = e.combat_result {
            self.eq("combat result", &Some(r), &resolved.map(|x| x.1));
        }
        if let Some(t) = e.combat_total {
            self.eq("combat total", &Some(t), &resolved.map(|x| x.0));
        }
        for h in &e.heroes {
            self.hero(h);
        }
        for t in &e.tiles {
            self.tile(t);
        }
        if let Some(c) = e.curse {
            let got = self.view.curse.map(|s| s.0);
            self.eq("curse holder", &c, &got);
        }
        if let Some(s) = e.to_act {
            let got = self.game.to_act().map(|s| s.0);
            self.eq("seat to act", &s, &got);
        }
        if let Some(d) = &e.decision {
            let got = decision_kind(&self.view);
            self.eq("decision", d, &got);
        }
        if let Some(s) = e.steps_used {
            let got = self.view.steps_used;
            self.eq("steps used", &s, &got);
        }
        if let Some(c) = &e.combat {
            self.combat(c.as_ref());
        }
        let legal = self.game.legal_actions();
        for a in &e.legal {
            if !legal.contains(a) {
                self.errors.push(format!(
                    "action {} expected legal; legal: {}",
                    js(a),
                    js(&legal)
                ));
            }
        }
        for a in &e.illegal {
            if legal.contains(a) {
                self.errors.push(format!(
                    "action {} expected illegal; legal: {}",
                    js(a),
                    js(&legal)
                ));
            }
        }
        if let Some(x) = &e.legal_exact {
            let want: Vec<String> = sorted(&x.iter().map(js).collect::<Vec<_>>());
            let got: Vec<String> = sorted(&legal.iter().map(js).collect::<Vec<_>>());
            self.eq("legal actions", &want, &got);
        }
        if let Some(n) = e.tile_count {
            let got = self.view.tiles.len();
            self.eq("tiles on the board", &n, &got);
        }
        if let Some(n) = e.tokens_in_bag {
            let got = self.view.tokens_in_bag;
            self.eq("tokens in the bag", &n, &got);
        }
        if let Some(o) = e.game_over {
            let got = self.game.to_act().is_none();
            self.eq("game over", &o, &got);
        }
        if let Some(o) = &e.outcome {
            self.outcome(o);
        }
    }

    fn hero(&mut self, h: &HeroExpect) {
        let Some(v) = self.view.heroes.get(h.seat as usize).cloned() else {
            self.errors.push(format!("no hero at seat {}", h.seat));
            return;
        };
        let n = |f: &str| format!("seat {} ({:?}) {f}", h.seat, v.hero);
        if let Some(x) = h.hero {
            self.eq(n("hero"), &x, &v.hero);
        }
        if let Some(x) = h.hp {
            self.eq(n("HP"), &x, &v.hp);
        }
        if let Some(x) = h.at {
            self.eq(n("position"), &x, &v.at);
        }
        if let Some(x) = h.tile {
            self.eq(n("tile index"), &x, &v.tile);
        }
        if let Some(x) = h.unconscious {
            self.eq(n("unconscious"), &x, &v.unconscious);
        }
        if let Some(x) = h.cursed {
            self.eq(n("cursed"), &x, &v.cursed);
        }
        if let Some(x) = &h.weapons {
            self.eq(n("weapons"), &sorted(x), &sorted(&v.weapons));
        }
        if let Some(x) = &h.spells {
            self.eq(n("spells"), &sorted(x), &sorted(&v.spells));
        }
        if let Some(x) = h.key {
            self.eq(n("key"), &x, &v.key);
        }
        if let Some(x) = &h.treasures {
            self.eq(n("treasures"), &sorted(x), &sorted(&v.treasures));
        }
        if let Some(x) = h.vp {
            self.eq(n("VP"), &x, &(f64::from(v.vp_half) / 2.0));
        }
    }

    fn tile(&mut self, t: &TileExpect) {
        let found = self
            .view
            .tiles
            .iter()
            .find(|v| t.index.is_none_or(|i| v.index == i) && t.at.is_none_or(|a| v.at == a));
        let name = match (t.index, t.at) {
            (Some(i), _) => format!("tile {i}"),
            (None, Some(a)) => format!("tile at ({}, {})", a.x, a.y),
            (None, None) => {
                self.errors
                    .push("a tile expectation needs `index` or `at`".into());
                return;
            }
        };
        let placed = t.placed.unwrap_or(true);
        let Some(v) = found.cloned() else {
            if placed {
                self.errors.push(format!("{name}: expected placed, none"));
            }
            return;
        };
        if !placed {
            self.errors
                .push(format!("{name}: expected no tile, got {}", js(&v.tile)));
            return;
        }
        if let Some(x) = t.tile {
            self.eq(format!("{name} type"), &x, &v.tile);
        }
        if let Some(x) = t.rotation {
            self.eq(format!("{name} rotation"), &x, &v.rotation);
        }
        if let Some(x) = t.token {
            self.eq(format!("{name} token"), &x, &v.token);
        }
        if let Some(x) = &t.items {
            self.eq(format!("{name} items"), &sorted(x), &sorted(&v.items));
        }
    }

    fn combat(&mut self, c: Option<&CombatExpect>) {
        let got = self.view.combat;
        match (c, got) {
            (None, None) => {}
            (None, Some(g)) => self
                .errors
                .push(format!("combat: expected none, got {}", js(&g))),
            (Some(_), None) => self.errors.push("combat: expected one, none".into()),
            (Some(c), Some(g)) => {
                if let Some(x) = c.monster {
                    self.eq("combat monster", &x, &g.monster);
                }
                if let Some(x) = c.dice {
                    self.eq("combat dice", &x, &g.dice);
                }
                if let Some(x) = c.total {
                    self.eq("combat total so far", &x, &g.total);
                }
                if let Some(x) = c.rerolled {
                    self.eq("combat rerolled", &x, &g.rerolled);
                }
            }
        }
    }

    fn outcome(&mut self, o: &OutcomeExpect) {
        let Some(got) = self.game.outcome() else {
            self.errors
                .push("outcome: expected a finished game, still running".into());
            return;
        };
        if let Some(r) = o.reason {
            self.eq("end reason", &r, &got.reason);
        }
        if let Some(w) = &o.winners {
            let g: Vec<u8> = got.winners.iter().map(|s| s.0).collect();
            self.eq("winners", &sorted(w), &sorted(&g));
        }
        if let Some(vp) = &o.vp {
            let g: Vec<f64> = got
                .scores
                .iter()
                .map(|s| f64::from(s.vp_half) / 2.0)
                .collect();
            self.eq("VP per seat", vp, &g);
        }
    }
}

fn check(game: &Karak, e: &Expect, events: &[Event]) -> Vec<String> {
    let mut c = Checker {
        errors: Vec::new(),
        game,
        view: game.view(Viewer::Omniscient),
    };
    c.check(e, events);
    if let Err(msg) = game.check_invariants() {
        c.errors.push(format!("invariant broken: {msg}"));
    }
    c.errors
}

impl Scenario {
    /// Parses a scenario.
    ///
    /// # Errors
    /// The JSON error (unknown fields included), with line and column.
    pub fn from_json(text: &str) -> Result<Scenario, String> {
        serde_json::from_str(text).map_err(|e| format!("bad scenario JSON: {e}"))
    }

    /// Plays the scenario and checks every expectation. Returns the number of steps played.
    ///
    /// # Errors
    /// The first failing step: its index, the action and every expectation that failed
    /// (expected vs actual); or why the setup was refused.
    pub fn run(&self) -> Result<usize, String> {
        let mut game = Karak::from_setup(&self.setup, self.seed)
            .map_err(|e| format!("setup refused: {}", e.0))?;
        if let Some(e) = &self.initial {
            let errs = check(&game, e, &[]);
            if !errs.is_empty() {
                return Err(format!("initial position: {}", errs.join("; ")));
            }
        }
        for (i, step) in self.steps.iter().enumerate() {
            if step.error.as_ref().is_some_and(|e| e.trim().is_empty()) {
                return Err(format!("step {i}: `error` must name the rule expected"));
            }
            let seat = match (step.seat, game.to_act()) {
                (Some(s), _) => Seat(s),
                (None, Some(s)) => s,
                (None, None) => Seat(game.active_seat().0),
            };
            let label = format!("step {i} ({} by seat {})", js(&step.action), seat.0);
            let before = game.state_hash();
            let result = game.apply(seat, &step.action);
            let events = match (result, &step.error) {
                (Ok(_), Some(want)) => {
                    return Err(format!(
                        "{label}: expected refusal containing {want:?}, but it was applied"
                    ))
                }
                (Err(e), None) => return Err(format!("{label}: refused: {e}")),
                (Err(e), Some(want)) => {
                    let text = e.to_string();
                    if !text.to_lowercase().contains(&want.to_lowercase()) {
                        return Err(format!(
                            "{label}: refusal: expected text {want:?}, got {text:?}"
                        ));
                    }
                    if game.state_hash() != before {
                        return Err(format!("{label}: refused but the game changed"));
                    }
                    Vec::new()
                }
                (Ok(ev), None) => ev,
            };
            if let Some(e) = &step.expect {
                let errs = check(&game, e, &events);
                if !errs.is_empty() {
                    return Err(format!("{label}: {}", errs.join("; ")));
                }
            } else if let Err(msg) = game.check_invariants() {
                return Err(format!("{label}: invariant broken: {msg}"));
            }
        }
        Ok(self.steps.len())
    }
}
