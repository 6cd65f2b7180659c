//! Server functions of Web Push: the server's key, the account's devices and its
//! settings (which notifications are pushed, and quiet hours).

use crate::api::codec::TextJson;
use leptos::prelude::*;
use leptos::server_fn::codec::Json;
use protocol::push::{NewPushDevice, PushDevice, PushSettings};

use super::ApiError;

/// The server's public VAPID key (`None` when this server sends no push).
#[server(input = Json, output = TextJson, endpoint = "push_key")]
pub async fn push_key() -> Result<Option<String>, ApiError> {
    Ok(super::ssr::service()?.push_public_key().map(str::to_owned))
}

/// Adds this browser's subscription to the signed-in account's devices.
#[server(input = Json, output = TextJson, endpoint = "add_push_device")]
pub async fn add_push_device(device: NewPushDevice) -> Result<i64, ApiError> {
    let caller = super::ssr::viewer().await?;
    Ok(super::ssr::service()?
        .add_push_device(&caller, &device)
        .await?)
}

/// The signed-in account's push devices.
#[server(input = Json, output = TextJson, endpoint = "push_devices")]
pub async fn push_devices() -> Result<Vec<PushDevice>, ApiError> {
    let caller = super::ssr::viewer().await?;
    Ok(super::ssr::service()?.push_devices(&caller).await?)
}

/// Stops pushing to device `id`.
#[server(input = Json, output = TextJson, endpoint = "remove_push_device")]
pub async fn remove_push_device(id: i64) -> Result<(), ApiError> {
    let caller = super::ssr::viewer().await?;
    Ok(super::ssr::service()?
        .remove_push_device(&caller, id)
        .await?)
}

/// The signed-in account's push settings.
#[server(input = Json, output = TextJson, endpoint = "push_settings")]
pub async fn get_push_settings() -> Result<PushSettings, ApiError> {
    let caller = super::ssr::viewer().await?;
    Ok(super::ssr::service()?.push_settings(&caller).await?)
}

/// Saves the signed-in account's push settings; answers them as saved.
#[server(input = Json, output = TextJson, endpoint = "save_push_settings")]
pub async fn save_push_settings(settings: PushSettings) -> Result<PushSettings, ApiError> {
    let caller = super::ssr::viewer().await?;
    Ok(super::ssr::service()?
        .save_push_settings(&caller, &settings)
        .await?)
}
