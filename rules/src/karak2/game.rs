//! Karak 2 under the [`Game`] contract.

use std::hash::{Hash, Hasher};
use std::ops::RangeInclusive;

use rand_chacha::ChaCha8Rng;
use rand_core::{RngCore, SeedableRng};
use serde::{Deserialize, Serialize};

use super::bot::{Bot, Karak2Bot};
use super::data::{Hero, Tier, HEROES, TILES};
use super::events::Event;
use super::setup::Karak2Options;
use super::turn::{Action, Decision};
use super::view::Karak2View;
use super::{Karak2, Karak2Outcome};
use crate::hash::StableHasher;
use crate::{ActionBuf, Game, OutcomeSummary, RuleError, Seat, SetupError, Viewer};

/// The table's choice of rules apart from the heroes.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Karak2Variant {
    /// Plague & Misery (on by default).
    #[serde(default = "on")]
    pub plague: bool,
}

fn on() -> bool {
    true
}

impl Default for Karak2Variant {
    fn default() -> Self {
        Karak2Variant { plague: true }
    }
}

impl Karak2 {
    fn hash_state(&self) -> u64 {
        let mut h = StableHasher::default();
        let b = &self.board;
        b.landscape.hash(&mut h);
        b.heroes.hash(&mut h);
        b.deck.hash(&mut h);
        b.bag.hash(&mut h);
        b.praetorians.hash(&mut h);
        b.plague.hash(&mut h);
        b.plague_rule.hash(&mut h);
        b.scout_top.hash(&mut h);
        self.turn.hash(&mut h);
        h.write(&b.rng.get_seed());
        h.write_u128(b.rng.get_word_pos());
        h.finish()
    }

    /// A copy as `viewer` may imagine it: the deck shuffled within its tiers (the top kept for
    /// Darius when he put it there), the tiles Darius is choosing between redrawn for anyone
    /// else, and a new RNG.
    fn determinised<R: RngCore + ?Sized>(&self, viewer: Viewer, rng: &mut R) -> Karak2 {
        let mut g = self.clone();
        if viewer == Viewer::Omniscient {
            g.board.rng = ChaCha8Rng::seed_from_u64(rng.next_u64());
            return g;
        }
        let sees = |s: Seat| viewer == Viewer::Seat(s);
        // Hidden orders are put in a canonical order before they are redrawn, so the copy
        // depends on what the viewer knows and on `rng` only: two games that differ in hidden
        // order alone give the same copies (a search bot cannot tell them apart).
        g.board.bag.sort_unstable();
        let keep_top = g.board.scout_top.is_some_and(sees);
        let len = g.board.deck.len() - usize::from(keep_top && !g.board.deck.is_empty());
        sort_tiers(&mut g.board.deck[..len]);
        // Darius's two tiles: for anyone else, two tiles of the same tiers from the deck.
        if let Decision::ChooseTile { tiles, at, from } = g.turn.decision.clone() {
            if !sees(g.turn.seat) {
                let mut new = tiles;
                for t in new.iter_mut() {
                    let tier = TILES[usize::from(*t)].tier;
                    let same: Vec<usize> = (0..g.board.deck.len())
                        .filter(|i| TILES[usize::from(g.board.deck[*i])].tier == tier)
                        .collect();
                    if !same.is_empty() {
                        let i = same[crate::hash::uniform(rng, same.len() as u32) as usize];
                        std::mem::swap(t, &mut g.board.deck[i]);
                    }
                }
                g.turn.decision = Decision::ChooseTile {
                    tiles: new,
                    at,
                    from,
                };
            }
        }
        sort_tiers(&mut g.board.deck[..len]);
        for tier in [Tier::One, Tier::Two] {
            let places: Vec<usize> = (0..len)
                .filter(|i| TILES[usize::from(g.board.deck[*i])].tier == tier)
                .collect();
            for k in (1..places.len()).rev() {
                let j = crate::hash::uniform(rng, (k + 1) as u32) as usize;
                g.board.deck.swap(places[k], places[j]);
            }
        }
        g.board.rng = ChaCha8Rng::seed_from_u64(rng.next_u64());
        g
    }
}

/// Sorts each tier's tiles among the places that tier holds in `deck`.
fn sort_tiers(deck: &mut [u8]) {
    for tier in [Tier::One, Tier::Two] {
        let places: Vec<usize> = (0..deck.len())
            .filter(|i| TILES[usize::from(deck[*i])].tier == tier)
            .collect();
        let mut tiles: Vec<u8> = places.iter().map(|i| deck[*i]).collect();
        tiles.sort_unstable();
        for (i, t) in places.into_iter().zip(tiles) {
            deck[i] = t;
        }
    }
}

