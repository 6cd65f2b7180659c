//! One module per page.

pub mod home;
pub mod not_found;
