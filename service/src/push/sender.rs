//! Sending one push message: the server's VAPID key (RFC 8292), the payload
//! encrypted for the browser (RFC 8291, `aes128gcm` of RFC 8188) by
//! `web-push-native`, and an HTTP POST to the subscription's endpoint.

use std::sync::Arc;
use std::time::Duration;

use base64ct::{Base64UrlUnpadded, Encoding as _};
use protocol::push::PushMessage;
use protocol::Notice;
use web_push_native::jwt_simple::algorithms::{ECDSAP256PublicKeyLike as _, ES256KeyPair};
use web_push_native::{p256, Auth, WebPushBuilder};

use crate::store::push::{self as store, DeviceRow};
use crate::Db;

/// The name of the VAPID key in `server_keys`.
const VAPID_KEY: &str = "vapid";

/// How long a push service keeps a message for a device that is offline (the
/// VAPID token's lifetime too, which RFC 8292 caps at a day).
const KEPT_FOR: Duration = Duration::from_secs(12 * 60 * 60);

/// How long one push service may take to answer.
const SEND_TIMEOUT: Duration = Duration::from_secs(10);

/// Hosts of the browsers' push services (and their subdomains): the only places a
/// subscription may send the server's requests, so an endpoint cannot point the
/// server at an address of the operator's network.
pub const PUSH_SERVICE_HOSTS: &[&str] = &[
    "fcm.googleapis.com",
    "push.services.mozilla.com",
    "notify.windows.com",
    "push.apple.com",
];

/// A notification's words in a language (`en`, `de`, `fr`): the server gives the
/// service its texts, which live with the pages.
pub type Wording = Arc<dyn Fn(&Notice, &str) -> PushMessage + Send + Sync>;

/// What Web Push needs: the key, the words, where it may send and an HTTP client.
#[derive(Clone)]
pub struct Push {
    key: Arc<ES256KeyPair>,
    public_key: String,
    contact: String,
    wording: Wording,
    hosts: Vec<String>,
    plain_http_loopback: bool,
    client: reqwest::Client,
}

impl std::fmt::Debug for Push {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Push")
            .field("public_key", &self.public_key)
            .field("contact", &self.contact)
            .field("hosts", &self.hosts)
            .finish_non_exhaustive()
    }
}

/// How a push service answered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Delivery {
    /// It took the message.
    Sent,
    /// The subscription is gone (404 or 410): forget the device.
    Gone,
    /// Anything else (logged; the notification stays in the list).
    Failed,
}

impl Push {
    /// Web Push with the database's VAPID key (made and stored by the first server
    /// that loads it), `contact` (a `mailto:` or `https:` URL push services may write
    /// to) and the words of notifications.
    ///
    /// # Errors
    /// The database's error.
    pub async fn load(db: &Db, contact: String, wording: Wording) -> Result<Self, sqlx::Error> {
        let secret = store::server_key(db, VAPID_KEY, || {
            Base64UrlUnpadded::encode_string(&ES256KeyPair::generate().to_bytes())
        })
        .await?;
        let key = Base64UrlUnpadded::decode_vec(&secret)
            .ok()
            .and_then(|bytes| ES256KeyPair::from_bytes(&bytes).ok())
            .ok_or_else(|| sqlx::Error::Decode("the stored VAPID key is not a P-256 key".into()))?;
        let public_key = Base64UrlUnpadded::encode_string(
            &key.public_key().public_key().to_bytes_uncompressed(),
        );
        let client = reqwest::Client::builder()
            .timeout(SEND_TIMEOUT)
            .redirect(reqwest::redirect::Policy::none())
            .build()
            .map_err(|e| sqlx::Error::Configuration(Box::new(e)))?;
        Ok(Self {
            key: Arc::new(key),
            public_key,
            contact,
            wording,
            hosts: PUSH_SERVICE_HOSTS.iter().map(|h| (*h).to_owned()).collect(),
            plain_http_loopback: false,
            client,
        })
    }

    /// Also lets subscriptions name `http://127.0.0.1` or `http://localhost`
    /// endpoints: a push service on this machine, for tests.
    #[must_use]
    pub fn allowing_loopback(mut self) -> Self {
        self.plain_http_loopback = true;
        self
    }

    /// The public VAPID key, base64url (the page hands it to `pushManager.subscribe`).
    pub fn public_key(&self) -> &str {
        &self.public_key
    }

    /// Whether the server may send to `endpoint`.
    pub(crate) fn endpoint_allowed(&self, endpoint: &str) -> bool {
        let Ok(url) = url::Url::parse(endpoint) else {
            return false;
        };
        let Some(host) = url.host_str() else {
            return false;
        };
        match url.scheme() {
            "https" => self
                .hosts
                .iter()
                .any(|h| host == h || host.ends_with(&format!(".{h}"))),
            "http" => self.plain_http_loopback && matches!(host, "127.0.0.1" | "localhost"),
            _ => false,
        }
    }

