//! Why an action is refused: names the rule the player broke, never the engine's state. Only
//! called on the error path, after the action was found illegal.
//!
//! In order: a skill the hero does not have (or has lost to the curse), whatever the decision;
//! an action that has no place in the pending decision, answered with what the rules require
//! first (or why the action has no place now); then the rule broken within the decision.

use super::board::{Cell, Dir};
use super::data::{HeroKind, Item, TileKind, Token, STEPS_PER_TURN};
use super::turn::{Action, Decision};
use super::Karak;
use crate::game::rule_codes;
use crate::RuleError;

rule_codes! {
    /// The rules of Karak a player can break, each with its stable code: the `rule` of every
    /// [`RuleError`] the game gives (and of the JSON API's refusals), which the UI translates.
    pub enum Rule {
        /// The game has ended: nobody acts any more.
        GameOver = "game over",
        /// Only the seat whose decision it is may act.
        NotYourTurn = "not your turn",
        /// The Thief's Stealth: sneaking past a monster, and fighting one where she stands only as
        /// her turn's first act.
        Stealth = "stealth",
        /// The Warrior Princess's Aggressive Movement: a charge across an adjacent monster's tile,
        /// for a step and 1 HP.
        AggressiveMovement = "aggressive movement",
        /// The Warlock's Magic Swap: changing places with another hero, as the turn's first act,
        /// for all four steps.
        MagicSwap = "magic swap",
        /// The Warlock's Sacrifice: 1 HP for +1, once per combat.
        Sacrifice = "sacrifice",
        /// The Warrior's Double Attack: rerolling both dice.
        DoubleAttack = "double attack",
        /// The Warrior Princess's Dual Attack: rerolling one of the two dice.
        DualAttack = "dual attack",
        /// The Oracle's Fateweaver: two tokens drawn for a room, one chosen.
        Fateweaver = "fateweaver",
        /// The Warrior's Reincarnation: at 0 HP he wakes at a discovered fountain.
        Reincarnation = "reincarnation",
        /// The Mummy's curse: a cursed hero has no skills; its winner places it on another hero.
        Curse = "curse",
        /// A hero has four steps a turn.
        FourSteps = "four steps",
        /// A fight needs a monster on the hero's tile.
        Fight = "fight",
        /// A tile drawn is turned so that an exit leads back to the hero's tile.
        TileRotation = "tile rotation",
        /// Magic Flames are burnt in a combat, after the roll, while the hero holds some.
        MagicFlames = "magic flames",
        /// Items are left only when a class is over its slots, and only items held.
        LeaveItems = "leave items",
        /// A locked chest on the hero's tile opens with a key.
        Chest = "chest",
        /// Picking up needs items lying on the hero's tile.
        PickUp = "pick up",
        /// The Portal of Healing sends a hero of the game to a discovered fountain.
        PortalOfHealing = "portal of healing",
        /// Any other action that has no place now.
        IllegalAction = "illegal action",
        /// Exploring: toward an empty cell through an exit of the hero's tile, while tiles are
        /// left; a drawn tile is placed first.
        Exploring = "exploring",
        /// A monster met is fought (or sneaked past) before anything else.
        MonsterBlocks = "a monster blocks the way",
        /// A combat's order: the reroll right after the roll, then Magic Flames and Sacrifice.
        CombatOrder = "combat order",
        /// Items over the inventory's limits are left on the tile first.
        InventoryLimits = "inventory limits",
        /// The curse won from a Mummy is placed (or kept) before anything else.
        MummysCurse = "mummy's curse",
        /// Rerolls, spells and resolving belong to a combat under way.
        Combat = "combat",
        /// Teleporting goes from a gate to another discovered gate.
        Teleportation = "teleportation",
        /// A step between discovered tiles needs an exit on both touching sides.
        ConnectedExits = "connected exits",
        /// A step cannot leave the board.
        BoardEdge = "board edge",
    }
}

fn e(rule: Rule, detail: &'static str) -> RuleError {
    RuleError::new(rule, detail)
}

