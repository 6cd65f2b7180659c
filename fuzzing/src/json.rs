//! JSON in both directions: values bent by the input (any action a hostile client may
//! send, any variant of the options) and the round-trip bodies of the wire formats.

use crate::bytes::Bytes;
use protocol::api::{SubmitAction, TakeSeat};
use protocol::replay::{GameExport, HistoryQuery, SeatAction};
use protocol::{NewGame, NewOnlineGame};
use rules::Game;
use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_json::Value;

/// `value` with its numbers and booleans replaced from the input, where the input says
/// so: a well-formed message of the game's own vocabulary with any parameters (tile
/// indices and seats up to 255, rotations and dice beyond their ranges). When the bent
/// JSON is no longer a `T` (a number out of the type's range), `value` itself.
pub(crate) fn bend<T: Serialize + DeserializeOwned + Clone>(value: &T, bytes: &mut Bytes<'_>) -> T {
    let Ok(mut json) = serde_json::to_value(value) else {
        return value.clone();
    };
    bend_value(&mut json, bytes);
    serde_json::from_value(json).unwrap_or_else(|_| value.clone())
}

fn bend_value(json: &mut Value, bytes: &mut Bytes<'_>) {
    match json {
        Value::Bool(b) => {
            let choice = bytes.byte();
            if choice & 1 == 1 {
                *b = choice & 2 == 2;
            }
        }
        Value::Number(_) => {
            // Half the time the number stays: the other parameters are then the ones tried.
            let choice = bytes.byte();
            if choice & 1 == 1 {
                *json = Value::from(bytes.byte());
            }
        }
        Value::Array(items) => items.iter_mut().for_each(|v| bend_value(v, bytes)),
        Value::Object(fields) => fields.values_mut().for_each(|v| bend_value(v, bytes)),
        Value::Null | Value::String(_) => {}
    }
}

/// `parse → write → parse` is the identity for `T`, and the written text is stable.
fn round_trip<T>(value: &T)
where
    T: Serialize + DeserializeOwned + PartialEq + std::fmt::Debug,
{
    let text = serde_json::to_string(value).expect("a parsed value serialises");
    let again: T = serde_json::from_str(&text)
        .unwrap_or_else(|e| panic!("{text} was written but does not parse: {e}"));
    assert_eq!(&again, value, "{text} parses to another value");
    assert_eq!(serde_json::to_string(&again).expect("serialises"), text);
}

/// Parses `data` as JSON of type `T` and, when that succeeds, checks the round trip.
fn parse_and_round_trip<T>(data: &[u8])
where
    T: Serialize + DeserializeOwned + PartialEq + std::fmt::Debug,
{
    if let Ok(value) = serde_json::from_slice::<T>(data) {
        round_trip(&value);
    }
}

/// **Actions as JSON**, the wire form of every move (API bodies, server functions,
/// stored actions, export files): the game's action and `SeatAction` parse without
/// panic, and whatever parses writes back to text that parses to the same value.
pub(crate) fn action_json<G: Game>(data: &[u8]) {
    parse_and_round_trip::<G::Action>(data);
    parse_and_round_trip::<SeatAction<G::Action>>(data);
}

/// **Import files.** `service::check_import` (size, JSON, format, versions, seats,
/// replay of every action, the stated result) never panics; a file it accepts,
/// written out again, is accepted again as the same game. Independently, whatever
/// parses as the game's `GameExport` round-trips.
pub(crate) fn import_file<G: Game>(data: &[u8]) {
    parse_and_round_trip::<GameExport<G>>(data);
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(valid) = service::check_import(text) {
        let again = serde_json::to_string_pretty(&valid.export).expect("an export serialises");
        let revalid = service::check_import(&again)
            .unwrap_or_else(|e| panic!("an accepted file, written again, is refused: {e}"));
        assert_eq!(revalid.export, valid.export);
    }
}

/// **API request bodies.** The first byte picks the body type, the rest is the JSON:
/// `NewOnlineGame` (`POST /api/v1/games`, server function `create_online_game`),
/// `SubmitAction` (`POST /api/v1/games/{id}/actions`), `TakeSeat`
/// (`POST /api/v1/games/{id}/seats/{seat}`), `NewGame` (server function
/// `create_game`), `HistoryQuery` (server function `history`). Each parses without
/// panic and round-trips.
pub(crate) fn api_bodies<G: Game>(data: &[u8]) {
    let Some((&which, json)) = data.split_first() else {
        return;
    };
    match which % 5 {
        0 => parse_and_round_trip::<NewOnlineGame<G>>(json),
        1 => parse_and_round_trip::<SubmitAction<G::Action>>(json),
        2 => parse_and_round_trip::<TakeSeat>(json),
        3 => parse_and_round_trip::<NewGame<G>>(json),
        _ => parse_and_round_trip::<HistoryQuery>(json),
    }
}
