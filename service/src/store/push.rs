//! The SQL of Web Push: an account's devices and settings, and the server's VAPID
//! key, made once and shared by every server of the database.

use protocol::push::{PushSettings, QuietHours};

use super::now;
use crate::Db;

/// A device as stored.
#[derive(Clone, Debug, sqlx::FromRow)]
pub(crate) struct DeviceRow {
    pub id: i64,
    pub endpoint: String,
    pub p256dh: String,
    pub auth: String,
    pub language: String,
    pub device: String,
    pub created_at: String,
}

/// A device to add.
#[derive(Clone, Copy, Debug)]
pub(crate) struct NewDevice<'a> {
    pub endpoint: &'a str,
    pub p256dh: &'a str,
    pub auth: &'a str,
    pub language: &'a str,
    pub device: &'a str,
}

/// Adds `device` for account `user`, or, for an endpoint already known (the same
/// browser subscribing again, perhaps for another account), makes it `user`'s with
/// the new keys. Answers its id, or `None` when `user` has `max` other devices.
///
/// # Errors
/// The database's error.
pub(crate) async fn add_device(
    db: &Db,
    user: i64,
    device: NewDevice<'_>,
    max: i64,
) -> Result<Option<i64>, sqlx::Error> {
    let mut tx = db.begin_write().await?;
    let others: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM push_devices WHERE user_id = $1 AND endpoint <> $2",
    )
    .bind(user)
    .bind(device.endpoint)
    .fetch_one(&mut *tx)
    .await?;
    if others >= max {
        return Ok(None);
    }
    sqlx::query("DELETE FROM push_devices WHERE endpoint = $1")
        .bind(device.endpoint)
        .execute(&mut *tx)
        .await?;
    let id: i64 = sqlx::query_scalar(
        "INSERT INTO push_devices (user_id, endpoint, p256dh, auth, language, device, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id",
    )
    .bind(user)
    .bind(device.endpoint)
    .bind(device.p256dh)
    .bind(device.auth)
    .bind(device.language)
    .bind(device.device)
    .bind(now())
    .fetch_one(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok(Some(id))
}

/// Account `user`'s devices, oldest first.
///
/// # Errors
/// The database's error.
pub(crate) async fn devices(db: &Db, user: i64) -> Result<Vec<DeviceRow>, sqlx::Error> {
    sqlx::query_as(
        "SELECT id, endpoint, p256dh, auth, language, device, created_at
         FROM push_devices WHERE user_id = $1 ORDER BY id",
    )
    .bind(user)
    .fetch_all(db.pool())
    .await
}

/// Removes account `user`'s device `id`; answers whether there was one.
///
/// # Errors
/// The database's error.
pub(crate) async fn remove_device(db: &Db, user: i64, id: i64) -> Result<bool, sqlx::Error> {
    Ok(
        sqlx::query("DELETE FROM push_devices WHERE user_id = $1 AND id = $2")
            .bind(user)
            .bind(id)
            .execute(db.writer())
            .await?
            .rows_affected()
            > 0,
    )
}

/// Forgets the device whose push service said it is gone (404 or 410).
///
/// # Errors
/// The database's error.
pub(crate) async fn drop_endpoint(db: &Db, endpoint: &str) -> Result<(), sqlx::Error> {
    sqlx::query("DELETE FROM push_devices WHERE endpoint = $1")
        .bind(endpoint)
        .execute(db.writer())
        .await
        .map(|_| ())
}

/// Account `user`'s push settings (the defaults until it saves some).
///
/// # Errors
/// The database's error.
pub(crate) async fn settings(db: &Db, user: i64) -> Result<PushSettings, sqlx::Error> {
    let row: Option<(String, Option<i64>, Option<i64>, i64)> = sqlx::query_as(
        "SELECT kinds, quiet_from, quiet_to, utc_offset FROM push_settings WHERE user_id = $1",
    )
    .bind(user)
    .fetch_optional(db.pool())
    .await?;
    let Some((kinds, from, to, offset)) = row else {
        return Ok(PushSettings::default());
    };
    let quiet = match (from, to) {
        (Some(from), Some(to)) => Some(QuietHours {
            from: u16::try_from(from).unwrap_or_default(),
            to: u16::try_from(to).unwrap_or_default(),
            utc_offset: i16::try_from(offset).unwrap_or_default(),
        }),
        _ => None,
    };
    Ok(PushSettings {
        kinds: serde_json::from_str(&kinds).unwrap_or_default(),
        quiet,
    })
}

/// Saves account `user`'s push settings.
///
/// # Errors
/// The database's error.
pub(crate) async fn save_settings(
    db: &Db,
    user: i64,
    settings: &PushSettings,
) -> Result<(), sqlx::Error> {
    let kinds = serde_json::to_string(&settings.kinds).unwrap_or_else(|_| "[]".to_owned());
    let quiet = settings.quiet;
    sqlx::query(
        "INSERT INTO push_settings (user_id, kinds, quiet_from, quiet_to, utc_offset)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (user_id) DO UPDATE SET kinds = $2, quiet_from = $3, quiet_to = $4,
           utc_offset = $5",
    )
    .bind(user)
    .bind(kinds)
    .bind(quiet.map(|q| i64::from(q.from)))
    .bind(quiet.map(|q| i64::from(q.to)))
    .bind(quiet.map_or(0, |q| i64::from(q.utc_offset)))
    .execute(db.writer())
    .await
    .map(|_| ())
}

/// The secret named `name`, made by `make` and stored by the first server that asks;
/// every later ask, on any server, reads that one.
///
/// # Errors
/// The database's error.
pub(crate) async fn server_key(
    db: &Db,
    name: &str,
    make: impl FnOnce() -> String,
) -> Result<String, sqlx::Error> {
    sqlx::query(
        "INSERT INTO server_keys (name, secret) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING",
    )
    .bind(name)
    .bind(make())
    .execute(db.writer())
    .await?;
    sqlx::query_scalar("SELECT secret FROM server_keys WHERE name = $1")
        .bind(name)
        .fetch_one(db.pool())
        .await
}
