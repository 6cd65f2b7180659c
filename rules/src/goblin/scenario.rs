//! Scenarios: a position set up by hand ([`RawSetup`]), actions, and what the rules say must
//! follow ([`Expect`]), as JSON files under `rules/scenarios/goblin/` (run by
//! `tests/goblin_scenarios.rs`). Cards are named in our own words as `"@Name"` (the first card
//! of that name) or `"@Name#2"` (the second), wherever a card id goes.

use super::cards::{CardId, Hero, Level, Potion, MAX_HP};
use super::caverns::LEVELS;
use super::events::Event;
use super::turn::{Action, Target};
use super::{insert_sorted, Goblin};
use crate::{Game, Seat};
use rand_chacha::ChaCha8Rng;
use rand_core::SeedableRng;
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

/// A scenario file.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Scenario {
    /// Title.
    pub name: String,
    /// The rule in our own words.
    pub description: String,
    /// The rulebook passage or ruling.
    pub source: String,
    /// Seeds the RNG (0).
    #[serde(default)]
    pub seed: u64,
    /// The position.
    pub setup: RawSetup,
    /// Checked before any step.
    #[serde(default)]
    pub initial: Expect,
    /// The actions.
    pub steps: Vec<Step>,
}

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

impl RawSetup {
    /// The game this setup describes: the named cards in place, everything else dealt from the
    /// RNG as at setup.
    ///
    /// # Errors
    /// An unknown card, a card named twice, or invalid heroes.
    pub fn build(&self, seed: u64) -> Result<Goblin, String> {
        let heroes: Vec<Hero> = self.heroes.iter().map(|h| h.hero).collect();
        let options = super::GoblinOptions {
            heroes,
            abilities: self.abilities,
        };
        let mut g = Goblin::new(&options, seed).map_err(|e| e.to_string())?;
        g.rng = ChaCha8Rng::seed_from_u64(seed ^ 0x5ce);
        let mut used: Vec<CardId> = Vec::new();
        let mut take = |v: &Value| -> Result<CardId, String> {
            let c = card(v)?;
            if used.contains(&c) {
                return Err(format!("{} named twice", c.name()));
            }
            used.push(c);
            Ok(c)
        };
        let mut monsters = Vec::new();
        for p in &self.monsters {
            monsters.push((p.target, take(&p.card)?));
        }
        let lord = self.lord.as_ref().map(&mut take).transpose()?;
        let pawnshop: Vec<CardId> = self
            .pawnshop
            .iter()
            .map(&mut take)
            .collect::<Result<_, _>>()?;
        let mut seats = Vec::new();
        for h in &self.heroes {
            let hand: Vec<CardId> = h.hand.iter().map(&mut take).collect::<Result<_, _>>()?;
            let deck: Vec<CardId> = h.deck.iter().map(&mut take).collect::<Result<_, _>>()?;
            let discard: Vec<CardId> = h.discard.iter().map(&mut take).collect::<Result<_, _>>()?;
            let weapon = h.weapon.as_ref().map(&mut take).transpose()?;
            let armour = h.armour.as_ref().map(&mut take).transpose()?;
            seats.push((hand, deck, discard, weapon, armour));
        }
        // Keys are gatekeepers taken from their decks.
        let mut keys = Vec::new();
        for h in &self.heroes {
            let mut k = [None; 3];
            for (l, slot) in k.iter_mut().enumerate().take(usize::from(h.keys.min(3))) {
                let gate = CardId::of_level(LEVELS[l])
                    .find(|c| c.monster().is_some_and(|m| m.gatekeeper()) && !used.contains(c));
                if let Some(c) = gate {
                    used.push(c);
                    *slot = Some(c);
                }
            }
            keys.push(k);
        }
        // Deal the caverns again from what is left.
        for (l, level) in LEVELS.into_iter().enumerate() {
            let (gates, rest): (Vec<CardId>, Vec<CardId>) = CardId::of_level(level)
                .filter(|c| !used.contains(c))
                .partition(|c| c.monster().is_some_and(|m| m.gatekeeper()));
            let cavern = &mut g.core.caverns[l];
            cavern.pool = rest;
            cavern.gate_pool = gates;
            cavern.row = [None; 5];
            for (t, c) in &monsters {
                match *t {
                    Target::Row { level: lv, slot } if lv == level => {
                        cavern.row[usize::from(slot) % 5] = Some(*c);
                    }
                    Target::Gate(lv) if lv == level => cavern.gate = Some(*c),
                    _ => {}
                }
            }
            let gate_set = monsters.iter().any(|(t, _)| *t == Target::Gate(level));
            for s in 0..5 {
                if g.core.caverns[l].row[s].is_none() {
                    g.core.caverns[l].row[s] = g.draw_pool(l, false);
                }
            }
            g.core.caverns[l].top = g.draw_pool(l, false);
            if !gate_set {
                g.core.caverns[l].gate = g.draw_pool(l, true);
            }
        }
        if let Some(l) = lord {
            g.core.lord = Some(l);
            g.core.lord_drawn = l;
        } else if monsters.iter().any(|(t, _)| *t == Target::Lord) {
            let l = monsters
                .iter()
                .find(|(t, _)| *t == Target::Lord)
                .map(|x| x.1);
            g.core.lord = l;
        }
        g.core.pawnshop = pawnshop;
        for (i, (raw, (hand, deck, discard, weapon, armour))) in
            self.heroes.iter().zip(seats).enumerate()
        {
            let h = &mut g.core.heroes[i];
            let named = |c: &CardId| hand.contains(c) || deck.contains(c) || discard.contains(c);
            let rest: Vec<CardId> = CardId::starting(raw.hero).filter(|c| !named(c)).collect();
            if raw.hand.is_empty() && raw.deck.is_empty() && raw.discard.is_empty() {
                // Keep the hand dealt at setup.
            } else {
                h.hand = Vec::new();
                for c in hand {
                    insert_sorted(&mut h.hand, c);
                }
                h.deck = vec![None; rest.len()];
                h.deck.extend(deck.iter().rev().map(|c| Some(*c)));
                h.unknown = rest;
                h.discard = discard;
            }
            h.hp = raw.hp.unwrap_or(MAX_HP).min(MAX_HP);
            h.weapon = weapon;
            h.armour = armour;
            h.keys = keys[i];
            for p in &raw.potions {
                let k = *p as usize;
                if !h.potions[k] {
                    h.potions[k] = true;
                    g.core.piles[k] = g.core.piles[k].saturating_sub(1);
                }
            }
        }
        g.check_invariants()?;
        Ok(g)
    }
}

