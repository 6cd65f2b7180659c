//! What replays and exports read besides the live game: a game's record as
//! stored, and the games whose bot must move.

use super::Flag;
use crate::Db;

/// A game's options and times as stored, with its actions (seat, action as JSON)
/// in seq order.
#[derive(Clone, Debug)]
pub(crate) struct RecordRow {
    /// The options as JSON (the kind's own type).
    pub options: String,
    pub created_at: String,
    pub finished_at: Option<String>,
    pub imported: bool,
    pub actions: Vec<(i64, String)>,
}

/// The record of game `id` with its actions before seq `before` (all of them for
/// `None`), read in one transaction; `None` for an unknown id.
///
/// # Errors
/// The database's error.
pub(crate) async fn read_record(
    db: &Db,
    id: &str,
    before: Option<u32>,
) -> Result<Option<RecordRow>, sqlx::Error> {
    let mut tx = db.begin_read().await?;
    let row: Option<(String, String, Option<String>, Flag)> = sqlx::query_as(
        "SELECT options, created_at, finished_at, imported FROM games WHERE id = $1",
    )
    .bind(id)
    .fetch_optional(&mut *tx)
    .await?;
    let Some((options, created_at, finished_at, imported)) = row else {
        return Ok(None);
    };
    let actions: Vec<(i64, String)> = sqlx::query_as(
        "SELECT seat, action FROM actions WHERE game_id = $1 AND seq < $2 ORDER BY seq",
    )
    .bind(id)
    .bind(before.map_or(i64::MAX, i64::from))
    .fetch_all(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok(Some(RecordRow {
        options,
        created_at,
        finished_at,
        imported: imported.0,
        actions,
    }))
}

/// The active online games whose seat to act is a bot's: (id, version).
///
/// # Errors
/// The database's error.
pub(crate) async fn bots_to_act(db: &Db) -> Result<Vec<(String, i64)>, sqlx::Error> {
    sqlx::query_as(
        "SELECT g.id, g.version FROM games g JOIN seats s ON s.game_id = g.id AND s.seat = g.to_act
         WHERE g.status = 'active' AND g.online = 1 AND s.kind = 'bot'",
    )
    .fetch_all(db.pool())
    .await
}

/// When game `id` started and when each of its actions was played (as stored), in seq
/// order: what the replay's time per move is read from.
///
/// # Errors
/// The database's error.
pub(crate) async fn action_times(
    db: &Db,
    id: &str,
) -> Result<(Option<String>, Vec<String>), sqlx::Error> {
    let mut tx = db.begin_read().await?;
    let started: Option<Option<String>> =
        sqlx::query_scalar("SELECT started_at FROM games WHERE id = $1")
            .bind(id)
            .fetch_optional(&mut *tx)
            .await?;
    let times: Vec<String> =
        sqlx::query_scalar("SELECT at FROM actions WHERE game_id = $1 ORDER BY seq")
            .bind(id)
            .fetch_all(&mut *tx)
            .await?;
    tx.commit().await?;
    Ok((started.flatten(), times))
}
