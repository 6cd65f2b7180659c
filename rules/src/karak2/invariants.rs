//! What must hold after every action, whatever was played [rulebook]: the dice supply, army
//! within glory, the inventory's slots, one Plague on one city, every army token and every
//! tile in one place. `Game::check_invariants` runs these; the property tests call it after
//! every action of random and bot games.

use super::data::{TILES, UNITS};
use super::turn::Decision;
use super::Karak2;

impl Karak2 {
    /// The game's own consistency checks.
    ///
    /// # Errors
    ///
    /// The first broken rule, in words.
    pub(crate) fn invariants(&self) -> Result<(), String> {
        let b = &self.board;
        for u in UNITS {
            let used: u16 = b
                .heroes
                .iter()
                .map(|h| u16::from(h.units[u as usize]))
                .sum();
            if used > u16::from(u.supply()) {
                return Err(format!(
                    "{used} {u:?} dice in armies, {} in the box",
                    u.supply()
                ));
            }
        }
        for (i, h) in b.heroes.iter().enumerate() {
            if h.lives > super::data::MAX_LIVES {
                return Err(format!("seat {i} has {} lives", h.lives));
            }
            if !b.landscape.contains_key(&h.at) {
                return Err(format!("seat {i} stands off the landscape at {:?}", h.at));
            }
            if h.army_size() > h.glory() {
                return Err(format!("seat {i}'s army is over its glory"));
            }
        }
        // "Each Hero can have a maximum of two weapons, three spells and a single amulet": only
        // the hero in a battle (Darius's Claws and Fangs win before the roll) or settling its
        // spoils (a cart, an over-full slot, also after a Claws and Fangs win that left nothing
        // to fight) holds more for a moment.
        let settling = self.turn.battle.is_some()
            || matches!(self.turn.decision, Decision::Cart(_) | Decision::Drop(_));
        for (i, h) in b.heroes.iter().enumerate() {
            let over = h.weapons.len() > 2 || h.spells.len() > 3 || h.spare_amulet.is_some();
            if over && !(settling && i == self.turn.seat.index()) {
                return Err(format!("seat {i} carries more than its inventory holds"));
            }
        }
        // "The Plague token" is one, and it lies on a city.
        if let Some(s) = b.plague {
            if b.heroes.get(s.index()).is_none_or(|h| h.city.is_none()) {
                return Err(format!("the Plague is on seat {}, who has no city", s.0));
            }
        }
        let mut tokens: Vec<u8> = b.bag.clone();
        tokens.extend(b.landscape.values().flat_map(|p| p.armies.iter().copied()));
        let n = tokens.len();
        tokens.sort_unstable();
        tokens.dedup();
        if tokens.len() != n || n > 36 {
            return Err("an army token is in two places".into());
        }
        let laid = b.landscape.values().filter(|p| p.tile.is_some()).count();
        let drawn = match self.turn.decision {
            Decision::PlaceTile { .. } | Decision::LayTile { .. } | Decision::TurnLaid { .. } => 1,
            Decision::ChooseTile { .. } => 2,
            _ => 0,
        };
        if laid + b.deck.len() + drawn != TILES.len() {
            return Err(format!(
                "{laid} laid + {} in the deck + {drawn} drawn",
                b.deck.len()
            ));
        }
        Ok(())
    }
}
