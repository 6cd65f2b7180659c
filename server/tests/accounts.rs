//! Accounts through the real server process: session cookies, fixation, origin
//! checks and the sign-in rate limit, over plain HTTP/1.1.

mod common;

use common::{Answer, Server};

fn start(secure_cookies: bool) -> Server {
    Server::start(&[(
        "KARAK_SECURE_COOKIES",
        if secure_cookies { "true" } else { "false" },
    )])
}

/// POSTs a JSON body to a server function with optional cookie and extra headers.
fn post(port: u16, path: &str, body: &str, cookie: Option<&str>, extra: &[(&str, &str)]) -> Answer {
    let mut headers: Vec<(&str, &str)> = extra.to_vec();
    if let Some(c) = cookie {
        headers.push(("Cookie", c));
    }
    common::request(port, "POST", path, Some(body), &headers).unwrap()
}

const SIGN_UP: &str = r#"{"name":"Ann","password":"correct horse battery"}"#;
const NEW_GAME: &str = r#"{"game":{"seats":[{"name":"A","hero":null,"bot":false},{"name":"B","hero":null,"bot":false}],"expert":false}}"#;

/// Rules: the session cookie is HttpOnly and SameSite=Lax (not Secure on plain
/// HTTP); the session id changes at sign-up (an id planted before is worthless:
/// it is not signed in); the guest's game is kept; sign-out ends the session.
#[test]
fn session_id_changes_at_sign_in_and_cookie_flags() {
    let s = start(false);
    // A guest makes a game: the session (and its cookie) starts here.
    let created = post(s.port, "/api/create_game", NEW_GAME, None, &[]);
    assert_eq!(created.status, 200, "{}", created.body);
    let game_id: String = serde_json::from_str(&created.body).unwrap();
    let cookie = created.session_cookie().expect("guest session cookie");
    assert!(cookie.contains("HttpOnly"), "{cookie}");
    assert!(cookie.contains("SameSite=Lax"), "{cookie}");
    assert!(!cookie.contains("Secure"), "{cookie}");
    let guest = created.cookie_pair();

    let signed_up = post(s.port, "/api/sign_up", SIGN_UP, Some(&guest), &[]);
    assert_eq!(signed_up.status, 200, "{}", signed_up.body);
    let new_cookie = signed_up.session_cookie().expect("a new session cookie");
    assert!(new_cookie.contains("HttpOnly") && new_cookie.contains("SameSite=Lax"));
    let account = signed_up.cookie_pair();
    assert_ne!(account, guest, "the session id must change at sign-in");

    // The old id is not signed in; the new one is, and holds the guest's game.
    let old = post(s.port, "/api/me", "{}", Some(&guest), &[]);
    assert_eq!(old.body.trim(), "null", "{}", old.body);
    let me = post(s.port, "/api/me", "{}", Some(&account), &[]);
    assert!(me.body.contains(r#""name":"Ann""#), "{}", me.body);
    let games = post(s.port, "/api/my_games", "{}", Some(&account), &[]);
    assert!(games.body.contains(&game_id), "{}", games.body);

    // Signing in again (same browser) also gets a new id.
    let again = post(
        s.port,
        "/api/sign_in",
        SIGN_UP,
        Some(&account),
        &[("Origin", &format!("http://127.0.0.1:{}", s.port))],
    );
    assert_eq!(again.status, 200, "{}", again.body);
    let second = again.cookie_pair();
    assert_ne!(second, account);

    let out = post(s.port, "/api/sign_out", "{}", Some(&second), &[]);
    assert_eq!(out.status, 200, "{}", out.body);
    let me = post(s.port, "/api/me", "{}", Some(&second), &[]);
    assert_eq!(me.body.trim(), "null", "signed out: {}", me.body);
}

/// Rule: with `KARAK_SECURE_COOKIES=true` (behind TLS) the cookie is also Secure.
#[test]
fn secure_cookies_when_configured() {
    let s = start(true);
    let up = post(s.port, "/api/sign_up", SIGN_UP, None, &[]);
    assert_eq!(up.status, 200, "{}", up.body);
    let cookie = up.session_cookie().unwrap();
    assert!(cookie.contains("Secure"), "{cookie}");
    assert!(cookie.contains("HttpOnly") && cookie.contains("SameSite=Lax"));
}

/// Rules: state-changing server functions check the Origin (a sign-in posted from
/// another site is refused with 403 before it is looked at) and are POST only.
#[test]
fn cross_origin_sign_in_is_refused() {
    let s = start(false);
    let up = post(s.port, "/api/sign_up", SIGN_UP, None, &[]);
    assert_eq!(up.status, 200);
    let evil = post(
        s.port,
        "/api/sign_in",
        SIGN_UP,
        None,
        &[("Origin", "https://evil.example")],
    );
    assert_eq!(evil.status, 403, "{}", evil.body);
    assert!(evil.session_cookie().is_none());
    let evil_up = post(
        s.port,
        "/api/sign_up",
        r#"{"name":"Eve","password":"correct horse battery"}"#,
        None,
        &[("Origin", "https://evil.example")],
    );
    assert_eq!(evil_up.status, 403);
    // Issue 38: a client that is not a trusted proxy cannot name another site as this
    // one's host with X-Forwarded-Host.
    let forged = post(
        s.port,
        "/api/sign_in",
        SIGN_UP,
        None,
        &[
            ("Origin", "https://evil.example"),
            ("X-Forwarded-Host", "evil.example"),
        ],
    );
    assert_eq!(forged.status, 403, "{}", forged.body);
    assert!(forged.session_cookie().is_none());
    // Server functions only answer POST: a GET (a link, an <img>) changes nothing.
    let status = common::request(s.port, "GET", "/api/sign_out", None, &[])
        .unwrap()
        .status;
    assert!(status >= 400, "GET of a server function answered {status}");
}

/// Rules: sign-in is rate-limited (after 5 failures for a name from one address,
/// 429 with Retry-After, even for the right password); a wrong password and an
/// unknown name get the same answer (401, same body).
#[test]
fn sign_in_is_rate_limited() {
    let s = start(false);
    assert_eq!(post(s.port, "/api/sign_up", SIGN_UP, None, &[]).status, 200);
    let wrong = r#"{"name":"Ann","password":"wrong password!"}"#;
    let unknown = post(
        s.port,
        "/api/sign_in",
        r#"{"name":"Nobody","password":"wrong password!"}"#,
        None,
        &[],
    );
    let first = post(s.port, "/api/sign_in", wrong, None, &[]);
    assert_eq!(first.status, 401, "{}", first.body);
    assert_eq!(unknown.status, first.status);
    assert_eq!(unknown.body, first.body);
    for _ in 0..4 {
        assert_eq!(post(s.port, "/api/sign_in", wrong, None, &[]).status, 401);
    }
    let limited = post(s.port, "/api/sign_in", SIGN_UP, None, &[]);
    assert_eq!(limited.status, 429, "{}", limited.body);
    assert!(
        limited.body.contains("too_many_attempts"),
        "{}",
        limited.body
    );
    assert!(
        limited.head.to_ascii_lowercase().contains("retry-after:"),
        "{}",
        limited.head
    );
    assert!(limited.session_cookie().is_none());
}

/// Rules (issue 38, look-alike names): account names are unique under NFKC, case and
/// confusable skeletons, so `аlice` (Cyrillic а), `ａｌｉｃｅ` (full width) and `ALİCE`
/// are taken once `alice` is; seat names refuse tag characters, a blank-looking Hangul
/// filler, the line separator and stacks of combining marks; a token label refuses a
/// right-to-left override; a refusal never echoes more than a short prefix of the input.
#[test]
fn look_alike_names_are_refused() {
    let s = start(false);
    let sign_up = |name: &str| {
        let body = serde_json::json!({"name": name, "password": "correct horse battery"});
        post(s.port, "/api/sign_up", &body.to_string(), None, &[])
    };
    let first = sign_up("alice");
    assert_eq!(first.status, 200, "{}", first.body);
    let account = first.cookie_pair();
    for twin in ["\u{430}lice", "ａｌｉｃｅ", "ALİCE", "Alice"] {
        let a = sign_up(twin);
        assert_eq!(a.status, 409, "{twin}: {}", a.body);
        assert!(a.body.contains("name_unavailable"), "{twin}: {}", a.body);
    }

    for bad in [
        "Ann\u{E0041}",
        "\u{3164}",
        "An\u{2028}n",
        "Z\u{301}\u{302}\u{303}\u{304}\u{305}oe",
    ] {
        let body = serde_json::json!({"game": {"seats": [
            {"name": bad, "hero": null, "bot": false},
            {"name": "B", "hero": null, "bot": true}]}});
        let a = post(
            s.port,
            "/api/goblin/create_game",
            &body.to_string(),
            None,
            &[],
        );
        assert_eq!(a.status, 422, "{bad:?}: {}", a.body);
    }

    let long_hero = "x".repeat(100_000);
    let body = serde_json::json!({"game": {"seats": [
        {"name": "A", "hero": long_hero, "bot": false},
        {"name": "B", "hero": null, "bot": true}]}});
    let a = post(s.port, "/api/create_game", &body.to_string(), None, &[]);
    assert_eq!(a.status, 422, "{}", &a.body[..a.body.len().min(300)]);
    assert!(
        a.body.len() < 1_000,
        "the refusal echoes {} bytes",
        a.body.len()
    );

    let label =
        serde_json::json!({"label": "phone\u{202E}cod", "password": "correct horse battery"});
    let a = post(
        s.port,
        "/api/create_token",
        &label.to_string(),
        Some(&account),
        &[],
    );
    assert_eq!(a.status, 400, "{}", a.body);
}
