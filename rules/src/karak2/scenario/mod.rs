//! Scenarios: a position set up by hand ([`RawSetup`]), actions, and what the rules say must
//! follow ([`Expect`]), as JSON files under `rules/scenarios/karak2/` (run by
//! `tests/karak2_scenarios.rs`). The dice of a battle are set by the step that rolls them
//! (`"dice"`), as a worked example prints them.

mod build;
mod expect;

use std::collections::BTreeMap;

use serde::Deserialize;
use serde_json::Value;

use super::data::{Amulet, ArmyKind, Building, Face, Hero, Item, Resources, TileKind, Unit};
use super::hex::{Direction, Hex};
use super::turn::{Action, Decision};
use super::Karak2;
use crate::{Game, Seat};

/// A hero as a scenario sets it; what is left out is as after setting up.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawHero {
    /// The hero.
    pub hero: Hero,
    /// Where it stands (Karak Castle).
    pub at: Option<Hex>,
    /// Lives (5).
    pub lives: Option<u8>,
    /// Resources held.
    pub resources: Option<Resources>,
    /// Weapons carried.
    #[serde(default)]
    pub weapons: Vec<Item>,
    /// Spells carried.
    #[serde(default)]
    pub spells: Vec<Item>,
    /// The amulet worn.
    pub amulet: Option<Amulet>,
    /// Unit dice in the army, by unit (Lorraine's bear comes unless `"Bear": 0`).
    #[serde(default)]
    pub units: BTreeMap<Unit, u8>,
    /// The strongest army beaten so far.
    #[serde(default)]
    pub beaten: u8,
    /// Soul stones: small, large, Archstone.
    #[serde(default)]
    pub stones: [u8; 3],
    /// Where its city stands.
    pub city: Option<Hex>,
    /// The city's buildings.
    #[serde(default)]
    pub buildings: Vec<Building>,
}

/// A tile laid by the scenario.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawPlace {
    /// Where.
    pub at: Hex,
    /// What kind.
    pub kind: TileKind,
    /// Its chasms, as laid.
    #[serde(default)]
    pub chasms: Vec<Direction>,
    /// Armies on it, by kind (tokens taken from the bag).
    #[serde(default)]
    pub armies: Vec<ArmyKind>,
    /// The Dark General stands here.
    #[serde(default)]
    pub general: bool,
    /// Items lying on it.
    #[serde(default)]
    pub dropped: Vec<Item>,
}

/// A position: the heroes seat by seat, tiles laid, the deck's top, whose turn it is.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawSetup {
    /// Seat by seat (at least two).
    pub heroes: Vec<RawHero>,
    /// Plague & Misery (on).
    pub plague: Option<bool>,
    /// Tiles laid besides the start tile.
    #[serde(default)]
    pub tiles: Vec<RawPlace>,
    /// Deck tiles (by number, see `cargo run -p rules --bin cards -- karak2`) put on top of
    /// the deck, the first on top.
    #[serde(default)]
    pub deck_top: Vec<u8>,
    /// Praetorians guarding the Dark General (by player count).
    pub praetorians: Option<u8>,
    /// The seat whose turn it is (the one the starting rolls chose).
    pub turn: Option<u8>,
}

/// The dice a roll shows.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawDice {
    /// The hero die (kept when a reroll of the unit dice leaves it out).
    pub hero: Option<Face>,
    /// The unit dice, in any order: each must be a die rolled.
    #[serde(default)]
    pub units: Vec<(Unit, Face)>,
}

/// What one hero must look like.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ExpectHero {
    /// Which.
    pub seat: u8,
    /// Where it stands.
    pub at: Option<Hex>,
    /// Lives.
    pub lives: Option<u8>,
    /// Resources held.
    pub resources: Option<Resources>,
    /// Unit dice by unit (units left out: not checked).
    #[serde(default)]
    pub units: BTreeMap<Unit, u8>,
    /// Glory.
    pub glory: Option<u8>,
    /// Weapons, exactly.
    pub weapons: Option<Vec<Item>>,
    /// Spells, exactly.
    pub spells: Option<Vec<Item>>,
    /// The amulet (`null` checks none is worn only when given as `"amulet": null`).
    pub amulet: Option<Option<Amulet>>,
    /// Soul stones: small, large, Archstone.
    pub stones: Option<[u8; 3]>,
    /// Where its city stands.
    pub city: Option<Hex>,
    /// The buildings, exactly (any order).
    pub buildings: Option<Vec<Building>>,
    /// Knocked out.
    pub unconscious: Option<bool>,
}