    /// `notice` in the words of `device`'s language.
    pub(crate) fn message(&self, notice: &Notice, device: &DeviceRow) -> PushMessage {
        (self.wording)(notice, &device.language)
    }

    /// Encrypts `message` for `device`, signs and sends it.
    pub(crate) async fn send(&self, device: &DeviceRow, message: &PushMessage) -> Delivery {
        let request = match self.request(device, message) {
            Ok(r) => r,
            Err(e) => {
                tracing::warn!(device = device.id, error = %e, "push message not built");
                return Delivery::Failed;
            }
        };
        match self.client.execute(request).await {
            Ok(answer) if answer.status().is_success() => Delivery::Sent,
            Ok(answer) if matches!(answer.status().as_u16(), 404 | 410) => Delivery::Gone,
            Ok(answer) => {
                tracing::warn!(device = device.id, status = %answer.status(), "push service refused");
                Delivery::Failed
            }
            Err(e) => {
                tracing::warn!(device = device.id, error = %e, "push service unreachable");
                Delivery::Failed
            }
        }
    }

    fn request(
        &self,
        device: &DeviceRow,
        message: &PushMessage,
    ) -> Result<reqwest::Request, Box<dyn std::error::Error>> {
        let keys = DeviceKeys::parse(&device.p256dh, &device.auth).ok_or("bad device keys")?;
        let body = serde_json::to_vec(message)?;
        let request = WebPushBuilder::new(device.endpoint.parse()?, keys.public, keys.auth)
            .with_valid_duration(KEPT_FOR)
            .with_vapid(&self.key, &self.contact)
            .build(body)?;
        Ok(reqwest::Request::try_from(request)?)
    }
}

/// A browser's subscription keys, decoded.
pub(crate) struct DeviceKeys {
    pub public: p256::PublicKey,
    pub auth: Auth,
}

impl DeviceKeys {
    /// Decodes base64url `p256dh` (a P-256 point) and `auth` (16 bytes).
    pub(crate) fn parse(p256dh: &str, auth: &str) -> Option<Self> {
        let public = p256::PublicKey::from_sec1_bytes(&decode(p256dh)?).ok()?;
        let auth = decode(auth)?;
        (auth.len() == 16).then(|| Self {
            public,
            auth: Auth::clone_from_slice(&auth),
        })
    }
}

/// Base64url with or without padding, as browsers give it.
fn decode(text: &str) -> Option<Vec<u8>> {
    Base64UrlUnpadded::decode_vec(text.trim_end_matches('=')).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn push() -> Push {
        Push {
            key: Arc::new(ES256KeyPair::generate()),
            public_key: String::new(),
            contact: "mailto:test@example.com".into(),
            wording: Arc::new(|_, _| unreachable!()),
            hosts: PUSH_SERVICE_HOSTS.iter().map(|h| (*h).to_owned()).collect(),
            plain_http_loopback: false,
            client: reqwest::Client::new(),
        }
    }

    /// The server posts only to the browsers' push services, over https.
    #[test]
    fn only_push_services_are_endpoints() {
        let push = push();
        assert!(push.endpoint_allowed("https://fcm.googleapis.com/fcm/send/abc"));
        assert!(push.endpoint_allowed("https://updates.push.services.mozilla.com/wpush/v2/x"));
        assert!(push.endpoint_allowed("https://wns2-par02p.notify.windows.com/w/?token=1"));
        assert!(push.endpoint_allowed("https://web.push.apple.com/QGx"));
        assert!(!push.endpoint_allowed("http://fcm.googleapis.com/fcm/send/abc"));
        assert!(!push.endpoint_allowed("https://evilfcm.googleapis.com.example/x"));
        assert!(!push.endpoint_allowed("https://10.0.0.5/admin"));
        assert!(!push.endpoint_allowed("http://127.0.0.1:9000/push"));
        assert!(push
            .allowing_loopback()
            .endpoint_allowed("http://127.0.0.1:9000/push"));
    }

    #[test]
    fn keys_must_be_a_point_and_sixteen_bytes() {
        let secret = p256::SecretKey::random(&mut p256::elliptic_curve::rand_core::OsRng);
        let point = Base64UrlUnpadded::encode_string(
            p256::elliptic_curve::sec1::ToEncodedPoint::to_encoded_point(
                &secret.public_key(),
                false,
            )
            .as_bytes(),
        );
        let auth = Base64UrlUnpadded::encode_string(&[7; 16]);
        assert!(DeviceKeys::parse(&point, &auth).is_some());
        assert!(DeviceKeys::parse(&point, &format!("{auth}==")).is_some());
        assert!(DeviceKeys::parse(&point, &Base64UrlUnpadded::encode_string(&[7; 15])).is_none());
        assert!(DeviceKeys::parse("AAAA", &auth).is_none());
    }
}
