//! A game with its seats and actions: the one insert, and the one read that a
//! replay needs.

use protocol::{GameKind, GameStatus, RoleName};

use super::{now, Flag, Kind, SeatKindCol, SeatRow, Status, StoredSeat};
use crate::Db;

/// A new game's row. `finished_at` is set when `status` is finished.
#[derive(Debug)]
pub(crate) struct NewGame<'a> {
    pub id: &'a str,
    pub kind: GameKind,
    /// The rules version of the kind's game ([`rules::Game::RULES_VERSION`]).
    pub rules_version: u32,
    /// The options as JSON (the kind's own type).
    pub options: &'a str,
    pub seed: u64,
    pub status: GameStatus,
    /// Number of actions stored with it.
    pub version: i64,
    pub owner_user: Option<i64>,
    pub owner_guest: Option<&'a str>,
    pub to_act: Option<i64>,
    /// The outcome as JSON, for a finished game.
    pub result: Option<&'a str>,
    pub online: bool,
    pub lobby_rev: i64,
    /// For a game brought in from a file: the file's [`crate::export`] key (the same
    /// game imported twice by one owner is found by it). `None` for a game played here.
    pub import_key: Option<&'a str>,
    /// The time control as JSON (online games only); `None` for no clocks.
    pub time_control: Option<&'a str>,
    /// Its end moves the players' ratings (online games between accounts only).
    pub rated: bool,
}

/// Stores a game, its seats and its actions (seat, action as JSON) at seq 0, 1, …
/// in one write transaction: all or nothing. Seats without a hero (not dealt yet)
/// store `NULL`.
///
/// # Errors
/// The database's error; a unique violation when the id is taken.
pub(crate) async fn insert_game(
    db: &Db,
    game: &NewGame<'_>,
    seats: &[SeatRowRef<'_>],
    actions: &[(u8, String)],
) -> Result<(), sqlx::Error> {
    let mut tx = db.begin_write().await?;
    sqlx::query(
        "INSERT INTO games (id, kind, options, seed, rules_version, status, version,
                            owner_user, owner_guest, created_at, updated_at, finished_at,
                            result, to_act, online, lobby_rev, imported, import_key,
                            time_control, rated)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $15, $15,
                 CASE WHEN $6 = 'finished' THEN $15 END, $10, $11, $12, $13, $14, $16, $17, $18)",
    )
    .bind(game.id)
    .bind(Kind(game.kind))
    .bind(game.options)
    .bind(game.seed as i64)
    .bind(i64::from(game.rules_version))
    .bind(Status(game.status))
    .bind(game.version)
    .bind(game.owner_user)
    .bind(game.owner_guest)
    .bind(game.result)
    .bind(game.to_act)
    .bind(Flag(game.online))
    .bind(game.lobby_rev)
    .bind(Flag(game.import_key.is_some()))
    .bind(now())
    .bind(game.import_key)
    .bind(game.time_control)
    .bind(Flag(game.rated))
    .execute(&mut *tx)
    .await?;
    for seat in seats {
        sqlx::query(
            "INSERT INTO seats (game_id, seat, kind, user_id, name, hero, bot_level,
                                address_mark, session_mark)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
        )
        .bind(game.id)
        .bind(i64::from(seat.seat))
        .bind(SeatKindCol(seat.kind))
        .bind(seat.user_id)
        .bind(seat.name)
        .bind(seat.hero.map(RoleName::as_str))
        .bind(seat.level.map(protocol::BotLevel::name))
        .bind(seat.address_mark)
        .bind(seat.session_mark)
        .execute(&mut *tx)
        .await?;
    }
    // Many rows per statement: an imported game of 20,000 actions is 40 statements,
    // not 20,000 round trips to the database thread while the write lock is held.
    for (chunk_no, chunk) in actions.chunks(ACTIONS_PER_INSERT).enumerate() {
        // Row i is ($1, $(3i+2), $(3i+3), $(3i+4)): the game's id once, then each action's.
        let rows: Vec<String> = (0..chunk.len())
            .map(|i| format!("($1, ${}, ${}, ${})", 3 * i + 2, 3 * i + 3, 3 * i + 4))
            .collect();
        let sql = format!(
            "INSERT INTO actions (game_id, seq, seat, action) VALUES {}",
            rows.join(", ")
        );
        let mut query = sqlx::query(&sql).bind(game.id);
        for (i, (seat, action)) in chunk.iter().enumerate() {
            let seq = chunk_no * ACTIONS_PER_INSERT + i;
            query = query
                .bind(seq as i64)
                .bind(i64::from(*seat))
                .bind(action.as_str());
        }
        query.execute(&mut *tx).await?;
    }
    tx.commit().await
}

