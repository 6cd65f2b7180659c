//! Bot seats: moved only by the service, reproducibly.

use protocol::{for_kind, Refusal};
use protocol::{Committed, GameError, SeatKind};
use rand_chacha::ChaCha8Rng;
use rand_core::SeedableRng;
use rules::Game;

use crate::live::Mover;
use crate::{Caller, Service};

/// How long the server lets a bot of an online game wait before it moves, so the
/// people watching can follow.
pub(crate) const ONLINE_BOT_PAUSE: std::time::Duration = std::time::Duration::from_millis(700);

/// The action of `bot` for the pending decision of `game`, `None` once it is over.
///
/// The bot decides on a copy of the game determinised for its seat
/// ([`rules::player::choose_action`]): what its seat may not know (hands, decks, the
/// game's RNG and so every future draw) is a fill of its own, so a bot never plays
/// from the full state. Its RNG is derived from the game's seed and version (ChaCha8
/// on stream `version + 1`; the game's own RNG uses stream 0) and the fill from the
/// seed on stream `u64::MAX - version`, so a game with bots replays and re-decides
/// identically, and neither reveals anything of the game's stream. A searching bot plays
/// `effort` of its full search ([`rules::Effort`], the server's think-time setting).
pub fn choose_bot_action<G: Game>(
    game: &G,
    bot: G::Bot,
    seed: u64,
    version: u32,
    effort: rules::Effort,
) -> Option<G::Action> {
    let seat = game.to_act()?;
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    rng.set_stream(u64::from(version) + 1);
    let mut fill = ChaCha8Rng::seed_from_u64(seed);
    fill.set_stream(u64::MAX - u64::from(version));
    let mut known = game.clone();
    // A fresh player for every decision: a bot of a game held in memory for days
    // keeps no memory between moves, so a restart changes nothing.
    let mut bot = G::bot_player_with_effort(bot, effort);
    rules::player::choose_action(&mut known, seat, &mut bot, &mut fill, &mut rng)
}

impl Service {
    /// The bot's decision for `game` ([`choose_bot_action`]) on a bot thread once one
    /// is free ([`crate::bot_threads`]); the async workers never run it.
    ///
    /// # Errors
    /// [`GameError::Internal`] when the decision's thread failed.
    pub(crate) async fn decide<G: Game>(
        &self,
        game: G,
        bot: G::Bot,
        seed: u64,
        version: u32,
    ) -> Result<Option<G::Action>, GameError> {
        let effort = rules::Effort::for_think_ms(self.limits().hard_bot_think_ms);
        self.bot_threads
            .run(move || choose_bot_action(&game, bot, seed, version, effort))
            .await
    }

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
    pub async fn bot_move<G: Game>(
        &self,
        caller: &Caller,
        id: &str,
        expected_version: u32,
    ) -> Result<Option<Committed<G::Event>>, GameError> {
        {
            let live = self.lock_game(id).await?;
            live.played::<G>()?;
            if live.seats_of(caller).is_empty() {
                return Err(GameError::Forbidden(Refusal::OnlyPlayersMoveBots));
            }
        }
        self.move_bot::<G>(id, expected_version).await
    }

    /// Moves the bot to act in game `id` (of `G`) if the game is still at
    /// `expected_version`; the answer's events are as spectators may know them.
    async fn move_bot<G: Game>(
        &self,
        id: &str,
        expected_version: u32,
    ) -> Result<Option<Committed<G::Event>>, GameError> {
        let lease = self
            .db()
            .bot_lease(id)
            .await
            .map_err(|e| crate::internal("claiming a bot's move", e))?;
        let moved = self.move_claimed_bot::<G>(id, expected_version).await;
        if let Err(e) = lease.release().await {
            tracing::warn!(game = %id, error = %e, "a bot's claim was not let go at once");
        }
        moved
    }

    /// [`Service::move_bot`] once this server holds the bot's claim.
    async fn move_claimed_bot<G: Game>(
        &self,
        id: &str,
        expected_version: u32,
    ) -> Result<Option<Committed<G::Event>>, GameError> {
        let live = self.lock_game(id).await?;
        if live.version != expected_version {
            return Err(GameError::Conflict {
                current: live.version,
            });
        }
        let Some(seat) = live.to_act() else {
            return Ok(None);
        };
        if live.seat_kind(seat.0) != Some(SeatKind::Bot) || live.waiting_for_players() {
            return Ok(None);
        }
        let game = live.played::<G>()?.game.clone();
        let (seed, version) = (live.seed, live.version);
        let bot = live.seat_bot::<G>(seat.0);
        // A decision is CPU work (a search bot plays whole games out): it runs off the async
        // workers, so one bot thinking never holds up other players' requests.
        let Some(action) = self.decide(game, bot, seed, version).await? else {
            return Ok(None);
        };
        self.commit::<G>(live, seat, action, Mover::Server)
            .await
            .map(Some)
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
            let moved = match service.kind_of(&id).await {
                Ok(kind) => {
                    for_kind!(kind, G => service.move_bot::<G>(&id, version).await.map(|_| ()))
                }
                Err(e) => Err(e),
            };
            match moved {
                // Conflict: somebody else moved it already (e.g. after a restart).
                Ok(()) | Err(GameError::Conflict { .. }) => {}
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