/// What must hold after a step.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Expect {
    /// The pending decision (its JSON).
    pub decision: Option<Value>,
    /// Who decides.
    pub to_act: Option<u8>,
    /// Actions left in the turn.
    pub actions_left: Option<u8>,
    /// Heroes.
    #[serde(default)]
    pub heroes: Vec<ExpectHero>,
    /// Events (their `type`) that must come, in this order, among the step's.
    #[serde(default)]
    pub events: Vec<String>,
    /// Events that must not come.
    #[serde(default)]
    pub no_events: Vec<String>,
    /// The legal actions must include these.
    #[serde(default)]
    pub legal: Vec<Action>,
    /// The legal actions must not include these.
    #[serde(default)]
    pub not_legal: Vec<Action>,
    /// The attack of the battle under way.
    pub attack: Option<u8>,
    /// Praetorians left.
    pub praetorians: Option<u8>,
    /// Army tokens on tiles: `[[hex, count]]`.
    #[serde(default)]
    pub armies: Vec<(Hex, usize)>,
    /// Items lying on tiles: `[[hex, [items]]]` (any order).
    #[serde(default)]
    pub dropped: Vec<(Hex, Vec<Item>)>,
    /// The deck's top tile.
    pub deck_top: Option<u8>,
    /// The seat whose city has the Plague (`null`: none).
    pub plague: Option<Option<u8>>,
    /// The winners, when the game is over.
    pub winners: Option<Vec<u8>>,
}

/// One action and its expectations.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Step {
    /// The action.
    pub action: Action,
    /// After a roll (or reroll): the faces shown, as the example prints them.
    pub dice: Option<RawDice>,
    /// The action must be refused with this rule name (the game then unchanged).
    pub refused: Option<String>,
    /// What must hold afterwards.
    #[serde(default)]
    pub expect: Expect,
}

/// A Karak 2 scenario file: the frame all games share ([`crate::scenario::Scenario`]) around
/// a [`RawSetup`], the [`Expect`]ations checked before any step, and the [`Step`]s.
pub type Scenario = crate::scenario::Scenario<RawSetup, Expect, Step>;

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
    pub fn run(&self) -> Result<Karak2, String> {
        let mut g = self.setup.build(self.seed)?;
        self.initial
            .check(&g, &[])
            .map_err(|e| format!("initial: {e}"))?;
        for (i, step) in self.steps.iter().enumerate() {
            let action = step.action;
            let seat = g.to_act().unwrap_or(Seat(0));
            let refused = step.refused.as_deref();
            if let Some(events) = crate::scenario::play_step(&mut g, i, seat, &action, refused)? {
                if let Some(dice) = &step.dice {
                    g.show_dice(dice).map_err(|e| format!("step {i}: {e}"))?;
                }
                step.expect
                    .check(&g, &events)
                    .map_err(|e| format!("step {i} ({action:?}): {e}"))?;
                g.check_invariants().map_err(|e| format!("step {i}: {e}"))?;
            }
        }
        Ok(g)
    }
}

impl Karak2 {
    /// Sets the faces just rolled to `dice` (every unit die named must have been rolled).
    fn show_dice(&mut self, dice: &RawDice) -> Result<(), String> {
        if self.turn.decision != Decision::Rolled {
            return Err("dice given, but nothing was rolled".into());
        }
        let b = self.turn.battle.as_mut().ok_or("no battle")?;
        if let Some(face) = dice.hero {
            b.hero = face;
        }
        let mut rolled: Vec<Unit> = b.units.iter().map(|(u, _)| *u).collect();
        let mut want: Vec<Unit> = dice.units.iter().map(|(u, _)| *u).collect();
        rolled.sort_unstable();
        want.sort_unstable();
        if !dice.units.is_empty() && rolled != want {
            return Err(format!("dice {want:?} given, {rolled:?} rolled"));
        }
        if !dice.units.is_empty() {
            b.units = dice.units.clone();
        }
        Ok(())
    }
}
