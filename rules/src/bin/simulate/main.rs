//! Plays whole games between bots and prints speed and balance figures, for any game of the
//! crate (`--game`, default `karak`).
//!
//! `cargo run --release -p rules --bin simulate -- --games 10000 --players 4 --bots greedy`
//!
//! Prints games/s and actions/s (wall clock of the playing threads), median actions and rounds
//! per game, the win share per role (Karak: hero) and the number of games that did not end within
//! the action cap. A shared win counts fractionally: each of `k` winners gets `1/k` of the game.
//! A role's win share is its wins divided by the games it played in.
//!
//! Games that report what their cards did ([`Report`], in each game's `report.rs`: Goblin's
//! monsters fought and won, potions and pawnshop cards bought; Karak 2's battles against the
//! Dark General, praetorians removed and his defeats, and whether the Archstone decided each
//! game) get a table of those counts too.
//!
//! Everything here is generic over the game: `--game` finds it in the crate's registry
//! ([`rules::for_kind!`]), so a new game needs nothing here. Bots
//! decide on the game determinised for their seat ([`choose_action`]) unless `--full-state`;
//! the determinisation has its own RNG, so the bots' RNG streams are the same either way.

use clap::builder::PossibleValuesParser;
use clap::Parser;
use indicatif::{ProgressBar, ProgressStyle};
use rand_chacha::ChaCha8Rng;
use rand_core::SeedableRng;
use rules::player::choose_action;
use rules::{for_kind, BotLevel, Game, GameKind, Player, Report};
use serde_json::Value;
use std::time::Instant;

mod report;
use report::report;

#[derive(Parser, Debug)]
#[command(about = "Plays games between bots and reports speed and win shares")]
struct Args {
    /// The game.
    #[arg(long, default_value = "karak", value_parser = PossibleValuesParser::new(GameKind::ALL.iter().map(|k| k.name())))]
    game: String,
    /// Number of games.
    #[arg(long, default_value_t = 1000)]
    games: u64,
    /// Players per game (Karak: 2–5).
    #[arg(long, default_value_t = 4)]
    players: usize,
    /// First seed; game `i` uses `seed + i` (and so do its bots' RNGs).
    #[arg(long, default_value_t = 0)]
    seed: u64,
    /// Roles (Karak: heroes): `random` (distinct, dealt per game) or a comma-separated list, one
    /// per seat, by name or a unique part of it (warrior, thief, wizard, warlock, swordsman,
    /// oracle, princess).
    #[arg(long, alias = "roles", default_value = "random")]
    heroes: String,
    /// Options over the game's standard ones, as a JSON object (Karak: `{"expert":true}`).
    #[arg(long)]
    options: Option<String>,
    /// Karak's expert variant (six treasures win at once): `--options '{"expert":true}'`.
    #[arg(long)]
    expert: bool,
    /// Bots: a bot's name (Karak: `greedy`, `random`) or level (`easy`, `normal`, `hard`:
    /// [`Game::bot_at`]), `mixed` (seat 0 the game's default bot, the others `random`) or a
    /// comma-separated list, one per seat.
    #[arg(long, default_value = "greedy")]
    bots: String,
    /// Action cap per game (a game reaching it counts as not ended).
    #[arg(long, default_value_t = 20_000)]
    cap: u32,
    /// Worker threads (games are split between them). Default: one.
    #[arg(long, default_value_t = 1)]
    threads: usize,
    /// No progress bar.
    #[arg(long)]
    quiet: bool,
    /// Bots read the game itself instead of a copy determinised for their seat: faster (Karak:
    /// ~20 % fewer instructions), and the same choices for bots that read nothing hidden, as
    /// Karak's (`tests/contract.rs`). A bot that does would cheat.
    #[arg(long)]
    full_state: bool,
    /// Head-to-head: every seed is played once per rotation of `--bots` round the seats (so
    /// `--games` × `--players` games), so that no bot gains from its seat; the report gives
    /// each bot of the list its win share with its standard error.
    #[arg(long)]
    swap: bool,
}

fn main() -> Result<(), String> {
    let args = Args::parse();
    let kind =
        GameKind::parse(&args.game).ok_or_else(|| format!("unknown game {:?}", args.game))?;
    for_kind!(kind, G => run::<G>(&args))
}

