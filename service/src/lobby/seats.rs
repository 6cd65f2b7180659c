//! Taking and leaving the seats of a waiting online game.

use protocol::{GameError, GameKind, LobbySeatKind, LobbySnapshot, Refusal, RoleName};
use rules::Game;

use crate::games::chosen_roles;
use crate::store::{self};
use crate::{internal, Caller, Client, Service};

use super::user_of;

impl Service {
    /// [`Service::take_seat_from`] an unknown client (a program inside the server).
    ///
    /// # Errors
    /// As [`Service::take_seat_from`].
    pub async fn take_seat<G: Game>(
        &self,
        caller: &Caller,
        id: &str,
        seat: u8,
        hero: Option<RoleName>,
    ) -> Result<LobbySnapshot<G>, GameError> {
        self.take_seat_from(caller, &Client::unknown(), id, seat, hero)
            .await
    }

    /// `caller`, calling from `client`, takes open `seat` of waiting game `id` (a game
    /// of `G`), or, holding it already, changes its role. `hero: None` deals one at
    /// the start.
    ///
    /// # Errors
    /// [`GameError::SignInRequired`] for a guest; [`GameError::NotFound`];
    /// [`GameError::Invalid`] when the seat is taken, is a bot's, does not exist,
    /// the caller already holds another seat, or the role is not `G`'s or already
    /// chosen.
    pub async fn take_seat_from<G: Game>(
        &self,
        caller: &Caller,
        client: &Client,
        id: &str,
        seat: u8,
        hero: Option<RoleName>,
    ) -> Result<LobbySnapshot<G>, GameError> {
        let user = user_of(caller)?;
        let name = self.account_name(user).await?;
        let marks = self.client_marks(client).await?;
        {
            let _lobby = self.lobby_lock.lock().await;
            let current = self.read_lobby(caller, id).await?;
            if current.kind != GameKind::of::<G>() {
                return Err(GameError::NotFound);
            }
            let Some(target) = current.seats.iter().find(|s| s.seat == seat) else {
                return Err(GameError::Invalid(Refusal::NoSuchSeat { seat }));
            };
            match target.kind {
                LobbySeatKind::Bot => return Err(GameError::Invalid(Refusal::BotSeat)),
                LobbySeatKind::Player if !target.mine => {
                    return Err(GameError::Invalid(Refusal::SeatTaken))
                }
                _ => {}
            }
            if current.seats.iter().any(|s| s.mine && s.seat != seat) {
                return Err(GameError::Invalid(Refusal::HoldAnotherSeat));
            }
            if let Some(h) = &hero {
                chosen_roles::<G>(std::slice::from_ref(&hero))?;
                if current
                    .seats
                    .iter()
                    .any(|s| s.seat != seat && s.hero.as_ref() == Some(h))
                {
                    return Err(GameError::Invalid(Refusal::RoleTaken {
                        role: h.as_str().to_owned(),
                    }));
                }
            }
            let taker = store::SeatTaker {
                user,
                name: &name,
                address_mark: marks.address.as_deref(),
                session_mark: marks.session.as_deref(),
            };
            store::take_seat(self.db(), id, seat, &taker, hero.as_ref())
                .await
                .map_err(|e| internal("taking a seat", e))?;
            // The host hears of a newcomer (not of a hero changed, nor of themself).
            let newcomer = !current.seats.iter().any(|s| s.mine);
            if let Some(host) = current.host_user.filter(|&h| h != user && newcomer) {
                self.seat_taken(host, id, &name);
            }
        }
        self.publish_lobby(id).await;
        self.lobby(caller, id).await
    }

    /// `caller` gives up their seat in waiting game `id`. The host cannot leave
    /// (they cancel the game instead: [`Service::cancel_game`]).
    ///
    /// # Errors
    /// [`GameError::SignInRequired`], [`GameError::NotFound`], [`GameError::Invalid`]
    /// when the caller holds no seat or is the host.
    pub async fn leave_seat<G: Game>(
        &self,
        caller: &Caller,
        id: &str,
    ) -> Result<LobbySnapshot<G>, GameError> {
        let user = user_of(caller)?;
        {
            let _lobby = self.lobby_lock.lock().await;
            let current = self.read_lobby(caller, id).await?;
            if current.kind != GameKind::of::<G>() {
                return Err(GameError::NotFound);
            }
            let Some(mine) = current.my_seat() else {
                return Err(GameError::Invalid(Refusal::NoSeatHeld));
            };
            if current.is_host {
                return Err(GameError::Invalid(Refusal::HostCannotLeave));
            }
            store::leave_seat(self.db(), id, mine, user)
                .await
                .map_err(|e| internal("leaving a seat", e))?;
        }
        self.publish_lobby(id).await;
        self.lobby(caller, id).await
    }
}
