//! Building blocks of the pages, the same for every game (a game's own components are
//! in its folder, `crate::games::<kind>`).

pub mod camera;
pub mod curtain;
pub mod game_end;
pub mod leave;
pub mod live;
pub mod lobby;
pub mod nav;
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

/// "Anna (Horan)": a seat's player and the role it plays, as logs, toasts and headlines name
/// it; the player's name alone for a seat whose role `G` does not know.
pub fn seat_label<G: crate::games::GameUi>(seats: &[protocol::SeatInfo], seat: u8) -> String {
    let info = seats.iter().find(|x| x.seat == seat);
    let player = info.map_or_else(String::new, |x| x.name.clone());
    match info.and_then(|x| x.hero.role::<G>()) {
        Some(role) => format!("{player} ({})", G::role_name(role)),
        None => player,
    }
}
