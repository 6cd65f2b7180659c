//! Why an action is refused: names the rule it breaks. Only called on the error path, after the
//! action was found missing from the exact list of legal actions.

use super::board::{Cell, Dir};
use super::data::{HeroKind, Item, TileKind, Token, STEPS_PER_TURN};
use super::turn::{Action, Decision};
use super::Karak;
use crate::RuleError;

fn e(rule: &'static str, detail: &'static str) -> RuleError {
    RuleError::new(rule, detail)
}

impl Karak {
    pub(crate) fn why_illegal(&self, action: &Action) -> RuleError {
        let d = self.turn.decision;
        let expected = match d {
            Decision::Move => matches!(
                action,
                Action::Step(_)
                    | Action::Charge { .. }
                    | Action::Teleport(_)
                    | Action::OpenChest
                    | Action::PickUp
                    | Action::Portal { .. }
                    | Action::Swap(_)
                    | Action::EndTurn
            ),
            Decision::Rotate { .. } => matches!(action, Action::Rotate(_)),
            Decision::FightOrSneak => matches!(action, Action::Fight | Action::Sneak),
            Decision::ChooseToken { .. } => matches!(action, Action::ChooseToken(_)),
            Decision::Reroll => {
                matches!(
                    action,
                    Action::Reroll | Action::RerollDie(_) | Action::KeepRoll
                )
            }
            Decision::Spells => {
                matches!(
                    action,
                    Action::UseFlames | Action::Sacrifice | Action::Resolve
                )
            }
            Decision::LeaveItems => matches!(action, Action::Leave(_)),
            Decision::Curse => matches!(action, Action::Curse(_) | Action::KeepCurse),
            Decision::Reincarnate => matches!(action, Action::Reincarnate(_)),
            Decision::GameOver => false,
        };
        if !expected {
            return RuleError::new(
                "pending decision",
                format!("{action:?} does not answer the pending decision {d:?}"),
            );
        }
        let seat = self.active();
        let hero = self.hero(seat);
        let cursed = self.core.curse == Some(seat);
        let skill = |kind: HeroKind, name: &'static str| -> Option<RuleError> {
            if hero.kind != kind {
                Some(RuleError::new(
                    "hero skill",
                    format!("only the {kind:?} has {name}"),
                ))
            } else if cursed {
                Some(RuleError::new("curse", "a cursed hero cannot use skills"))
            } else {
                None
            }
        };
        let steps_left = self.turn.steps < STEPS_PER_TURN;
        match *action {
            Action::Step(dir) | Action::Charge { over: dir, .. } if !steps_left => {
                let _ = dir;
                e("four steps", "all four steps of this turn are used")
            }
            Action::Step(dir) => self.why_step(dir),
            Action::Charge { .. } => skill(HeroKind::WarriorPrincess, "Aggressive Movement")
                .unwrap_or_else(|| {
                    if hero.hp < 2 {
                        e("aggressive movement", "charging costs 1 HP and needs at least 2 HP")
                    } else {
                        e(
                            "aggressive movement",
                            "charge across an adjacent, connected monster's tile onto a connected or explorable cell beyond it",
                        )
                    }
                }),
            Action::Teleport(_) => {
                if !steps_left {
                    e("four steps", "all four steps of this turn are used")
                } else if self
                    .core
                    .board
                    .tile(hero.pos)
                    .is_none_or(|t| t.tile.kind != TileKind::Gate)
                {
                    e("teleportation", "teleporting starts on a teleportation gate")
                } else {
                    e("teleportation", "the target must be another discovered gate")
                }
            }
            Action::Rotate(_) => e(
                "tile rotation",
                "the new tile needs an exit back toward the hero's tile (rotations with identical exits: use the smallest)",
            ),
            Action::RerollDie(_) | Action::Reroll => {
                skill(HeroKind::Warrior, "Double Attack").unwrap_or_else(|| {
                    e("reroll", "the Warrior rerolls both dice, the Warrior Princess one die (0 or 1)")
                })
            }
            Action::UseFlames => e("magic flames", "no Magic Flames left to use"),
            Action::Sacrifice => skill(HeroKind::Warlock, "Sacrifice")
                .unwrap_or_else(|| e("sacrifice", "once per combat, and only with HP left")),
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
            Action::Portal { .. } => {
                if hero.inv[Item::PortalOfHealing.index()] == 0 {
                    e("portal of healing", "you hold no Portal of Healing")
                } else {
                    e("portal of healing", "target a seat in the game and a discovered fountain")
                }
            }
            Action::Swap(_) => skill(HeroKind::Warlock, "Magic Swap").unwrap_or_else(|| {
                if self.turn.acted || self.turn.steps > 0 {
                    e("magic swap", "it costs all four steps: only as the turn's first act")
                } else {
                    e(
                        "magic swap",
                        "swap with another hero on another tile, not standing on a monster",
                    )
                }
            }),
            Action::Reincarnate(_) => {
                e("reincarnation", "the Warrior reincarnates on a discovered fountain")
            }
            _ => RuleError::new("illegal action", format!("{action:?} is not legal now")),
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
