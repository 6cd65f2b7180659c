//! Waiting online games: their row with the host's name, seats taken and left,
//! cancelling, the start, and the list of open games.

use protocol::RoleName;

use super::{before_now, now, Kind, Status, StoredSeat};
use crate::Db;

/// A game's row as its lobby reads it (the host's name joined in).
#[derive(Clone, Debug, sqlx::FromRow)]
pub(crate) struct LobbyGame {
    pub kind: Kind,
    pub status: Status,
    /// The options as JSON (placeholder heroes before the start).
    pub options: String,
    pub owner_user: Option<i64>,
    pub host: Option<String>,
    pub created_at: String,
    pub lobby_rev: i64,
    /// The time control as JSON; `None` for no clocks.
    pub time_control: Option<String>,
    #[sqlx(try_from = "super::Flag")]
    pub rated: bool,
}

/// Game `id`'s row for its lobby; `None` for an unknown id.
pub(crate) async fn lobby_game(db: &Db, id: &str) -> Result<Option<LobbyGame>, sqlx::Error> {
    sqlx::query_as(
        "SELECT g.kind, g.status, g.options, g.owner_user, u.name AS host, g.created_at, g.lobby_rev,
                g.time_control, g.rated
         FROM games g LEFT JOIN users u ON u.id = g.owner_user WHERE g.id = $1",
    )
    .bind(id)
    .fetch_optional(db.pool())
    .await
}

/// The seats of game `id` by seat.
pub(crate) async fn seats_of(db: &Db, id: &str) -> Result<Vec<StoredSeat>, sqlx::Error> {
    sqlx::query_as(
        "SELECT seat, kind, user_id, name, hero, bot_level FROM seats WHERE game_id = $1 ORDER BY seat",
    )
    .bind(id)
    .fetch_all(db.pool())
    .await
}

/// Marks a lobby change: `lobby_rev` up by one, `updated_at` now.
async fn bump_lobby(tx: &mut sqlx::AnyConnection, id: &str) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE games SET lobby_rev = lobby_rev + 1, updated_at = $2 WHERE id = $1")
        .bind(id)
        .bind(now())
        .execute(tx)
        .await
        .map(drop)
}

/// Account `user` (named `name`) takes `seat` of game `id` with `hero` (`None`: dealt
/// at the start), and the lobby changes, in one write transaction.
pub(crate) async fn take_seat(
    db: &Db,
    id: &str,
    seat: u8,
    taker: &SeatTaker<'_>,
    hero: Option<&RoleName>,
) -> Result<(), sqlx::Error> {
    let mut tx = db.begin_write().await?;
    sqlx::query(
        "UPDATE seats SET user_id = $1, name = $2, hero = $3, address_mark = $6, session_mark = $7
         WHERE game_id = $4 AND seat = $5",
    )
    .bind(taker.user)
    .bind(taker.name)
    .bind(hero.map(RoleName::as_str))
    .bind(id)
    .bind(i64::from(seat))
    .bind(taker.address_mark)
    .bind(taker.session_mark)
    .execute(&mut *tx)
    .await?;
    bump_lobby(&mut tx, id).await?;
    tx.commit().await
}

/// Who takes a seat: the account, its name and the marks of where it calls from
/// (see `clients`).
pub(crate) struct SeatTaker<'a> {
    pub user: i64,
    pub name: &'a str,
    pub address_mark: Option<&'a str>,
    pub session_mark: Option<&'a str>,
}

/// SQL: whether two accounts' seats of the game whose id is parameter `id_param` were
/// taken from one client (the same address mark or the same session mark; an unknown
/// mark, `NULL`, matches nothing).
fn one_client(id_param: &str) -> String {
    format!(
        "EXISTS (SELECT 1 FROM seats a JOIN seats b ON b.game_id = a.game_id AND b.seat > a.seat
                 WHERE a.game_id = {id_param} AND a.user_id IS NOT NULL AND b.user_id IS NOT NULL
                   AND (a.address_mark = b.address_mark OR a.session_mark = b.session_mark))"
    )
}

