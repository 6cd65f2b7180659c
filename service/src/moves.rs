//! Players' moves: who may move, and at which version.

use protocol::api::LegalActions;
use protocol::{Committed, GameError, GameStatus, GameUpdate, Refusal, SeatKind};
use rules::{Game, Seat};

use crate::live::Mover;
use crate::{internal, store, Caller, Service};

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
        let mut live = live;
        if live.timeouts.get(usize::from(seat)).is_some_and(|&n| n > 0) {
            // The player is back: their timeouts in a row are over.
            store::reset_timeouts(self.db(), id, seat)
                .await
                .map_err(|e| internal("counting timeouts", e))?;
            live.timeouts[usize::from(seat)] = 0;
        }
        self.commit::<G>(live, Seat(seat), action, Mover::Person)
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

impl Service {
    /// Takes back the last action of game `id` (a game of `G`) for `seat`, on behalf of
    /// `caller`, BGA's way: only the seat's own action in the turn it is still playing,
    /// and never one that brought chance or hidden information into the game or ended a
    /// turn ([`Game::blocks_undo`]). The action is deleted from the log, so a replay
    /// shows no trace of it; the game is rebuilt from the log on its next use.
    /// Answers the new version.
    ///
    /// # Errors
    /// - [`GameError::NotFound`], [`GameError::NotYourSeat`] and
    ///   [`GameError::Conflict`] as [`Service::submit`];
    /// - [`GameError::Invalid`] with [`Refusal::NothingToUndo`],
    ///   [`Refusal::UndoNotYours`] or [`Refusal::UndoPastChance`] (nothing changes);
    /// - [`GameError::Internal`] when the database fails (nothing changes).
    pub async fn undo<G: Game>(
        &self,
        caller: &Caller,
        id: &str,
        seat: u8,
        expected_version: u32,
    ) -> Result<u32, GameError> {
        let live = self.lock_game(id).await?;
        let played = live.played::<G>()?;
        if !live.seats_of(caller).contains(&seat) || live.seat_kind(seat) == Some(SeatKind::Bot) {
            return Err(GameError::NotYourSeat { seat });
        }
        if live.version != expected_version {
            return Err(GameError::Conflict {
                current: live.version,
            });
        }
        let Some((last_seat, events)) = played.log.last() else {
            return Err(GameError::Invalid(Refusal::NothingToUndo));
        };
        // Still this seat's decision, and its own action last: the turn it is playing.
        if last_seat != seat || played.game.to_act() != Some(Seat(seat)) {
            return Err(GameError::Invalid(Refusal::UndoNotYours));
        }
        if events.iter().any(G::blocks_undo) {
            return Err(GameError::Invalid(Refusal::UndoPastChance));
        }
        let seq = live.version - 1;
        let id = live.id.clone();
        match store::undo_move(self.db(), &id, seq, seat).await {
            Ok(true) => {}
            Ok(false) => {
                live.evict();
                return Err(self.conflict(&id).await);
            }
            Err(e) => {
                live.evict();
                return Err(internal("taking back a move", e));
            }
        }
        // The state before the action is the log replayed: reloaded on the next use.
        let seat_changes = u32::try_from(live.notes.len()).unwrap_or(u32::MAX);
        live.evict();
        self.watchers.publish(
            &id,
            GameUpdate {
                version: seq,
                status: GameStatus::Active,
                to_act: Some(seat),
                lobby: 0,
                seat_changes,
            },
        );
        tracing::info!(game = %id, seat, version = seq, "move taken back");
        Ok(seq)
    }
}
