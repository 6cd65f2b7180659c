//! Scenarios: a position set up by hand ([`RawSetup`]), actions, and what the rules say must
//! follow ([`Expect`]), as JSON files under `rules/scenarios/goblin/` (run by
//! `tests/goblin_scenarios.rs`). Cards are named in our own words as `"@Name"` (the first card
//! of that name) or `"@Name#2"` (the second), wherever a card id goes.

mod build;
mod expect;

use super::cards::{CardId, Hero, Potion};
use super::turn::{Action, Target};
use super::Goblin;
use crate::{Game, Seat};
use serde::Deserialize;
use serde_json::Value;

/// A hero as a scenario sets it: every list top first; starting cards of the hero not named
/// anywhere go to the bottom of its deck, placed at random (ruling 3).
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawHero {
    /// The hero.
    pub hero: Hero,
    /// HP (5).
    #[serde(default)]
    pub hp: Option<u8>,
    /// The hand.
    #[serde(default)]
    pub hand: Vec<Value>,
    /// The deck, top first, known to its owner.
    #[serde(default)]
    pub deck: Vec<Value>,
    /// The discard pile, oldest first.
    #[serde(default)]
    pub discard: Vec<Value>,
    /// The weapon worn.
    #[serde(default)]
    pub weapon: Option<Value>,
    /// The armour worn.
    #[serde(default)]
    pub armour: Option<Value>,
    /// Keys held: of levels I to `keys`.
    #[serde(default)]
    pub keys: u8,
    /// Potions owned.
    #[serde(default)]
    pub potions: Vec<Potion>,
}

/// A position: heroes, the monsters to put in place, the abilities option.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawSetup {
    /// Seat by seat.
    pub heroes: Vec<RawHero>,
    /// The optional abilities.
    #[serde(default)]
    pub abilities: bool,
    /// Monsters put at places (the rest dealt as usual): `[{"target": …, "card": "@Name"}]`.
    #[serde(default)]
    pub monsters: Vec<Placed>,
    /// The lord ("@Name").
    #[serde(default)]
    pub lord: Option<Value>,
    /// Cards at the pawnshop.
    #[serde(default)]
    pub pawnshop: Vec<Value>,
}

/// A monster at a place.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Placed {
    /// Where.
    pub target: Target,
    /// Which ("@Name").
    pub card: Value,
}

/// What a hero must look like.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ExpectHero {
    /// Which.
    pub seat: u8,
    /// HP.
    pub hp: Option<u8>,
    /// The hand, exactly (any order).
    pub hand: Option<Vec<Value>>,
    /// Cards in hand.
    pub hand_count: Option<usize>,
    /// Cards in the deck.
    pub deck_count: Option<usize>,
    /// The deck top first as its owner knows it (`null`: a starting card placed at random).
    pub deck: Option<Vec<Value>>,
    /// The discard pile, exactly (any order).
    pub discard: Option<Vec<Value>>,
    /// The weapon.
    pub weapon: Option<Value>,
    /// The armour.
    pub armour: Option<Value>,
    /// Keys held.
    pub keys: Option<usize>,
    /// Potions owned: healing, strength, countercurse.
    pub potions: Option<[bool; 3]>,
}

/// What must hold after a step.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Expect {
    /// The pending decision (its JSON).
    pub decision: Option<Value>,
    /// Who decides.
    pub to_act: Option<u8>,
    /// Heroes.
    #[serde(default)]
    pub heroes: Vec<ExpectHero>,
    /// Events (their `type`) that must come, in this order, among the step's.
    #[serde(default)]
    pub events: Vec<String>,
    /// Events that must not come.
    #[serde(default)]
    pub no_events: Vec<String>,
    /// The pawnshop, exactly (any order).
    pub pawnshop: Option<Vec<Value>>,
    /// The legal actions must include these.
    #[serde(default)]
    pub legal: Vec<Value>,
    /// The legal actions must not include these.
    #[serde(default)]
    pub not_legal: Vec<Value>,
    /// The champion.
    pub winner: Option<u8>,
}

/// One action and its expectations.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Step {
    /// The action (cards as "@Name").
    pub action: Value,
    /// Who acts (the seat to act).
    pub seat: Option<u8>,
    /// The action must be refused with this rule name (the game then unchanged).
    pub refused: Option<String>,
    /// What must hold afterwards.
    #[serde(default)]
    pub expect: Expect,
}

/// A Goblin scenario file: the frame all games share ([`crate::scenario::Scenario`]) around a
/// [`RawSetup`], the [`Expect`]ations checked before any step, and the [`Step`]s.
pub type Scenario = crate::scenario::Scenario<RawSetup, Expect, Step>;

/// The card named `"@Name"` or `"@Name#n"`.
///
/// # Errors
/// When no such card exists.
pub fn card(v: &Value) -> Result<CardId, String> {
    let s = v
        .as_str()
        .ok_or_else(|| format!("{v} is not a card name"))?;
    let s = s.strip_prefix('@').unwrap_or(s);
    let (name, n) = match s.split_once('#') {
        Some((a, b)) => (a, b.parse::<usize>().map_err(|e| e.to_string())?),
        None => (s, 1),
    };
    CardId::all()
        .filter(|c| c.name() == name)
        .nth(n.saturating_sub(1))
        .ok_or_else(|| format!("no card {s:?}"))
}

/// `v` with every `"@Name"` string replaced by the card's id.
fn resolve(v: &Value) -> Result<Value, String> {
    Ok(match v {
        Value::String(s) if s.starts_with('@') => Value::from(card(v)?.0),
        Value::Array(a) => Value::Array(a.iter().map(resolve).collect::<Result<_, _>>()?),
        Value::Object(o) => Value::Object(
            o.iter()
                .map(|(k, v)| Ok((k.clone(), resolve(v)?)))
                .collect::<Result<_, String>>()?,
        ),
        other => other.clone(),
    })
}

impl Scenario {
    /// Reads a scenario.
    ///
    /// # Errors
    /// Invalid JSON or unknown fields.
    pub fn from_json(text: &str) -> Result<Scenario, String> {
        serde_json::from_str(text).map_err(|e| e.to_string())
    }

    /// Plays the scenario.
    ///
    /// # Errors
    /// The first step whose expectations fail, naming it.
    pub fn run(&self) -> Result<Goblin, String> {
        let mut g = self.setup.build(self.seed)?;
        self.initial
            .check(&g, &[])
            .map_err(|e| format!("initial: {e}"))?;
        for (i, step) in self.steps.iter().enumerate() {
            let action: Action = serde_json::from_value(resolve(&step.action)?)
                .map_err(|e| format!("step {i}: action {}: {e}", step.action))?;
            let seat = Seat(step.seat.or(g.to_act().map(|s| s.0)).unwrap_or(0));
            let refused = step.refused.as_deref();
            if let Some(events) = crate::scenario::play_step(&mut g, i, seat, &action, refused)? {
                step.expect
                    .check(&g, &events)
                    .map_err(|e| format!("step {i} ({action:?}): {e}"))?;
                g.check_invariants().map_err(|e| format!("step {i}: {e}"))?;
            }
        }
        Ok(g)
    }
}
