//! Games as players see them: creating one, listing a caller's games, and the
//! snapshot of one game for one viewer.

use protocol::{
    GameError, GameId, GameKind, GameSnapshot, GameStatus, GameUpdate, NewGame, Refusal, RoleName,
    SeatInfo, SeatKind,
};
use rand_core::SeedableRng;
use rules::{Game, Viewer};

use crate::store::{self, NewGame as NewGameRow, SeatRow, SeatRowRef};
use crate::{ids, internal, Caller, Service};

/// Longest player name, in characters, after trimming.
pub const MAX_NAME_CHARS: usize = 24;

/// How many games a list shows at most (newest first).
pub const LIST_LIMIT: i64 = 200;

/// How many actions' log entries a game's snapshot carries (with the setup's): a table
/// shows the latest few dozen lines, and a long game's whole history is its replay's.
/// At about 0.2 KB per entry, a snapshot's log stays near 100 KB however long the game.
pub const SNAPSHOT_LOG_ACTIONS: usize = 500;

/// A player's name as stored: trimmed, 1–24 characters, no control characters.
pub(crate) fn checked_name(name: &str) -> Result<String, GameError> {
    let name = name.trim();
    let chars = name.chars().count();
    if chars == 0 || chars > MAX_NAME_CHARS {
        return Err(GameError::Invalid(Refusal::NameLength {
            max: MAX_NAME_CHARS as u8,
        }));
    }
    if name.chars().any(char::is_control) {
        return Err(GameError::Invalid(Refusal::NameControl));
    }
    if name.chars().any(protocol::accounts::invisible) {
        return Err(GameError::Invalid(Refusal::NameInvisible));
    }
    if crate::accounts::names::stacks_marks(name) {
        return Err(GameError::Invalid(Refusal::NameMarks {
            max: protocol::accounts::MAX_COMBINING_MARKS as u8,
        }));
    }
    Ok(name.to_owned())
}

/// `text` cut to its first `max_chars` characters (and "…" when cut): what a refusal
/// may repeat of a client's input.
pub fn short_text(text: &str, max_chars: usize) -> String {
    let mut shown: String = text.chars().take(max_chars).collect();
    if text.chars().nth(max_chars).is_some() {
        shown.push('…');
    }
    shown
}

/// The number of seats checked against what game `G` allows.
pub(crate) fn check_seat_count<G: Game>(seats: usize) -> Result<(), GameError> {
    if u8::try_from(seats).is_ok_and(|n| G::SEATS.contains(&n)) {
        return Ok(());
    }
    Err(GameError::Invalid(Refusal::SeatCount {
        game: GameKind::of::<G>().name().to_owned(),
        min: *G::SEATS.start(),
        max: *G::SEATS.end(),
    }))
}

/// The roles chosen for seats (`None`: dealt at random), checked: each a role of `G`,
/// none twice.
pub(crate) fn chosen_roles<G: Game>(
    chosen: &[Option<RoleName>],
) -> Result<Vec<Option<G::Role>>, GameError> {
    let mut roles = Vec::with_capacity(chosen.len());
    for name in chosen {
        let role = match name {
            None => None,
            Some(name) => Some(name.role::<G>().ok_or_else(|| {
                GameError::Invalid(Refusal::NoSuchRole {
                    role: short_text(name.as_str(), 32),
                })
            })?),
        };
        if role.is_some() && roles.contains(&role) {
            return Err(GameError::Invalid(Refusal::RoleTwice {
                role: name.as_ref().map_or("", RoleName::as_str).to_owned(),
            }));
        }
        roles.push(role);
    }
    Ok(roles)
}

/// Deals the roles left open at random from the roles of `G` nobody chose.
pub(crate) fn deal_roles<G: Game>(chosen: &[Option<G::Role>]) -> Result<Vec<G::Role>, GameError> {
    let mut free: Vec<G::Role> = G::roles()
        .iter()
        .copied()
        .filter(|r| !chosen.contains(&Some(*r)))
        .collect();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(ids::new_seed()?);
    chosen
        .iter()
        .map(|role| match role {
            Some(r) => Ok(*r),
            None if free.is_empty() => Err(GameError::Invalid(Refusal::NotEnoughRoles)),
            None => {
                let i = rules::hash::uniform(&mut rng, free.len() as u32) as usize;
                Ok(free.swap_remove(i))
            }
        })
        .collect()
}

