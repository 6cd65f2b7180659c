//! Floods of games and sessions through the real server process: page views that
//! would write sessions, cookie-less game creation, a guest's unfinished games, an
//! account's waiting online games.

mod common;

use common::{call, request, Server};
use serde_json::json;

const NEW_GAME: &str = r#"{"game":{"seats":[{"name":"A","hero":null,"bot":false},{"name":"B","hero":null,"bot":false}],"expert":false}}"#;

/// Rows in the sessions table of the server's database file.
async fn session_rows(s: &Server) -> i64 {
    let db = service::Db::open(&s.db()).await.unwrap();
    sqlx::query_scalar("SELECT count(*) FROM sessions")
        .fetch_one(db.pool())
        .await
        .unwrap()
}

/// Rule: a session is written only when there is something to keep: 50
/// cookie-less views of the home page, of a game and of a game that does not
/// exist set no cookie and leave no session row; the first game a guest makes
/// does.
#[tokio::test(flavor = "multi_thread")]
async fn page_views_write_no_sessions() {
    let s = Server::start(&[]);
    let made = request(s.port, "POST", "/api/create_game", Some(NEW_GAME), &[]).unwrap();
    assert_eq!(made.status, 200, "{}", made.body);
    let id: String = serde_json::from_str(&made.body).unwrap();
    assert_eq!(
        session_rows(&s).await,
        1,
        "the guest's game keeps a session"
    );
    for i in 0..50 {
        let path = match i % 3 {
            0 => "/".to_owned(),
            1 => format!("/games/{id}"),
            _ => "/games/no-such-game".to_owned(),
        };
        let page = request(s.port, "GET", &path, None, &[]).unwrap();
        assert!(
            page.status == 200 || page.status == 404,
            "{path}: {}",
            page.status
        );
        assert!(
            page.session_cookie().is_none(),
            "{path} set a cookie: {}",
            page.head
        );
    }
    assert_eq!(session_rows(&s).await, 1, "page views wrote sessions");
}

/// Rule: game creation is limited per client: of 300 cookie-less `create_game`
/// calls from one address (each a fresh session), the first 30 make games and the
/// rest get 429 with Retry-After and the typed error, and make nothing.
#[test]
fn a_flood_of_cookie_less_games_is_refused() {
    let s = Server::start(&[]);
    let mut made = 0;
    let mut refused = 0;
    for _ in 0..300 {
        let a = request(s.port, "POST", "/api/create_game", Some(NEW_GAME), &[]).unwrap();
        match a.status {
            200 => made += 1,
            429 => {
                assert!(a.header("retry-after").is_some(), "{}", a.head);
                assert!(a.body.contains("too_many_requests"), "{}", a.body);
                refused += 1;
            }
            other => panic!("{other}: {}", a.body),
        }
    }
    eprintln!("300 cookie-less create_game: {made} made, {refused} refused (429)");
    assert_eq!((made, refused), (30, 270));
}

/// Rules: one session may create 10 games in 10 minutes (the 11th: 429; the
/// first game, made before the session existed, counts for the client only), and a
/// guest may hold 20 unfinished games (with the rate limits lifted, the 21st is
/// refused with the typed reason).
#[test]
fn a_guest_session_is_limited() {
    let s = Server::start(&[]);
    let first = request(s.port, "POST", "/api/create_game", Some(NEW_GAME), &[]).unwrap();
    let cookie = first.cookie_pair();
    let create = |port| {
        request(
            port,
            "POST",
            "/api/create_game",
            Some(NEW_GAME),
            &[("Cookie", &cookie)],
        )
        .unwrap()
    };
    for _ in 0..10 {
        assert_eq!(create(s.port).status, 200);
    }
    let over = create(s.port);
    assert_eq!(over.status, 429, "{}", over.body);
    assert!(over.header("retry-after").is_some(), "{}", over.head);

    let s = Server::start(&[
        ("KARAK_GAMES_PER_SESSION", "1000"),
        ("KARAK_GAMES_PER_CLIENT", "1000"),
    ]);
    let first = request(s.port, "POST", "/api/create_game", Some(NEW_GAME), &[]).unwrap();
    let cookie = first.cookie_pair();
    for _ in 1..20 {
        let a = request(
            s.port,
            "POST",
            "/api/create_game",
            Some(NEW_GAME),
            &[("Cookie", &cookie)],
        )
        .unwrap();
        assert_eq!(a.status, 200, "{}", a.body);
    }
    let over = request(
        s.port,
        "POST",
        "/api/create_game",
        Some(NEW_GAME),
        &[("Cookie", &cookie)],
    )
    .unwrap();
    assert_ne!(over.status, 200);
    assert!(
        over.body.contains("too_many_unfinished_games"),
        "{}",
        over.body
    );
}

/// Rule: an account hosts at most 10 online games waiting for players; the 11th
/// is refused (403 with the reason) until one starts or is cancelled.
#[tokio::test(flavor = "multi_thread")]
async fn waiting_online_games_are_capped() {
    let s = Server::start(&[("KARAK_GAMES_PER_SESSION", "1000")]);
    let host = common::players(&s.db(), &["Host"]).await.remove(0);
    let new = json!({"seats": [{}, {}], "hero": "Wizard"});
    for _ in 0..10 {
        let a = call(s.port, "POST", "/games", Some(&new), Some(&host));
        assert_eq!(a.status, 201, "{}", a.body);
    }
    let over = call(s.port, "POST", "/games", Some(&new), Some(&host));
    assert_eq!(over.status, 403, "{}", over.body);
    assert!(over.body.contains("waiting for players"), "{}", over.body);
}

/// Rule: a waiting online game expires (here after 1 s): it is gone, and it no
/// longer counts against its host's cap on waiting games.
#[tokio::test(flavor = "multi_thread")]
async fn waiting_online_games_expire() {
    let s = Server::start(&[
        ("KARAK_WAITING_GAME_MAX_SECS", "1"),
        ("KARAK_WAITING_GAMES_PER_ACCOUNT", "1"),
    ]);
    let host = common::players(&s.db(), &["Host"]).await.remove(0);
    let new = json!({"seats": [{}, {}], "hero": "Wizard"});
    let first = call(s.port, "POST", "/games", Some(&new), Some(&host));
    assert_eq!(first.status, 201, "{}", first.body);
    let id = first.json()["id"].as_str().unwrap().to_owned();
    assert_eq!(
        call(s.port, "POST", "/games", Some(&new), Some(&host)).status,
        403
    );
    std::thread::sleep(std::time::Duration::from_millis(2_100));
    let again = call(s.port, "POST", "/games", Some(&new), Some(&host));
    assert_eq!(again.status, 201, "{}", again.body);
    assert_eq!(
        call(
            s.port,
            "GET",
            &format!("/games/{id}/lobby"),
            None,
            Some(&host)
        )
        .status,
        404
    );
}
