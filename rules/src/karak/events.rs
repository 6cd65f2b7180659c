//! Events: what happened, for the log and animations. Events are public information (the
//! Oracle's two drawn tokens are never named; the one she places is).

use super::board::Coord;
use super::data::{Item, TileType, Token};
use crate::Seat;
use serde::{Deserialize, Serialize};

/// Why dice were rolled.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum RollReason {
    /// Rolling for the starting player.
    StartingPlayer,
    /// The combat roll.
    Combat,
    /// Warrior, Double Attack.
    DoubleAttack,
    /// Warrior Princess, Dual Attack (one die).
    DualAttack,
    /// Swordsman, Combat Training (a 1 rolled again).
    CombatTraining,
}

/// Result of a combat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum CombatResult {
    /// Total above the strength (or a tie won by the Thief's Backstab).
    Victory,
    /// Total equal to the strength.
    Tie,
    /// Total below the strength.
    Defeat,
}

/// Why the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum EndReason {
    /// A hero defeated the dragon.
    DragonDefeated,
    /// Expert variant: a hero holds six treasures.
    SixTreasures,
}

/// Something that happened.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "type")]
pub enum Event {
    /// This seat begins the game.
    StartingPlayer {
        /// The seat.
        seat: Seat,
    },
    /// A turn begins.
    TurnStarted {
        /// Whose turn.
        seat: Seat,
    },
    /// An unconscious hero skips the turn and gets `hp` back.
    TurnSkipped {
        /// Who skips.
        seat: Seat,
        /// HP after.
        hp: u8,
    },
    /// A turn ended.
    TurnEnded {
        /// Whose turn ended.
        seat: Seat,
    },
    /// A hero stepped onto a discovered tile.
    Moved {
        /// Who.
        seat: Seat,
        /// From tile.
        from: u8,
        /// To tile.
        to: u8,
        /// Steps used this turn after the move.
        steps: u8,
    },
    /// A hero stepped through a wall (Wizard, Astral Walking).
    AstralWalked {
        /// Who.
        seat: Seat,
        /// To tile.
        to: u8,
    },
    /// A hero teleported between gates.
    Teleported {
        /// Who.
        seat: Seat,
        /// From gate.
        from: u8,
        /// To gate.
        to: u8,
    },
    /// The Warrior Princess charged across a monster (Aggressive Movement), paying 1 HP.
    Charged {
        /// Who.
        seat: Seat,
        /// The monster's tile.
        over: u8,
        /// HP after.
        hp: u8,
    },
    /// A tile was drawn from the stack (face up, rotation pending).
    TileDrawn {
        /// Who explores.
        seat: Seat,
        /// The tile.
        tile: TileType,
    },
    /// The drawn tile was placed and the hero moved onto it.
    TilePlaced {
        /// Who.
        seat: Seat,
        /// New tile index.
        index: u8,
        /// Where.
        at: Coord,
        /// The tile.
        tile: TileType,
        /// Quarter turns clockwise.
        rotation: u8,
    },
    /// The Oracle drew two tokens to choose from (not named here).
    OracleDrewTwo {
        /// The Oracle's seat.
        seat: Seat,
    },
    /// A token was placed in a room.
    TokenPlaced {
        /// The room tile.
        tile: u8,
        /// The token.
        token: Token,
    },
    /// The Oracle put a token back into the bag (not named).
    TokenReturned {
        /// The Oracle's seat.
        seat: Seat,
    },
    /// The Thief sneaked past a monster.
    Sneaked {
        /// Who.
        seat: Seat,
        /// The monster's tile.
        tile: u8,
    },
    /// A combat begins.
    CombatStarted {
        /// Who fights.
        seat: Seat,
        /// The monster's tile.
        tile: u8,
        /// The monster.
        monster: Token,
        /// Its strength.
        strength: u8,
    },
    /// Dice were rolled (`dice` are the dice after this roll).
    DiceRolled {
        /// Who rolled.
        seat: Seat,
        /// The dice.
        dice: [u8; 2],
        /// Why.
        reason: RollReason,
    },
    /// Magic Flames added to the combat.
    FlamesUsed {
        /// Who.
        seat: Seat,
        /// Whether the spell was discarded (not for the uncursed Wizard).
        consumed: bool,
    },
    /// The Warlock sacrificed 1 HP for +1.
    Sacrificed {
        /// Who.
        seat: Seat,
        /// HP after.
        hp: u8,
    },
    /// A combat was resolved, with the total broken down.
    CombatResolved {
        /// Who fought.
        seat: Seat,
        /// The monster.
        monster: Token,
        /// The dice.
        dice: [u8; 2],
        /// Weapons bonus.
        weapons: u8,
        /// Magic Flames bonus.
        spells: u8,
        /// Skill bonus (Foresight, Sacrifice).
        skill: u8,
        /// Total.
        total: u8,
        /// Monster's strength.
        strength: u8,
        /// Outcome.
        result: CombatResult,
    },
    /// A hero took loot (from a monster).
    Looted {
        /// Who.
        seat: Seat,
        /// The item.
        item: Item,
    },
    /// An item was left on a tile.
    ItemLeft {
        /// Who.
        seat: Seat,
        /// Tile.
        tile: u8,
        /// Item.
        item: Item,
    },
    /// An item was picked up from a tile.
    PickedUp {
        /// Who.
        seat: Seat,
        /// Tile.
        tile: u8,
        /// Item.
        item: Item,
    },
    /// A chest was opened with a key.
    ChestOpened {
        /// Who.
        seat: Seat,
        /// Tile.
        tile: u8,
    },
    /// A hero retreated along the path taken this turn.
    Retreated {
        /// Who.
        seat: Seat,
        /// From tile.
        from: u8,
        /// To tile.
        to: u8,
    },
    /// A hero lost HP.
    Wounded {
        /// Who.
        seat: Seat,
        /// HP after.
        hp: u8,
    },
    /// A hero fell unconscious (will skip the next turn).
    Unconscious {
        /// Who.
        seat: Seat,
    },
    /// The Warrior reincarnated at a fountain.
    Reincarnated {
        /// Who.
        seat: Seat,
        /// The fountain tile.
        fountain: u8,
    },
    /// A hero was healed to full HP.
    Healed {
        /// Who.
        seat: Seat,
        /// Where.
        tile: u8,
        /// HP after.
        hp: u8,
    },
    /// The curse was placed on a hero.
    Cursed {
        /// The cursed seat.
        seat: Seat,
        /// Who placed it.
        by: Seat,
    },
    /// The curse was left where it was.
    CurseKept {
        /// Who decided.
        by: Seat,
    },
    /// The curse was lifted.
    CurseLifted {
        /// Whose curse.
        seat: Seat,
    },
    /// A Portal of Healing was cast.
    PortalCast {
        /// Caster.
        seat: Seat,
        /// Hero moved.
        target: Seat,
        /// Fountain tile.
        fountain: u8,
    },
    /// The Warlock swapped places.
    Swapped {
        /// The Warlock.
        seat: Seat,
        /// The other hero.
        with: Seat,
    },
    /// The Swordsman rolled a 6 and may go on (Unstoppable).
    Unstoppable {
        /// Who.
        seat: Seat,
    },
    /// The game is over.
    GameOver {
        /// Why.
        reason: EndReason,
    },
}