/// Checks a new game and deals the random roles: the seats as they will be stored,
/// with their roles.
fn validate<G: Game>(new: &NewGame<G>) -> Result<(Vec<SeatRow>, Vec<G::Role>), GameError> {
    check_seat_count::<G>(new.seats.len())?;
    if new.seats.iter().all(|s| s.bot) {
        return Err(GameError::Invalid(Refusal::NoPerson));
    }
    let names = new
        .seats
        .iter()
        .map(|s| checked_name(&s.name))
        .collect::<Result<Vec<_>, _>>()?;
    let chosen: Vec<Option<RoleName>> = new.seats.iter().map(|s| s.hero.clone()).collect();
    let roles = deal_roles::<G>(&chosen_roles::<G>(&chosen)?)?;
    let seats = new
        .seats
        .iter()
        .zip(names)
        .zip(&roles)
        .enumerate()
        .map(|(i, ((seat, name), role))| SeatRow {
            info: SeatInfo {
                seat: i as u8,
                name,
                kind: if seat.bot {
                    SeatKind::Bot
                } else {
                    SeatKind::Local
                },
                level: seat.bot.then(|| seat.level.unwrap_or_default()),
                hero: RoleName::of::<G>(*role),
            },
            user_id: None,
        })
        .collect();
    Ok((seats, roles))
}

impl Service {
    /// The kind of game `id` (waiting games included).
    ///
    /// # Errors
    /// [`GameError::NotFound`] for an unknown id; [`GameError::Internal`] when the
    /// database fails.
    pub async fn kind_of(&self, id: &str) -> Result<GameKind, GameError> {
        match store::game_kind(self.db(), id).await {
            Ok(Some(kind)) => Ok(kind.0),
            Ok(None) => Err(GameError::NotFound),
            Err(e) => Err(internal("reading a game's kind", e)),
        }
    }

    /// Creates a pass-and-play game of `G` owned by `caller`.
    ///
    /// Validates the seats (as many as `G` allows, names of 1–24 characters after
    /// trimming, distinct roles of `G`, at least one person), deals the roles left
    /// open at random from those not taken, draws the seed and the id from the OS,
    /// and stores the game and its seats in one transaction.
    ///
    /// # Errors
    /// [`GameError::Invalid`] for a malformed request; [`GameError::Internal`] when the
    /// database fails.
    pub async fn create_game<G: Game>(
        &self,
        caller: &Caller,
        new: NewGame<G>,
    ) -> Result<GameId, GameError> {
        self.create_game_seeded(caller, new, None).await
    }

    /// [`Service::create_game`] with the game's seed chosen by the caller (`Some`) when
    /// [`crate::Limits::test_seeds`] allows it: end-to-end tests replay the same game
    /// on every run. Without the setting a chosen seed is refused.
    ///
    /// # Errors
    /// As [`Service::create_game`]; [`Refusal::TestSeedsOff`] for a seed chosen
    /// without the setting.
    pub async fn create_game_seeded<G: Game>(
        &self,
        caller: &Caller,
        new: NewGame<G>,
        seed: Option<u64>,
    ) -> Result<GameId, GameError> {
        if seed.is_some() && !self.limits().test_seeds {
            return Err(GameError::Invalid(Refusal::TestSeedsOff));
        }
        let (seats, roles) = validate(&new)?;
        match caller {
            Caller::Guest(guest) => {
                let max = self.limits().guest_unfinished_games;
                let held = store::unfinished_guest_games(self.db(), guest)
                    .await
                    .map_err(|e| internal("counting a guest's games", e))?;
                if held >= i64::from(max) {
                    return Err(GameError::Forbidden(Refusal::TooManyUnfinishedGames {
                        max,
                    }));
                }
            }
            Caller::User(user) => self.check_account_games(*user).await?,
        }
        let options = G::options_with(&roles, &new.variant);
        let seed = match seed {
            Some(chosen) => chosen & (i64::MAX as u64),
            None => ids::new_seed()?,
        };
        let (game, setup) = G::new_with_events(&options, seed)
            .map_err(|e| GameError::Invalid(Refusal::Setup { detail: e.0 }))?;
        let options_json =
            serde_json::to_string(&options).map_err(|e| internal("encoding options", e))?;
        let (owner_user, owner_guest) = match caller {
            Caller::User(u) => (Some(*u), None),
            Caller::Guest(g) => (None, Some(g.as_str())),
        };
        let to_act = game.to_act().map(|s| i64::from(s.0));

        let mut attempts = 0;
        let id = loop {
            attempts += 1;
            let id = ids::new_game_id()?;
            let row = NewGameRow {
                id: &id,
                kind: GameKind::of::<G>(),
                rules_version: G::RULES_VERSION,
                options: &options_json,
                seed,
                status: GameStatus::Active,
                version: 0,
                owner_user,
                owner_guest,
                to_act,
                result: None,
                online: false,
                lobby_rev: 0,
                import_key: None,
                time_control: None,
                // Pass-and-play games are never rated.
                rated: false,
            };
            let seat_rows: Vec<SeatRowRef> = seats.iter().map(SeatRowRef::from).collect();
            match store::insert_game(self.db(), &row, &seat_rows, &[]).await {
                Ok(()) => break id,
                // 72 random bits: a clash is all but impossible, but cheap to survive.
                Err(e)
                    if attempts < 3
                        && e.as_database_error()
                            .is_some_and(|d| d.is_unique_violation()) => {}
                Err(e) => return Err(internal("creating a game", e)),
            }
        };
        tracing::info!(game = %id, kind = G::KIND, seats = seats.len(), "game created");
        self.cache_created(id.clone(), game, setup, seed, seats, caller)
            .await;
        Ok(id)
    }

