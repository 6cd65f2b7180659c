//! Past games: the caller's history with filters, their record per hero, and the data
//! of a replay (everything for a finished game, one step at a time for a game in
//! progress).

use std::collections::HashMap;

use protocol::replay::{
    my_result, GameRecord, HeroStats, HistoryPage, HistoryQuery, HistoryRow, ReplayData,
    ReplayStep, SeatAction, Stats, HISTORY_PAGE_SIZE,
};
use protocol::{for_kind, GameError, GameKind, GameStatus, Refusal};
use rules::{Game, OutcomeSummary, Seat, Viewer};

use crate::seats::{held_seats, owns};
use crate::store::{self, HistoryGame, ListedSeat, RecordRow, SeatRow};
use crate::{internal, Caller, Service};

/// How many of the caller's games the history considers (newest first). Filters and
/// statistics are computed in Rust over these rows: a player would need to finish a
/// game a day for 27 years to reach it.
pub const HISTORY_LIMIT: i64 = 10_000;

/// A stored result of game `kind` (the game's [`Game::Outcome`] as JSON) read as the
/// game's JSON and as the summary every game shares.
pub(crate) fn read_outcome(
    kind: GameKind,
    stored: &str,
) -> Result<(serde_json::Value, OutcomeSummary), serde_json::Error> {
    for_kind!(kind, G => {
        let outcome: <G as Game>::Outcome = serde_json::from_str(stored)?;
        Ok((serde_json::to_value(&outcome)?, G::summary(&outcome)))
    })
}

impl Service {
    /// Every game `caller` owns or holds an account seat in, newest first, as history
    /// rows (at most [`HISTORY_LIMIT`]).
    async fn listed(&self, caller: &Caller) -> Result<Vec<HistoryRow>, GameError> {
        let fail = |e: sqlx::Error| internal("listing the history", e);
        let (user, guest) = match caller {
            Caller::User(u) => (Some(*u), None),
            Caller::Guest(g) => (None, Some(g.as_str())),
        };
        let (games, seat_rows) = store::history_rows(self.db(), user, guest, HISTORY_LIMIT)
            .await
            .map_err(fail)?;
        let mut seats: HashMap<String, Vec<SeatRow>> = HashMap::new();
        for ListedSeat { game_id, seat } in seat_rows {
            let row = seat
                .into_row()
                .ok_or_else(|| internal("listing the history", format!("bad seat in {game_id}")))?;
            seats.entry(game_id).or_default().push(row);
        }
        games
            .into_iter()
            .map(|game| {
                let HistoryGame {
                    id,
                    kind,
                    status,
                    version,
                    created_at,
                    finished_at,
                    result,
                    imported,
                    owner_user,
                    owner_guest,
                } = game;
                let off = |what: &str| internal("listing the history", format!("{id}: {what}"));
                let (outcome, summary) = match result {
                    Some(r) => {
                        let (outcome, summary) =
                            read_outcome(kind.0, &r).map_err(|_| off("bad result"))?;
                        (Some(outcome), Some(summary))
                    }
                    None => (None, None),
                };
                let owned = owns(caller, owner_user, owner_guest.as_deref());
                let seat_rows = seats.remove(&id).unwrap_or_default();
                let my_seats = held_seats(&seat_rows, owned, caller);
                Ok(HistoryRow {
                    kind: kind.0,
                    status: status.0,
                    result: my_result(summary.as_ref(), &my_seats),
                    seats: seat_rows.into_iter().map(|s| s.info).collect(),
                    my_seats,
                    outcome,
                    summary,
                    actions: version as u32,
                    created_at,
                    finished_at,
                    imported,
                    id,
                })
            })
            .collect()
    }

