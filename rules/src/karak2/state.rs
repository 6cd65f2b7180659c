//! What a game of Karak 2 is at any moment: the landscape laid so far, the heroes, the decks and
//! the bag, the Dark General, and the turn under way.

use std::collections::BTreeMap;

use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use super::data::{Amulet, Building, Hero, Item, Resources, SoulStone, TileKind, Unit, UNITS};
use super::hex::{Edges, Hex};
use crate::Seat;

/// A hexagon of the landscape once laid.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Place {
    /// What it is.
    pub kind: TileKind,
    /// The deck's tile it is (`None`: part of the start tile).
    pub tile: Option<u8>,
    /// Its chasms as laid (turned).
    pub chasms: Edges,
    /// The army tokens standing on it, by index into [`super::data::ARMY`].
    pub armies: Vec<u8>,
    /// Whether the Dark General stands here.
    pub general: bool,
    /// Items dropped here, for anyone to pick up.
    pub dropped: Vec<Item>,
}

impl Place {
    /// Whether armies or the Dark General stand here: entering means a battle.
    pub fn guarded(&self) -> bool {
        !self.armies.is_empty() || self.general
    }
}

/// The buildings a city has, one bit per [`Building`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Buildings(u8);

impl Buildings {
    /// Whether `b` is built.
    pub const fn has(self, b: Building) -> bool {
        self.0 & (1 << b as u8) != 0
    }

    /// The set with `b` built too.
    pub const fn with(self, b: Building) -> Buildings {
        Buildings(self.0 | (1 << b as u8))
    }
}

/// A seat's hero: where it stands and everything on its hero board.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct HeroState {
    /// Who it is.
    pub hero: Hero,
    /// Where it stands.
    pub at: Hex,
    /// Where it came from this turn (a lost battle sends it back there).
    pub came_from: Hex,
    /// Lives left, 0..=5.
    pub lives: u8,
    /// Knocked out: the next turn only brings three lives back.
    pub unconscious: bool,
    /// The strongest army (or tier-2 pair) beaten so far, capped at 10.
    pub beaten: u8,
    /// Resources held.
    pub resources: Resources,
    /// Weapons carried (at most 2).
    pub weapons: Vec<Item>,
    /// Spells carried (at most 3).
    pub spells: Vec<Item>,
    /// The amulet worn.
    pub amulet: Option<Amulet>,
    /// An amulet just won while one is worn: one of the two is left on the tile.
    pub spare_amulet: Option<Amulet>,
    /// Unit dice in the army, counted by [`Unit`] (indexed as [`UNITS`]).
    pub units: [u8; 6],
    /// Soul stones: small, large, Archstone.
    pub stones: [u8; 3],
    /// Where the city stands, once built.
    pub city: Option<Hex>,
    /// The city's buildings.
    pub buildings: Buildings,
}

impl HeroState {
    /// A hero at the castle with full lives and nothing else.
    pub fn new(hero: Hero) -> HeroState {
        let mut units = [0; 6];
        if hero == Hero::Lorraine {
            // Bear Friend: "At the beginning of the game, the player playing as the Ranger takes
            // an extra Bear die" [rulebook].
            units[Unit::Bear as usize] = 1;
        }
        HeroState {
            hero,
            at: Hex::default(),
            came_from: Hex::default(),
            lives: super::data::MAX_LIVES,
            unconscious: false,
            beaten: 0,
            resources: Resources::default(),
            weapons: Vec::new(),
            spells: Vec::new(),
            amulet: None,
            spare_amulet: None,
            units,
            stones: [0; 3],
            city: None,
            buildings: Buildings::default(),
        }
    }

    /// Glory: the strongest army beaten, +2 for the banners, +2 for the Amulet of Glory, at most
    /// 10 [rulebook].
    pub fn glory(&self) -> u8 {
        let mut g = self.beaten;
        if self.buildings.has(Building::GloryBanners) {
            g += super::data::GLORY_BONUS;
        }
        if self.amulet == Some(Amulet::Glory) {
            g += super::data::GLORY_BONUS;
        }
        g.min(super::data::MAX_GLORY)
    }

    /// Units that count against glory (knights, archers, mages).
    pub fn army_size(&self) -> u8 {
        UNITS
            .iter()
            .filter(|u| u.counts_for_glory())
            .map(|u| self.units[*u as usize])
            .sum()
    }

    /// Actions a turn gives this hero: 2, +1 stable, +1 Amulet of Action [rulebook].
    pub fn actions(&self) -> u8 {
        let mut n = super::data::ACTIONS;
        if self.buildings.has(Building::Stable) {
            n += 1;
        }
        if self.amulet == Some(Amulet::Action) {
            n += 1;
        }
        n.min(super::data::MAX_ACTIONS)
    }

    /// Attack the weapons always add: the two best, since a weapon won by Darius's Claws and
    /// Fangs before his roll waits beside the two slots until the battle's spoils are settled.
    pub fn weapon_attack(&self) -> u8 {
        let mut attacks: Vec<u8> = self.weapons.iter().map(|w| w.attack()).collect();
        attacks.sort_unstable_by(|a, b| b.cmp(a));
        attacks.iter().take(2).sum()
    }

    /// Soul stone points, in halves.
    pub fn half_points(&self) -> u16 {
        [SoulStone::Small, SoulStone::Large, SoulStone::Archstone]
            .iter()
            .map(|s| u16::from(self.stones[*s as usize]) * u16::from(s.half_points()))
            .sum()
    }
}

/// Everything on the table (the turn's bookkeeping apart).
#[derive(Clone, Debug, PartialEq)]
pub struct Board {
    /// The landscape laid so far.
    pub landscape: BTreeMap<Hex, Place>,
    /// The heroes, by seat.
    pub heroes: Vec<HeroState>,
    /// The tiles still to draw, the top last.
    pub deck: Vec<u8>,
    /// The army tokens in the bag (order is meaningless: drawn at random).
    pub bag: Vec<u8>,
    /// Praetorians still guarding the Dark General.
    pub praetorians: u8,
    /// The seat whose city has the Plague.
    pub plague: Option<Seat>,
    /// Whether Plague & Misery is played (a game option, on by default) [rulebook].
    pub plague_rule: bool,
    /// The seat that knows the deck's top tile: Darius, who put it back there.
    pub scout_top: Option<Seat>,
    /// The chance of dice and draws.
    pub rng: ChaCha8Rng,
}