    /// Refuses a new game to account `user` when it holds as many unfinished games as
    /// [`crate::Limits::account_unfinished_games`] allows.
    ///
    /// # Errors
    /// [`Refusal::TooManyAccountGames`]; [`GameError::Internal`] when the database fails.
    pub(crate) async fn check_account_games(&self, user: i64) -> Result<(), GameError> {
        let max = self.limits().account_unfinished_games;
        let held = store::unfinished_account_games(self.db(), user)
            .await
            .map_err(|e| internal("counting an account's games", e))?;
        if held >= i64::from(max) {
            return Err(GameError::Forbidden(Refusal::TooManyAccountGames { max }));
        }
        Ok(())
    }

    /// Game `id` as `caller` may see it.
    ///
    /// The view is that of the seat that must decide now when `caller` holds it
    /// (pass-and-play: the device passes from seat to seat), the spectator's view
    /// otherwise, and everything once the game is over. Never the seed, the stack or
    /// the bag's order.
    ///
    /// # Errors
    /// [`GameError::NotFound`] for an unknown id; [`GameError::Internal`] when the
    /// database fails or the stored game does not replay.
    pub async fn snapshot<G: Game>(
        &self,
        caller: &Caller,
        id: &str,
    ) -> Result<GameSnapshot<G>, GameError> {
        self.snapshot_seen(caller, id, None)
            .await
            .map(|(snap, _)| snap)
    }

    /// Game `id` as the one device of a pass-and-play table shows it: with the seat
    /// the device was last revealed to (`revealed_to`), also its view.
    ///
    /// In a game whose seats hold secrets from each other ([`Game::HIDDEN_HANDS`])
    /// played by two or more people at `caller`'s device, who holds the device is
    /// not the seat to act but the person the table was revealed to: the view is
    /// that seat's when `caller` holds it, the spectator's while nobody is (the
    /// curtain is up, or the page was just opened), and everything once the game is
    /// over. So the person who just ended a turn still sees how it ended, and the
    /// next one sees nothing of theirs before they reveal. Any other game is as
    /// [`Service::snapshot`] shows it, whatever `revealed_to` says.
    ///
    /// # Errors
    /// As [`Service::snapshot`].
    pub async fn snapshot_on_device<G: Game>(
        &self,
        caller: &Caller,
        id: &str,
        revealed_to: Option<u8>,
    ) -> Result<(GameSnapshot<G>, Viewer), GameError> {
        self.snapshot_seen(caller, id, Some(revealed_to)).await
    }

