//! `/api/v1` answers recorded as golden JSON (issue 12: "`/api/v1` stays wire-compatible
//! for Karak clients: record today's responses as golden JSON before the change and keep
//! them passing").
//!
//! The real server process answers; the games in it have known seeds (a pass-and-play
//! game whose seed the test sets before the server first loads it, and an imported
//! finished game), so every answer is the same on every run once its random parts are
//! named: game ids become `<game 1>`…, timestamps `<time>`. The snapshots live in
//! `server/tests/snapshots/`; `INSTA_UPDATE=always cargo test --test api_golden`
//! re-records them, which is a wire change for every API client and must say so.

mod common;

use common::{call, Player, Server};
use protocol::{NewGame, NewSeat, RoleName};
use rules::karak::{HeroKind, Karak, KarakVariant};
use serde_json::{json, Value};
use service::{Caller, Db, Service};

/// The seed of the pass-and-play game (any fixed value does).
const SEED: i64 = 20_261_123;

/// Replaces what differs between runs by stable names.
struct Names {
    ids: Vec<String>,
}

impl Names {
    fn id(&mut self, id: &str) -> String {
        if !self.ids.iter().any(|i| i == id) {
            self.ids.push(id.to_owned());
        }
        id.to_owned()
    }

    /// The answer as pretty JSON with ids and timestamps named.
    fn golden(&self, status: u16, body: &str) -> String {
        let mut text = if body.is_empty() {
            String::new()
        } else {
            let value: Value = serde_json::from_str(body)
                .unwrap_or_else(|e| panic!("not JSON ({e}): {status} {body}"));
            serde_json::to_string_pretty(&value).unwrap()
        };
        for (i, id) in self.ids.iter().enumerate() {
            text = text.replace(id, &format!("<game {}>", i + 1));
        }
        format!("HTTP {status}\n{}", named_times(&text))
    }
}

/// `"2026-11-23T20:01:02.345Z"` → `"<time>"`.
fn named_times(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < text.len() {
        let looks_like_time = bytes[i] == b'"'
            && text.len() > i + 25
            && bytes[i + 5] == b'-'
            && bytes[i + 11] == b'T'
            && bytes[i + 1..i + 5].iter().all(u8::is_ascii_digit);
        if looks_like_time {
            if let Some(end) = text[i + 1..].find('"') {
                out.push_str("\"<time>\"");
                i += end + 2;
                continue;
            }
        }
        out.push(bytes[i] as char);
        i += 1;
    }
    out
}

async fn account(service: &Service, name: &str) -> (i64, Player) {
    let account = service
        .sign_up(name, "correct horse battery")
        .await
        .unwrap();
    let token = service.create_token(account.id, "golden").await.unwrap();
    (
        account.id,
        Player {
            token: token.secret,
        },
    )
}

