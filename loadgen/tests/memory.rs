//! Memory per live game (issue 7: at most 20 KB), measured exactly: a counting
//! global allocator reports the heap bytes a fresh `service::Service` holds after
//! loading K started games into its live cache (the game state, its seats, the
//! event log, the cache slot and its lock, the map entry), at several points of
//! the games' lives. Real service, real SQLite file; games are created, started
//! and played through the service's own API.

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicIsize, Ordering};

use protocol::{NewOnlineGame, NewOnlineSeat};
use rand_chacha::ChaCha8Rng;
use rand_core::SeedableRng;
use rules::karak::{Karak, KarakOptions};
use rules::Game;
use service::{Caller, Db, Service};

/// The system allocator, counting the bytes currently allocated.
struct Counting;

static LIVE: AtomicIsize = AtomicIsize::new(0);

// SAFETY: every call is forwarded to the system allocator unchanged; the counter
// is only bookkeeping.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let p = unsafe { System.alloc(layout) };
        if !p.is_null() {
            LIVE.fetch_add(layout.size() as isize, Ordering::Relaxed);
        }
        p
    }
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        let p = unsafe { System.alloc_zeroed(layout) };
        if !p.is_null() {
            LIVE.fetch_add(layout.size() as isize, Ordering::Relaxed);
        }
        p
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { System.dealloc(ptr, layout) };
        LIVE.fetch_sub(layout.size() as isize, Ordering::Relaxed);
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let p = unsafe { System.realloc(ptr, layout, new_size) };
        if !p.is_null() {
            LIVE.fetch_add(
                new_size as isize - layout.size() as isize,
                Ordering::Relaxed,
            );
        }
        p
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

/// Issue 7's bound on the memory of one live game.
const LIMIT: f64 = 20.0 * 1024.0;

/// Median length of a 4-player game between greedy bots (docs/PERFORMANCE.md:
/// 349 actions); random play is longer.
const MEDIAN_GAME: u32 = 349;

/// Games measured at each point.
const GAMES: usize = 30;

struct Table {
    id: String,
    /// The same game played alongside (the test reads the seed from the file), so
    /// moves need no snapshot.
    mirror: Karak,
    version: u32,
}

/// Heap bytes now allocated by the whole process.
fn live() -> isize {
    LIVE.load(Ordering::SeqCst)
}

/// Heap bytes per game that a fresh service holds after loading `tables`.
async fn bytes_per_loaded_game(db: &Db, tables: &[Table]) -> f64 {
    // Warm the pool's statement caches with a throw-away service first.
    let warm = Service::new(db.clone());
    for t in tables {
        warm.state_hash(&t.id).await.unwrap();
    }
    drop(warm);
    let fresh = Service::new(db.clone());
    let before = live();
    for t in tables {
        fresh.state_hash(&t.id).await.unwrap();
    }
    let after = live();
    drop(fresh);
    (after - before) as f64 / tables.len() as f64
}

/// Heap bytes per game of the event log as a snapshot sends it (`Vec<LogEntry>`,
/// built from the compact in-memory log), as a deep copy.
async fn log_per_game(service: &Service, caller: &Caller, tables: &[Table]) -> f64 {
    let mut log = 0isize;
    for t in tables {
        let snap = service.snapshot::<Karak>(caller, &t.id).await.unwrap();
        let before = live();
        let copy = snap.log.clone();
        log += live() - before;
        drop(copy);
    }
    log as f64 / tables.len() as f64
}

/// Plays each game on to `target` actions (or its end) with random legal moves.
async fn play_to(service: &Service, callers: &[Caller], tables: &mut [Table], target: u32) {
    let mut rng = ChaCha8Rng::seed_from_u64(u64::from(target));
    for t in tables.iter_mut() {
        while t.version < target {
            let Some(seat) = t.mirror.to_act() else {
                break;
            };
            let action = rules::random_action(&t.mirror, &mut rng).unwrap();
            let done = service
                .submit::<Karak>(
                    &callers[usize::from(seat.0)],
                    &t.id,
                    seat.0,
                    action,
                    t.version,
                )
                .await
                .unwrap();
            t.mirror.apply(seat, &action).unwrap();
            t.version = done.version;
        }
    }
}

