//! How long each bot level takes to decide, per game, on one core: the figures of
//! `docs/BOTS.md`. Positions come from 2-player games between Normal bots (every few
//! decisions of either seat); each is then decided by a fresh bot of the level (as the
//! service decides: no memory between moves) on a copy determinised for its seat. Prints
//! the median, 99th percentile and slowest decision.
//!
//! `cargo bench -p rules --bench bots -- [--game karak] [--level hard] [--positions 300]`

use rand_chacha::ChaCha8Rng;
use rand_core::SeedableRng;
use rules::player::choose_action;
use rules::{for_kind, BotLevel, Game, GameKind};
use std::time::{Duration, Instant};

/// Every how many decisions a position is kept.
const EVERY: u32 = 7;

/// The command line: `--game`, `--level`, `--positions` (others, like cargo's `--bench`, are
/// ignored).
struct Args {
    games: Vec<GameKind>,
    levels: Vec<BotLevel>,
    positions: usize,
}

fn args() -> Result<Args, String> {
    let mut args = Args {
        games: GameKind::ALL.to_vec(),
        levels: BotLevel::ALL.to_vec(),
        positions: 300,
    };
    let mut it = std::env::args().skip(1);
    while let Some(arg) = it.next() {
        let mut value = || it.next().ok_or(format!("{arg} needs a value"));
        match arg.as_str() {
            "--game" => {
                let v = value()?;
                args.games = vec![GameKind::parse(&v).ok_or(format!("unknown game {v}"))?];
            }
            "--level" => {
                let v = value()?;
                args.levels = vec![BotLevel::parse(&v).ok_or(format!("unknown level {v}"))?];
            }
            "--positions" => {
                let v = value()?;
                args.positions = v.parse().map_err(|_| format!("bad count {v}"))?;
            }
            _ => {}
        }
    }
    Ok(args)
}

/// Positions with a decision pending, from games between Normal bots.
fn positions<G: Game>(count: usize) -> Vec<G> {
    let mut out = Vec::with_capacity(count);
    let normal = G::bot_at(BotLevel::Normal);
    let mut seed = 0u64;
    while out.len() < count {
        let roles = &G::roles()[..2];
        let mut game = G::new(&G::options_for(roles), seed).expect("standard options");
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut fill = ChaCha8Rng::seed_from_u64(!seed);
        let mut players = [G::bot_player(normal), G::bot_player(normal)];
        let mut decisions = 0u32;
        while let Some(seat) = game.to_act() {
            if decisions.is_multiple_of(EVERY) && out.len() < count {
                out.push(game.clone());
            }
            let player = &mut players[seat.index()];
            let action = choose_action(&mut game, seat, player, &mut fill, &mut rng)
                .expect("a bot always has an action");
            game.apply(seat, &action)
                .expect("bots choose legal actions");
            decisions += 1;
            if decisions > 20_000 {
                break;
            }
        }
        seed += 1;
    }
    out
}

fn measure<G: Game>(levels: &[BotLevel], count: usize) {
    let positions = positions::<G>(count);
    for level in levels {
        let bot = G::bot_at(*level);
        let mut times: Vec<Duration> = Vec::with_capacity(positions.len());
        for (i, position) in positions.iter().enumerate() {
            let mut game = position.clone();
            let seat = game.to_act().expect("kept only with a decision pending");
            let mut rng = ChaCha8Rng::seed_from_u64(i as u64);
            let mut fill = ChaCha8Rng::seed_from_u64(!(i as u64));
            let mut player = G::bot_player(bot);
            let start = Instant::now();
            let action = choose_action(&mut game, seat, &mut player, &mut fill, &mut rng);
            times.push(start.elapsed());
            std::hint::black_box(action);
        }
        times.sort_unstable();
        let at = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize];
        let ms = |d: Duration| d.as_secs_f64() * 1000.0;
        println!(
            "{:<8} {:<7} {:>5} decisions: median {:>8.3} ms, p99 {:>8.3} ms, slowest {:>8.3} ms",
            G::KIND,
            level.name(),
            times.len(),
            ms(at(0.5)),
            ms(at(0.99)),
            ms(*times.last().expect("positions"))
        );
    }
}

fn main() -> Result<(), String> {
    let args = args()?;
    for kind in &args.games {
        for_kind!(*kind, G => measure::<G>(&args.levels, args.positions));
    }
    Ok(())
}
