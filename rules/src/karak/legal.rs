//! Direct legality check of one action, used by `apply` instead of building the whole list of
//! legal actions. It must agree exactly with `Karak::legal_into`: `apply_into` checks both in
//! debug builds (`debug_assert_eq!`), and the property tests apply every listed action and
//! try unlisted ones over thousands of random games.

use super::board::{rotated_exits, Cell};
use super::data::{HeroKind, ItemClass, TileKind, Token, KEY_SLOTS, SPELL_SLOTS, STEPS_PER_TURN};
use super::data::{Item, TOTAL_SLOTS, WEAPON_SLOTS};
use super::setup::class_counts;
use super::turn::{Action, Decision};
use super::Karak;

impl Karak {
    /// Whether `action` is among the legal actions of the pending decision (same answer as
    /// `legal_into(..).contains(action)`, without building the list).
    pub(crate) fn is_legal(&self, action: &Action) -> bool {
        if self.core.over.is_some() {
            return false;
        }
        let seat = self.active();
        match (self.turn.decision, *action) {
            (Decision::GameOver, _) => false,
            (_, Action::Portal { target, fountain }) => self.is_legal_portal(target, fountain),
            (Decision::Move, a) => self.is_legal_move(a),
            (Decision::Rotate { dir, tile, .. }, Action::Rotate(r)) => {
                let back = dir.opposite().bit();
                let m = rotated_exits(tile.shape, r);
                // Listed: rotations 0..=3 with an exit back, the smallest of equal exits.
                r < 4 && m & back != 0 && (0..r).all(|q| rotated_exits(tile.shape, q) != m)
            }
            (Decision::FightOrSneak, Action::Fight | Action::Sneak) => true,
            (Decision::ChooseToken { options, .. }, Action::ChooseToken(t)) => {
                options.is_some_and(|[a, b]| t == a || t == b)
            }
            (Decision::Reroll, Action::KeepRoll) => true,
            (Decision::Reroll, Action::RerollDie(d)) => {
                d < 2 && self.skilled(seat, HeroKind::WarriorPrincess)
            }
            (Decision::Reroll, Action::Reroll) => !self.skilled(seat, HeroKind::WarriorPrincess),
            (Decision::Spells, Action::UseFlames) => self.flames_left() > 0,
            (Decision::Spells, Action::Sacrifice) => self.can_sacrifice(),
            (Decision::Spells, Action::Resolve) => true,
            (Decision::LeaveItems, Action::Leave(item)) => {
                let inv = &self.hero(seat).inv;
                let (w, s, k, t) = class_counts(inv);
                let all_over = self.core.expert && w + s + k + t > TOTAL_SLOTS;
                let over = match item.class() {
                    ItemClass::Weapon => w > WEAPON_SLOTS,
                    ItemClass::Spell => s > SPELL_SLOTS,
                    ItemClass::Key => k > KEY_SLOTS,
                    ItemClass::Treasure => false,
                };
                inv[item.index()] > 0 && (over || all_over)
            }
            (Decision::Curse, Action::Curse(s)) => {
                s.0 < self.core.players && s.0 != seat && self.core.curse != Some(s.0)
            }
            (Decision::Curse, Action::KeepCurse) => self.core.curse.is_some(),
            (Decision::Reincarnate, Action::Reincarnate(f)) => self.is_fountain(f),
            _ => false,
        }
    }

    /// Whether tile `i` is a discovered fountain (the start tile included).
    fn is_fountain(&self, i: u8) -> bool {
        self.core
            .board
            .tile(i)
            .is_some_and(|t| t.tile.is_fountain())
    }

    /// [`Karak::is_legal`] for the main decision (mirrors `legal_move`).
    fn is_legal_move(&self, action: Action) -> bool {
        let seat = self.active();
        let hero = self.hero(seat);
        let board = &self.core.board;
        let pos = hero.pos;
        let steps_left = self.turn.steps < STEPS_PER_TURN;
        match action {
            Action::Step(dir) => {
                // `Board::neighbour` / `connected` / `Karak::can_explore` from the side masks.
                let Some(tile) = board.tile(pos) else {
                    return false;
                };
                let sides = board.side_masks(pos);
                let bit = dir.bit();
                steps_left
                    && if sides.near & bit != 0 {
                        sides.links & bit != 0 || self.skilled(seat, HeroKind::Wizard)
                    } else {
                        sides.empty & bit != 0
                            && (tile.has_exit(dir) || !board.has_open_exit())
                            && self.stack_left()
                    }
            }
            Action::Teleport(g) => {
                let gate = |i: u8| board.tile(i).is_some_and(|t| t.tile.kind == TileKind::Gate);
                steps_left
                    && g != pos
                    && gate(pos)
                    && gate(g)
                    && board.tiles_of(TileKind::Gate).nth(1).is_some()
            }
            Action::Charge { over, to } => {
                if !steps_left
                    || !self.skilled(seat, HeroKind::WarriorPrincess)
                    || hero.hp < 2
                    || to == over.opposite()
                {
                    return false;
                }
                let Cell::Tile(m) = board.neighbour(pos, over) else {
                    return false;
                };
                if !board.tile(m).is_some_and(|t| t.has_monster()) || !board.connected(pos, over, m)
                {
                    return false;
                }
                match board.neighbour(m, to) {
                    Cell::Tile(q) => board.connected(m, to, q),
                    Cell::Empty => self.can_explore(m, to, !board.has_open_exit()),
                    Cell::Off => false,
                }
            }
            Action::Swap(other) => {
                let other = other.0;
                steps_left
                    && self.skilled(seat, HeroKind::Warlock)
                    && !self.turn.acted
                    && self.turn.steps == 0
                    && other < self.core.players
                    && other != seat
                    && self.hero(other).pos != pos
            }
            Action::OpenChest => {
                board
                    .tile(pos)
                    .is_some_and(|t| t.token == Some(Token::Chest))
                    && hero.inv[Item::Key.index()] > 0
            }
            Action::PickUp => board.has_floor_items(pos),
            Action::Fight => self.may_fight_in_place(),
            Action::EndTurn => true,
            _ => false,
        }
    }
}
