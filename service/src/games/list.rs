//! A caller's list of games: one line per game, the game's own parts as JSON.

use std::collections::HashMap;

use protocol::{GameError, GameSummary};

use super::LIST_LIMIT;
use crate::seats::held_seats;
use crate::store::{self, ListedSeat, SeatRow};
use crate::{internal, Caller, Service};

impl Service {
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
        let now = store::now_millis();
        rows.into_iter()
            .map(|row| {
                let off = |what: &str| internal("listing games", format!("{}: {what}", row.id));
                let (outcome, summary) = match &row.result {
                    Some(r) => {
                        let (outcome, summary) = crate::history::read_outcome(row.kind.0, r)
                            .map_err(|_| off("malformed result"))?;
                        (Some(outcome), Some(summary))
                    }
                    None => (None, None),
                };
                let rows = seats.remove(&row.id).unwrap_or_default();
                let my_seats = held_seats(&rows, row.owned, caller);
                // A list is a glance: a time control that does not read is left out
                // rather than hiding the game.
                let time_control = row
                    .time_control
                    .as_deref()
                    .and_then(|json| serde_json::from_str(json).ok());
                let time_left_ms = row
                    .deadline_at
                    .as_deref()
                    .and_then(store::millis_of)
                    .map(|deadline| (deadline - now).max(0));
                Ok(GameSummary {
                    seats: rows.into_iter().map(|s| s.info).collect(),
                    my_seats,
                    online: row.online,
                    waiting_for: open.remove(&row.id).unwrap_or(0),
                    time_control,
                    time_left_ms,
                    kind: row.kind.0,
                    status: row.status.0,
                    version: row.version as u32,
                    to_act: row.to_act.and_then(|s| u8::try_from(s).ok()),
                    created_at: row.created_at,
                    updated_at: row.updated_at,
                    outcome,
                    summary,
                    id: row.id,
                })
            })
            .collect()
    }
}