/// The skill an action uses: the hero who has it, the rule's name and what it is.
fn skill_of(action: &Action) -> Option<(HeroKind, Rule, &'static str)> {
    Some(match action {
        Action::Sneak | Action::Fight => (
            HeroKind::Thief,
            Rule::Stealth,
            "sneaking past a monster, or choosing when to fight it, is the Thief's skill",
        ),
        Action::Charge { .. } => (
            HeroKind::WarriorPrincess,
            Rule::AggressiveMovement,
            "charging across a monster's tile is the Warrior Princess's skill",
        ),
        Action::Swap(_) => (
            HeroKind::Warlock,
            Rule::MagicSwap,
            "swapping places with another hero is the Warlock's skill",
        ),
        Action::Sacrifice => (
            HeroKind::Warlock,
            Rule::Sacrifice,
            "paying an HP for +1 is the Warlock's skill",
        ),
        Action::Reroll => (
            HeroKind::Warrior,
            Rule::DoubleAttack,
            "rerolling both dice is the Warrior's skill",
        ),
        Action::RerollDie(_) => (
            HeroKind::WarriorPrincess,
            Rule::DualAttack,
            "rerolling one die is the Warrior Princess's skill",
        ),
        Action::ChooseToken(_) => (
            HeroKind::Oracle,
            Rule::Fateweaver,
            "drawing two tokens and choosing one is the Oracle's skill",
        ),
        Action::Reincarnate(_) => (
            HeroKind::Warrior,
            Rule::Reincarnation,
            "waking at a fountain after losing the last HP is the Warrior's skill",
        ),
        _ => return None,
    })
}

/// Whether `action` is one of the answers of decision `d` (legal or not). The Portal of
/// Healing may interrupt any decision.
fn answers(d: Decision, action: &Action) -> bool {
    match d {
        Decision::Move => matches!(
            action,
            Action::Step(_)
                | Action::Charge { .. }
                | Action::Teleport(_)
                | Action::Fight
                | Action::OpenChest
                | Action::PickUp
                | Action::Portal { .. }
                | Action::Swap(_)
                | Action::EndTurn
        ),
        Decision::GameOver => false,
        _ if matches!(action, Action::Portal { .. }) => true,
        Decision::Rotate { .. } => matches!(action, Action::Rotate(_)),
        Decision::FightOrSneak => matches!(action, Action::Fight | Action::Sneak),
        Decision::ChooseToken { .. } => matches!(action, Action::ChooseToken(_)),
        Decision::Reroll => matches!(
            action,
            Action::Reroll | Action::RerollDie(_) | Action::KeepRoll
        ),
        Decision::Spells => matches!(
            action,
            Action::UseFlames | Action::Sacrifice | Action::Resolve
        ),
        Decision::LeaveItems => matches!(action, Action::Leave(_)),
        Decision::Curse => matches!(action, Action::Curse(_) | Action::KeepCurse),
        Decision::Reincarnate => matches!(action, Action::Reincarnate(_)),
    }
}

/// Whether `action` is one of a combat's answers (rerolls, spells, resolving).
fn is_combat_action(action: &Action) -> bool {
    matches!(
        action,
        Action::Reroll
            | Action::RerollDie(_)
            | Action::KeepRoll
            | Action::UseFlames
            | Action::Sacrifice
            | Action::Resolve
    )
}

