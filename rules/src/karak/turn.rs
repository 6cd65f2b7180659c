//! Turn bookkeeping, kept apart from the game state: whose turn, steps used, the path taken this
//! turn, the running combat and the pending decision. Also the actions and decisions themselves,
//! and the order in which follow-up decisions are settled.

use super::board::Dir;
use super::data::{HeroKind, Item, TileType, Token, STEPS_PER_TURN};
use super::events::Event;
use super::Karak;
use crate::{ActionBuf, FixedVec, Seat};
use serde::{Deserialize, Serialize};

/// A player's decision. Tiles are named by their index on the board (order of placement).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub enum Action {
    /// Step to the neighbouring tile in this direction, or explore the empty cell there.
    Step(Dir),
    /// Warrior Princess, Aggressive Movement: across the monster's tile in `over`, then on in `to`.
    Charge {
        /// Direction of the adjacent monster's tile.
        over: Dir,
        /// Direction from the monster's tile to the destination.
        to: Dir,
    },
    /// Step from a teleportation gate to another discovered gate (tile index).
    Teleport(u8),
    /// Place the drawn tile turned this many quarter turns clockwise (0..=3).
    Rotate(u8),
    /// Thief, Stealth: fight the monster on this tile.
    Fight,
    /// Thief, Stealth: ignore the monster and go on.
    Sneak,
    /// Warrior, Double Attack: roll both dice again.
    Reroll,
    /// Warrior Princess, Dual Attack: roll this die (0 or 1) again.
    RerollDie(u8),
    /// Keep the dice as they are.
    KeepRoll,
    /// Add one Magic Flames (+1).
    UseFlames,
    /// Warlock, Sacrifice: pay 1 HP for +1.
    Sacrifice,
    /// Compare the total with the monster's strength.
    Resolve,
    /// Oracle, Fateweaver: place this token; the other goes back into the bag.
    ChooseToken(Token),
    /// Leave this item on the tile (inventory over its limits).
    Leave(Item),
    /// Put the curse on this seat's hero.
    Curse(Seat),
    /// Leave the curse where it is.
    KeepCurse,
    /// Open the chest on this tile with the key (ends the turn).
    OpenChest,
    /// Pick up all items lying on this tile (ends the turn).
    PickUp,
    /// Portal of Healing: move a hero to a discovered fountain (tile index), healed and uncursed.
    Portal {
        /// The hero moved.
        target: Seat,
        /// The fountain tile index.
        fountain: u8,
    },
    /// Warlock, Magic Swap: swap places with this seat's hero (costs all 4 steps).
    Swap(Seat),
    /// Warrior, Reincarnation: wake up at this fountain (tile index), fully healed.
    Reincarnate(u8),
    /// End the turn now (heals when standing on a fountain).
    #[default]
    EndTurn,
}

/// The decision that is pending. Public in views.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub enum Decision {
    /// The active player may step, explore, use items or end the turn.
    #[default]
    Move,
    /// A tile has been drawn (face up) for the cell in `dir` of tile `from`; choose its rotation.
    Rotate {
        /// Tile the new one must connect to.
        from: u8,
        /// Side of `from` where it goes.
        dir: Dir,
        /// The drawn tile.
        tile: TileType,
    },
    /// The Thief entered a monster's tile: fight or sneak.
    FightOrSneak,
    /// The Oracle drew two tokens for a room; `options` is `None` in views of other seats.
    ChooseToken {
        /// The room tile.
        tile: u8,
        /// The two tokens drawn.
        options: Option<[Token; 2]>,
    },
    /// After the roll: reroll (Warrior / Warrior Princess) or keep.
    Reroll,
    /// After the roll: Magic Flames, Sacrifice, then resolve.
    Spells,
    /// The inventory is over its limits: leave items on the tile.
    LeaveItems,
    /// A Mummy was defeated: place the curse.
    Curse,
    /// The Warrior fell to 0 HP: choose a fountain.
    Reincarnate,
    /// The game is over.
    GameOver,
}

/// A combat in progress.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub struct Combat {
    /// Tile of the monster.
    pub tile: u8,
    /// The monster.
    pub monster: Token,
    /// Current dice.
    pub dice: [u8; 2],
    /// Whether the reroll skill was used.
    pub rerolled: bool,
    /// Magic Flames added.
    pub flames: u8,
    /// Magic Flames added but kept (Wizard, Magical Affinity).
    pub flames_kept: u8,
    /// Warlock sacrificed 1 HP.
    pub sacrifice: bool,
    /// Oracle, Foresight (+1).
    pub foresight: bool,
}

