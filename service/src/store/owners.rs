//! Games changing hands: a guest's games given to their new account, and an
//! account's games let go when it is deleted.

use crate::Db;

/// Gives the games guest `guest` created (and no account owns) to account `user`;
/// answers their ids.
pub(crate) async fn claim_guest_games(
    db: &Db,
    guest: &str,
    user: i64,
) -> Result<Vec<String>, sqlx::Error> {
    sqlx::query_scalar(
        "UPDATE games SET owner_user = ?2, owner_guest = NULL
         WHERE owner_guest = ?1 AND owner_user IS NULL RETURNING id",
    )
    .bind(guest)
    .bind(user)
    .fetch_all(db.pool())
    .await
}

/// What deleting an account did to its games.
pub(crate) struct Released {
    /// The games it owned or sat in.
    pub games: Vec<String>,
    /// Its seats in online games under way, now played by bots.
    pub seats_to_bots: u64,
}

/// Inside the transaction that deletes account `user`: its seats in online games
/// under way become bots (so the others can finish the game), its seats in started
/// games are renamed `deleted_name`, the waiting games it hosts are cancelled, and
/// its seats in other waiting games open again. The foreign keys then unlink the
/// rest when the user's row goes.
pub(crate) async fn release_account_games(
    tx: &mut sqlx::SqliteConnection,
    user: i64,
    deleted_name: &str,
) -> Result<Released, sqlx::Error> {
    let games: Vec<String> = sqlx::query_scalar(
        "SELECT id FROM games WHERE owner_user = ?1
         UNION SELECT game_id FROM seats WHERE user_id = ?1",
    )
    .bind(user)
    .fetch_all(&mut *tx)
    .await?;
    let seats_to_bots = sqlx::query(
        "UPDATE seats SET kind = 'bot', user_id = NULL, name = ?2 WHERE user_id = ?1
             AND game_id IN (SELECT id FROM games WHERE status = 'active' AND online = 1)",
    )
    .bind(user)
    .bind(deleted_name)
    .execute(&mut *tx)
    .await?
    .rows_affected();
    sqlx::query(
        "UPDATE seats SET name = ?2 WHERE user_id = ?1
             AND game_id IN (SELECT id FROM games WHERE status <> 'waiting')",
    )
    .bind(user)
    .bind(deleted_name)
    .execute(&mut *tx)
    .await?;
    // A waiting game nobody can start any more (its host is gone) is cancelled.
    sqlx::query("DELETE FROM games WHERE owner_user = ?1 AND status = 'waiting'")
        .bind(user)
        .execute(&mut *tx)
        .await?;
    sqlx::query(
        "UPDATE seats SET user_id = NULL, name = '', hero = NULL WHERE user_id = ?1
             AND game_id IN (SELECT id FROM games WHERE status = 'waiting')",
    )
    .bind(user)
    .execute(&mut *tx)
    .await?;
    Ok(Released {
        games,
        seats_to_bots,
    })
}
