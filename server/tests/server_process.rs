//! The real server binary, started as a process on a real SQLite file.

mod common;

use std::path::Path;
use std::process::Child;

use common::{interrupt_and_wait, request, start_with};

fn start(db: &Path) -> (Child, u16) {
    start_with(db, &[])
}

/// A plain HTTP/1.1 GET; returns (status, body).
fn get(port: u16, path: &str) -> std::io::Result<(u16, String)> {
    request(port, "GET", path, None, &[]).map(|a| (a.status, a.body))
}

/// A POST of a JSON body with extra headers; returns (status, headers, body).
fn post(
    port: u16,
    path: &str,
    body: &str,
    headers: &[(&str, &str)],
) -> std::io::Result<(u16, String, String)> {
    request(port, "POST", path, Some(body), headers).map(|a| (a.status, a.head, a.body))
}

fn wait_until_up(port: u16) -> (u16, String) {
    let a = common::wait_until_up(port);
    (a.status, a.body)
}

/// `make run` must create and migrate the database on start, answer `/healthz`
/// with the version and a reachable database, and stop cleanly on Ctrl-C.
#[test]
fn starts_on_a_fresh_database_reports_health_and_stops_on_ctrl_c() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("data/karak.db");
    let (child, port) = start(&db);
    let (status, body) = wait_until_up(port);
    assert_eq!(status, 200, "{body}");
    let health: serde_json::Value = serde_json::from_str(&body).expect("healthz is JSON");
    assert_eq!(health["status"], "ok");
    assert_eq!(health["database"], "reachable");
    assert_eq!(health["version"], env!("CARGO_PKG_VERSION"));
    assert!(db.exists(), "database file created at KARAK_DB");

    // The server renders the home page itself (no static file needed).
    let (status, html) = get(port, "/").unwrap();
    assert_eq!(status, 200);
    assert!(html.contains("Karak Online"));

    let exit = interrupt_and_wait(child);
    assert!(exit.success(), "clean exit after Ctrl-C, got {exit:?}");

    // Restarting on the same file works (migrations already applied).
    let (child, port) = start(&db);
    assert_eq!(wait_until_up(port).0, 200);
    assert!(interrupt_and_wait(child).success());
}

/// An unknown address is a 404 rendered by the app, not a bare error.
#[test]
fn unknown_paths_get_the_not_found_page() {
    let dir = tempfile::tempdir().unwrap();
    let (child, port) = start(&dir.path().join("karak.db"));
    wait_until_up(port);
    let (status, html) = get(port, "/no/such/corridor").unwrap();
    assert_eq!(status, 404);
    assert!(html.contains("A dead end"));
    assert!(interrupt_and_wait(child).success());
}

