//! Issue 20: two server processes on one PostgreSQL database, as behind a load
//! balancer. "A player on one server sees a move made on another at once"; "two
//! servers committing to the same game at the same expected version give one success
//! and one conflict, never a lost or doubled move"; a bot's turn is moved once;
//! killing one server loses no acknowledged move.
//!
//! Needs a PostgreSQL server in `KARAK_TEST_POSTGRES`: `make test` runs it through
//! `scripts/with-postgres.sh … -- --ignored`.

mod common;

use std::process::Child;
use std::time::{Duration, Instant};

use common::{call, live_updates, parallel, players_in, start_with, wait_until_up, Player};
use serde_json::{json, Value};
use service::{Db, DbTarget};

/// A database of its own on the test's PostgreSQL server; answers its URL.
async fn new_database(name: &str) -> String {
    use sqlx::Connection;
    let server = std::env::var("KARAK_TEST_POSTGRES")
        .expect("KARAK_TEST_POSTGRES: run through scripts/with-postgres.sh");
    let mut admin = sqlx::PgConnection::connect(&format!("{server}/postgres"))
        .await
        .unwrap();
    sqlx::query(&format!("DROP DATABASE IF EXISTS {name}"))
        .execute(&mut admin)
        .await
        .unwrap();
    sqlx::query(&format!("CREATE DATABASE {name}"))
        .execute(&mut admin)
        .await
        .unwrap();
    format!("{server}/{name}")
}

/// A server process, killed when dropped (also when the test fails).
struct Running(Child);

impl Drop for Running {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// A server process on the database at `url`, its bots moving at once.
fn server(url: &str, dir: &std::path::Path) -> (Running, u16) {
    let (child, port) = start_with(
        &dir.join("unused.db"),
        &[("KARAK_DB", url), ("KARAK_BOT_PAUSE_MS", "0")],
    );
    let running = Running(child);
    wait_until_up(port);
    (running, port)
}

/// Ann's online game on `a` with Bo seated through `b` (and `bots` bot seats after
/// theirs), started; its id.
fn online_game(a: u16, b: u16, ann: &Player, bo: &Player, bots: usize) -> String {
    let mut seats = vec![json!({}), json!({})];
    seats.extend((0..bots).map(|_| json!({"bot": true})));
    let new = json!({"seats": seats, "hero": "Wizard"});
    let created = call(a, "POST", "/games", Some(&new), Some(ann));
    assert_eq!(created.status, 201, "{}", created.body);
    let id = created.json()["id"].as_str().unwrap().to_owned();
    let sat = call(
        b,
        "POST",
        &format!("/games/{id}/seats/1"),
        Some(&json!({"hero": "Thief"})),
        Some(bo),
    );
    assert_eq!(sat.status, 200, "{}", sat.body);
    let started = call(a, "POST", &format!("/games/{id}/start"), None, Some(ann));
    assert_eq!(started.status, 204, "{}", started.body);
    id
}

/// The body of the first legal move of whoever of `players` is to act, through
/// server `port`, with that player.
fn next_move<'p>(port: u16, id: &str, players: &[&'p Player]) -> Option<(Value, &'p Player)> {
    for p in players {
        let legal = call(port, "GET", &format!("/games/{id}/legal"), None, Some(p)).json();
        if let Some(seat) = legal["seat"].as_u64() {
            let body = json!({"seat": seat, "action": legal["actions"][0], "expected_version": legal["version"]});
            return Some((body, p));
        }
    }
    None
}