fn seat(name: &str, hero: HeroKind) -> NewSeat {
    NewSeat {
        name: name.to_owned(),
        hero: Some(RoleName::of::<Karak>(hero)),
        bot: false,
        level: None,
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn api_v1_answers_match_the_recorded_golden_json() {
    let server = Server::start(&[]);
    let port = server.port;
    let service = Service::new(Db::open(&server.db()).await.unwrap());
    let (anna_id, anna) = account(&service, "Anna").await;
    let (_, boris) = account(&service, "Boris").await;
    let mut names = Names { ids: Vec::new() };

    // A pass-and-play game of Anna's with a known seed: set before the server loads it.
    let new = NewGame::<Karak> {
        seats: vec![
            seat("Anna", HeroKind::Warrior),
            seat("Anna's friend", HeroKind::Wizard),
        ],
        variant: KarakVariant { expert: false },
    };
    let local = service
        .create_game(&Caller::User(anna_id), new)
        .await
        .unwrap();
    sqlx::query("UPDATE games SET seed = $1 WHERE id = $2")
        .bind(SEED)
        .bind(&local)
        .execute(service.db().pool())
        .await
        .unwrap();
    let local = names.id(&local);

    // A finished game, imported (the end-to-end fixture).
    let export = include_str!("../../end2end/fixtures/finished-3p.json");
    let finished = service
        .import_game(&Caller::User(anna_id), export)
        .await
        .unwrap();
    let finished = names.id(&finished);

    let mut answers: Vec<(&str, String)> = Vec::new();
    let mut record = |name: &'static str, a: common::Answer, names: &Names| {
        answers.push((name, names.golden(a.status, &a.body)));
        a
    };

    let snap = record(
        "game_as_owner",
        call(port, "GET", &format!("/games/{local}"), None, Some(&anna)),
        &names,
    )
    .json();
    record(
        "game_as_spectator",
        call(port, "GET", &format!("/games/{local}"), None, None),
        &names,
    );
    record(
        "game_as_other_account",
        call(port, "GET", &format!("/games/{local}"), None, Some(&boris)),
        &names,
    );
    let legal = record(
        "legal_as_owner",
        call(
            port,
            "GET",
            &format!("/games/{local}/legal"),
            None,
            Some(&anna),
        ),
        &names,
    )
    .json();
    let to_act = snap["view"]["to_act"].clone();
    let version = snap["version"].clone();
    let action = legal["actions"][0].clone();
    record(
        "move_by_a_stranger",
        call(
            port,
            "POST",
            &format!("/games/{local}/actions"),
            Some(&json!({"seat": to_act, "action": action, "expected_version": version})),
            Some(&boris),
        ),
        &names,
    );
    record(
        "move_stale",
        call(
            port,
            "POST",
            &format!("/games/{local}/actions"),
            Some(&json!({"seat": to_act, "action": action, "expected_version": 99})),
            Some(&anna),
        ),
        &names,
    );
    record(
        "move_against_the_rules",
        call(
            port,
            "POST",
            &format!("/games/{local}/actions"),
            Some(&json!({"seat": to_act, "action": "KeepRoll", "expected_version": version})),
            Some(&anna),
        ),
        &names,
    );
    record(
        "move",
        call(
            port,
            "POST",
            &format!("/games/{local}/actions"),
            Some(&json!({"seat": to_act, "action": action, "expected_version": version})),
            Some(&anna),
        ),
        &names,
    );
    record(
        "game_after_a_move",
        call(port, "GET", &format!("/games/{local}"), None, Some(&anna)),
        &names,
    );
    record(
        "finished_game",
        call(port, "GET", &format!("/games/{finished}"), None, None),
        &names,
    );
    record(
        "no_such_game",
        call(port, "GET", "/games/AAAAAAAAAAAA", None, None),
        &names,
    );
    record(
        "my_games",
        call(port, "GET", "/games", None, Some(&anna)),
        &names,
    );
    record(
        "my_games_without_token",
        call(port, "GET", "/games", None, None),
        &names,
    );

    // An online game waiting for players: its lobby and the open games.
    let created = call(
        port,
        "POST",
        "/games",
        Some(&json!({"seats": [{}, {}, {"bot": true, "hero": "Thief"}], "hero": "Oracle"})),
        Some(&anna),
    );
    names.id(created.json()["id"].as_str().unwrap());
    let online = created.json()["id"].as_str().unwrap().to_owned();
    record("create_online", created, &names);
    record(
        "lobby",
        call(
            port,
            "GET",
            &format!("/games/{online}/lobby"),
            None,
            Some(&boris),
        ),
        &names,
    );
    record(
        "open_games",
        call(port, "GET", "/games/open", None, Some(&boris)),
        &names,
    );
    record(
        "take_seat",
        call(
            port,
            "POST",
            &format!("/games/{online}/seats/1"),
            Some(&json!({"hero": "Warrior"})),
            Some(&boris),
        ),
        &names,
    );
    record(
        "start_by_a_guest",
        call(
            port,
            "POST",
            &format!("/games/{online}/start"),
            None,
            Some(&boris),
        ),
        &names,
    );
    record(
        "game_waiting",
        call(port, "GET", &format!("/games/{online}"), None, Some(&boris)),
        &names,
    );
    record(
        "profile",
        call(port, "GET", "/players/anna", None, Some(&boris)),
        &names,
    );
    record(
        "leaderboard",
        call(port, "GET", "/leaderboard/karak", None, None),
        &names,
    );
    record(
        "no_such_player",
        call(port, "GET", "/players/nobody", None, None),
        &names,
    );

    for (name, golden) in answers {
        insta::assert_snapshot!(name, golden);
    }
}
