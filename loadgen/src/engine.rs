//! The players: one task per live game, each with its own keep-alive connection,
//! moving through the public API as a bot would (read the legal actions of the
//! seat whose turn it is, submit one of them with the version it saw).

use std::net::SocketAddr;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use rand_chacha::ChaCha8Rng;
use rand_core::{RngCore, SeedableRng};
use tokio::sync::{watch, Semaphore};
use tokio::task::JoinSet;

use crate::api::{self, CallError};
use crate::http::Conn;
use crate::stats::PhaseStats;

/// What the players are doing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// Creating and starting their first game.
    Setup,
    /// Each game moves about once per think time.
    Paced,
    /// Closed loop: each game submits as fast as it can.
    Saturation,
    /// Finish the call in flight and stop.
    Stop,
}

impl Phase {
    fn index(self) -> usize {
        match self {
            Phase::Setup => 0,
            Phase::Paced => 1,
            Phase::Saturation => 2,
            Phase::Stop => 3,
        }
    }
}

/// A move the server acknowledged (answered 200 to the submit).
#[derive(Debug, Clone)]
pub struct Ack {
    pub game: Arc<str>,
    /// The version the move was submitted at, i.e. its `seq` in the log.
    pub seq: u32,
    pub seat: u8,
    /// The action as JSON, as sent.
    pub action: String,
    /// When the acknowledgement arrived.
    pub at: Instant,
}

/// Everything the player tasks share.
pub struct Shared {
    pub addr: SocketAddr,
    /// `Bearer …` of each load account; a game of n seats uses the first n.
    pub auths: Vec<String>,
    pub think: Duration,
    /// Games with index at or above this wait during saturation.
    pub saturation_games: usize,
    phase_tx: watch::Sender<Phase>,
    /// Stats by phase (setup, paced, saturation, after stop).
    stats: Mutex<[PhaseStats; 4]>,
    acks: Mutex<Vec<Ack>>,
    ready: AtomicUsize,
    /// Limits concurrent game creation (lobby calls are serialised server-side).
    setup_slots: Semaphore,
    /// The level of the server bot each game gets as its last seat (none: no bot).
    bots: Option<String>,
    /// The games started so far, for the page probe (`pages`).
    games: Mutex<Vec<Arc<str>>>,
}

impl Shared {
    /// Shared state for players of the server at `addr` with these accounts.
    pub fn new(
        addr: SocketAddr,
        auths: Vec<String>,
        think: Duration,
        saturation_games: usize,
    ) -> Arc<Self> {
        let (phase_tx, _) = watch::channel(Phase::Setup);
        Arc::new(Self {
            addr,
            auths,
            think,
            saturation_games,
            phase_tx,
            stats: Mutex::new(Default::default()),
            acks: Mutex::new(Vec::new()),
            ready: AtomicUsize::new(0),
            setup_slots: Semaphore::new(8),
            bots: None,
            games: Mutex::new(Vec::new()),
        })
    }

    /// The same, with a server bot of `level` in every game (its last seat).
    pub fn with_bots(self: Arc<Self>, level: Option<String>) -> Arc<Self> {
        let mut shared = Arc::into_inner(self).expect("not shared yet");
        shared.bots = level;
        Arc::new(shared)
    }

    /// The `n`th game started (modulo how many there are), if any.
    pub fn some_game(&self, n: usize) -> Option<Arc<str>> {
        let games = self.games.lock().unwrap_or_else(|p| p.into_inner());
        (!games.is_empty()).then(|| games[n % games.len()].clone())
    }

    /// The current phase.
    pub fn phase(&self) -> Phase {
        *self.phase_tx.borrow()
    }

    /// Moves every player to `phase`, closing the previous phase's clock.
    pub fn set_phase(&self, phase: Phase) {
        let now = Instant::now();
        {
            let mut stats = self.stats.lock().unwrap_or_else(|p| p.into_inner());
            let old = self.phase().index();
            stats[old].ended = Some(now);
            stats[phase.index()].started.get_or_insert(now);
            stats[phase.index()].ended = None;
        }
        self.phase_tx.send_replace(phase);
    }

