//! The game log's notes of seats handed to bots while the game was under way (a player
//! resigned, left Karak Online, or ran out of time) and taken back, placed where they
//! happened among a game's lines.

use protocol::{SeatChange, SeatNote};

use crate::i18n::Lang;

/// One line of a game's log: the log entry it belongs to (0 for the setup, `seq + 1`
/// for an action), the seat that acted, the words.
pub type LogLine = (usize, Option<u8>, String);

/// `lines` (in log order) with a line for each of `notes` after the lines of the action
/// it followed. `name` names a seat's player.
pub fn with_seat_notes(
    mut lines: Vec<LogLine>,
    notes: &[SeatNote],
    name: impl Fn(u8) -> String,
    lang: Lang,
) -> Vec<LogLine> {
    let t = lang.t();
    lines.extend(notes.iter().map(|n| {
        let template = match n.change {
            SeatChange::Resigned => t.note_resigned,
            SeatChange::AccountDeleted => t.note_account_deleted,
            SeatChange::TimedOut => lang.clocks().note_timed_out,
            SeatChange::HandedOver => lang.clocks().note_handed_over,
            SeatChange::TookBack => lang.clocks().note_took_back,
        };
        let line = template.replace("{name}", &name(n.seat));
        (n.version as usize, Some(n.seat), line)
    }));
    // Stable: a note comes after the lines of the entry it shares an index with.
    lines.sort_by_key(|l| l.0);
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A note at version 2 follows the lines of the action at seq 1 (entry 2) and
    /// comes before those of the next action.
    #[test]
    fn a_note_follows_the_action_it_came_after() {
        let line = |i: usize, text: &str| (i, Some(0), text.to_owned());
        let lines = vec![line(0, "setup"), line(1, "a"), line(2, "b"), line(3, "c")];
        let notes = [SeatNote {
            seat: 1,
            version: 2,
            change: SeatChange::Resigned,
        }];
        let merged = with_seat_notes(lines, &notes, |_| "Bo".to_owned(), Lang::En);
        let words: Vec<&str> = merged.iter().map(|l| l.2.as_str()).collect();
        assert_eq!(
            words,
            ["setup", "a", "b", "Bo resigned: a bot plays on.", "c"]
        );
    }
}
