//! Building blocks of the pages.

pub mod board;
pub mod live;
pub mod lobby;
pub mod nav;
pub mod panel;
pub mod replay_panel;
pub mod stats_chart;
pub mod words;

/// Seat colours from the Okabe–Ito palette (colour-blind safe), one per seat.
pub const SEAT_COLORS: [&str; 5] = ["#e69f00", "#56b4e9", "#009e73", "#f0e442", "#cc79a7"];

/// The colour of a seat.
pub fn seat_color(seat: u8) -> &'static str {
    SEAT_COLORS[usize::from(seat) % SEAT_COLORS.len()]
}
