//! The game service on a real SQLite file: creating, moving, conflicts, restarts,
//! bots, concurrency and hidden information.

use std::sync::Arc;
use std::time::Duration;

use protocol::RoleName;
use protocol::{GameError, GameSnapshot, GameStatus, NewGame, NewSeat, SeatKind};
use rules::karak::{Action, HeroKind};
use rules::karak::{Karak, KarakVariant};
use rules::{Seat, Viewer};
use service::{Caller, Service};

mod common;
use common::{open, seqs};

fn seat(name: &str, hero: Option<HeroKind>, bot: bool) -> NewSeat {
    NewSeat {
        name: name.to_owned(),
        hero: hero.map(RoleName::of::<Karak>),
        bot,
        level: None,
    }
}

fn guest(id: &str) -> Caller {
    Caller::Guest(id.to_owned())
}

fn locals(n: usize) -> NewGame<Karak> {
    NewGame::<Karak> {
        seats: (0..n)
            .map(|i| seat(&format!("Player {i}"), None, false))
            .collect(),
        variant: KarakVariant { expert: false },
    }
}

/// The action a careful player would take now: the first legal one.
fn first_legal(snap: &GameSnapshot<Karak>) -> (u8, Action) {
    let seat = snap.view.to_act.expect("the game goes on").0;
    (seat, snap.view.legal_actions[0])
}

/// Plays `n` moves of a game whose seats are all local to `caller`.
async fn play(service: &Service, caller: &Caller, id: &str, n: usize) {
    for _ in 0..n {
        let snap = service.snapshot::<Karak>(caller, id).await.unwrap();
        if snap.status == GameStatus::Finished {
            return;
        }
        let (seat, action) = first_legal(&snap);
        service
            .submit::<Karak>(caller, id, seat, action, snap.version)
            .await
            .unwrap();
    }
}

