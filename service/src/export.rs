//! Export and import of finished games as JSON files (format `karak-online-game`, v1).
//!
//! Only finished games leave the server: the seed decides every tile, token and die,
//! so it stays secret until the game ends. An import is checked completely before
//! anything is written (format and rules version, options, seats, every action legal
//! in order, the stated result equal to the replayed one) and then stored in one
//! transaction as a finished game owned by the importer, marked imported.

use protocol::replay::{
    imported_seat_kind, GameExport, GameRecord, ReplayError, Replayer, EXPORT_FORMAT,
    EXPORT_FORMAT_VERSION, MAX_IMPORT_ACTIONS, MAX_IMPORT_BYTES,
};
use protocol::{
    for_kind, GameError, GameId, GameKind, GameStatus, ImportProblem, Refusal, RoleName, SeatInfo,
};
use rules::{Game, Seat};

use crate::games::MAX_NAME_CHARS;
use crate::store::{self, NewGame, SeatRowRef};
use crate::{ids, internal, Caller, Service};

/// Why an import file is refused. Each message names what is wrong.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ImportError {
    /// Over [`MAX_IMPORT_BYTES`].
    #[error("the file is {0} bytes; at most {MAX_IMPORT_BYTES} bytes are accepted")]
    TooLarge(usize),
    /// Not JSON at all, or cut off.
    #[error("the file is not valid JSON ({0})")]
    NotJson(String),
    /// JSON, but not an exported game.
    #[error("this is not a Karak Online game file (format {0:?}, expected {EXPORT_FORMAT:?})")]
    Format(String),
    /// A format version this build does not read.
    #[error(
        "format version {0} is not supported (this server reads version {EXPORT_FORMAT_VERSION})"
    )]
    FormatVersion(String),
    /// Another game of the family.
    #[error("game kind {0} cannot be imported here")]
    Kind(String),
    /// Played under other rules: the actions would not mean the same.
    #[error("the game was played with rules version {0}; this server plays version {1}")]
    RulesVersion(String, u32),
    /// A field is missing or has the wrong shape.
    #[error("the file's contents are malformed: {0}")]
    Malformed(String),
    /// The seats disagree with the options or have bad names.
    #[error("seats: {0}")]
    Seats(String),
    /// More actions than any game needs.
    #[error("{0} actions; at most {MAX_IMPORT_ACTIONS} are accepted")]
    TooManyActions(usize),
    /// The options or an action do not replay.
    #[error("{0}")]
    Replay(#[from] ReplayError),
    /// The actions stop before the game is over.
    #[error("the game is not over after its {0} actions; only finished games can be imported")]
    Unfinished(usize),
    /// The stated result is not what the actions lead to.
    #[error("the stated result does not match the game: replaying it gives {0}")]
    WrongResult(String),
}

impl ImportError {
    /// The kind of problem, which the page words in its own language.
    pub fn problem(&self) -> ImportProblem {
        match self {
            ImportError::TooLarge(_) => ImportProblem::TooLarge,
            ImportError::NotJson(_) => ImportProblem::NotJson,
            ImportError::Format(_) => ImportProblem::NotAGameFile,
            ImportError::FormatVersion(_) => ImportProblem::FormatVersion,
            ImportError::Kind(_) => ImportProblem::OtherGame,
            ImportError::RulesVersion(..) => ImportProblem::RulesVersion,
            ImportError::Malformed(_) => ImportProblem::Malformed,
            ImportError::Seats(_) => ImportProblem::Seats,
            ImportError::TooManyActions(_) => ImportProblem::TooManyActions,
            ImportError::Replay(_) => ImportProblem::DoesNotReplay,
            ImportError::Unfinished(_) => ImportProblem::Unfinished,
            ImportError::WrongResult(_) => ImportProblem::WrongResult,
        }
    }
}

impl From<ImportError> for GameError {
    fn from(e: ImportError) -> Self {
        GameError::Invalid(Refusal::Import {
            problem: Some(e.problem()),
            detail: e.to_string(),
        })
    }
}

