//! A turn of Karak 2 [rulebook: "Playing the game", "Movement and actions", "End of turn"]:
//! the actions a player may take, the decision pending, and the turn's bookkeeping.
//!
//! A turn has 2 actions (stable +1, Amulet of Action +1, at most 4). Before each action the hero
//! may move one tile; moving without acting spends the action ("continue with another movement
//! and subsequent action if the player still has that available"), and nothing moves after the
//! last action. A battle ends the turn.

use serde::{Deserialize, Serialize};

use super::data::{Building, Face, Item, Resource, Slot, Unit};
use super::hex::{Direction, Hex};
use crate::Seat;

/// Unit dice chosen for a roll, counted by [`Unit`] (indexed as [`super::data::UNITS`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Army(pub [u8; 6]);

impl Army {
    /// How many `unit` dice.
    pub fn count(self, unit: Unit) -> u8 {
        self.0[unit as usize]
    }

    /// Every die of it.
    pub fn total(self) -> u8 {
        self.0.iter().sum()
    }
}

/// A player's decision. Small and `Copy`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// End the turn now, with actions left unused.
    #[default]
    EndTurn,
    /// Before an action: step onto the laid tile in this direction (no chasm between).
    Move(Direction),
    /// Before an action: enter the unexplored hexagon in this direction; the top tile of the
    /// deck is drawn and laid there.
    Explore(Direction),
    /// Lay the drawn tile turned clockwise by this many sixths (one that lets the hero in, or
    /// for Lorraine's Hawkeye one that connects to the landscape).
    PlaceTile(u8),
    /// Heal 2 lives.
    Heal,
    /// Gather the tile's resources (the Amulet of Resources' extra one of this kind, when the
    /// tile has two kinds).
    Gather(Option<Resource>),
    /// Build the city here (Taia pays one resource less: this one).
    BuildCity(Option<Resource>),
    /// Build a building in the city here (Taia pays one resource less: this one).
    Build(Building, Option<Resource>),
    /// Begin recruiting in the city here.
    Recruit,
    /// Recruiting: one more unit of this kind, paid.
    Enlist(Unit),
    /// Recruiting: return a unit die of this kind to the supply, to make room.
    Dismiss(Unit),
    /// Building or recruiting: done (at the portal: not going through after all).
    Done,
    /// Xanros's Necromancy: raise a Skeleton (an action).
    Raise,
    /// Eradicate the Plague at Karak Castle (and heal fully).
    Eradicate,
    /// Battle, before the roll: one more die of this unit to roll ("you must decide which dice
    /// to roll and which not to roll before the actual roll").
    Choose(Unit),
    /// Battle, before the roll: one die of this unit fewer.
    Unchoose(Unit),
    /// Battle: roll the hero die and the unit dice chosen.
    Roll,
    /// Battle, Elspeth's Combat Finesse: roll the hero die again, once a battle.
    RerollHero,
    /// Battle, Horan's War Strategy: roll every unit die rolled again, once a battle.
    RerollUnits,
    /// Battle, after the roll: cast a Fireball, +1.
    Fireball,
    /// Battle, the Amulet of Protection: ignore the two-skull face rolled.
    Protect,
    /// Battle: count the attack and settle the battle.
    Strike,
    /// A resource cart's reward (three in all) or a Pickpocket's (two): take one resource of
    /// this kind.
    Take(Resource),
    /// A slot is over-full: leave this item on the tile.
    Drop(Item),
    /// Two skulls rolled: Plague & Misery falls on this seat.
    Plague(Seat),
    /// Pick up every item lying on the tile (an action).
    PickUp,
    /// Cast Pickpocket on this seat's hero (no action).
    Pickpocket(Seat),
    /// Darius: lay this of the two tiles drawn; the other goes back on top.
    KeepTile(u8),
    /// Taia: put this of the army tokens drawn back into the bag.
    ReturnArmy(u8),
    /// Lorraine's Hawkeye: draw the top tile to lay anywhere (no action, once a turn).
    Hawkeye,
    /// Lay the Hawkeye tile at this hexagon (its turning is asked next).
    LayAt(Hex),
    /// Elspeth's Magic Run: this many tiles (1 to 3) in a straight line, the move before an
    /// action, once a turn.
    Run(Direction, u8),
    /// Step into the city's portal (once a turn, the move before an action); where to is asked
    /// next.
    Portal,
    /// Through the portal to this tile.
    PortalTo(Hex),
}