/// Creating checks 2–5 seats, names of 1–24 characters after trimming, distinct heroes
/// and at least one person; a valid game is stored active at version 0 with the
/// caller as owner, heroes dealt for the open seats, and a 12-character URL-safe id.
#[tokio::test]
async fn create_validates_and_stores() {
    let dir = tempfile::tempdir().unwrap();
    let service = open(&dir.path().join("k.db")).await;
    let me = guest("g1");
    let bad = [
        locals(1),
        locals(6),
        NewGame::<Karak> {
            seats: vec![seat("  ", None, false), seat("B", None, false)],
            variant: KarakVariant { expert: false },
        },
        NewGame::<Karak> {
            seats: vec![seat(&"x".repeat(25), None, false), seat("B", None, false)],
            variant: KarakVariant { expert: false },
        },
        NewGame::<Karak> {
            seats: vec![
                seat("A", Some(HeroKind::Wizard), false),
                seat("B", Some(HeroKind::Wizard), false),
            ],
            variant: KarakVariant { expert: false },
        },
        NewGame::<Karak> {
            seats: vec![seat("A", None, true), seat("B", None, true)],
            variant: KarakVariant { expert: false },
        },
    ];
    for new in bad {
        let err = service
            .create_game::<Karak>(&me, new.clone())
            .await
            .unwrap_err();
        assert!(matches!(err, GameError::Invalid(_)), "{new:?} gave {err:?}");
    }
    let count: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM games")
        .fetch_one(service.db().pool())
        .await
        .unwrap();
    assert_eq!(count, 0, "a refused game leaves no row");

    let new = NewGame::<Karak> {
        seats: vec![
            seat(
                &format!("  {}  ", "é".repeat(24)),
                Some(HeroKind::Oracle),
                false,
            ),
            seat("Bot", None, true),
            seat("Cy", None, false),
        ],
        variant: KarakVariant { expert: true },
    };
    let id = service.create_game::<Karak>(&me, new).await.unwrap();
    assert_eq!(id.len(), 12);
    assert!(id
        .bytes()
        .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_'));
    let snap = service.snapshot::<Karak>(&me, &id).await.unwrap();
    assert_eq!(snap.version, 0);
    assert_eq!(snap.status, GameStatus::Active);
    assert_eq!(snap.seats[0].name, "é".repeat(24));
    assert_eq!(snap.seats[0].hero, RoleName::of::<Karak>(HeroKind::Oracle));
    assert_eq!(snap.seats[1].kind, SeatKind::Bot);
    assert_ne!(snap.seats[1].hero, snap.seats[2].hero);
    assert_eq!(
        snap.my_seats,
        vec![0, 2],
        "bots are never the caller's seats"
    );
    assert!(snap.view.expert);
    assert_eq!(snap.log.len(), 1, "the setup's events");
    let (status, owner, rules_version): (String, String, i64) =
        sqlx::query_as("SELECT status, owner_guest, rules_version FROM games WHERE id = $1")
            .bind(&id)
            .fetch_one(service.db().pool())
            .await
            .unwrap();
    assert_eq!((status.as_str(), owner.as_str()), ("active", "g1"));
    assert_eq!(rules_version, i64::from(rules::karak::RULES_VERSION));

    let other = service.create_game::<Karak>(&me, locals(2)).await.unwrap();
    let mine = service.list_games(&me).await.unwrap();
    assert_eq!(
        mine.iter().map(|g| g.id.as_str()).collect::<Vec<_>>(),
        vec![other.as_str(), id.as_str()],
        "newest first"
    );
    assert_eq!(mine[1].seats.len(), 3);
    assert!(mine[0].to_act.is_some());
    assert!(service.list_games(&guest("g2")).await.unwrap().is_empty());
}

/// A legal move by the owner for the seat to act is committed: version + 1, the
/// action stored at seq = old version, its events in the log and in the answer.
#[tokio::test]
async fn submit_commits_a_legal_move() {
    let dir = tempfile::tempdir().unwrap();
    let service = open(&dir.path().join("k.db")).await;
    let me = guest("g");
    let id = service.create_game::<Karak>(&me, locals(3)).await.unwrap();
    let snap = service.snapshot::<Karak>(&me, &id).await.unwrap();
    assert_eq!(snap.view.viewer, Viewer::Seat(snap.view.to_act.unwrap()));
    let (seat, action) = first_legal(&snap);
    let done = service
        .submit::<Karak>(&me, &id, seat, action, 0)
        .await
        .unwrap();
    assert_eq!(done.version, 1);
    let after = service.snapshot::<Karak>(&me, &id).await.unwrap();
    assert_eq!(after.version, 1);
    assert_eq!(after.log.len(), 2);
    assert_eq!(after.log[1].seq, Some(0));
    assert_eq!(after.log[1].seat, Some(seat));
    assert_eq!(after.log[1].events, done.events);
    let stored: (i64, String) =
        sqlx::query_as("SELECT seat, action FROM actions WHERE game_id = $1 AND seq = 0")
            .bind(&id)
            .fetch_one(service.db().pool())
            .await
            .unwrap();
    assert_eq!(stored.0, i64::from(seat));
    assert_eq!(serde_json::from_str::<Action>(&stored.1).unwrap(), action);
    let version: i64 = sqlx::query_scalar("SELECT version FROM games WHERE id = $1")
        .bind(&id)
        .fetch_one(service.db().pool())
        .await
        .unwrap();
    assert_eq!(version, 1);
}

/// A move the rules refuse returns the rule's name and message and changes nothing:
/// same version, same state hash, no action row. Acting for someone else's seat, for a
/// game one does not own, or for an unknown game is refused too.
#[tokio::test]
async fn refused_moves_change_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let service = open(&dir.path().join("k.db")).await;
    let me = guest("g");
    let id = service.create_game::<Karak>(&me, locals(2)).await.unwrap();
    let snap = service.snapshot::<Karak>(&me, &id).await.unwrap();
    let hash = service.state_hash(&id).await.unwrap();
    let (seat, _) = first_legal(&snap);
    let idle = 1 - seat;
    let err = service
        .submit::<Karak>(&me, &id, idle, snap.view.legal_actions[0], 0)
        .await
        .unwrap_err();
    assert!(
        matches!(&err, GameError::Rule { rule, detail } if rule == "not your turn" && !detail.is_empty()),
        "{err:?}"
    );
    // Rotating without a drawn tile is never legal at the start of a turn.
    let err = service
        .submit::<Karak>(&me, &id, seat, Action::Rotate(3), 0)
        .await
        .unwrap_err();
    assert!(matches!(err, GameError::Rule { .. }), "{err:?}");
    let err = service
        .submit::<Karak>(&guest("stranger"), &id, seat, snap.view.legal_actions[0], 0)
        .await
        .unwrap_err();
    assert_eq!(err, GameError::NotYourSeat { seat });
    let err = service
        .submit::<Karak>(&me, "AAAAAAAAAAAA", seat, snap.view.legal_actions[0], 0)
        .await
        .unwrap_err();
    assert_eq!(err, GameError::NotFound);
    assert_eq!(service.state_hash(&id).await.unwrap(), hash);
    assert_eq!(
        service.snapshot::<Karak>(&me, &id).await.unwrap().version,
        0
    );
    assert!(seqs(&service, &id).await.is_empty());
}

