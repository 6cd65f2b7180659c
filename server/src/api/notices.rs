//! `/api/v1` for what finds a player away from the table: their notifications, and
//! the devices and settings of Web Push. Each needs the account's token.

use axum::extract::rejection::JsonRejection;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;
use protocol::push::{NewPushDevice, PushSettings};
use protocol::GameError;
use serde::{Deserialize, Serialize};
use service::Service;

use super::{account, body, ApiPath, ApiResult};

/// `GET /notifications`: the account's notifications, newest first (at most 50).
pub(super) async fn list(
    State(service): State<Service>,
    headers: HeaderMap,
) -> ApiResult<Response> {
    let caller = account(&service, &headers).await?;
    Ok(Json(service.notices(&caller).await?).into_response())
}

/// The body of `POST /notifications/read`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct ReadUpTo {
    up_to: i64,
}

/// `POST /notifications/read`: marks the notifications up to an id read.
pub(super) async fn mark_read(
    State(service): State<Service>,
    headers: HeaderMap,
    json: Result<Json<ReadUpTo>, JsonRejection>,
) -> ApiResult<Response> {
    let caller = account(&service, &headers).await?;
    let read = body(json)?;
    service.mark_notices_read(&caller, read.up_to).await?;
    Ok(StatusCode::NO_CONTENT.into_response())
}

/// The server's public VAPID key.
#[derive(Serialize)]
struct PublicKey<'a> {
    public_key: &'a str,
}

/// `GET /push/key`: the key a browser subscribes with (public; 404 when this
/// server sends no push).
pub(super) async fn key(State(service): State<Service>) -> ApiResult<Response> {
    let key = service.push_public_key().ok_or(GameError::NotFound)?;
    Ok(Json(PublicKey { public_key: key }).into_response())
}

/// `GET /push/devices`: the devices the account's notifications are pushed to.
pub(super) async fn devices(
    State(service): State<Service>,
    headers: HeaderMap,
) -> ApiResult<Response> {
    let caller = account(&service, &headers).await?;
    Ok(Json(service.push_devices(&caller).await?).into_response())
}

/// The answer to an added device.
#[derive(Serialize)]
struct Added {
    id: i64,
}

/// `POST /push/devices`: a browser's subscription (`PushSubscription.toJSON()`)
/// with its language and name.
pub(super) async fn add_device(
    State(service): State<Service>,
    headers: HeaderMap,
    json: Result<Json<NewPushDevice>, JsonRejection>,
) -> ApiResult<Response> {
    let caller = account(&service, &headers).await?;
    let device = body(json)?;
    let id = service.add_push_device(&caller, &device).await?;
    Ok((StatusCode::CREATED, Json(Added { id })).into_response())
}

/// `DELETE /push/devices/{id}`.
pub(super) async fn remove_device(
    State(service): State<Service>,
    headers: HeaderMap,
    ApiPath(id): ApiPath<i64>,
) -> ApiResult<Response> {
    let caller = account(&service, &headers).await?;
    service.remove_push_device(&caller, id).await?;
    Ok(StatusCode::NO_CONTENT.into_response())
}

/// `GET /push/settings`.
pub(super) async fn settings(
    State(service): State<Service>,
    headers: HeaderMap,
) -> ApiResult<Response> {
    let caller = account(&service, &headers).await?;
    Ok(Json(service.push_settings(&caller).await?).into_response())
}

/// `PUT /push/settings`: answers the settings as saved.
pub(super) async fn save_settings(
    State(service): State<Service>,
    headers: HeaderMap,
    json: Result<Json<PushSettings>, JsonRejection>,
) -> ApiResult<Response> {
    let caller = account(&service, &headers).await?;
    let settings = body(json)?;
    Ok(Json(service.save_push_settings(&caller, &settings).await?).into_response())
}