    /// Runs `f` on the stats of `phase`.
    pub fn with_stats<T>(&self, phase: Phase, f: impl FnOnce(&mut PhaseStats) -> T) -> T {
        let mut stats = self.stats.lock().unwrap_or_else(|p| p.into_inner());
        f(&mut stats[phase.index()])
    }

    /// Number of players whose first game has started.
    pub fn ready(&self) -> usize {
        self.ready.load(Ordering::Relaxed)
    }

    /// The moves acknowledged so far.
    pub fn acks(&self) -> Vec<Ack> {
        self.acks.lock().unwrap_or_else(|p| p.into_inner()).clone()
    }

    /// The moves acknowledged after the first `skip`.
    pub fn acks_since(&self, skip: usize) -> Vec<Ack> {
        let acks = self.acks.lock().unwrap_or_else(|p| p.into_inner());
        acks.get(skip..).unwrap_or_default().to_vec()
    }

    /// How many moves were acknowledged so far.
    pub fn ack_count(&self) -> usize {
        self.acks.lock().unwrap_or_else(|p| p.into_inner()).len()
    }

    fn error(&self, what: &str, e: &CallError) {
        let phase = self.phase();
        self.with_stats(phase, |s| s.error(format!("{what}:{}", e.kind())));
    }
}

/// Starts `games` player tasks.
pub fn spawn_players(shared: &Arc<Shared>, games: usize, seed: u64) -> JoinSet<()> {
    let mut set = JoinSet::new();
    for i in 0..games {
        let shared = Arc::clone(shared);
        set.spawn(player(
            shared,
            i,
            seed ^ (i as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15),
        ));
    }
    set
}

/// A short random pause after a failed call (the server may be restarting).
async fn back_off(rng: &mut ChaCha8Rng) {
    let ms = 20 + u64::from(rules::hash::uniform(rng, 40));
    tokio::time::sleep(Duration::from_millis(ms)).await;
}

/// Creates and starts a game, retrying until it works or the run stops.
async fn new_game(
    shared: &Shared,
    conn: &mut Conn,
    auths: &[String],
    rng: &mut ChaCha8Rng,
) -> Option<Arc<str>> {
    loop {
        if shared.phase() == Phase::Stop {
            return None;
        }
        let made = {
            let _slot = shared.setup_slots.acquire().await.ok()?;
            api::new_timed_game(conn, auths, None, shared.bots.as_deref()).await
        };
        match made {
            Ok(id) => {
                let phase = shared.phase();
                shared.with_stats(phase, |s| s.games_created += 1);
                let id: Arc<str> = id.into();
                shared
                    .games
                    .lock()
                    .unwrap_or_else(|p| p.into_inner())
                    .push(id.clone());
                return Some(id);
            }
            Err(e) => {
                shared.error("create", &e);
                back_off(rng).await;
            }
        }
    }
}

