//! The SQL that profiles and leaderboards read: an account by name, its ratings'
//! history, heroes, last games and record against another account, and the best
//! established ratings of a game.

use protocol::GameKind;

use super::ratings::RatingRow;
use super::Kind;
use crate::Db;

/// An account as its profile names it: (id, name, joined).
pub(crate) async fn account_by_name(
    db: &Db,
    name: &str,
) -> Result<Option<(i64, String, String)>, sqlx::Error> {
    sqlx::query_as("SELECT id, name, created_at FROM users WHERE lower(name) = lower($1)")
        .bind(name)
        .fetch_optional(db.pool())
        .await
}

/// One point of a rating's history.
#[derive(Clone, Debug, sqlx::FromRow)]
pub(crate) struct HistoryPoint {
    pub kind: Kind,
    pub game_id: String,
    pub at: String,
    pub before_rating: f64,
    pub after_rating: f64,
}

/// The last `per_kind` rated games of account `user` in each game kind, oldest first.
pub(crate) async fn rating_history(
    db: &Db,
    user: i64,
    per_kind: i64,
) -> Result<Vec<HistoryPoint>, sqlx::Error> {
    let mut points: Vec<HistoryPoint> = Vec::new();
    for &kind in GameKind::ALL {
        let mut newest: Vec<HistoryPoint> = sqlx::query_as(
            "SELECT kind, game_id, at, before_rating, after_rating FROM rating_changes
             WHERE user_id = $1 AND kind = $2 ORDER BY id DESC LIMIT $3",
        )
        .bind(user)
        .bind(Kind(kind))
        .bind(per_kind)
        .fetch_all(db.pool())
        .await?;
        newest.reverse();
        points.extend(newest);
    }
    Ok(points)
}

/// Rated games played and won by account `user`, by game kind and hero.
#[derive(Clone, Debug, sqlx::FromRow)]
pub(crate) struct HeroRow {
    pub kind: Kind,
    pub hero: Option<String>,
    pub games: i64,
    pub wins: i64,
}

pub(crate) async fn hero_records(db: &Db, user: i64) -> Result<Vec<HeroRow>, sqlx::Error> {
    sqlx::query_as(
        "SELECT rc.kind, s.hero, count(*) AS games,
                CAST(sum(CASE WHEN rc.place = 1 THEN 1 ELSE 0 END) AS BIGINT) AS wins
         FROM rating_changes rc JOIN seats s ON s.game_id = rc.game_id AND s.seat = rc.seat
         WHERE rc.user_id = $1
         GROUP BY rc.kind, s.hero ORDER BY rc.kind, games DESC, s.hero",
    )
    .bind(user)
    .fetch_all(db.pool())
    .await
}

/// One of an account's last finished online games, with its rating change if rated.
#[derive(Clone, Debug, sqlx::FromRow)]
pub(crate) struct RecentGame {
    pub id: String,
    pub kind: Kind,
    pub finished_at: Option<String>,
    pub seat: i64,
    pub hero: Option<String>,
    pub players: i64,
    pub place: Option<i64>,
    pub before_rating: Option<f64>,
    pub after_rating: Option<f64>,
}

/// Account `user`'s last `limit` finished online games, newest first.
pub(crate) async fn recent_games(
    db: &Db,
    user: i64,
    limit: i64,
) -> Result<Vec<RecentGame>, sqlx::Error> {
    sqlx::query_as(
        "SELECT g.id, g.kind, g.finished_at, s.seat, s.hero,
                (SELECT count(*) FROM seats o WHERE o.game_id = g.id) AS players,
                rc.place, rc.before_rating, rc.after_rating
         FROM seats s JOIN games g ON g.id = s.game_id
         LEFT JOIN rating_changes rc ON rc.game_id = s.game_id AND rc.seat = s.seat
         WHERE s.user_id = $1 AND g.status = 'finished' AND g.online = 1
         ORDER BY g.finished_at DESC, g.id LIMIT $2",
    )
    .bind(user)
    .bind(limit)
    .fetch_all(db.pool())
    .await
}

/// The rated games accounts `a` and `b` both played: (games, a ahead, a behind).
pub(crate) async fn head_to_head(db: &Db, a: i64, b: i64) -> Result<(i64, i64, i64), sqlx::Error> {
    sqlx::query_as(
        "SELECT count(*),
                CAST(COALESCE(sum(CASE WHEN x.place < y.place THEN 1 ELSE 0 END), 0) AS BIGINT),
                CAST(COALESCE(sum(CASE WHEN x.place > y.place THEN 1 ELSE 0 END), 0) AS BIGINT)
         FROM rating_changes x JOIN rating_changes y ON y.game_id = x.game_id
         WHERE x.user_id = $1 AND y.user_id = $2",
    )
    .bind(a)
    .bind(b)
    .fetch_one(db.pool())
    .await
}

/// An established rating with its account's name.
#[derive(Clone, Debug, sqlx::FromRow)]
pub(crate) struct BoardRow {
    pub name: String,
    #[sqlx(flatten)]
    pub rating: RatingRow,
}

/// The established ratings (`established` games or more) of game `kind`, best first,
/// `limit` from `offset`; equal ratings by name.
pub(crate) async fn leaderboard(
    db: &Db,
    kind: GameKind,
    established: i64,
    offset: i64,
    limit: i64,
) -> Result<Vec<BoardRow>, sqlx::Error> {
    sqlx::query_as(
        "SELECT u.name, r.rating, r.uncertainty, r.games, r.wins
         FROM ratings r JOIN users u ON u.id = r.user_id
         WHERE r.kind = $1 AND r.games >= $2
         ORDER BY r.rating DESC, u.name LIMIT $3 OFFSET $4",
    )
    .bind(Kind(kind))
    .bind(established)
    .bind(limit)
    .bind(offset)
    .fetch_all(db.pool())
    .await
}

/// Account `user`'s rating in game `kind` with its name, established or not.
pub(crate) async fn board_row_of(
    db: &Db,
    kind: GameKind,
    user: i64,
) -> Result<Option<BoardRow>, sqlx::Error> {
    sqlx::query_as(
        "SELECT u.name, r.rating, r.uncertainty, r.games, r.wins
         FROM ratings r JOIN users u ON u.id = r.user_id
         WHERE r.kind = $1 AND r.user_id = $2",
    )
    .bind(Kind(kind))
    .bind(user)
    .fetch_optional(db.pool())
    .await
}

/// How many established ratings (`established` games or more) game `kind` has.
pub(crate) async fn established_count(
    db: &Db,
    kind: GameKind,
    established: i64,
) -> Result<i64, sqlx::Error> {
    sqlx::query_scalar("SELECT count(*) FROM ratings WHERE kind = $1 AND games >= $2")
        .bind(Kind(kind))
        .bind(established)
        .fetch_one(db.pool())
        .await
}

/// How many established ratings of game `kind` are above `rating` (its place is
/// that plus one).
pub(crate) async fn ratings_above(
    db: &Db,
    kind: GameKind,
    established: i64,
    rating: f64,
) -> Result<i64, sqlx::Error> {
    sqlx::query_scalar(
        "SELECT count(*) FROM ratings WHERE kind = $1 AND games >= $2 AND rating > $3",
    )
    .bind(Kind(kind))
    .bind(established)
    .bind(rating)
    .fetch_one(db.pool())
    .await
}
