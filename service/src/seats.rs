//! Who holds which seat: the one statement of who may act for a seat, used by
//! moves, views, lists and the history.

use protocol::SeatKind;

use crate::store::SeatRow;
use crate::Caller;

/// The seats `caller` holds in a game whose seats are `seats`: the local seats of a
/// game they own (`owned`, pass-and-play) and their account's own seats; never a
/// bot's.
pub(crate) fn held_seats(seats: &[SeatRow], owned: bool, caller: &Caller) -> Vec<u8> {
    seats
        .iter()
        .filter(|s| match s.info.kind {
            SeatKind::Local => owned,
            SeatKind::Account => matches!(caller, Caller::User(u) if s.user_id == Some(*u)),
            SeatKind::Bot => false,
        })
        .map(|s| s.info.seat)
        .collect()
}

/// Whether `caller` is the owner recorded as (`owner_user`, `owner_guest`).
pub(crate) fn owns(caller: &Caller, owner_user: Option<i64>, owner_guest: Option<&str>) -> bool {
    match caller {
        Caller::Guest(g) => owner_guest == Some(g.as_str()),
        Caller::User(u) => owner_user == Some(*u),
    }
}
