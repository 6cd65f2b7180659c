//! Setup: options for a new game (start tile, heroes, starting player by dice). Raw positions for
//! scenarios are in `raw`.

use super::board::{rotated_exits, Coord, PlacedTile};
use super::data::{HeroKind, MAX_HP, MAX_PLAYERS, MIN_PLAYERS, TILE_TYPES, TOKENS};
use super::events::{Event, RollReason};
use super::turn::Turn;
use super::{Core, Forced, Hero, Karak};
use crate::{FixedVec, Seat, SetupError};
use rand_chacha::ChaCha8Rng;
use rand_core::SeedableRng;
use serde::{Deserialize, Serialize};

/// Options of a new game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct KarakOptions {
    /// One hero per seat, in clockwise seat order (2–5, each hero at most once).
    pub heroes: Vec<HeroKind>,
    /// Expert variant: treasures take inventory slots; six treasures win at once.
    #[serde(default)]
    pub expert: bool,
}

/// The table's choices apart from the heroes ([`crate::Game::Variant`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct KarakVariant {
    /// Expert variant: treasures take inventory slots; six treasures win at once.
    #[serde(default)]
    pub expert: bool,
}

impl KarakOptions {
    /// Standard rules with these heroes.
    pub fn new(heroes: Vec<HeroKind>) -> Self {
        KarakOptions {
            heroes,
            expert: false,
        }
    }
}

pub(super) fn err<T>(msg: impl Into<String>) -> Result<T, SetupError> {
    Err(SetupError(msg.into()))
}

pub(super) fn check_heroes(heroes: &[HeroKind]) -> Result<(), SetupError> {
    if heroes.len() < MIN_PLAYERS || heroes.len() > MAX_PLAYERS {
        return err(format!(
            "{} heroes; Karak is for 2 to 5 players",
            heroes.len()
        ));
    }
    for (i, h) in heroes.iter().enumerate() {
        if heroes[..i].contains(h) {
            return err(format!("{h:?} chosen twice; each hero once"));
        }
    }
    Ok(())
}

fn start_tile() -> PlacedTile {
    let tile = TILE_TYPES[0].0;
    PlacedTile {
        at: Coord { x: 0, y: 0 },
        tile,
        rotation: 0,
        exits: rotated_exits(tile.shape, 0),
        token: None,
    }
}

impl Karak {
    /// Like [`crate::Game::new`], also returning the setup events (the starting-player rolls).
    ///
    /// # Errors
    /// [`SetupError`] for fewer than 2 or more than 5 heroes, or a hero chosen twice.
    ///
    /// # Examples
    /// ```
    /// use rules::karak::{Karak, KarakOptions, HeroKind, Event};
    /// let (game, events) =
    ///     Karak::new_with_events(&KarakOptions::new(vec![HeroKind::Thief, HeroKind::Oracle]), 9)
    ///         .unwrap();
    /// assert!(events.iter().any(|e| matches!(e, Event::StartingPlayer { .. })));
    /// assert!(Karak::new_with_events(&KarakOptions::new(vec![HeroKind::Thief]), 9).is_err());
    /// ```
    pub fn new_with_events(
        options: &KarakOptions,
        seed: u64,
    ) -> Result<(Karak, Vec<Event>), SetupError> {
        check_heroes(&options.heroes)?;
        let mut core = Core {
            players: options.heroes.len() as u8,
            expert: options.expert,
            ..Core::default()
        };
        core.board.place(start_tile());
        for (i, (_, n)) in TILE_TYPES.iter().enumerate() {
            core.stack[i] = *n;
        }
        core.stack[0] = 0;
        for t in TOKENS {
            core.bag[t.index()] = t.count();
        }
        for &kind in &options.heroes {
            core.heroes.push(Hero {
                kind,
                pos: 0,
                hp: MAX_HP,
                inv: [0; 9],
                came_from: None,
            });
        }
        let mut game = Karak {
            core,
            turn: Turn::default(),
            forced: Forced::default(),
            rng: ChaCha8Rng::seed_from_u64(seed),
        };
        let mut ev = Vec::new();
        let first = game.roll_for_start(&mut ev);
        game.start_turn(first, &mut ev);
        Ok((game, ev))
    }

    /// Every contender rolls two dice; the highest sum starts; ties roll again.
    pub(super) fn roll_for_start(&mut self, ev: &mut Vec<Event>) -> u8 {
        let mut contenders: FixedVec<u8, MAX_PLAYERS> = FixedVec::new();
        for s in 0..self.core.players {
            contenders.push(s);
        }
        for _ in 0..1000 {
            let mut best = 0;
            let mut sums: FixedVec<(u8, u8), MAX_PLAYERS> = FixedVec::new();
            for &s in contenders.iter() {
                let dice = [self.roll_die(), self.roll_die()];
                ev.push(Event::DiceRolled {
                    seat: Seat(s),
                    dice,
                    reason: RollReason::StartingPlayer,
                });
                let sum = dice[0] + dice[1];
                best = best.max(sum);
                sums.push((s, sum));
            }
            contenders.clear();
            for &(s, sum) in sums.iter() {
                if sum == best {
                    contenders.push(s);
                }
            }
            if contenders.len() == 1 {
                break;
            }
        }
        let first = contenders.get(0).copied().unwrap_or(0);
        ev.push(Event::StartingPlayer { seat: Seat(first) });
        first
    }
}

impl Core {
    /// Whether an inventory breaks the slot limits.
    pub(crate) fn over_capacity_inv(&self, inv: &[u8; 9]) -> bool {
        let (w, s, k, t) = class_counts(inv);
        w > super::data::WEAPON_SLOTS
            || s > super::data::SPELL_SLOTS
            || k > super::data::KEY_SLOTS
            || (self.expert
                && w.saturating_add(s).saturating_add(k).saturating_add(t)
                    > super::data::TOTAL_SLOTS)
    }
}

/// Counts of (weapons, spells, keys, treasures) in an inventory (saturating; same classes as
/// [`Item::class`](super::data::Item::class)).
#[inline]
pub(crate) fn class_counts(inv: &[u8; 9]) -> (u8, u8, u8, u8) {
    use super::data::Item;
    let n = |i: Item| inv[i.index()];
    (
        n(Item::Daggers)
            .saturating_add(n(Item::Sword))
            .saturating_add(n(Item::Axe)),
        n(Item::PortalOfHealing).saturating_add(n(Item::MagicFlames)),
        n(Item::Key),
        n(Item::FallenTreasure)
            .saturating_add(n(Item::Ruby))
            .saturating_add(n(Item::ChestTreasure)),
    )
}
