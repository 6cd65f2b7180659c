//! The game's consistency checks, for tests and fuzzing: every card in exactly one place, HP
//! within 0..=5, one weapon and one armour at most (each in its slot), one key per level (a
//! gatekeeper of that level), potions counted, and decks' hidden starting cards accounted for.

use super::cards::{CardId, Level, Slot, CARD_COUNT, MAX_HP, POTIONS};
use super::turn::Decision;
use super::Goblin;

impl Goblin {
    /// Checks the invariants.
    ///
    /// # Errors
    /// A description of the first broken invariant.
    pub fn check_invariants(&self) -> Result<(), String> {
        let mut seen = [0u8; CARD_COUNT];
        let mut count = |c: CardId, place: &str| -> Result<(), String> {
            let i = usize::from(c.0);
            if i >= CARD_COUNT {
                return Err(format!("unknown card {c:?} in {place}"));
            }
            seen[i] += 1;
            Ok(())
        };
        for c in &self.core.caverns {
            for card in c.row.iter().chain([&c.top, &c.gate]).flatten() {
                count(*card, "the caverns")?;
            }
            for card in c.pool.iter().chain(&c.gate_pool) {
                count(*card, "a deck of the caverns")?;
            }
        }
        for hero in super::cards::HEROES {
            // Heroes not at the table keep their starting cards in the box.
            if !self.core.heroes.iter().any(|h| h.hero == hero) {
                for c in CardId::starting(hero) {
                    count(c, "the box")?;
                }
            }
        }
        for lord in CardId::of_level(Level::Lord) {
            // The lord drawn is on the table or won; the other two stay in the box.
            count(lord, "the lords")?;
        }
        for card in self.core.pawnshop.iter().chain(&self.turn.arranging) {
            count(*card, "the pawnshop or the pile to arrange")?;
            if !card.monster_back() && self.core.pawnshop.contains(card) {
                return Err(format!("starting card {card:?} at the pawnshop"));
            }
        }
        if let Decision::Reward(c) = self.turn.decision {
            count(c, "the reward taken")?;
        }
        if let Some(b) = &self.turn.battle {
            for p in &b.played {
                count(p.card, "the battle")?;
            }
        }
        let mut potions = self.core.piles;
        for (seat, h) in self.core.heroes.iter().enumerate() {
            let place = format!("seat {seat}");
            for c in h.hand.iter().chain(&h.discard).chain(&h.unknown) {
                count(*c, &place)?;
            }
            for c in h.deck.iter().flatten().chain(h.keys.iter().flatten()) {
                count(*c, &place)?;
            }
            for c in [h.weapon, h.armour].into_iter().flatten() {
                count(c, &place)?;
            }
            if h.hp > MAX_HP {
                return Err(format!("seat {seat} has {} HP", h.hp));
            }
            if h.weapon
                .and_then(CardId::equipment)
                .is_some_and(|e| e.slot != Slot::Weapon)
                || h.armour
                    .and_then(CardId::equipment)
                    .is_some_and(|e| e.slot != Slot::Armour)
                || [h.weapon, h.armour]
                    .into_iter()
                    .flatten()
                    .any(|c| c.equipment().is_none())
            {
                return Err(format!("seat {seat} wears something out of its slot"));
            }
            for (l, key) in h.keys.iter().enumerate() {
                let ok = key.is_none_or(|k| {
                    k.monster().is_some_and(|m| m.gatekeeper())
                        && k.level().and_then(super::caverns::index) == Some(l)
                });
                if !ok {
                    return Err(format!("seat {seat} holds a wrong key for level {l}"));
                }
            }
            let hidden = h.deck.iter().filter(|s| s.is_none()).count();
            if hidden != h.unknown.len() || h.unknown.iter().any(|c| c.monster_back()) {
                return Err(format!("seat {seat}: hidden starting cards do not add up"));
            }
            for (i, owned) in h.potions.iter().enumerate() {
                potions[i] += u8::from(*owned);
            }
            let foreign = h
                .hand
                .iter()
                .chain(&h.discard)
                .chain(h.deck.iter().flatten())
                .any(|c| !c.monster_back() && !CardId::starting(h.hero).any(|s| s == *c));
            if foreign {
                return Err(format!("seat {seat} holds another hero's starting card"));
            }
        }
        if potions != POTIONS {
            return Err(format!("potions {potions:?} instead of {POTIONS:?}"));
        }
        for (i, n) in seen.iter().enumerate() {
            // The lord won is not counted twice: it left the table for the winner.
            if *n != 1 {
                return Err(format!(
                    "card {i} ({}) is in {n} places",
                    CardId(i as u8).name()
                ));
            }
        }
        if self.turn.decision == Decision::TaiaKeep {
            let hand = &self.me().hand;
            if !self.turn.taia.iter().all(|c| hand.contains(c)) {
                return Err("Taia's two cards are not in her hand".into());
            }
        }
        Ok(())
    }
}
