//! Turn clocks: the time control chosen when an online game is created, and the
//! clocks it gives each seat.
//!
//! A clock is a function of the game's log: when the game started and, for every
//! action, when it was played and whose decision came next. The service replays it
//! with the game and keeps it beside the game's state; pages receive what is left
//! ([`ClockView`]) and count the running seat down themselves.

use serde::{Deserialize, Serialize};

use crate::Refusal;

/// Milliseconds since the Unix epoch (UTC): the clocks' one unit of time.
pub type Millis = i64;

const SECOND: Millis = 1_000;
const DAY: Millis = 86_400 * SECOND;

/// How much time each seat has to decide, chosen when an online game is created.
/// No time control (the absence of one) is the default: nobody is ever hurried.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum TimeControl {
    /// Played in one sitting: a bank of time per seat, plus seconds added each time
    /// the seat's decision passes to another seat.
    Live {
        /// Each seat's bank at the start, in seconds (10 s to 3 hours).
        bank_secs: u32,
        /// Seconds added to a seat's bank at the end of each of its turns (0 to 600).
        increment_secs: u32,
    },
    /// Played across days: each turn has the same number of days, whatever the last
    /// one used.
    Correspondence {
        /// Days per turn: 1, 2, 3, 5, 7 or 14.
        days: u8,
    },
}

/// The days a correspondence game may give each turn.
pub const CORRESPONDENCE_DAYS: [u8; 6] = [1, 2, 3, 5, 7, 14];

/// The shortest bank a live game may give (10 seconds) and the longest (3 hours).
pub const LIVE_BANK_SECS: std::ops::RangeInclusive<u32> = 10..=3 * 3600;

/// The most seconds a live game may add per turn (10 minutes).
pub const MAX_INCREMENT_SECS: u32 = 600;

/// What a seat whose bank ran out has for each later turn, at least: a bot played
/// the turn it ran out in, and a live game with no increment would otherwise give it
/// no time at all.
pub const RUN_OUT_BANK: Millis = 30 * SECOND;

/// Timeouts in a row after which the seat's bot keeps the seat for the rest of the
/// game (its player may take it back).
pub const TIMEOUTS_BEFORE_HANDOVER: u8 = 3;

impl TimeControl {
    /// Checks the choice against the limits above.
    ///
    /// # Errors
    /// [`Refusal::TimeControl`] naming what is allowed.
    pub fn check(self) -> Result<Self, Refusal> {
        let fits = match self {
            Self::Live {
                bank_secs,
                increment_secs,
            } => LIVE_BANK_SECS.contains(&bank_secs) && increment_secs <= MAX_INCREMENT_SECS,
            Self::Correspondence { days } => CORRESPONDENCE_DAYS.contains(&days),
        };
        if fits {
            Ok(self)
        } else {
            Err(Refusal::TimeControl)
        }
    }

    /// Each seat's time at the start of the game.
    fn first_allotment(self) -> Millis {
        match self {
            Self::Live { bank_secs, .. } => Millis::from(bank_secs) * SECOND,
            Self::Correspondence { days } => Millis::from(days) * DAY,
        }
    }

    /// What a seat has for its next turn once a turn that began with `left` ends after
    /// `used`.
    fn after_turn(self, left: Millis, used: Millis) -> Millis {
        match self {
            Self::Live { increment_secs, .. } => {
                let increment = Millis::from(increment_secs) * SECOND;
                let rest = left - used;
                if rest <= 0 {
                    increment.max(RUN_OUT_BANK)
                } else {
                    rest + increment
                }
            }
            Self::Correspondence { days } => Millis::from(days) * DAY,
        }
    }
}

/// The seat deciding now and since when.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Running {
    /// The seat whose decision it is.
    pub seat: u8,
    /// When its decision began.
    pub since: Millis,
    /// The game's version when its decision began.
    pub from_version: u32,
}

/// Every seat's clock in a game with a time control.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Clocks {
    control: TimeControl,
    /// Each seat's time at the start of its current (or next) decision.
    left: Vec<Millis>,
    running: Option<Running>,
}

