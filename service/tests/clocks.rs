//! Turn clocks (issue 40): "when a seat's time runs out, the server's bot plays that
//! seat's turn (the log says so) … after 3 timeouts in a row the seat is handed to the
//! bot for the rest of the game, as when a player resigns, and the player may take the
//! seat back while the game lasts."
//!
//! Deadlines are made to pass by moving them into the past in the database, as the
//! clock of a real game would after the time went by (the sweep reads the column).

use protocol::{GameError, NewOnlineGame, Refusal, SeatChange, SeatKind, TimeControl};
use rules::karak::Karak;
use rules::Seat;
use service::{Caller, Service};

mod common;
use common::{account, db, open_seats, open_with_quick_bots};

const LIVE: TimeControl = TimeControl::Live {
    bank_secs: 60,
    increment_secs: 5,
};

/// Ann hosts a two-seat online Karak game with `control`; Bo takes the other seat and
/// Ann starts it.
async fn started(service: &Service, control: Option<TimeControl>) -> (Caller, Caller, String) {
    let n: i64 = sqlx::query_scalar("SELECT count(*) FROM users")
        .fetch_one(service.db().pool())
        .await
        .unwrap();
    let ann = account(service, &format!("Ann{n}")).await;
    let bo = account(service, &format!("Bo{n}")).await;
    let id = service
        .create_online_game(
            &ann,
            NewOnlineGame::<Karak> {
                time_control: control,
                rated: None,
                ..open_seats(2)
            },
        )
        .await
        .unwrap();
    service.take_seat::<Karak>(&bo, &id, 1, None).await.unwrap();
    service.start_game(&ann, &id).await.unwrap();
    (ann, bo, id)
}

/// Moves game `id`'s deadline into the past, as the time going by would.
async fn pass_deadline(service: &Service, id: &str) {
    sqlx::query("UPDATE games SET deadline_at = '2000-01-01T00:00:00.000Z' WHERE id = $1")
        .bind(id)
        .execute(service.db().pool())
        .await
        .unwrap();
}

/// The caller of the seat to act.
fn to_act<'a>(
    snap: &protocol::GameSnapshot<Karak>,
    ann: &'a Caller,
    bo: &'a Caller,
) -> (u8, &'a Caller) {
    let seat = snap.view.to_act.unwrap().0;
    (seat, if seat == 0 { ann } else { bo })
}

/// Waits until the game's seat to act is no longer `seat` (the bot finished the turn).
async fn until_turn_passes(service: &Service, caller: &Caller, id: &str, seat: u8) {
    for _ in 0..200 {
        let snap = service.snapshot::<Karak>(caller, id).await.unwrap();
        if snap.view.to_act != Some(Seat(seat)) {
            return;
        }
        tokio::time::sleep(std::time::Duration::from_millis(25)).await;
    }
    panic!("the bot did not finish the timed-out turn");
}

/// Rule: "The time a seat has left counts only while it must decide", shown next to
/// each seat; the lobby and the lists say the game's time control.
#[tokio::test]
async fn clocks_start_with_the_game_and_are_shown() {
    let dir = tempfile::tempdir().unwrap();
    let service = open_with_quick_bots(&dir.path().join("k.db")).await;
    let (ann, bo, id) = started(&service, Some(LIVE)).await;
    let snap = service.snapshot::<Karak>(&ann, &id).await.unwrap();
    let clock = snap
        .clock
        .clone()
        .expect("a game with a time control has clocks");
    assert_eq!(clock.control, LIVE);
    let (seat, _) = to_act(&snap, &ann, &bo);
    assert_eq!(clock.running, Some(seat));
    let other = usize::from(1 - seat);
    assert_eq!(
        clock.left_ms[other], 60_000,
        "a seat not deciding keeps its bank"
    );
    assert!(clock.left_ms[usize::from(seat)] <= 60_000);
    let listed = service.list_games(&bo).await.unwrap();
    assert_eq!(listed[0].time_control, Some(LIVE));
    assert!(listed[0]
        .time_left_ms
        .is_some_and(|ms| ms <= 60_000 && ms > 50_000));

    // A game without one has none.
    let (ann2, _, plain) = started(&service, None).await;
    assert_eq!(
        service
            .snapshot::<Karak>(&ann2, &plain)
            .await
            .unwrap()
            .clock,
        None
    );

    // Outside the limits: refused, nothing created.
    let refused = service
        .create_online_game(
            &ann,
            NewOnlineGame::<Karak> {
                time_control: Some(TimeControl::Correspondence { days: 4 }),
                rated: None,
                ..open_seats(2)
            },
        )
        .await;
    assert_eq!(refused, Err(GameError::Invalid(Refusal::TimeControl)));
}

