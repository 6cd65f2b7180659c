//! The record of one move: the action and the game's row after it, in one
//! statement (the `moves` view of the migration `move_in_one_statement`).

use protocol::GameStatus;

use super::Status;
use crate::Db;

/// The message of the move trigger's refusal when the game is not active at the
/// move's seq (see the migration `move_in_one_statement`).
const STALE_VERSION: &str = "karak: stale version";

/// A move to record: the action at `seq` and the game's row after it.
#[derive(Debug)]
pub(crate) struct NewMove<'a> {
    pub game_id: &'a str,
    /// The game's version before the move.
    pub seq: u32,
    pub seat: u8,
    /// The action as JSON.
    pub action: &'a str,
    pub to_act: Option<i64>,
    pub status: GameStatus,
    /// The outcome as JSON once the game is over.
    pub result: Option<&'a str>,
    /// When it was played, as stored.
    pub at: &'a str,
    /// When the seat to act after it runs out of time, as stored (clocks only).
    pub deadline_at: Option<&'a str>,
    /// When that seat has a quarter of its time left, as stored (clocks only).
    pub warn_at: Option<&'a str>,
}

/// Records `m` in one statement in autocommit: the view's trigger checks that the
/// game is active at `m.seq`, inserts the action at that seq and updates the
/// game's row. `Ok(false)` when another writer recorded that seq first (or the
/// game is no longer active): the caller's state is stale.
///
/// # Errors
/// Any other database error.
pub(crate) async fn record_move(db: &Db, m: &NewMove<'_>) -> Result<bool, sqlx::Error> {
    let recorded = sqlx::query(
        "INSERT INTO moves
             (game_id, seq, seat, action, to_act, status, result, at, deadline_at, warn_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)",
    )
    .bind(m.game_id)
    .bind(i64::from(m.seq))
    .bind(i64::from(m.seat))
    .bind(m.action)
    .bind(m.to_act)
    .bind(Status(m.status))
    .bind(m.result)
    .bind(m.at)
    .bind(m.deadline_at)
    .bind(m.warn_at)
    .execute(db.writer())
    .await;
    match recorded {
        Ok(_) => Ok(true),
        Err(e) => {
            let stale = e
                .as_database_error()
                .is_some_and(|d| d.is_unique_violation() || d.message().contains(STALE_VERSION));
            if stale {
                Ok(false)
            } else {
                Err(e)
            }
        }
    }
}

/// The version game `id` has now; `None` for an unknown id.
///
/// # Errors
/// The database's error.
pub(crate) async fn game_version(db: &Db, id: &str) -> Result<Option<i64>, sqlx::Error> {
    sqlx::query_scalar("SELECT version FROM games WHERE id = $1")
        .bind(id)
        .fetch_optional(db.pool())
        .await
}

/// Where a game stands as stored, in the counts that every change of its log moves on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, sqlx::FromRow)]
pub(crate) struct Position {
    /// Actions played.
    pub version: i64,
    /// Seats handed to bots and clock events (a note, no new version).
    pub notes: i64,
    /// Actions taken back (an undo and a new move leave the version as it was).
    pub undone: i64,
    /// Timeouts in a row, summed over the seats (a player's own move sets theirs back
    /// to 0 without a note).
    pub timeouts: i64,
}

/// Where game `id` stands as stored; `None` for an unknown id. A server that shares
/// the database with others compares it with its cached game before using that
/// (see `Service::lock_game`).
///
/// # Errors
/// The database's error.
pub(crate) async fn stored_position(db: &Db, id: &str) -> Result<Option<Position>, sqlx::Error> {
    sqlx::query_as(
"SELECT version, (SELECT count(*) FROM seat_notes WHERE game_id = $1)
                 + (SELECT count(*) FROM clock_events WHERE game_id = $1) AS notes, undone,
                (SELECT CAST(COALESCE(sum(timeouts), 0) AS BIGINT) FROM seats WHERE game_id = $1) AS timeouts
         FROM games WHERE id = $1",
    )
    .bind(id)
    .fetch_optional(db.pool())
    .await
}

/// Takes back the last action of game `id`, at `seq` (the game's version is `seq + 1`
/// and it is active), and moves the game's row back: version `seq`, `to_act` the seat
/// that played it. One transaction; `Ok(false)` when the game is not at that version
/// any more (another move or undo came first), and nothing changes. No trace is kept:
/// the game's log is as if the action had never been played.
///
/// # Errors
/// The database's error.
pub(crate) async fn undo_move(
    db: &Db,
    id: &str,
    seq: u32,
    to_act: u8,
) -> Result<bool, sqlx::Error> {
    let mut tx = db.begin_write().await?;
    let moved_back = sqlx::query(
        "UPDATE games SET version = $1, to_act = $2, undone = undone + 1,
             updated_at = $5
         WHERE id = $3 AND version = $4 AND status = 'active'",
    )
    .bind(i64::from(seq))
    .bind(i64::from(to_act))
    .bind(id)
    .bind(i64::from(seq) + 1)
    .bind(super::now())
    .execute(&mut *tx)
    .await?
    .rows_affected();
    let removed = sqlx::query("DELETE FROM actions WHERE game_id = $1 AND seq = $2")
        .bind(id)
        .bind(i64::from(seq))
        .execute(&mut *tx)
        .await?
        .rows_affected();
    if moved_back == 1 && removed == 1 {
        tx.commit().await?;
        Ok(true)
    } else {
        tx.rollback().await?;
        Ok(false)
    }
}