/// A file that passed every check, ready to store.
#[derive(Debug, Clone)]
pub struct ValidImport {
    /// Which game it is.
    pub kind: GameKind,
    /// The file's contents as this server writes them (its [`GameExport`] of the kind).
    pub export: serde_json::Value,
    /// What is stored.
    rows: ImportRows,
    /// The game's key: SHA-256 of its kind, rules version, options, seed and actions (hex).
    /// Two files of one game have the same key, whatever their seats are called.
    key: String,
}

/// A checked export as the database stores it.
#[derive(Debug, Clone)]
struct ImportRows {
    rules_version: u32,
    options: String,
    result: String,
    seed: u64,
    seats: Vec<SeatInfo>,
    actions: Vec<(u8, String)>,
}

/// A field of the untyped JSON as text, for the messages.
fn field(value: &serde_json::Value, name: &str) -> String {
    match value.get(name) {
        None => "missing".to_owned(),
        Some(serde_json::Value::String(s)) => s.clone(),
        Some(other) => other.to_string(),
    }
}

/// Checks an export file completely, without touching the database.
///
/// In order: size, JSON syntax, format name and version, game kind, rules version,
/// structure, seats (2–5, numbered in order, heroes as in the options, names of 1–24
/// characters), number of actions, a replay of every action from the options and
/// seed, the game being over after the last action, and the stated result.
///
/// # Errors
/// The first [`ImportError`] found.
pub fn check_import(text: &str) -> Result<ValidImport, ImportError> {
    if text.len() > MAX_IMPORT_BYTES {
        return Err(ImportError::TooLarge(text.len()));
    }
    let value: serde_json::Value =
        serde_json::from_str(text).map_err(|e| ImportError::NotJson(e.to_string()))?;
    if value.get("format").and_then(|f| f.as_str()) != Some(EXPORT_FORMAT) {
        return Err(ImportError::Format(field(&value, "format")));
    }
    if value.get("format_version").and_then(|v| v.as_u64())
        != Some(u64::from(EXPORT_FORMAT_VERSION))
    {
        return Err(ImportError::FormatVersion(field(&value, "format_version")));
    }
    let kind = value
        .get("kind")
        .cloned()
        .map(serde_json::from_value::<GameKind>);
    let Some(Ok(kind)) = kind else {
        return Err(ImportError::Kind(field(&value, "kind")));
    };
    for_kind!(kind, G => check_import_of::<G>(value))
}

/// The checks of an export file that depend on its game, `G`.
fn check_import_of<G: Game>(value: serde_json::Value) -> Result<ValidImport, ImportError> {
    if value.get("rules_version").and_then(|v| v.as_u64()) != Some(u64::from(G::RULES_VERSION)) {
        return Err(ImportError::RulesVersion(
            field(&value, "rules_version"),
            G::RULES_VERSION,
        ));
    }
    let export: GameExport<G> =
        serde_json::from_value(value).map_err(|e| ImportError::Malformed(e.to_string()))?;
    check_export(&export)?;
    let encode = |e: serde_json::Error| ImportError::Malformed(e.to_string());
    let rows = ImportRows {
        rules_version: G::RULES_VERSION,
        options: serde_json::to_string(&export.options).map_err(encode)?,
        result: serde_json::to_string(&export.result).map_err(encode)?,
        seed: export.seed,
        seats: export.seats.clone(),
        actions: export
            .actions
            .iter()
            .map(|a| Ok((a.seat, serde_json::to_string(&a.action).map_err(encode)?)))
            .collect::<Result<_, ImportError>>()?,
    };
    Ok(ValidImport {
        kind: export.kind,
        export: serde_json::to_value(&export).map_err(encode)?,
        key: import_key(export.kind, &rows),
        rows,
    })
}

