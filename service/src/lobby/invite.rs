//! Inviting an account by its name to a waiting game: the invitee is notified with a
//! link that opens the lobby, where they take a seat.

use protocol::{GameError, NoticeKind, Refusal};

use crate::notices::NoticeFor;
use crate::{internal, store, Caller, Service};

use super::user_of;

/// How many invitations one waiting game may send (a lobby is not a way to spam).
pub const INVITATIONS_PER_GAME: u32 = 20;

impl Service {
    /// `caller`, seated in waiting game `id`, invites the account named `name` (as
    /// signed up, in any case); the invitee's notification links to the lobby. Answers
    /// the invitee's name as they signed up.
    ///
    /// # Errors
    /// [`GameError::SignInRequired`], [`GameError::NotFound`] (no such waiting game),
    /// [`GameError::Forbidden`] with [`Refusal::OnlyPlayersInvite`] for a caller not
    /// seated there, [`GameError::Invalid`] with [`Refusal::NoSuchAccount`],
    /// [`Refusal::AlreadySeated`] or [`Refusal::TooManyInvitations`].
    pub async fn invite(&self, caller: &Caller, id: &str, name: &str) -> Result<String, GameError> {
        let me = user_of(caller)?;
        let lobby = self.read_lobby(caller, id).await?;
        if lobby.my_seat().is_none() {
            return Err(GameError::Forbidden(Refusal::OnlyPlayersInvite));
        }
        let fail = |e: sqlx::Error| internal("inviting a player", e);
        let name = name.trim();
        let Some((invitee, their_name)) =
            store::account_named(self.db(), name).await.map_err(fail)?
        else {
            return Err(GameError::Invalid(Refusal::NoSuchAccount {
                name: name.chars().take(40).collect(),
            }));
        };
        if invitee == me || store::seated(self.db(), id, invitee).await.map_err(fail)? {
            return Err(GameError::Invalid(Refusal::AlreadySeated {
                name: their_name,
            }));
        }
        let sent = store::invitations_sent(self.db(), id).await.map_err(fail)?;
        if sent >= i64::from(INVITATIONS_PER_GAME) {
            return Err(GameError::Invalid(Refusal::TooManyInvitations {
                max: INVITATIONS_PER_GAME,
            }));
        }
        let host_name = self.account_name(me).await?;
        self.tell_now(NoticeFor {
            user: invitee,
            game: id,
            kind: NoticeKind::Invited,
            who: Some(&host_name),
        })
        .await?;
        tracing::info!(game = %id, "invitation sent");
        Ok(their_name)
    }
}
