//! Resigning an online game: a player who will not finish hands their seat to a bot,
//! so the others play on, and the game's log says so.

use protocol::{GameError, Refusal, SeatKind};

use crate::{internal, store, Caller, Service};

impl Service {
    /// `caller` resigns online game `id`: each seat their account holds there is
    /// played by the server's bot from the game's current version on, and the game's
    /// log shows a note at that version. Everyone watching is told.
    ///
    /// # Errors
    /// [`GameError::SignInRequired`] for a guest; [`GameError::NotFound`];
    /// [`Refusal::ResignOnlineOnly`] for a pass-and-play game; [`Refusal::GameOver`]
    /// once it is over; [`Refusal::NoSeatHeld`] when the account holds no seat there;
    /// [`GameError::Internal`] when the database fails.
    pub async fn resign(&self, caller: &Caller, id: &str) -> Result<(), GameError> {
        let Caller::User(user) = caller else {
            return Err(GameError::SignInRequired);
        };
        let mut live = self.lock_game(id).await?;
        if !live.online() {
            return Err(GameError::Invalid(Refusal::ResignOnlineOnly));
        }
        if live.to_act().is_none() {
            return Err(GameError::Invalid(Refusal::GameOver));
        }
        let version = live.version;
        let seats = match store::resign_seats(self.db(), id, *user).await {
            Ok(seats) => seats,
            Err(e) => {
                live.evict();
                return Err(internal("resigning a game", e));
            }
        };
        if seats.is_empty() {
            return Err(GameError::Forbidden(Refusal::NoSeatHeld));
        }
        for row in live
            .seats
            .iter_mut()
            .filter(|r| seats.contains(&r.info.seat))
        {
            row.info.kind = SeatKind::Bot;
            row.info.level = Some(protocol::BotLevel::Normal);
        }
        live.notes
            .extend(seats.iter().map(|&seat| protocol::SeatNote {
                seat,
                version,
                change: protocol::SeatChange::Resigned,
            }));
        self.watchers.publish(id, live.update());
        let bot_to_act = live.bot_to_act();
        drop(live);
        tracing::info!(game = %id, user, ?seats, "a player resigned; bots play their seats");
        if bot_to_act {
            self.schedule_bot(id.to_owned(), version);
        }
        Ok(())
    }
}
