//! The lists of a caller's games: the games they own or hold an account seat in,
//! with their seats.

use super::{Flag, Kind, ListedSeat, Status};
use crate::Db;

/// A game's row as the list of a caller's games reads it.
#[derive(sqlx::FromRow)]
pub(crate) struct SummaryRow {
    pub id: String,
    pub kind: Kind,
    pub status: Status,
    pub version: i64,
    pub to_act: Option<i64>,
    pub created_at: String,
    pub updated_at: String,
    pub result: Option<String>,
    #[sqlx(try_from = "Flag")]
    pub online: bool,
    /// Whether the caller created it (and so holds its local seats).
    #[sqlx(try_from = "Flag")]
    pub owned: bool,
    /// The time control as JSON; `None` without clocks.
    pub time_control: Option<String>,
    /// When the seat to act runs out of time, as stored.
    pub deadline_at: Option<String>,
}

/// The games of the caller (account `user` or guest `guest`), newest first (at
/// most `limit`), and the seats of those games by game and seat. Two reads, as
/// before: the lists are only a view.
///
/// # Errors
/// The database's error, or a column that does not decode.
pub(crate) async fn summaries(
    db: &Db,
    user: Option<i64>,
    guest: Option<&str>,
    limit: i64,
) -> Result<(Vec<SummaryRow>, Vec<ListedSeat>), sqlx::Error> {
    let rows: Vec<SummaryRow> = sqlx::query_as(
        "SELECT id, kind, status, version, to_act, created_at,
                    COALESCE(updated_at, created_at) AS updated_at, result,
                    online,
                    CASE WHEN owner_guest = $1 OR owner_user = $2 THEN 1 ELSE 0 END AS owned,
                    time_control, deadline_at
             FROM games WHERE owner_guest = $1 OR owner_user = $2
                OR id IN (SELECT game_id FROM seats WHERE user_id = $2)
             ORDER BY created_at DESC, rowid DESC LIMIT $3",
    )
    .bind(guest)
    .bind(user)
    .bind(limit)
    .fetch_all(db.pool())
    .await?;
    let seat_rows: Vec<ListedSeat> = sqlx::query_as(
        "SELECT s.game_id, s.seat, s.kind, s.user_id, s.name, s.hero, s.bot_level
                 FROM seats s JOIN games g ON g.id = s.game_id
                 WHERE g.owner_guest = $1 OR g.owner_user = $2
                    OR g.id IN (SELECT game_id FROM seats WHERE user_id = $2)
                 ORDER BY s.game_id, s.seat",
    )
    .bind(guest)
    .bind(user)
    .fetch_all(db.pool())
    .await?;
    Ok((rows, seat_rows))
}

/// A game's row as the history reads it.
#[derive(sqlx::FromRow)]
pub(crate) struct HistoryGame {
    pub id: String,
    pub kind: Kind,
    pub status: Status,
    pub version: i64,
    pub created_at: String,
    pub finished_at: Option<String>,
    pub result: Option<String>,
    #[sqlx(try_from = "Flag")]
    pub imported: bool,
    pub owner_user: Option<i64>,
    pub owner_guest: Option<String>,
}

/// The games of the caller as the history reads them, newest first (at most
/// `limit`), and their seats by game and seat.
///
/// # Errors
/// The database's error, or a column that does not decode.
pub(crate) async fn history_rows(
    db: &Db,
    user: Option<i64>,
    guest: Option<&str>,
    limit: i64,
) -> Result<(Vec<HistoryGame>, Vec<ListedSeat>), sqlx::Error> {
    // `?2 IS NOT NULL` keeps guests (no account) from matching seats without one. Games
    // still waiting for players are not history yet (their seats have no roles; the home
    // page lists them): only games that started are.
    let mine = "(g.owner_guest = $1 OR g.owner_user = $2
                     OR ($2 IS NOT NULL AND g.id IN (SELECT game_id FROM seats WHERE user_id = $2)))
                AND g.status <> 'waiting'";
    let games: Vec<HistoryGame> = sqlx::query_as(&format!(
        "SELECT g.id, g.kind, g.status, g.version, g.created_at, g.finished_at, g.result,
                    g.imported, g.owner_user, g.owner_guest
             FROM games g WHERE {mine}
             ORDER BY g.created_at DESC, g.rowid DESC LIMIT $3"
    ))
    .bind(guest)
    .bind(user)
    .bind(limit)
    .fetch_all(db.pool())
    .await?;
    let seat_rows: Vec<ListedSeat> = sqlx::query_as(&format!(
        "SELECT s.game_id, s.seat, s.kind, s.user_id, s.name, s.hero, s.bot_level
             FROM seats s JOIN games g ON g.id = s.game_id WHERE {mine}
             ORDER BY s.game_id, s.seat"
    ))
    .bind(guest)
    .bind(user)
    .fetch_all(db.pool())
    .await?;
    Ok((games, seat_rows))
}

/// How many games guest `guest` created that are not finished (the cap on a
/// guest's unfinished games).
pub(crate) async fn unfinished_guest_games(db: &Db, guest: &str) -> Result<i64, sqlx::Error> {
    sqlx::query_scalar("SELECT count(*) FROM games WHERE owner_guest = $1 AND status != 'finished'")
        .bind(guest)
        .fetch_one(db.pool())
        .await
}

/// How many games account `user` owns (pass-and-play) or hosts (online) that are not
/// finished (the cap on an account's unfinished games).
pub(crate) async fn unfinished_account_games(db: &Db, user: i64) -> Result<i64, sqlx::Error> {
    sqlx::query_scalar("SELECT count(*) FROM games WHERE owner_user = $1 AND status != 'finished'")
        .bind(user)
        .fetch_one(db.pool())
        .await
}

/// How many online games account `user` hosts that still wait for players.
pub(crate) async fn waiting_games_hosted(db: &Db, user: i64) -> Result<i64, sqlx::Error> {
    sqlx::query_scalar("SELECT count(*) FROM games WHERE owner_user = $1 AND status = 'waiting'")
        .bind(user)
        .fetch_one(db.pool())
        .await
}
