//! One module per page.

pub mod account;
pub mod game;
pub mod history;
pub mod home;
pub mod how_to_play;
pub mod leaderboard;
pub mod new_game;
pub mod not_found;
pub mod notifications;
pub mod profile;
pub mod replay;
pub mod sign_in;
pub mod sign_up;
