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
use crate::RuleError;

fn e(rule: &'static str, detail: &'static str) -> RuleError {
    RuleError::new(rule, detail)
}

/// The skill an action uses: the hero who has it, the rule's name and what it is.
fn skill_of(action: &Action) -> Option<(HeroKind, &'static str, &'static str)> {
    Some(match action {
        Action::Sneak | Action::Fight => (
            HeroKind::Thief,
            "stealth",
            "sneaking past a monster, or choosing when to fight it, is the Thief's skill",
        ),
        Action::Charge { .. } => (
            HeroKind::WarriorPrincess,
            "aggressive movement",
            "charging across a monster's tile is the Warrior Princess's skill",
        ),
        Action::Swap(_) => (
            HeroKind::Warlock,
            "magic swap",
            "swapping places with another hero is the Warlock's skill",
        ),
        Action::Sacrifice => (
            HeroKind::Warlock,
            "sacrifice",
            "paying an HP for +1 is the Warlock's skill",
        ),
        Action::Reroll => (
            HeroKind::Warrior,
            "double attack",
            "rerolling both dice is the Warrior's skill",
        ),
        Action::RerollDie(_) => (
            HeroKind::WarriorPrincess,
            "dual attack",
            "rerolling one die is the Warrior Princess's skill",
        ),
        Action::ChooseToken(_) => (
            HeroKind::Oracle,
            "fateweaver",
            "drawing two tokens and choosing one is the Oracle's skill",
        ),
        Action::Reincarnate(_) => (
            HeroKind::Warrior,
            "reincarnation",
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
                return e("curse", "a cursed hero has no skills");
            }
        }
        let d = self.turn.decision;
        if !answers(d, action) {
            return self.why_not_now(d, action);
        }
        let steps_left = self.turn.steps < STEPS_PER_TURN;
        match *action {
            Action::Step(_) | Action::Charge { .. } | Action::Teleport(_) if !steps_left => {
                e("four steps", "all four steps of this turn are used")
            }
            Action::Step(dir) => self.why_step(dir),
            Action::Charge { .. } => {
                if hero.hp < 2 {
                    e("aggressive movement", "charging costs 1 HP and needs at least 2 HP")
                } else {
                    e(
                        "aggressive movement",
                        "charge across an adjacent, connected monster's tile onto a connected or explorable cell beyond it",
                    )
                }
            }
            Action::Teleport(_) => self.why_teleport(),
            Action::Fight => {
                if self.core.board.tile(hero.pos).is_none_or(|t| !t.has_monster()) {
                    e("fight", "there is no monster on this tile")
                } else {
                    e(
                        "stealth",
                        "she fights where she stands only as her turn's first act; later, by stepping onto a monster's tile",
                    )
                }
            }
            Action::Rotate(_) => e(
                "tile rotation",
                "the new tile needs an exit back toward the hero's tile (rotations with identical exits: use the smallest)",
            ),
            Action::RerollDie(_) => e("dual attack", "reroll die 0 or die 1"),
            Action::UseFlames => e("magic flames", "no Magic Flames left to use"),
            Action::Sacrifice => e("sacrifice", "once per combat, and only with HP left"),
            Action::ChooseToken(_) => e("fateweaver", "choose one of the two tokens drawn"),
            Action::Leave(item) => {
                if hero.inv[item.index()] == 0 {
                    e("leave items", "you do not hold that item")
                } else {
                    e("leave items", "leave an item of a class that is over its slots")
                }
            }
            Action::Curse(s) => {
                if s.0 == seat {
                    e("curse", "the curse goes on another hero")
                } else if s.0 >= self.core.players {
                    e("curse", "no such seat")
                } else {
                    e("curse", "that hero already holds the curse: keep it instead")
                }
            }
            Action::KeepCurse => e("curse", "the curse is not out yet: place it on another hero"),
            Action::OpenChest => {
                let chest = self
                    .core
                    .board
                    .tile(hero.pos)
                    .is_some_and(|t| t.token == Some(Token::Chest));
                if !chest {
                    e("chest", "there is no locked chest on this tile")
                } else {
                    e("chest", "opening a chest needs a key")
                }
            }
            Action::PickUp => e("pick up", "no items lie on this tile"),
            Action::Portal { target, .. } => {
                if hero.inv[Item::PortalOfHealing.index()] == 0 {
                    e("portal of healing", "you hold no Portal of Healing")
                } else if target.0 == seat && d != Decision::Move {
                    e(
                        "portal of healing",
                        "while a tile is placed, a monster met or fought, loot left or the curse placed, your hero stays on its tile: cast it on another hero, or afterwards",
                    )
                } else {
                    e("portal of healing", "target a seat in the game and a discovered fountain")
                }
            }
            Action::Swap(other) => {
                if self.turn.acted || self.turn.steps > 0 {
                    e("magic swap", "it costs all four steps: only as the turn's first act")
                } else if other.0 == seat || other.0 >= self.core.players {
                    e("magic swap", "swap with another hero in the game")
                } else {
                    e("magic swap", "that hero stands on your tile: swapping changes nothing")
                }
            }
            Action::Reincarnate(_) => {
                e("reincarnation", "the Warrior reincarnates on a discovered fountain")
            }
            _ => RuleError::new("illegal action", format!("{action:?} is not legal now")),
        }
    }

    /// An action that has no place in decision `d`: what the rules require first, or, in the
    /// main decision, why the action has no place now.
    fn why_not_now(&self, d: Decision, action: &Action) -> RuleError {
        match d {
            Decision::Rotate { .. } => e(
                "exploring",
                "place the drawn tile first: choose its rotation",
            ),
            Decision::FightOrSneak => e(
                "a monster blocks the way",
                "fight it or sneak past it first",
            ),
            Decision::ChooseToken { .. } => e(
                "fateweaver",
                "choose which of the two drawn tokens to place first",
            ),
            Decision::Reroll if is_combat_action(action) => e(
                "combat order",
                "reroll or keep the dice first; Magic Flames and Sacrifice come after",
            ),
            Decision::Spells if is_combat_action(action) => e(
                "combat order",
                "the dice are kept: a reroll comes right after the roll",
            ),
            Decision::Reroll | Decision::Spells => e(
                "a monster blocks the way",
                "fight it first: finish the combat",
            ),
            Decision::LeaveItems => e(
                "inventory limits",
                "first leave the items over your limits on this tile",
            ),
            Decision::Curse => e(
                "mummy's curse",
                "place the curse first (or keep it where it is)",
            ),
            Decision::Reincarnate => e(
                "reincarnation",
                "choose the fountain to wake up at first",
            ),
            Decision::GameOver => e("game over", "the game has ended"),
            Decision::Move => match action {
                Action::Rotate(_) => e(
                    "exploring",
                    "no tile is drawn: explore by stepping toward an empty cell",
                ),
                Action::Sneak => e(
                    "stealth",
                    "she sneaks past a monster as she steps onto its tile",
                ),
                Action::ChooseToken(_) => e("fateweaver", "no tokens are drawn"),
                Action::UseFlames => e(
                    "magic flames",
                    "Magic Flames are used in a combat, after the roll",
                ),
                Action::Reroll
                | Action::RerollDie(_)
                | Action::KeepRoll
                | Action::Sacrifice
                | Action::Resolve => e(
                    "combat",
                    "no combat is running: a combat starts by stepping onto a monster's tile",
                ),
                Action::Leave(_) => e(
                    "leave items",
                    "items are left only when the inventory is over its limits; there is no dropping",
                ),
                Action::Curse(_) | Action::KeepCurse => e(
                    "curse",
                    "the curse is placed by the winner against a Mummy",
                ),
                Action::Reincarnate(_) => e(
                    "reincarnation",
                    "the Warrior reincarnates when he loses his last HP",
                ),
                _ => RuleError::new("illegal action", format!("{action:?} is not legal now")),
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
                "teleportation",
                "teleporting starts on a teleportation gate",
            )
        } else if board.tiles_of(TileKind::Gate).nth(1).is_none() {
            e(
                "teleportation",
                "one gate alone does not work: a second gate must be discovered",
            )
        } else {
            e(
                "teleportation",
                "the target must be another discovered gate",
            )
        }
    }

    fn why_step(&self, dir: Dir) -> RuleError {
        let pos = self.hero(self.active()).pos;
        let board = &self.core.board;
        match board.neighbour(pos, dir) {
            Cell::Tile(_) => e(
                "connected exits",
                "a step between discovered tiles needs an exit on both touching sides",
            ),
            Cell::Empty if !self.stack_left() => e("exploring", "no tiles are left to draw"),
            Cell::Empty => e(
                "exploring",
                "exploring needs an exit of your tile toward the empty cell",
            ),
            Cell::Off => e("board edge", "no cell there"),
        }
    }
}
