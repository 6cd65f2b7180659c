//! Games as players see them: creating one, listing a caller's games, and the
//! snapshot of one game for one viewer.

use std::collections::HashMap;

use protocol::{
    GameError, GameId, GameKind, GameSnapshot, GameStatus, GameSummary, NewKarakGame, SeatInfo,
    SeatKind,
};
use rand_core::SeedableRng;
use rules::karak::data::HEROES;
use rules::karak::{HeroKind, Karak, KarakOptions, Outcome};
use rules::{Game, Viewer};

use crate::seats::held_seats;
use crate::store::{self, ListedSeat, NewGame, SeatRow, SeatRowRef};
use crate::{ids, internal, Caller, Service};

/// Longest player name, in characters, after trimming.
pub const MAX_NAME_CHARS: usize = 24;

/// How many games a list shows at most (newest first).
pub const LIST_LIMIT: i64 = 200;

/// Checks a new game and deals the random heroes: the seats as they will be stored.
fn validate(new: &NewKarakGame) -> Result<Vec<SeatRow>, GameError> {
    let invalid = |msg: &str| Err(GameError::Invalid(msg.to_owned()));
    if !(2..=5).contains(&new.seats.len()) {
        return invalid("a game of Karak has 2 to 5 seats");
    }
    if new.seats.iter().all(|s| s.bot) {
        return invalid("at least one seat must be played by a person");
    }
    let mut names = Vec::with_capacity(new.seats.len());
    for seat in &new.seats {
        let name = seat.name.trim();
        let chars = name.chars().count();
        if chars == 0 || chars > MAX_NAME_CHARS {
            return Err(GameError::Invalid(format!(
                "each seat needs a name of 1 to {MAX_NAME_CHARS} characters"
            )));
        }
        if name.chars().any(char::is_control) {
            return invalid("names cannot contain control characters");
        }
        names.push(name.to_owned());
    }
    let picked: Vec<HeroKind> = new.seats.iter().filter_map(|s| s.hero).collect();
    for (i, hero) in picked.iter().enumerate() {
        if picked[..i].contains(hero) {
            return Err(GameError::Invalid(format!(
                "{} is chosen twice; each hero plays at most once",
                hero.name()
            )));
        }
    }
    let mut free: Vec<HeroKind> = HEROES
        .iter()
        .copied()
        .filter(|h| !picked.contains(h))
        .collect();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(ids::new_seed()?);
    let mut seats = Vec::with_capacity(new.seats.len());
    for (i, (seat, name)) in new.seats.iter().zip(names).enumerate() {
        let hero = match seat.hero {
            Some(h) => h,
            None => free.swap_remove(rules::hash::uniform(&mut rng, free.len() as u32) as usize),
        };
        seats.push(SeatRow {
            info: SeatInfo {
                seat: i as u8,
                name,
                kind: if seat.bot {
                    SeatKind::Bot
                } else {
                    SeatKind::Local
                },
                hero,
            },
            user_id: None,
        });
    }
    Ok(seats)
}

