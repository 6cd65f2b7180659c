//! A deleted account's seats in online games under way, through the real server
//! process: the others must be able to finish their game.

mod common;

use common::{call, request, Player, Server};
use serde_json::{json, Value};

const BO: &str = r#"{"name":"Boris","password":"correct horse battery"}"#;

/// Rule: deleting an account turns its seats in started online games into bots:
/// the seat says so (`kind: bot`, named "Deleted player") and the bot moves when
/// it is its turn, so the other player is never stuck.
#[tokio::test(flavor = "multi_thread")]
async fn a_deleted_players_seat_becomes_a_bot() {
    let s = Server::start(&[("KARAK_BOT_PAUSE_MS", "0")]);
    let ann = common::players(&s.db(), &["Ann"]).await.remove(0);
    let up = request(s.port, "POST", "/api/sign_up", Some(BO), &[]).unwrap();
    assert_eq!(up.status, 200, "{}", up.body);
    let cookie = up.cookie_pair();
    let token = request(
        s.port,
        "POST",
        "/api/create_token",
        Some(r#"{"label":"bot","password":"correct horse battery"}"#),
        &[("Cookie", &cookie)],
    )
    .unwrap();
    assert_eq!(token.status, 200, "{}", token.body);
    let bo = Player {
        token: token.json()["secret"].as_str().unwrap().to_owned(),
    };

    let made = call(
        s.port,
        "POST",
        "/games",
        Some(&json!({"seats": [{}, {}]})),
        Some(&ann),
    );
    let id = made.json()["id"].as_str().unwrap().to_owned();
    let took = call(
        s.port,
        "POST",
        &format!("/games/{id}/seats/1"),
        None,
        Some(&bo),
    );
    assert_eq!(took.status, 200, "{}", took.body);
    let started = call(
        s.port,
        "POST",
        &format!("/games/{id}/start"),
        None,
        Some(&ann),
    );
    assert_eq!(started.status, 204, "{}", started.body);

    let deleted = request(
        s.port,
        "POST",
        "/api/delete_account",
        Some(r#"{"password":"correct horse battery"}"#),
        &[("Cookie", &cookie)],
    )
    .unwrap();
    assert_eq!(deleted.status, 200, "{}", deleted.body);

    let snapshot = || call(s.port, "GET", &format!("/games/{id}"), None, Some(&ann)).json();
    let seat = snapshot()["seats"][1].clone();
    assert_eq!(seat["kind"], "bot", "{seat}");
    assert_eq!(seat["name"], "Deleted player", "{seat}");

    // Play on: Ann moves on her turns; on the bot's turns the version moves on by
    // itself (waiting at most 30 s in all).
    let mut bot_moves = 0;
    let mut waited = 0;
    while bot_moves < 3 {
        let snap: Value = snapshot();
        if snap["status"] == "finished" {
            break;
        }
        let version = snap["version"].as_u64().unwrap();
        if snap["view"]["to_act"] == json!(0) {
            let legal = call(
                s.port,
                "GET",
                &format!("/games/{id}/legal"),
                None,
                Some(&ann),
            )
            .json();
            let body =
                json!({"seat": 0, "action": legal["actions"][0], "expected_version": version});
            let a = call(
                s.port,
                "POST",
                &format!("/games/{id}/actions"),
                Some(&body),
                Some(&ann),
            );
            assert_eq!(a.status, 200, "{}", a.body);
            continue;
        }
        loop {
            std::thread::sleep(std::time::Duration::from_millis(50));
            waited += 1;
            assert!(waited < 600, "the deleted player's seat never moved");
            if snapshot()["version"].as_u64().unwrap() > version {
                bot_moves += 1;
                break;
            }
        }
    }
}