/// The game that `caller` (an account id, or a guest's session) imported earlier from a
/// file with this key ([`NewGame::import_key`]), if any.
///
/// # Errors
/// The database's error.
pub(crate) async fn imported_game(
    db: &Db,
    owner_user: Option<i64>,
    owner_guest: Option<&str>,
    key: &str,
) -> Result<Option<String>, sqlx::Error> {
    sqlx::query_scalar(
        "SELECT id FROM games
         WHERE import_key = $1 AND (owner_user = $2 OR owner_guest = $3)
         ORDER BY created_at LIMIT 1",
    )
    .bind(key)
    .bind(owner_user)
    .bind(owner_guest)
    .fetch_optional(db.pool())
    .await
}

/// Action rows per `INSERT` statement (3 parameters each and the game's id: well
/// under SQLite's limit of 32,766 and PostgreSQL's of 65,535).
const ACTIONS_PER_INSERT: usize = 500;

/// A seat to insert, borrowed from whatever holds it.
#[derive(Clone, Copy, Debug)]
pub(crate) struct SeatRowRef<'a> {
    pub seat: u8,
    pub kind: protocol::SeatKind,
    pub user_id: Option<i64>,
    pub name: &'a str,
    pub hero: Option<&'a RoleName>,
    /// A bot seat's level.
    pub level: Option<protocol::BotLevel>,
    /// Where an online game's account took the seat from (see `clients`).
    pub address_mark: Option<&'a str>,
    pub session_mark: Option<&'a str>,
}

impl<'a> From<&'a SeatRow> for SeatRowRef<'a> {
    fn from(row: &'a SeatRow) -> Self {
        Self {
            seat: row.info.seat,
            kind: row.info.kind,
            user_id: row.user_id,
            name: &row.info.name,
            hero: Some(&row.info.hero),
            level: row.info.level,
            address_mark: None,
            session_mark: None,
        }
    }
}

/// The columns of a game's row that a replay needs.
#[derive(Clone, Debug, sqlx::FromRow)]
pub(crate) struct GameRow {
    pub kind: Kind,
    /// The options as JSON (the kind's own type).
    pub options: String,
    pub seed: i64,
    pub rules_version: i64,
    pub status: Status,
    pub version: i64,
    pub undone: i64,
    pub owner_user: Option<i64>,
    pub owner_guest: Option<String>,
    #[sqlx(try_from = "Flag")]
    pub online: bool,
    #[sqlx(try_from = "Flag")]
    pub imported: bool,
    /// The time control as JSON; `None` without clocks.
    pub time_control: Option<String>,
    /// When the first decision began (online games with clocks).
    pub started_at: Option<String>,
}

/// A seat handed to a bot while the game was under way.
#[derive(Clone, Copy, Debug, sqlx::FromRow)]
pub(crate) struct SeatNoteRow {
    pub seat: i64,
    pub version: i64,
    pub change: super::SeatChangeCol,
}

impl SeatNoteRow {
    /// The note as clients read it; `None` for a seat or version out of range.
    pub fn into_note(self) -> Option<protocol::SeatNote> {
        Some(protocol::SeatNote {
            seat: u8::try_from(self.seat).ok()?,
            version: u32::try_from(self.version).ok()?,
            change: self.change.0,
        })
    }
}

/// One recorded action: its seq, seat, the action as JSON and when it was played.
#[derive(Clone, Debug, sqlx::FromRow)]
pub(crate) struct ActionRow {
    pub seq: i64,
    pub seat: i64,
    pub action: String,
    pub at: String,
}

/// A game as stored: its row, its seats by seat and its actions by seq.
#[derive(Clone, Debug)]
pub(crate) struct LoadedGame {
    pub game: GameRow,
    pub seats: Vec<StoredSeat>,
    pub actions: Vec<ActionRow>,
    /// Seat notes and clock events, by version.
    pub notes: Vec<SeatNoteRow>,
    /// (seat, timeouts in a row) of the seats with any.
    pub timeouts: Vec<(i64, i64)>,
    /// The latest seat taken back from the bot: (seat, version, when).
    pub took_back: Option<(u8, u32, protocol::clock::Millis)>,
}