/// A move naming a version the game has left is a conflict naming the current
/// version, and is not recorded.
#[tokio::test]
async fn stale_version_is_a_conflict() {
    let dir = tempfile::tempdir().unwrap();
    let service = open(&dir.path().join("k.db")).await;
    let me = guest("g");
    let id = service.create_game::<Karak>(&me, locals(2)).await.unwrap();
    play(&service, &me, &id, 3).await;
    let snap = service.snapshot::<Karak>(&me, &id).await.unwrap();
    let (seat, action) = first_legal(&snap);
    let err = service
        .submit::<Karak>(&me, &id, seat, action, 1)
        .await
        .unwrap_err();
    assert_eq!(err, GameError::Conflict { current: 3 });
    let err = service
        .submit::<Karak>(&me, &id, seat, action, 9)
        .await
        .unwrap_err();
    assert_eq!(err, GameError::Conflict { current: 3 });
    assert_eq!(seqs(&service, &id).await, vec![0, 1, 2]);
}

/// A new service on the same file (a server restart) replays the log to the very same
/// state: same hash, version, view and log.
#[tokio::test]
async fn restart_resumes_the_same_state() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("k.db");
    let me = guest("g");
    let (id, hash, before) = {
        let service = open(&path).await;
        let id = service.create_game::<Karak>(&me, locals(4)).await.unwrap();
        play(&service, &me, &id, 40).await;
        let hash = service.state_hash(&id).await.unwrap();
        let before = service.snapshot::<Karak>(&me, &id).await.unwrap();
        service.db().close().await;
        (id, hash, before)
    };
    let service = open(&path).await;
    assert_eq!(service.state_hash(&id).await.unwrap(), hash);
    assert_eq!(service.snapshot::<Karak>(&me, &id).await.unwrap(), before);
    play(&service, &me, &id, 5).await;
    assert_eq!(
        seqs(&service, &id).await.len() as u32,
        service.snapshot::<Karak>(&me, &id).await.unwrap().version
    );
}

/// One person and three bots: the person ends turns (or takes the first legal
/// action), the bots move through `bot_move` only, and the game runs to its end; the
/// game is then finished with a result, the view is omniscient, and nobody can move.
#[tokio::test]
async fn bots_play_a_game_to_its_end() {
    let dir = tempfile::tempdir().unwrap();
    let service = open(&dir.path().join("k.db")).await;
    let me = guest("g");
    let new = NewGame::<Karak> {
        seats: vec![
            seat("Me", None, false),
            seat("B1", None, true),
            seat("B2", None, true),
            seat("B3", None, true),
        ],
        variant: KarakVariant { expert: false },
    };
    let id = service.create_game::<Karak>(&me, new).await.unwrap();
    let mut bot_moves = 0;
    for _ in 0..20_000 {
        let snap = service.snapshot::<Karak>(&me, &id).await.unwrap();
        let Some(to_act) = snap.view.to_act else {
            break;
        };
        if to_act == Seat(0) {
            assert!(service
                .bot_move::<Karak>(&me, &id, snap.version)
                .await
                .unwrap()
                .is_none());
            let action = if snap.view.legal_actions.contains(&Action::EndTurn) {
                Action::EndTurn
            } else {
                snap.view.legal_actions[0]
            };
            service
                .submit::<Karak>(&me, &id, 0, action, snap.version)
                .await
                .unwrap();
        } else {
            assert_eq!(
                snap.view.viewer,
                Viewer::Spectator,
                "a bot's turn is watched"
            );
            assert_eq!(
                service
                    .submit::<Karak>(&me, &id, to_act.0, Action::EndTurn, snap.version)
                    .await,
                Err(GameError::NotYourSeat { seat: to_act.0 }),
                "people cannot move bots"
            );
            let done = service
                .bot_move::<Karak>(&me, &id, snap.version)
                .await
                .unwrap()
                .unwrap();
            assert_eq!(done.version, snap.version + 1);
            bot_moves += 1;
        }
    }
    let snap = service.snapshot::<Karak>(&me, &id).await.unwrap();
    assert_eq!(snap.status, GameStatus::Finished, "the game ended");
    assert_eq!(snap.view.viewer, Viewer::Omniscient);
    assert!(snap.view.outcome.is_some());
    assert!(bot_moves > 0);
    assert_eq!(
        service
            .bot_move::<Karak>(&me, &id, snap.version)
            .await
            .unwrap(),
        None
    );
    let (status, result, finished): (String, Option<String>, Option<String>) =
        sqlx::query_as("SELECT status, result, finished_at FROM games WHERE id = $1")
            .bind(&id)
            .fetch_one(service.db().pool())
            .await
            .unwrap();
    assert_eq!(status, "finished");
    assert!(result.is_some() && finished.is_some());
    let listed = &service.list_games(&me).await.unwrap()[0];
    assert_eq!(listed.status, GameStatus::Finished);
    assert_eq!(listed.to_act, None);
    assert!(listed.outcome.is_some());
    // The finished game replays identically after a restart.
    let hash = service.state_hash(&id).await.unwrap();
    let again = open(&dir.path().join("k.db")).await;
    assert_eq!(again.state_hash(&id).await.unwrap(), hash);
}

