//! Players' moves: who may move, and at which version.

use protocol::{Committed, GameError, SeatKind};
use rules::karak::Action;
use rules::Seat;

use crate::{Caller, Service};

impl Service {
    /// Plays `action` for `seat` in game `id` on behalf of `caller`.
    ///
    /// The caller must hold the seat (a local seat of a game they own, or their
    /// account's seat); bot seats are moved only by [`Service::bot_move`]. The move
    /// must name the version the caller saw. On success the action is recorded at
    /// `seq = expected_version` and the version bumped in one atomic statement.
    ///
    /// # Errors
    /// - [`GameError::NotFound`] for an unknown game;
    /// - [`GameError::NotYourSeat`] when the caller does not hold `seat`;
    /// - [`GameError::Conflict`] when the game is no longer at `expected_version`;
    /// - [`GameError::Rule`] when the rules refuse the action (nothing changes);
    /// - [`GameError::Internal`] when the database fails (nothing changes).
    pub async fn submit(
        &self,
        caller: &Caller,
        id: &str,
        seat: u8,
        action: Action,
        expected_version: u32,
    ) -> Result<Committed, GameError> {
        let live = self.lock_game(id).await?;
        if !live.seats_of(caller).contains(&seat) || live.seat_kind(seat) == Some(SeatKind::Bot) {
            return Err(GameError::NotYourSeat { seat });
        }
        if live.version != expected_version {
            return Err(GameError::Conflict {
                current: live.version,
            });
        }
        self.commit(live, Seat(seat), action).await
    }
}
