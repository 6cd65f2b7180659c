//! Undo within one's own turn, on a real database (a SQLite file; PostgreSQL too in
//! `make test`). The rule (issue 14): "Undo within one's own turn, BGA's way: back to
//! the last moment chance or hidden information entered (a die roll, a tile or token
//! drawn); never after; stored so replays show no trace of undone moves."

use protocol::{GameError, GameStatus, Refusal};
use rules::karak::Karak;
use rules::Game;
use service::Caller;

mod common;
use common::{local_game_after_one_move, open, seqs, two_locals};

/// Every action of a long game is tried: one that brought no chance and left the same
/// seat deciding is taken back, which restores exactly the state (hash), the log and
/// the stored rows before it, and playing it again gives the same result; any other is
/// refused and changes nothing.
#[tokio::test]
async fn undo_goes_back_exactly_and_never_past_chance() {
    let dir = tempfile::tempdir().unwrap();
    let service = open(&dir.path().join("k.db")).await;
    let me = Caller::Guest("g1".to_owned());
    let id = service.create_game(&me, two_locals()).await.unwrap();

    // Nothing to take back at the start.
    assert_eq!(
        service.undo::<Karak>(&me, &id, 0, 0).await,
        Err(GameError::Invalid(Refusal::NothingToUndo))
    );

    let (mut undone, mut refused) = (0, 0);
    for i in 0..400usize {
        let before = service.snapshot::<Karak>(&me, &id).await.unwrap();
        if before.status == GameStatus::Finished {
            break;
        }
        let hash_before = service.state_hash(&id).await.unwrap();
        let seat = before.view.to_act.unwrap().0;
        // Walk around rather than always ending the turn: the last legal actions are
        // usually steps and choices, the first often "end turn".
        let legal = &before.view.legal_actions;
        let action = legal[(i * 7 + 3) % legal.len()];
        let done = service
            .submit::<Karak>(&me, &id, seat, action, before.version)
            .await
            .unwrap();
        let after = service.snapshot::<Karak>(&me, &id).await.unwrap();
        let hash_after = service.state_hash(&id).await.unwrap();
        let undoable = after.view.to_act.map(|s| s.0) == Some(seat)
            && !done.events.iter().any(Karak::blocks_undo);
        let answer = service.undo::<Karak>(&me, &id, seat, done.version).await;
        if undoable {
            assert_eq!(answer, Ok(before.version), "{action:?}");
            assert_eq!(service.state_hash(&id).await.unwrap(), hash_before);
            let back = service.snapshot::<Karak>(&me, &id).await.unwrap();
            assert_eq!(back.log, before.log, "no trace of the undone action");
            assert_eq!(back.view, before.view);
            assert_eq!(
                seqs(&service, &id).await.len(),
                before.version as usize,
                "the stored log has lost the action"
            );
            // Played again, it does the same.
            let again = service
                .submit::<Karak>(&me, &id, seat, action, before.version)
                .await
                .unwrap();
            assert_eq!(again, done);
            assert_eq!(service.state_hash(&id).await.unwrap(), hash_after);
            undone += 1;
        } else {
            assert!(
                matches!(
                    answer,
                    Err(GameError::Invalid(
                        Refusal::UndoPastChance | Refusal::UndoNotYours
                    ))
                ),
                "{action:?}: {answer:?}"
            );
            assert_eq!(service.state_hash(&id).await.unwrap(), hash_after);
            refused += 1;
        }
    }
    assert!(undone >= 5, "only {undone} actions could be taken back");
    assert!(refused >= 5, "only {refused} refusals");
}

/// Only the seat's holder, at the version they saw.
#[tokio::test]
async fn undo_needs_the_seat_and_the_current_version() {
    let dir = tempfile::tempdir().unwrap();
    let service = open(&dir.path().join("k.db")).await;
    let me = Caller::Guest("g1".to_owned());
    let (id, seat) = local_game_after_one_move(&service, &me).await;
    let stranger = Caller::Guest("g2".to_owned());
    assert_eq!(
        service.undo::<Karak>(&stranger, &id, seat, 1).await,
        Err(GameError::NotYourSeat { seat })
    );
    assert_eq!(
        service.undo::<Karak>(&me, &id, seat, 7).await,
        Err(GameError::Conflict { current: 1 })
    );
}

/// Issue 20: "A server's in-memory live game is never trusted over the log: a server
/// that missed a move reloads from the database before it applies the next one." An
/// undo followed by another action leaves the version where it was, so a second
/// server holding the game must see that the log changed all the same. (One SQLite
/// file has one server: only PostgreSQL shares a database between servers.)
#[tokio::test]
async fn a_server_that_missed_an_undo_and_another_move_reloads() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("k.db");
    let first = open(&path).await;
    if first.db().dialect() == service::Dialect::Sqlite {
        return;
    }
    let second = open(&path).await;
    let me = Caller::Guest("g1".to_owned());
    let id = first.create_game(&me, two_locals()).await.unwrap();
    for i in 0..400usize {
        let before = first.snapshot::<Karak>(&me, &id).await.unwrap();
        assert_ne!(
            before.status,
            GameStatus::Finished,
            "no undoable action found"
        );
        let seat = before.view.to_act.unwrap().0;
        let legal = before.view.legal_actions.clone();
        let action = legal[(i * 7 + 3) % legal.len()];
        let done = first
            .submit::<Karak>(&me, &id, seat, action, before.version)
            .await
            .unwrap();
        // The second server holds the game with this action played.
        let held = second.snapshot::<Karak>(&me, &id).await.unwrap();
        assert_eq!(held.version, done.version);
        if first
            .undo::<Karak>(&me, &id, seat, done.version)
            .await
            .is_err()
        {
            continue;
        }
        let Some(&other) = legal.iter().find(|&&a| a != action) else {
            // The only action: played again, and on to the next position.
            first
                .submit::<Karak>(&me, &id, seat, action, before.version)
                .await
                .unwrap();
            continue;
        };
        first
            .submit::<Karak>(&me, &id, seat, other, before.version)
            .await
            .unwrap();
        let truth = first.snapshot::<Karak>(&me, &id).await.unwrap();
        let seen = second.snapshot::<Karak>(&me, &id).await.unwrap();
        assert_eq!(
            seen.version, held.version,
            "the version alone did not change"
        );
        assert_ne!(held.log, truth.log, "a different action was played");
        assert_eq!(seen.log, truth.log, "the second server reloaded the game");
        assert_eq!(
            second.state_hash(&id).await.unwrap(),
            first.state_hash(&id).await.unwrap()
        );
        return;
    }
    panic!("no undoable action in 400 tries");
}