/// Many tasks submit to one game at once with the same expected version: exactly one
/// wins each version, every other gets a conflict, and the actions table holds seq
/// 0..n with no gap and no duplicate.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn concurrent_submitters_never_lose_or_duplicate_moves() {
    let dir = tempfile::tempdir().unwrap();
    let service = open(&dir.path().join("k.db")).await;
    let me = guest("g");
    let id = service.create_game::<Karak>(&me, locals(5)).await.unwrap();
    const TASKS: usize = 16;
    const ROUNDS: u32 = 25;
    for round in 0..ROUNDS {
        let snap = service.snapshot::<Karak>(&me, &id).await.unwrap();
        assert_eq!(snap.version, round);
        let (seat, action) = first_legal(&snap);
        let barrier = Arc::new(tokio::sync::Barrier::new(TASKS));
        let tasks: Vec<_> = (0..TASKS)
            .map(|_| {
                let (service, me, id, barrier) =
                    (service.clone(), me.clone(), id.clone(), barrier.clone());
                tokio::spawn(async move {
                    barrier.wait().await;
                    service.submit::<Karak>(&me, &id, seat, action, round).await
                })
            })
            .collect();
        let mut wins = 0;
        for task in tasks {
            match task.await.unwrap() {
                Ok(done) => {
                    assert_eq!(done.version, round + 1);
                    wins += 1;
                }
                Err(GameError::Conflict { current }) => assert_eq!(current, round + 1),
                Err(other) => panic!("unexpected {other:?}"),
            }
        }
        assert_eq!(wins, 1, "exactly one submitter wins version {round}");
    }
    // Free-for-all: everyone races with whatever version they last saw.
    let tasks: Vec<_> = (0..TASKS)
        .map(|_| {
            let (service, me, id) = (service.clone(), me.clone(), id.clone());
            tokio::spawn(async move {
                let mut won = Vec::new();
                for _ in 0..20 {
                    let snap = service.snapshot::<Karak>(&me, &id).await.unwrap();
                    if snap.version >= ROUNDS + 60 || snap.view.to_act.is_none() {
                        break;
                    }
                    let (seat, action) = first_legal(&snap);
                    match service
                        .submit::<Karak>(&me, &id, seat, action, snap.version)
                        .await
                    {
                        Ok(done) => won.push(done.version - 1),
                        Err(GameError::Conflict { .. }) => {}
                        Err(other) => panic!("unexpected {other:?}"),
                    }
                }
                won
            })
        })
        .collect();
    let mut won: Vec<u32> = (0..ROUNDS).collect();
    for task in tasks {
        won.extend(task.await.unwrap());
    }
    won.sort_unstable();
    let version = service.snapshot::<Karak>(&me, &id).await.unwrap().version;
    assert_eq!(
        won,
        (0..version).collect::<Vec<_>>(),
        "one winner per version"
    );
    let stored = seqs(&service, &id).await;
    assert_eq!(stored, (0..i64::from(version)).collect::<Vec<_>>());
    // The cache agrees with the log.
    let hash = service.state_hash(&id).await.unwrap();
    let fresh = open(&dir.path().join("k.db")).await;
    assert_eq!(fresh.state_hash(&id).await.unwrap(), hash);
}

