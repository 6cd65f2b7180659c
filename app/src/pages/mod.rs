//! One module per page.

pub mod game;
pub mod history;
pub mod home;
pub mod new_game;
pub mod not_found;
pub mod replay;
