//! One game of the contract suite: plays it, checking every position, then replays it.

use super::{hidden, round_trip, Config, Report, Violation};
use crate::hash::uniform;
use crate::player::choose_action;
use crate::{ActionBuf, Game, Player, RuleCode, Seat, Viewer};
use rand_chacha::ChaCha8Rng;
use rand_core::SeedableRng;

/// Most actions remembered for probing with unlisted ones.
const VOCABULARY: usize = 1024;

/// One game's record: the action, its events and the state hash after it.
type Step<G> = (<G as Game>::Action, Vec<<G as Game>::Event>, u64);

/// The state of a contract run over many games.
pub(super) struct Run<G: Game> {
    pub config: Config,
    pub report: Report,
    /// Actions listed somewhere in the run so far: probes for unlisted actions.
    vocabulary: Vec<G::Action>,
    seed: u64,
    actions: usize,
}

impl<G: Game> Run<G> {
    pub fn new(config: Config) -> Self {
        Run {
            config,
            report: Report::default(),
            vocabulary: vec![G::Action::default()],
            seed: 0,
            actions: 0,
        }
    }

    /// A violation at the current position.
    pub fn fail(&self, check: &'static str, detail: String) -> Violation {
        Violation {
            kind: G::KIND,
            seed: self.seed,
            actions: self.actions,
            check,
            detail,
        }
    }

    fn ensure(
        &self,
        ok: bool,
        check: &'static str,
        detail: impl FnOnce() -> String,
    ) -> Result<(), Violation> {
        if ok {
            Ok(())
        } else {
            Err(self.fail(check, detail()))
        }
    }

