//! Building blocks of the pages, the same for every game (a game's own components are
//! in its folder, `crate::games::<kind>`).

pub mod account_live;
pub mod announcer;
pub mod camera;
pub mod clocks;
pub mod curtain;
pub mod game_end;
pub mod game_ui;
pub mod identify;
pub mod leave;
pub mod live;
pub mod lobby;
pub mod local_bots;
pub mod nav;
pub mod on_screen;
pub mod play_form;
pub mod push;
pub mod rating_chart;
pub mod replay_log;
pub mod replay_viewer;
pub mod seat_notes;
pub mod setup;
pub mod stats_chart;
pub mod table;
pub mod toasts;
pub mod turn;

/// Seat colours from the Okabe–Ito palette (colour-blind safe), one per seat.
pub const SEAT_COLORS: [&str; 5] = ["#e69f00", "#56b4e9", "#009e73", "#f0e442", "#cc79a7"];

/// The colour of a seat.
pub fn seat_color(seat: u8) -> &'static str {
    SEAT_COLORS[usize::from(seat) % SEAT_COLORS.len()]
}

/// A seat's player as the heroes' cards name it: "Anna", or for a bot with a level
/// "Hilda (bot, Hard)"; "" for a seat `seats` lacks.
pub fn player_name(seats: &[protocol::SeatInfo], seat: u8, lang: crate::i18n::Lang) -> String {
    let Some(info) = seats.iter().find(|x| x.seat == seat) else {
        return String::new();
    };
    match info.level.filter(|_| info.kind == protocol::SeatKind::Bot) {
        Some(level) => crate::i18n::fill(
            lang.t().bot_player,
            &[("{name}", &info.name), ("{level}", lang.bot_level(level))],
        ),
        None => info.name.clone(),
    }
}

/// "Anna (Horan)": a seat's player and the role it plays, as logs, toasts and headlines name
/// it; the player's name alone for a seat whose role `G` does not know.
pub fn seat_label<G: game_ui::GameUi>(seats: &[protocol::SeatInfo], seat: u8) -> String {
    let info = seats.iter().find(|x| x.seat == seat);
    let player = info.map_or_else(String::new, |x| x.name.clone());
    match info.and_then(|x| x.hero.role::<G>()) {
        Some(role) => format!("{player} ({})", G::role_name(role)),
        None => player,
    }
}

/// "Anna (Horan)" for a seat of a replay's `seats`, named by the role as stored; "#2" for a seat
/// the list lacks.
pub fn replay_seat_name(seats: &[protocol::SeatInfo], seat: rules::Seat) -> String {
    seats
        .iter()
        .find(|s| s.seat == seat.0)
        .map(|s| format!("{} ({})", s.name, s.hero.as_str()))
        .unwrap_or_else(|| format!("#{}", seat.0))
}

/// The sentences of one step of a replay's log, in the game's words (`describe` tells one
/// event, naming seats with the function it is given). A step whose events the log leaves
/// out (a move, a card put back) is told by the first event `quiet` can word, and a step
/// with no event at all (a choice that shows only in the next step: the dice chosen for a
/// battle) by `prepares` ("{who} prepares the next move."), so no step reads as a bare name.
pub fn replay_step_text<E>(
    entry: &protocol::LogEntry<E>,
    seats: &[protocol::SeatInfo],
    describe: impl Fn(&E, &dyn Fn(rules::Seat) -> String) -> Option<String>,
    quiet: impl Fn(&E, &dyn Fn(rules::Seat) -> String) -> Option<String>,
    prepares: &str,
) -> String {
    let names = |s: rules::Seat| replay_seat_name(seats, s);
    let lines: Vec<String> = entry
        .events
        .iter()
        .filter_map(|e| describe(e, &names))
        .collect();
    if !lines.is_empty() {
        return lines.join(" ");
    }
    entry
        .events
        .iter()
        .find_map(|e| quiet(e, &names))
        .or_else(|| {
            entry
                .seat
                .map(|s| crate::i18n::fill(prepares, &[("{who}", &names(rules::Seat(s)))]))
        })
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;
    use protocol::{LogEntry, RoleName, SeatInfo, SeatKind};

    fn seats() -> Vec<SeatInfo> {
        vec![SeatInfo {
            seat: 0,
            name: "Bruno".into(),
            kind: SeatKind::Bot,
            hero: RoleName("Xanros".into()),
            level: None,
        }]
    }

    /// Issue 37, point 18: "Replay steps that say only 'Bot Bruno (Xanros) …'": a step the
    /// log leaves out is told by its quiet event.
    #[test]
    fn a_step_of_quiet_events_still_says_what_happened() {
        let entry = LogEntry {
            seq: Some(4),
            seat: Some(0),
            events: vec!["turn-started", "moved"],
        };
        let told = |_: &&str, _: &dyn Fn(rules::Seat) -> String| None;
        let quiet = |e: &&str, name: &dyn Fn(rules::Seat) -> String| {
            (*e == "moved").then(|| format!("{} moves.", name(rules::Seat(0))))
        };
        let prepares = "{who} prepares the next move.";
        assert_eq!(
            replay_step_text(&entry, &seats(), told, quiet, prepares),
            "Bruno (Xanros) moves."
        );
        let nothing = |_: &&str, _: &dyn Fn(rules::Seat) -> String| None;
        assert_eq!(
            replay_step_text(&entry, &seats(), told, nothing, prepares),
            "Bruno (Xanros) prepares the next move."
        );
    }
}
