//! Bot seats: moved only by the service, reproducibly.

use protocol::{Committed, GameError, SeatKind};
use rand_chacha::ChaCha8Rng;
use rand_core::SeedableRng;
use rules::karak::{Action, Bot, Karak, KarakBot};
use rules::Game;

use crate::{Caller, Service};

/// How long the server lets a bot of an online game wait before it moves, so the
/// people watching can follow.
pub(crate) const ONLINE_BOT_PAUSE: std::time::Duration = std::time::Duration::from_millis(700);

/// The greedy bot's action for the pending decision of `game`, `None` once it is over.
///
/// The bot decides on a copy of the game determinised for its seat
/// ([`rules::player::choose_action`]): what its seat may not know (for Karak, the
/// game's RNG and so every future draw) is a fill of its own, so a bot never plays
/// from the full state. Its RNG is derived from the game's seed and version (ChaCha8
/// on stream `version + 1`; the game's own RNG uses stream 0) and the fill from the
/// seed on stream `u64::MAX - version`, so a game with bots replays and re-decides
/// identically, and neither reveals anything of the game's stream.
pub fn choose_bot_action(game: &Karak, seed: u64, version: u32) -> Option<Action> {
    let seat = game.to_act()?;
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    rng.set_stream(u64::from(version) + 1);
    let mut fill = ChaCha8Rng::seed_from_u64(seed);
    fill.set_stream(u64::MAX - u64::from(version));
    let mut known = game.clone();
    let mut bot = KarakBot::forgetful(Bot::Greedy);
    rules::player::choose_action(&mut known, seat, &mut bot, &mut fill, &mut rng)
}

impl Service {
    /// Moves the bot whose decision it is in game `id`, if any.
    ///
    /// The UI calls this after a short delay so people can follow the bots. It is
    /// harmless to call at any time: it acts only when a bot seat must decide and
    /// the game is still at `expected_version`.
    ///
    /// # Errors
    /// [`GameError::NotFound`], [`GameError::Conflict`] when the game is no longer at
    /// `expected_version`, [`GameError::Internal`] when the database fails.
    ///
    /// Only a player of the game may ask (the owner of a pass-and-play game, or a
    /// seated account); online games move their bots on the server by themselves.
    pub async fn bot_move(
        &self,
        caller: &Caller,
        id: &str,
        expected_version: u32,
    ) -> Result<Option<Committed>, GameError> {
        {
            let live = self.lock_game(id).await?;
            if live.seats_of(caller).is_empty() {
                return Err(GameError::Forbidden(
                    "only the players of this game can ask its bots to move".to_owned(),
                ));
            }
        }
        self.move_bot(id, expected_version).await
    }

    /// Moves the bot to act in game `id` if the game is still at `expected_version`.
    async fn move_bot(
        &self,
        id: &str,
        expected_version: u32,
    ) -> Result<Option<Committed>, GameError> {
        let live = self.lock_game(id).await?;
        if live.version != expected_version {
            return Err(GameError::Conflict {
                current: live.version,
            });
        }
        let Some(seat) = live.game.to_act() else {
            return Ok(None);
        };
        if live.seat_kind(seat.0) != Some(SeatKind::Bot) {
            return Ok(None);
        }
        let Some(action) = choose_bot_action(&live.game, live.seed, live.version) else {
            return Ok(None);
        };
        self.commit(live, seat, action).await.map(Some)
    }
}

impl Service {
    /// Lets the bot to act in online game `id` move after the pause; its commit
    /// schedules the next bot in turn, so a row of bots plays on by itself.
    pub(crate) fn schedule_bot(&self, id: String, version: u32) {
        let Ok(runtime) = tokio::runtime::Handle::try_current() else {
            return;
        };
        let service = self.clone();
        runtime.spawn(async move {
            tokio::time::sleep(service.bot_pause).await;
            match service.move_bot(&id, version).await {
                // Conflict: somebody else moved it already (e.g. after a restart).
                Ok(_) | Err(GameError::Conflict { .. }) => {}
                Err(e) => tracing::warn!(game = %id, error = %e, "online bot could not move"),
            }
        });
    }

    /// After a restart, sets the bots of online games going again where one must move.
    ///
    /// # Errors
    /// [`GameError::Internal`] when the database fails.
    pub async fn resume_online_bots(&self) -> Result<usize, GameError> {
        let rows = crate::store::bots_to_act(self.db())
            .await
            .map_err(|e| crate::internal("finding bots to resume", e))?;
        let n = rows.len();
        for (id, version) in rows {
            self.schedule_bot(id, version as u32);
        }
        Ok(n)
    }
}
