//! The contract test suite that every game runs: one implementation of the checks, so a new game
//! gets them by calling [`check_all`] from its integration test (Karak: `tests/contract.rs`).
//!
//! Per game (options and seed), playing random listed actions or the game's default bot:
//! - **setup**: [`Game::new`] is deterministic; seat count within [`Game::SEATS`]; the options,
//!   every role and every bot survive a JSON round trip; [`Game::options_for`] gives valid
//!   options for every seat count of the range and invalid ones outside it.
//! - **legal actions**: every listed action applies; actions not listed (drawn from every action
//!   listed so far in the run) and any action by another seat are refused with one of the
//!   game's own rules ([`Game::Rule`], by its stable code), leaving the state equal (and its
//!   hash and the event buffer unchanged); the game is over exactly when nobody is to act,
//!   nothing is listed and there is an outcome. The rules' codes are distinct and not empty.
//! - **determinism**: replaying `(options, seed, actions)` gives the same events and state hash
//!   after every action.
//! - **serde**: actions, events (also redacted), views, outcomes and summaries round-trip
//!   through JSON unchanged.
//! - **hidden information** (`hidden.rs`): per viewer, copies determinised with different RNGs
//!   give that viewer the same view as the game (so views show nothing the determinisation
//!   redraws), the same seat to act and, to that seat, the same legal actions; applying the same
//!   action to two such copies with the same future chance gives the viewer the same redacted
//!   events whenever it gives the same views (events reveal nothing views do not).
//! - **bots**: every bot, shown only a determinised copy, chooses a listed action.
//!
//! The checks return a [`Violation`] instead of panicking, so the crate stays total; a test
//! unwraps it.

mod hidden;
mod play;

use crate::{Game, RuleCode};
use serde::de::DeserializeOwned;
use serde::Serialize;
use std::fmt::Debug;
use std::ops::Range;

/// How much each game is exercised.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Config {
    /// Actions per game at most (a game may run longer than that).
    pub max_actions: u32,
    /// Unlisted actions tried per position.
    pub probes: u32,
    /// Every listed action is applied (on copies) at one position in `listed_every`.
    pub listed_every: u32,
    /// Hidden information, views' round trips and every bot are checked at one position in
    /// `hidden_every`.
    pub hidden_every: u32,
    /// One game in `bot_every` (by seed) is played by the default bot instead of random
    /// actions, which makes games end (0: never).
    pub bot_every: u32,
    /// Playouts per candidate of the search bots checked ([`Game::bot_player_with_budget`]),
    /// `None` for their own budget.
    pub search_budget: Option<u32>,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            max_actions: 400,
            probes: 3,
            listed_every: 4,
            hidden_every: 8,
            bot_every: 4,
            search_budget: None,
        }
    }
}

/// What a run checked.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Report {
    /// Games played.
    pub games: u32,
    /// Games that ended within [`Config::max_actions`].
    pub finished: u32,
    /// Actions applied (replays not counted).
    pub actions: u64,
    /// Refused actions checked.
    pub refusals: u64,
    /// Positions whose hidden information was checked, per viewer.
    pub hidden_checks: u64,
    /// Of those, determinised copies that differ from the game (a game with hidden information
    /// should see many: otherwise the hidden-information checks prove little).
    pub determinised_differ: u64,
}

/// A broken rule of the contract: which check, where, and what was seen.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{kind}, seed {seed}, after {actions} actions: {check}: {detail}")]
pub struct Violation {
    /// [`Game::KIND`].
    pub kind: &'static str,
    /// The game's seed (`u64::MAX` for checks outside a game).
    pub seed: u64,
    /// Actions applied before the failing check.
    pub actions: usize,
    /// The check, in a few words.
    pub check: &'static str,
    /// What was seen.
    pub detail: String,
}

/// Runs every check on games of each of `options` (cycled) with each seed of `seeds`.
///
/// # Errors
/// The first [`Violation`] found.
///
/// # Examples
/// ```
/// use rules::contract::{check_all, Config};
/// use rules::karak::{HeroKind, Karak, KarakOptions};
///
/// let options = [KarakOptions::new(vec![HeroKind::Oracle, HeroKind::Thief])];
/// let config = Config { max_actions: 60, ..Config::default() };
/// let report = check_all::<Karak>(&options, 0..2, &config).unwrap();
/// assert_eq!(report.games, 2);
/// ```
pub fn check_all<G: Game>(
    options: &[G::Options],
    seeds: Range<u64>,
    config: &Config,
) -> Result<Report, Violation> {
    check_setup::<G>()?;
    let mut run = play::Run::<G>::new(*config);
    if options.is_empty() {
        return Err(violation::<G>(
            u64::MAX,
            "options",
            "no options given".into(),
        ));
    }
    for seed in seeds {
        let i = (seed % options.len() as u64) as usize;
        run.game(&options[i], seed)?;
    }
    Ok(run.report)
}