impl Karak {
    pub(crate) fn why_illegal(&self, action: &Action) -> RuleError {
        let seat = self.active();
        let hero = self.hero(seat);
        if let Some((kind, rule, what)) = skill_of(action) {
            if hero.kind != kind {
                return e(rule, what);
            }
            if self.core.curse == Some(seat) {
                return e(Rule::Curse, "a cursed hero has no skills");
            }
        }
        let d = self.turn.decision;
        if !answers(d, action) {
            return self.why_not_now(d, action);
        }
        let steps_left = self.turn.steps < STEPS_PER_TURN;
        match *action {
            Action::Step(_) | Action::Charge { .. } | Action::Teleport(_) if !steps_left => {
                e(Rule::FourSteps, "all four steps of this turn are used")
            }
            Action::Step(dir) => self.why_step(dir),
            Action::Charge { .. } => {
                if hero.hp < 2 {
                    e(Rule::AggressiveMovement, "charging costs 1 HP and needs at least 2 HP")
                } else {
                    e(
                        Rule::AggressiveMovement,
                        "charge across an adjacent, connected monster's tile onto a connected or explorable cell beyond it",
                    )
                }
            }
            Action::Teleport(_) => self.why_teleport(),
            Action::Fight => {
                if self.core.board.tile(hero.pos).is_none_or(|t| !t.has_monster()) {
                    e(Rule::Fight, "there is no monster on this tile")
                } else {
                    e(
                        Rule::Stealth,
                        "she fights where she stands only as her turn's first act; later, by stepping onto a monster's tile",
                    )
                }
            }
            Action::Rotate(_) => e(
                Rule::TileRotation,
                "the new tile needs an exit back toward the hero's tile (rotations with identical exits: use the smallest)",
            ),
            Action::RerollDie(_) => e(Rule::DualAttack, "reroll die 0 or die 1"),
            Action::UseFlames => e(Rule::MagicFlames, "no Magic Flames left to use"),
            Action::Sacrifice => e(Rule::Sacrifice, "once per combat, and only with HP left"),
            Action::ChooseToken(_) => e(Rule::Fateweaver, "choose one of the two tokens drawn"),
            Action::Leave(item) => {
                if hero.inv[item.index()] == 0 {
                    e(Rule::LeaveItems, "you do not hold that item")
                } else {
                    e(Rule::LeaveItems, "leave an item of a class that is over its slots")
                }
            }
            Action::Curse(s) => {
                if s.0 == seat {
                    e(Rule::Curse, "the curse goes on another hero")
                } else if s.0 >= self.core.players {
                    e(Rule::Curse, "no such seat")
                } else {
                    e(Rule::Curse, "that hero already holds the curse: keep it instead")
                }
            }
            Action::KeepCurse => e(Rule::Curse, "the curse is not out yet: place it on another hero"),
            Action::OpenChest => {
                let chest = self
                    .core
                    .board
                    .tile(hero.pos)
                    .is_some_and(|t| t.token == Some(Token::Chest));
                if !chest {
                    e(Rule::Chest, "there is no locked chest on this tile")
                } else {
                    e(Rule::Chest, "opening a chest needs a key")
                }
            }
            Action::PickUp => e(Rule::PickUp, "no items lie on this tile"),
            Action::Portal { target, .. } => {
                if hero.inv[Item::PortalOfHealing.index()] == 0 {
                    e(Rule::PortalOfHealing, "you hold no Portal of Healing")
                } else if target.0 == seat && d != Decision::Move {
                    e(
                        Rule::PortalOfHealing,
                        "while a tile is placed, a monster met or fought, loot left or the curse placed, your hero stays on its tile: cast it on another hero, or afterwards",
                    )
                } else {
                    e(Rule::PortalOfHealing, "target a seat in the game and a discovered fountain")
                }
            }
            Action::Swap(other) => {
                if self.turn.acted || self.turn.steps > 0 {
                    e(Rule::MagicSwap, "it costs all four steps: only as the turn's first act")
                } else if other.0 == seat || other.0 >= self.core.players {
                    e(Rule::MagicSwap, "swap with another hero in the game")
                } else {
                    e(Rule::MagicSwap, "that hero stands on your tile: swapping changes nothing")
                }
            }
            Action::Reincarnate(_) => {
                e(Rule::Reincarnation, "the Warrior reincarnates on a discovered fountain")
            }
            _ => RuleError::new(Rule::IllegalAction, format!("{action:?} is not legal now")),
        }
    }

