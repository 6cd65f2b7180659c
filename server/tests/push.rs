//! Web Push end to end (issue 40): "the server signs with VAPID and encrypts the
//! payload (RFC 8291 / 8188) … and sends to the subscription's endpoint; an endpoint
//! that answers 404/410 is dropped. The payload names no hidden information. Tested
//! against a local push endpoint that decrypts what it receives with the
//! subscription's keys."
//!
//! The real server process sends to a push service this test runs on 127.0.0.1; the
//! test plays the browser, holding the subscription's private key and secret.

mod common;

use std::collections::HashSet;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode};
use base64ct::{Base64UrlUnpadded, Encoding as _};
use common::{assert_nothing_hidden, call, players, Player, Server};
use serde_json::{json, Value};
use web_push_native::jwt_simple::prelude::{
    ECDSAP256PublicKeyLike as _, ES256PublicKey, NoCustomClaims, VerificationOptions,
};
use web_push_native::p256::elliptic_curve::rand_core::{OsRng, RngCore as _};
use web_push_native::p256::elliptic_curve::sec1::ToEncodedPoint as _;
use web_push_native::{p256, Auth};

/// What the local push service received: the path it was posted to, its headers
/// and its (encrypted) body.
type Inbox = Arc<Mutex<Vec<(String, HeaderMap, Bytes)>>>;

/// A push service on 127.0.0.1: takes every message (201), except on `/gone`,
/// which answers 410 as a service does for a subscription the browser dropped.
async fn push_service() -> (u16, Inbox) {
    let inbox: Inbox = Arc::default();
    let app = axum::Router::new()
        .route(
            "/{device}",
            axum::routing::post(
                |State(inbox): State<Inbox>,
                 Path(device): Path<String>,
                 headers: HeaderMap,
                 body: Bytes| async move {
                    let gone = device == "gone";
                    inbox.lock().unwrap().push((device, headers, body));
                    if gone {
                        StatusCode::GONE
                    } else {
                        StatusCode::CREATED
                    }
                },
            ),
        )
        .with_state(inbox.clone());
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let port = listener.local_addr().unwrap().port();
    tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
    (port, inbox)
}

/// A browser's side of a subscription: its key pair and secret.
struct Browser {
    secret: p256::SecretKey,
    auth: Auth,
}

impl Browser {
    fn new() -> Self {
        let mut auth = [0u8; 16];
        OsRng.fill_bytes(&mut auth);
        Self {
            secret: p256::SecretKey::random(&mut OsRng),
            auth: Auth::clone_from_slice(&auth),
        }
    }

    /// What `PushSubscription.toJSON()` gives, with a language and a device name.
    fn subscription(&self, endpoint: &str, language: &str) -> Value {
        let point = self.secret.public_key().as_affine().to_encoded_point(false);
        json!({
            "endpoint": endpoint,
            "expirationTime": null,
            "keys": {
                "p256dh": Base64UrlUnpadded::encode_string(point.as_bytes()),
                "auth": Base64UrlUnpadded::encode_string(&self.auth),
            },
            "language": language,
            "device": "Test browser",
        })
    }

    /// The message in a pushed body, decrypted as the browser does.
    fn read(&self, body: &[u8]) -> Value {
        let plain = web_push_native::decrypt(body.to_vec(), &self.secret, &self.auth)
            .expect("the body decrypts with the subscription's keys");
        serde_json::from_slice(&plain).unwrap()
    }
}