    /// One page of `caller`'s games, newest first: the games they created (guest
    /// session or account) and those where one of the seats is their account.
    ///
    /// `query.hero` keeps games in which one of the caller's seats played that hero;
    /// `query.result` keeps games they won (one of their seats among the winners),
    /// lost, or that are not over. A page past the end answers the last page.
    ///
    /// # Errors
    /// [`GameError::Internal`] when the database fails or a stored row is malformed.
    pub async fn history(
        &self,
        caller: &Caller,
        query: &HistoryQuery,
    ) -> Result<HistoryPage, GameError> {
        let rows: Vec<HistoryRow> = self
            .listed(caller)
            .await?
            .into_iter()
            .filter(|r| query.kind.is_none_or(|want| r.kind == want))
            .filter(|r| query.result.is_none_or(|want| r.result == want))
            .filter(|r| {
                query.hero.as_ref().is_none_or(|hero| {
                    r.seats
                        .iter()
                        .any(|s| &s.hero == hero && r.my_seats.contains(&s.seat))
                })
            })
            .collect();
        let total = rows.len() as u32;
        let pages = total.div_ceil(HISTORY_PAGE_SIZE).max(1);
        let page = query.page.min(pages - 1);
        let rows = rows
            .into_iter()
            .skip((page * HISTORY_PAGE_SIZE) as usize)
            .take(HISTORY_PAGE_SIZE as usize)
            .collect();
        Ok(HistoryPage {
            rows,
            page,
            pages,
            total,
        })
    }

    /// `caller`'s finished games and wins per hero they played (each of their seats
    /// counts once per game; a shared win is a win). Imported games are left out: they
    /// are a record of somebody else's play.
    ///
    /// # Errors
    /// [`GameError::Internal`] when the database fails.
    pub async fn stats(&self, caller: &Caller) -> Result<Stats, GameError> {
        let mut heroes: Vec<HeroStats> = Vec::new();
        for row in self.listed(caller).await? {
            let Some(outcome) = row.summary.as_ref().filter(|_| !row.imported) else {
                continue;
            };
            for seat in row.seats.iter().filter(|s| row.my_seats.contains(&s.seat)) {
                let won = outcome.won(Seat(seat.seat));
                match heroes
                    .iter_mut()
                    .find(|h| h.kind == row.kind && h.hero == seat.hero)
                {
                    Some(h) => {
                        h.games += 1;
                        h.wins += u32::from(won);
                    }
                    None => heroes.push(HeroStats {
                        kind: row.kind,
                        hero: seat.hero.clone(),
                        games: 1,
                        wins: u32::from(won),
                    }),
                }
            }
        }
        heroes.sort_by(|a, b| {
            b.games
                .cmp(&a.games)
                .then(a.kind.cmp(&b.kind))
                .then(a.hero.cmp(&b.hero))
        });
        Ok(Stats { heroes })
    }

    /// The options, the actions (all, or those before `before`), creation and end
    /// times and the imported flag of game `id`, as stored.
    pub(crate) async fn stored_record<G: Game>(
        &self,
        id: &str,
        before: Option<u32>,
    ) -> Result<StoredRecord<G>, GameError> {
        let fail = |e: sqlx::Error| internal("reading a game's record", e);
        let Some(RecordRow {
            options,
            created_at,
            finished_at,
            imported,
            actions: rows,
        }) = store::read_record(self.db(), id, before)
            .await
            .map_err(fail)?
        else {
            return Err(GameError::NotFound);
        };
        let off = |what: String| internal("reading a game's record", format!("{id}: {what}"));
        let options: G::Options =
            serde_json::from_str(&options).map_err(|e| off(format!("options: {e}")))?;
        let actions = rows
            .into_iter()
            .map(|(seat, action)| {
                Ok(SeatAction {
                    seat: u8::try_from(seat).map_err(|e| off(format!("seat: {e}")))?,
                    action: serde_json::from_str::<G::Action>(&action)
                        .map_err(|e| off(format!("action: {e}")))?,
                })
            })
            .collect::<Result<Vec<_>, GameError>>()?;
        Ok(StoredRecord {
            options,
            actions,
            created_at,
            finished_at,
            imported,
        })
    }

    /// Per action of game `id`, the milliseconds since the one before (the first since
    /// the start): the time its seat took.
    async fn thought_ms(&self, id: &str) -> Result<Vec<i64>, GameError> {
        let (started, times) = store::action_times(self.db(), id)
            .await
            .map_err(|e| internal("reading a game's times", e))?;
        let mut before = started.as_deref().and_then(store::millis_of);
        Ok(times
            .iter()
            .map(|at| {
                let at = store::millis_of(at);
                let took = match (before, at) {
                    (Some(b), Some(a)) => (a - b).max(0),
                    _ => 0,
                };
                before = at.or(before);
                took
            })
            .collect())
    }

