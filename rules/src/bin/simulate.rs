//! Plays whole games of Karak between bots and prints speed and balance figures.
//!
//! `cargo run --release -p rules --bin simulate -- --games 10000 --players 4 --bots greedy`
//!
//! Prints games/s and actions/s (wall clock of the playing threads), median actions and rounds
//! per game, the win share per hero and the number of games that did not end within the action
//! cap. A shared win counts fractionally: each of `k` winners gets `1/k` of the game. A hero's
//! win share is its wins divided by the games it played in.

use clap::Parser;
use indicatif::{ProgressBar, ProgressStyle};
use rand_chacha::ChaCha8Rng;
use rand_core::SeedableRng;
use rules::karak::data::HEROES;
use rules::karak::{Bot, Event, GreedyBot, HeroKind, Karak, KarakOptions};
use rules::Game;
use std::time::Instant;

#[derive(Parser, Debug)]
#[command(about = "Plays Karak games between bots and reports speed and win shares")]
struct Args {
    /// Number of games.
    #[arg(long, default_value_t = 1000)]
    games: u64,
    /// Players per game (2–5).
    #[arg(long, default_value_t = 4)]
    players: usize,
    /// First seed; game `i` uses `seed + i` (and so do its bots' RNGs).
    #[arg(long, default_value_t = 0)]
    seed: u64,
    /// Heroes: `random` (distinct, drawn per game) or a comma-separated list, one per seat
    /// (warrior, thief, wizard, warlock, swordsman, oracle, princess).
    #[arg(long, default_value = "random")]
    heroes: String,
    /// Expert variant (six treasures win at once).
    #[arg(long)]
    expert: bool,
    /// Bots: `greedy`, `random`, `mixed` (seat 0 greedy, the others random) or a
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
}

fn parse_hero(s: &str) -> Result<HeroKind, String> {
    Ok(match s.trim().to_ascii_lowercase().as_str() {
        "warrior" | "horan" => HeroKind::Warrior,
        "thief" | "aderyn" => HeroKind::Thief,
        "wizard" | "argentus" => HeroKind::Wizard,
        "warlock" | "xanros" => HeroKind::Warlock,
        "swordsman" | "victorius" => HeroKind::Swordsman,
        "oracle" | "taia" => HeroKind::Oracle,
        "princess" | "warriorprincess" | "warrior-princess" | "elspeth" => {
            HeroKind::WarriorPrincess
        }
        other => return Err(format!("unknown hero {other:?}")),
    })
}

/// Per-game result.
#[derive(Clone, Copy, Default)]
struct GameStats {
    actions: u32,
    rounds: u32,
    ended: bool,
}

#[derive(Default)]
struct Totals {
    games: Vec<GameStats>,
    played: [f64; 7],
    wins: [f64; 7],
    bot_played: [f64; 2],
    bot_wins: [f64; 2],
}

impl Totals {
    fn merge(&mut self, o: Totals) {
        self.games.extend(o.games);
        for i in 0..7 {
            self.played[i] += o.played[i];
            self.wins[i] += o.wins[i];
        }
        for i in 0..2 {
            self.bot_played[i] += o.bot_played[i];
            self.bot_wins[i] += o.bot_wins[i];
        }
    }
}

struct Setup {
    players: usize,
    heroes: Option<Vec<HeroKind>>,
    bots: Vec<Bot>,
    expert: bool,
    cap: u32,
    seed: u64,
}