/// Waits (at most 10 s) until the push service holds `n` messages.
async fn until_received(inbox: &Inbox, n: usize) -> Vec<(String, HeaderMap, Bytes)> {
    for _ in 0..1000 {
        let got = inbox.lock().unwrap().clone();
        if got.len() >= n {
            return got;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    panic!("the push service did not receive {n} messages");
}

/// RFC 8292: `Authorization: vapid t=<JWT>, k=<public key>`, the token signed by
/// that key for the push service's origin, the key the server publishes.
fn assert_signed(headers: &HeaderMap, public_key: &str, audience: &str) {
    let value = headers["authorization"].to_str().unwrap();
    let rest = value
        .strip_prefix("vapid t=")
        .expect("a VAPID authorization");
    let (token, key) = rest.split_once(", k=").unwrap();
    assert_eq!(key, public_key);
    let key = ES256PublicKey::from_bytes(&Base64UrlUnpadded::decode_vec(key).unwrap()).unwrap();
    let options = VerificationOptions {
        allowed_audiences: Some(HashSet::from([audience.to_owned()])),
        ..VerificationOptions::default()
    };
    let claims = key
        .verify_token::<NoCustomClaims>(token, Some(options))
        .expect("the token verifies with the published key");
    assert_eq!(
        claims.subject.as_deref(),
        Some("mailto:push-test@example.com")
    );
    assert_eq!(headers["content-encoding"], "aes128gcm");
    assert!(headers.contains_key("ttl"));
}

/// Plays the first legal action of whoever holds the turn until `seat` must decide.
fn play_until_turn_of(port: u16, id: &str, seat: usize, table: &[&Player]) {
    for _ in 0..200 {
        let (to_act, actions) = table
            .iter()
            .enumerate()
            .find_map(|(s, who)| {
                let legal = call(port, "GET", &format!("/games/{id}/legal"), None, Some(who));
                let actions = legal.json()["actions"]
                    .as_array()
                    .cloned()
                    .unwrap_or_default();
                (!actions.is_empty()).then_some((s, actions))
            })
            .expect("the game goes on");
        if to_act == seat {
            return;
        }
        let version =
            call(port, "GET", &format!("/games/{id}"), None, None).json()["version"].clone();
        let body = json!({"seat": to_act, "action": actions[0], "expected_version": version});
        let a = call(
            port,
            "POST",
            &format!("/games/{id}/actions"),
            Some(&body),
            Some(table[to_act]),
        );
        assert_eq!(a.status, 200, "{}", a.body);
    }
    panic!("seat {seat} never got the turn");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn notifications_are_pushed_encrypted_signed_and_without_secrets() {
    let (push_port, inbox) = push_service().await;
    let server = Server::start(&[
        ("KARAK_PUSH_LOOPBACK", "true"),
        ("KARAK_PUSH_CONTACT", "mailto:push-test@example.com"),
    ]);
    let port = server.port;
    let people = players(&server.db(), &["Anna", "Boris"]).await;
    let (ann, bo) = (&people[0], &people[1]);
    let public_key = call(port, "GET", "/push/key", None, None).json()["public_key"]
        .as_str()
        .unwrap()
        .to_owned();

    // Bo's phone (German) and an old browser whose subscription the service forgot.
    let phone = Browser::new();
    let endpoint = format!("http://127.0.0.1:{push_port}/phone");
    let a = call(
        port,
        "POST",
        "/push/devices",
        Some(&phone.subscription(&endpoint, "de")),
        Some(bo),
    );
    assert_eq!(a.status, 201, "{}", a.body);
    let old = Browser::new();
    let gone = format!("http://127.0.0.1:{push_port}/gone");
    let a = call(
        port,
        "POST",
        "/push/devices",
        Some(&old.subscription(&gone, "en")),
        Some(bo),
    );
    assert_eq!(a.status, 201, "{}", a.body);

    // Ann invites Bo: "you were invited" is pushed to both devices.
    let made = call(
        port,
        "POST",
        "/games",
        Some(&json!({"seats": [{}, {}]})),
        Some(ann),
    );
    let id = made.json()["id"].as_str().unwrap().to_owned();
    let a = call(
        port,
        "POST",
        &format!("/games/{id}/invite"),
        Some(&json!({"name": "Boris"})),
        Some(ann),
    );
    assert_eq!(a.status, 204, "{}", a.body);
    let got = until_received(&inbox, 2).await;
    let (_, headers, body) = got.iter().find(|(d, _, _)| d == "phone").unwrap();
    // `web-push-native` writes the audience as scheme and host: right for the push
    // services (all on port 443), without the port of this test's service.
    assert_signed(headers, &public_key, "http://127.0.0.1");
    let invited = phone.read(body);
    assert_eq!(invited["title"], "Karak Online");
    assert_eq!(
        invited["body"],
        "Anna hat dich zu einer Partie Karak eingeladen."
    );
    assert_eq!(invited["url"], format!("/games/{id}"));
    assert!(invited["tag"].as_str().unwrap().starts_with("karak-"));

    // The service answered 410 for the old browser: it is forgotten.
    let mut devices = Vec::new();
    for _ in 0..200 {
        devices = call(port, "GET", "/push/devices", None, Some(bo))
            .json()
            .as_array()
            .unwrap()
            .clone();
        if devices.len() == 1 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    assert_eq!(devices.len(), 1, "{devices:?}");
    assert_eq!(devices[0]["endpoint"], endpoint.as_str());

    // Bo sits, the game starts (not pushed: Bo did not ask for it), and Ann plays
    // until it is Bo's turn: "your turn" is pushed, naming no card, tile or seed.
    let a = call(
        port,
        "POST",
        &format!("/games/{id}/seats/1"),
        None,
        Some(bo),
    );
    assert_eq!(a.status, 200, "{}", a.body);
    let a = call(port, "POST", &format!("/games/{id}/start"), None, Some(ann));
    assert_eq!(a.status, 204, "{}", a.body);
    play_until_turn_of(port, &id, 1, &[ann, bo]);
    let got = until_received(&inbox, 3).await;
    let (device, _, body) = &got[2];
    assert_eq!(device, "phone");
    let turn = phone.read(body);
    assert_eq!(turn["body"], "Du bist am Zug in einer Partie Karak.");
    let db = service::Db::open(&server.db()).await.unwrap();
    let seed: i64 = sqlx::query_scalar("SELECT seed FROM games WHERE id = $1")
        .bind(&id)
        .fetch_one(db.pool())
        .await
        .unwrap();
    for (_, _, body) in got.iter().filter(|(d, _, _)| d == "phone") {
        assert_nothing_hidden("a push message", &phone.read(body).to_string(), seed);
    }

    // Bo stops "your turn" pushes; an invitation after the next turn is the next
    // message, so the turn between was not pushed.
    let a = call(
        port,
        "PUT",
        "/push/settings",
        Some(&json!({"kinds": ["invited"]})),
        Some(bo),
    );
    assert_eq!(a.status, 200, "{}", a.body);
    play_until_turn_of(port, &id, 0, &[ann, bo]);
    play_until_turn_of(port, &id, 1, &[ann, bo]);
    let other = call(
        port,
        "POST",
        "/games",
        Some(&json!({"seats": [{}, {}]})),
        Some(ann),
    );
    let other = other.json()["id"].as_str().unwrap().to_owned();
    call(
        port,
        "POST",
        &format!("/games/{other}/invite"),
        Some(&json!({"name": "Boris"})),
        Some(ann),
    );
    let got = until_received(&inbox, 4).await;
    assert_eq!(phone.read(&got[3].2)["url"], format!("/games/{other}"));
    db.close().await;
}

/// Bad subscriptions are refused with the rule they broke, and nothing is stored.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_subscriptions_are_refused() {
    let server = Server::start(&[]);
    let port = server.port;
    let bo = players(&server.db(), &["Boris"]).await.remove(0);
    let browser = Browser::new();
    let refused = |a: common::Answer| {
        assert_eq!(a.status, 422, "{}", a.body);
        a.json()["message"].as_str().unwrap().to_owned()
    };
    // Without KARAK_PUSH_LOOPBACK, an endpoint on this machine is no push service.
    let local = browser.subscription("http://127.0.0.1:9/x", "en");
    assert!(
        refused(call(port, "POST", "/push/devices", Some(&local), Some(&bo))).contains("https")
    );
    let inside = browser.subscription("https://10.0.0.5/admin", "en");
    refused(call(
        port,
        "POST",
        "/push/devices",
        Some(&inside),
        Some(&bo),
    ));
    let mut bad_keys = browser.subscription("https://fcm.googleapis.com/fcm/send/abc", "en");
    bad_keys["keys"]["auth"] = json!("AAAA");
    assert!(refused(call(
        port,
        "POST",
        "/push/devices",
        Some(&bad_keys),
        Some(&bo)
    ))
    .contains("keys"));
    let good = browser.subscription("https://fcm.googleapis.com/fcm/send/abc", "en");
    assert_eq!(
        call(port, "POST", "/push/devices", Some(&good), None).status,
        401
    );
    let quiet = json!({"kinds": [], "quiet": {"from": 1500, "to": 60, "utc_offset": 0}});
    refused(call(port, "PUT", "/push/settings", Some(&quiet), Some(&bo)));
    assert_eq!(
        call(port, "GET", "/push/devices", None, Some(&bo)).json(),
        json!([])
    );
    let a = call(port, "DELETE", "/push/devices/12345", None, Some(&bo));
    assert_eq!(a.status, 422, "{}", a.body);
}