/// Reads game `id`, its seats and its actions in one transaction (one snapshot);
/// `None` for an unknown id.
///
/// # Errors
/// The database's error, or a column that does not decode.
pub(crate) async fn load_game(db: &Db, id: &str) -> Result<Option<LoadedGame>, sqlx::Error> {
    let mut tx = db.begin_read().await?;
    let game: Option<GameRow> = sqlx::query_as(
        "SELECT kind, options, seed, rules_version, status, version, undone, owner_user,
                owner_guest, online, imported, time_control, started_at
         FROM games WHERE id = $1",
    )
    .bind(id)
    .fetch_optional(&mut *tx)
    .await?;
    let Some(game) = game else {
        return Ok(None);
    };
    let seats: Vec<StoredSeat> = sqlx::query_as(
        "SELECT seat, kind, user_id, name, hero, bot_level FROM seats WHERE game_id = $1 ORDER BY seat",
    )
    .bind(id)
    .fetch_all(&mut *tx)
    .await?;
    let actions: Vec<ActionRow> =
        sqlx::query_as("SELECT seq, seat, action, at FROM actions WHERE game_id = $1 ORDER BY seq")
            .bind(id)
            .fetch_all(&mut *tx)
            .await?;
    let notes: Vec<SeatNoteRow> = sqlx::query_as(
        "SELECT seat, version, change FROM seat_notes WHERE game_id = $1
         UNION ALL SELECT seat, version, change FROM clock_events WHERE game_id = $1
         ORDER BY version, seat",
    )
    .bind(id)
    .fetch_all(&mut *tx)
    .await?;
    let timeouts: Vec<(i64, i64)> =
        sqlx::query_as("SELECT seat, timeouts FROM seats WHERE game_id = $1 AND timeouts > 0")
            .bind(id)
            .fetch_all(&mut *tx)
            .await?;
    let took_back = super::clocks::last_take_back(&mut tx, id).await?;
    tx.commit().await?;
    Ok(Some(LoadedGame {
        game,
        seats,
        actions,
        notes,
        timeouts,
        took_back,
    }))
}

/// The kind of game `id`; `None` for an unknown id.
///
/// # Errors
/// The database's error, or a kind this build does not know.
pub(crate) async fn game_kind(db: &Db, id: &str) -> Result<Option<Kind>, sqlx::Error> {
    sqlx::query_scalar("SELECT kind FROM games WHERE id = $1")
        .bind(id)
        .fetch_optional(db.pool())
        .await
}