    /// What the replay page loads once for game `id`.
    ///
    /// A finished game comes with its options, seed and actions, so the browser can
    /// re-simulate every step itself (the seed is no secret once the game is over). A
    /// game in progress comes with its public log only, never the seed or the actions;
    /// its views are fetched per step with [`Service::replay_step`].
    ///
    /// # Errors
    /// [`GameError::NotFound`] for an unknown id; [`GameError::Internal`] when the
    /// database fails.
    pub async fn replay_data<G: Game>(
        &self,
        caller: &Caller,
        id: &str,
    ) -> Result<ReplayData<G>, GameError> {
        let live = self.lock_game(id).await?;
        let played = live.played::<G>()?;
        let finished = played.game.to_act().is_none();
        let stored = self
            .stored_record::<G>(id, (!finished).then_some(0))
            .await?;
        // A game in progress shows its log as the caller's one seat online may know
        // it, as spectators may otherwise (a pass-and-play device shows many seats).
        let thought_ms = if live.clocks.is_some() {
            self.thought_ms(id).await?
        } else {
            Vec::new()
        };
        let mine = live.seats_of(caller);
        let viewer = match mine.as_slice() {
            [seat] if live.online() => Viewer::Seat(Seat(*seat)),
            _ => Viewer::Spectator,
        };
        Ok(ReplayData {
            kind: live.kind,
            id: live.id.clone(),
            status: if finished {
                GameStatus::Finished
            } else {
                GameStatus::Active
            },
            seats: live.seats.iter().map(|s| s.info.clone()).collect(),
            thought_ms,
            steps: live.version,
            created_at: stored.created_at,
            finished_at: stored.finished_at,
            imported: stored.imported,
            record: finished.then(|| GameRecord {
                options: stored.options,
                seed: live.seed,
                actions: stored.actions,
            }),
            log: if finished {
                Vec::new()
            } else {
                played.log.entries(|e| G::redact(e, viewer))
            },
        })
    }

    /// Game `id` after `step` actions, as `caller` could have seen it then.
    ///
    /// For a game in progress this mirrors [`Service::snapshot`] at that step: the view
    /// of the seat deciding then when `caller` holds it, the spectator's otherwise, so
    /// a replay never shows more than the table saw. A finished game shows everything.
    ///
    /// # Errors
    /// [`GameError::NotFound`] for an unknown id; [`GameError::Invalid`] for a step past
    /// the last action; [`GameError::Internal`] when the stored game does not replay.
    pub async fn replay_step<G: Game>(
        &self,
        caller: &Caller,
        id: &str,
        step: u32,
    ) -> Result<ReplayStep<G::View>, GameError> {
        let live = self.lock_game(id).await?;
        live.played::<G>()?;
        if step > live.version {
            return Err(GameError::Invalid(Refusal::NoSuchStep {
                steps: live.version,
                step,
            }));
        }
        let finished = live.to_act().is_none();
        let mine = live.seats_of(caller);
        let seed = live.seed;
        // The actions are read under the game's lock, so they match `live.version`.
        let stored = self.stored_record::<G>(id, Some(step)).await?;
        drop(live);
        let off = |what: String| internal("replaying a stored game", format!("{id}: {what}"));
        let mut game = G::new(&stored.options, seed).map_err(|e| off(format!("setup: {e}")))?;
        let mut scratch = Vec::new();
        for (i, a) in stored.actions.iter().enumerate() {
            scratch.clear();
            game.apply_into(Seat(a.seat), &a.action, &mut scratch)
                .map_err(|e| off(format!("action {i}: {e}")))?;
        }
        let viewer = match game.to_act() {
            _ if finished => Viewer::Omniscient,
            Some(seat) if mine.contains(&seat.0) => Viewer::Seat(seat),
            _ => Viewer::Spectator,
        };
        Ok(ReplayStep {
            step,
            view: game.view(viewer),
        })
    }
}

/// A game's record as stored.
pub(crate) struct StoredRecord<G: Game> {
    pub options: G::Options,
    pub actions: Vec<SeatAction<G::Action>>,
    pub created_at: String,
    pub finished_at: Option<String>,
    pub imported: bool,
}