/// Rule: when a seat's time runs out "the server's bot plays that seat's turn (the log
/// says so)"; the seat stays its player's, who sees from it as before. Acting on the
/// same deadline twice records it once.
#[tokio::test]
async fn a_timeout_has_the_bot_play_the_turn_and_the_log_says_so() {
    let dir = tempfile::tempdir().unwrap();
    let service = open_with_quick_bots(&dir.path().join("k.db")).await;
    let (ann, bo, id) = started(&service, Some(LIVE)).await;
    let snap = service.snapshot::<Karak>(&ann, &id).await.unwrap();
    let (seat, player) = to_act(&snap, &ann, &bo);
    pass_deadline(&service, &id).await;
    // Two sweeps at once (as two ticks of a busy server): the timeout is acted on once.
    let (a, b) = tokio::join!(service.act_on_deadlines(), service.act_on_deadlines());
    assert_eq!(a.unwrap() + b.unwrap(), 1);
    until_turn_passes(&service, player, &id, seat).await;

    let after = service.snapshot::<Karak>(player, &id).await.unwrap();
    let timeouts: Vec<_> = after
        .seat_notes
        .iter()
        .filter(|n| n.change == SeatChange::TimedOut)
        .collect();
    assert_eq!(
        timeouts.len(),
        1,
        "one timeout, noted once: {:?}",
        after.seat_notes
    );
    assert_eq!(
        (timeouts[0].seat, timeouts[0].version),
        (seat, snap.version)
    );
    assert_eq!(
        after.seats[usize::from(seat)].kind,
        SeatKind::Account,
        "the seat stays theirs"
    );
    assert!(after.version > snap.version, "the bot played the turn");
    assert!(after.reclaimable.is_empty());
    // The bank as the log's times give it (the increment added as the turn passed;
    // the rule for a bank that ran out is the clocks' own unit test's).
    let left = after.clock.clone().unwrap().left_ms[usize::from(seat)];
    assert!((30_000..=65_000).contains(&left), "{left}");
    // The replay says how long each move took its seat ("time used per move").
    let replay = service.replay_data::<Karak>(player, &id).await.unwrap();
    assert_eq!(replay.thought_ms.len(), replay.steps as usize);
    assert!(replay.thought_ms.iter().all(|&ms| ms >= 0));
    // A restarted server reads the same notes and clocks from the log.
    drop(service);
    let service = Service::new(db(&dir.path().join("k.db")).await);
    let reloaded = service.snapshot::<Karak>(player, &id).await.unwrap();
    assert_eq!(reloaded.seat_notes, after.seat_notes);
    assert_eq!(reloaded.clock.unwrap().left_ms[usize::from(seat)], left);
}

/// Rule: "after 3 timeouts in a row the seat is handed to the bot for the rest of the
/// game, as when a player resigns, and the player may take the seat back while the
/// game lasts"; a move of their own in between starts the count again.
#[tokio::test]
async fn three_timeouts_in_a_row_hand_the_seat_over_until_it_is_taken_back() {
    let dir = tempfile::tempdir().unwrap();
    let service = open_with_quick_bots(&dir.path().join("k.db")).await;
    let (ann, bo, id) = started(&service, Some(LIVE)).await;
    let players = [ann.clone(), bo.clone()];
    let mut sleeper = None;
    let mut timeouts = 0;
    while timeouts < 3 {
        let snap = service.snapshot::<Karak>(&ann, &id).await.unwrap();
        let (seat, player) = to_act(&snap, &ann, &bo);
        let sleeping = *sleeper.get_or_insert(seat);
        if seat == sleeping {
            pass_deadline(&service, &id).await;
            assert_eq!(service.act_on_deadlines().await.unwrap(), 1);
            timeouts += 1;
            until_turn_passes(&service, player, &id, seat).await;
        } else {
            // The other player ends their turn at once.
            let mine = service.snapshot::<Karak>(player, &id).await.unwrap();
            common::end_turn_or_first(&service, player, &id, seat, &mine).await;
        }
        let snap = service.snapshot::<Karak>(&ann, &id).await.unwrap();
        assert!(snap.view.to_act.is_some(), "the game goes on");
    }
    let seat = sleeper.unwrap();
    let sleeper_caller = &players[usize::from(seat)];
    let snap = service
        .snapshot::<Karak>(sleeper_caller, &id)
        .await
        .unwrap();
    assert_eq!(
        snap.seats[usize::from(seat)].kind,
        SeatKind::Bot,
        "the bot keeps the seat"
    );
    assert_eq!(snap.reclaimable, vec![seat]);
    assert!(snap
        .seat_notes
        .iter()
        .any(|n| n.seat == seat && n.change == SeatChange::HandedOver));
    assert!(snap.my_seats.is_empty(), "the bot moves it now");
    // Another player cannot take it.
    let other = &players[usize::from(1 - seat)];
    assert_eq!(
        service.take_seat_back(other, &id).await,
        Err(GameError::Forbidden(Refusal::NoSeatToTakeBack))
    );
    // Its player takes it back: theirs again, the log says so, and no more bot moves.
    assert_eq!(service.take_seat_back(sleeper_caller, &id).await, Ok(seat));
    let back = service
        .snapshot::<Karak>(sleeper_caller, &id)
        .await
        .unwrap();
    assert_eq!(back.seats[usize::from(seat)].kind, SeatKind::Account);
    assert_eq!(back.my_seats, vec![seat]);
    assert!(back.reclaimable.is_empty());
    assert_eq!(
        back.seat_notes.last().map(|n| (n.seat, n.change)),
        Some((seat, SeatChange::TookBack))
    );
    assert_eq!(
        service.take_seat_back(sleeper_caller, &id).await,
        Err(GameError::Forbidden(Refusal::NoSeatToTakeBack)),
        "taken back once"
    );
}

