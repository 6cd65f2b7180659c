//! The caverns: per level a row of five face-up monsters, the level deck beside it (its top
//! card public, not fightable: ruling 1) and the gatekeeper deck at the row's end (its top card
//! fightable). Decks keep no order (ruling 2): the card under a top is drawn from the RNG when
//! the top is taken.

use super::cards::{CardId, Level};
use super::events::Event;
use super::turn::Target;
use super::Goblin;

/// One level of the caverns.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub(crate) struct Cavern {
    pub row: [Option<CardId>; super::cards::ROW],
    /// The level deck's top card (public).
    pub top: Option<CardId>,
    /// The rest of the level deck, sorted by id (no order: drawn at random).
    pub pool: Vec<CardId>,
    /// The gatekeeper deck's top card (public, fightable).
    pub gate: Option<CardId>,
    /// The rest of the gatekeeper deck, sorted by id.
    pub gate_pool: Vec<CardId>,
}

/// The index of a level of the caverns (I to III); the lord's chamber has none.
pub(crate) fn index(level: Level) -> Option<usize> {
    match level {
        Level::I => Some(0),
        Level::II => Some(1),
        Level::III => Some(2),
        Level::Lord => None,
    }
}

/// The levels of the caverns, in order.
pub(crate) const LEVELS: [Level; 3] = [Level::I, Level::II, Level::III];

impl Goblin {
    /// A random card out of `pool` (sorted, so the draw depends only on the contents).
    pub(crate) fn draw_pool(&mut self, level: usize, gate: bool) -> Option<CardId> {
        let n = if gate {
            self.core.caverns[level].gate_pool.len()
        } else {
            self.core.caverns[level].pool.len()
        };
        if n == 0 {
            return None;
        }
        let i = self.rand(n);
        let c = &mut self.core.caverns[level];
        Some(if gate {
            c.gate_pool.remove(i)
        } else {
            c.pool.remove(i)
        })
    }

    /// The monster card at `target`, if there is one.
    pub(crate) fn monster_at(&self, target: Target) -> Option<CardId> {
        match target {
            Target::Row { level, slot } => {
                let c = &self.core.caverns[index(level)?];
                c.row.get(usize::from(slot)).copied().flatten()
            }
            Target::Gate(level) => self.core.caverns[index(level)?].gate,
            Target::Lord => self.core.lord,
        }
    }

    /// Takes the defeated monster at `target` off the table and refills its place: a row's
    /// space from the level deck, a gatekeeper deck's top from the cards below it. The lord's
    /// chamber stays empty.
    pub(crate) fn take_monster(&mut self, target: Target, ev: &mut Vec<Event>) {
        match target {
            Target::Row { level, slot } => {
                let Some(l) = index(level) else { return };
                let top = self.core.caverns[l].top;
                self.core.caverns[l].row[usize::from(slot) % super::cards::ROW] = top;
                let next = if top.is_some() {
                    self.draw_pool(l, false)
                } else {
                    None
                };
                self.core.caverns[l].top = next;
                ev.push(Event::RowRefilled {
                    level,
                    slot,
                    card: top,
                    top: next,
                });
            }
            Target::Gate(level) => {
                let Some(l) = index(level) else { return };
                let next = self.draw_pool(l, true);
                self.core.caverns[l].gate = next;
                ev.push(Event::GateRevealed { level, top: next });
            }
            Target::Lord => self.core.lord = None,
        }
    }
}
