//! Computer players behind one trait, for every game.
//!
//! A [`Player`] decides from what its seat may know: [`choose_action`] hands it a copy of the
//! game determinised for that seat ([`Game::determinise`]), so hidden information (other hands,
//! deck order, the RNG) is a random fill the bot cannot learn anything from. Two RNGs take part,
//! kept apart on purpose: `fill` redraws the hidden parts, `rng` is the bot's own (its tie
//! breaks and random choices). A bot's choices therefore depend on its own RNG stream only,
//! whatever the determinisation draws.

use crate::{Game, Seat, Viewer};
use rand_core::RngCore;

/// How strongly a bot plays, as a person chooses it for a seat. Every game offers the three;
/// [`Game::bot_at`] says which of its bots plays at each.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "snake_case")]
pub enum BotLevel {
    /// Makes the mistakes a beginner makes, on purpose (not random moves).
    Easy,
    /// The game's best cheap bot: decides in milliseconds.
    #[default]
    Normal,
    /// Searches ahead: slower, stronger.
    Hard,
}

impl BotLevel {
    /// Every level, weakest first.
    pub const ALL: [BotLevel; 3] = [BotLevel::Easy, BotLevel::Normal, BotLevel::Hard];

    /// The level's name on command lines and in the API (`"easy"`, `"normal"`, `"hard"`).
    pub fn name(self) -> &'static str {
        match self {
            BotLevel::Easy => "easy",
            BotLevel::Normal => "normal",
            BotLevel::Hard => "hard",
        }
    }

    /// The level named `name` (as [`BotLevel::name`] writes it, any case).
    pub fn parse(name: &str) -> Option<BotLevel> {
        BotLevel::ALL
            .into_iter()
            .find(|l| l.name().eq_ignore_ascii_case(name.trim()))
    }
}

/// How much of its full search a bot plays, in percent of its budget: 100 is the budget each
/// game tunes its Hard bot to (deciding within 1 s at the 99th percentile on one core of the
/// reference machine, `benches/bots.rs`); 50 plays half the futures, and so on. Always a count
/// of futures, never a clock, so a bot's choice stays a function of the position and its RNG
/// and a game replays exactly whatever machine played it. Bots that do not search ignore it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Effort(u16);

impl Effort {
    /// The full budget.
    pub const FULL: Effort = Effort(100);

    /// `percent` of the full budget (at least 1).
    pub const fn percent(percent: u16) -> Effort {
        Effort(if percent == 0 { 1 } else { percent })
    }

    /// The budget for a bot allowed `think_ms` milliseconds: the full budget decides within
    /// 1,000 ms, so `think_ms / 10` percent of it (at least 1 %).
    pub fn for_think_ms(think_ms: u32) -> Effort {
        Effort::percent(u16::try_from(think_ms / 10).unwrap_or(u16::MAX))
    }

    /// The share in percent.
    pub fn as_percent(self) -> u16 {
        self.0
    }

    /// `full` futures scaled to this effort, at least one.
    pub fn scale(self, full: u32) -> u32 {
        (u64::from(full) * u64::from(self.0) / 100).clamp(1, u64::from(u32::MAX)) as u32
    }
}

impl Default for Effort {
    fn default() -> Self {
        Effort::FULL
    }
}

/// A computer player of game `G`.
///
/// Object safe (`Box<dyn Player<G>>` works); the RNG is the caller's, so a bot given the same
/// position and the same RNG state chooses the same action.
pub trait Player<G: Game> {
    /// Short lower-case name (`"greedy"`), used on command lines and in statistics.
    fn name(&self) -> &str;

    /// The action for `seat`, which must be [`Game::to_act`] of `known`; `None` when the game is
    /// over or it is not `seat`'s decision. `known` is a copy determinised for `seat` (see
    /// [`choose_action`]): bots must not assume it is the real state. Always one of `known`'s
    /// legal actions, which are the real game's.
    fn choose(&mut self, known: &G, seat: Seat, rng: &mut dyn RngCore) -> Option<G::Action>;
}

/// Asks `player` for `seat`'s action in `game`, showing it only the game determinised for
/// `seat` with `fill` ([`Game::with_determinised`]: in place, `game` is restored exactly, hence
/// the `&mut`). `None` when the game is over or `seat` is not to act.
///
/// # Examples
/// ```
/// use rand_core::SeedableRng;
/// use rules::player::choose_action;
/// use rules::karak::{Bot, HeroKind, Karak, KarakBot, KarakOptions};
/// use rules::Game;
///
/// let options = KarakOptions::new(vec![HeroKind::Thief, HeroKind::Oracle]);
/// let mut game = Karak::new(&options, 5).unwrap();
/// let mut fill = rand_chacha::ChaCha8Rng::seed_from_u64(1);
/// let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(2);
/// let mut bot = KarakBot::new(Bot::Greedy);
/// let seat = game.to_act().unwrap();
/// let before = game.clone();
/// let action = choose_action(&mut game, seat, &mut bot, &mut fill, &mut rng).unwrap();
/// assert_eq!(game, before);
/// assert!(game.legal_actions().contains(&action));
/// game.apply(seat, &action).unwrap();
/// ```
pub fn choose_action<G: Game, P: Player<G> + ?Sized>(
    game: &mut G,
    seat: Seat,
    player: &mut P,
    fill: &mut impl RngCore,
    rng: &mut dyn RngCore,
) -> Option<G::Action> {
    if game.to_act() != Some(seat) {
        return None;
    }
    game.with_determinised(Viewer::Seat(seat), fill, |known| {
        player.choose(known, seat, rng)
    })
}
