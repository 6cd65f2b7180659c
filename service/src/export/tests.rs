use super::*;
use protocol::replay::SeatAction;
use rules::karak::{HeroKind, KarakOptions};
use rules::Seat;

use rules::karak::Karak;

/// A finished bot game of Karak as an export file.
fn greedy_export(seed: u64) -> GameExport<Karak> {
    let heroes = vec![HeroKind::Warrior, HeroKind::Oracle, HeroKind::Thief];
    let options = KarakOptions {
        heroes: heroes.clone(),
        expert: false,
    };
    let (record, result) = GameRecord::played_by_bots(options, seed).unwrap();
    let names: Vec<RoleName> = heroes.into_iter().map(RoleName::of::<Karak>).collect();
    let seats = SeatInfo::person_then_bots(&names, |i| format!("P{i}"));
    GameExport::new(record, seats, result)
}

fn text(export: &GameExport<Karak>) -> String {
    serde_json::to_string_pretty(export).unwrap()
}

/// A genuine export passes, and writing it again gives the same file.
#[test]
fn a_genuine_export_is_accepted() {
    let export = greedy_export(7);
    let valid = check_import(&text(&export)).unwrap();
    assert_eq!(valid.export, serde_json::to_value(&export).unwrap());
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
    export.seats[1].hero = RoleName::of::<Karak>(HeroKind::Wizard);
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
