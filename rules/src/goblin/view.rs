//! What a viewer may see (ruling 4). Public: the caverns (rows, deck tops and counts), played
//! cards, discard piles, equipment, keys, potions, HP, the pawnshop, counts of hands and decks.
//! A seat also sees its own hand, its deck as it arranged it (ruling 3: named cards where it
//! placed them, "a starting card" where it placed one at random) and which starting cards are
//! in it, and Taia her two drawn cards.

use super::battle::Battle;
use super::cards::{CardId, Hero, Level};
use super::caverns::LEVELS;
use super::events::Outcome;
use super::turn::{Action, Decision};
use super::Goblin;
use crate::{Game, Viewer};
use serde::{Deserialize, Serialize};

/// One level of the caverns as everyone sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CavernView {
    /// The level.
    pub level: Level,
    /// The five spaces of the row.
    pub row: Vec<Option<CardId>>,
    /// The level deck's top card (not fightable).
    pub top: Option<CardId>,
    /// Cards in the level deck, its top included.
    pub deck_left: u8,
    /// The gatekeeper deck's top card.
    pub gate: Option<CardId>,
    /// Cards in the gatekeeper deck, its top included.
    pub gate_left: u8,
}

/// A hero as a viewer sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HeroView {
    /// The hero.
    pub hero: Hero,
    /// HP, 0..=5.
    pub hp: u8,
    /// Cards in hand.
    pub hand_count: u8,
    /// The hand (its owner only).
    pub hand: Option<Vec<CardId>>,
    /// Cards in the deck.
    pub deck_count: u8,
    /// The deck top first, as its owner knows it: `None` is a starting card placed at random.
    pub deck: Option<Vec<Option<CardId>>>,
    /// The starting cards somewhere in the deck (its owner only).
    pub deck_starting: Option<Vec<CardId>>,
    /// The discard pile, oldest first.
    pub discard: Vec<CardId>,
    /// The weapon worn.
    pub weapon: Option<CardId>,
    /// The armour worn.
    pub armour: Option<CardId>,
    /// The keys of levels I, II and III.
    pub keys: [Option<CardId>; 3],
    /// Potions of healing, strength and countercurse owned.
    pub potions: [bool; 3],
    /// The hand size outside battle.
    pub hand_size: u8,
}

/// The game as one viewer sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GoblinView {
    /// [`super::RULES_VERSION`].
    pub rules_version: u32,
    /// Who is looking.
    pub viewer: Viewer,
    /// The optional abilities are played.
    pub abilities: bool,
    /// Levels I to III.
    pub caverns: Vec<CavernView>,
    /// The Lord of All Monsters (`None` once defeated).
    pub lord: Option<CardId>,
    /// The pawnshop, oldest first.
    pub pawnshop: Vec<CardId>,
    /// Potions left on the healing, strength and countercurse piles.
    pub piles: [u8; 3],
    /// The heroes, seat by seat.
    pub heroes: Vec<HeroView>,
    /// Whose turn it is.
    pub active: u8,
    /// Who decides now (`None` once the game is over).
    pub to_act: Option<u8>,
    /// The pending decision.
    pub decision: Decision,
    /// The battle under way.
    pub battle: Option<Battle>,
    /// Attack and defence counted so far in the battle (cards, equipment, abilities).
    pub battle_totals: Option<[u8; 2]>,
    /// Taia's two drawn cards while she chooses (hers only).
    pub taia: Option<[CardId; 2]>,
    /// A reshuffled pile being arranged (it was the public discard pile).
    pub arranging: Vec<CardId>,
    /// The legal actions, for the seat to act only.
    pub legal_actions: Vec<Action>,
    /// The end, once the lord is defeated.
    pub outcome: Option<Outcome>,
}

impl Goblin {
    pub(crate) fn make_view(&self, viewer: Viewer) -> GoblinView {
        let sees = |seat: usize| match viewer {
            Viewer::Omniscient => true,
            Viewer::Seat(s) => s.index() == seat,
            Viewer::Spectator => false,
        };
        let caverns = LEVELS
            .iter()
            .zip(&self.core.caverns)
            .map(|(level, c)| CavernView {
                level: *level,
                row: c.row.to_vec(),
                top: c.top,
                deck_left: (c.pool.len() + usize::from(c.top.is_some())) as u8,
                gate: c.gate,
                gate_left: (c.gate_pool.len() + usize::from(c.gate.is_some())) as u8,
            })
            .collect();
        let heroes = self
            .core
            .heroes
            .iter()
            .enumerate()
            .map(|(i, h)| HeroView {
                hero: h.hero,
                hp: h.hp,
                hand_count: h.hand.len() as u8,
                hand: sees(i).then(|| h.hand.clone()),
                deck_count: h.deck.len() as u8,
                deck: sees(i).then(|| h.deck.iter().rev().copied().collect()),
                deck_starting: sees(i).then(|| h.unknown.clone()),
                discard: h.discard.clone(),
                weapon: h.weapon,
                armour: h.armour,
                keys: h.keys,
                potions: h.potions,
                hand_size: self.hand_size(i as u8, None),
            })
            .collect();
        let to_act = self.to_act().map(|s| s.0);
        let acting = to_act.is_some_and(|s| sees(usize::from(s)));
        let battle_totals = self.turn.battle.as_ref().map(|_| {
            let defence: u8 = self
                .turn
                .battle
                .iter()
                .flat_map(|b| b.played.iter())
                .map(|p| self.counted(p, super::cards::Effect::Defence))
                .sum();
            [
                self.attack_total(),
                defence.saturating_add(self.equipment_sum(|e| e.defence)),
            ]
        });
        GoblinView {
            rules_version: super::RULES_VERSION,
            viewer,
            abilities: self.core.abilities,
            caverns,
            lord: self.core.lord,
            pawnshop: self.core.pawnshop.clone(),
            piles: self.core.piles,
            heroes,
            active: self.turn.seat,
            to_act,
            decision: self.turn.decision,
            battle: self.turn.battle.clone(),
            battle_totals,
            taia: (self.turn.decision == Decision::TaiaKeep && sees(usize::from(self.turn.seat)))
                .then_some(self.turn.taia),
            arranging: self.turn.arranging.clone(),
            legal_actions: if acting {
                self.legal_actions()
            } else {
                Vec::new()
            },
            outcome: self.outcome(),
        }
    }
}
