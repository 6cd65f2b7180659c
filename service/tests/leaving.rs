//! Leaving a table for good: the owner deletes an unfinished pass-and-play game (issue
//! 14: "abandon or delete an unfinished pass-and-play game"); finished games stay as
//! history, online games are shared and stay.

use protocol::{GameError, Refusal};
use rules::karak::Karak;
use service::Caller;

mod common;
use common::{local_game_after_one_move, open};

#[tokio::test]
async fn the_owner_deletes_an_unfinished_game_and_nobody_else_can() {
    let dir = tempfile::tempdir().unwrap();
    let service = open(&dir.path().join("k.db")).await;
    let me = Caller::Guest("owner".to_owned());
    let (id, _) = local_game_after_one_move(&service, &me).await;

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
    let rows: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM actions WHERE game_id = $1")
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
