//! The SQL of turn clocks: the games whose deadline has passed, a timeout recorded
//! once however many servers act on it, and a seat taken back from the bot.

use protocol::SeatChange;

use super::{timestamp_of_millis, SeatChangeCol};
use crate::Db;

/// The active games whose seat to act ran out of time by `now` (milliseconds since
/// the Unix epoch), earliest deadline first, at most `limit`: (id, version). Only a
/// person's seat times out: a game whose bot is to act (it moves by itself, or waits
/// with its game for the players) is never due.
///
/// # Errors
/// The database's error.
pub(crate) async fn due_deadlines(
    db: &Db,
    now: protocol::clock::Millis,
    limit: i64,
) -> Result<Vec<(String, i64)>, sqlx::Error> {
    sqlx::query_as(
        "SELECT g.id, g.version FROM games g
         WHERE g.deadline_at IS NOT NULL AND g.deadline_at <= $1 AND g.status = 'active'
           AND EXISTS (SELECT 1 FROM seats s
                       WHERE s.game_id = g.id AND s.seat = g.to_act AND s.kind <> 'bot')
         ORDER BY g.deadline_at LIMIT $2",
    )
    .bind(timestamp_of_millis(now))
    .bind(limit)
    .fetch_all(db.pool())
    .await
}

/// A timeout to record: `seat` of game `id` ran out of time at `version`.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Timeout<'a> {
    pub game_id: &'a str,
    pub seat: u8,
    pub version: u32,
    /// The seat's timeouts in a row, this one included, at which the bot keeps it.
    pub handover_at: u8,
}

/// What [`record_timeout`] did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Recorded {
    /// Recorded now: the seat's timeouts in a row, this one included.
    Now { in_a_row: u8, handed_over: bool },
    /// Recorded before (by this server before a restart, or by another server).
    Before,
}

/// Records timeout `t` in one transaction: the note, the seat's count of timeouts in
/// a row, and at `t.handover_at` in a row the seat handed to the bot (its account
/// kept, as when a player resigns). The note's primary key holds it once.
///
/// # Errors
/// The database's error.
pub(crate) async fn record_timeout(db: &Db, t: Timeout<'_>) -> Result<Recorded, sqlx::Error> {
    let mut tx = db.begin_write().await?;
    let inserted =
        insert_event(&mut tx, t.game_id, t.seat, t.version, SeatChange::TimedOut).await?;
    if !inserted {
        tx.rollback().await?;
        return Ok(Recorded::Before);
    }
    // The game is still at this version, so its stored deadline is the one that passed.
    sqlx::query(
        "UPDATE clock_events SET acted_at = $4,
           deadline_at = (SELECT deadline_at FROM games WHERE id = $1)
         WHERE game_id = $1 AND seat = $2 AND version = $3 AND change = 'timed_out'",
    )
    .bind(t.game_id)
    .bind(i64::from(t.seat))
    .bind(i64::from(t.version))
    .bind(super::now())
    .execute(&mut *tx)
    .await?;
    let in_a_row: i64 = sqlx::query_scalar(
        "UPDATE seats SET timeouts = timeouts + 1 WHERE game_id = $1 AND seat = $2
         RETURNING timeouts",
    )
    .bind(t.game_id)
    .bind(i64::from(t.seat))
    .fetch_one(&mut *tx)
    .await?;
    let in_a_row = u8::try_from(in_a_row).unwrap_or(u8::MAX);
    let handed_over = in_a_row >= t.handover_at;
    if handed_over {
        sqlx::query(
            "UPDATE seats SET kind = 'bot', bot_level = 'normal' WHERE game_id = $1 AND seat = $2",
        )
        .bind(t.game_id)
        .bind(i64::from(t.seat))
        .execute(&mut *tx)
        .await?;
        insert_event(
            &mut tx,
            t.game_id,
            t.seat,
            t.version,
            SeatChange::HandedOver,
        )
        .await?;
    }
    tx.commit().await?;
    Ok(Recorded::Now {
        in_a_row,
        handed_over,
    })
}

/// A seat's player moved by themselves: their timeouts in a row are over.
///
/// # Errors
/// The database's error.
pub(crate) async fn reset_timeouts(db: &Db, id: &str, seat: u8) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE seats SET timeouts = 0 WHERE game_id = $1 AND seat = $2")
        .bind(id)
        .bind(i64::from(seat))
        .execute(db.writer())
        .await
        .map(drop)
}

