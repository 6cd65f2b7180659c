//! A move sent as plain HTML: the table's decision buttons are submit buttons of one
//! form (`components/play_form.rs`), so a tap plays before the page's WASM has arrived
//! (seconds on a slow phone) or without JavaScript at all. Once the page has hydrated,
//! the same taps go through [`super::submit_action`] and this function is not called.

use leptos::prelude::*;
use protocol::GameId;

use crate::api::codec::TextJson;
use crate::api::ApiError;

/// The query field of the game page that carries a refusal back to it, as its sentence
/// in the caller's language; the page shows it in its toast.
pub const REFUSED_FIELD: &str = "refused";

/// Plays `action` (the game's action as JSON text, the value of the button tapped) for
/// `seat` at `expected_version`, as [`super::submit_action`] does, and answers a form sent
/// as plain HTML with a redirect (303) back to the game page: the page then shows the
/// game as it now stands, and a refusal (a stale version, a move the rules refuse) in
/// its toast (`?refused=`).
#[server(output = TextJson, endpoint = "play_form")]
pub async fn play_form(
    id: GameId,
    seat: u8,
    action: String,
    expected_version: u32,
) -> Result<(), ApiError> {
    let answer = match serde_json::from_str::<serde_json::Value>(&action) {
        Ok(action) => {
            let caller = super::ssr::viewer().await?;
            super::by_kind::submit(
                super::ssr::service()?,
                caller,
                id.clone(),
                seat,
                action,
                expected_version,
            )
            .await
            .map(|_| ())
        }
        Err(e) => Err(ApiError::Transport(format!("unreadable action: {e}"))),
    };
    if super::plain_html::plain_form() {
        let game = format!("/games/{}", super::accounts::urlencode(id.as_str()));
        let to = match &answer {
            Ok(()) => game,
            Err(e) => {
                // The page shows the game as it now stands: a stale version needs no
                // "reload" (the table's own words for it).
                let said = if e.is_conflict() {
                    crate::initial_lang().t().conflict.to_owned()
                } else {
                    e.to_string()
                };
                format!(
                    "{game}?{REFUSED_FIELD}={}",
                    super::accounts::urlencode(&said)
                )
            }
        };
        super::plain_html::see_other(&to).map_err(|e| ApiError::Transport(e.to_owned()))?;
    }
    answer
}
