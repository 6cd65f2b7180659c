//! Players' public profiles and the games' leaderboards.
//!
//! A profile's figures (games, wins, heroes, the record against the viewer) count
//! rated games: their places are known and comparable. Its list of last games holds
//! every finished online game, rated or not; their replays are public.

use protocol::ratings::{
    HeadToHead, HeroRecord, Leaderboard, LeaderboardRow, Profile, ProfileGame, ProfileKind,
    RatingChange, RatingPoint, LEADERBOARD_PAGE, LEADERBOARD_PLACES,
};
use protocol::{GameError, GameKind, RoleName};

use super::{player_rating, shown};
use crate::store::profiles::{self, BoardRow};
use crate::store::ratings as stored;
use crate::{internal, Caller, Service};

/// Last games a profile lists.
const RECENT_GAMES: i64 = 20;

/// Points of a rating's history a profile's chart draws at most (the latest).
const CHART_POINTS: i64 = 200;

fn count(n: i64) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

impl Service {
    /// The public profile of the account named `name` as `caller` sees it.
    ///
    /// # Errors
    /// [`GameError::NotFound`] for no such account (also a deleted one);
    /// [`GameError::Internal`] when the database fails.
    pub async fn profile(&self, caller: &Caller, name: &str) -> Result<Profile, GameError> {
        let fail = |e: sqlx::Error| internal("reading a profile", e);
        let db = self.db();
        let Some((user, name, joined)) = profiles::account_by_name(db, name).await.map_err(fail)?
        else {
            return Err(GameError::NotFound);
        };
        let ratings = stored::ratings_of(db, user).await.map_err(fail)?;
        let history = profiles::rating_history(db, user, CHART_POINTS)
            .await
            .map_err(fail)?;
        let heroes = profiles::hero_records(db, user).await.map_err(fail)?;
        let kinds = ratings
            .iter()
            .map(|(kind, row)| {
                let points: Vec<_> = history.iter().filter(|p| p.kind.0 == *kind).collect();
                let mut chart: Vec<RatingPoint> = points
                    .first()
                    .map(|p| RatingPoint {
                        game: String::new(),
                        at: String::new(),
                        rating: shown(p.before_rating),
                    })
                    .into_iter()
                    .collect();
                chart.extend(points.iter().map(|p| RatingPoint {
                    game: p.game_id.clone(),
                    at: p.at.clone(),
                    rating: shown(p.after_rating),
                }));
                ProfileKind {
                    rating: player_rating(*kind, row, self.limits().established_after),
                    history: chart,
                    heroes: heroes
                        .iter()
                        .filter(|h| h.kind.0 == *kind)
                        .filter_map(|h| {
                            Some(HeroRecord {
                                hero: RoleName(h.hero.clone()?),
                                games: count(h.games),
                                wins: count(h.wins),
                            })
                        })
                        .collect(),
                }
            })
            .collect();
        let recent = profiles::recent_games(db, user, RECENT_GAMES)
            .await
            .map_err(fail)?
            .into_iter()
            .map(|g| ProfileGame {
                id: g.id,
                kind: g.kind.0,
                finished_at: g.finished_at,
                hero: g.hero.map(RoleName),
                players: u8::try_from(g.players).unwrap_or(u8::MAX),
                rating: match (g.place, g.before_rating, g.after_rating) {
                    (Some(place), Some(before), Some(after)) => Some(RatingChange {
                        seat: u8::try_from(g.seat).unwrap_or(u8::MAX),
                        place: u8::try_from(place).unwrap_or(u8::MAX),
                        before: shown(before),
                        after: shown(after),
                    }),
                    _ => None,
                },
            })
            .collect();
        let head_to_head = match caller {
            Caller::User(viewer) if *viewer != user => {
                let (games, ahead, behind) = profiles::head_to_head(db, user, *viewer)
                    .await
                    .map_err(fail)?;
                Some(HeadToHead {
                    games: count(games),
                    ahead: count(ahead),
                    behind: count(behind),
                })
            }
            _ => None,
        };
        Ok(Profile {
            name,
            joined,
            kinds,
            recent,
            head_to_head,
        })
    }

