//! Resigning an online game. Issue 14: "Leaving: resign an online game (the seat goes
//! to a bot, said in the log)".

use std::time::Duration;

use protocol::{GameError, Refusal, SeatChange, SeatKind, SeatNote};
use rules::karak::Karak;
use rules::Seat;
use service::Caller;

mod common;
use common::{account, ann_hosts, end_turn_or_first, open_seats, open_with_quick_bots, two_locals};

/// A player resigns: their seat is a bot's from the game's version on, the log's note
/// says so (and survives a restart), watchers hear of it, the bot then plays the seat
/// by itself, and the game stays in the player's list. Nobody else can resign for
/// them, and a seat is resigned once.
#[tokio::test]
async fn a_resigned_seat_goes_to_a_bot_and_the_log_says_so() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("k.db");
    let service = open_with_quick_bots(&path).await;
    let (ann, bo, id) = ann_hosts(&service, 2).await;
    service.take_seat::<Karak>(&bo, &id, 1, None).await.unwrap();
    service.start_game(&ann, &id).await.unwrap();
    // Ann moves until Bo is to act, so his bot has a move to make at once.
    loop {
        let snap = service.snapshot::<Karak>(&ann, &id).await.unwrap();
        if snap.view.to_act == Some(Seat(1)) {
            break;
        }
        end_turn_or_first(&service, &ann, &id, 0, &snap).await;
    }
    let before = service.snapshot::<Karak>(&bo, &id).await.unwrap().version;
    let mut rx = service.watch(&id).await.unwrap();

    let guest = Caller::Guest("g".to_owned());
    assert_eq!(
        service.resign(&guest, &id).await,
        Err(GameError::SignInRequired)
    );
    service.resign(&bo, &id).await.unwrap();
    let heard = tokio::time::timeout(Duration::from_secs(10), rx.recv())
        .await
        .unwrap()
        .unwrap();
    assert_eq!(heard.seat_changes, 1, "watchers learn of the change");

    let note = SeatNote {
        seat: 1,
        version: before,
        change: SeatChange::Resigned,
    };
    let snap = service.snapshot::<Karak>(&ann, &id).await.unwrap();
    assert_eq!(snap.seats[1].kind, SeatKind::Bot);
    assert_eq!(snap.seat_notes, vec![note]);
    assert!(service
        .snapshot::<Karak>(&bo, &id)
        .await
        .unwrap()
        .my_seats
        .is_empty());
    assert_eq!(
        service.resign(&bo, &id).await,
        Err(GameError::Forbidden(Refusal::NoSeatHeld)),
        "a seat is resigned once"
    );

    // The bot takes the seat's turn by itself.
    let moved = tokio::time::timeout(Duration::from_secs(10), async {
        loop {
            let v = service.snapshot::<Karak>(&ann, &id).await.unwrap().version;
            if v > before {
                break v;
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    })
    .await;
    assert!(moved.is_ok(), "the bot plays the resigned seat");
    let listed = service.list_games(&bo).await.unwrap();
    assert!(
        listed.iter().any(|g| g.id == id),
        "the game stays in Bo's games"
    );

    // A restart reads the note from the database.
    drop(service);
    let again = open_with_quick_bots(&path).await;
    let snap = again.snapshot::<Karak>(&ann, &id).await.unwrap();
    assert_eq!(snap.seat_notes, vec![note]);
}

/// Only online games are resigned: a pass-and-play game is deleted instead.
#[tokio::test]
async fn pass_and_play_games_are_not_resigned() {
    let dir = tempfile::tempdir().unwrap();
    let service = open_with_quick_bots(&dir.path().join("k.db")).await;
    let ann = account(&service, "Ann").await;
    let id = service.create_game(&ann, two_locals()).await.unwrap();
    assert_eq!(
        service.resign(&ann, &id).await,
        Err(GameError::Invalid(Refusal::ResignOnlineOnly))
    );
}

/// Deleting an account hands its seats in online games under way to bots, and the
/// log says so as it does for a resignation.
#[tokio::test]
async fn a_deleted_account_s_seat_is_noted_too() {
    let dir = tempfile::tempdir().unwrap();
    let service = open_with_quick_bots(&dir.path().join("k.db")).await;
    let password = "correct horse battery";
    let ann = account(&service, "Ann").await;
    let bo = service.sign_up("Bobby", password).await.unwrap();
    let id = service
        .create_online_game(&ann, open_seats(2))
        .await
        .unwrap();
    service
        .take_seat::<Karak>(&Caller::User(bo.id), &id, 1, None)
        .await
        .unwrap();
    service.start_game(&ann, &id).await.unwrap();
    service.delete_account(bo.id, password).await.unwrap();
    let snap = service.snapshot::<Karak>(&ann, &id).await.unwrap();
    assert_eq!(snap.seats[1].kind, SeatKind::Bot);
    assert_eq!(
        snap.seat_notes,
        vec![SeatNote {
            seat: 1,
            version: 0,
            change: SeatChange::AccountDeleted,
        }]
    );
}