/// Follow-ups to settle before the next decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub(crate) struct After {
    pub curse: bool,
    pub reincarnate: bool,
    pub combat_over: bool,
    pub last_dice: [u8; 2],
    pub end: bool,
}

/// Turn bookkeeping.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub(crate) struct Turn {
    pub seat: u8,
    pub steps: u8,
    /// A step, combat or swap happened this turn (Magic Swap must be the first act).
    pub acted: bool,
    /// Tiles visited this turn, the starting tile first (for retreats).
    pub path: FixedVec<u8, 16>,
    pub decision: Decision,
    pub combat: Option<Combat>,
    pub after: After,
}

impl Turn {
    pub fn new(seat: u8, at: u8) -> Self {
        let mut path = FixedVec::new();
        path.push(at);
        Turn {
            seat,
            path,
            ..Turn::default()
        }
    }
}

impl Karak {
    /// Whether `seat`'s hero is `kind` and not cursed (a cursed hero has no skills).
    #[inline]
    pub(crate) fn skilled(&self, seat: u8, kind: HeroKind) -> bool {
        self.core.curse != Some(seat) && self.hero(seat).kind == kind
    }

    #[inline]
    pub(crate) fn active(&self) -> u8 {
        self.turn.seat
    }

    /// Legal actions of the pending decision: its own actions (see
    /// [`Karak::legal_decision_into`]), then, outside the main decision, the Portal of Healing
    /// casts allowed at any time of the turn.
    pub(crate) fn legal_into(&self, out: &mut ActionBuf<Action>) {
        self.legal_decision_into(out);
        if self.core.over.is_none() && self.turn.decision != Decision::Move {
            self.legal_portals(out);
        }
    }

    /// The pending decision's own actions: every legal action but the Portal of Healing casts
    /// that may interrupt any decision (the main decision lists them among its own). The bots
    /// choose among these.
    pub(crate) fn legal_decision_into(&self, out: &mut ActionBuf<Action>) {
        out.clear();
        if self.core.over.is_some() {
            return;
        }
        match self.turn.decision {
            Decision::Move => self.legal_move(out),
            Decision::Rotate { from, dir, tile } => self.legal_rotations(from, dir, tile, out),
            Decision::FightOrSneak => {
                out.push(Action::Fight);
                out.push(Action::Sneak);
            }
            Decision::ChooseToken { options, .. } => {
                if let Some([a, b]) = options {
                    out.push(Action::ChooseToken(a));
                    if b != a {
                        out.push(Action::ChooseToken(b));
                    }
                }
            }
            Decision::Reroll => self.legal_reroll(out),
            Decision::Spells => self.legal_spells(out),
            Decision::LeaveItems => self.legal_leave(out),
            Decision::Curse => self.legal_curse(out),
            Decision::Reincarnate => {
                for f in self.core.board.fountains() {
                    out.push(Action::Reincarnate(f));
                }
            }
            Decision::GameOver => {}
        }
    }

    /// Legal actions of the main decision.
    fn legal_move(&self, out: &mut ActionBuf<Action>) {
        if self.turn.steps < STEPS_PER_TURN {
            self.legal_steps(out);
            self.legal_skill_moves(out);
        }
        if self.may_fight_in_place() {
            out.push(Action::Fight);
        }
        self.legal_items(out);
        out.push(Action::EndTurn);
    }