/// A seat taken back: `user`'s `seat` of game `id`, at `version` and time `at`, with
/// the game's deadline and warning time from then on.
#[derive(Clone, Copy, Debug)]
pub(crate) struct TakeBack<'a> {
    pub game_id: &'a str,
    pub seat: u8,
    pub user: i64,
    pub version: u32,
    pub at: protocol::clock::Millis,
    pub deadline: Option<protocol::clock::Millis>,
    pub warning: Option<protocol::clock::Millis>,
}

/// Takes a seat back from the bot ([`TakeBack`]): the seat is its account's again with
/// no timeouts counted, the log says so (with the time, from which a decision under
/// way starts again), and the game's deadline is the new one. `Ok(false)` when the
/// seat is not a bot's seat of theirs in an active game at that version.
///
/// # Errors
/// The database's error.
pub(crate) async fn take_seat_back(db: &Db, t: TakeBack<'_>) -> Result<bool, sqlx::Error> {
    let mut tx = db.begin_write().await?;
    let changed = sqlx::query(
        "UPDATE seats SET kind = 'account', bot_level = NULL, timeouts = 0
         WHERE game_id = $1 AND seat = $2 AND user_id = $3 AND kind = 'bot'
           AND EXISTS (SELECT 1 FROM games WHERE id = $1 AND status = 'active' AND version = $4)",
    )
    .bind(t.game_id)
    .bind(i64::from(t.seat))
    .bind(t.user)
    .bind(i64::from(t.version))
    .execute(&mut *tx)
    .await?
    .rows_affected();
    if changed != 1 {
        tx.rollback().await?;
        return Ok(false);
    }
    insert_event(&mut tx, t.game_id, t.seat, t.version, SeatChange::TookBack).await?;
    sqlx::query(
        "UPDATE clock_events SET acted_at = $3
         WHERE game_id = $1 AND seat = $2 AND version = $4 AND change = 'took_back'",
    )
    .bind(t.game_id)
    .bind(i64::from(t.seat))
    .bind(timestamp_of_millis(t.at))
    .bind(i64::from(t.version))
    .execute(&mut *tx)
    .await?;
    sqlx::query("UPDATE games SET deadline_at = $2, warn_at = $3 WHERE id = $1")
        .bind(t.game_id)
        .bind(t.deadline.map(timestamp_of_millis))
        .bind(t.warning.map(timestamp_of_millis))
        .execute(&mut *tx)
        .await?;
    tx.commit().await?;
    Ok(true)
}

/// The latest seat taken back in game `id`: (seat, version, when), for the clocks.
///
/// # Errors
/// The database's error.
pub(crate) async fn last_take_back(
    tx: &mut sqlx::AnyConnection,
    id: &str,
) -> Result<Option<(u8, u32, protocol::clock::Millis)>, sqlx::Error> {
    let row: Option<(i64, i64, Option<String>)> = sqlx::query_as(
        "SELECT seat, version, acted_at FROM clock_events
         WHERE game_id = $1 AND change = 'took_back' ORDER BY version DESC LIMIT 1",
    )
    .bind(id)
    .fetch_optional(&mut *tx)
    .await?;
    Ok(row.and_then(|(seat, version, at)| {
        Some((
            u8::try_from(seat).ok()?,
            u32::try_from(version).ok()?,
            super::millis_of(&at?)?,
        ))
    }))
}

/// Inserts a clock event; `false` when it was there already.
async fn insert_event(
    tx: &mut sqlx::AnyConnection,
    id: &str,
    seat: u8,
    version: u32,
    change: SeatChange,
) -> Result<bool, sqlx::Error> {
    let inserted = sqlx::query(
        "INSERT INTO clock_events (game_id, seat, version, change) VALUES ($1, $2, $3, $4)
         ON CONFLICT DO NOTHING",
    )
    .bind(id)
    .bind(i64::from(seat))
    .bind(i64::from(version))
    .bind(SeatChangeCol(change))
    .execute(tx)
    .await?
    .rows_affected();
    Ok(inserted == 1)
}
