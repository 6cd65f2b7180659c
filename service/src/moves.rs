//! Players' moves: who may move, and at which version.

use protocol::api::LegalActions;
use protocol::{Committed, GameError, SeatKind};
use rules::{Game, Seat, Viewer};

use crate::{Caller, Service};

impl Service {
    /// Plays `action` for `seat` in game `id` (a game of `G`) on behalf of `caller`;
    /// the answer's events are as that seat may know them.
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
    pub async fn submit<G: Game>(
        &self,
        caller: &Caller,
        id: &str,
        seat: u8,
        action: G::Action,
        expected_version: u32,
    ) -> Result<Committed<G::Event>, GameError> {
        let live = self.lock_game(id).await?;
        live.played::<G>()?;
        if !live.seats_of(caller).contains(&seat) || live.seat_kind(seat) == Some(SeatKind::Bot) {
            return Err(GameError::NotYourSeat { seat });
        }
        if live.version != expected_version {
            return Err(GameError::Conflict {
                current: live.version,
            });
        }
        self.commit::<G>(live, Seat(seat), action, Viewer::Seat(Seat(seat)))
            .await
    }

    /// What `caller` may do now in game `id` (a game of `G`): the seat to act when the
    /// caller holds it, with its legal actions.
    ///
    /// # Errors
    /// [`GameError::NotFound`] for an unknown game or one of another kind.
    pub async fn legal_actions<G: Game>(
        &self,
        caller: &Caller,
        id: &str,
    ) -> Result<LegalActions<G::Action>, GameError> {
        let live = self.lock_game(id).await?;
        let game = &live.played::<G>()?.game;
        let seat = game
            .to_act()
            .map(|s| s.0)
            .filter(|s| live.seats_of(caller).contains(s));
        Ok(LegalActions {
            version: live.version,
            seat,
            actions: if seat.is_some() {
                game.legal_actions()
            } else {
                Vec::new()
            },
        })
    }
}