impl Game for Karak2 {
    const KIND: &'static str = "karak2";
    const RULES_VERSION: u32 = super::RULES_VERSION;
    const SEATS: RangeInclusive<u8> = 2..=5;
    const API_SCHEMAS: &'static str = include_str!("api.json");

    type Options = Karak2Options;
    type Variant = Karak2Variant;
    type Action = Action;
    type Event = Event;
    type View = Karak2View;
    type Outcome = Karak2Outcome;
    type Role = Hero;
    type Bot = Bot;
    type Rule = super::Rule;
    type BotPlayer = Karak2Bot;

    fn roles() -> &'static [Hero] {
        &HEROES
    }

    fn options_with(roles: &[Hero], variant: &Karak2Variant) -> Karak2Options {
        Karak2Options {
            heroes: roles.to_vec(),
            plague: variant.plague,
        }
    }

    fn variant_of(options: &Karak2Options) -> Karak2Variant {
        Karak2Variant {
            plague: options.plague,
        }
    }

    fn bots() -> &'static [Bot] {
        Bot::ALL
    }

    fn bot_at(level: crate::BotLevel) -> Bot {
        match level {
            crate::BotLevel::Easy => Bot::Easy,
            crate::BotLevel::Normal => Bot::Greedy,
            crate::BotLevel::Hard => Bot::Search,
        }
    }

    fn bot_player(bot: Bot) -> Karak2Bot {
        Karak2Bot::new(bot)
    }

    fn bot_player_with_effort(bot: Bot, effort: crate::player::Effort) -> Karak2Bot {
        Karak2Bot::with_playouts(bot, effort.scale(super::bot::SEARCH_PLAYOUTS))
    }

    /// Sets a game up, with the starting rolls as its events.
    ///
    /// # Errors
    /// [`SetupError`] for fewer than 2 or more than 5 heroes, or a hero twice.
    fn new_with_events(
        options: &Karak2Options,
        seed: u64,
    ) -> Result<(Self, Vec<Event>), SetupError> {
        Karak2::setup(options, seed)
    }

    fn seat_count(&self) -> u8 {
        self.board.heroes.len() as u8
    }

    fn role_of(&self, seat: Seat) -> Option<Hero> {
        self.board.heroes.get(seat.index()).map(|h| h.hero)
    }

    fn to_act(&self) -> Option<Seat> {
        Karak2::to_act(self)
    }

    fn legal_actions_into(&self, out: &mut ActionBuf<Action>) {
        out.clear();
        for a in Karak2::legal_actions(self) {
            out.push(a);
        }
    }

    fn apply_into(
        &mut self,
        seat: Seat,
        action: &Action,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        self.act(seat, action, events).map_err(RuleError::from)
    }

    fn view(&self, viewer: Viewer) -> Karak2View {
        self.make_view(viewer)
    }

    /// The two tiles Darius draws are his only until he lays one.
    fn redact(event: &Event, viewer: Viewer) -> Option<Event> {
        match event {
            Event::ScoutDrew { seat, .. }
                if viewer != Viewer::Omniscient && viewer != Viewer::Seat(*seat) =>
            {
                Some(Event::ScoutDrew {
                    seat: *seat,
                    tiles: [None, None],
                })
            }
            _ => Some(event.clone()),
        }
    }

    fn starts_turn(event: &Event) -> bool {
        matches!(event, Event::TurnStarted { .. })
    }

    fn outcome(&self) -> Option<Karak2Outcome> {
        Karak2::outcome(self)
    }

    /// Soul stone points, in halves (the Archstone is worth 4.5).
    fn summary(outcome: &Karak2Outcome) -> OutcomeSummary {
        OutcomeSummary {
            winners: outcome.winners.clone(),
            points: outcome.half_points.iter().map(|p| i32::from(*p)).collect(),
            per_point: 2,
            reason: "GeneralDefeated".to_owned(),
        }
    }

    fn determinise<R: RngCore + ?Sized>(&self, viewer: Viewer, rng: &mut R) -> Karak2 {
        self.determinised(viewer, rng)
    }

    fn reseed(&mut self, seed: u64) {
        self.board.rng = ChaCha8Rng::seed_from_u64(seed);
    }

    fn state_hash(&self) -> u64 {
        self.hash_state()
    }

    fn check_invariants(&self) -> Result<(), String> {
        self.invariants()
    }
}
