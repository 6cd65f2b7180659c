//! Server functions of notifications: the signed-in account's list, and marking it read.

use crate::api::codec::TextJson;
use leptos::prelude::*;
use leptos::server_fn::codec::Json;
use protocol::Notice;

use super::ApiError;

/// The signed-in account's notifications, newest first (at most 50).
#[server(input = Json, output = TextJson, endpoint = "notices")]
pub async fn notices() -> Result<Vec<Notice>, ApiError> {
    let caller = super::ssr::viewer().await?;
    Ok(super::ssr::service()?.notices(&caller).await?)
}

/// Marks the signed-in account's notifications up to id `up_to` read.
#[server(input = Json, output = TextJson, endpoint = "mark_notices_read")]
pub async fn mark_notices_read(up_to: i64) -> Result<(), ApiError> {
    let caller = super::ssr::viewer().await?;
    Ok(super::ssr::service()?
        .mark_notices_read(&caller, up_to)
        .await?)
}