/// The question pending for the seat to act.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Decision {
    /// Move, act or end the turn.
    Act,
    /// How to turn the tile just drawn, laid at `at`, entered from `from`.
    PlaceTile {
        /// The deck's tile.
        tile: u8,
        /// Where it is laid.
        at: Hex,
        /// Where the hero comes from.
        from: Hex,
    },
    /// Darius: which of the two tiles drawn to lay at `at`.
    ChooseTile {
        /// The two tiles.
        tiles: [u8; 2],
        /// Where the kept one goes.
        at: Hex,
        /// Where the hero comes from.
        from: Hex,
    },
    /// Taia: which army token drawn onto `at` goes back into the bag.
    ReturnArmy {
        /// The new tile.
        at: Hex,
    },
    /// Lorraine: where to lay the Hawkeye tile.
    LayTile {
        /// The deck's tile.
        tile: u8,
    },
    /// Lorraine: how to turn the Hawkeye tile laid at `at`.
    TurnLaid {
        /// The deck's tile.
        tile: u8,
        /// Where it goes.
        at: Hex,
    },
    /// Where the portal goes: from the city to any laid tile, or to the city (or back out with
    /// [`Action::Done`]).
    PortalTo,
    /// Building in the city (one action, any number of buildings): build more, or done.
    Building,
    /// Recruiting in the city (one action, any number of units): enlist, dismiss, done.
    Recruiting,
    /// A battle on the hero's tile: which unit dice to roll (chosen one by one), then roll.
    Battle,
    /// The dice are rolled: rerolls, spells, the amulet, then strike.
    Rolled,
    /// A resource cart won: resources left to take.
    Cart(u8),
    /// More items of this slot than it holds: one to leave on the tile.
    Drop(Slot),
    /// Two skulls: whom Plague & Misery falls on.
    PlagueTarget,
    /// Pickpocket: resources still to take from this seat's hero.
    Steal {
        /// The hero robbed.
        from: Seat,
        /// Resources still to take.
        left: u8,
    },
    /// The game is over.
    Over,
}

/// A battle under way.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Battle {
    /// Where it is fought.
    pub at: Hex,
    /// Whether the Dark General is fought.
    pub general: bool,
    /// The hero die's face.
    pub hero: Face,
    /// Each unit die rolled and its face.
    pub units: Vec<(Unit, Face)>,
    /// Fireballs cast.
    pub fireballs: u8,
    /// Whether the hero die was rolled again (Elspeth).
    pub hero_rerolled: bool,
    /// Whether the unit dice were rolled again (Horan).
    pub units_rerolled: bool,
    /// Whether the Amulet of Protection ignores the two skulls.
    pub protected: bool,
    /// Whether Plague & Misery is still to fall (two skulls rolled, the rule played).
    pub plague_due: bool,
    /// Resources of won resource carts still to take.
    pub cart: u8,
    /// The unit dice chosen for the roll.
    pub chosen: Army,
}

/// The turn's bookkeeping.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Turn {
    /// Whose turn it is.
    pub seat: Seat,
    /// Actions left this turn.
    pub actions_left: u8,
    /// Whether the hero has moved since its last action (a second move spends an action).
    pub moved: bool,
    /// Tiles gathered from this turn: "the player can be Gathering Resources from each
    /// landscape tile only once" [rulebook].
    pub gathered: Vec<Hex>,
    /// What is asked now.
    pub decision: Decision,
    /// The battle under way.
    pub battle: Option<Battle>,
    /// Whether Lorraine's Hawkeye was used this turn.
    pub hawkeye_used: bool,
    /// Whether Elspeth's Magic Run was used this turn.
    pub run_used: bool,
    /// Whether the portal was used this turn.
    pub portal_used: bool,
}

impl Turn {
    /// The start of `seat`'s turn with `actions` actions.
    pub fn new(seat: Seat, actions: u8) -> Turn {
        Turn {
            seat,
            actions_left: actions,
            moved: false,
            gathered: Vec::new(),
            decision: Decision::Act,
            battle: None,
            hawkeye_used: false,
            run_used: false,
            portal_used: false,
        }
    }
}
