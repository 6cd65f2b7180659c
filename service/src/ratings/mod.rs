//! Ratings: one per account and game kind, moved by each rated game's finishing order
//! (`skill`), once per game however many servers share the database, and recomputable
//! from the stored history (`recompute`).
//!
//! A game is rated when its host chose so at creation (the default for an online game
//! with no bot seat) and every seat was an account's when it started, at least two
//! different ones. Bots, pass-and-play and imported games are never rated.

mod profile;
pub mod recompute;
pub mod skill;

use protocol::ratings::{PlayerRating, RatingChange};
use protocol::{GameError, SeatKind};
use rules::{OutcomeSummary, Seat};

use crate::live::LiveGame;
use crate::store::ratings::{self as stored, ChangeRow, RatedSeatRow};
use crate::{internal, Service};
use skill::Skill;

/// Finished games whose rating one sweep takes up at most.
const SWEEP_LIMIT: i64 = 100;

impl Service {
    /// Moves the ratings of finished game `live` if it is rated and they have not moved
    /// yet (the caller holds the game's lock). A failure is logged and left to the
    /// sweep ([`Service::rate_finished_games`]): the game's end stands either way.
    pub(crate) async fn rate_finished(&self, live: &LiveGame) {
        let Some(summary) = live.table.outcome_summary() else {
            return;
        };
        if !live.online {
            return;
        }
        if let Err(e) = self.rate_game(&live.id, &summary).await {
            tracing::warn!(game = %live.id, error = %e, "a rated game's ratings did not move yet");
        }
    }

    /// Takes up the finished rated games whose ratings have not moved (a server
    /// stopped between a game's last move and its rating); answers how many moved.
    /// The server calls this at its start and every minute.
    ///
    /// # Errors
    /// [`GameError::Internal`] when the database fails.
    pub async fn rate_finished_games(&self) -> Result<usize, GameError> {
        let ids = stored::games_to_rate(self.db(), SWEEP_LIMIT)
            .await
            .map_err(|e| internal("finding games to rate", e))?;
        let mut rated = 0;
        for id in ids {
            let live = self.lock_game(&id).await?;
            let Some(summary) = live.table.outcome_summary() else {
                continue;
            };
            drop(live);
            if self.rate_game(&id, &summary).await? {
                rated += 1;
            }
        }
        Ok(rated)
    }

    /// Claims and writes game `id`'s rating in one write transaction; answers whether
    /// this call moved them (`false`: not rated, or done already).
    async fn rate_game(&self, id: &str, summary: &OutcomeSummary) -> Result<bool, GameError> {
        let fail = |e: sqlx::Error| internal("rating a game", e);
        let mut tx = self.db().begin_write().await.map_err(fail)?;
        let Some((kind, seats)) = stored::claim_game(&mut tx, id).await.map_err(fail)? else {
            return Ok(false);
        };
        if !ratable(&seats) {
            // The start clears `rated` for such a game; an older row may still hold it.
            stored::unrate(&mut tx, id).await.map_err(fail)?;
            tx.commit().await.map_err(fail)?;
            return Ok(false);
        }
        let seat_numbers: Vec<Seat> = seats
            .iter()
            .map(|s| Seat(u8::try_from(s.seat).unwrap_or(u8::MAX)))
            .collect();
        // A seat whose account was deleted during the game counts as given up.
        let lost: Vec<bool> = seats
            .iter()
            .map(|s| s.kind.0 == SeatKind::Bot || s.user_id.is_none())
            .collect();
        let places = skill::places(summary, &seat_numbers, &lost);
        let mut before = Vec::with_capacity(seats.len());
        for seat in &seats {
            let row = match seat.user_id {
                Some(user) => stored::rating_of(&mut *tx, user, kind)
                    .await
                    .map_err(fail)?,
                None => None,
            };
            before.push(row.map_or_else(Skill::default, |r| Skill {
                rating: r.rating,
                uncertainty: r.uncertainty,
            }));
        }
        let after = skill::rate(&before, &places);
        for (i, seat) in seats.iter().enumerate() {
            let change = ChangeRow {
                seat: seat.seat,
                user_id: seat.user_id,
                place: i64::from(places[i]),
                before_rating: before[i].rating,
                before_uncertainty: before[i].uncertainty,
                after_rating: after[i].rating,
                after_uncertainty: after[i].uncertainty,
            };
            stored::write_change(&mut tx, id, kind, &change, places[i] == 1)
                .await
                .map_err(fail)?;
        }
        tx.commit().await.map_err(fail)?;
        tracing::info!(game = %id, ?places, "ratings moved");
        Ok(true)
    }