/// Snapshots never contain the seed, for the owner, a stranger, during and after the
/// game; a stranger sees the spectator's view, holds no seat, and gets no legal
/// actions.
#[tokio::test]
async fn snapshots_never_contain_the_seed() {
    let dir = tempfile::tempdir().unwrap();
    let service = open(&dir.path().join("k.db")).await;
    let me = guest("g");
    let id = service.create_game::<Karak>(&me, locals(3)).await.unwrap();
    let seed: i64 = sqlx::query_scalar("SELECT seed FROM games WHERE id = $1")
        .bind(&id)
        .fetch_one(service.db().pool())
        .await
        .unwrap();
    let stranger = guest("other");
    for _ in 0..30 {
        for caller in [&me, &stranger] {
            let snap = service.snapshot::<Karak>(caller, &id).await.unwrap();
            let json = serde_json::to_string(&snap).unwrap();
            assert!(!json.contains(&seed.to_string()), "the seed leaked");
            assert!(!json.to_lowercase().contains("seed"));
        }
        let theirs = service.snapshot::<Karak>(&stranger, &id).await.unwrap();
        assert_eq!(theirs.view.viewer, Viewer::Spectator);
        assert!(theirs.my_seats.is_empty());
        assert!(theirs.view.legal_actions.is_empty());
        play(&service, &me, &id, 1).await;
    }
}

/// Rule: the database itself refuses a move that is not the game's next one, even
/// from a second service whose cache is stale (two owners of one file): the action
/// at a taken seq is refused with a conflict naming the stored version, a move
/// that would leave a gap in the seqs is refused, and a refused move writes
/// nothing (neither the action nor the game's row).
#[tokio::test]
async fn the_database_refuses_a_move_that_is_not_the_next_one() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("k.db");
    let first = open(&path).await;
    let second = open(&path).await;
    let me = guest("g");
    let id = first.create_game::<Karak>(&me, locals(2)).await.unwrap();
    let snap = second.snapshot::<Karak>(&me, &id).await.unwrap();
    let (seat, action) = first_legal(&snap);
    first
        .submit::<Karak>(&me, &id, seat, action, 0)
        .await
        .unwrap();

    // `second` still holds version 0 in memory.
    let err = second
        .submit::<Karak>(&me, &id, seat, action, 0)
        .await
        .unwrap_err();
    assert_eq!(err, GameError::Conflict { current: 1 });

    let stored = |pool: sqlx::AnyPool, id: String| async move {
        let actions: i64 = sqlx::query_scalar("SELECT count(*) FROM actions WHERE game_id = $1")
            .bind(&id)
            .fetch_one(&pool)
            .await
            .unwrap();
        let version: i64 = sqlx::query_scalar("SELECT version FROM games WHERE id = $1")
            .bind(&id)
            .fetch_one(&pool)
            .await
            .unwrap();
        (actions, version)
    };
    assert_eq!(stored(first.db().pool().clone(), id.clone()).await, (1, 1));
    // A seq past the next one is refused by the trigger, and nothing is written.
    let gap = sqlx::query(
        "INSERT INTO moves (game_id, seq, seat, action, to_act, status, result)
         VALUES ($1, 5, 0, '\"Fight\"', 0, 'active', NULL)",
    )
    .bind(&id)
    .execute(first.db().pool())
    .await
    .unwrap_err();
    assert!(gap.to_string().contains("stale version"), "{gap}");
    assert_eq!(stored(first.db().pool().clone(), id.clone()).await, (1, 1));

    // After the conflict `second` reloads and plays on from the stored version.
    let snap = second.snapshot::<Karak>(&me, &id).await.unwrap();
    assert_eq!(snap.version, 1);
    let (seat, action) = first_legal(&snap);
    second
        .submit::<Karak>(&me, &id, seat, action, 1)
        .await
        .unwrap();
    assert_eq!(stored(first.db().pool().clone(), id.clone()).await, (2, 2));
}

