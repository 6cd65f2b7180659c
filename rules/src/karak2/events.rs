//! What happened, for the log, animations and replays. Everything in Karak 2 is public once it
//! happens (tiles are laid face up, armies drawn onto the table, dice rolled in the open); only
//! the order of the deck and the bag stays hidden, and no event carries it.

use serde::{Deserialize, Serialize};

use super::data::{Building, Face, Item, Resources, Reward, Unit};
use super::hex::Hex;
use crate::Seat;

/// Something that happened.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type")]
pub enum Event {
    /// Setup: each hero die's swords, and who starts (the highest; ties rolled again).
    StartingRolls {
        /// Swords rolled per seat in the last round of rolls (0 for seats out of the tie).
        swords: Vec<u8>,
        /// The starting seat.
        first: Seat,
    },
    /// A seat's turn begins with this many actions.
    TurnStarted {
        /// Whose turn.
        seat: Seat,
        /// Actions this turn.
        actions: u8,
    },
    /// An unconscious hero spends the turn getting three lives back.
    WokeUp {
        /// Whose hero.
        seat: Seat,
        /// Lives now.
        lives: u8,
    },
    /// A turn ends.
    TurnEnded {
        /// Whose turn.
        seat: Seat,
    },
    /// A hero steps onto a laid tile.
    Moved {
        /// Whose hero.
        seat: Seat,
        /// Where to.
        to: Hex,
    },
    /// A tile is drawn from the deck to be laid.
    TileDrawn {
        /// The deck's tile.
        tile: u8,
        /// Where it goes.
        at: Hex,
    },
    /// The drawn tile is laid, turned.
    TileLaid {
        /// The deck's tile.
        tile: u8,
        /// Where.
        at: Hex,
        /// Clockwise sixths.
        rotation: u8,
    },
    /// Army tokens drawn from the bag onto a tile.
    ArmiesDrawn {
        /// Where.
        at: Hex,
        /// The tokens (indices into the army table).
        tokens: Vec<u8>,
    },
    /// The Infernal Abyss is laid: the Dark General and his praetorians stand on it.
    GeneralRevealed {
        /// Where.
        at: Hex,
        /// Praetorians guarding him.
        praetorians: u8,
    },
    /// A hero heals.
    Healed {
        /// Whose hero.
        seat: Seat,
        /// Lives now.
        lives: u8,
    },
    /// A hero gathers resources.
    Gathered {
        /// Whose hero.
        seat: Seat,
        /// Where.
        at: Hex,
        /// What was taken.
        got: Resources,
    },
    /// A city is built.
    CityBuilt {
        /// Whose.
        seat: Seat,
        /// Where.
        at: Hex,
        /// What it cost.
        paid: Resources,
    },
    /// A building is built.
    BuildingBuilt {
        /// Whose city.
        seat: Seat,
        /// Which.
        building: Building,
        /// What it cost.
        paid: Resources,
    },
    /// A hero begins recruiting.
    RecruitingBegun {
        /// Whose hero.
        seat: Seat,
    },
    /// A unit joins an army (recruited, or raised by Xanros).
    UnitJoined {
        /// Whose army.
        seat: Seat,
        /// Which unit.
        unit: Unit,
    },
    /// A unit die goes back to the supply.
    UnitDismissed {
        /// Whose army.
        seat: Seat,
        /// Which unit.
        unit: Unit,
    },
    /// The Plague eradicated (or the hero healed fully) at Karak Castle.
    Eradicated {
        /// Whose hero.
        seat: Seat,
        /// Whether the Plague token left the hero's city.
        plague_lifted: bool,
    },
    /// A battle begins against this strength.
    BattleBegun {
        /// Whose hero.
        seat: Seat,
        /// Where.
        at: Hex,
        /// Whether the Dark General is fought.
        general: bool,
        /// The armies' (or the Dark General's) strength.
        strength: u8,
    },
    /// Darius's Claws and Fangs beats an army of strength 1 without a roll.
    ClawsAndFangs {
        /// Whose hero.
        seat: Seat,
        /// The token beaten.
        token: u8,
    },
    /// Dice rolled (or rolled again): the hero die and each unit die.
    Rolled {
        /// Whose hero.
        seat: Seat,
        /// The hero die's face.
        hero: Face,
        /// Each unit die and its face.
        units: Vec<(Unit, Face)>,
    },
    /// A Fireball cast: +1.
    FireballCast {
        /// Whose hero.
        seat: Seat,
    },
    /// The Amulet of Protection ignores the two skulls.
    Protected {
        /// Whose hero.
        seat: Seat,
    },
    /// The battle settled.
    Struck {
        /// Whose hero.
        seat: Seat,
        /// The attack.
        attack: u8,
        /// The strength fought.
        strength: u8,
        /// Whether the hero won.
        won: bool,
    },
    /// Unit dice that rolled a skull, back to the supply.
    UnitsLost {
        /// Whose army.
        seat: Seat,
        /// The units.
        units: Vec<Unit>,
    },
    /// A reward won.
    RewardWon {
        /// Whose hero.
        seat: Seat,
        /// What.
        reward: Reward,
    },
    /// A praetorian leaves the Dark General.
    PraetorianRemoved {
        /// Whose hero removed it.
        seat: Seat,
        /// Praetorians left.
        left: u8,
    },
    /// A lost battle sends the hero back.
    Retreated {
        /// Whose hero.
        seat: Seat,
        /// Where to.
        to: Hex,
    },
    /// A hero's lives after a battle.
    LivesNow {
        /// Whose hero.
        seat: Seat,
        /// Lives.
        lives: u8,
    },
    /// A hero falls unconscious.
    Unconscious {
        /// Whose hero.
        seat: Seat,
    },
    /// An item left on a tile.
    ItemDropped {
        /// Whose hero.
        seat: Seat,
        /// Where.
        at: Hex,
        /// What.
        item: Item,
    },
    /// Plague & Misery falls on a player.
    PlagueAndMisery {
        /// Who rolled the two skulls.
        seat: Seat,
        /// On whom it falls.
        target: Seat,
        /// The resources they lost.
        lost: Resources,
        /// Whether the Plague token went to their city.
        city: bool,
    },
    /// The Dark General is defeated: the game is over.
    GeneralDefeated {
        /// Whose hero.
        seat: Seat,
    },
    /// Items picked up from a tile.
    PickedUp {
        /// Whose hero.
        seat: Seat,
        /// Where.
        at: Hex,
        /// What.
        items: Vec<Item>,
    },
    /// Pickpocket cast.
    PickpocketCast {
        /// The caster.
        seat: Seat,
        /// On whose hero.
        on: Seat,
    },
    /// A resource taken by Pickpocket.
    Stolen {
        /// The caster.
        seat: Seat,
        /// From whose hero.
        from: Seat,
        /// What.
        got: Resources,
    },
    /// Darius draws two tiles (which ones: his alone until one is laid).
    ScoutDrew {
        /// Darius's seat.
        seat: Seat,
        /// The two tiles.
        tiles: [Option<u8>; 2],
    },
    /// Taia puts an army token back into the bag.
    ArmyReturned {
        /// Where it was drawn.
        at: Hex,
        /// The token.
        token: u8,
    },
    /// Lorraine's hawk brings the top tile.
    HawkeyeDrew {
        /// Lorraine's seat.
        seat: Seat,
        /// The tile.
        tile: u8,
    },
}
