//! Rough speed check: complete random-bot games per second (not a benchmark).
//! `cargo run --release -p rules --example speed -- GAMES PLAYERS`
use rand_chacha::ChaCha8Rng;
use rand_core::SeedableRng;
use rules::karak::{Event, HeroKind, Karak, KarakOptions};
use rules::{random_action, Game};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let games: u64 = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(1000);
    let players: usize = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(4);
    let heroes = [
        HeroKind::Warrior,
        HeroKind::Thief,
        HeroKind::Wizard,
        HeroKind::Warlock,
        HeroKind::Swordsman,
    ];
    let options = KarakOptions::new(heroes[..players].to_vec());
    let start = std::time::Instant::now();
    let (mut actions, mut finished) = (0u64, 0u64);
    let mut events: Vec<Event> = Vec::with_capacity(64);
    for seed in 0..games {
        let mut game = Karak::new(&options, seed).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        for _ in 0..20_000 {
            let Some(seat) = game.to_act() else { break };
            let a = random_action(&game, &mut rng).unwrap();
            events.clear();
            game.apply_into(seat, &a, &mut events).unwrap();
            actions += 1;
        }
        finished += u64::from(game.outcome().is_some());
    }
    let s = start.elapsed().as_secs_f64();
    println!(
        "{games} games ({finished} finished), {actions} actions, {:.0} games/s, {:.0} actions/s, {:.0} actions/game",
        games as f64 / s,
        actions as f64 / s,
        actions as f64 / games as f64
    );
}
