//! Notifications (issue 40): "your turn, you were invited, a seat was taken, the game
//! started, the game ended (with the result), time is running out … Read/unread,
//! stored, kept 30 days, each linking to its game"; and the account's live counts.

use std::time::Duration;

use protocol::{NoticeKind, TimeControl};
use rules::karak::Karak;
use service::{Caller, Service};

mod common;
use common::{account, end_turn_or_first, open_seats, open_with_quick_bots};

/// Waits until `caller` has a notification of `kind` (they are written just after
/// what caused them).
async fn until_told(service: &Service, caller: &Caller, kind: NoticeKind) -> protocol::Notice {
    for _ in 0..200 {
        let list = service.notices(caller).await.unwrap();
        if let Some(n) = list.into_iter().find(|n| n.kind == kind) {
            return n;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    panic!("no {kind:?} notification came");
}

/// Rule: the host hears that a seat was taken; the others that the game started; the
/// player to decide that it is their turn, and again after each turn of the others
/// (one unread line per game, not one per turn); the counts follow, live.
#[tokio::test]
async fn players_are_told_of_seats_starts_and_turns() {
    let dir = tempfile::tempdir().unwrap();
    let service = open_with_quick_bots(&dir.path().join("k.db")).await;
    let (ann, bo) = (
        account(&service, "Ann").await,
        account(&service, "Bo").await,
    );
    let id = service
        .create_online_game(&ann, open_seats(2))
        .await
        .unwrap();
    let mut bo_live = service.watch_account(&bo).unwrap();
    service.take_seat::<Karak>(&bo, &id, 1, None).await.unwrap();
    let taken = until_told(&service, &ann, NoticeKind::SeatTaken).await;
    assert_eq!(taken.who.as_deref(), Some("Bo"));
    assert_eq!(taken.game.as_deref(), Some(id.as_str()));
    assert!(!taken.read);

    service.start_game(&ann, &id).await.unwrap();
    until_told(&service, &bo, NoticeKind::GameStarted).await;
    assert!(
        !service
            .notices(&ann)
            .await
            .unwrap()
            .iter()
            .any(|n| n.kind == NoticeKind::GameStarted),
        "the host started it and is not told"
    );
    tokio::time::timeout(Duration::from_secs(5), bo_live.recv())
        .await
        .expect("Bo's pages hear of it")
        .unwrap();

    // Turns pass back and forth: whoever is to act next is told; Bo keeps one line.
    for _ in 0..6 {
        let snap = service.snapshot::<Karak>(&ann, &id).await.unwrap();
        let seat = snap.view.to_act.unwrap().0;
        let who = if seat == 0 { &ann } else { &bo };
        let mine = service.snapshot::<Karak>(who, &id).await.unwrap();
        end_turn_or_first(&service, who, &id, seat, &mine).await;
    }
    let snap = service.snapshot::<Karak>(&ann, &id).await.unwrap();
    let to_act = if snap.view.to_act.unwrap().0 == 0 {
        &ann
    } else {
        &bo
    };
    until_told(&service, to_act, NoticeKind::YourTurn).await;
    tokio::time::sleep(Duration::from_millis(100)).await;
    let turns = service
        .notices(to_act)
        .await
        .unwrap()
        .into_iter()
        .filter(|n| n.kind == NoticeKind::YourTurn && !n.read)
        .count();
    assert_eq!(turns, 1, "one unread 'your turn' per game");
    let counts = service.account_update(to_act).await.unwrap();
    assert_eq!(counts.my_turns, 1);
    assert!(counts.unread >= 1);

    // Read: the count of unread goes to 0; the list keeps them, marked read.
    service
        .mark_notices_read(to_act, counts.latest)
        .await
        .unwrap();
    assert_eq!(service.account_update(to_act).await.unwrap().unread, 0);
    assert!(service
        .notices(to_act)
        .await
        .unwrap()
        .iter()
        .all(|n| n.read));
    // A guest has no notifications.
    assert!(service.notices(&Caller::Guest("g".into())).await.is_err());
}

/// Rule: "time is running out (a quarter of the time left)", told once per decision.
#[tokio::test]
async fn a_quarter_of_the_time_left_is_told_once() {
    let dir = tempfile::tempdir().unwrap();
    let service = open_with_quick_bots(&dir.path().join("k.db")).await;
    let (ann, bo) = (
        account(&service, "Ann").await,
        account(&service, "Bo").await,
    );
    let id = service
        .create_online_game(
            &ann,
            protocol::NewOnlineGame::<Karak> {
                time_control: Some(TimeControl::Correspondence { days: 2 }),
                rated: None,
                ..open_seats(2)
            },
        )
        .await
        .unwrap();
    service.take_seat::<Karak>(&bo, &id, 1, None).await.unwrap();
    service.start_game(&ann, &id).await.unwrap();
    let snap = service.snapshot::<Karak>(&ann, &id).await.unwrap();
    let to_act = if snap.view.to_act.unwrap().0 == 0 {
        &ann
    } else {
        &bo
    };
    // A day and a half goes by (the warning is moved into the past).
    sqlx::query("UPDATE games SET warn_at = '2000-01-01T00:00:00.000Z' WHERE id = $1")
        .bind(&id)
        .execute(service.db().pool())
        .await
        .unwrap();
    service.act_on_deadlines().await.unwrap();
    service.act_on_deadlines().await.unwrap();
    until_told(&service, to_act, NoticeKind::TimeRunningOut).await;
    tokio::time::sleep(Duration::from_millis(100)).await;
    let warnings = service
        .notices(to_act)
        .await
        .unwrap()
        .into_iter()
        .filter(|n| n.kind == NoticeKind::TimeRunningOut)
        .count();
    assert_eq!(warnings, 1);
}

/// Rule: "The lobby can invite an account by its name; the invitee gets a notification
/// with a link that opens the seat." Only a seated player invites; a name nobody has,
/// or someone already seated, is refused with a reason; a game sends at most 20.
#[tokio::test]
async fn a_seated_player_invites_an_account_by_name() {
    use protocol::{GameError, Refusal};
    let dir = tempfile::tempdir().unwrap();
    let service = open_with_quick_bots(&dir.path().join("k.db")).await;
    let (ann, bo) = (
        account(&service, "Ann").await,
        account(&service, "Bo").await,
    );
    let cy = account(&service, "Cy").await;
    let id = service
        .create_online_game(&ann, open_seats(3))
        .await
        .unwrap();
    assert_eq!(service.invite(&ann, &id, "  bo ").await.unwrap(), "Bo");
    let invited = until_told(&service, &bo, NoticeKind::Invited).await;
    assert_eq!(invited.who.as_deref(), Some("Ann"));
    assert_eq!(invited.game.as_deref(), Some(id.as_str()));
    assert_eq!(
        service.invite(&cy, &id, "Bo").await,
        Err(GameError::Forbidden(Refusal::OnlyPlayersInvite))
    );
    assert_eq!(
        service.invite(&ann, &id, "Nobody").await,
        Err(GameError::Invalid(Refusal::NoSuchAccount {
            name: "Nobody".into()
        }))
    );
    service.take_seat::<Karak>(&bo, &id, 1, None).await.unwrap();
    assert_eq!(
        service.invite(&ann, &id, "BO").await,
        Err(GameError::Invalid(Refusal::AlreadySeated {
            name: "Bo".into()
        }))
    );
    for _ in 1..service::INVITATIONS_PER_GAME {
        assert_eq!(service.invite(&bo, &id, "Cy").await.unwrap(), "Cy");
    }
    assert_eq!(
        service.invite(&bo, &id, "Cy").await,
        Err(GameError::Invalid(Refusal::TooManyInvitations { max: 20 }))
    );
}

/// Rule: "the game ended (with the result)": every player who held a seat is told who
/// won, also one who resigned (their seat played on by the bot).
#[tokio::test]
async fn every_player_learns_the_result_when_the_game_ends() {
    let dir = tempfile::tempdir().unwrap();
    let service = open_with_quick_bots(&dir.path().join("k.db")).await;
    let (ann, bo) = (
        account(&service, "Ann").await,
        account(&service, "Bo").await,
    );
    let id = service
        .create_online_game(&ann, open_seats(2))
        .await
        .unwrap();
    service.take_seat::<Karak>(&bo, &id, 1, None).await.unwrap();
    service.start_game(&ann, &id).await.unwrap();
    // Both resign: the server's bots play both seats to the end.
    service.resign(&bo, &id).await.unwrap();
    service.resign(&ann, &id).await.unwrap();
    let mut ended = Vec::new();
    for who in [&ann, &bo] {
        let mut told = None;
        for _ in 0..3000 {
            let list = service.notices(who).await.unwrap();
            told = list.into_iter().find(|n| n.kind == NoticeKind::GameEnded);
            if told.is_some() {
                break;
            }
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
        ended.push(told.expect("the game ended within 30 s and the player was told"));
    }
    let record = service.snapshot::<Karak>(&ann, &id).await.unwrap();
    let winners: Vec<String> = record
        .view
        .outcome
        .as_ref()
        .expect("the game is over")
        .winners
        .iter()
        .map(|s| record.seats[usize::from(s.0)].name.clone())
        .collect();
    for n in &ended {
        assert_eq!(n.game.as_deref(), Some(id.as_str()));
        assert_eq!(n.winners, winners);
        assert!(!n.winners.is_empty());
    }
}