/// One player task: plays game after game until the run stops.
async fn player(shared: Arc<Shared>, index: usize, seed: u64) {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut conn = Conn::new(shared.addr);
    let seats = 2 + index % (shared.auths.len().clamp(2, 4) - 1);
    let auths: Vec<String> = shared.auths[..seats].to_vec();
    let Some(mut game) = new_game(&shared, &mut conn, &auths, &mut rng).await else {
        return;
    };
    shared.ready.fetch_add(1, Ordering::Relaxed);
    let mut phase_rx = shared.phase_tx.subscribe();
    // Wait for the start, then spread the paced games over one think time.
    while *phase_rx.borrow_and_update() == Phase::Setup {
        if phase_rx.changed().await.is_err() {
            return;
        }
    }
    let mut last_seat = 0usize;
    let mut first = true;
    loop {
        let phase = *phase_rx.borrow_and_update();
        match phase {
            Phase::Stop => return,
            Phase::Setup => unreachable!("setup is over"),
            Phase::Paced => {
                let think = shared.think.as_micros() as u64;
                // Uniform in [0.5, 1.5) × think; the first pause in [0, 1) × think.
                let (lo, span) = if first {
                    (0, think)
                } else {
                    (think / 2, think)
                };
                first = false;
                let pause = lo + jitter(&mut rng, span);
                tokio::select! {
                    () = tokio::time::sleep(Duration::from_micros(pause)) => {}
                    _ = phase_rx.changed() => continue,
                }
            }
            Phase::Saturation if index >= shared.saturation_games => {
                if phase_rx.changed().await.is_err() {
                    return;
                }
                continue;
            }
            Phase::Saturation => {}
        }
        match one_move(&shared, &mut conn, &game, &auths, &mut last_seat, &mut rng).await {
            Step::Moved | Step::Failed | Step::Waited => {}
            Step::Over => {
                let phase = shared.phase();
                shared.with_stats(phase, |s| s.games_finished += 1);
                match new_game(&shared, &mut conn, &auths, &mut rng).await {
                    Some(id) => {
                        game = id;
                        last_seat = 0;
                    }
                    None => return,
                }
            }
        }
    }
}

fn jitter(rng: &mut ChaCha8Rng, span: u64) -> u64 {
    if span == 0 {
        0
    } else {
        rng.next_u64() % span
    }
}

enum Step {
    Moved,
    Failed,
    /// The server's bot is to move.
    Waited,
    /// Nobody may act: the game is over.
    Over,
}

/// Finds the seat to act (starting with the one that acted last: a turn has
/// several actions), submits a random legal action, and records the outcome.
async fn one_move(
    shared: &Shared,
    conn: &mut Conn,
    game: &Arc<str>,
    auths: &[String],
    last_seat: &mut usize,
    rng: &mut ChaCha8Rng,
) -> Step {
    let n = auths.len();
    for k in 0..n {
        let seat = (*last_seat + k) % n;
        let legal = match api::legal(conn, game, &auths[seat]).await {
            Ok(l) => l,
            Err(e) => {
                shared.error("legal", &e);
                back_off(rng).await;
                return Step::Failed;
            }
        };
        if legal.seat != Some(seat as u8) || legal.actions.is_empty() {
            continue;
        }
        let pick = rules::hash::uniform(rng, legal.actions.len() as u32) as usize;
        let action = legal.actions[pick].to_string();
        let started = Instant::now();
        let result =
            api::submit(conn, game, &auths[seat], seat as u8, &action, legal.version).await;
        let took = started.elapsed();
        return match result {
            Ok(_) => {
                shared
                    .acks
                    .lock()
                    .unwrap_or_else(|p| p.into_inner())
                    .push(Ack {
                        game: Arc::clone(game),
                        seq: legal.version,
                        seat: seat as u8,
                        action,
                        at: Instant::now(),
                    });
                let phase = shared.phase();
                shared.with_stats(phase, |s| {
                    s.committed += 1;
                    s.latencies_us
                        .push(u32::try_from(took.as_micros()).unwrap_or(u32::MAX));
                });
                *last_seat = seat;
                Step::Moved
            }
            Err(e) => {
                shared.error("submit", &e);
                back_off(rng).await;
                Step::Failed
            }
        };
    }
    // No account may act: the game is over, or its bot is thinking.
    if shared.bots.is_some() {
        match api::finished(conn, game, &auths[0]).await {
            Ok(false) => {
                tokio::time::sleep(BOT_POLL).await;
                return Step::Waited;
            }
            Ok(true) => {}
            Err(e) => {
                shared.error("game", &e);
                back_off(rng).await;
                return Step::Failed;
            }
        }
    }
    Step::Over
}

/// How often a game whose server bot thinks is looked at again.
const BOT_POLL: Duration = Duration::from_millis(50);
