//! This browser's side of Web Push: the service worker (`/sw.js`) and the push
//! subscription the browser makes with the server's key. Only in the hydrated page.

use base64ct::{Base64UrlUnpadded, Encoding as _};
use protocol::push::{NewPushDevice, PushKeys};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use web_sys::js_sys::{Reflect, Uint8Array, JSON};
use web_sys::{PushSubscription, PushSubscriptionOptionsInit, ServiceWorkerRegistration};

/// Whether this browser can receive push messages (service workers and a push
/// manager; a secure context).
pub fn supported() -> bool {
    let window = leptos::prelude::window();
    window.is_secure_context()
        && Reflect::has(&window.navigator(), &"serviceWorker".into()).unwrap_or(false)
        && Reflect::has(&window, &"PushManager".into()).unwrap_or(false)
}

/// The subscription this browser holds for the site, if any (registers nothing).
pub async fn current() -> Option<PushSubscription> {
    let container = leptos::prelude::window().navigator().service_worker();
    let found = JsFuture::from(container.get_registration()).await.ok()?;
    let registration = found.dyn_into::<ServiceWorkerRegistration>().ok()?;
    let subscription = JsFuture::from(registration.push_manager().ok()?.get_subscription().ok()?)
        .await
        .ok()?;
    subscription.dyn_into::<PushSubscription>().ok()
}

/// Asks the player's permission, registers the service worker and subscribes with
/// `key` (the server's VAPID key, base64url). Answers the subscription as the
/// server takes it, in `language`, named after this browser.
///
/// # Errors
/// The browser's reason, in its words (a refused permission, no push service).
pub async fn subscribe(key: &str, language: &str) -> Result<NewPushDevice, String> {
    let asked = web_sys::Notification::request_permission().map_err(describe)?;
    JsFuture::from(asked).await.map_err(describe)?;
    if web_sys::Notification::permission() != web_sys::NotificationPermission::Granted {
        return Err("permission refused".to_owned());
    }
    let container = leptos::prelude::window().navigator().service_worker();
    JsFuture::from(container.register("/sw.js"))
        .await
        .map_err(describe)?;
    let registration: ServiceWorkerRegistration =
        JsFuture::from(container.ready().map_err(describe)?)
            .await
            .map_err(describe)?
            .unchecked_into();
    let key = Base64UrlUnpadded::decode_vec(key).map_err(|e| e.to_string())?;
    let options = PushSubscriptionOptionsInit::new();
    options.set_user_visible_only(true);
    options.set_application_server_key(&Uint8Array::from(key.as_slice()));
    let subscription = JsFuture::from(
        registration
            .push_manager()
            .map_err(describe)?
            .subscribe_with_options(&options)
            .map_err(describe)?,
    )
    .await
    .map_err(describe)?;
    let json: String = JSON::stringify(&subscription).map_err(describe)?.into();
    let browser: BrowserSubscription = serde_json::from_str(&json).map_err(|e| e.to_string())?;
    let agent = leptos::prelude::window()
        .navigator()
        .user_agent()
        .unwrap_or_default();
    Ok(NewPushDevice {
        endpoint: browser.endpoint,
        keys: browser.keys,
        language: language.to_owned(),
        device: super::device_name(&agent),
        expiration_time: browser.expiration_time,
    })
}

/// Ends this browser's subscription (the server forgets the device separately).
pub async fn unsubscribe() {
    if let Some(subscription) = current().await {
        if let Ok(done) = subscription.unsubscribe() {
            let _ = JsFuture::from(done).await;
        }
    }
}

/// The player's offset from UTC now, in minutes (+60 in Paris in winter).
pub fn utc_offset() -> i16 {
    let behind = web_sys::js_sys::Date::new_0().get_timezone_offset();
    i16::try_from(-(behind as i64)).unwrap_or(0)
}

/// `PushSubscription.toJSON()`.
#[derive(serde::Deserialize)]
struct BrowserSubscription {
    endpoint: String,
    keys: PushKeys,
    #[serde(default, rename = "expirationTime")]
    expiration_time: Option<f64>,
}

fn describe(e: JsValue) -> String {
    e.dyn_ref::<web_sys::js_sys::Error>()
        .map(|e| String::from(e.message()))
        .or_else(|| e.as_string())
        .unwrap_or_else(|| "unknown error".to_owned())
}