/// The checks that need no game: roles, bots, seat range, rule codes and [`Game::options_for`].
///
/// # Errors
/// The first [`Violation`] found.
pub fn check_setup<G: Game>() -> Result<(), Violation> {
    let fail = |check, detail: String| violation::<G>(u64::MAX, check, detail);
    let (lo, hi) = (*G::SEATS.start(), *G::SEATS.end());
    if lo == 0 || lo > hi {
        return Err(fail("seat range", format!("{lo}..={hi}")));
    }
    let codes: Vec<&str> = G::Rule::ALL.iter().map(|r| r.code()).collect();
    let distinct: std::collections::BTreeSet<&str> = codes.iter().copied().collect();
    if codes.is_empty() || codes.contains(&"") || distinct.len() != codes.len() {
        return Err(fail("rule codes", format!("{codes:?}")));
    }
    let roles = G::roles();
    for (i, r) in roles.iter().enumerate() {
        round_trip("role", r).map_err(|d| fail("serde", d))?;
        if roles[..i].contains(r) {
            return Err(fail("roles", format!("{r:?} listed twice")));
        }
    }
    let bots = G::bots();
    if bots.first() != Some(&G::Bot::default()) {
        return Err(fail("bots", "the default bot is not listed first".into()));
    }
    let mut names = Vec::new();
    for b in bots {
        round_trip("bot", b).map_err(|d| fail("serde", d))?;
        let name = crate::Player::<G>::name(&G::bot_player(*b)).to_owned();
        if name.is_empty() || names.contains(&name) {
            return Err(fail("bots", format!("bot name {name:?} empty or taken")));
        }
        names.push(name);
    }
    check_api_schemas::<G>().map_err(|d| fail("API schemas", d))?;
    // The variant round-trips, and the options keep it.
    let variant = G::Variant::default();
    round_trip("variant", &variant).map_err(|d| fail("serde", d))?;
    let with = G::options_with(&roles[..usize::from(lo)], &variant);
    if G::variant_of(&with) != variant {
        return Err(fail("variant", "options_with loses the variant".into()));
    }
    // Standard options for every seat count the roles allow: valid exactly within the range.
    for n in 1..=roles.len().min(usize::from(hi) + 1) {
        let options = G::options_for(&roles[..n]);
        round_trip("options", &options).map_err(|d| fail("serde", d))?;
        let ok = G::new(&options, 0).is_ok();
        let within = G::SEATS.contains(&(n as u8));
        if ok != within {
            return Err(fail(
                "options for roles",
                format!("{n} seats: new gives ok = {ok}, the seat range says {within}"),
            ));
        }
    }
    Ok(())
}

/// [`Game::API_SCHEMAS`] is a JSON object with the schemas the API document needs, each
/// an object, its references pointing at schemas it defines, and the request examples.
fn check_api_schemas<G: Game>() -> Result<(), String> {
    let schemas: serde_json::Map<String, serde_json::Value> =
        serde_json::from_str(G::API_SCHEMAS).map_err(|e| format!("not a JSON object: {e}"))?;
    for part in ["Role", "Action", "Event", "Outcome", "View", "Variant"] {
        let key = format!("{}.{part}", G::KIND);
        if !schemas.get(&key).is_some_and(serde_json::Value::is_object) {
            return Err(format!("{key} is missing or not a schema"));
        }
    }
    let examples = schemas
        .get("examples")
        .and_then(serde_json::Value::as_object);
    for body in ["NewOnlineGame", "TakeSeat", "Submit"] {
        if !examples.is_some_and(|e| e.contains_key(body)) {
            return Err(format!("no example of {body}"));
        }
    }
    let prefix = "#/components/schemas/";
    let text = G::API_SCHEMAS;
    for (at, _) in text.match_indices(prefix) {
        let name: String = text[at + prefix.len()..]
            .chars()
            .take_while(|c| *c != '"')
            .collect();
        if !schemas.contains_key(&name) {
            return Err(format!("{name} is referred to but not defined"));
        }
    }
    Ok(())
}

fn violation<G: Game>(seed: u64, check: &'static str, detail: String) -> Violation {
    Violation {
        kind: G::KIND,
        seed,
        actions: 0,
        check,
        detail,
    }
}

/// JSON round trip of `value`, or why it failed.
pub(crate) fn round_trip<T>(what: &str, value: &T) -> Result<(), String>
where
    T: Serialize + DeserializeOwned + PartialEq + Debug,
{
    let json = serde_json::to_string(value).map_err(|e| format!("{what} {value:?}: {e}"))?;
    let back: T = serde_json::from_str(&json).map_err(|e| format!("{what} {json}: {e}"))?;
    if &back != value {
        return Err(format!("{what} {json} comes back as {back:?}"));
    }
    Ok(())
}