    /// Applies a legal action (already checked).
    pub(crate) fn perform(&mut self, action: Action, ev: &mut Vec<Event>) {
        match action {
            Action::Step(dir) => self.do_step(dir, ev),
            Action::Charge { over, to } => self.do_charge(over, to, ev),
            Action::Teleport(gate) => self.do_teleport(gate, ev),
            Action::Rotate(r) => self.do_rotate(r, ev),
            Action::Fight => {
                let tile = self.hero(self.active()).pos;
                // From the main decision (ruling: fighting where she stands) no step caused it.
                let by_step = self.turn.decision == Decision::FightOrSneak;
                self.start_combat(tile, by_step, ev);
            }
            Action::Sneak => {
                let seat = self.active();
                ev.push(Event::Sneaked {
                    seat: Seat(seat),
                    tile: self.hero(seat).pos,
                });
                self.settle(ev);
            }
            Action::Reroll => self.do_reroll(None, ev),
            Action::RerollDie(d) => self.do_reroll(Some(d), ev),
            Action::KeepRoll => {
                if let Some(c) = self.turn.combat.as_mut() {
                    c.rerolled = true;
                }
                self.combat_next(ev);
            }
            Action::UseFlames => self.do_flames(ev),
            Action::Sacrifice => self.do_sacrifice(ev),
            Action::Resolve => self.resolve_combat(ev),
            Action::ChooseToken(t) => self.do_choose_token(t, ev),
            Action::Leave(item) => self.do_leave(item, ev),
            Action::Curse(s) => self.do_curse(Some(s.0), ev),
            Action::KeepCurse => self.do_curse(None, ev),
            Action::OpenChest => self.do_open_chest(ev),
            Action::PickUp => self.do_pick_up(ev),
            Action::Portal { target, fountain } => self.do_portal(target.0, fountain, ev),
            Action::Swap(s) => self.do_swap(s.0, ev),
            Action::Reincarnate(f) => self.do_reincarnate(f, ev),
            Action::EndTurn => {
                self.turn.after.end = true;
                self.settle(ev);
            }
        }
    }

    /// Settles follow-ups in rulebook order and sets the next decision: game over, inventory
    /// overflow, expert instant win, reincarnation, curse, end of combat, end of turn.
    pub(crate) fn settle(&mut self, ev: &mut Vec<Event>) {
        let seat = self.active();
        if self.core.over.is_some() {
            self.turn.decision = Decision::GameOver;
            return;
        }
        if self.over_capacity(seat) {
            self.turn.decision = Decision::LeaveItems;
            return;
        }
        if self.check_expert_win(seat, ev) {
            self.turn.decision = Decision::GameOver;
            return;
        }
        if self.turn.after.reincarnate {
            self.turn.decision = Decision::Reincarnate;
            return;
        }
        if self.turn.after.curse {
            self.turn.decision = Decision::Curse;
            return;
        }
        if self.turn.after.combat_over {
            self.turn.after.combat_over = false;
            self.turn.combat = None;
            let dice = self.turn.after.last_dice;
            // Unstoppable is judged as the combat ends: a cursed or unconscious Swordsman
            // does not go on, even when a fountain then heals him.
            let unstoppable = self.skilled(seat, HeroKind::Swordsman)
                && dice.contains(&6)
                && self.turn.steps < STEPS_PER_TURN
                && self.hero(seat).hp > 0;
            // A retreat onto a fountain heals at once, also when the turn goes on (000, "Good
            // to know"). After a victory the hero stands on the monster's room, never a
            // fountain.
            self.heal_if_on_fountain(seat, ev);
            if unstoppable {
                ev.push(Event::Unstoppable { seat: Seat(seat) });
            } else {
                self.turn.after.end = true;
            }
        }
        if self.turn.after.end {
            self.end_turn(ev);
            return;
        }
        self.turn.decision = Decision::Move;
        if self.turn.steps >= STEPS_PER_TURN && !self.has_end_options(seat) {
            self.end_turn(ev);
        }
    }

    /// Ends the active turn: heals on a fountain, then passes to the next conscious hero
    /// (an unconscious hero skips the turn and gets 1 HP back).
    pub(crate) fn end_turn(&mut self, ev: &mut Vec<Event>) {
        let seat = self.active();
        self.heal_if_on_fountain(seat, ev);
        self.remember_came_from();
        ev.push(Event::TurnEnded { seat: Seat(seat) });
        let n = self.core.players;
        let mut next = seat;
        for _ in 0..(2 * n as usize + 1) {
            next = (next + 1) % n;
            if self.hero(next).hp == 0 {
                self.hero_mut(next).hp = 1;
                ev.push(Event::TurnSkipped {
                    seat: Seat(next),
                    hp: 1,
                });
                continue;
            }
            break;
        }
        self.start_turn(next, ev);
    }

    /// Starts `seat`'s turn. A hero standing on a monster's tile without Stealth (the cursed
    /// Thief) must fight it at once.
    pub(crate) fn start_turn(&mut self, seat: u8, ev: &mut Vec<Event>) {
        let pos = self.hero(seat).pos;
        self.turn = Turn::new(seat, pos);
        ev.push(Event::TurnStarted { seat: Seat(seat) });
        let monster = self.core.board.tile(pos).is_some_and(|t| t.has_monster());
        if monster && !self.skilled(seat, HeroKind::Thief) {
            self.start_combat(pos, false, ev);
        }
    }
}
