//! Karak under the [`Game`] contract: kind, version, seats and heroes, views and events, the
//! outcome summary and determinisation.
//!
//! Hidden information in Karak is small (see `determinise.rs`): the RNG, forced chance in
//! scenarios, and the Oracle's two drawn tokens while she chooses. Events are all public
//! ([`Game::redact`] returns them unchanged): the Oracle's draw is logged without the tokens.

use super::data::{HeroKind, HEROES, MAX_PLAYERS, MIN_PLAYERS};
use super::determinise::Hidden;
use super::events::{EndReason, Event};
use super::scoring::Outcome;
use super::setup::{KarakOptions, KarakVariant};
use super::turn::Action;
use super::view::KarakView;
use super::{Bot, Karak, KarakBot, SEARCH_PLAYOUTS};
use crate::{ActionBuf, Game, OutcomeSummary, RuleError, Seat, SetupError, Viewer};
use rand_chacha::ChaCha8Rng;
use rand_core::{RngCore, SeedableRng};
use std::ops::RangeInclusive;

impl Game for Karak {
    const KIND: &'static str = "karak";
    const RULES_VERSION: u32 = super::RULES_VERSION;
    const SEATS: RangeInclusive<u8> = MIN_PLAYERS as u8..=MAX_PLAYERS as u8;
    const API_SCHEMAS: &'static str = include_str!("api.json");

    type Options = KarakOptions;
    type Variant = KarakVariant;
    type Action = Action;
    type Event = Event;
    type View = KarakView;
    type Outcome = Outcome;
    type Role = HeroKind;
    type Bot = Bot;
    type Rule = super::Rule;
    type BotPlayer = KarakBot;

    fn roles() -> &'static [HeroKind] {
        &HEROES
    }

    fn options_with(roles: &[HeroKind], variant: &KarakVariant) -> KarakOptions {
        KarakOptions {
            heroes: roles.to_vec(),
            expert: variant.expert,
        }
    }

    fn variant_of(options: &KarakOptions) -> KarakVariant {
        KarakVariant {
            expert: options.expert,
        }
    }

    fn bots() -> &'static [Bot] {
        // The first is the bot of games from before levels: it stays first.
        &[Bot::Greedy, Bot::Random, Bot::Easy, Bot::Search]
    }

    /// The beginner, the greedy bot and the search bot.
    fn bot_at(level: crate::BotLevel) -> Bot {
        match level {
            crate::BotLevel::Easy => Bot::Easy,
            crate::BotLevel::Normal => Bot::Greedy,
            crate::BotLevel::Hard => Bot::Search,
        }
    }

    /// A bot at the table with its own memo tables (see [`KarakBot`]).
    fn bot_player(bot: Bot) -> KarakBot {
        KarakBot::new(bot)
    }

    fn bot_player_with_effort(bot: Bot, effort: crate::Effort) -> KarakBot {
        KarakBot::with_playouts(bot, effort.scale(SEARCH_PLAYOUTS))
    }

    /// Creates a game: start tile, heroes on it, starting player by dice roll (the events).
    ///
    /// # Errors
    /// [`SetupError`] for fewer than 2 or more than 5 heroes, or a hero chosen twice.
    fn new_with_events(
        options: &KarakOptions,
        seed: u64,
    ) -> Result<(Self, Vec<Event>), SetupError> {
        // The inherent function (it comes first in path resolution).
        Karak::new_with_events(options, seed)
    }

    fn seat_count(&self) -> u8 {
        self.core.players
    }

    fn role_of(&self, seat: Seat) -> Option<HeroKind> {
        (seat.0 < self.core.players).then(|| self.hero(seat.0).kind)
    }

    fn to_act(&self) -> Option<Seat> {
        if self.core.over.is_some() {
            None
        } else {
            Some(Seat(self.turn.seat))
        }
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
        // The inherent method (same signature) does the work.
        Karak::apply_into(self, seat, action, events)
    }

    fn view(&self, viewer: Viewer) -> KarakView {
        self.make_view(viewer)
    }

    /// Every Karak event is public: draws are face up, and the Oracle's two drawn tokens are
    /// never named in events ([`Event::OracleDrewTwo`], [`Event::TokenReturned`]).
    fn redact(event: &Event, _viewer: Viewer) -> Option<Event> {
        Some(*event)
    }

    /// A tile or token drawn, dice rolled (a combat starts with its roll), a turn's start
    /// or end, the game's end: undo stops there. Steps onto known tiles, the choices
    /// after a roll (keep, spells, sacrifice, accept), leaving, picking up and cursing can
    /// be taken back while the turn lasts.
    fn blocks_undo(event: &Event) -> bool {
        matches!(
            event,
            Event::StartingPlayer { .. }
                | Event::TurnStarted { .. }
                | Event::TurnSkipped { .. }
                | Event::TurnEnded { .. }
                | Event::TileDrawn { .. }
                | Event::OracleDrewTwo { .. }
                | Event::TokenPlaced { .. }
                | Event::CombatStarted { .. }
                | Event::DiceRolled { .. }
                | Event::GameOver { .. }
        )
    }

    fn starts_turn(event: &Event) -> bool {
        matches!(event, Event::TurnStarted { .. } | Event::TurnSkipped { .. })
    }

    fn outcome(&self) -> Option<Outcome> {
        self.make_outcome()
    }

    /// Points are half victory points (`per_point` 2: the ruby is worth 1.5 VP).
    fn summary(outcome: &Outcome) -> OutcomeSummary {
        OutcomeSummary {
            winners: outcome.winners.clone(),
            points: outcome
                .scores
                .iter()
                .map(|s| i32::from(s.vp_half))
                .collect(),
            per_point: 2,
            // The reason's JSON name (checked by the contract tests).
            reason: match outcome.reason {
                EndReason::DragonDefeated => "DragonDefeated",
                EndReason::SixTreasures => "SixTreasures",
            }
            .to_owned(),
        }
    }

    /// A fresh RNG, no forced chance and, for anyone but the Oracle while she chooses, two
    /// tokens redrawn in place of hers (see `determinise.rs`). The greedy and random bots read
    /// neither the RNG nor the forced queues, so they choose the same on the copy as on the game.
    fn determinise<R: RngCore + ?Sized>(&self, viewer: Viewer, rng: &mut R) -> Karak {
        let mut copy = self.clone();
        // The copy keeps its secrets replaced: nothing to restore.
        let _ = copy.hide_secrets(viewer, rng);
        copy
    }

    /// In place: the secrets are swapped out and back (a few hundred bytes instead of a copy).
    fn with_determinised<R, T>(
        &mut self,
        viewer: Viewer,
        rng: &mut R,
        f: impl FnOnce(&Karak) -> T,
    ) -> T
    where
        R: RngCore + ?Sized,
    {
        let hidden = Hidden::new(self, viewer, rng);
        f(hidden.game)
    }

    fn reseed(&mut self, seed: u64) {
        self.rng = ChaCha8Rng::seed_from_u64(seed);
    }

    fn state_hash(&self) -> u64 {
        self.hash_state()
    }

    fn check_invariants(&self) -> Result<(), String> {
        Karak::check_invariants(self)
    }
}