/// Creates and starts `GAMES` online games of 2–4 seats through the service.
async fn set_up() -> (tempfile::TempDir, Db, Service, Vec<Caller>, Vec<Table>) {
    let dir = tempfile::tempdir().unwrap();
    let db = Db::open(&dir.path().join("karak.db")).await.unwrap();
    let service = Service::new(db.clone());
    let mut callers = Vec::new();
    for i in 0..4 {
        let account = service
            .sign_up(&format!("Mem{i}"), "memory test password")
            .await
            .unwrap();
        callers.push(Caller::User(account.id));
    }
    let mut tables = Vec::new();
    for g in 0..GAMES {
        let seats = 2 + g % 3;
        let id = service
            .create_online_game(
                &callers[0],
                NewOnlineGame::<Karak> {
                    seats: vec![NewOnlineSeat::default(); seats],
                    hero: None,
                    variant: rules::karak::KarakVariant { expert: false },
                    time_control: None,
                    rated: None,
                },
            )
            .await
            .unwrap();
        for (seat, caller) in callers.iter().enumerate().take(seats).skip(1) {
            service
                .take_seat::<Karak>(caller, &id, seat as u8, None)
                .await
                .unwrap();
        }
        service.start_game(&callers[0], &id).await.unwrap();
        let (options, seed): (String, i64) =
            sqlx::query_as("SELECT options, seed FROM games WHERE id = $1")
                .bind(&id)
                .fetch_one(db.pool())
                .await
                .unwrap();
        let options: KarakOptions = serde_json::from_str(&options).unwrap();
        tables.push(Table {
            id,
            mirror: Karak::new(&options, seed as u64).unwrap(),
            version: 0,
        });
    }
    (dir, db, service, callers, tables)
}

/// One measurement point.
struct Point {
    moves: u32,
    total: f64,
}

async fn measure(points: &[u32]) -> Vec<Point> {
    let (_dir, db, service, callers, mut tables) = set_up().await;
    let mut out = Vec::new();
    for &moves in points {
        play_to(&service, &callers, &mut tables, moves).await;
        let total = bytes_per_loaded_game(&db, &tables).await;
        let log = log_per_game(&service, &callers[0], &tables).await;
        let over = tables
            .iter()
            .filter(|t| t.mirror.to_act().is_none())
            .count();
        println!(
            "memory per live game after {moves} actions ({over} of {GAMES} games over): \
             {total:.0} B = {:.2} KiB (the log as a snapshot sends it, `Vec<LogEntry>`, would take {log:.0} B; \
             the rules state is {} B inline, no heap)",
            total / 1024.0,
            std::mem::size_of::<Karak>()
        );
        out.push(Point { moves, total });
    }
    db.close().await;
    out
}

/// Rule (issue 7): a live game takes at most 20 KB of memory at its start and
/// through a whole game of median length (349 actions), measured at 0, 174 and
/// 349 actions; it also grows by at most 40 B per action (a regression bound: the
/// compact event log is what grows, about 26 B per action when this was written).
#[tokio::test(flavor = "current_thread")]
async fn memory_per_live_game_through_a_median_game() {
    let points = measure(&[0, MEDIAN_GAME / 2, MEDIAN_GAME]).await;
    let first = &points[0];
    let last = &points[points.len() - 1];
    let per_action = (last.total - first.total) / f64::from(last.moves - first.moves);
    println!(
        "growth: {per_action:.0} B per action; at {MEDIAN_GAME} actions (median greedy \
         game): {:.0} B = {:.1} KiB against the 20 KB target",
        last.total,
        last.total / 1024.0
    );
    for p in &points {
        assert!(
            p.total <= LIMIT,
            "after {} actions: {:.0} B per live game, over {LIMIT} B",
            p.moves,
            p.total
        );
    }
    assert!(
        per_action <= 40.0,
        "a live game grew by {per_action:.0} B per action"
    );
}
