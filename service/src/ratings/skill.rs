//! A player's skill in one game and how a rated game moves it: the Weng-Lin
//! (OpenSkill) system of the `skillratings` crate, whose Plackett-Luce model rates a
//! game of 2–5 players by its finishing order, ties shared.
//!
//! Pure: no database, no clock. The service stores what these functions answer and
//! the recomputation from history calls the same functions in the same order, so it
//! gives the stored values to the last bit.

use rules::{OutcomeSummary, Seat};
use skillratings::weng_lin::{weng_lin_multi_team, WengLinConfig, WengLinRating};
use skillratings::MultiTeamOutcome;

/// Shown rating points per unit of the model's skill: a new player's 25 shows as
/// 1,500, and the model's class width (25/6, the difference for a 2-in-3 win) as 250.
const SHOWN_PER_SKILL: f64 = 60.0;

/// A player's skill in one game kind: the model's estimate and its uncertainty.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Skill {
    /// The estimate (the model's mu; 25 for a new player).
    pub rating: f64,
    /// One standard deviation of the estimate (the model's sigma; 25/3 for a new player).
    pub uncertainty: f64,
}

impl Default for Skill {
    fn default() -> Self {
        let new = WengLinRating::new();
        Self {
            rating: new.rating,
            uncertainty: new.uncertainty,
        }
    }
}

impl Skill {
    /// The rating as players read it (1,500 for a new player).
    pub fn shown(self) -> i64 {
        (self.rating * SHOWN_PER_SKILL).round() as i64
    }

    /// The uncertainty in shown points (± this much).
    pub fn shown_uncertainty(self) -> i64 {
        (self.uncertainty * SHOWN_PER_SKILL).round() as i64
    }

    fn model(self) -> WengLinRating {
        WengLinRating {
            rating: self.rating,
            uncertainty: self.uncertainty,
        }
    }
}

/// Each player's skill after a game: `before[i]` finished at `places[i]` (1 is first;
/// equal places are a shared place).
///
/// # Panics
/// When `before` and `places` differ in length (a caller's bug).
pub fn rate(before: &[Skill], places: &[u8]) -> Vec<Skill> {
    assert_eq!(before.len(), places.len(), "one place per player");
    let teams: Vec<[WengLinRating; 1]> = before.iter().map(|s| [s.model()]).collect();
    let ranked: Vec<(&[WengLinRating], MultiTeamOutcome)> = teams
        .iter()
        .zip(places)
        .map(|(team, &place)| (&team[..], MultiTeamOutcome::new(usize::from(place))))
        .collect();
    weng_lin_multi_team(&ranked, &WengLinConfig::new())
        .into_iter()
        .map(|team| Skill {
            rating: team[0].rating,
            uncertainty: team[0].uncertainty,
        })
        .collect()
}

/// The finishing places of `seats` (1 is first): the winners share first place, the
/// others follow by their points (equal points share a place), and seats `lost` (their
/// player resigned, or the bot kept the seat after their time ran out) come last
/// together, whatever the bot scored for them.
pub fn places(summary: &OutcomeSummary, seats: &[Seat], lost: &[bool]) -> Vec<u8> {
    // Higher key, better place: (won, points); every lost seat the lowest key.
    let key = |i: usize| {
        let seat = seats[i];
        let points = summary
            .points
            .get(usize::from(seat.0))
            .copied()
            .unwrap_or(0);
        if lost[i] {
            None
        } else {
            Some((summary.won(seat), points))
        }
    };
    (0..seats.len())
        .map(|i| {
            let better = (0..seats.len()).filter(|&j| key(j) > key(i)).count();
            u8::try_from(better + 1).unwrap_or(u8::MAX)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn summary(winners: &[u8], points: &[i32]) -> OutcomeSummary {
        OutcomeSummary {
            winners: winners.iter().map(|&s| Seat(s)).collect(),
            points: points.to_vec(),
            per_point: 1,
            reason: String::new(),
        }
    }

    fn seats(n: u8) -> Vec<Seat> {
        (0..n).map(Seat).collect()
    }

    #[test]
    fn winners_first_then_by_points_with_ties_shared() {
        // Seat 2 won with 5; seat 1 has 5 too but did not win; then 3, then 1.
        let s = summary(&[2], &[3, 5, 5, 1]);
        assert_eq!(places(&s, &seats(4), &[false; 4]), vec![3, 2, 1, 4]);
    }

    #[test]
    fn a_shared_win_is_a_shared_first_place() {
        let s = summary(&[0, 1], &[4, 4, 2]);
        assert_eq!(places(&s, &seats(3), &[false; 3]), vec![1, 1, 3]);
    }

    #[test]
    fn a_lost_seat_is_last_whatever_the_bot_scored_for_it() {
        // Issue 43: "a resignation or a seat lost to timeouts counts as last".
        let s = summary(&[1], &[1, 6, 2]);
        assert_eq!(places(&s, &seats(3), &[false, true, false]), vec![2, 3, 1]);
        assert_eq!(places(&s, &seats(3), &[true, true, false]), vec![2, 2, 1]);
    }

    #[test]
    fn the_winner_gains_what_the_loser_loses_and_both_grow_surer() {
        let after = rate(&[Skill::default(), Skill::default()], &[1, 2]);
        assert!(after[0].rating > 25.0 && after[1].rating < 25.0);
        assert!((after[0].rating - 25.0 - (25.0 - after[1].rating)).abs() < 1e-9);
        assert!(after
            .iter()
            .all(|s| s.uncertainty < Skill::default().uncertainty));
    }

    #[test]
    fn a_new_player_shows_1500() {
        assert_eq!(Skill::default().shown(), 1500);
        assert_eq!(Skill::default().shown_uncertainty(), 500);
    }

    #[test]
    fn rating_is_the_crates_own_computation() {
        // The figures of skillratings' own example for three single players.
        let before = [
            Skill::default(),
            Skill {
                rating: 30.0,
                uncertainty: 1.2,
            },
            Skill {
                rating: 21.0,
                uncertainty: 6.5,
            },
        ];
        let ours = rate(&before, &[2, 1, 3]);
        let teams: Vec<[WengLinRating; 1]> = before.iter().map(|s| [s.model()]).collect();
        let theirs = weng_lin_multi_team(
            &[
                (&teams[0][..], MultiTeamOutcome::new(2)),
                (&teams[1][..], MultiTeamOutcome::new(1)),
                (&teams[2][..], MultiTeamOutcome::new(3)),
            ],
            &WengLinConfig::new(),
        );
        for (mine, team) in ours.iter().zip(theirs) {
            assert_eq!(mine.rating.to_bits(), team[0].rating.to_bits());
            assert_eq!(mine.uncertainty.to_bits(), team[0].uncertainty.to_bits());
        }
    }
}