/// The key of the game an import holds ([`ValidImport::key`]).
fn import_key(kind: GameKind, rows: &ImportRows) -> String {
    use sha2::{Digest, Sha256};
    let mut hash = Sha256::new();
    hash.update(format!(
        "{}\n{}\n{}\n{}\n",
        kind.name(),
        rows.rules_version,
        rows.options,
        rows.seed
    ));
    for (seat, action) in &rows.actions {
        hash.update(format!("{seat} {action}\n"));
    }
    hash.finalize().iter().map(|b| format!("{b:02x}")).collect()
}

/// The checks of a parsed export of `G`: seed range, seats, number of actions, the
/// replay and the stated result.
fn check_export<G: Game>(export: &GameExport<G>) -> Result<(), ImportError> {
    if i64::try_from(export.seed).is_err() {
        return Err(ImportError::Malformed(format!(
            "seed {} is out of range (games here use seeds below 2^63)",
            export.seed
        )));
    }
    check_seats(export)?;
    if export.actions.len() > MAX_IMPORT_ACTIONS {
        return Err(ImportError::TooManyActions(export.actions.len()));
    }
    let replayer = Replayer::new(&GameRecord::<G> {
        options: export.options.clone(),
        seed: export.seed,
        actions: export.actions.clone(),
    })?;
    let Some(outcome) = replayer.last().outcome() else {
        return Err(ImportError::Unfinished(export.actions.len()));
    };
    if outcome != export.result {
        let summary = G::summary(&outcome);
        let per_point = f64::from(summary.per_point.max(1));
        let scores: Vec<String> = summary
            .points
            .iter()
            .enumerate()
            .map(|(seat, &p)| format!("seat {seat} {} VP", f64::from(p) / per_point))
            .collect();
        let winners: Vec<String> = summary.winners.iter().map(|w| w.0.to_string()).collect();
        return Err(ImportError::WrongResult(format!(
            "{}, winning seat(s) {}",
            scores.join(", "),
            winners.join(", ")
        )));
    }
    Ok(())
}

fn check_seats<G: Game>(export: &GameExport<G>) -> Result<(), ImportError> {
    let bad = |m: String| Err(ImportError::Seats(m));
    let game = G::new(&export.options, export.seed)
        .map_err(|e| ImportError::Replay(ReplayError::Options(e.0)))?;
    if export.seats.len() != usize::from(game.seat_count()) {
        return bad(format!(
            "{} seats for {} heroes in the options",
            export.seats.len(),
            game.seat_count()
        ));
    }
    for (i, seat) in export.seats.iter().enumerate() {
        if usize::from(seat.seat) != i {
            return bad(format!("seat {} is listed at position {i}", seat.seat));
        }
        let hero = game.role_of(Seat(i as u8)).map(RoleName::of::<G>);
        if hero.as_ref() != Some(&seat.hero) {
            return bad(format!(
                "seat {i} plays {} but the options give it {}",
                seat.hero.as_str(),
                hero.as_ref().map_or("nobody", RoleName::as_str)
            ));
        }
        let name = seat.name.trim();
        let chars = name.chars().count();
        if chars == 0 || chars > MAX_NAME_CHARS || name.chars().any(char::is_control) {
            return bad(format!(
                "seat {i} needs a name of 1 to {MAX_NAME_CHARS} characters without control characters"
            ));
        }
        if name.chars().any(protocol::accounts::invisible) {
            return bad(format!(
                "seat {i}'s name holds invisible or text-direction characters"
            ));
        }
    }
    Ok(())
}

impl Service {
    /// Game `id` as an export file.
    ///
    /// Anybody who can open the finished game can export it (it shows everything then).
    ///
    /// # Errors
    /// [`GameError::NotFound`] for an unknown id; [`GameError::Invalid`] when the game
    /// is not finished (its seed is secret until the end); [`GameError::Internal`]
    /// when the database fails.
    pub async fn export_game(&self, id: &str) -> Result<serde_json::Value, GameError> {
        let kind = self.kind_of(id).await?;
        let export = for_kind!(kind, G => serde_json::to_value(self.export_of::<G>(id).await?));
        export.map_err(|e| internal("encoding an export", e))
    }

