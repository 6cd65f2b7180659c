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
use protocol::{GameError, GameId, GameKind, GameStatus, SeatInfo};
use rules::Game;

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

impl From<ImportError> for GameError {
    fn from(e: ImportError) -> Self {
        GameError::Invalid(e.to_string())
    }
}

/// A file that passed every check, ready to store.
#[derive(Debug, Clone)]
pub struct ValidImport {
    /// The file's contents.
    pub export: GameExport,
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
    if !matches!(kind, Some(Ok(_))) {
        return Err(ImportError::Kind(field(&value, "kind")));
    }
    if value.get("rules_version").and_then(|v| v.as_u64()) != Some(u64::from(rules::RULES_VERSION))
    {
        return Err(ImportError::RulesVersion(
            field(&value, "rules_version"),
            rules::RULES_VERSION,
        ));
    }
    let export: GameExport =
        serde_json::from_value(value).map_err(|e| ImportError::Malformed(e.to_string()))?;
    debug_assert_eq!(export.kind, GameKind::Karak);
    if i64::try_from(export.seed).is_err() {
        return Err(ImportError::Malformed(format!(
            "seed {} is out of range (games here use seeds below 2^63)",
            export.seed
        )));
    }
    check_seats(&export)?;
    if export.actions.len() > MAX_IMPORT_ACTIONS {
        return Err(ImportError::TooManyActions(export.actions.len()));
    }
    let replayer = Replayer::new(&GameRecord {
        options: export.options.clone(),
        seed: export.seed,
        actions: export.actions.clone(),
    })?;
    let Some(outcome) = replayer.last().outcome() else {
        return Err(ImportError::Unfinished(export.actions.len()));
    };
    if outcome != export.result {
        let scores: Vec<String> = outcome
            .scores
            .iter()
            .map(|s| format!("seat {} {} VP", s.seat.0, f64::from(s.vp_half) / 2.0))
            .collect();
        let winners: Vec<String> = outcome.winners.iter().map(|w| w.0.to_string()).collect();
        return Err(ImportError::WrongResult(format!(
            "{}, winning seat(s) {}",
            scores.join(", "),
            winners.join(", ")
        )));
    }
    Ok(ValidImport { export })
}