/// Lower-case letters and digits only: `"Warrior-Princess"` and `"warriorprincess"` match.
fn normalise(s: &str) -> String {
    s.chars()
        .filter(char::is_ascii_alphanumeric)
        .map(|c| c.to_ascii_lowercase())
        .collect()
}

/// A role by its JSON name, or a part of it that only one role's name contains.
fn parse_role<G: Game>(s: &str) -> Result<G::Role, String> {
    let want = normalise(s);
    let named: Vec<(G::Role, String)> = G::roles()
        .iter()
        .map(|r| match serde_json::to_value(r) {
            Ok(Value::String(name)) => (*r, normalise(&name)),
            _ => (*r, String::new()),
        })
        .collect();
    if let Some((r, _)) = named.iter().find(|(_, n)| *n == want) {
        return Ok(*r);
    }
    let mut partial = named
        .iter()
        .filter(|(_, n)| !want.is_empty() && n.contains(&want));
    match (partial.next(), partial.next()) {
        (Some((r, _)), None) => Ok(*r),
        _ => Err(format!("unknown or ambiguous role {s:?}")),
    }
}

fn bot_name<G: Game>(bot: G::Bot) -> String {
    G::bot_player(bot).name().to_owned()
}

fn parse_bot<G: Game>(s: &str) -> Result<G::Bot, String> {
    if let Some(level) = BotLevel::parse(s) {
        return Ok(G::bot_at(level));
    }
    let want = s.trim().to_ascii_lowercase();
    G::bots()
        .iter()
        .find(|b| bot_name::<G>(**b) == want)
        .copied()
        .ok_or_else(|| {
            let names: Vec<String> = G::bots().iter().map(|b| bot_name::<G>(*b)).collect();
            format!(
                "unknown bot {s:?} ({}, easy, normal, hard)",
                names.join(", ")
            )
        })
}

/// What every game of a run shares.
struct Setup<G: Game> {
    players: usize,
    roles: Option<Vec<G::Role>>,
    /// Fields set over the standard options.
    overrides: serde_json::Map<String, Value>,
    bots: Vec<G::Bot>,
    /// The bots as the command line named them, one per seat.
    bot_names: Vec<String>,
    cap: u32,
    swap: bool,
    seed: u64,
    full_state: bool,
}

impl<G: Game> Setup<G> {
    /// The standard options for `roles` with the overrides; an override the options do not
    /// have is an error (serde would drop it silently).
    fn options(&self, roles: &[G::Role]) -> Result<G::Options, String> {
        let standard = G::options_for(roles);
        if self.overrides.is_empty() {
            return Ok(standard);
        }
        let mut value = serde_json::to_value(&standard).map_err(|e| e.to_string())?;
        let Some(fields) = value.as_object_mut() else {
            return Err(format!("{} options are not a JSON object", G::KIND));
        };
        fields.extend(self.overrides.clone());
        let options: G::Options = serde_json::from_value(value).map_err(|e| e.to_string())?;
        let back = serde_json::to_value(&options).map_err(|e| e.to_string())?;
        for (k, v) in &self.overrides {
            if back.get(k) != Some(v) {
                return Err(format!("{} has no option {k} = {v}", G::KIND));
            }
        }
        Ok(options)
    }
}

/// Per-game result.
#[derive(Clone, Copy, Default)]
struct GameStats {
    actions: u32,
    rounds: u32,
    ended: bool,
}

/// Sums over games; roles and bots by their index in [`Game::roles`] and [`Game::bots`].
#[derive(Default)]
struct Totals {
    games: Vec<GameStats>,
    played: Vec<f64>,
    wins: Vec<f64>,
    bot_played: Vec<f64>,
    bot_wins: Vec<f64>,
    seat_played: Vec<f64>,
    seat_wins: Vec<f64>,
    /// Games played and won by each place of `--bots` (the same as the seats unless `--swap`).
    place_played: Vec<f64>,
    place_wins: Vec<f64>,
    /// Counters of [`Report`]: how often each happened over all games.
    tallies: std::collections::BTreeMap<(&'static str, String), u64>,
}

impl Totals {
    fn new<G: Game>() -> Self {
        Totals {
            games: Vec::new(),
            played: vec![0.0; G::roles().len()],
            wins: vec![0.0; G::roles().len()],
            bot_played: vec![0.0; G::bots().len()],
            bot_wins: vec![0.0; G::bots().len()],
            seat_played: vec![0.0; usize::from(*G::SEATS.end())],
            seat_wins: vec![0.0; usize::from(*G::SEATS.end())],
            place_played: vec![0.0; usize::from(*G::SEATS.end())],
            place_wins: vec![0.0; usize::from(*G::SEATS.end())],
            tallies: Default::default(),
        }
    }

