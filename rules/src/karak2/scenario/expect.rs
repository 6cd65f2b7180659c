//! Checking a scenario's expectations.

use serde_json::Value;

use super::{Expect, ExpectHero};
use crate::karak2::data::BUILDINGS;
use crate::karak2::events::Event;
use crate::karak2::Karak2;
use crate::Seat;

fn event_type(e: &Event) -> String {
    serde_json::to_value(e)
        .ok()
        .and_then(|v| v.get("type").and_then(Value::as_str).map(str::to_owned))
        .unwrap_or_default()
}

/// `Err` naming `what` when `want` is given and differs from `got`.
fn same<T: PartialEq + std::fmt::Debug>(
    what: &str,
    want: Option<&T>,
    got: &T,
) -> Result<(), String> {
    match want {
        Some(w) if w != got => Err(format!("{what}: expected {w:?}, got {got:?}")),
        _ => Ok(()),
    }
}

impl ExpectHero {
    fn check(&self, g: &Karak2, errs: &mut Vec<String>) {
        let Some(h) = g.board.heroes.get(usize::from(self.seat)) else {
            errs.push(format!("no seat {}", self.seat));
            return;
        };
        let s = self.seat;
        let sorted = |v: &Option<Vec<crate::karak2::data::Item>>| {
            v.clone().map(|mut v| {
                v.sort_unstable();
                v
            })
        };
        let mut weapons = h.weapons.clone();
        weapons.sort_unstable();
        let mut spells = h.spells.clone();
        spells.sort_unstable();
        let built: Vec<_> = BUILDINGS
            .into_iter()
            .filter(|b| h.buildings.has(*b))
            .collect();
        let want_built = self.buildings.clone().map(|mut v| {
            v.sort_unstable();
            v
        });
        let mut got_built = built.clone();
        got_built.sort_unstable();
        let checks = [
            same(&format!("seat {s} at"), self.at.as_ref(), &h.at),
            same(&format!("seat {s} lives"), self.lives.as_ref(), &h.lives),
            same(
                &format!("seat {s} resources"),
                self.resources.as_ref(),
                &h.resources,
            ),
            same(&format!("seat {s} glory"), self.glory.as_ref(), &h.glory()),
            same(
                &format!("seat {s} weapons"),
                sorted(&self.weapons).as_ref(),
                &weapons,
            ),
            same(
                &format!("seat {s} spells"),
                sorted(&self.spells).as_ref(),
                &spells,
            ),
            same(&format!("seat {s} amulet"), self.amulet.as_ref(), &h.amulet),
            same(&format!("seat {s} stones"), self.stones.as_ref(), &h.stones),
            same(
                &format!("seat {s} city"),
                self.city.map(Some).as_ref(),
                &h.city,
            ),
            same(
                &format!("seat {s} buildings"),
                want_built.as_ref(),
                &got_built,
            ),
            same(
                &format!("seat {s} unconscious"),
                self.unconscious.as_ref(),
                &h.unconscious,
            ),
        ];
        errs.extend(checks.into_iter().filter_map(Result::err));
        for (unit, n) in &self.units {
            if let Err(e) = same(
                &format!("seat {s} {unit:?}"),
                Some(n),
                &h.units[*unit as usize],
            ) {
                errs.push(e);
            }
        }
    }
}

impl Expect {
    /// Checks the expectations against the game and the step's events.
    ///
    /// # Errors
    /// Every unmet expectation, with both values.
    pub fn check(&self, g: &Karak2, events: &[Event]) -> Result<(), String> {
        let mut errs = Vec::new();
        if let Some(want) = &self.decision {
            let got = serde_json::to_value(g.decision()).unwrap_or_default();
            if got != *want {
                errs.push(format!("decision: expected {want}, got {got}"));
            }
        }
        if let Some(s) = self.to_act {
            if g.to_act() != Some(Seat(s)) {
                errs.push(format!("to_act: expected {s}, got {:?}", g.to_act()));
            }
        }
        errs.extend(
            same(
                "actions_left",
                self.actions_left.as_ref(),
                &g.actions_left(),
            )
            .err(),
        );
        for h in &self.heroes {
            h.check(g, &mut errs);
        }
        // The events named, in order, among the step's.
        let types: Vec<String> = events.iter().map(event_type).collect();
        let mut from = 0;
        for want in &self.events {
            match types[from..].iter().position(|t| t == want) {
                Some(i) => from += i + 1,
                None => errs.push(format!("event {want} missing (in order) from {types:?}")),
            }
        }
        for not in &self.no_events {
            if types.contains(not) {
                errs.push(format!("event {not} came"));
            }
        }
        let legal = g.legal_actions();
        for a in &self.legal {
            if !legal.contains(a) {
                errs.push(format!("{a:?} is not legal"));
            }
        }
        for a in &self.not_legal {
            if legal.contains(a) {
                errs.push(format!("{a:?} is legal"));
            }
        }
        if g.turn.battle.is_some() {
            errs.extend(same("attack", self.attack.as_ref(), &g.attack()).err());
        } else if self.attack.is_some() {
            errs.push("attack expected, but no battle is under way".into());
        }
        errs.extend(
            same(
                "praetorians",
                self.praetorians.as_ref(),
                &g.board.praetorians,
            )
            .err(),
        );
        for (at, n) in &self.armies {
            let got = g.board.landscape.get(at).map_or(0, |p| p.armies.len());
            errs.extend(same(&format!("armies at {at:?}"), Some(n), &got).err());
        }
        for (at, items) in &self.dropped {
            let mut want = items.clone();
            want.sort_unstable();
            let mut got = g
                .board
                .landscape
                .get(at)
                .map(|p| p.dropped.clone())
                .unwrap_or_default();
            got.sort_unstable();
            errs.extend(same(&format!("items at {at:?}"), Some(&want), &got).err());
        }
        let top = g.board.deck.last().copied();
        errs.extend(same("deck top", self.deck_top.map(Some).as_ref(), &top).err());
        let plague = g.board.plague.map(|s| s.0);
        errs.extend(same("plague", self.plague.as_ref(), &plague).err());
        if let Some(want) = &self.winners {
            let got: Option<Vec<u8>> = g.outcome().map(|o| o.winners.iter().map(|s| s.0).collect());
            errs.extend(same("winners", Some(&Some(want.clone())), &got).err());
        }
        if errs.is_empty() {
            Ok(())
        } else {
            Err(errs.join("; "))
        }
    }
}