    /// Account `user`'s ratings, one per game kind they played rated.
    ///
    /// # Errors
    /// [`GameError::Internal`] when the database fails.
    pub async fn ratings_of(&self, user: i64) -> Result<Vec<PlayerRating>, GameError> {
        let rows = stored::ratings_of(self.db(), user)
            .await
            .map_err(|e| internal("reading ratings", e))?;
        Ok(rows
            .into_iter()
            .map(|(kind, row)| player_rating(kind, &row, self.limits().established_after))
            .collect())
    }

    /// Account `user`'s rating in game `kind`; a new player's before their first
    /// rated game.
    ///
    /// # Errors
    /// [`GameError::Internal`] when the database fails.
    pub(crate) async fn rating_in(
        &self,
        user: i64,
        kind: protocol::GameKind,
    ) -> Result<PlayerRating, GameError> {
        let row = stored::rating_of(self.db().pool(), user, kind)
            .await
            .map_err(|e| internal("reading a rating", e))?;
        let new = Skill::default();
        let row = row.unwrap_or(stored::RatingRow {
            rating: new.rating,
            uncertainty: new.uncertainty,
            games: 0,
            wins: 0,
        });
        Ok(player_rating(kind, &row, self.limits().established_after))
    }

    /// What rated game `id` did to each seat's rating (empty for a game not rated, or
    /// not rated yet).
    ///
    /// # Errors
    /// [`GameError::Internal`] when the database fails.
    pub async fn rating_changes_of(&self, id: &str) -> Result<Vec<RatingChange>, GameError> {
        let rows = stored::changes_of_game(self.db(), id)
            .await
            .map_err(|e| internal("reading a game's rating changes", e))?;
        Ok(rows
            .into_iter()
            .map(|r| RatingChange {
                seat: u8::try_from(r.seat).unwrap_or(u8::MAX),
                place: u8::try_from(r.place).unwrap_or(u8::MAX),
                before: shown(r.before_rating),
                after: shown(r.after_rating),
            })
            .collect())
    }
}

/// A stored rating as players read it; established after `established` rated games.
pub(crate) fn player_rating(
    kind: protocol::GameKind,
    row: &stored::RatingRow,
    established: u32,
) -> PlayerRating {
    let skill = Skill {
        rating: row.rating,
        uncertainty: row.uncertainty,
    };
    let games = u32::try_from(row.games).unwrap_or(u32::MAX);
    PlayerRating {
        kind,
        rating: skill.shown(),
        uncertainty: skill.shown_uncertainty(),
        games,
        wins: u32::try_from(row.wins).unwrap_or(u32::MAX),
        provisional: games < established,
    }
}

/// A stored rating figure in shown points.
pub(crate) fn shown(rating: f64) -> i64 {
    Skill {
        rating,
        uncertainty: 0.0,
    }
    .shown()
}

/// Whether a finished game's seats allow a rating: at least two different accounts,
/// none holding two seats. (Every seat was an account's at the start; one without an
/// account now belonged to an account deleted since, and is rated as given up, its
/// history kept without the account.)
fn ratable(seats: &[RatedSeatRow]) -> bool {
    let users: Vec<i64> = seats.iter().filter_map(|s| s.user_id).collect();
    let mut distinct = users.clone();
    distinct.sort_unstable();
    distinct.dedup();
    distinct.len() == users.len() && users.len() >= 2
}