/// Issue 12: "the live-game cache evicts idle and finished games (today it grows until
/// restart)". A game let go of is replayed from its log when it is asked for again,
/// at the same version, and plays on.
#[tokio::test]
async fn idle_games_leave_memory_and_come_back_from_the_log() {
    let dir = tempfile::tempdir().unwrap();
    let service = open(&dir.path().join("karak.db")).await;
    let me = guest("g-evict");
    let mut ids = Vec::new();
    for _ in 0..3 {
        let id = service.create_game::<Karak>(&me, locals(2)).await.unwrap();
        play(&service, &me, &id, 5).await;
        ids.push(id);
    }
    assert_eq!(service.live_games(), 3);
    // Recently used games stay.
    assert_eq!(service.evict_idle_games(), 0);
    assert_eq!(service.live_games(), 3);

    let before = service.snapshot::<Karak>(&me, &ids[0]).await.unwrap();
    assert_eq!(
        service.evict_games_idle_for(Duration::ZERO, Duration::ZERO),
        3
    );
    assert_eq!(service.live_games(), 0);
    let after = service.snapshot::<Karak>(&me, &ids[0]).await.unwrap();
    assert_eq!(after.version, before.version);
    assert_eq!(after.view, before.view);
    assert_eq!(service.live_games(), 1);
    play(&service, &me, &ids[0], 3).await;
    assert_eq!(
        seqs(&service, &ids[0]).await.len() as u32,
        before.version + 3
    );
}

/// Rule: a guest holds at most `guest_unfinished_games` unfinished games (here
/// 2); the next is refused with the typed reason; another guest is not affected.
#[tokio::test]
async fn a_guest_holds_a_bounded_number_of_unfinished_games() {
    let dir = tempfile::tempdir().unwrap();
    let service = service::Service::new(common::db(&dir.path().join("k.db")).await).with_limits(
        service::Limits {
            guest_unfinished_games: 2,
            ..service::Limits::default()
        },
    );
    let guest = Caller::Guest("g1".to_owned());
    for _ in 0..2 {
        service
            .create_game::<Karak>(&guest, locals(2))
            .await
            .unwrap();
    }
    assert_eq!(
        service
            .create_game::<Karak>(&guest, locals(2))
            .await
            .unwrap_err(),
        GameError::Forbidden(protocol::Refusal::TooManyUnfinishedGames { max: 2 })
    );
    let other = Caller::Guest("g2".to_owned());
    service
        .create_game::<Karak>(&other, locals(2))
        .await
        .unwrap();
}

/// Issue 15: "snapshots of huge games are paged, not sent whole". A table's snapshot
/// carries the setup's entry and the latest [`service::SNAPSHOT_LOG_ACTIONS`] actions'
/// entries, in order and ending with the last action; the replay has them all.
#[tokio::test]
async fn a_long_game_s_snapshot_carries_its_latest_log() {
    let dir = tempfile::tempdir().unwrap();
    let service = open(&dir.path().join("k.db")).await;
    let me = Caller::Guest("reader".to_owned());
    // Relative to the package's root, where cargo runs tests: a path compiled in would name
    // the checkout that built the binary, which the shared build cache reuses in others.
    let path = "../end2end/fixtures/finished-long.json";
    let id = service
        .import_game(&me, &std::fs::read_to_string(path).unwrap())
        .await
        .unwrap();
    let snap = service.snapshot::<Karak>(&me, &id).await.unwrap();
    let n = service::SNAPSHOT_LOG_ACTIONS as u32;
    assert!(snap.version > n, "the fixture is longer than a page");
    assert_eq!(snap.log.len(), n as usize + 1);
    assert_eq!(snap.log[0].seq, None, "the setup's entry first");
    assert!(snap.imported, "the table says the game was imported");
    let seqs: Vec<u32> = snap.log[1..].iter().filter_map(|e| e.seq).collect();
    assert_eq!(seqs, (snap.version - n..snap.version).collect::<Vec<_>>());
    let replay = service.replay_data::<Karak>(&me, &id).await.unwrap();
    let record = replay
        .record
        .expect("a finished game's replay has its record");
    assert_eq!(
        record.actions.len(),
        snap.version as usize,
        "the replay has every action"
    );
}