/// The sweep finds a deadline that passed while no server was running ("a deadline
/// that passes while the server is down is acted on within 5 s of restart": the server
/// sweeps every second, and the first sweep acts on it).
#[tokio::test]
async fn the_sweep_acts_on_a_deadline_that_passed_while_the_server_was_down() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("k.db");
    let (ann, id, version) = {
        let service = open_with_quick_bots(&path).await;
        let (ann, _, id) = started(&service, Some(TimeControl::Correspondence { days: 1 })).await;
        let version = service.snapshot::<Karak>(&ann, &id).await.unwrap().version;
        pass_deadline(&service, &id).await;
        (ann, id, version)
    };
    let service = open_with_quick_bots(&path).await;
    let started_at = std::time::Instant::now();
    assert_eq!(service.act_on_deadlines().await.unwrap(), 1);
    let mut noted = false;
    while !noted && started_at.elapsed() < std::time::Duration::from_secs(5) {
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
        let snap = service.snapshot::<Karak>(&ann, &id).await.unwrap();
        noted = snap
            .seat_notes
            .iter()
            .any(|n| n.change == SeatChange::TimedOut && n.version == version);
    }
    assert!(noted, "the timeout is acted on after the restart");
}

/// The game's stored deadline, as the sweep reads it.
async fn stored_deadline(service: &Service, id: &str) -> Option<String> {
    sqlx::query_scalar("SELECT deadline_at FROM games WHERE id = $1")
        .bind(id)
        .fetch_one(service.db().pool())
        .await
        .unwrap()
}

/// Rule (ours, `docs/DESIGN.md` "Turn clocks"): a game whose players' time all ran out
/// three turns in a row is not played to its end by bots for nobody. It waits: no
/// clock runs, no deadline is due, its bots do not move (also after a restart) until
/// a player takes their seat back; then it goes on and that player's decision counts
/// from the moment they came back.
#[tokio::test]
async fn a_game_whose_players_all_timed_out_waits_for_them() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("k.db");
    let service = open_with_quick_bots(&path).await;
    let (ann, bo, id) = started(&service, Some(LIVE)).await;
    // Neither player moves again: each decision of theirs times out.
    for _ in 0..400 {
        let snap = service.snapshot::<Karak>(&ann, &id).await.unwrap();
        if snap.seats.iter().all(|s| s.kind == SeatKind::Bot) {
            break;
        }
        let (seat, player) = to_act(&snap, &ann, &bo);
        if snap.seats[usize::from(seat)].kind == SeatKind::Bot {
            // The bot of a seat already handed over is moving.
            tokio::time::sleep(std::time::Duration::from_millis(20)).await;
            continue;
        }
        pass_deadline(&service, &id).await;
        assert_eq!(service.act_on_deadlines().await.unwrap(), 1);
        until_turn_passes(&service, player, &id, seat).await;
    }
    let waiting = service.snapshot::<Karak>(&ann, &id).await.unwrap();
    assert!(waiting.seats.iter().all(|s| s.kind == SeatKind::Bot));
    assert!(waiting.view.to_act.is_some(), "the game is not over");
    let clock = waiting.clock.clone().unwrap();
    assert!(clock.waiting, "the game waits for its players");
    assert_eq!(clock.running, None, "no clock runs");
    assert_eq!(stored_deadline(&service, &id).await, None);
    // Nothing moves, not the bots and not the sweep, even with a deadline in the past.
    pass_deadline(&service, &id).await;
    assert_eq!(service.act_on_deadlines().await.unwrap(), 0);
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    let still = service.snapshot::<Karak>(&ann, &id).await.unwrap();
    assert_eq!(still.version, waiting.version);
    drop(service);
    // A restart sets the bots of online games going again, but not these.
    let service = open_with_quick_bots(&path).await;
    service.resume_online_bots().await.unwrap();
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    let after_restart = service.snapshot::<Karak>(&ann, &id).await.unwrap();
    assert_eq!(after_restart.version, waiting.version);
    assert!(after_restart.clock.unwrap().waiting);
    // Bo comes back: the bots play on until it is his decision, and his clock runs.
    assert_eq!(service.take_seat_back(&bo, &id).await, Ok(1));
    let mut mine = None;
    for _ in 0..400 {
        let snap = service.snapshot::<Karak>(&bo, &id).await.unwrap();
        if snap.view.to_act == Some(Seat(1)) {
            mine = Some(snap);
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    let mine = mine.expect("the bot plays Ann's seat up to Bo's decision");
    let clock = mine.clock.unwrap();
    assert!(!clock.waiting);
    assert_eq!(clock.running, Some(1), "Bo's clock runs");
    assert!(
        stored_deadline(&service, &id).await.is_some(),
        "and is due again"
    );
}