fn play_range(setup: &Setup, range: std::ops::Range<u64>, bar: &ProgressBar) -> Totals {
    let mut t = Totals::default();
    let mut events: Vec<Event> = Vec::with_capacity(64);
    let mut done = 0u64;
    // One greedy bot for every greedy seat of every game: its memory carries over.
    let mut greedy = GreedyBot::new();
    for i in range {
        let seed = setup.seed.wrapping_add(i);
        let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x5157_0b07);
        let heroes = match &setup.heroes {
            Some(h) => h.clone(),
            None => {
                let mut all = HEROES;
                for k in (1..all.len()).rev() {
                    let j = rules::hash::uniform(&mut rng, k as u32 + 1) as usize;
                    all.swap(k, j);
                }
                all[..setup.players].to_vec()
            }
        };
        let options = KarakOptions {
            heroes: heroes.clone(),
            expert: setup.expert,
        };
        let mut game = Karak::new(&options, seed).expect("valid options");
        let mut s = GameStats::default();
        let mut turns = 0u32;
        while s.actions < setup.cap {
            let Some(seat) = game.to_act() else { break };
            let bot = setup.bots[seat.index()];
            let action = bot.choose(&mut greedy, &game, &mut rng).expect("an action");
            events.clear();
            game.apply_into(seat, &action, &mut events)
                .expect("bots choose legal actions");
            turns += events
                .iter()
                .filter(|e| matches!(e, Event::TurnStarted { .. } | Event::TurnSkipped { .. }))
                .count() as u32;
            s.actions += 1;
        }
        s.rounds = turns.div_ceil(setup.players as u32).max(1);
        for (seat, h) in heroes.iter().enumerate() {
            t.played[*h as usize] += 1.0;
            t.bot_played[setup.bots[seat] as usize] += 1.0;
        }
        if let Some(o) = game.outcome() {
            s.ended = true;
            let share = 1.0 / o.winners.len().max(1) as f64;
            for w in &o.winners {
                t.wins[heroes[w.index()] as usize] += share;
                t.bot_wins[setup.bots[w.index()] as usize] += share;
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

fn median(mut v: Vec<u32>) -> f64 {
    if v.is_empty() {
        return 0.0;
    }
    v.sort_unstable();
    let n = v.len();
    if n % 2 == 1 {
        f64::from(v[n / 2])
    } else {
        (f64::from(v[n / 2 - 1]) + f64::from(v[n / 2])) / 2.0
    }
}

fn main() -> Result<(), String> {
    let args = Args::parse();
    if !(2..=5).contains(&args.players) {
        return Err("--players must be 2 to 5".into());
    }
    let heroes = if args.heroes.eq_ignore_ascii_case("random") {
        None
    } else {
        let h: Vec<HeroKind> = args
            .heroes
            .split(',')
            .map(parse_hero)
            .collect::<Result<_, _>>()?;
        if h.len() != args.players {
            return Err(format!("{} heroes for {} players", h.len(), args.players));
        }
        Some(h)
    };
    let bots: Vec<Bot> = match args.bots.to_ascii_lowercase().as_str() {
        "mixed" => (0..args.players)
            .map(|s| if s == 0 { Bot::Greedy } else { Bot::Random })
            .collect(),
        list if list.contains(',') => {
            let b: Vec<Bot> = list
                .split(',')
                .map(|s| s.trim().parse())
                .collect::<Result<_, _>>()?;
            if b.len() != args.players {
                return Err(format!("{} bots for {} players", b.len(), args.players));
            }
            b
        }
        one => vec![one.parse::<Bot>()?; args.players],
    };
    let setup = Setup {
        players: args.players,
        heroes,
        bots: bots.clone(),
        expert: args.expert,
        cap: args.cap,
        seed: args.seed,
    };
    let bar = if args.quiet {
        ProgressBar::hidden()
    } else {
        ProgressBar::new(args.games)
    };
    bar.set_style(
        ProgressStyle::with_template("{bar:40} {pos}/{len} games, {per_sec}, eta {eta}")
            .expect("valid template"),
    );
    let threads = args.threads.max(1);
    let start = Instant::now();
    let mut totals = Totals::default();
    if threads == 1 {
        totals = play_range(&setup, 0..args.games, &bar);
    } else {
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
    }
    let secs = start.elapsed().as_secs_f64();
    bar.finish_and_clear();

    let games = totals.games.len() as f64;
    let actions: u64 = totals.games.iter().map(|g| u64::from(g.actions)).sum();
    let not_ended = totals.games.iter().filter(|g| !g.ended).count();
    println!(
        "{} games, {} players, bots {}, heroes {}, expert {}, seed {}, {} thread(s)",
        totals.games.len(),
        args.players,
        bots.iter().map(|b| b.name()).collect::<Vec<_>>().join(","),
        args.heroes,
        args.expert,
        args.seed,
        threads
    );
    println!(
        "{:.1} s: {:.0} games/s, {:.0} actions/s",
        secs,
        games / secs,
        actions as f64 / secs
    );
    println!(
        "median actions per game {:.1}, median rounds per game {:.1}, mean actions {:.1}",
        median(totals.games.iter().map(|g| g.actions).collect()),
        median(totals.games.iter().map(|g| g.rounds).collect()),
        actions as f64 / games.max(1.0)
    );
    println!("games that did not end (cap {}): {not_ended}", args.cap);
    println!("win share per hero (shared wins split evenly; wins / games played):");
    for h in HEROES {
        let i = h as usize;
        if totals.played[i] > 0.0 {
            println!(
                "  {:<16} {:>6.1}%  ({:.1} wins in {} games)",
                format!("{h:?}"),
                100.0 * totals.wins[i] / totals.played[i],
                totals.wins[i],
                totals.played[i]
            );
        }
    }
    if bots.contains(&Bot::Greedy) && bots.contains(&Bot::Random) {
        for b in [Bot::Random, Bot::Greedy] {
            let i = b as usize;
            println!(
                "  bot {:<12} {:>6.1}% of seats won",
                b.name(),
                100.0 * totals.bot_wins[i] / totals.bot_played[i].max(1.0)
            );
        }
    }
    Ok(())
}
