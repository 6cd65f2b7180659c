//! What a viewer may see of a game of Karak 2. Almost everything is on the table; hidden are the
//! order of the landscape deck and of the bag, the RNG, and what only Darius knows: the two
//! tiles he is choosing between, and the tile he put back on top of the deck.

use serde::{Deserialize, Serialize};

use super::data::{Item, TileKind};
use super::hex::{Edges, Hex};
use super::state::HeroState;
use super::turn::{Action, Battle, Decision};
use super::{Karak2, Karak2Outcome};
use crate::{Seat, Viewer};

/// A laid hexagon as everyone sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlaceView {
    /// Where.
    pub at: Hex,
    /// What it is.
    pub kind: TileKind,
    /// The deck's tile (`None`: the start tile).
    pub tile: Option<u8>,
    /// Chasms as laid.
    pub chasms: Edges,
    /// Army tokens on it.
    pub armies: Vec<u8>,
    /// Whether the Dark General stands here.
    pub general: bool,
    /// Items lying here.
    pub dropped: Vec<Item>,
}

/// The game as one viewer sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Karak2View {
    /// [`super::RULES_VERSION`].
    pub rules_version: u32,
    /// Who is looking.
    pub viewer: Viewer,
    /// Whether Plague & Misery is played.
    pub plague_rule: bool,
    /// The landscape laid so far.
    pub landscape: Vec<PlaceView>,
    /// Every hero, by seat (all of a hero board is public).
    pub heroes: Vec<HeroState>,
    /// Tiles left in the deck, and of them the first tier's.
    pub deck_left: [u8; 2],
    /// Army tokens in the bag.
    pub bag_left: u8,
    /// Praetorians guarding the Dark General.
    pub praetorians: u8,
    /// The seat whose city has the Plague.
    pub plague: Option<Seat>,
    /// Whose turn it is.
    pub active: Seat,
    /// Who decides (`None`: the game is over).
    pub to_act: Option<u8>,
    /// Actions left this turn.
    pub actions_left: u8,
    /// Whether the hero moved since its last action.
    pub moved: bool,
    /// The pending decision; the tiles Darius chooses between are 255 for anyone else.
    pub decision: Decision,
    /// The battle under way.
    pub battle: Option<Battle>,
    /// The deck's top tile when this viewer is Darius and put it back there.
    pub known_top: Option<u8>,
    /// The legal actions, for the seat to act only.
    pub legal_actions: Vec<Action>,
    /// The end result once the game is over.
    pub outcome: Option<Karak2Outcome>,
}

impl Karak2 {
    /// Whether `viewer` sees what `seat` alone knows.
    fn sees(viewer: Viewer, seat: Seat) -> bool {
        match viewer {
            Viewer::Omniscient => true,
            Viewer::Seat(s) => s == seat,
            Viewer::Spectator => false,
        }
    }

    /// The game as `viewer` may see it.
    pub fn make_view(&self, viewer: Viewer) -> Karak2View {
        let b = &self.board;
        let mut decision = self.turn.decision.clone();
        if let Decision::ChooseTile { tiles, .. } = &mut decision {
            if !Self::sees(viewer, self.turn.seat) {
                *tiles = [u8::MAX; 2];
            }
        }
        let first_tier = b
            .deck
            .iter()
            .filter(|t| super::data::TILES[usize::from(**t)].tier == super::data::Tier::One)
            .count() as u8;
        let acting = self.to_act().is_some_and(|s| Self::sees(viewer, s));
        Karak2View {
            rules_version: super::RULES_VERSION,
            viewer,
            plague_rule: b.plague_rule,
            landscape: b
                .landscape
                .iter()
                .map(|(at, p)| PlaceView {
                    at: *at,
                    kind: p.kind,
                    tile: p.tile,
                    chasms: p.chasms,
                    armies: p.armies.clone(),
                    general: p.general,
                    dropped: p.dropped.clone(),
                })
                .collect(),
            heroes: b.heroes.clone(),
            deck_left: [b.deck.len() as u8, first_tier],
            bag_left: b.bag.len() as u8,
            praetorians: b.praetorians,
            plague: b.plague,
            active: self.turn.seat,
            to_act: self.to_act().map(|s| s.0),
            actions_left: self.turn.actions_left,
            moved: self.turn.moved,
            decision,
            battle: self.turn.battle.clone(),
            known_top: b
                .scout_top
                .filter(|s| Self::sees(viewer, *s))
                .and_then(|_| b.deck.last().copied()),
            legal_actions: if acting {
                self.legal_actions()
            } else {
                Vec::new()
            },
            outcome: self.outcome(),
        }
    }
}