impl Service {
    /// Creates a pass-and-play game of Karak owned by `caller`.
    ///
    /// Validates the seats (2–5, names of 1–24 characters after trimming, distinct
    /// heroes, at least one person), deals the heroes left open at random from those
    /// not taken, draws the seed and the id from the OS, and stores the game and its
    /// seats in one transaction.
    ///
    /// # Errors
    /// [`GameError::Invalid`] for a malformed request; [`GameError::Internal`] when the
    /// database fails.
    pub async fn create_karak_game(
        &self,
        caller: &Caller,
        new: NewKarakGame,
    ) -> Result<GameId, GameError> {
        let seats = validate(&new)?;
        let options = KarakOptions {
            heroes: seats.iter().map(|s| s.info.hero).collect(),
            expert: new.expert,
        };
        let seed = ids::new_seed()?;
        let (game, setup) =
            Karak::new_with_events(&options, seed).map_err(|e| GameError::Invalid(e.0.clone()))?;
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
            let row = NewGame {
                id: &id,
                kind: GameKind::Karak,
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
                imported: false,
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
        tracing::info!(game = %id, seats = seats.len(), "game created");
        self.cache_created(id.clone(), game, setup, seed, seats, caller)
            .await;
        Ok(id)
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
    pub async fn snapshot(&self, caller: &Caller, id: &str) -> Result<GameSnapshot, GameError> {
        let live = self.lock_game(id).await?;
        let my_seats = live.seats_of(caller);
        // Pass-and-play: the device shows the seat that must decide. Online: a
        // player always sees from their own seat.
        let viewer = match live.game.to_act() {
            None => Viewer::Omniscient,
            Some(seat) if my_seats.contains(&seat.0) => Viewer::Seat(seat),
            Some(_) if live.online() && my_seats.len() == 1 => {
                Viewer::Seat(rules::Seat(my_seats[0]))
            }
            Some(_) => Viewer::Spectator,
        };
        Ok(GameSnapshot {
            id: live.id.clone(),
            status: if live.game.to_act().is_none() {
                GameStatus::Finished
            } else {
                GameStatus::Active
            },
            version: live.version,
            seats: live.seats.iter().map(|s| s.info.clone()).collect(),
            my_seats,
            online: live.online(),
            view: live.game.view(viewer),
            log: live.log.entries(),
        })
    }

    /// The complete state's hash of game `id` (tests, diagnostics; never sent to clients).
    ///
    /// # Errors
    /// As [`Service::snapshot`].
    pub async fn state_hash(&self, id: &str) -> Result<u64, GameError> {
        Ok(self.lock_game(id).await?.game.state_hash())
    }

    /// The games `caller` created, newest first (at most [`LIST_LIMIT`]).
    ///
    /// # Errors
    /// [`GameError::Internal`] when the database fails.
    pub async fn list_games(&self, caller: &Caller) -> Result<Vec<GameSummary>, GameError> {
        let fail = |e: sqlx::Error| internal("listing games", e);
        let (user, guest) = match caller {
            Caller::User(u) => (Some(*u), None),
            Caller::Guest(g) => (None, Some(g.as_str())),
        };
        let (rows, seat_rows) = store::summaries(self.db(), user, guest, LIST_LIMIT)
            .await
            .map_err(fail)?;
        let mut seats: HashMap<String, Vec<SeatRow>> = HashMap::new();
        // Open seats of waiting games (no hero dealt yet) are counted, not listed.
        let mut open: HashMap<String, u8> = HashMap::new();
        for ListedSeat { game_id, seat } in seat_rows {
            if seat.hero.is_none() || seat.open() {
                if seat.open() {
                    *open.entry(game_id).or_default() += 1;
                }
                continue;
            }
            let row = seat
                .into_row()
                .ok_or_else(|| internal("listing games", format!("malformed seat in {game_id}")))?;
            seats.entry(game_id).or_default().push(row);
        }
        rows.into_iter()
            .map(|row| {
                let off = |what: &str| internal("listing games", format!("{}: {what}", row.id));
                let outcome: Option<Outcome> = match &row.result {
                    Some(r) => Some(serde_json::from_str(r).map_err(|_| off("malformed result"))?),
                    None => None,
                };
                let rows = seats.remove(&row.id).unwrap_or_default();
                let my_seats = held_seats(&rows, row.owned, caller);
                Ok(GameSummary {
                    seats: rows.into_iter().map(|s| s.info).collect(),
                    my_seats,
                    online: row.online,
                    waiting_for: open.remove(&row.id).unwrap_or(0),
                    kind: row.kind.0,
                    status: row.status.0,
                    version: row.version as u32,
                    to_act: row.to_act.and_then(|s| u8::try_from(s).ok()),
                    created_at: row.created_at,
                    updated_at: row.updated_at,
                    outcome,
                    id: row.id,
                })
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use protocol::NewSeat;

    fn seat(name: &str, hero: Option<HeroKind>, bot: bool) -> NewSeat {
        NewSeat {
            name: name.to_owned(),
            hero,
            bot,
        }
    }

    /// Random heroes are dealt only from heroes nobody picked, so all heroes differ;
    /// names are trimmed.
    #[test]
    fn random_heroes_come_from_those_not_taken() {
        for _ in 0..50 {
            let new = NewKarakGame {
                seats: vec![
                    seat(" Ann ", Some(HeroKind::Oracle), false),
                    seat("Bo", None, false),
                    seat("Cy", None, true),
                    seat("Di", None, false),
                    seat("Ed", Some(HeroKind::Thief), false),
                ],
                expert: false,
            };
            let seats = validate(&new).unwrap();
            assert_eq!(seats[0].info.name, "Ann");
            let mut heroes: Vec<_> = seats.iter().map(|s| s.info.hero).collect();
            assert_eq!(heroes[0], HeroKind::Oracle);
            assert_eq!(heroes[4], HeroKind::Thief);
            heroes.sort();
            heroes.dedup();
            assert_eq!(heroes.len(), 5);
        }
    }
}