impl Clocks {
    /// The clocks of a game of `seats` seats that started at `at` with `to_act` to
    /// decide.
    pub fn start(control: TimeControl, seats: usize, at: Millis, to_act: Option<u8>) -> Self {
        Self {
            control,
            left: vec![control.first_allotment(); seats],
            running: to_act.map(|seat| Running {
                seat,
                since: at,
                from_version: 0,
            }),
        }
    }

    /// The game's time control.
    pub fn control(&self) -> TimeControl {
        self.control
    }

    /// After the action played at `at` that brought the game to `version`, `to_act`
    /// decides next (`None`: the game is over). The running seat's clock stops only
    /// when the decision passes on; a seat that acts several times in a row keeps its
    /// clock running.
    pub fn on_action(&mut self, at: Millis, version: u32, to_act: Option<u8>) {
        let same = self.running.map(|r| r.seat) == to_act;
        if same {
            return;
        }
        if let Some(Running { seat, since, .. }) = self.running {
            if let Some(left) = self.left.get_mut(usize::from(seat)) {
                *left = self.control.after_turn(*left, (at - since).max(0));
            }
        }
        self.running = to_act.map(|seat| Running {
            seat,
            since: at,
            from_version: version,
        });
    }

    /// `seat`'s player took it back from the bot at `at`, at `version`: if its
    /// decision was under way then (it began at or before `version`), it begins afresh
    /// at `at`, so the time the seat sat with the bot, or the game waited, is not
    /// counted against its player.
    pub fn restart_decision(&mut self, seat: u8, version: u32, at: Millis) {
        if let Some(running) = self.running.as_mut() {
            if running.seat == seat && running.from_version <= version && running.since < at {
                running.since = at;
            }
        }
    }

    /// The seat deciding and since when.
    pub fn running(&self) -> Option<Running> {
        self.running
    }

    /// When the running seat's time runs out.
    pub fn deadline(&self) -> Option<Millis> {
        let r = self.running?;
        Some(r.since + self.left.get(usize::from(r.seat)).copied().unwrap_or(0))
    }

    /// When the running seat has a quarter of its time left (its player is told).
    pub fn warning(&self) -> Option<Millis> {
        let r = self.running?;
        let left = self.left.get(usize::from(r.seat)).copied().unwrap_or(0);
        Some(r.since + left - left / 4)
    }

    /// Each seat's time left at `now`.
    pub fn view(&self, now: Millis) -> ClockView {
        let left_ms = self
            .left
            .iter()
            .enumerate()
            .map(|(seat, &left)| match self.running {
                Some(r) if usize::from(r.seat) == seat => (left - (now - r.since)).max(0),
                _ => left,
            })
            .collect();
        ClockView {
            control: self.control,
            left_ms,
            running: self.running.map(|r| r.seat),
            waiting: false,
        }
    }

    /// The clocks of a game that waits for its players (see [`ClockView::waiting`]):
    /// none runs, each shows its time at the start of its decision.
    pub fn waiting_view(&self) -> ClockView {
        ClockView {
            control: self.control,
            left_ms: self.left.clone(),
            running: None,
            waiting: true,
        }
    }
}

/// The clocks as a page shows them: each seat's time left when the answer was
/// written; the page counts the running seat down from the moment it arrived.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClockView {
    /// The game's time control.
    pub control: TimeControl,
    /// Per seat, in seat order: milliseconds left (the running seat's at the moment
    /// of the answer; a correspondence seat not deciding has its whole turn).
    pub left_ms: Vec<Millis>,
    /// The seat whose clock runs.
    pub running: Option<u8>,
    /// The game waits for its players: the bot holds every seat, at least one of them
    /// because its player's time ran out three turns in a row. Nobody's clock runs
    /// and the bots do not play on until a player takes their seat back.
    #[serde(default)]
    pub waiting: bool,
}

#[cfg(test)]
mod tests {
    use super::*;

    const LIVE: TimeControl = TimeControl::Live {
        bank_secs: 300,
        increment_secs: 5,
    };

