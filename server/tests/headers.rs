//! Security headers and names through the real server process.

mod common;

use common::{call, request, Server};
use serde_json::json;

/// Rules: a page carries a Content-Security-Policy that allows only this site's
/// scripts, scripts with the page's nonce and WebAssembly, and no framing; every
/// inline script of the page (Leptos' hydration and streaming) carries that nonce,
/// so hydration still runs; pages and API answers say nosniff and are never
/// stored by a cache (they may hold a seat's private view).
#[tokio::test(flavor = "multi_thread")]
async fn pages_and_answers_carry_security_headers() {
    let s = Server::start(&[]);
    let page = request(s.port, "GET", "/", None, &[]).unwrap();
    assert_eq!(page.status, 200);
    let csp = scripts_carry_the_nonce(&page);
    // A game page streams its resources' data in inline scripts too.
    let made = request(s.port, "POST", "/api/create_game", Some(NEW_GAME), &[]).unwrap();
    let game: String = serde_json::from_str(&made.body).unwrap();
    let cookie = made.cookie_pair();
    let game_page = request(
        s.port,
        "GET",
        &format!("/games/{game}"),
        None,
        &[("Cookie", &cookie)],
    )
    .unwrap();
    assert_eq!(game_page.status, 200);
    scripts_carry_the_nonce(&game_page);
    assert_eq!(
        game_page.header("cache-control").as_deref(),
        Some("private, no-store")
    );

    assert!(csp.contains("frame-ancestors 'none'"), "{csp}");
    assert!(csp.contains("'wasm-unsafe-eval'"), "{csp}");
    assert_eq!(
        page.header("x-content-type-options").as_deref(),
        Some("nosniff")
    );
    assert_eq!(
        page.header("cache-control").as_deref(),
        Some("private, no-store")
    );
    let again = request(s.port, "GET", "/", None, &[]).unwrap();
    assert_ne!(
        again.header("content-security-policy").unwrap(),
        csp,
        "a fresh nonce per page"
    );

    let host = common::players(&s.db(), &["Host"]).await.remove(0);
    let made = call(
        s.port,
        "POST",
        "/games",
        Some(&json!({"seats": [{}, {}]})),
        Some(&host),
    );
    let id = made.json()["id"].as_str().unwrap().to_owned();
    let view = call(
        s.port,
        "GET",
        &format!("/games/{id}/lobby"),
        None,
        Some(&host),
    );
    assert_eq!(view.status, 200, "{}", view.body);
    assert_eq!(
        view.header("x-content-type-options").as_deref(),
        Some("nosniff")
    );
    assert_eq!(
        view.header("cache-control").as_deref(),
        Some("private, no-store")
    );
}

const NEW_GAME: &str = r#"{"game":{"seats":[{"name":"A","hero":null,"bot":false},{"name":"B","hero":null,"bot":false}],"expert":false}}"#;

/// The page's Content-Security-Policy, after checking that every inline script of
/// the page carries the policy's nonce (or loads from this site).
fn scripts_carry_the_nonce(page: &common::Answer) -> String {
    let csp = page.header("content-security-policy").expect("a CSP");
    let nonce = csp
        .split("'nonce-")
        .nth(1)
        .and_then(|r| r.split('\'').next())
        .expect("a nonce in the CSP");
    let scripts: Vec<&str> = page.body.split("<script").skip(1).collect();
    assert!(!scripts.is_empty(), "no scripts on the page");
    for script in scripts {
        let tag = script.split('>').next().unwrap();
        assert!(
            tag.contains(&format!("nonce=\"{nonce}\"")) || tag.contains("src="),
            "a script without the page's nonce: <script{tag}>"
        );
    }
    csp
}

/// Rule: a seat's name may not hold bidirectional overrides or zero-width
/// characters (they make one name look like another); the refusal names the rule.
#[test]
fn names_refuse_invisible_characters() {
    let s = Server::start(&[]);
    for name in ["Ann\u{202E}", "A\u{200B}nn", "\u{2066}Bob"] {
        let body = json!({"game": {"seats": [
            {"name": name, "hero": null, "bot": false},
            {"name": "B", "hero": null, "bot": false}], "expert": false}})
        .to_string();
        let a = request(s.port, "POST", "/api/create_game", Some(&body), &[]).unwrap();
        assert_ne!(a.status, 200, "{name:?} accepted");
        assert!(a.body.contains("name_invisible"), "{}", a.body);
    }
}

/// Rules (issue 38): bad input to a server function is the client's fault: malformed
/// JSON, a wrong type, a missing argument, a value no field has and a lone surrogate
/// answer 400 with the refusal's shape (`bad_request`), a body over the limit 413, and a
/// body between axum's 2 MiB and the configured 4 MiB is read like any other.
#[test]
fn server_functions_answer_bad_input_with_4xx() {
    let s = Server::start(&[]);
    for (path, body) in [
        ("/api/game_page", "{"),
        ("/api/game_page", r#"{"id": 5, "revealed_to": null}"#),
        ("/api/game_page", "{}"),
        ("/api/texts", r#"{"bundle": "shell", "lang": "xx"}"#),
        ("/api/get_game", r#"{"id": "\ud800"}"#),
        ("/api/sign_in", r#"{"name": 1}"#),
        ("/api/sign_up", "{"),
        ("/api/create_token", r#"{"label": "x"}"#),
    ] {
        let a = request(s.port, "POST", path, Some(body), &[]).unwrap();
        assert_eq!(a.status, 400, "{path} {body}: {}", a.body);
        assert!(a.body.len() < 1_000, "{path}: {}", a.body);
        assert!(a.body.contains("bad_request"), "{path} {body}: {}", a.body);
    }
    // 3 MiB: over axum's default, under the server's limit: read, then refused by the rules.
    let name = "x".repeat(3 << 20);
    let big = json!({"game": {"seats": [{"name": name}, {"name": "B", "bot": true}]}}).to_string();
    let a = request(s.port, "POST", "/api/create_game", Some(&big), &[]).unwrap();
    assert_eq!(a.status, 422, "{}", &a.body[..a.body.len().min(300)]);
    // Over the limit: refused before it is read.
    let huge = "x".repeat(5 << 20);
    let a = request(s.port, "POST", "/api/create_game", Some(&huge), &[]);
    if let Ok(a) = a {
        assert_eq!(a.status, 413, "{}", &a.body[..a.body.len().min(300)]);
    }
}