    /// Plays, checks and replays one game.
    pub fn game(&mut self, options: &G::Options, seed: u64) -> Result<(), Violation> {
        self.seed = seed;
        self.actions = 0;
        round_trip("options", options).map_err(|d| self.fail("serde", d))?;
        let mut game = G::new(options, seed).map_err(|e| self.fail("setup", e.to_string()))?;
        let again = G::new(options, seed).map_err(|e| self.fail("setup", e.to_string()))?;
        self.ensure(
            game == again && game.state_hash() == again.state_hash(),
            "determinism",
            || "two games from the same options and seed differ".into(),
        )?;
        let n = game.seat_count();
        self.ensure(G::SEATS.contains(&n), "seat range", || format!("{n} seats"))?;
        self.ensure(game.role_of(Seat(n)).is_none(), "roles", || {
            format!("seat {n} of {n} has a role")
        })?;
        let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0xc047_7ac7);
        let mut fill = ChaCha8Rng::seed_from_u64(seed ^ 0xf111);
        let by_bot =
            self.config.bot_every > 0 && seed.is_multiple_of(u64::from(self.config.bot_every));
        let mut bot = G::bot_player(G::Bot::default());
        let mut record: Vec<Step<G>> = Vec::new();
        let mut buf = ActionBuf::new();
        while self.actions < self.config.max_actions as usize {
            self.over_consistently(&game)?;
            let Some(seat) = game.to_act() else { break };
            // `legal_actions_into` clears the buffer first.
            buf.clear();
            buf.push(G::Action::default());
            game.legal_actions_into(&mut buf);
            let legal = buf.as_slice();
            self.ensure(
                legal == game.legal_actions().as_slice(),
                "legal actions",
                || {
                    "legal_actions_into does not clear its buffer or disagrees with legal_actions"
                        .into()
                },
            )?;
            self.learn(legal, &mut rng);
            let at = self.actions as u32;
            let listed = at.is_multiple_of(self.config.listed_every.max(1));
            self.refusals(&game, seat, legal, &mut rng, listed)?;
            if listed {
                self.listed_apply(&game, seat, legal)?;
            }
            if at.is_multiple_of(self.config.hidden_every.max(1)) {
                hidden::check(self, &game, seat, legal, &mut rng)?;
                self.bots(&game, seat, legal, &mut fill, &mut rng)?;
            }
            let action = if by_bot {
                let a = choose_action(&mut game, seat, &mut bot, &mut fill, &mut rng);
                self.ensure(a.is_some_and(|a| legal.contains(&a)), "bots", || {
                    format!("bot {} chose {a:?}, not listed", bot.name())
                })?;
                a.unwrap_or_default()
            } else {
                legal[uniform(&mut rng, legal.len() as u32) as usize]
            };
            let mut events = Vec::new();
            game.apply_into(seat, &action, &mut events).map_err(|e| {
                self.fail("legal actions", format!("listed {action:?} refused: {e}"))
            })?;
            self.actions += 1;
            self.report.actions += 1;
            round_trip("action", &action).map_err(|d| self.fail("serde", d))?;
            for e in &events {
                self.event(e, n)?;
            }
            record.push((action, events, game.state_hash()));
        }
        self.over_consistently(&game)?;
        if game.to_act().is_none() {
            self.report.finished += 1;
            self.over(&game)?;
        }
        self.replay(options, &record, &game)?;
        self.report.games += 1;
        Ok(())
    }

    /// Over exactly when nobody is to act, nothing is listed and there is an outcome.
    fn over_consistently(&self, game: &G) -> Result<(), Violation> {
        let over = game.to_act().is_none();
        self.ensure(
            game.legal_actions().is_empty() == over && game.outcome().is_some() == over,
            "game over",
            || format!("to act {:?}, outcome {:?}", game.to_act(), game.outcome()),
        )
    }

    /// Remembers one of the listed actions as a future probe.
    fn learn(&mut self, legal: &[G::Action], rng: &mut ChaCha8Rng) {
        let a = legal[uniform(rng, legal.len() as u32) as usize];
        if self.vocabulary.len() < VOCABULARY && !self.vocabulary.contains(&a) {
            self.vocabulary.push(a);
        }
    }

    /// Unlisted actions and another seat's action are refused. The state is compared after every
    /// refusal; its hash after the first, when `hash` (hashing is slow in debug builds).
    fn refusals(
        &mut self,
        game: &G,
        seat: Seat,
        legal: &[G::Action],
        rng: &mut ChaCha8Rng,
        hash: bool,
    ) -> Result<(), Violation> {
        let mut hash = hash.then(|| game.state_hash());
        for _ in 0..self.config.probes {
            let a = self.vocabulary[uniform(rng, self.vocabulary.len() as u32) as usize];
            if !legal.contains(&a) {
                self.refused(game, seat, &a, "an unlisted action", hash.take())?;
            }
        }
        // Any other seat, or one past the last.
        let n = u32::from(game.seat_count());
        let other = (u32::from(seat.0) + 1 + uniform(rng, n)) % (n + 1);
        self.refused(
            game,
            Seat(other as u8),
            &legal[0],
            "another seat's action",
            hash,
        )
    }

    /// `action` by `seat` is refused with one of the game's rules ([`Game::Rule`]), leaving the
    /// game equal (and its hash `hash`, when given) and no events.
    fn refused(
        &mut self,
        game: &G,
        seat: Seat,
        action: &G::Action,
        what: &str,
        hash: Option<u64>,
    ) -> Result<(), Violation> {
        let mut copy = game.clone();
        let mut events = Vec::new();
        match copy.apply_into(seat, action, &mut events) {
            Ok(()) => Err(self.fail(
                "refusal",
                format!("{what} {action:?} by {seat} was applied"),
            )),
            Err(e) => {
                // The code must be one of the game's own rules (a `RuleError` is only ever
                // made from a `RuleCode`, but it could be another game's).
                let own = G::Rule::ALL.iter().any(|r| r.code() == e.rule);
                self.ensure(own, "refusal", || {
                    format!("the rule {:?} is not one of the game's rules: {e}", e.rule)
                })?;
                let same_hash = hash.is_none_or(|h| copy.state_hash() == h);
                self.ensure(
                    copy == *game && same_hash && events.is_empty(),
                    "refusal",
                    || format!("{what} {action:?} by {seat} refused ({e}) but changed the game"),
                )?;
                self.report.refusals += 1;
                Ok(())
            }
        }
    }

    /// Every listed action applies (on copies).
    fn listed_apply(&self, game: &G, seat: Seat, legal: &[G::Action]) -> Result<(), Violation> {
        for a in legal {
            let mut copy = game.clone();
            copy.apply(seat, a)
                .map_err(|e| self.fail("legal actions", format!("listed {a:?} refused: {e}")))?;
        }
        Ok(())
    }

    /// Every bot, shown a determinised copy, chooses a listed action.
    fn bots(
        &self,
        game: &G,
        seat: Seat,
        legal: &[G::Action],
        fill: &mut ChaCha8Rng,
        rng: &mut ChaCha8Rng,
    ) -> Result<(), Violation> {
        for bot in G::bots() {
            let mut bot = match self.config.search_budget {
                Some(budget) => G::bot_player_with_budget(*bot, budget),
                None => G::bot_player(*bot),
            };
            let mut copy = game.clone();
            let a = choose_action(&mut copy, seat, &mut bot, fill, rng);
            self.ensure(a.is_some_and(|a| legal.contains(&a)), "bots", || {
                format!("bot {} chose {a:?}, not listed", bot.name())
            })?;
            self.ensure(copy == *game, "determinisation", || {
                format!("the game is not restored after bot {} chose", bot.name())
            })?;
        }
        Ok(())
    }

    /// An event round-trips, and so does every viewer's redaction of it, which is stable.
    fn event(&self, e: &G::Event, seats: u8) -> Result<(), Violation> {
        round_trip("event", e).map_err(|d| self.fail("serde", d))?;
        self.ensure(
            G::redact(e, Viewer::Omniscient).as_ref() == Some(e),
            "redaction",
            || format!("{e:?} is redacted for omniscient viewers"),
        )?;
        for v in viewers(seats) {
            if let Some(r) = G::redact(e, v) {
                if r != *e {
                    round_trip("redacted event", &r).map_err(|d| self.fail("serde", d))?;
                }
                self.ensure(G::redact(&r, v).as_ref() == Some(&r), "redaction", || {
                    format!("redacting {e:?} for {v:?} twice differs from once")
                })?;
            }
        }
        Ok(())
    }

    /// A finished game: outcome and summary consistent, round trips, nothing accepted.
    fn over(&mut self, game: &G) -> Result<(), Violation> {
        let Some(outcome) = game.outcome() else {
            return Err(self.fail("game over", "no outcome".into()));
        };
        round_trip("outcome", &outcome).map_err(|d| self.fail("serde", d))?;
        let s = G::summary(&outcome);
        round_trip("summary", &s).map_err(|d| self.fail("serde", d))?;
        let n = game.seat_count();
        let ordered = s.winners.windows(2).all(|w| w[0] < w[1]);
        self.ensure(
            s.points.len() == usize::from(n)
                && s.per_point >= 1
                && ordered
                && s.winners.iter().all(|w| w.0 < n)
                && game.outcome_summary().as_ref() == Some(&s),
            "outcome summary",
            || format!("{s:?} for {n} seats"),
        )?;
        for v in viewers(n) {
            round_trip("view", &game.view(v)).map_err(|d| self.fail("serde", d))?;
        }
        let probe = self.vocabulary[0];
        let hash = game.state_hash();
        for s in (0..n).map(Seat) {
            self.refused(game, s, &probe, "an action after the end", Some(hash))?;
        }
        Ok(())
    }

    /// `(options, seed, actions)` replays to the same events and hashes.
    fn replay(&self, options: &G::Options, record: &[Step<G>], game: &G) -> Result<(), Violation> {
        let mut again =
            G::new(options, self.seed).map_err(|e| self.fail("setup", e.to_string()))?;
        for (i, (action, events, hash)) in record.iter().enumerate() {
            let seat = again.to_act();
            let replayed = seat.map(|s| again.apply(s, action));
            let same =
                matches!(&replayed, Some(Ok(e)) if e == events) && again.state_hash() == *hash;
            self.ensure(same, "determinism", || {
                format!(
                    "replaying action {i} ({action:?} by {seat:?}): {replayed:?}, not {events:?}"
                )
            })?;
        }
        self.ensure(again == *game, "determinism", || {
            "the replayed game differs".into()
        })
    }
}

/// Every seat, then spectators and omniscient viewers.
pub(super) fn viewers(seats: u8) -> impl Iterator<Item = Viewer> {
    (0..seats)
        .map(|s| Viewer::Seat(Seat(s)))
        .chain([Viewer::Spectator, Viewer::Omniscient])
}