fn check_seats(export: &GameExport) -> Result<(), ImportError> {
    let bad = |m: String| Err(ImportError::Seats(m));
    if export.seats.len() != export.options.heroes.len() {
        return bad(format!(
            "{} seats for {} heroes in the options",
            export.seats.len(),
            export.options.heroes.len()
        ));
    }
    for (i, (seat, hero)) in export.seats.iter().zip(&export.options.heroes).enumerate() {
        if usize::from(seat.seat) != i {
            return bad(format!("seat {} is listed at position {i}", seat.seat));
        }
        if seat.hero != *hero {
            return bad(format!(
                "seat {i} plays {} but the options give it {}",
                seat.hero.name(),
                hero.name()
            ));
        }
        let name = seat.name.trim();
        let chars = name.chars().count();
        if chars == 0 || chars > MAX_NAME_CHARS || name.chars().any(char::is_control) {
            return bad(format!(
                "seat {i} needs a name of 1 to {MAX_NAME_CHARS} characters without control characters"
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
    pub async fn export_game(&self, id: &str) -> Result<GameExport, GameError> {
        let live = self.lock_game(id).await?;
        let Some(result) = live.game.outcome() else {
            return Err(GameError::Invalid(
                "Only finished games can be exported: the seed that decides every tile, token \
                 and die stays secret until the game ends."
                    .to_owned(),
            ));
        };
        let seed = live.seed;
        let seats: Vec<SeatInfo> = live.seats.iter().map(|s| s.info.clone()).collect();
        let stored = self.stored_record(id, None).await?;
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
        let valid = check_import(text)?;
        let mut attempts = 0;
        loop {
            attempts += 1;
            let id = ids::new_game_id()?;
            match self.insert_import(&id, caller, &valid.export).await {
                Ok(()) => {
                    tracing::info!(game = %id, actions = valid.export.actions.len(), "game imported");
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
        export: &GameExport,
    ) -> Result<(), sqlx::Error> {
        let encode = |e: serde_json::Error| sqlx::Error::Encode(Box::new(e));
        let options = serde_json::to_string(&export.options).map_err(encode)?;
        let result = serde_json::to_string(&export.result).map_err(encode)?;
        let (owner_user, owner_guest) = match caller {
            Caller::User(u) => (Some(*u), None),
            Caller::Guest(g) => (None, Some(g.as_str())),
        };
        let seats: Vec<SeatRowRef> = export
            .seats
            .iter()
            .map(|seat| SeatRowRef {
                seat: seat.seat,
                kind: imported_seat_kind(seat.kind),
                user_id: None,
                name: seat.name.trim(),
                hero: Some(seat.hero),
            })
            .collect();
        let actions = export
            .actions
            .iter()
            .map(|a| Ok((a.seat, serde_json::to_string(&a.action).map_err(encode)?)))
            .collect::<Result<Vec<_>, sqlx::Error>>()?;
        let row = NewGame {
            id,
            kind: export.kind,
            options: &options,
            seed: export.seed,
            status: GameStatus::Finished,
            version: export.actions.len() as i64,
            owner_user,
            owner_guest,
            to_act: None,
            result: Some(&result),
            online: false,
            lobby_rev: 0,
            imported: true,
        };
        store::insert_game(self.db(), &row, &seats, &actions).await
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use protocol::replay::SeatAction;
    use rules::karak::{HeroKind, KarakOptions};
    use rules::Seat;

    /// A finished greedy game as an export file.
    fn greedy_export(seed: u64) -> GameExport {
        let heroes = vec![HeroKind::Warrior, HeroKind::Oracle, HeroKind::Thief];
        let options = KarakOptions {
            heroes: heroes.clone(),
            expert: false,
        };
        let (record, result) = GameRecord::greedy(options, seed).unwrap();
        let seats = SeatInfo::person_then_bots(&heroes, |i| format!("P{i}"));
        GameExport::new(record, seats, result)
    }

    fn text(export: &GameExport) -> String {
        serde_json::to_string_pretty(export).unwrap()
    }

    /// A genuine export passes, and writing it again gives the same file.
    #[test]
    fn a_genuine_export_is_accepted() {
        let export = greedy_export(7);
        let valid = check_import(&text(&export)).unwrap();
        assert_eq!(valid.export, export);
        assert_eq!(text(&valid.export), text(&export));
    }

    /// An action changed to one the rules refuse at that point is named by its index.
    #[test]
    fn a_tampered_action_is_refused_by_index() {
        let mut export = greedy_export(7);
        let i = export.actions.len() / 2;
        export.actions[i].action = rules::karak::Action::Rotate(9);
        let err = check_import(&text(&export)).unwrap_err();
        assert!(
            matches!(err, ImportError::Replay(ReplayError::Illegal { index, .. }) if index == i),
            "{err}"
        );
        assert!(err.to_string().contains(&format!("action {i}")), "{err}");
    }

    /// Dropping the last action leaves the game unfinished; one more is refused.
    #[test]
    fn the_actions_must_end_the_game_exactly() {
        let mut export = greedy_export(8);
        let last = export.actions.pop().unwrap();
        assert!(matches!(
            check_import(&text(&export)).unwrap_err(),
            ImportError::Unfinished(_)
        ));
        export.actions.push(last);
        export.actions.push(SeatAction {
            seat: 0,
            action: rules::karak::Action::EndTurn,
        });
        assert!(matches!(
            check_import(&text(&export)).unwrap_err(),
            ImportError::Replay(ReplayError::Illegal { .. })
        ));
    }

    /// A stated result that is not the replayed one is refused, naming the real one.
    #[test]
    fn a_wrong_result_is_refused() {
        let mut export = greedy_export(9);
        let loser = (0..3u8)
            .find(|s| !export.result.winners.contains(&Seat(*s)))
            .unwrap();
        export.result.winners = vec![Seat(loser)];
        let err = check_import(&text(&export)).unwrap_err();
        assert!(matches!(err, ImportError::WrongResult(_)), "{err}");
        let mut export = greedy_export(9);
        export.result.scores[0].vp_half += 2;
        assert!(matches!(
            check_import(&text(&export)).unwrap_err(),
            ImportError::WrongResult(_)
        ));
    }

    /// Another rules version, format or format version is refused before any replay.
    #[test]
    fn versions_and_format_are_checked() {
        let mut export = greedy_export(10);
        export.rules_version += 1;
        let err = check_import(&text(&export)).unwrap_err();
        assert!(matches!(err, ImportError::RulesVersion(..)), "{err}");
        assert!(err.to_string().contains("rules version"), "{err}");
        let mut export = greedy_export(10);
        export.format_version = 2;
        assert!(matches!(
            check_import(&text(&export)).unwrap_err(),
            ImportError::FormatVersion(_)
        ));
        let mut export = greedy_export(10);
        export.format = "something-else".to_owned();
        assert!(matches!(
            check_import(&text(&export)).unwrap_err(),
            ImportError::Format(_)
        ));
    }

    /// Truncated JSON, a file over the size limit and a malformed field are refused
    /// with what is wrong.
    #[test]
    fn broken_files_are_refused() {
        let full = text(&greedy_export(11));
        let err = check_import(&full[..full.len() / 2]).unwrap_err();
        assert!(matches!(err, ImportError::NotJson(_)), "{err}");
        let big = format!("{}{}", full, " ".repeat(MAX_IMPORT_BYTES));
        assert!(matches!(
            check_import(&big).unwrap_err(),
            ImportError::TooLarge(_)
        ));
        let seedless = full.replace("\"seed\": \"", "\"seed\": \"x");
        assert!(matches!(
            check_import(&seedless).unwrap_err(),
            ImportError::Malformed(_)
        ));
    }

    /// Seats must match the options' heroes, be numbered in order and carry names.
    #[test]
    fn seats_are_checked() {
        let mut export = greedy_export(12);
        export.seats[1].hero = HeroKind::Wizard;
        assert!(matches!(
            check_import(&text(&export)).unwrap_err(),
            ImportError::Seats(_)
        ));
        let mut export = greedy_export(12);
        export.seats[2].name = "  ".to_owned();
        assert!(matches!(
            check_import(&text(&export)).unwrap_err(),
            ImportError::Seats(_)
        ));
        let mut export = greedy_export(12);
        export.seats.pop();
        assert!(matches!(
            check_import(&text(&export)).unwrap_err(),
            ImportError::Seats(_)
        ));
    }
}