    fn merge(&mut self, o: Totals) {
        self.games.extend(o.games);
        let add = |a: &mut Vec<f64>, b: Vec<f64>| a.iter_mut().zip(b).for_each(|(x, y)| *x += y);
        add(&mut self.played, o.played);
        add(&mut self.wins, o.wins);
        add(&mut self.bot_played, o.bot_played);
        add(&mut self.bot_wins, o.bot_wins);
        add(&mut self.seat_played, o.seat_played);
        add(&mut self.seat_wins, o.seat_wins);
        add(&mut self.place_played, o.place_played);
        add(&mut self.place_wins, o.place_wins);
        for (k, v) in o.tallies {
            *self.tallies.entry(k).or_default() += v;
        }
    }
}

fn index_of<T: PartialEq>(all: &[T], x: &T) -> usize {
    all.iter().position(|y| y == x).unwrap_or(0)
}

fn play_range<G: Report>(
    setup: &Setup<G>,
    range: std::ops::Range<u64>,
    bar: &ProgressBar,
) -> Totals {
    let mut t = Totals::new::<G>();
    let mut events: Vec<G::Event> = Vec::with_capacity(64);
    // One player per seat and thread, kept from game to game (bots may remember things).
    let mut players: Vec<G::BotPlayer> = setup.bots.iter().map(|b| G::bot_player(*b)).collect();
    let rotations = if setup.swap { setup.players } else { 1 };
    let mut done = 0u64;
    for (i, rotation) in range.flat_map(|i| (0..rotations).map(move |r| (i, r))) {
        // Seat `s` is played by the bot in place `(s + rotation) % players` of `--bots`.
        let place = |seat: usize| (seat + rotation) % setup.players;
        let seed = setup.seed.wrapping_add(i);
        let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x5157_0b07);
        // Hidden parts of the bots' copies are drawn apart from the bots' own RNG.
        let mut fill = ChaCha8Rng::seed_from_u64(seed ^ 0xf111_0b07);
        let roles = match &setup.roles {
            Some(r) => r.clone(),
            None => {
                let mut all = G::roles().to_vec();
                for k in (1..all.len()).rev() {
                    let j = rules::hash::uniform(&mut rng, k as u32 + 1) as usize;
                    all.swap(k, j);
                }
                all.truncate(setup.players);
                all
            }
        };
        let options = setup.options(&roles).expect("checked in main");
        let mut game = G::new(&options, seed).expect("checked in main");
        let mut s = GameStats::default();
        let mut turns = 0u32;
        while s.actions < setup.cap {
            let Some(seat) = game.to_act() else { break };
            let bot = &mut players[place(seat.index())];
            let action = if setup.full_state {
                bot.choose(&game, seat, &mut rng)
            } else {
                choose_action(&mut game, seat, bot, &mut fill, &mut rng)
            }
            .expect("an action");
            events.clear();
            game.apply_into(seat, &action, &mut events)
                .expect("bots choose legal actions");
            turns += events.iter().filter(|e| G::starts_turn(e)).count() as u32;
            for e in &events {
                if let Some(k) = G::tally(e) {
                    *t.tallies.entry(k).or_default() += 1;
                }
            }
            s.actions += 1;
        }
        s.rounds = turns.div_ceil(setup.players as u32).max(1);
        for (seat, r) in roles.iter().enumerate() {
            t.played[index_of(G::roles(), r)] += 1.0;
            t.bot_played[index_of(G::bots(), &setup.bots[place(seat)])] += 1.0;
            t.seat_played[seat] += 1.0;
            t.place_played[place(seat)] += 1.0;
        }
        for k in game.at_end() {
            *t.tallies.entry(k).or_default() += 1;
        }
        if let Some(o) = game.outcome_summary() {
            s.ended = true;
            let share = 1.0 / o.winners.len().max(1) as f64;
            for w in &o.winners {
                t.wins[index_of(G::roles(), &roles[w.index()])] += share;
                t.bot_wins[index_of(G::bots(), &setup.bots[place(w.index())])] += share;
                t.seat_wins[w.index()] += share;
                t.place_wins[place(w.index())] += share;
            }
        }
        t.games.push(s);
        done += 1;
        if done.is_multiple_of(64) {
            bar.inc(64);
        }
    }
    bar.inc(done % 64);
    t
}