/// Whether two accounts' seats of game `id` were taken from one client (its end
/// would not be rated).
pub(crate) async fn one_client_seats(db: &Db, id: &str) -> Result<bool, sqlx::Error> {
    let found: i64 = sqlx::query_scalar(&format!(
        "SELECT COUNT(*) FROM games WHERE id = $1 AND {}",
        one_client("$1")
    ))
    .bind(id)
    .fetch_one(db.pool())
    .await?;
    Ok(found > 0)
}

/// Account `user` leaves `seat` of game `id` (it becomes open again), and the lobby
/// changes, in one write transaction.
pub(crate) async fn leave_seat(db: &Db, id: &str, seat: u8, user: i64) -> Result<(), sqlx::Error> {
    let mut tx = db.begin_write().await?;
    sqlx::query(
        "UPDATE seats SET user_id = NULL, name = '', hero = NULL, address_mark = NULL,
             session_mark = NULL
         WHERE game_id = $1 AND seat = $2 AND user_id = $3",
    )
    .bind(id)
    .bind(i64::from(seat))
    .bind(user)
    .execute(&mut *tx)
    .await?;
    bump_lobby(&mut tx, id).await?;
    tx.commit().await
}

/// Deletes game `id` with its seats if it is still waiting.
pub(crate) async fn delete_waiting(db: &Db, id: &str) -> Result<(), sqlx::Error> {
    sqlx::query("DELETE FROM games WHERE id = $1 AND status = 'waiting'")
        .bind(id)
        .execute(db.writer())
        .await
        .map(drop)
}

/// Deletes the waiting games created more than `max_age_secs` ago (only those
/// `host` hosts, when given); answers their ids.
pub(crate) async fn delete_expired_waiting(
    db: &Db,
    max_age_secs: u64,
    host: Option<i64>,
) -> Result<Vec<String>, sqlx::Error> {
    sqlx::query_scalar(
        "DELETE FROM games WHERE status = 'waiting'
             AND created_at < $1
             AND ($2 IS NULL OR owner_user = $2)
         RETURNING id",
    )
    .bind(before_now(std::time::Duration::from_secs(max_age_secs)))
    .bind(host)
    .fetch_all(db.writer())
    .await
}

/// Game `id`'s seed and host, and each seat's account: (seat, user_id) by seat.
pub(crate) async fn start_inputs(
    db: &Db,
    id: &str,
) -> Result<((i64, Option<i64>), Vec<(i64, Option<i64>)>), sqlx::Error> {
    let game: (i64, Option<i64>) =
        sqlx::query_as("SELECT seed, owner_user FROM games WHERE id = $1")
            .bind(id)
            .fetch_one(db.pool())
            .await?;
    let users: Vec<(i64, Option<i64>)> =
        sqlx::query_as("SELECT seat, user_id FROM seats WHERE game_id = $1 ORDER BY seat")
            .bind(id)
            .fetch_all(db.pool())
            .await?;
    Ok((game, users))
}

/// What the start of a waiting game writes.
#[derive(Clone, Copy, Debug)]
pub(crate) struct StartRow<'a> {
    /// The options as JSON.
    pub options: &'a str,
    pub to_act: Option<i64>,
    /// (seat, hero) of every seat.
    pub heroes: &'a [(u8, RoleName)],
    /// When it started, as stored.
    pub at: &'a str,
    /// The first deadline and warning, as stored (clocks only).
    pub deadline_at: Option<&'a str>,
    pub warn_at: Option<&'a str>,
}

