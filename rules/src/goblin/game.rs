//! Karak: Goblin under the [`Game`] contract.

use super::cards::{Hero, HEROES};
use super::error::GoblinError;
use super::events::{redact, Event, Outcome};
use super::setup::{GoblinOptions, GoblinVariant};
use super::turn::{Action, Decision};
use super::view::GoblinView;
use super::{Bot, Goblin, GoblinBot};
use crate::{ActionBuf, Game, OutcomeSummary, RuleError, Seat, SetupError, Viewer};
use rand_chacha::ChaCha8Rng;
use rand_core::{RngCore, SeedableRng};
use std::ops::RangeInclusive;

impl Goblin {
    /// Applies `action` for `seat`.
    ///
    /// # Errors
    /// [`GoblinError`] naming the rule broken; the game and `events` are then unchanged.
    pub fn apply_checked(
        &mut self,
        seat: Seat,
        action: &Action,
        events: &mut Vec<Event>,
    ) -> Result<(), GoblinError> {
        if self.turn.decision == Decision::Over {
            return Err(GoblinError::GameOver);
        }
        if seat.0 != self.turn.seat {
            return Err(GoblinError::NotYourTurn(self.turn.seat));
        }
        self.check(action)?;
        self.perform(*action, events);
        Ok(())
    }

    pub(crate) fn make_outcome(&self) -> Option<Outcome> {
        let w = self.core.winner?;
        Some(Outcome {
            winner: Seat(w),
            hero: self.hero(w).hero,
            keys: self
                .core
                .heroes
                .iter()
                .map(|h| h.keys.iter().flatten().count() as u8)
                .collect(),
        })
    }
}

impl Game for Goblin {
    const KIND: &'static str = "goblin";
    const RULES_VERSION: u32 = super::RULES_VERSION;
    const SEATS: RangeInclusive<u8> = 2..=4;
    /// The hands are each hero's own for the whole game.
    const HIDDEN_HANDS: bool = true;
    const API_SCHEMAS: &'static str = include_str!("api.json");

    type Options = GoblinOptions;
    type Variant = GoblinVariant;
    type Action = Action;
    type Event = Event;
    type View = GoblinView;
    type Outcome = Outcome;
    type Role = Hero;
    type Bot = Bot;
    type Rule = super::Rule;
    type BotPlayer = GoblinBot;

    fn roles() -> &'static [Hero] {
        &HEROES
    }

    fn options_with(roles: &[Hero], variant: &GoblinVariant) -> GoblinOptions {
        GoblinOptions {
            heroes: roles.to_vec(),
            abilities: variant.abilities,
        }
    }

    fn variant_of(options: &GoblinOptions) -> GoblinVariant {
        GoblinVariant {
            abilities: options.abilities,
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

    fn bot_player(bot: Bot) -> GoblinBot {
        GoblinBot::new(bot)
    }

    fn bot_player_with_effort(bot: Bot, effort: crate::player::Effort) -> GoblinBot {
        GoblinBot::with_playouts(bot, effort.scale(super::bot::SEARCH_PLAYOUTS))
    }

    /// Sets a game up, with the lord drawn as its event.
    ///
    /// # Errors
    /// [`SetupError`] for fewer than 2 or more than 4 heroes, or a hero chosen twice.
    fn new_with_events(
        options: &GoblinOptions,
        seed: u64,
    ) -> Result<(Self, Vec<Event>), SetupError> {
        Goblin::new_with_events(options, seed)
    }

    fn seat_count(&self) -> u8 {
        self.core.heroes.len() as u8
    }

    fn role_of(&self, seat: Seat) -> Option<Hero> {
        self.core.heroes.get(seat.index()).map(|h| h.hero)
    }

    fn to_act(&self) -> Option<Seat> {
        (self.turn.decision != Decision::Over).then_some(Seat(self.turn.seat))
    }

    fn legal_actions_into(&self, out: &mut ActionBuf<Action>) {
        self.legal_into(out);
    }

    fn apply_into(
        &mut self,
        seat: Seat,
        action: &Action,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        self.apply_checked(seat, action, events)
            .map_err(RuleError::from)
    }

    fn view(&self, viewer: Viewer) -> GoblinView {
        self.make_view(viewer)
    }

    /// Cards drawn, Taia's choice and the order of an arranged deck are their owner's only.
    fn redact(event: &Event, viewer: Viewer) -> Option<Event> {
        redact(event, viewer)
    }

    fn starts_turn(event: &Event) -> bool {
        matches!(event, Event::TurnStarted { .. })
    }

    fn outcome(&self) -> Option<Outcome> {
        self.make_outcome()
    }

    /// The champion wins; points are the keys held, shown as "wins with 3 keys".
    fn summary(outcome: &Outcome) -> OutcomeSummary {
        OutcomeSummary {
            winners: vec![outcome.winner],
            points: outcome.keys.iter().map(|k| i32::from(*k)).collect(),
            per_point: 1,
            reason: "LordDefeated".to_owned(),
        }
    }

    fn determinise<R: RngCore + ?Sized>(&self, viewer: Viewer, rng: &mut R) -> Goblin {
        self.determinised(viewer, rng)
    }

    fn reseed(&mut self, seed: u64) {
        self.rng = ChaCha8Rng::seed_from_u64(seed);
    }

    fn state_hash(&self) -> u64 {
        self.hash_state()
    }

    fn check_invariants(&self) -> Result<(), String> {
        Goblin::check_invariants(self)
    }
}