/// A guest plays through the server functions: the first call creates the session
/// (cookie HttpOnly, SameSite=Lax, not Secure without --secure-cookies), the cookie
/// makes the caller the owner of the game it created, someone without it only
/// watches and cannot move, a rule's refusal comes back as the service's error, and
/// a cross-origin POST is refused.
#[test]
fn a_guest_plays_through_server_functions() {
    let dir = tempfile::tempdir().unwrap();
    let (child, port) = start(&dir.path().join("karak.db"));
    wait_until_up(port);

    let new_game = r#"{"game":{"seats":[{"name":"Ann","hero":"Wizard"},{"name":"Bo","hero":null}],"expert":false}}"#;
    let (status, head, body) = post(port, "/api/create_game", new_game, &[]).unwrap();
    assert_eq!(status, 200, "{head}\n{body}");
    let id: String = serde_json::from_str(&body).unwrap();
    let set_cookie = head
        .lines()
        .find(|l| {
            l.to_ascii_lowercase()
                .starts_with("set-cookie: karak_session=")
        })
        .expect("a session cookie")
        .to_owned();
    assert!(set_cookie.contains("HttpOnly"), "{set_cookie}");
    assert!(set_cookie.contains("SameSite=Lax"), "{set_cookie}");
    assert!(!set_cookie.contains("Secure"), "{set_cookie}");
    let cookie = set_cookie["set-cookie: ".len()..]
        .split(';')
        .next()
        .unwrap()
        .to_owned();

    let ask = format!(r#"{{"id":"{id}"}}"#);
    let (status, _, body) = post(port, "/api/get_game", &ask, &[("Cookie", &cookie)]).unwrap();
    assert_eq!(status, 200, "{body}");
    let snap: serde_json::Value = serde_json::from_str(&body).unwrap();
    assert_eq!(snap["my_seats"], serde_json::json!([0, 1]));
    assert_eq!(snap["version"], 0);
    let to_act = snap["view"]["to_act"].as_u64().unwrap();
    let action = snap["view"]["legal_actions"][0].clone();

    let (status, _, body) = post(port, "/api/get_game", &ask, &[]).unwrap();
    assert_eq!(status, 200, "{body}");
    let watched: serde_json::Value = serde_json::from_str(&body).unwrap();
    assert_eq!(watched["my_seats"], serde_json::json!([]));
    assert_eq!(watched["view"]["viewer"], "Spectator");

    let submit = |seat: u64, action: &serde_json::Value, version: u32, cookie: Option<&str>| {
        let body = serde_json::json!({
            "id": id, "seat": seat, "action": action, "expected_version": version
        })
        .to_string();
        let headers: Vec<(&str, &str)> = cookie.map(|c| vec![("Cookie", c)]).unwrap_or_default();
        post(port, "/api/submit_action", &body, &headers).unwrap()
    };
    // A refusal names the service's reason and says it as a sentence in the caller's
    // language (English here: the request asks for none), which is what the page shows.
    let (status, _, body) = submit(to_act, &action, 0, None);
    assert_eq!(status, 403, "{body}");
    let err: serde_json::Value = serde_json::from_str(&body).unwrap();
    assert_eq!(err["game"]["reason"]["error"], "not_your_seat", "{body}");
    assert_eq!(err["game"]["conflict"], false, "{body}");
    assert_eq!(
        err["game"]["message"],
        format!("You do not hold seat {to_act}."),
        "{body}"
    );

    let (status, _, body) = submit(1 - to_act, &action, 0, Some(&cookie));
    assert_eq!(status, 422, "{body}");
    let err: serde_json::Value = serde_json::from_str(&body).unwrap();
    assert_eq!(err["game"]["reason"]["error"], "rule", "{body}");
    assert_eq!(err["game"]["reason"]["rule"], "not your turn", "{body}");

    // A German player reads German: the language cookie picks the sentence's language, and
    // the game words the broken rule (issue 41: no English rule name or detail in it).
    let german = format!("{cookie}; karak_lang=de");
    let (status, _, body) = submit(1 - to_act, &action, 0, Some(&german));
    assert_eq!(status, 422, "{body}");
    let err: serde_json::Value = serde_json::from_str(&body).unwrap();
    assert_eq!(err["game"]["reason"]["rule"], "not your turn", "{body}");
    let message = err["game"]["message"].as_str().unwrap();
    assert_eq!(
        message, "Du bist nicht am Zug: Ein anderer Held entscheidet gerade.",
        "{body}"
    );

    let (status, _, body) = submit(to_act, &action, 0, Some(&cookie));
    assert_eq!(status, 200, "{body}");
    let done: serde_json::Value = serde_json::from_str(&body).unwrap();
    assert_eq!(done["version"], 1);

    let (status, _, body) = post(port, "/api/my_games", "{}", &[("Cookie", &cookie)]).unwrap();
    assert_eq!(status, 200, "{body}");
    let games: serde_json::Value = serde_json::from_str(&body).unwrap();
    assert_eq!(games[0]["id"], id.as_str());
    assert_eq!(games[0]["version"], 1);

    let (status, _, _) = post(
        port,
        "/api/my_games",
        "{}",
        &[("Cookie", &cookie), ("Origin", "https://evil.example")],
    )
    .unwrap();
    assert_eq!(status, 403);
    let origin = format!("http://127.0.0.1:{port}");
    let (status, _, _) = post(
        port,
        "/api/my_games",
        "{}",
        &[("Cookie", &cookie), ("Origin", &origin)],
    )
    .unwrap();
    assert_eq!(status, 200);

    assert!(interrupt_and_wait(child).success());
}

/// An online game whose bot was to move when the server died goes on after a
/// restart: the bot moves by itself, without anybody touching the game.
#[test]
fn an_online_bot_to_move_moves_after_a_kill_and_restart() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("karak.db");
    // The first server's bots wait an hour: whatever it was doing, it dies before.
    let (mut child, port) = start_with(&db, &[("KARAK_BOT_PAUSE_MS", "3600000")]);
    wait_until_up(port);
    let runtime = tokio::runtime::Runtime::new().unwrap();
    let me = runtime.block_on(common::players(&db, &["Anna"])).remove(0);
    let seats = serde_json::json!({"seats": [{}, {"bot": true}]});
    let a = common::call(port, "POST", "/games", Some(&seats), Some(&me));
    assert_eq!(a.status, 201, "{}", a.body);
    let id = a.json()["id"].as_str().unwrap().to_owned();
    let a = common::call(port, "POST", &format!("/games/{id}/start"), None, Some(&me));
    assert_eq!(a.status, 204, "{}", a.body);

    // Anna plays until the bot's seat (1) is to act.
    let game =
        |port: u16| common::call(port, "GET", &format!("/games/{id}"), None, Some(&me)).json();
    let mut snapshot = game(port);
    while snapshot["view"]["to_act"] == 0 {
        let version = snapshot["version"].as_u64().unwrap();
        let legal =
            common::call(port, "GET", &format!("/games/{id}/legal"), None, Some(&me)).json();
        let body = serde_json::json!({"seat": 0, "action": legal["actions"][0], "expected_version": version});
        let a = common::call(
            port,
            "POST",
            &format!("/games/{id}/actions"),
            Some(&body),
            Some(&me),
        );
        assert_eq!(a.status, 200, "{}", a.body);
        snapshot = game(port);
    }
    assert_eq!(snapshot["view"]["to_act"], 1, "{snapshot}");
    let waiting_at = snapshot["version"].as_u64().unwrap();

    // kill -9: no shutdown, no chance to move the bot.
    child.kill().unwrap();
    child.wait().unwrap();

    let (child, port) = start_with(&db, &[("KARAK_BOT_PAUSE_MS", "0")]);
    wait_until_up(port);
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(20);
    loop {
        let version = game(port)["version"].as_u64().unwrap();
        if version > waiting_at {
            break;
        }
        assert!(
            std::time::Instant::now() < deadline,
            "the bot did not move within 20 s of the restart (still at version {version})"
        );
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    assert!(interrupt_and_wait(child).success());
}

/// Issue 40: "a deadline that passes while the server is down is acted on within 5 s
/// of restart". Two accounts' game with a clock; the server is killed; the deadline
/// passes (moved into the past in the file, as a day going by would); the restarted
/// server's first sweeps find it, the log notes the timeout and the bot plays the turn.
#[test]
fn a_deadline_that_passed_while_the_server_was_down_is_acted_on_after_the_restart() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("karak.db");
    let (mut child, port) = start(&db);
    wait_until_up(port);
    let runtime = tokio::runtime::Runtime::new().unwrap();
    let players = runtime.block_on(common::players(&db, &["Anna", "Boris"]));
    let new =
        serde_json::json!({"seats": [{}, {}], "time_control": {"correspondence": {"days": 1}}});
    let a = common::call(port, "POST", "/games", Some(&new), Some(&players[0]));
    assert_eq!(a.status, 201, "{}", a.body);
    let id = a.json()["id"].as_str().unwrap().to_owned();
    let path = format!("/games/{id}/seats/1");
    let a = common::call(port, "POST", &path, None, Some(&players[1]));
    assert_eq!(a.status, 200, "{}", a.body);
    let path = format!("/games/{id}/start");
    let a = common::call(port, "POST", &path, None, Some(&players[0]));
    assert_eq!(a.status, 204, "{}", a.body);
    let snapshot = common::call(
        port,
        "GET",
        &format!("/games/{id}"),
        None,
        Some(&players[0]),
    )
    .json();
    let left = snapshot["clock"]["left_ms"][0].as_i64().unwrap();
    assert!(left > 86_000_000 && left <= 86_400_000, "{snapshot}");
    let version = snapshot["version"].as_u64().unwrap();

    child.kill().unwrap();
    child.wait().unwrap();
    runtime.block_on(async {
        let db = service::Db::open(&db).await.unwrap();
        sqlx::query("UPDATE games SET deadline_at = '2000-01-01T00:00:00.000Z' WHERE id = $1")
            .bind(&id)
            .execute(db.pool())
            .await
            .unwrap();
        db.close().await;
    });

    let (child, port) = start(&db);
    wait_until_up(port);
    let restarted = std::time::Instant::now();
    loop {
        let seen = common::call(
            port,
            "GET",
            &format!("/games/{id}"),
            None,
            Some(&players[0]),
        )
        .json();
        let noted = seen["seat_notes"].as_array().is_some_and(|notes| {
            notes
                .iter()
                .any(|n| n["change"] == "timed_out" && n["version"].as_u64() == Some(version))
        });
        if noted && seen["version"].as_u64() > Some(version) {
            eprintln!(
                "the timeout was acted on {:?} after the restart",
                restarted.elapsed()
            );
            break;
        }
        assert!(
            restarted.elapsed() < std::time::Duration::from_secs(5),
            "the timeout was not acted on within 5 s of the restart: {seen}"
        );
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    assert!(interrupt_and_wait(child).success());
}
