//! Views: what a seat, a spectator or an omniscient replay may see. Views hold the board, the
//! heroes, the pending decision and counts of what is left in the stack and the bag, never the
//! RNG, the forced-chance queues or any draw order. The Oracle's two drawn tokens are shown only
//! to her seat (and to omniscient views).

use super::board::Coord;
use super::data::{HeroKind, Item, ItemClass, TileType, Token, ITEMS, TILE_TYPES, TOKENS};
use super::scoring::Outcome;
use super::turn::{Action, Decision};
use super::{Karak, RULES_VERSION};
use crate::{ActionBuf, Seat, Viewer};
use serde::{Deserialize, Serialize};

/// A placed tile as seen by everyone.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TileView {
    /// Tile index (used by actions).
    pub index: u8,
    /// Where.
    pub at: Coord,
    /// What.
    pub tile: TileType,
    /// Quarter turns clockwise.
    pub rotation: u8,
    /// Exit mask (N=1, E=2, S=4, W=8).
    pub exits: u8,
    /// Monster or chest in the room.
    pub token: Option<Token>,
    /// Items lying here.
    pub items: Vec<Item>,
}

/// A hero as seen by everyone.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HeroView {
    /// Seat.
    pub seat: Seat,
    /// Hero.
    pub hero: HeroKind,
    /// Tile index.
    pub tile: u8,
    /// Coordinates of that tile.
    pub at: Coord,
    /// HP 0..=5.
    pub hp: u8,
    /// At 0 HP: skips the next turn.
    pub unconscious: bool,
    /// Holds the curse (skills off).
    pub cursed: bool,
    /// Weapons held.
    pub weapons: Vec<Item>,
    /// Spells held.
    pub spells: Vec<Item>,
    /// Holds a key.
    pub key: bool,
    /// Treasures collected.
    pub treasures: Vec<Item>,
    /// Victory points × 2.
    pub vp_half: u16,
}

/// The running combat with its total broken down.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CombatView {
    /// Monster's tile.
    pub tile: u8,
    /// Monster.
    pub monster: Token,
    /// Its strength.
    pub strength: u8,
    /// Dice.
    pub dice: [u8; 2],
    /// Reroll skill used.
    pub rerolled: bool,
    /// Weapons bonus.
    pub weapons: u8,
    /// Magic Flames bonus.
    pub spells: u8,
    /// Skill bonus (Foresight, Sacrifice).
    pub skill: u8,
    /// Total so far.
    pub total: u8,
}

/// What one viewer may see of a game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct KarakView {
    /// [`RULES_VERSION`].
    pub rules_version: u32,
    /// Who this view is for.
    pub viewer: Viewer,
    /// Expert variant.
    pub expert: bool,
    /// Discovered tiles.
    pub tiles: Vec<TileView>,
    /// Heroes in seat order.
    pub heroes: Vec<HeroView>,
    /// Seat holding the curse.
    pub curse: Option<Seat>,
    /// Whose turn.
    pub active: Seat,
    /// Who decides now (`None`: game over).
    pub to_act: Option<Seat>,
    /// Steps used this turn.
    pub steps_used: u8,
    /// Tiles visited this turn (retreat path).
    pub path: Vec<u8>,
    /// The pending decision.
    pub decision: Decision,
    /// The running combat.
    pub combat: Option<CombatView>,
    /// Legal actions, for the deciding seat's view (and omniscient views); empty otherwise.
    pub legal_actions: Vec<Action>,
    /// Tiles left to draw.
    pub tiles_left: u8,
    /// Tiles left per type.
    pub tiles_left_by_type: Vec<(TileType, u8)>,
    /// Tokens in the bag.
    pub tokens_in_bag: u8,
    /// Tokens in the bag per kind (public: everything drawn is seen).
    pub bag_by_token: Vec<(Token, u8)>,
    /// Scores and winners once over.
    pub outcome: Option<Outcome>,
}

impl Karak {
    /// Whether `viewer` sees what only the deciding seat may see (the Oracle's two drawn
    /// tokens, the legal actions): that seat, and omniscient viewers, while the game runs.
    pub(crate) fn sees_pending(&self, viewer: Viewer) -> bool {
        self.core.over.is_none()
            && match viewer {
                Viewer::Seat(s) => s.0 == self.turn.seat,
                Viewer::Omniscient => true,
                Viewer::Spectator => false,
            }
    }

    pub(crate) fn make_view(&self, viewer: Viewer) -> KarakView {
        let board = &self.core.board;
        let tiles = board
            .tiles
            .iter()
            .enumerate()
            .map(|(i, t)| TileView {
                index: i as u8,
                at: t.at,
                tile: t.tile,
                rotation: t.rotation,
                exits: t.exits,
                token: t.token,
                items: board
                    .floor
                    .iter()
                    .filter(|(ti, _)| *ti as usize == i)
                    .map(|(_, it)| *it)
                    .collect(),
            })
            .collect();
        let heroes = (0..self.core.players)
            .map(|s| {
                let h = self.hero(s);
                let of = |class: ItemClass| -> Vec<Item> {
                    ITEMS
                        .iter()
                        .filter(|i| i.class() == class)
                        .flat_map(|i| std::iter::repeat_n(*i, h.inv[i.index()] as usize))
                        .collect()
                };
                HeroView {
                    seat: Seat(s),
                    hero: h.kind,
                    tile: h.pos,
                    at: board.tile(h.pos).map(|t| t.at).unwrap_or_default(),
                    hp: h.hp,
                    unconscious: h.hp == 0,
                    cursed: self.core.curse == Some(s),
                    weapons: of(ItemClass::Weapon),
                    spells: of(ItemClass::Spell),
                    key: h.inv[Item::Key.index()] > 0,
                    treasures: of(ItemClass::Treasure),
                    vp_half: self.vp_half(Seat(s)),
                }
            })
            .collect();
        let deciding = self.sees_pending(viewer);
        let mut decision = self.turn.decision;
        let mut bag = self.core.bag;
        if let Decision::ChooseToken { tile, options } = decision {
            if !deciding {
                decision = Decision::ChooseToken {
                    tile,
                    options: None,
                };
                // To others the two drawn tokens are still unknown, as if in the bag.
                if let Some([a, b]) = options {
                    bag[a.index()] += 1;
                    bag[b.index()] += 1;
                }
            }
        }
        let mut legal = ActionBuf::new();
        if deciding {
            self.legal_into(&mut legal);
        }
        let combat = self.turn.combat.map(|c| {
            let (weapons, spells, skill, total) = self.combat_total(&c);
            CombatView {
                tile: c.tile,
                monster: c.monster,
                strength: c.monster.strength().unwrap_or(0),
                dice: c.dice,
                rerolled: c.rerolled,
                weapons,
                spells,
                skill,
                total,
            }
        });
        KarakView {
            rules_version: RULES_VERSION,
            viewer,
            expert: self.core.expert,
            tiles,
            heroes,
            curse: self.core.curse.map(Seat),
            active: Seat(self.turn.seat),
            to_act: crate::Game::to_act(self),
            steps_used: self.turn.steps,
            path: self.turn.path.as_slice().to_vec(),
            decision,
            combat,
            legal_actions: legal.as_slice().to_vec(),
            tiles_left: self.core.stack.iter().sum(),
            tiles_left_by_type: TILE_TYPES
                .iter()
                .enumerate()
                .map(|(i, (t, _))| (*t, self.core.stack[i]))
                .collect(),
            tokens_in_bag: bag.iter().sum(),
            bag_by_token: TOKENS.iter().map(|t| (*t, bag[t.index()])).collect(),
            outcome: self.make_outcome(),
        }
    }
}
