//! The SQL of notifications: written when something happens to an account, listed,
//! counted and marked read; forgotten after 30 days. Also the claim of a game's
//! "time is running out" warning, once however many servers sweep.

use protocol::NoticeKind;

use super::{now, timestamp_of_millis, NoticeKindCol};
use crate::Db;

/// A notification to write.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct NewNotice {
    pub user_id: i64,
    pub game_id: Option<String>,
    pub kind: NoticeKind,
    /// JSON of what the words need (see [`protocol::Notice`]).
    pub data: String,
}

/// Writes `notices` in one transaction and answers their ids. A new "your turn"
/// replaces the account's unread one of the same game, so a long game leaves one
/// line, not hundreds.
///
/// # Errors
/// The database's error.
pub(crate) async fn insert(db: &Db, notices: &[NewNotice]) -> Result<Vec<i64>, sqlx::Error> {
    let mut ids = Vec::with_capacity(notices.len());
    let mut tx = db.begin_write().await?;
    let at = now();
    for n in notices {
        if n.kind == NoticeKind::YourTurn {
            sqlx::query(
                "DELETE FROM notifications WHERE user_id = $1 AND game_id = $2
                   AND kind = 'your_turn' AND read_at IS NULL",
            )
            .bind(n.user_id)
            .bind(&n.game_id)
            .execute(&mut *tx)
            .await?;
        }
        let id: i64 = sqlx::query_scalar(
            "INSERT INTO notifications (user_id, game_id, kind, data, created_at)
             VALUES ($1, $2, $3, $4, $5) RETURNING id",
        )
        .bind(n.user_id)
        .bind(&n.game_id)
        .bind(NoticeKindCol(n.kind))
        .bind(&n.data)
        .bind(&at)
        .fetch_one(&mut *tx)
        .await?;
        ids.push(id);
    }
    tx.commit().await?;
    Ok(ids)
}

/// A notification as stored, with its game's kind.
#[derive(Clone, Debug, sqlx::FromRow)]
pub(crate) struct NoticeRow {
    pub id: i64,
    pub kind: NoticeKindCol,
    pub game_id: Option<String>,
    pub game_kind: Option<super::Kind>,
    pub data: String,
    pub created_at: String,
    pub read_at: Option<String>,
}

/// Account `user`'s notifications, newest first, at most `limit`.
///
/// # Errors
/// The database's error.
pub(crate) async fn list(db: &Db, user: i64, limit: i64) -> Result<Vec<NoticeRow>, sqlx::Error> {
    sqlx::query_as(
        "SELECT n.id, n.kind, n.game_id, g.kind AS game_kind, n.data, n.created_at, n.read_at
         FROM notifications n LEFT JOIN games g ON g.id = n.game_id
         WHERE n.user_id = $1 ORDER BY n.id DESC LIMIT $2",
    )
    .bind(user)
    .bind(limit)
    .fetch_all(db.pool())
    .await
}

/// The notifications `ids` with the account each is for, in the order of `ids`
/// (those forgotten meanwhile left out).
///
/// # Errors
/// The database's error.
pub(crate) async fn by_ids(db: &Db, ids: &[i64]) -> Result<Vec<(i64, NoticeRow)>, sqlx::Error> {
    let mut out = Vec::with_capacity(ids.len());
    for &id in ids {
        let row: Option<UserNoticeRow> = sqlx::query_as(
            "SELECT n.user_id, n.id, n.kind, n.game_id, g.kind AS game_kind, n.data,
                    n.created_at, n.read_at
             FROM notifications n LEFT JOIN games g ON g.id = n.game_id WHERE n.id = $1",
        )
        .bind(id)
        .fetch_optional(db.pool())
        .await?;
        if let Some(row) = row {
            out.push((row.user_id, row.notice));
        }
    }
    Ok(out)
}

/// A notification with the account it is for.
#[derive(sqlx::FromRow)]
struct UserNoticeRow {
    user_id: i64,
    #[sqlx(flatten)]
    notice: NoticeRow,
}

/// Marks account `user`'s notifications up to id `up_to` read; answers how many.
///
/// # Errors
/// The database's error.
pub(crate) async fn mark_read(db: &Db, user: i64, up_to: i64) -> Result<u64, sqlx::Error> {
    Ok(sqlx::query(
        "UPDATE notifications SET read_at = $3
         WHERE user_id = $1 AND id <= $2 AND read_at IS NULL",
    )
    .bind(user)
    .bind(up_to)
    .bind(now())
    .execute(db.writer())
    .await?
    .rows_affected())
}

/// Account `user`'s counts: unread notifications, online games waiting for its
/// decision, and its newest notification's id (0 without any).
///
/// # Errors
/// The database's error.
pub(crate) async fn counts(db: &Db, user: i64) -> Result<(i64, i64, i64), sqlx::Error> {
    sqlx::query_as(
        "SELECT
           (SELECT count(*) FROM notifications WHERE user_id = $1 AND read_at IS NULL),
           (SELECT count(*) FROM games g JOIN seats s ON s.game_id = g.id AND s.seat = g.to_act
             WHERE s.user_id = $1 AND s.kind = 'account' AND g.status = 'active' AND g.online = 1),
           (SELECT CAST(COALESCE(max(id), 0) AS BIGINT) FROM notifications WHERE user_id = $1)",
    )
    .bind(user)
    .fetch_one(db.pool())
    .await
}

/// Forgets the notifications older than `before` (milliseconds since the Unix epoch);
/// answers how many.
///
/// # Errors
/// The database's error.
pub(crate) async fn forget_older(
    db: &Db,
    before: protocol::clock::Millis,
) -> Result<u64, sqlx::Error> {
    Ok(
        sqlx::query("DELETE FROM notifications WHERE created_at < $1")
            .bind(timestamp_of_millis(before))
            .execute(db.writer())
            .await?
            .rows_affected(),
    )
}

/// Claims the "time is running out" warnings due by `now`: each game's warning is
/// cleared by the one statement that claims it, so one server tells its player.
/// Answers (game, the account of the seat to act) for the account seats among them.
///
/// # Errors
/// The database's error.
pub(crate) async fn claim_warnings(
    db: &Db,
    now: protocol::clock::Millis,
) -> Result<Vec<(String, i64)>, sqlx::Error> {
    let claimed: Vec<(String, Option<i64>)> = sqlx::query_as(
        "UPDATE games SET warn_at = NULL
         WHERE warn_at IS NOT NULL AND warn_at <= $1 AND status = 'active'
         RETURNING id, to_act",
    )
    .bind(timestamp_of_millis(now))
    .fetch_all(db.writer())
    .await?;
    let mut out = Vec::new();
    for (game, to_act) in claimed {
        let Some(seat) = to_act else { continue };
        let user: Option<Option<i64>> = sqlx::query_scalar(
            "SELECT user_id FROM seats WHERE game_id = $1 AND seat = $2 AND kind = 'account'",
        )
        .bind(&game)
        .bind(seat)
        .fetch_optional(db.pool())
        .await?;
        if let Some(Some(user)) = user {
            out.push((game, user));
        }
    }
    Ok(out)
}