/// Plays the first legal move of whoever of `players` is to act through server
/// `port`; the answer's body (the game at its new version).
fn play_next(port: u16, id: &str, players: &[&Player]) -> Value {
    let (body, who) = next_move(port, id, players).expect("somebody to act");
    let moved = call(
        port,
        "POST",
        &format!("/games/{id}/actions"),
        Some(&body),
        Some(who),
    );
    assert_eq!(moved.status, 200, "{}", moved.body);
    moved.json()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs PostgreSQL: scripts/with-postgres.sh cargo test --test two_servers -- --ignored"]
async fn two_servers_share_one_postgres_database() {
    let url = new_database("two_servers").await;
    let dir = tempfile::tempdir().unwrap();
    let (a_server, a) = server(&url, dir.path());
    let (b_server, b) = server(&url, dir.path());
    let db = Db::connect(&DbTarget::Postgres(url.clone())).await.unwrap();
    let p = players_in(db.clone(), &["Anna", "Boris"]).await;
    let (ann, bo) = (&p[0], &p[1]);
    let both = [ann, bo];

    // A browser session begun on A is signed in on B, and signing out on B ends it
    // on A too (sessions live in the database).
    let post = |port: u16, path: &str, body: &str, cookie: Option<&str>| {
        let headers: Vec<(&str, &str)> = cookie.map(|c| ("Cookie", c)).into_iter().collect();
        common::request(port, "POST", path, Some(body), &headers).unwrap()
    };
    let signed_up = post(
        a,
        "/api/sign_up",
        r#"{"name":"Cleo","password":"correct horse battery"}"#,
        None,
    );
    assert_eq!(signed_up.status, 200, "{}", signed_up.body);
    let cleo = signed_up.cookie_pair();
    let me = post(b, "/api/me", "{}", Some(&cleo));
    assert!(me.body.contains(r#""name":"Cleo""#), "{}", me.body);
    assert_eq!(post(b, "/api/sign_out", "{}", Some(&cleo)).status, 200);
    assert_eq!(post(a, "/api/me", "{}", Some(&cleo)).body.trim(), "null");

    // The lobby works across servers: the game made on A is started after Bo took
    // his seat on B. A watcher on B hears Ann's moves made on A.
    let id = online_game(a, b, ann, bo, 0);
    let mut on_b = live_updates(b, &id);
    assert_eq!(on_b()["status"], "active");
    let mut heard = Vec::new();
    for _ in 0..10 {
        let sent = Instant::now();
        let version = play_next(a, &id, &both)["version"].as_i64();
        // Updates come in order; wait for this move's.
        while on_b()["version"].as_i64() < version {}
        heard.push(sent.elapsed());
    }
    heard.sort();
    eprintln!(
        "a move on A reached a watcher on B in {:?} (median), {:?} (max) over 10 moves",
        heard[5], heard[9]
    );

    // Racing submitters: the same move at the same version through both servers at
    // once, 20 times: one success and one conflict each time, and the log holds each
    // move once.
    let mut outcomes = Vec::new();
    for _ in 0..20 {
        let (body, who) = next_move(b, &id, &both).unwrap();
        let token = who.token.clone();
        let path = format!("/games/{id}/actions");
        let statuses = parallel(2, move |i| {
            let port = [a, b][i];
            let who = Player {
                token: token.clone(),
            };
            call(port, "POST", &path, Some(&body), Some(&who)).status
        });
        let mut sorted = statuses.clone();
        sorted.sort();
        assert_eq!(sorted, vec![200, 409], "one success, one conflict");
        outcomes.push(statuses);
    }
    let version: i64 = sqlx::query_scalar("SELECT version FROM games WHERE id = $1")
        .bind(&id)
        .fetch_one(db.pool())
        .await
        .unwrap();
    let actions: i64 = sqlx::query_scalar("SELECT count(*) FROM actions WHERE game_id = $1")
        .bind(&id)
        .fetch_one(db.pool())
        .await
        .unwrap();
    assert_eq!((version, actions), (30, 30), "every move once, none lost");
    let won_by_a = outcomes.iter().filter(|s| s[0] == 200).count();
    eprintln!(
        "racing submitters: 20 races, 20 conflicts, A won {won_by_a}, B {}",
        20 - won_by_a
    );

    // A game with two bots: Ann's and Bo's moves through either server, the bots
    // moved by the servers. Every bot turn is in the log once and the log replays
    // (each server reloads a game it did not see move before using it).
    let bots = online_game(b, a, ann, bo, 2);
    let bot_actions = |db: Db, game: String| async move {
        sqlx::query_scalar::<_, i64>(
            "SELECT count(*) FROM actions WHERE game_id = $1 AND seat >= 2",
        )
        .bind(game)
        .fetch_one(db.pool())
        .await
        .unwrap()
    };
    let mut turn = 0;
    while bot_actions(db.clone(), bots.clone()).await < 10 {
        turn += 1;
        let port = [a, b][turn % 2];
        let deadline = Instant::now() + Duration::from_secs(20);
        let (body, who) = loop {
            if let Some(found) = next_move(port, &bots, &both) {
                break found;
            }
            assert!(
                Instant::now() < deadline,
                "the bots never handed the turn back"
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        };
        let moved = call(
            port,
            "POST",
            &format!("/games/{bots}/actions"),
            Some(&body),
            Some(who),
        );
        assert_eq!(moved.status, 200, "{}", moved.body);
    }
    let service = service::Service::new(db.clone());
    let spectator = service::Caller::Guest("watcher".into());
    let snapshot = service
        .snapshot::<rules::karak::Karak>(&spectator, &bots)
        .await
        .expect("the two servers' log replays");
    eprintln!(
        "bot game: {} actions from two servers, {} of them the bots'",
        snapshot.version,
        bot_actions(db.clone(), bots.clone()).await
    );

    // The listening connections drop, as when PostgreSQL restarts: each server
    // reconnects by itself and catches its watchers up, so a watcher on B hears the
    // next move made on A.
    let dropped: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM pg_stat_activity
         WHERE query ILIKE 'listen%' AND pg_terminate_backend(pid)",
    )
    .fetch_one(db.pool())
    .await
    .unwrap();
    assert_eq!(dropped, 2, "one listening connection per server");
    let cut = Instant::now();
    let version = play_next(a, &id, &both)["version"].as_i64().unwrap();
    while on_b()["version"].as_i64().unwrap() < version {}
    eprintln!(
        "listening connections cut: the watcher on B heard the next move {:?} later",
        cut.elapsed()
    );

    // Turn clocks on two servers (issue 40): "exactly one acts (run 20 times, the log
    // holds each timeout once)". Both servers sweep every second; each time the game's
    // deadline is moved into the past, as the time going by would, one of them records
    // the timeout and its bot plays the turn. (The seats' count of timeouts in a row is
    // set back each time, so no seat is handed to the bot.)
    let clocked = {
        let new = json!({"seats": [{}, {}], "hero": "Wizard",
            "time_control": {"live": {"bank_secs": 3600, "increment_secs": 0}}});
        let created = call(a, "POST", "/games", Some(&new), Some(ann));
        assert_eq!(created.status, 201, "{}", created.body);
        let id = created.json()["id"].as_str().unwrap().to_owned();
        let sat = call(b, "POST", &format!("/games/{id}/seats/1"), None, Some(bo));
        assert_eq!(sat.status, 200, "{}", sat.body);
        let started = call(a, "POST", &format!("/games/{id}/start"), None, Some(ann));
        assert_eq!(started.status, 204, "{}", started.body);
        id
    };
    let mut acted_in = Vec::new();
    for run in 1..=20_i64 {
        let (version, seat): (i64, i64) = sqlx::query_as(
            "UPDATE games SET deadline_at = '2000-01-01T00:00:00.000Z' WHERE id = $1
             RETURNING version, to_act",
        )
        .bind(&clocked)
        .fetch_one(db.pool())
        .await
        .unwrap();
        let passed = Instant::now();
        loop {
            // The bot finished the turn: another seat decides.
            let moved_on: bool =
                sqlx::query_scalar("SELECT version > $2 AND to_act <> $3 FROM games WHERE id = $1")
                    .bind(&clocked)
                    .bind(version)
                    .bind(seat)
                    .fetch_one(db.pool())
                    .await
                    .unwrap();
            if moved_on {
                break;
            }
            assert!(
                passed.elapsed() < Duration::from_secs(10),
                "timeout {run} was not acted on"
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        acted_in.push(passed.elapsed());
        let noted: i64 = sqlx::query_scalar(
            "SELECT count(*) FROM clock_events WHERE game_id = $1 AND change = 'timed_out'",
        )
        .bind(&clocked)
        .fetch_one(db.pool())
        .await
        .unwrap();
        assert_eq!(noted, run, "each timeout once in the log");
        sqlx::query("UPDATE seats SET timeouts = 0 WHERE game_id = $1")
            .bind(&clocked)
            .execute(db.pool())
            .await
            .unwrap();
    }
    acted_in.sort();
    eprintln!(
        "20 timeouts on two servers, each acted on once: {:?} (median), {:?} (max) after the deadline",
        acted_in[10], acted_in[19]
    );
    let service = service::Service::new(db.clone());
    service
        .snapshot::<rules::karak::Karak>(&service::Caller::Guest("watcher".into()), &clocked)
        .await
        .expect("the timed-out game replays");

    // Killing a server loses no acknowledged move: B is killed (SIGKILL) right after
    // acknowledging moves; A goes on from the database's version.
    let mut acknowledged = 0;
    for _ in 0..5 {
        acknowledged = play_next(b, &id, &both)["version"].as_i64().unwrap();
    }
    drop(b_server);
    let seen = call(a, "GET", &format!("/games/{id}"), None, Some(ann)).json();
    assert_eq!(
        seen["version"].as_i64(),
        Some(acknowledged),
        "A has every move B acknowledged"
    );
    play_next(a, &id, &both);
    drop(a_server);
}