    /// Game `id` (a game of `G`) as an export file; see [`Service::export_game`].
    ///
    /// # Errors
    /// As [`Service::export_game`].
    pub async fn export_of<G: Game>(&self, id: &str) -> Result<GameExport<G>, GameError> {
        let live = self.lock_game(id).await?;
        let Some(result) = live.played::<G>()?.game.outcome() else {
            return Err(GameError::Invalid(Refusal::UnfinishedExport));
        };
        let seed = live.seed;
        let seats: Vec<SeatInfo> = live.seats.iter().map(|s| s.info.clone()).collect();
        let stored = self.stored_record::<G>(id, None).await?;
        let record = GameRecord {
            options: stored.options,
            seed,
            actions: stored.actions,
        };
        Ok(GameExport {
            created_at: Some(stored.created_at),
            finished_at: stored.finished_at,
            ..GameExport::new(record, seats, result)
        })
    }

    /// Checks an export file ([`check_import`]) and stores it as a finished game owned
    /// by `caller`, marked imported: the game, its seats and every action in one
    /// transaction, so a failure stores nothing. Account seats become local seats of
    /// the importer (accounts elsewhere mean nothing here).
    ///
    /// # Errors
    /// [`GameError::Invalid`] naming what is wrong with the file;
    /// [`GameError::Internal`] when the database fails (nothing is stored).
    pub async fn import_game(&self, caller: &Caller, text: &str) -> Result<GameId, GameError> {
        // Replaying up to 20,000 actions is CPU work: off the async threads, so live
        // games' requests keep being served meanwhile.
        let owned = text.to_owned();
        let valid = tokio::task::spawn_blocking(move || check_import(&owned))
            .await
            .map_err(|e| internal("checking an import", e))??;
        let (owner_user, owner_guest) = match caller {
            Caller::User(u) => (Some(*u), None),
            Caller::Guest(g) => (None, Some(g.as_str())),
        };
        if let Some(game) = store::imported_game(self.db(), owner_user, owner_guest, &valid.key)
            .await
            .map_err(|e| internal("looking for an earlier import", e))?
        {
            return Err(GameError::Invalid(Refusal::AlreadyImported { game }));
        }
        let mut attempts = 0;
        loop {
            attempts += 1;
            let id = ids::new_game_id()?;
            match self.insert_import(&id, caller, &valid).await {
                Ok(()) => {
                    tracing::info!(game = %id, actions = valid.rows.actions.len(), "game imported");
                    return Ok(id);
                }
                // A clash of 72 random bits: all but impossible, cheap to survive.
                Err(e)
                    if attempts < 3
                        && e.as_database_error()
                            .is_some_and(|d| d.is_unique_violation()) => {}
                Err(e) => return Err(internal("importing a game", e)),
            }
        }
    }

    async fn insert_import(
        &self,
        id: &str,
        caller: &Caller,
        valid: &ValidImport,
    ) -> Result<(), sqlx::Error> {
        let rows = &valid.rows;
        let (owner_user, owner_guest) = match caller {
            Caller::User(u) => (Some(*u), None),
            Caller::Guest(g) => (None, Some(g.as_str())),
        };
        let seats: Vec<SeatRowRef> = rows
            .seats
            .iter()
            .map(|seat| SeatRowRef {
                seat: seat.seat,
                kind: imported_seat_kind(seat.kind),
                user_id: None,
                name: seat.name.trim(),
                hero: Some(&seat.hero),
                level: seat.level,
                address_mark: None,
                session_mark: None,
            })
            .collect();
        let row = NewGame {
            id,
            kind: valid.kind,
            rules_version: rows.rules_version,
            options: &rows.options,
            seed: rows.seed,
            status: GameStatus::Finished,
            version: rows.actions.len() as i64,
            owner_user,
            owner_guest,
            to_act: None,
            result: Some(&rows.result),
            online: false,
            lobby_rev: 0,
            import_key: Some(&valid.key),
            time_control: None,
            // Imported games are never rated.
            rated: false,
        };
        store::insert_game(self.db(), &row, &seats, &rows.actions).await
    }
}

#[cfg(test)]
mod tests;
