//! The public JSON API, `/api/v1`, on the real server process: tokens reach only
//! their owner's seats, spectators only read, stale moves conflict, the live stream
//! reports moves, and the OpenAPI document lists every route.

mod common;

use common::{
    call, interrupt_and_wait, live_updates, players, request, start_with, wait_until_up, Player,
};
use serde_json::json;

/// Issue 5: "Personal API tokens … let bots and other clients play a seat"; "the
/// server checks on every call that the caller holds the seat it acts for"; "every
/// move carries the version the client saw; a stale one gets a conflict answer".
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn tokens_play_their_own_seats_only() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("karak.db");
    let (child, port) = start_with(&db, &[]);
    wait_until_up(port);
    let p = players(&db, &["Anna", "Boris", "Evelyn"]).await;
    let (ann, bo, eve) = (&p[0], &p[1], &p[2]);

    // Without a token: read-only; with a wrong one: 401.
    let new = json!({"seats": [{}, {}], "hero": "Wizard"});
    let a = call(port, "POST", "/games", Some(&new), None);
    assert_eq!(
        (a.status, a.json()["error"].as_str()),
        (401, Some("token_required"))
    );
    let forged = Player {
        token: "karak_0000".into(),
    };
    assert_eq!(
        call(port, "POST", "/games", Some(&new), Some(&forged)).status,
        401
    );
    // Malformed bodies are 4xx with a JSON error, never 5xx.
    let a = request(
        port,
        "POST",
        "/api/v1/games",
        Some("{not json"),
        &[("Authorization", &ann.auth())],
    )
    .unwrap();
    assert_eq!(a.status, 400, "{}", a.body);
    assert_eq!(a.json()["error"], "bad_request");

    let a = call(port, "POST", "/games", Some(&new), Some(ann));
    assert_eq!(a.status, 201, "{}", a.body);
    let id = a.json()["id"].as_str().unwrap().to_owned();

    // The lobby: Bo takes seat 1; Eve cannot take it too; only the host starts.
    let open = call(port, "GET", "/games/open", None, Some(bo));
    assert_eq!(open.json().as_array().unwrap().len(), 1);
    let a = call(
        port,
        "POST",
        &format!("/games/{id}/seats/1"),
        Some(&json!({"hero": "Thief"})),
        Some(bo),
    );
    assert_eq!(a.status, 200, "{}", a.body);
    assert_eq!(
        call(
            port,
            "POST",
            &format!("/games/{id}/seats/1"),
            None,
            Some(eve)
        )
        .status,
        422
    );
    assert_eq!(
        call(port, "GET", &format!("/games/{id}"), None, Some(ann)).json()["error"],
        "not_started"
    );
    assert_eq!(
        call(port, "POST", &format!("/games/{id}/start"), None, Some(bo)).status,
        403
    );

    // Watch the live stream from before the start.
    let mut next_update = live_updates(port, &id);
    assert_eq!(next_update()["status"], "waiting");

    assert_eq!(
        call(port, "POST", &format!("/games/{id}/start"), None, Some(ann)).status,
        204
    );
    assert_eq!(next_update()["status"], "active");

    let players = [ann, bo];
    for step in 0..12 {
        let spectator = call(port, "GET", &format!("/games/{id}"), None, None).json();
        assert_eq!(
            spectator["my_seats"],
            json!([]),
            "anonymous callers hold no seat"
        );
        assert_eq!(spectator["view"]["legal_actions"], json!([]));
        assert!(!spectator.to_string().contains("\"seed\""));
        let version = spectator["version"].as_u64().unwrap();
        let to_act = spectator["view"]["to_act"].as_u64().unwrap() as usize;
        let (me, other) = (players[to_act], players[1 - to_act]);

        let legal = call(port, "GET", &format!("/games/{id}/legal"), None, Some(me)).json();
        assert_eq!(legal["seat"], json!(to_act));
        let action = legal["actions"][0].clone();
        // The other player and a stranger get an empty list and cannot act.
        assert_eq!(
            call(
                port,
                "GET",
                &format!("/games/{id}/legal"),
                None,
                Some(other)
            )
            .json()["actions"],
            json!([])
        );
        let body = json!({"seat": to_act, "action": action, "expected_version": version});
        for intruder in [other, eve] {
            let a = call(
                port,
                "POST",
                &format!("/games/{id}/actions"),
                Some(&body),
                Some(intruder),
            );
            assert_eq!(
                (a.status, a.json()["error"].as_str()),
                (403, Some("not_your_seat")),
                "step {step}"
            );
        }
        assert_eq!(
            call(
                port,
                "POST",
                &format!("/games/{id}/actions"),
                Some(&body),
                None
            )
            .status,
            401
        );
        // A stale version is a conflict naming the current one.
        let stale = json!({"seat": to_act, "action": action, "expected_version": version + 1});
        let a = call(
            port,
            "POST",
            &format!("/games/{id}/actions"),
            Some(&stale),
            Some(me),
        );
        assert_eq!(
            (a.status, a.json()["current"].as_u64()),
            (409, Some(version))
        );

        let a = call(
            port,
            "POST",
            &format!("/games/{id}/actions"),
            Some(&body),
            Some(me),
        );
        assert_eq!(a.status, 200, "{}", a.body);
        assert_eq!(a.json()["version"], json!(version + 1));
        assert_eq!(
            next_update()["version"],
            json!(version + 1),
            "watchers hear the move"
        );
    }
    // Both see it in their list, with their own seat.
    let mine = call(port, "GET", "/games", None, Some(bo)).json();
    assert_eq!(mine[0]["my_seats"], json!([1]));
    assert!(interrupt_and_wait(child).success());
}

/// The OpenAPI document is served, is OpenAPI 3.1, and describes every route.
#[test]
fn openapi_document_lists_every_route() {
    let dir = tempfile::tempdir().unwrap();
    let (child, port) = start_with(&dir.path().join("karak.db"), &[]);
    wait_until_up(port);
    let a = request(port, "GET", "/api/v1/openapi.json", None, &[]).unwrap();
    assert_eq!(a.status, 200);
    let doc = a.json();
    assert_eq!(doc["openapi"], "3.1.0");
    for path in [
        "/games",
        "/games/open",
        "/games/{id}",
        "/games/{id}/lobby",
        "/games/{id}/seats/{seat}",
        "/games/{id}/leave",
        "/games/{id}/start",
        "/games/{id}/legal",
        "/games/{id}/actions",
        "/games/{id}/events",
        "/players/{name}",
        "/leaderboard/{game}",
        "/openapi.json",
    ] {
        assert!(doc["paths"][path].is_object(), "{path} is documented");
    }
    let missing = request(port, "GET", "/api/v1/nothing", None, &[]).unwrap();
    assert_eq!(
        (missing.status, missing.json()["error"].as_str()),
        (404, Some("not_found"))
    );
    assert!(interrupt_and_wait(child).success());
}
