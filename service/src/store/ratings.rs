//! The SQL of ratings: a rated game's claim (once, however many servers), the players'
//! ratings before it, what it changed, the history the recomputation replays, and the
//! reads of profiles and leaderboards.
//!
//! Figures are stored as the model's own `f64`s (REAL / DOUBLE PRECISION keep every
//! bit), so a recomputation compares to the last digit.

use super::{now, Kind};
use crate::Db;
use protocol::GameKind;

/// A rating as stored: estimate, uncertainty, rated games played and won.
#[derive(Clone, Copy, Debug, PartialEq, sqlx::FromRow)]
pub(crate) struct RatingRow {
    pub rating: f64,
    pub uncertainty: f64,
    pub games: i64,
    pub wins: i64,
}

/// A seat of a finished game as its rating reads it: whose it is, and whether the
/// player gave it up (resigned, or the bot kept it after their time ran out).
#[derive(Clone, Copy, Debug, sqlx::FromRow)]
pub(crate) struct RatedSeatRow {
    pub seat: i64,
    pub user_id: Option<i64>,
    /// The seat's kind now: `bot` for a seat its player gave up.
    pub kind: super::SeatKindCol,
}

/// What one rated game did to one player.
#[derive(Clone, Copy, Debug, PartialEq, sqlx::FromRow)]
pub(crate) struct ChangeRow {
    pub seat: i64,
    pub user_id: Option<i64>,
    pub place: i64,
    pub before_rating: f64,
    pub before_uncertainty: f64,
    pub after_rating: f64,
    pub after_uncertainty: f64,
}

/// Claims the rating of game `id`: answers its kind and seats when it is a finished
/// rated game whose ratings have not moved yet, and marks them moved, inside `tx`
/// (the caller writes the changes in the same transaction, so a claim without its
/// changes never commits). `None`: not rated, not finished, or already done.
pub(crate) async fn claim_game(
    tx: &mut sqlx::AnyConnection,
    id: &str,
) -> Result<Option<(GameKind, Vec<RatedSeatRow>)>, sqlx::Error> {
    let kind: Option<Kind> = sqlx::query_scalar(
        "UPDATE games SET rated_at = $2
         WHERE id = $1 AND rated = 1 AND status = 'finished' AND rated_at IS NULL
         RETURNING kind",
    )
    .bind(id)
    .bind(now())
    .fetch_optional(&mut *tx)
    .await?;
    let Some(kind) = kind else {
        return Ok(None);
    };
    let seats =
        sqlx::query_as("SELECT seat, user_id, kind FROM seats WHERE game_id = $1 ORDER BY seat")
            .bind(id)
            .fetch_all(&mut *tx)
            .await?;
    Ok(Some((kind.0, seats)))
}

/// Marks game `id` as not rated (a game whose seats turned out not to allow it).
pub(crate) async fn unrate(tx: &mut sqlx::AnyConnection, id: &str) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE games SET rated = 0 WHERE id = $1")
        .bind(id)
        .execute(tx)
        .await
        .map(drop)
}

/// Account `user`'s rating in game `kind`; `None` before their first rated game. Read
/// inside a rating's transaction or from the pool.
pub(crate) async fn rating_of<'e>(
    executor: impl sqlx::Executor<'e, Database = sqlx::Any>,
    user: i64,
    kind: GameKind,
) -> Result<Option<RatingRow>, sqlx::Error> {
    sqlx::query_as(
        "SELECT rating, uncertainty, games, wins FROM ratings WHERE user_id = $1 AND kind = $2",
    )
    .bind(user)
    .bind(Kind(kind))
    .fetch_optional(executor)
    .await
}

/// Writes what game `id` did to the player of `change`: the history row, and the
/// account's rating now (`after`, with one more game, and one more win when `won`);
/// a seat without an account (deleted) keeps only its history row.
pub(crate) async fn write_change(
    tx: &mut sqlx::AnyConnection,
    id: &str,
    kind: GameKind,
    change: &ChangeRow,
    won: bool,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO rating_changes (game_id, user_id, kind, seat, place, before_rating,
                                     before_uncertainty, after_rating, after_uncertainty, at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)",
    )
    .bind(id)
    .bind(change.user_id)
    .bind(Kind(kind))
    .bind(change.seat)
    .bind(change.place)
    .bind(change.before_rating)
    .bind(change.before_uncertainty)
    .bind(change.after_rating)
    .bind(change.after_uncertainty)
    .bind(now())
    .execute(&mut *tx)
    .await?;
    if change.user_id.is_none() {
        return Ok(());
    }
    sqlx::query(
        "INSERT INTO ratings (user_id, kind, rating, uncertainty, games, wins)
         VALUES ($1, $2, $3, $4, 1, $5)
         ON CONFLICT (user_id, kind) DO UPDATE SET
             rating = excluded.rating, uncertainty = excluded.uncertainty,
             games = ratings.games + 1, wins = ratings.wins + excluded.wins",
    )
    .bind(change.user_id)
    .bind(Kind(kind))
    .bind(change.after_rating)
    .bind(change.after_uncertainty)
    .bind(i64::from(won))
    .execute(tx)
    .await
    .map(drop)
}

