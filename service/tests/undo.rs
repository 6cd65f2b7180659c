//! Undo within one's own turn, on a real SQLite file. The rule (issue 14): "Undo within
//! one's own turn, BGA's way: back to the last moment chance or hidden information
//! entered (a die roll, a tile or token drawn); never after; stored so replays show no
//! trace of undone moves."

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