    /// The snapshot and whose view it holds; `device` is `Some` for a shared device's
    /// page (with the seat it is revealed to), see [`Service::snapshot_on_device`].
    async fn snapshot_seen<G: Game>(
        &self,
        caller: &Caller,
        id: &str,
        device: Option<Option<u8>>,
    ) -> Result<(GameSnapshot<G>, Viewer), GameError> {
        let live = self.lock_game(id).await?;
        let played = live.played::<G>()?;
        let my_seats = live.seats_of(caller);
        let reclaimable = live.reclaimable_by(caller);
        let people_here = live
            .seats
            .iter()
            .filter(|s| s.info.kind == SeatKind::Local && my_seats.contains(&s.info.seat))
            .count();
        let shared_device = G::HIDDEN_HANDS && !live.online() && people_here >= 2;
        // Pass-and-play: the device shows the seat that must decide, or with secret
        // hands the seat it was revealed to. Online: a player always sees from their
        // own seat.
        let viewer = match (played.game.to_act(), device) {
            (None, _) => Viewer::Omniscient,
            (Some(_), Some(revealed_to)) if shared_device => match revealed_to {
                Some(seat) if my_seats.contains(&seat) => Viewer::Seat(rules::Seat(seat)),
                _ => Viewer::Spectator,
            },
            (Some(seat), _) if my_seats.contains(&seat.0) => Viewer::Seat(seat),
            (Some(_), _) if live.online() && my_seats.len() == 1 => {
                Viewer::Seat(rules::Seat(my_seats[0]))
            }
            // A player whose seat the bot holds after their time ran out still sees
            // from it: they lose nothing by it, and may take it back.
            (Some(_), _) if live.online() && my_seats.is_empty() && reclaimable.len() == 1 => {
                Viewer::Seat(rules::Seat(reclaimable[0]))
            }
            (Some(_), _) => Viewer::Spectator,
        };
        let mut snapshot = GameSnapshot {
            kind: live.kind,
            id: live.id.clone(),
            status: if played.game.to_act().is_none() {
                GameStatus::Finished
            } else {
                GameStatus::Active
            },
            version: live.version,
            seats: live.seats.iter().map(|s| s.info.clone()).collect(),
            my_seats,
            online: live.online(),
            imported: live.imported,
            view: played.game.view(viewer),
            log: played
                .log
                .latest_entries(SNAPSHOT_LOG_ACTIONS, |e| G::redact(e, viewer)),
            seat_notes: live.notes.clone(),
            clock: live.clock_view(store::now_millis()),
            reclaimable,
            ratings: Vec::new(),
        };
        let rated_end = snapshot.status == GameStatus::Finished && live.online();
        drop(live);
        if rated_end {
            snapshot.ratings = self.rating_changes_of(id).await?;
        }
        Ok((snapshot, viewer))
    }

    /// The complete state's hash of game `id` (tests, diagnostics; never sent to clients).
    ///
    /// # Errors
    /// As [`Service::snapshot`].
    pub async fn state_hash(&self, id: &str) -> Result<u64, GameError> {
        Ok(self.lock_game(id).await?.state_hash())
    }
}

impl Service {
    /// Deletes unfinished pass-and-play game `id` of its owner `caller`, with its seats
    /// and moves: a table abandoned for good. Finished games stay (they are the
    /// players' history); online games are not the caller's alone to delete.
    ///
    /// # Errors
    /// [`GameError::NotFound`] for an unknown game; [`GameError::Forbidden`] with
    /// [`Refusal::OnlyOwnerDeletes`] or [`Refusal::OnlineNotDeletable`];
    /// [`GameError::Invalid`] with [`Refusal::FinishedKept`];
    /// [`GameError::Internal`] when the database fails (nothing changes).
    pub async fn delete_game(&self, caller: &Caller, id: &str) -> Result<(), GameError> {
        let live = self.lock_game(id).await?;
        if live.online() {
            return Err(GameError::Forbidden(Refusal::OnlineNotDeletable));
        }
        if !live.owned_by(caller) {
            return Err(GameError::Forbidden(Refusal::OnlyOwnerDeletes));
        }
        if live.to_act().is_none() {
            return Err(GameError::Invalid(Refusal::FinishedKept));
        }
        let id = live.id.clone();
        let deleted = store::delete_unfinished_local(self.db(), &id)
            .await
            .map_err(|e| internal("deleting a game", e))?;
        live.evict();
        if !deleted {
            return Err(GameError::NotFound);
        }
        // Whoever watches the game reads it again and learns it is gone.
        self.watchers.publish(
            &id,
            GameUpdate {
                version: u32::MAX,
                status: GameStatus::Finished,
                to_act: None,
                lobby: 0,
                seat_changes: 0,
            },
        );
        tracing::info!(game = %id, "game deleted by its owner");
        Ok(())
    }
}

mod list;
#[cfg(test)]
mod tests;
