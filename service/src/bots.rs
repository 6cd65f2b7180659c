//! Bot seats: moved only by the service, reproducibly.

use protocol::{Committed, GameError, SeatKind};
use rand_chacha::ChaCha8Rng;
use rand_core::SeedableRng;
use rules::karak::{Action, Karak};
use rules::Game;

use crate::Service;

/// The greedy bot's action for the pending decision of `game`, `None` once it is over.
///
/// The bot's RNG is derived from the game's seed and version (ChaCha8 on stream
/// `version + 1`; the game's own RNG uses stream 0), so a game with bots replays
/// and re-decides identically, and the choice reveals nothing of the game's stream.
pub fn choose_bot_action(game: &Karak, seed: u64, version: u32) -> Option<Action> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    rng.set_stream(u64::from(version) + 1);
    rules::karak::greedy_action(game, &mut rng)
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
    pub async fn bot_move(
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
