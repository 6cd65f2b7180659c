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
        "UPDATE games SET owner_user = $2, owner_guest = NULL
         WHERE owner_guest = $1 AND owner_user IS NULL RETURNING id",
    )
    .bind(guest)
    .bind(user)
    .fetch_all(db.writer())
    .await
}

/// Account `user` resigns online game `game` under way: each seat it holds there is
/// played by a bot from now on, and a note says so at the game's version. The seat
/// keeps its account, so the game stays in that player's history. Answers
/// the seats, none when the account holds no seat there (or the game is not an
/// online game under way).
pub(crate) async fn resign_seats(db: &Db, game: &str, user: i64) -> Result<Vec<u8>, sqlx::Error> {
    let mut tx = db.begin_write().await?;
    sqlx::query(
        "INSERT INTO seat_notes (game_id, seat, version, change)
         SELECT s.game_id, s.seat, g.version, 'resigned'
         FROM seats s JOIN games g ON g.id = s.game_id
         WHERE s.game_id = $1 AND s.user_id = $2 AND s.kind = 'account'
             AND g.status = 'active' AND g.online = 1",
    )
    .bind(game)
    .bind(user)
    .execute(&mut *tx)
    .await?;
    let seats: Vec<i64> = sqlx::query_scalar(
        "UPDATE seats SET kind = 'bot', bot_level = 'normal'
         WHERE game_id = $1 AND user_id = $2 AND kind = 'account'
             AND game_id IN (SELECT id FROM games WHERE status = 'active' AND online = 1)
         RETURNING seat",
    )
    .bind(game)
    .bind(user)
    .fetch_all(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok(seats
        .into_iter()
        .filter_map(|s| u8::try_from(s).ok())
        .collect())
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
    tx: &mut sqlx::AnyConnection,
    user: i64,
    deleted_name: &str,
) -> Result<Released, sqlx::Error> {
    let games: Vec<String> = sqlx::query_scalar(
        "SELECT id FROM games WHERE owner_user = $1
         UNION SELECT game_id FROM seats WHERE user_id = $1",
    )
    .bind(user)
    .fetch_all(&mut *tx)
    .await?;
    sqlx::query(
        "INSERT INTO seat_notes (game_id, seat, version, change)
         SELECT s.game_id, s.seat, g.version, 'account_deleted'
         FROM seats s JOIN games g ON g.id = s.game_id
         WHERE s.user_id = $1 AND g.status = 'active' AND g.online = 1
         ON CONFLICT DO NOTHING",
    )
    .bind(user)
    .execute(&mut *tx)
    .await?;
    let seats_to_bots = sqlx::query(
        "UPDATE seats SET kind = 'bot', bot_level = 'normal', user_id = NULL, name = $2
         WHERE user_id = $1
             AND game_id IN (SELECT id FROM games WHERE status = 'active' AND online = 1)",
    )
    .bind(user)
    .bind(deleted_name)
    .execute(&mut *tx)
    .await?
    .rows_affected();
    sqlx::query(
        "UPDATE seats SET name = $2 WHERE user_id = $1
             AND game_id IN (SELECT id FROM games WHERE status <> 'waiting')",
    )
    .bind(user)
    .bind(deleted_name)
    .execute(&mut *tx)
    .await?;
    // A waiting game nobody can start any more (its host is gone) is cancelled.
    sqlx::query("DELETE FROM games WHERE owner_user = $1 AND status = 'waiting'")
        .bind(user)
        .execute(&mut *tx)
        .await?;
    sqlx::query(
        "UPDATE seats SET user_id = NULL, name = '', hero = NULL WHERE user_id = $1
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