    /// Page `page` (1-based) of game `kind`'s leaderboard: the best
    /// [`LEADERBOARD_PLACES`] established ratings ([`crate::Limits::established_after`]), [`LEADERBOARD_PAGE`] a page, and
    /// the signed-in `caller`'s own place.
    ///
    /// # Errors
    /// [`GameError::NotFound`] for a page past the last; [`GameError::Internal`] when
    /// the database fails.
    pub async fn leaderboard(
        &self,
        caller: &Caller,
        kind: GameKind,
        page: u32,
    ) -> Result<Leaderboard, GameError> {
        let fail = |e: sqlx::Error| internal("reading a leaderboard", e);
        let db = self.db();
        let established = i64::from(self.limits().established_after);
        let total = profiles::established_count(db, kind, established)
            .await
            .map_err(fail)?;
        let listed = count(total).min(LEADERBOARD_PLACES);
        let pages = listed.div_ceil(LEADERBOARD_PAGE).max(1);
        if page == 0 || page > pages {
            return Err(GameError::NotFound);
        }
        let offset = (page - 1) * LEADERBOARD_PAGE;
        let size = LEADERBOARD_PAGE.min(listed - offset);
        let rows = profiles::leaderboard(db, kind, established, i64::from(offset), i64::from(size))
            .await
            .map_err(fail)?;
        // Equal ratings share a place: a row's place is one more than the ratings above
        // it, which is its index unless it equals the row before (asked once, for the
        // page's first row, whose equal may be on the page before).
        let mut placed: Vec<LeaderboardRow> = Vec::with_capacity(rows.len());
        for (i, row) in rows.iter().enumerate() {
            let place = match placed.last() {
                Some(before) if rows[i - 1].rating.rating == row.rating.rating => before.place,
                Some(_) => offset + count(i as i64) + 1,
                None => self.place_of(kind, row.rating.rating).await?,
            };
            placed.push(board_row(place, row));
        }
        let mine = match caller {
            Caller::User(me) => self.my_place(kind, *me).await?,
            Caller::Guest(_) => None,
        };
        Ok(Leaderboard {
            kind,
            page,
            pages,
            rows: placed,
            mine,
            established_after: self.limits().established_after,
        })
    }

    /// Account `me`'s row on game `kind`'s leaderboard, when its rating is established.
    async fn my_place(&self, kind: GameKind, me: i64) -> Result<Option<LeaderboardRow>, GameError> {
        let fail = |e: sqlx::Error| internal("reading a leaderboard place", e);
        let Some(row) = profiles::board_row_of(self.db(), kind, me)
            .await
            .map_err(fail)?
            .filter(|row| row.rating.games >= i64::from(self.limits().established_after))
        else {
            return Ok(None);
        };
        let place = self.place_of(kind, row.rating.rating).await?;
        Ok(Some(board_row(place, &row)))
    }

    /// The leaderboard place of an established `rating` of game `kind`: one more than
    /// the established ratings above it.
    async fn place_of(&self, kind: GameKind, rating: f64) -> Result<u32, GameError> {
        let above = profiles::ratings_above(
            self.db(),
            kind,
            i64::from(self.limits().established_after),
            rating,
        )
        .await
        .map_err(|e| internal("reading a leaderboard place", e))?;
        Ok(count(above) + 1)
    }
}

fn board_row(place: u32, row: &BoardRow) -> LeaderboardRow {
    LeaderboardRow {
        place,
        name: row.name.clone(),
        rating: shown(row.rating.rating),
        uncertainty: shown(row.rating.uncertainty),
        games: count(row.rating.games),
        wins: count(row.rating.wins),
    }
}
