//! A scenario's position: the named cards in place, everything else dealt as at setup.

use super::{card, RawSetup};
use crate::goblin::cards::{CardId, Hero, MAX_HP};
use crate::goblin::caverns::LEVELS;
use crate::goblin::turn::Target;
use crate::goblin::{insert_sorted, Goblin};
use crate::Game;
use rand_chacha::ChaCha8Rng;
use rand_core::SeedableRng;
use serde_json::Value;

impl RawSetup {
    /// The game this setup describes: the named cards in place, everything else dealt from the
    /// RNG as at setup.
    ///
    /// # Errors
    /// An unknown card, a card named twice, or invalid heroes.
    pub fn build(&self, seed: u64) -> Result<Goblin, String> {
        let heroes: Vec<Hero> = self.heroes.iter().map(|h| h.hero).collect();
        let options = crate::goblin::GoblinOptions {
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