fn event_type(e: &Event) -> String {
    serde_json::to_value(e)
        .ok()
        .and_then(|v| v.get("type").and_then(Value::as_str).map(str::to_owned))
        .unwrap_or_default()
}

fn same_set(what: &str, want: &[Value], got: &[CardId]) -> Result<(), String> {
    let mut w: Vec<CardId> = want.iter().map(card).collect::<Result<_, _>>()?;
    let mut g = got.to_vec();
    w.sort_unstable();
    g.sort_unstable();
    if w != g {
        let names = |v: &[CardId]| v.iter().map(|c| c.name()).collect::<Vec<_>>().join(", ");
        return Err(format!(
            "{what}: expected [{}], got [{}]",
            names(&w),
            names(&g)
        ));
    }
    Ok(())
}

impl Expect {
    /// Checks the expectations against the game and the step's events.
    ///
    /// # Errors
    /// Every unmet expectation, with both values.
    pub fn check(&self, g: &Goblin, events: &[Event]) -> Result<(), String> {
        let mut errs = Vec::new();
        let mut fail = |r: Result<(), String>| {
            if let Err(e) = r {
                errs.push(e);
            }
        };
        if let Some(d) = &self.decision {
            let got = serde_json::to_value(g.decision()).unwrap_or_default();
            let want = resolve(d)?;
            if got != want {
                fail(Err(format!("decision: expected {want}, got {got}")));
            }
        }
        if let Some(s) = self.to_act {
            let got = g.to_act().map(|s| s.0);
            if got != Some(s) {
                fail(Err(format!("to_act: expected {s}, got {got:?}")));
            }
        }
        for h in &self.heroes {
            let Some(st) = g.core.heroes.get(usize::from(h.seat)) else {
                fail(Err(format!("no seat {}", h.seat)));
                continue;
            };
            let seat = h.seat;
            let num = |what: &str, want: Option<usize>, got: usize| match want {
                Some(w) if w != got => Err(format!("seat {seat} {what}: expected {w}, got {got}")),
                _ => Ok(()),
            };
            fail(num("hp", h.hp.map(usize::from), usize::from(st.hp)));
            fail(num("hand_count", h.hand_count, st.hand.len()));
            fail(num("deck_count", h.deck_count, st.deck.len()));
            fail(num("keys", h.keys, st.keys.iter().flatten().count()));
            if let Some(want) = &h.hand {
                fail(same_set(&format!("seat {seat} hand"), want, &st.hand));
            }
            if let Some(want) = &h.discard {
                fail(same_set(&format!("seat {seat} discard"), want, &st.discard));
            }
            if let Some(want) = &h.deck {
                let got: Vec<Option<CardId>> = st.deck.iter().rev().copied().collect();
                let want: Vec<Option<CardId>> = want
                    .iter()
                    .map(|v| {
                        if v.is_null() {
                            Ok(None)
                        } else {
                            card(v).map(Some)
                        }
                    })
                    .collect::<Result<_, _>>()?;
                if got != want {
                    fail(Err(format!(
                        "seat {seat} deck: expected {want:?}, got {got:?}"
                    )));
                }
            }
            for (what, want, got) in [
                ("weapon", &h.weapon, st.weapon),
                ("armour", &h.armour, st.armour),
            ] {
                if let Some(w) = want {
                    let w = if w.is_null() { None } else { Some(card(w)?) };
                    if w != got {
                        fail(Err(format!(
                            "seat {seat} {what}: expected {w:?}, got {got:?}"
                        )));
                    }
                }
            }
            if let Some(p) = h.potions {
                if p != st.potions {
                    fail(Err(format!(
                        "seat {seat} potions: expected {p:?}, got {:?}",
                        st.potions
                    )));
                }
            }
        }
        let types: Vec<String> = events.iter().map(event_type).collect();
        let mut at = 0;
        for want in &self.events {
            match types[at..].iter().position(|t| t == want) {
                Some(i) => at += i + 1,
                None => fail(Err(format!(
                    "event {want} missing (in order) from {types:?}"
                ))),
            }
        }
        for not in &self.no_events {
            if types.contains(not) {
                fail(Err(format!("event {not} came: {types:?}")));
            }
        }
        if let Some(want) = &self.pawnshop {
            fail(same_set("pawnshop", want, &g.core.pawnshop));
        }
        let legal = g.legal_actions();
        for (want, listed) in self
            .legal
            .iter()
            .map(|a| (a, true))
            .chain(self.not_legal.iter().map(|a| (a, false)))
        {
            let a: Action = serde_json::from_value(resolve(want)?).map_err(|e| e.to_string())?;
            if legal.contains(&a) != listed {
                fail(Err(format!("{a:?} legal: expected {listed}")));
            }
        }
        if let Some(w) = self.winner {
            if g.core.winner != Some(w) {
                fail(Err(format!(
                    "winner: expected {w}, got {:?}",
                    g.core.winner
                )));
            }
        }
        if errs.is_empty() {
            Ok(())
        } else {
            Err(errs.join("; "))
        }
    }
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
            let before = g.clone();
            match (g.apply(seat, &action), &step.refused) {
                (Err(e), Some(rule)) if e.rule == rule => {
                    if g != before {
                        return Err(format!("step {i}: refused but the game changed"));
                    }
                }
                (Err(e), Some(rule)) => {
                    return Err(format!(
                        "step {i}: refused as {:?}, expected {rule:?}",
                        e.rule
                    ))
                }
                (Ok(_), Some(rule)) => {
                    return Err(format!(
                        "step {i}: {action:?} accepted, expected refusal {rule:?}"
                    ))
                }
                (Err(e), None) => return Err(format!("step {i}: {action:?} refused: {e}")),
                (Ok(events), None) => {
                    step.expect
                        .check(&g, &events)
                        .map_err(|e| format!("step {i} ({action:?}): {e}"))?;
                    g.check_invariants().map_err(|e| format!("step {i}: {e}"))?;
                }
            }
        }
        Ok(g)
    }
}

/// For scenarios' readers: the level of a target.
pub fn level_of(t: Target) -> Level {
    match t {
        Target::Row { level, .. } | Target::Gate(level) => level,
        Target::Lord => Level::Lord,
    }
}