    /// Rule: a seat's time counts only while it must decide, and a live seat gets its
    /// increment each time its decision passes on.
    #[test]
    fn a_live_bank_runs_only_while_its_seat_decides() {
        let mut clocks = Clocks::start(LIVE, 2, 0, Some(0));
        assert_eq!(clocks.deadline(), Some(300_000));
        // Seat 0 plays twice in one turn: its clock keeps running.
        clocks.on_action(10_000, 1, Some(0));
        assert_eq!(clocks.deadline(), Some(300_000));
        // At 40 s the turn passes: 260 s left + 5 s; seat 1 starts with 300 s.
        clocks.on_action(40_000, 2, Some(1));
        assert_eq!(clocks.deadline(), Some(340_000));
        assert_eq!(clocks.view(100_000).left_ms, vec![265_000, 240_000]);
        assert_eq!(clocks.view(100_000).running, Some(1));
        clocks.on_action(100_000, 3, Some(0));
        assert_eq!(clocks.deadline(), Some(365_000));
        clocks.on_action(120_000, 4, None);
        assert_eq!(clocks.deadline(), None);
        assert_eq!(clocks.view(500_000).left_ms, vec![250_000, 245_000]);
    }

    /// Rule (ours): a seat whose bank ran out has its increment, at least 30 s, for
    /// each later turn.
    #[test]
    fn a_bank_that_ran_out_gives_the_increment_or_thirty_seconds() {
        let sudden = TimeControl::Live {
            bank_secs: 10,
            increment_secs: 0,
        };
        let mut clocks = Clocks::start(sudden, 2, 0, Some(0));
        clocks.on_action(12_000, 5, Some(1));
        clocks.on_action(13_000, 6, Some(0));
        assert_eq!(clocks.deadline(), Some(13_000 + 30_000));
    }

    /// Rule: a correspondence game gives every turn the same days, and the warning
    /// comes with a quarter of them left.
    #[test]
    fn correspondence_turns_have_their_days_each() {
        let mut clocks = Clocks::start(TimeControl::Correspondence { days: 2 }, 3, 0, Some(0));
        assert_eq!(clocks.deadline(), Some(2 * DAY));
        assert_eq!(clocks.warning(), Some(2 * DAY - DAY / 2));
        clocks.on_action(DAY, 7, Some(1));
        assert_eq!(clocks.deadline(), Some(3 * DAY));
        assert_eq!(clocks.view(DAY).left_ms, vec![2 * DAY, 2 * DAY, 2 * DAY]);
    }

    /// Rule (ours): a seat taken back from the bot while its decision is under way
    /// decides afresh from that moment; a take-back before its decision began changes
    /// nothing.
    #[test]
    fn a_seat_taken_back_mid_decision_starts_its_time_again() {
        let mut clocks = Clocks::start(LIVE, 2, 0, Some(0));
        clocks.on_action(40_000, 2, Some(1));
        clocks.restart_decision(0, 2, 50_000);
        assert_eq!(
            clocks.deadline(),
            Some(40_000 + 300_000),
            "not seat 0's decision"
        );
        clocks.restart_decision(1, 1, 50_000);
        assert_eq!(clocks.deadline(), Some(40_000 + 300_000), "before it began");
        clocks.restart_decision(1, 2, 900_000);
        assert_eq!(clocks.deadline(), Some(900_000 + 300_000));
        assert_eq!(clocks.waiting_view().running, None);
        assert_eq!(clocks.waiting_view().left_ms, vec![265_000, 300_000]);
    }

    /// The limits: 1, 2, 3, 5, 7 or 14 days; a bank of 10 s to 3 h; at most 600 s more
    /// per turn.
    #[test]
    fn time_controls_outside_the_limits_are_refused() {
        assert!(LIVE.check().is_ok());
        assert!(TimeControl::Correspondence { days: 4 }.check().is_err());
        assert!(TimeControl::Correspondence { days: 14 }.check().is_ok());
        let live = |bank_secs, increment_secs| TimeControl::Live {
            bank_secs,
            increment_secs,
        };
        assert!(live(9, 0).check().is_err());
        assert!(live(10_801, 0).check().is_err());
        assert!(live(60, 601).check().is_err());
        // A field the schema does not know is bad input, not ignored (schemathesis).
        let odd = r#"{"correspondence": {"days": 1, "x": 42}}"#;
        assert!(serde_json::from_str::<TimeControl>(odd).is_err());
        let fine = r#"{"correspondence": {"days": 1}}"#;
        assert!(serde_json::from_str::<TimeControl>(fine).is_ok());
    }
}