/// Finished rated games whose ratings have not moved (a server stopped between a
/// game's last move and its rating), at most `limit`.
pub(crate) async fn games_to_rate(db: &Db, limit: i64) -> Result<Vec<String>, sqlx::Error> {
    sqlx::query_scalar(
        "SELECT id FROM games WHERE rated = 1 AND rated_at IS NULL AND status = 'finished'
         LIMIT $1",
    )
    .bind(limit)
    .fetch_all(db.pool())
    .await
}

/// One game of the rating history: its kind and what it did to each seat.
#[derive(Clone, Debug)]
pub(crate) struct RatedGame {
    pub game_id: String,
    pub kind: GameKind,
    pub changes: Vec<ChangeRow>,
}

/// Every rated game's changes, in the order the games were rated.
pub(crate) async fn history(db: &Db) -> Result<Vec<RatedGame>, sqlx::Error> {
    #[derive(sqlx::FromRow)]
    struct Row {
        game_id: String,
        kind: Kind,
        #[sqlx(flatten)]
        change: ChangeRow,
    }
    let rows: Vec<Row> = sqlx::query_as(
        "SELECT game_id, kind, seat, user_id, place, before_rating, before_uncertainty,
                after_rating, after_uncertainty
         FROM rating_changes ORDER BY id",
    )
    .fetch_all(db.pool())
    .await?;
    let mut games: Vec<RatedGame> = Vec::new();
    for row in rows {
        match games.last_mut() {
            Some(game) if game.game_id == row.game_id => game.changes.push(row.change),
            _ => games.push(RatedGame {
                game_id: row.game_id,
                kind: row.kind.0,
                changes: vec![row.change],
            }),
        }
    }
    Ok(games)
}

/// Every stored rating: (account, kind, rating).
pub(crate) async fn all_ratings(db: &Db) -> Result<Vec<(i64, GameKind, RatingRow)>, sqlx::Error> {
    #[derive(sqlx::FromRow)]
    struct Row {
        user_id: i64,
        kind: Kind,
        #[sqlx(flatten)]
        rating: RatingRow,
    }
    let rows: Vec<Row> = sqlx::query_as(
        "SELECT user_id, kind, rating, uncertainty, games, wins FROM ratings ORDER BY user_id, kind",
    )
    .fetch_all(db.pool())
    .await?;
    Ok(rows
        .into_iter()
        .map(|r| (r.user_id, r.kind.0, r.rating))
        .collect())
}

/// Account `user`'s ratings, one per game kind they played rated.
pub(crate) async fn ratings_of(
    db: &Db,
    user: i64,
) -> Result<Vec<(GameKind, RatingRow)>, sqlx::Error> {
    #[derive(sqlx::FromRow)]
    struct Row {
        kind: Kind,
        #[sqlx(flatten)]
        rating: RatingRow,
    }
    let rows: Vec<Row> = sqlx::query_as(
        "SELECT kind, rating, uncertainty, games, wins FROM ratings WHERE user_id = $1 ORDER BY kind",
    )
    .bind(user)
    .fetch_all(db.pool())
    .await?;
    Ok(rows.into_iter().map(|r| (r.kind.0, r.rating)).collect())
}

/// The changes of game `id`, by seat (none for a game not rated).
pub(crate) async fn changes_of_game(db: &Db, id: &str) -> Result<Vec<ChangeRow>, sqlx::Error> {
    sqlx::query_as(
        "SELECT seat, user_id, place, before_rating, before_uncertainty, after_rating,
                after_uncertainty
         FROM rating_changes WHERE game_id = $1 ORDER BY seat",
    )
    .bind(id)
    .fetch_all(db.pool())
    .await
}
