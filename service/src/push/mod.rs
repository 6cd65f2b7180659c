//! Web Push: notifications that find a player with no tab of the site open. An
//! account subscribes each of its browsers (one device each, removable) and chooses
//! which kinds are pushed and its quiet hours; after a notification is written, the
//! service words it in each device's language and sends it, encrypted for that
//! browser alone, through the browser's push service. A push service that answers
//! 404 or 410 has forgotten the subscription, and so does the service.
//!
//! A push message holds what the notification list shows (a game, a kind, people)
//! and nothing a seat hides.

mod sender;

use protocol::push::{NewPushDevice, PushDevice, PushSettings, MAX_PUSH_DEVICES};
use protocol::{GameError, NoticeKind, Refusal};
use sender::{Delivery, DeviceKeys};
pub use sender::{Push, Wording, PUSH_SERVICE_HOSTS};

use crate::store::push::{self as store, NewDevice};
use crate::{internal, Caller, Service};

/// The longest endpoint taken (push services' are about 200–500 characters).
const MAX_ENDPOINT: usize = 1024;

/// The longest device name kept.
const MAX_DEVICE_NAME: usize = 60;

impl Service {
    /// The server's public VAPID key, if this server sends push messages.
    pub fn push_public_key(&self) -> Option<&str> {
        self.push.as_ref().map(Push::public_key)
    }

    /// Adds a browser of account `caller` to the devices notifications are pushed to;
    /// the same browser subscribing again replaces its old subscription. Answers the
    /// device's id.
    ///
    /// # Errors
    /// [`GameError::SignInRequired`] for a guest; [`GameError::Invalid`] with
    /// [`Refusal::PushEndpoint`] (not a push service's https URL, or this server
    /// sends no push), [`Refusal::PushKeys`] or [`Refusal::TooManyDevices`];
    /// [`GameError::Internal`].
    pub async fn add_push_device(
        &self,
        caller: &Caller,
        new: &NewPushDevice,
    ) -> Result<i64, GameError> {
        let user = crate::notices::signed_in(caller)?;
        let allowed = self
            .push
            .as_ref()
            .is_some_and(|p| p.endpoint_allowed(&new.endpoint));
        if new.endpoint.len() > MAX_ENDPOINT || !allowed {
            return Err(GameError::Invalid(Refusal::PushEndpoint));
        }
        if DeviceKeys::parse(&new.keys.p256dh, &new.keys.auth).is_none() {
            return Err(GameError::Invalid(Refusal::PushKeys));
        }
        let language = match new.language.as_str() {
            l @ ("en" | "de" | "fr") => l,
            _ => "en",
        };
        let device: String = new
            .device
            .chars()
            .filter(|c| !c.is_control())
            .take(MAX_DEVICE_NAME)
            .collect();
        let added = store::add_device(
            self.db(),
            user,
            NewDevice {
                endpoint: &new.endpoint,
                p256dh: &new.keys.p256dh,
                auth: &new.keys.auth,
                language,
                device: device.trim(),
            },
            i64::from(MAX_PUSH_DEVICES),
        )
        .await
        .map_err(|e| internal("adding a push device", e))?;
        added.ok_or(GameError::Invalid(Refusal::TooManyDevices {
            max: MAX_PUSH_DEVICES,
        }))
    }

    /// Account `caller`'s push devices, oldest first.
    ///
    /// # Errors
    /// [`GameError::SignInRequired`] for a guest, [`GameError::Internal`].
    pub async fn push_devices(&self, caller: &Caller) -> Result<Vec<PushDevice>, GameError> {
        let user = crate::notices::signed_in(caller)?;
        let rows = store::devices(self.db(), user)
            .await
            .map_err(|e| internal("listing push devices", e))?;
        Ok(rows
            .into_iter()
            .map(|d| PushDevice {
                id: d.id,
                device: d.device,
                endpoint: d.endpoint,
                created_at: d.created_at,
            })
            .collect())
    }

    /// Stops pushing to account `caller`'s device `id`.
    ///
    /// # Errors
    /// [`GameError::SignInRequired`] for a guest; [`GameError::Invalid`] with
    /// [`Refusal::NoSuchDevice`]; [`GameError::Internal`].
    pub async fn remove_push_device(&self, caller: &Caller, id: i64) -> Result<(), GameError> {
        let user = crate::notices::signed_in(caller)?;
        let removed = store::remove_device(self.db(), user, id)
            .await
            .map_err(|e| internal("removing a push device", e))?;
        if removed {
            Ok(())
        } else {
            Err(GameError::Invalid(Refusal::NoSuchDevice))
        }
    }

    /// Which notifications account `caller` wants pushed, and when not.
    ///
    /// # Errors
    /// [`GameError::SignInRequired`] for a guest, [`GameError::Internal`].
    pub async fn push_settings(&self, caller: &Caller) -> Result<PushSettings, GameError> {
        let user = crate::notices::signed_in(caller)?;
        store::settings(self.db(), user)
            .await
            .map_err(|e| internal("reading push settings", e))
    }

    /// Saves account `caller`'s push settings (a kind named twice counts once).
    ///
    /// # Errors
    /// [`GameError::SignInRequired`] for a guest; [`GameError::Invalid`] with
    /// [`Refusal::QuietHours`]; [`GameError::Internal`].
    pub async fn save_push_settings(
        &self,
        caller: &Caller,
        settings: &PushSettings,
    ) -> Result<PushSettings, GameError> {
        let user = crate::notices::signed_in(caller)?;
        if settings.quiet.is_some_and(|q| !q.is_valid()) {
            return Err(GameError::Invalid(Refusal::QuietHours));
        }
        let mut kinds: Vec<NoticeKind> = Vec::new();
        for kind in &settings.kinds {
            if !kinds.contains(kind) {
                kinds.push(*kind);
            }
        }
        let settings = PushSettings {
            kinds,
            quiet: settings.quiet,
        };
        store::save_settings(self.db(), user, &settings)
            .await
            .map_err(|e| internal("saving push settings", e))?;
        Ok(settings)
    }

    /// Pushes the notifications `ids` (just written) to their accounts' devices, as
    /// each account's settings allow. Called off the path of the move that made them.
    pub(crate) async fn push_notices(&self, ids: &[i64]) {
        let Some(push) = &self.push else { return };
        if ids.is_empty() {
            return;
        }
        let rows = match crate::store::notices::by_ids(self.db(), ids).await {
            Ok(rows) => rows,
            Err(e) => {
                tracing::warn!(error = %e, "notifications to push were not read");
                return;
            }
        };
        let minute = utc_minute_now();
        for (user, row) in rows {
            let notice = crate::notices::into_notice(row);
            let settings = match store::settings(self.db(), user).await {
                Ok(s) => s,
                Err(e) => {
                    tracing::warn!(error = %e, "push settings were not read");
                    continue;
                }
            };
            if !settings.pushes(notice.kind, minute) {
                continue;
            }
            let devices = store::devices(self.db(), user).await.unwrap_or_default();
            for device in devices {
                let message = push.message(&notice, &device);
                if push.send(&device, &message).await == Delivery::Gone {
                    if let Err(e) = store::drop_endpoint(self.db(), &device.endpoint).await {
                        tracing::warn!(error = %e, "a gone push device was not forgotten");
                    }
                }
            }
        }
    }
}

/// Minutes since midnight UTC.
fn utc_minute_now() -> u16 {
    let seconds = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    u16::try_from(seconds % 86_400 / 60).unwrap_or(0)
}
