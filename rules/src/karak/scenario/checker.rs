//! Checks a step's expectations against the game.

use super::*;

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
        for v in &e.views {
            let got = serde_json::to_value(self.game.view(v.viewer)).unwrap_or(Value::Null);
            if let Some(m) = expect::mismatch(&v.view, &got, "view") {
                self.errors.push(format!("{} sees {m}", js(&v.viewer)));
            }
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
        if let Some(x) = h.came_from {
            let board = &self.game.core.board;
            let got = self
                .game
                .hero(h.seat)
                .came_from
                .and_then(|t| board.tile(t))
                .map(|t| t.at);
            self.eq(n("came from"), &x, &got);
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

pub(super) fn check(game: &Karak, e: &Expect, events: &[Event]) -> Vec<String> {
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
