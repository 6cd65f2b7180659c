//! Checking a scenario's expectations.

use super::{card, resolve, Expect};
use crate::goblin::cards::CardId;
use crate::goblin::events::Event;
use crate::goblin::turn::Action;
use crate::goblin::Goblin;
use crate::Game;
use serde_json::Value;

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
