//! Leaving a table for good: the owner deletes an unfinished pass-and-play game (issue
//! 14: "abandon or delete an unfinished pass-and-play game"); finished games stay as
//! history, online games are shared and stay.

use protocol::{GameError, Refusal};
use rules::karak::Karak;
use service::{Caller, Db, Service};

mod common;
use common::two_locals;

#[tokio::test]
async fn the_owner_deletes_an_unfinished_game_and_nobody_else_can() {
    let dir = tempfile::tempdir().unwrap();
    let service = Service::new(Db::open(&dir.path().join("k.db")).await.unwrap());
    let me = Caller::Guest("owner".to_owned());
    let id = service.create_game(&me, two_locals()).await.unwrap();
    let snap = service.snapshot::<Karak>(&me, &id).await.unwrap();
    let seat = snap.view.to_act.unwrap().0;
    service
        .submit::<Karak>(&me, &id, seat, snap.view.legal_actions[0], 0)
        .await
        .unwrap();

    let stranger = Caller::Guest("stranger".to_owned());
    assert_eq!(
        service.delete_game(&stranger, &id).await,
        Err(GameError::Forbidden(Refusal::OnlyOwnerDeletes))
    );
    assert!(service.snapshot::<Karak>(&me, &id).await.is_ok());

    service.delete_game(&me, &id).await.unwrap();
    assert_eq!(
        service.snapshot::<Karak>(&me, &id).await.err(),
        Some(GameError::NotFound)
    );
    assert!(service.list_games(&me).await.unwrap().is_empty());
    let rows: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM actions WHERE game_id = ?")
        .bind(&id)
        .fetch_one(service.db().pool())
        .await
        .unwrap();
    assert_eq!(rows, 0, "its moves went with it");
    assert_eq!(
        service.delete_game(&me, &id).await,
        Err(GameError::NotFound)
    );
}
