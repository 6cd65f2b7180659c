//! Storage: the rows of `games`, `seats` and `actions` as stored, and the SQL that
//! writes and reads them, one file per concern (`games`, `moves`, `lists`,
//! `lobby`, `records`, `owners`). The stored spellings of a game's kind and
//! status and of a seat's kind are decoded in `codec` and nowhere else.
//!
//! Dependencies run one way: the domain modules (games, lobby, live, history,
//! export, bots, moves) use the store; the store knows nothing of them or of the
//! live cache.

mod clocks;
mod codec;
mod games;
mod lists;
mod lobby;
mod moves;
pub(crate) mod notices;
mod owners;
pub(crate) mod profiles;
pub(crate) mod push;
pub(crate) mod ratings;
mod records;

pub(crate) use clocks::{
    due_deadlines, record_timeout, reset_timeouts, take_seat_back, Recorded, TakeBack, Timeout,
};
pub(crate) use codec::{
    status_name, Flag, Kind, NoticeKindCol, SeatChangeCol, SeatKindCol, Status,
};
pub(crate) use games::{
    delete_unfinished_local, game_kind, imported_game, insert_game, load_game, ActionRow, GameRow,
    LoadedGame, NewGame, SeatRowRef,
};
pub(crate) use lists::{
    history_rows, summaries, unfinished_account_games, unfinished_guest_games,
    waiting_games_hosted, HistoryGame,
};
pub(crate) use lobby::{
    account_named, delete_expired_waiting, delete_waiting, invitations_sent, leave_seat,
    lobby_game, one_client_seats, open_games, seated, seats_of, start, start_inputs,
    status_and_rev, take_seat, LobbyGame, OpenGameRow, SeatTaker, StartRow,
};
pub(crate) use moves::{game_version, record_move, stored_position, undo_move, NewMove, Position};
pub(crate) use owners::{claim_guest_games, release_account_games, resign_seats};
pub(crate) use records::{action_times, bots_to_act, read_record, RecordRow};

use protocol::{RoleName, SeatInfo, SeatKind};

/// A moment as every timestamp is stored: RFC 3339 UTC with milliseconds
/// (`2026-11-28T09:15:02.481Z`), text that sorts in time order on both engines.
/// Bound from Rust, so the SQL is the same for both.
pub(crate) fn timestamp(at: std::time::SystemTime) -> String {
    let at = time::OffsetDateTime::from(at);
    format!(
        "{:04}-{:02}-{:02}T{:02}:{:02}:{:02}.{:03}Z",
        at.year(),
        u8::from(at.month()),
        at.day(),
        at.hour(),
        at.minute(),
        at.second(),
        at.millisecond()
    )
}

/// A stored timestamp ([`timestamp`]) as milliseconds since the Unix epoch; `None`
/// for text in another form.
pub(crate) fn millis_of(stored: &str) -> Option<protocol::clock::Millis> {
    let b = stored.as_bytes();
    let shape_ok = b.len() == 24
        && [4, 7].iter().all(|&i| b[i] == b'-')
        && b[10] == b'T'
        && [13, 16].iter().all(|&i| b[i] == b':')
        && b[19] == b'.'
        && b[23] == b'Z';
    if !shape_ok {
        return None;
    }
    let number = |from: usize, to: usize| stored.get(from..to)?.parse::<u16>().ok();
    let month = time::Month::try_from(u8::try_from(number(5, 7)?).ok()?).ok()?;
    let date =
        time::Date::from_calendar_date(i32::from(number(0, 4)?), month, number(8, 10)? as u8)
            .ok()?;
    let clock = time::Time::from_hms_milli(
        number(11, 13)? as u8,
        number(14, 16)? as u8,
        number(17, 19)? as u8,
        number(20, 23)?,
    )
    .ok()?;
    let at = time::PrimitiveDateTime::new(date, clock).assume_utc();
    i64::try_from(at.unix_timestamp_nanos() / 1_000_000).ok()
}

/// Milliseconds since the Unix epoch as stored ([`timestamp`]).
pub(crate) fn timestamp_of_millis(at: protocol::clock::Millis) -> String {
    let since_epoch = std::time::Duration::from_millis(u64::try_from(at).unwrap_or(0));
    timestamp(std::time::UNIX_EPOCH + since_epoch)
}

/// Now in milliseconds since the Unix epoch (the clocks' unit).
pub(crate) fn now_millis() -> protocol::clock::Millis {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX))
}

/// Now, as stored ([`timestamp`]).
pub(crate) fn now() -> String {
    timestamp(std::time::SystemTime::now())
}

/// `ago` before now, as stored ([`timestamp`]).
pub(crate) fn before_now(ago: std::time::Duration) -> String {
    timestamp(
        std::time::SystemTime::now()
            .checked_sub(ago)
            .unwrap_or(std::time::UNIX_EPOCH),
    )
}

/// A seat as stored (the account id is never sent to clients).
#[derive(Clone, Debug)]
pub(crate) struct SeatRow {
    pub info: SeatInfo,
    pub user_id: Option<i64>,
}

/// A seat's columns as read: `hero` is `NULL` for a hero not dealt yet, and an
/// open seat of a waiting game is `account` with no `user_id`.
#[derive(Clone, Debug, sqlx::FromRow)]
pub(crate) struct StoredSeat {
    pub seat: i64,
    pub kind: SeatKindCol,
    pub user_id: Option<i64>,
    pub name: String,
    pub hero: Option<String>,
    /// A bot seat's level (`NULL`: a bot from before levels, or a person).
    pub bot_level: Option<String>,
}

impl StoredSeat {
    /// The seat's bot level as stored (an unknown name reads as none: the game's first bot).
    pub fn level(&self) -> Option<protocol::BotLevel> {
        self.bot_level
            .as_deref()
            .and_then(protocol::BotLevel::parse)
    }

    /// The seat of a started game; `None` when malformed (or not dealt yet).
    pub fn into_row(self) -> Option<SeatRow> {
        let level = self.level();
        Some(SeatRow {
            info: SeatInfo {
                seat: u8::try_from(self.seat).ok()?,
                name: self.name,
                kind: self.kind.0,
                level,
                hero: RoleName(self.hero?),
            },
            user_id: self.user_id,
        })
    }

    /// Whether this is an open seat of a waiting game.
    pub fn open(&self) -> bool {
        self.kind.0 == SeatKind::Account && self.user_id.is_none()
    }
}

/// A seat with its game's id, as lists read them.
#[derive(Clone, Debug, sqlx::FromRow)]
pub(crate) struct ListedSeat {
    pub game_id: String,
    #[sqlx(flatten)]
    pub seat: StoredSeat,
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Stored timestamps keep SQLite's `strftime('%Y-%m-%dT%H:%M:%fZ')` form.
    #[test]
    fn timestamps_are_rfc3339_with_milliseconds() {
        let at = std::time::UNIX_EPOCH + std::time::Duration::from_millis(1_795_863_302_481);
        assert_eq!(timestamp(at), "2026-11-28T10:55:02.481Z");
        assert_eq!(
            millis_of("2026-11-28T10:55:02.481Z"),
            Some(1_795_863_302_481)
        );
        assert_eq!(
            timestamp_of_millis(1_795_863_302_481),
            "2026-11-28T10:55:02.481Z"
        );
        assert_eq!(millis_of("2026-11-28 10:55:02"), None);
        assert_eq!(millis_of("2026-13-28T10:55:02.481Z"), None);
    }
}