    /// An action that has no place in decision `d`: what the rules require first, or, in the
    /// main decision, why the action has no place now.
    fn why_not_now(&self, d: Decision, action: &Action) -> RuleError {
        match d {
            Decision::Rotate { .. } => e(
                Rule::Exploring,
                "place the drawn tile first: choose its rotation",
            ),
            Decision::FightOrSneak => e(
                Rule::MonsterBlocks,
                "fight it or sneak past it first",
            ),
            Decision::ChooseToken { .. } => e(
                Rule::Fateweaver,
                "choose which of the two drawn tokens to place first",
            ),
            Decision::Reroll if is_combat_action(action) => e(
                Rule::CombatOrder,
                "reroll or keep the dice first; Magic Flames and Sacrifice come after",
            ),
            Decision::Spells if is_combat_action(action) => e(
                Rule::CombatOrder,
                "the dice are kept: a reroll comes right after the roll",
            ),
            Decision::Reroll | Decision::Spells => e(
                Rule::MonsterBlocks,
                "fight it first: finish the combat",
            ),
            Decision::LeaveItems => e(
                Rule::InventoryLimits,
                "first leave the items over your limits on this tile",
            ),
            Decision::Curse => e(
                Rule::MummysCurse,
                "place the curse first (or keep it where it is)",
            ),
            Decision::Reincarnate => e(
                Rule::Reincarnation,
                "choose the fountain to wake up at first",
            ),
            Decision::GameOver => e(Rule::GameOver, "the game has ended"),
            Decision::Move => match action {
                Action::Rotate(_) => e(
                    Rule::Exploring,
                    "no tile is drawn: explore by stepping toward an empty cell",
                ),
                Action::Sneak => e(
                    Rule::Stealth,
                    "she sneaks past a monster as she steps onto its tile",
                ),
                Action::ChooseToken(_) => e(Rule::Fateweaver, "no tokens are drawn"),
                Action::UseFlames => e(
                    Rule::MagicFlames,
                    "Magic Flames are used in a combat, after the roll",
                ),
                Action::Reroll
                | Action::RerollDie(_)
                | Action::KeepRoll
                | Action::Sacrifice
                | Action::Resolve => e(
                    Rule::Combat,
                    "no combat is running: a combat starts by stepping onto a monster's tile",
                ),
                Action::Leave(_) => e(
                    Rule::LeaveItems,
                    "items are left only when the inventory is over its limits; there is no dropping",
                ),
                Action::Curse(_) | Action::KeepCurse => e(
                    Rule::Curse,
                    "the curse is placed by the winner against a Mummy",
                ),
                Action::Reincarnate(_) => e(
                    Rule::Reincarnation,
                    "the Warrior reincarnates when he loses his last HP",
                ),
                _ => RuleError::new(Rule::IllegalAction, format!("{action:?} is not legal now")),
            },
        }
    }

    fn why_teleport(&self) -> RuleError {
        let board = &self.core.board;
        let pos = self.hero(self.active()).pos;
        if board
            .tile(pos)
            .is_none_or(|t| t.tile.kind != TileKind::Gate)
        {
            e(
                Rule::Teleportation,
                "teleporting starts on a teleportation gate",
            )
        } else if board.tiles_of(TileKind::Gate).nth(1).is_none() {
            e(
                Rule::Teleportation,
                "one gate alone does not work: a second gate must be discovered",
            )
        } else {
            e(
                Rule::Teleportation,
                "the target must be another discovered gate",
            )
        }
    }

    fn why_step(&self, dir: Dir) -> RuleError {
        let pos = self.hero(self.active()).pos;
        let board = &self.core.board;
        match board.neighbour(pos, dir) {
            Cell::Tile(_) => e(
                Rule::ConnectedExits,
                "a step between discovered tiles needs an exit on both touching sides",
            ),
            Cell::Empty if !self.stack_left() => e(Rule::Exploring, "no tiles are left to draw"),
            Cell::Empty => e(
                Rule::Exploring,
                "exploring needs an exit of your tile toward the empty cell",
            ),
            Cell::Off => e(Rule::BoardEdge, "no cell there"),
        }
    }
}
