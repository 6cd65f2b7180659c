//! The figures `simulate` prints at the end of a run.

use rules::Report;
use serde_json::Value;

use super::{bot_name, Args, Setup, Totals};

/// The median of `v` (0 for none).
pub(super) fn median(mut v: Vec<u32>) -> f64 {
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

pub(super) fn report<G: Report>(
    args: &Args,
    setup: &Setup<G>,
    totals: &Totals,
    secs: f64,
    threads: usize,
) {
    let games = totals.games.len() as f64;
    let actions: u64 = totals.games.iter().map(|g| u64::from(g.actions)).sum();
    let not_ended = totals.games.iter().filter(|g| !g.ended).count();
    let names: Vec<String> = setup
        .bots
        .iter()
        .zip(&setup.bot_names)
        .map(|(b, named)| {
            let bot = bot_name::<G>(*b);
            if *named == bot {
                bot
            } else {
                format!("{named} ({bot})")
            }
        })
        .collect();
    println!(
        "{} {} games, {} players, bots {}{}, roles {}, options {}, seed {}, {} thread(s)",
        totals.games.len(),
        G::KIND,
        args.players,
        names.join(","),
        if setup.swap {
            " rotated round the seats"
        } else {
            ""
        },
        args.heroes,
        Value::Object(setup.overrides.clone()),
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
    println!("win share per role (shared wins split evenly; wins / games played):");
    for (i, r) in G::roles().iter().enumerate() {
        if totals.played[i] > 0.0 {
            println!(
                "  {:<16} {:>6.1}%  ({:.1} wins in {} games)",
                format!("{r:?}"),
                100.0 * totals.wins[i] / totals.played[i],
                totals.wins[i],
                totals.played[i]
            );
        }
    }
    println!("win share per seat:");
    for (i, played) in totals.seat_played.iter().enumerate() {
        if *played > 0.0 {
            println!("  seat {i}  {:>6.1}%", 100.0 * totals.seat_wins[i] / played);
        }
    }
    let mut tallies = totals.tallies.clone();
    for k in G::expected() {
        tallies.entry(k).or_default();
    }
    let mut kind = "";
    for ((k, name), n) in &tallies {
        if *k != kind {
            kind = k;
            println!("{k} (per game, and in all):");
        }
        println!("  {name:<32} {:>8.2}  ({n})", *n as f64 / games.max(1.0));
    }
    if setup.swap {
        println!("win share per place of --bots (± one standard error):");
        for (k, name) in names.iter().enumerate() {
            let played = totals.place_played[k];
            if played > 0.0 {
                let p = totals.place_wins[k] / played;
                let se = (p * (1.0 - p) / played).sqrt();
                println!(
                    "  {k} {name:<24} {:>6.1}% ± {:.1}  ({:.1} wins in {played} games)",
                    100.0 * p,
                    100.0 * se,
                    totals.place_wins[k]
                );
            }
        }
    }
    // Bots compared when the seats mix them (weakest first, as the game lists them reversed).
    if setup.bots.iter().any(|b| *b != setup.bots[0]) {
        for (i, b) in G::bots().iter().enumerate().rev() {
            if totals.bot_played[i] > 0.0 {
                println!(
                    "  bot {:<12} {:>6.1}% of seats won",
                    bot_name::<G>(*b),
                    100.0 * totals.bot_wins[i] / totals.bot_played[i]
                );
            }
        }
    }
}