/// The run's setup from the command line, checked by building one game.
fn setup<G: Game>(args: &Args) -> Result<Setup<G>, String> {
    if !G::SEATS.contains(&u8::try_from(args.players).unwrap_or(0)) {
        let (lo, hi) = (G::SEATS.start(), G::SEATS.end());
        return Err(format!("--players must be {lo} to {hi} for {}", G::KIND));
    }
    let roles = if args.heroes.eq_ignore_ascii_case("random") {
        None
    } else {
        let r: Vec<G::Role> = args
            .heroes
            .split(',')
            .map(parse_role::<G>)
            .collect::<Result<_, _>>()?;
        if r.len() != args.players {
            return Err(format!("{} roles for {} players", r.len(), args.players));
        }
        Some(r)
    };
    let bot_names: Vec<String> = match args.bots.to_ascii_lowercase().as_str() {
        list if list.contains(',') => list.split(',').map(|b| b.trim().to_owned()).collect(),
        one => vec![one.trim().to_owned(); args.players],
    };
    let bots: Vec<G::Bot> = match args.bots.to_ascii_lowercase().as_str() {
        "mixed" => {
            let random = parse_bot::<G>("random")?;
            (0..args.players)
                .map(|s| if s == 0 { G::Bot::default() } else { random })
                .collect()
        }
        list if list.contains(',') => {
            let b: Vec<G::Bot> = list
                .split(',')
                .map(parse_bot::<G>)
                .collect::<Result<_, _>>()?;
            if b.len() != args.players {
                return Err(format!("{} bots for {} players", b.len(), args.players));
            }
            b
        }
        one => vec![parse_bot::<G>(one)?; args.players],
    };
    let mut overrides = match &args.options {
        None => serde_json::Map::new(),
        Some(json) => match serde_json::from_str(json) {
            Ok(Value::Object(m)) => m,
            _ => return Err(format!("--options must be a JSON object, not {json}")),
        },
    };
    if args.expert {
        overrides.insert("expert".into(), Value::Bool(true));
    }
    let setup = Setup {
        players: args.players,
        roles,
        overrides,
        bots,
        bot_names,
        cap: args.cap,
        swap: args.swap,
        seed: args.seed,
        full_state: args.full_state,
    };
    let sample = setup
        .roles
        .clone()
        .unwrap_or_else(|| G::roles()[..args.players].to_vec());
    G::new(&setup.options(&sample)?, args.seed).map_err(|e| e.to_string())?;
    Ok(setup)
}

/// Plays the games and prints the figures.
fn run<G: Report>(args: &Args) -> Result<(), String> {
    let setup = setup::<G>(args)?;
    let rotations = if setup.swap { setup.players as u64 } else { 1 };
    let bar = if args.quiet {
        ProgressBar::hidden()
    } else {
        ProgressBar::new(args.games * rotations)
    };
    bar.set_style(
        ProgressStyle::with_template("{bar:40} {pos}/{len} games, {per_sec}, eta {eta}")
            .expect("valid template"),
    );
    let threads = args.threads.max(1);
    let start = Instant::now();
    let mut totals = Totals::new::<G>();
    let chunk = args.games.div_ceil(threads as u64);
    let results: Vec<Totals> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads as u64)
            .map(|k| {
                let lo = (k * chunk).min(args.games);
                let hi = ((k + 1) * chunk).min(args.games);
                let (setup, bar) = (&setup, &bar);
                scope.spawn(move || play_range(setup, lo..hi, bar))
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("worker"))
            .collect()
    });
    for r in results {
        totals.merge(r);
    }
    let secs = start.elapsed().as_secs_f64();
    bar.finish_and_clear();
    report::<G>(args, &setup, &totals, secs, threads);
    Ok(())
}
