//! Finding waiting games, and the live stream's news of any game.

use protocol::{GameError, GameStatus, GameUpdate, OpenGame};

use crate::store::{self, OpenGameRow};
use crate::{internal, Caller, Service};

use super::{variant_fields, OPEN_GAMES_LIMIT};

impl Service {
    /// Waiting games with a free seat that `caller` does not sit in, newest first.
    ///
    /// # Errors
    /// [`GameError::Internal`] when the database fails.
    pub async fn open_games(&self, caller: &Caller) -> Result<Vec<OpenGame>, GameError> {
        let me = match caller {
            Caller::User(u) => Some(*u),
            Caller::Guest(_) => None,
        };
        let rows = store::open_games(self.db(), me, OPEN_GAMES_LIMIT)
            .await
            .map_err(|e| internal("listing open games", e))?;
        Ok(rows
            .into_iter()
            .map(
                |OpenGameRow {
                     id,
                     kind,
                     host,
                     seats,
                     open,
                     options,
                     created_at,
                 }| OpenGame {
                    id,
                    kind: kind.0,
                    host: host.unwrap_or_else(|| "—".to_owned()),
                    seats: seats as u8,
                    open: open as u8,
                    variant: variant_fields(kind.0, &options),
                    created_at,
                },
            )
            .collect())
    }

    /// An account's name as players see it.
    pub(crate) async fn account_name(&self, user: i64) -> Result<String, GameError> {
        sqlx::query_scalar::<_, String>("SELECT name FROM users WHERE id = $1")
            .bind(user)
            .fetch_optional(self.db().pool())
            .await
            .map_err(|e| internal("reading an account", e))?
            .ok_or(GameError::SignInRequired)
    }

    pub(super) async fn publish_lobby(&self, id: &str) {
        if let Ok(update) = self.current_update(id).await {
            self.watchers.publish(id, update);
        }
    }

    /// Where game `id` stands now, as its live stream reports it.
    ///
    /// # Errors
    /// [`GameError::NotFound`], [`GameError::Internal`].
    pub async fn current_update(&self, id: &str) -> Result<GameUpdate, GameError> {
        let row = store::status_and_rev(self.db(), id)
            .await
            .map_err(|e| internal("reading a game's state", e))?;
        match row {
            None => Err(GameError::NotFound),
            Some((status, lobby)) if status.0 == GameStatus::Waiting => Ok(GameUpdate {
                version: 0,
                status: GameStatus::Waiting,
                to_act: None,
                lobby: lobby as u32,
                seat_changes: 0,
            }),
            Some(_) => Ok(self.lock_game(id).await?.update()),
        }
    }

    /// A receiver of game `id`'s future updates (the live stream). Anyone who knows
    /// the id may watch: the messages carry no hidden information.
    ///
    /// # Errors
    /// [`GameError::NotFound`] for a game that does not exist (nothing is
    /// subscribed); [`GameError::Internal`].
    pub async fn watch(
        &self,
        id: &str,
    ) -> Result<tokio::sync::broadcast::Receiver<GameUpdate>, GameError> {
        store::status_and_rev(self.db(), id)
            .await
            .map_err(|e| internal("reading a game's state", e))?
            .ok_or(GameError::NotFound)?;
        Ok(self.watchers.subscribe(id))
    }
}