/// Starts waiting game `id` as `row` says: its options, the seat to act, the first
/// deadline and warning (clocks only) and the dealt heroes, in one write transaction.
/// `Ok(false)`, storing nothing, when the game is no longer waiting.
pub(crate) async fn start(db: &Db, id: &str, row: &StartRow<'_>) -> Result<bool, sqlx::Error> {
    let mut tx = db.begin_write().await?;
    // A game stays rated only between accounts (no open or bot seat) of different
    // clients.
    let updated = sqlx::query(&format!(
        "UPDATE games SET options = $1, status = 'active', to_act = $2, updated_at = $4,
             started_at = $4, deadline_at = $5, warn_at = $6, lobby_rev = lobby_rev + 1,
             rated = CASE WHEN EXISTS (SELECT 1 FROM seats WHERE game_id = $3 AND user_id IS NULL)
                            OR {}
                          THEN 0 ELSE rated END
         WHERE id = $3 AND status = 'waiting'",
        one_client("$3")
    ))
    .bind(row.options)
    .bind(row.to_act)
    .bind(id)
    .bind(row.at)
    .bind(row.deadline_at)
    .bind(row.warn_at)
    .execute(&mut *tx)
    .await?;
    if updated.rows_affected() != 1 {
        return Ok(false);
    }
    for (seat, hero) in row.heroes {
        sqlx::query("UPDATE seats SET hero = $1 WHERE game_id = $2 AND seat = $3")
            .bind(hero.as_str())
            .bind(id)
            .bind(i64::from(*seat))
            .execute(&mut *tx)
            .await?;
    }
    tx.commit().await?;
    Ok(true)
}

/// A waiting game with an open seat, as the list of open games reads it.
#[derive(Clone, Debug, sqlx::FromRow)]
pub(crate) struct OpenGameRow {
    pub id: String,
    pub kind: Kind,
    pub host: Option<String>,
    pub seats: i64,
    pub open: i64,
    /// The options as JSON (placeholder heroes).
    pub options: String,
    pub created_at: String,
}

/// Waiting online games with an open seat that account `me` does not sit in,
/// newest first (at most `limit`).
pub(crate) async fn open_games(
    db: &Db,
    me: Option<i64>,
    limit: i64,
) -> Result<Vec<OpenGameRow>, sqlx::Error> {
    sqlx::query_as(
        "SELECT g.id, g.kind, u.name AS host,
                (SELECT COUNT(*) FROM seats s WHERE s.game_id = g.id) AS seats,
                (SELECT COUNT(*) FROM seats s WHERE s.game_id = g.id
                    AND s.kind = 'account' AND s.user_id IS NULL) AS open,
                g.options, g.created_at
         FROM games g LEFT JOIN users u ON u.id = g.owner_user
         WHERE g.status = 'waiting' AND g.online = 1
           AND NOT EXISTS (SELECT 1 FROM seats s WHERE s.game_id = g.id AND s.user_id = $1)
           AND EXISTS (SELECT 1 FROM seats s WHERE s.game_id = g.id
                    AND s.kind = 'account' AND s.user_id IS NULL)
         ORDER BY g.created_at DESC LIMIT $2",
    )
    .bind(me)
    .bind(limit)
    .fetch_all(db.pool())
    .await
}

/// Game `id`'s status and lobby revision; `None` for an unknown id.
pub(crate) async fn status_and_rev(
    db: &Db,
    id: &str,
) -> Result<Option<(Status, i64)>, sqlx::Error> {
    sqlx::query_as("SELECT status, lobby_rev FROM games WHERE id = $1")
        .bind(id)
        .fetch_optional(db.pool())
        .await
}

/// The account named `name` (in any case): its id and its name as signed up.
///
/// # Errors
/// The database's error.
pub(crate) async fn account_named(
    db: &Db,
    name: &str,
) -> Result<Option<(i64, String)>, sqlx::Error> {
    sqlx::query_as("SELECT id, name FROM users WHERE lower(name) = lower($1)")
        .bind(name)
        .fetch_optional(db.pool())
        .await
}

/// Whether account `user` holds a seat of game `id`.
///
/// # Errors
/// The database's error.
pub(crate) async fn seated(db: &Db, id: &str, user: i64) -> Result<bool, sqlx::Error> {
    let n: i64 =
        sqlx::query_scalar("SELECT count(*) FROM seats WHERE game_id = $1 AND user_id = $2")
            .bind(id)
            .bind(user)
            .fetch_one(db.pool())
            .await?;
    Ok(n > 0)
}

/// How many invitations game `id` has sent.
///
/// # Errors
/// The database's error.
pub(crate) async fn invitations_sent(db: &Db, id: &str) -> Result<i64, sqlx::Error> {
    sqlx::query_scalar("SELECT count(*) FROM notifications WHERE game_id = $1 AND kind = 'invited'")
        .bind(id)
        .fetch_one(db.pool())
        .await
}