/// Deletes pass-and-play game `id` while it is unfinished, with its seats and actions;
/// `Ok(false)` when there is no such game (or it is online or finished).
///
/// # Errors
/// The database's error.
pub(crate) async fn delete_unfinished_local(db: &Db, id: &str) -> Result<bool, sqlx::Error> {
    let deleted =
        sqlx::query("DELETE FROM games WHERE id = $1 AND status = 'active' AND online = 0")
            .bind(id)
            .execute(db.writer())
            .await?
            .rows_affected();
    Ok(deleted == 1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use protocol::SeatKind;

    /// What `insert_game` stores, `load_game` reads back: the row, the seats (an
    /// open seat without a hero included) and the actions in seq order; an id
    /// taken twice is a unique violation and stores nothing more.
    #[tokio::test]
    async fn a_game_inserted_loads_back() {
        let oracle = RoleName("Oracle".to_owned());
        let dir = tempfile::tempdir().unwrap();
        let db = Db::open(&dir.path().join("karak.db")).await.unwrap();
        let new = NewGame {
            id: "g1",
            kind: GameKind::ALL[0],
            rules_version: 1,
            options: "{}",
            seed: 7,
            status: GameStatus::Finished,
            version: 2,
            owner_user: None,
            owner_guest: Some("guest"),
            to_act: None,
            result: Some("{}"),
            online: false,
            lobby_rev: 0,
            import_key: Some("key"),
            time_control: None,
            rated: false,
        };
        let seats = [
            SeatRowRef {
                seat: 0,
                kind: SeatKind::Local,
                user_id: None,
                name: "Ann",
                hero: Some(&oracle),
                level: None,
                address_mark: None,
                session_mark: None,
            },
            SeatRowRef {
                seat: 1,
                kind: SeatKind::Account,
                user_id: None,
                name: "",
                hero: None,
                level: None,
                address_mark: None,
                session_mark: None,
            },
        ];
        let actions = [(0, "\"a\"".to_owned()), (1, "\"b\"".to_owned())];
        insert_game(&db, &new, &seats, &actions).await.unwrap();

        let loaded = load_game(&db, "g1").await.unwrap().unwrap();
        assert_eq!(loaded.game.kind, Kind(GameKind::ALL[0]));
        assert_eq!(loaded.game.status, Status(GameStatus::Finished));
        assert_eq!(loaded.game.seed, 7);
        assert_eq!(loaded.game.version, 2);
        assert_eq!(loaded.game.owner_guest.as_deref(), Some("guest"));
        let ann = loaded.seats[0].clone().into_row().unwrap();
        assert_eq!(ann.info.name, "Ann");
        assert_eq!(ann.info.hero, oracle);
        assert_eq!(ann.info.kind, SeatKind::Local);
        assert!(loaded.seats[1].open());
        assert!(loaded.seats[1].clone().into_row().is_none());
        let seqs: Vec<_> = loaded.actions.iter().map(|a| (a.seq, a.seat)).collect();
        assert_eq!(seqs, [(0, 0), (1, 1)]);
        assert!(load_game(&db, "g2").await.unwrap().is_none());
        let record = super::super::read_record(&db, "g1", None)
            .await
            .unwrap()
            .unwrap();
        assert!(record.imported);
        assert!(
            record.finished_at.is_some(),
            "a finished game has its end time"
        );

        let again = insert_game(&db, &new, &seats, &[]).await.unwrap_err();
        assert!(again
            .as_database_error()
            .is_some_and(|d| d.is_unique_violation()));
        let loaded = load_game(&db, "g1").await.unwrap().unwrap();
        assert_eq!(loaded.seats.len(), 2);
        assert_eq!(loaded.actions.len(), 2);
    }

    /// Rule: a long game (20,000 actions, as many as an import may hold) is stored
    /// whole and in order across the statements it is split into. Reports how long
    /// the write transaction (SQLite's write lock) is held, next to the same rows
    /// written one statement each, as before.
    #[tokio::test]
    async fn a_long_game_is_stored_in_order() {
        let dir = tempfile::tempdir().unwrap();
        let db = Db::open(&dir.path().join("karak.db")).await.unwrap();
        let n: usize = 20_000;
        let actions: Vec<(u8, String)> = (0..n)
            .map(|i| ((i % 3) as u8, format!("{{\"Step\":\"North\",\"i\":{i}}}")))
            .collect();
        let new = |id| NewGame {
            id,
            kind: GameKind::ALL[0],
            rules_version: 1,
            options: "{}",
            seed: 7,
            status: GameStatus::Finished,
            version: n as i64,
            owner_user: None,
            owner_guest: Some("guest"),
            to_act: None,
            result: Some("{}"),
            online: false,
            lobby_rev: 0,
            import_key: Some("key"),
            time_control: None,
            rated: false,
        };
        let started = std::time::Instant::now();
        insert_game(&db, &new("long"), &[], &actions).await.unwrap();
        let batched = started.elapsed();

        let started = std::time::Instant::now();
        insert_game(&db, &new("yardstick"), &[], &[]).await.unwrap();
        let mut tx = db.begin_write().await.unwrap();
        for (seq, (seat, action)) in actions.iter().enumerate() {
            sqlx::query("INSERT INTO actions (game_id, seq, seat, action) VALUES ($1, $2, $3, $4)")
                .bind("yardstick")
                .bind(seq as i64)
                .bind(i64::from(*seat))
                .bind(action)
                .execute(&mut *tx)
                .await
                .unwrap();
        }
        tx.commit().await.unwrap();
        let one_by_one = started.elapsed();
        eprintln!(
            "{n} actions: written in {batched:?} ({} statements), one row per statement {one_by_one:?}",
            n.div_ceil(ACTIONS_PER_INSERT)
        );

        let loaded = load_game(&db, "long").await.unwrap().unwrap();
        assert_eq!(loaded.actions.len(), n);
        for (i, a) in loaded.actions.iter().enumerate() {
            assert_eq!((a.seq as usize, a.seat as usize), (i, i % 3));
        }
    }
}
