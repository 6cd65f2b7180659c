//! Every rating recomputed from the history alone: the rated games in the order they
//! were rated, each with its players and finishing places, replayed through the same
//! rating function from new players' ratings. The result must equal what is stored,
//! to the last bit of every figure; anything else is reported.

use std::collections::BTreeMap;

use protocol::{GameError, GameKind};

use super::skill::{self, Skill};
use crate::store::ratings::{self as stored, RatedGame, RatingRow};
use crate::{internal, Service};

/// What a recomputation found.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RecomputeReport {
    /// Rated games replayed.
    pub games: usize,
    /// Ratings (account and game kind) recomputed.
    pub ratings: usize,
    /// Every difference from what is stored, in words; empty when all agree.
    pub differences: Vec<String>,
}

/// One account's rating in one game kind while the history is replayed.
#[derive(Clone, Copy, Debug, Default)]
struct Chain {
    skill: Skill,
    games: i64,
    wins: i64,
}

/// Replays `history` and compares each step and the end with what is stored.
fn recompute(history: &[RatedGame], stored: &[(i64, GameKind, RatingRow)]) -> RecomputeReport {
    let mut chains: BTreeMap<(i64, &'static str), Chain> = BTreeMap::new();
    let mut differences = Vec::new();
    for game in history {
        let kind = game.kind.name();
        // A deleted account's chain is gone with it: its stored "before" stands in.
        let before: Vec<Skill> = game
            .changes
            .iter()
            .map(|c| match c.user_id {
                Some(user) => chains.get(&(user, kind)).copied().unwrap_or_default().skill,
                None => Skill {
                    rating: c.before_rating,
                    uncertainty: c.before_uncertainty,
                },
            })
            .collect();
        let places: Vec<u8> = game
            .changes
            .iter()
            .map(|c| u8::try_from(c.place).unwrap_or(u8::MAX))
            .collect();
        let after = skill::rate(&before, &places);
        for ((change, before), after) in game.changes.iter().zip(&before).zip(&after) {
            let stored_before = (change.before_rating, change.before_uncertainty);
            let stored_after = (change.after_rating, change.after_uncertainty);
            if !same(stored_before, *before) || !same(stored_after, *after) {
                differences.push(format!(
                    "game {} seat {}: stored {:?} → {:?}, recomputed ({}, {}) → ({}, {})",
                    game.game_id,
                    change.seat,
                    stored_before,
                    stored_after,
                    before.rating,
                    before.uncertainty,
                    after.rating,
                    after.uncertainty
                ));
            }
            if let Some(user) = change.user_id {
                let chain = chains.entry((user, kind)).or_default();
                chain.skill = *after;
                chain.games += 1;
                chain.wins += i64::from(change.place == 1);
            }
        }
    }
    let mut ratings = 0;
    for (user, kind, row) in stored {
        ratings += 1;
        match chains.remove(&(*user, kind.name())) {
            Some(chain)
                if same((row.rating, row.uncertainty), chain.skill)
                    && (row.games, row.wins) == (chain.games, chain.wins) => {}
            Some(chain) => differences.push(format!(
                "account {user} in {}: stored {row:?}, recomputed {chain:?}",
                kind.name()
            )),
            None => differences.push(format!(
                "account {user} in {}: stored {row:?} with no rated game",
                kind.name()
            )),
        }
    }
    for ((user, kind), chain) in chains {
        differences.push(format!(
            "account {user} in {kind}: recomputed {chain:?}, none stored"
        ));
    }
    RecomputeReport {
        games: history.len(),
        ratings,
        differences,
    }
}

/// Whether a stored (rating, uncertainty) is `skill` to the last bit.
fn same((rating, uncertainty): (f64, f64), skill: Skill) -> bool {
    rating.to_bits() == skill.rating.to_bits()
        && uncertainty.to_bits() == skill.uncertainty.to_bits()
}

impl Service {
    /// Recomputes every rating from the rating history and compares it with what is
    /// stored (`make ratings-check`).
    ///
    /// # Errors
    /// [`GameError::Internal`] when the database fails.
    pub async fn recompute_ratings(&self) -> Result<RecomputeReport, GameError> {
        let fail = |e: sqlx::Error| internal("reading the rating history", e);
        let history = stored::history(self.db()).await.map_err(fail)?;
        let ratings = stored::all_ratings(self.db()).await.map_err(fail)?;
        Ok(recompute(&history, &ratings))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::ratings::ChangeRow;

    fn change(seat: i64, user: Option<i64>, place: i64, before: Skill, after: Skill) -> ChangeRow {
        ChangeRow {
            seat,
            user_id: user,
            place,
            before_rating: before.rating,
            before_uncertainty: before.uncertainty,
            after_rating: after.rating,
            after_uncertainty: after.uncertainty,
        }
    }

    /// Two games between accounts 1 and 2, stored as the service writes them.
    fn two_games() -> (Vec<RatedGame>, Vec<(i64, GameKind, RatingRow)>) {
        let new = Skill::default();
        let first = skill::rate(&[new, new], &[1, 2]);
        let second = skill::rate(&[first[0], first[1]], &[2, 1]);
        let history = vec![
            RatedGame {
                game_id: "a".into(),
                kind: GameKind::Karak,
                changes: vec![
                    change(0, Some(1), 1, new, first[0]),
                    change(1, Some(2), 2, new, first[1]),
                ],
            },
            RatedGame {
                game_id: "b".into(),
                kind: GameKind::Karak,
                changes: vec![
                    change(0, Some(1), 2, first[0], second[0]),
                    change(1, Some(2), 1, first[1], second[1]),
                ],
            },
        ];
        let row = |s: Skill| RatingRow {
            rating: s.rating,
            uncertainty: s.uncertainty,
            games: 2,
            wins: 1,
        };
        let stored = vec![
            (1, GameKind::Karak, row(second[0])),
            (2, GameKind::Karak, row(second[1])),
        ];
        (history, stored)
    }

    #[test]
    fn the_history_recomputes_to_what_is_stored() {
        let (history, stored) = two_games();
        let report = recompute(&history, &stored);
        assert_eq!(report.differences, Vec::<String>::new());
        assert_eq!((report.games, report.ratings), (2, 2));
    }

    #[test]
    fn a_changed_figure_is_reported() {
        let (history, mut stored) = two_games();
        stored[0].2.rating += 1e-12;
        let report = recompute(&history, &stored);
        assert_eq!(report.differences.len(), 1, "{:?}", report.differences);
    }

    #[test]
    fn a_deleted_players_history_still_recomputes_the_others() {
        let (mut history, mut stored) = two_games();
        for game in &mut history {
            game.changes[1].user_id = None;
        }
        stored.pop();
        let report = recompute(&history, &stored);
        assert_eq!(report.differences, Vec::<String>::new());
    }
}
