//! Hidden information through the real API: issue 7 asks that "no API response for 1,000
//! random game states contains hidden information", and DESIGN.md that "the bag's order,
//! the tile stack, decks, other seats' hands and the RNG never leave the server except in
//! the view of the seat allowed to see it".
//!
//! The test plays random games through `/api/v1` on the real server process and, at every
//! state, replays the stored (options, seed, actions) itself to know the whole truth. Every
//! answer must then be exactly the rules engine's view for that caller (whose own hiding is
//! tested in `rules/tests/hidden_info.rs`), name no hidden field and never carry the seed.

mod common;

use common::{assert_nothing_hidden, call, players, Player, Server};
use rand_chacha::ChaCha8Rng;
use rand_core::{RngCore, SeedableRng};
use rules::goblin::Goblin;
use rules::karak::Karak;
use rules::karak2::Karak2;
use rules::{Game, Seat, Viewer};
use serde_json::{json, Value};

/// How many game states are checked (the figure).
const STATES: usize = 1_000;
/// Moves per game before the next game starts, so states come from many games.
const MOVES_PER_GAME: usize = 150;
/// The truth: the stored game replayed from its options, seed and actions.
async fn stored_game<G: Game>(pool: &sqlx::AnyPool, id: &str) -> (G, i64, usize) {
    let (options, seed): (String, i64) =
        sqlx::query_as("SELECT options, seed FROM games WHERE id = $1")
            .bind(id)
            .fetch_one(pool)
            .await
            .unwrap();
    let actions: Vec<(i64, String)> =
        sqlx::query_as("SELECT seat, action FROM actions WHERE game_id = $1 ORDER BY seq")
            .bind(id)
            .fetch_all(pool)
            .await
            .unwrap();
    let options: G::Options = serde_json::from_str(&options).unwrap();
    #[allow(clippy::cast_sign_loss)] // the column holds the u64 seed's bits
    let mut game = G::new(&options, seed as u64).unwrap();
    for (seat, action) in &actions {
        let action: G::Action = serde_json::from_str(action).unwrap();
        game.apply(Seat(u8::try_from(*seat).unwrap()), &action)
            .unwrap();
    }
    (game, seed, actions.len())
}

/// Creates an online game of `G` with one seat per player, every seat taken, and starts it.
fn start_game<G: Game>(port: u16, table: &[&Player]) -> String {
    let seats: Vec<Value> = table.iter().map(|_| json!({})).collect();
    let a = call(
        port,
        "POST",
        "/games",
        Some(&json!({"kind": G::KIND, "seats": seats})),
        Some(table[0]),
    );
    assert_eq!(a.status, 201, "{}", a.body);
    let id = a.json()["id"].as_str().unwrap().to_owned();
    for (seat, player) in table.iter().enumerate().skip(1) {
        let a = call(
            port,
            "POST",
            &format!("/games/{id}/seats/{seat}"),
            None,
            Some(player),
        );
        assert_eq!(a.status, 200, "{}", a.body);
    }
    let a = call(
        port,
        "POST",
        &format!("/games/{id}/start"),
        None,
        Some(table[0]),
    );
    assert_eq!(a.status, 204, "{}", a.body);
    id
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_api_answer_for_1000_random_states_reveals_hidden_information() {
    let server = Server::start(&[]);
    let everyone = players(&server.db(), &["Anna", "Boris", "Cyril", "Delia", "Evelyn"]).await;
    let db = service::Db::open(&server.db()).await.unwrap();
    scan::<Karak>(&server, &everyone, db.pool()).await;
    db.close().await;
}

/// Karak: Goblin holds hands and deck orders: "Hands and deck order are private", so the
/// same scan, where a seat's hand must reach that seat only.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_api_answer_for_1000_random_goblin_states_reveals_a_hand() {
    let server = Server::start(&[]);
    let everyone = players(&server.db(), &["Anna", "Boris", "Cyril", "Delia", "Evelyn"]).await;
    let db = service::Db::open(&server.db()).await.unwrap();
    scan::<Goblin>(&server, &everyone, db.pool()).await;
    db.close().await;
}

/// Karak 2 keeps the deck's and the bag's order and Darius's scouted tiles to itself: the same
/// scan, where no answer may hold them.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_api_answer_for_1000_random_karak2_states_reveals_the_deck() {
    let server = Server::start(&[]);
    let everyone = players(&server.db(), &["Anna", "Boris", "Cyril", "Delia", "Evelyn"]).await;
    let db = service::Db::open(&server.db()).await.unwrap();
    scan::<Karak2>(&server, &everyone, db.pool()).await;
    db.close().await;
}

/// Plays random online games of `G` through the API until [`STATES`] states were checked.
async fn scan<G: Game>(server: &Server, everyone: &[Player], pool: &sqlx::AnyPool) {
    let port = server.port;
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    let (mut states, mut games, mut finished) = (0, 0, 0);

    while states < STATES {
        // 2, 3 and 4 seats in turn; Evelyn (the last account) never sits: a stranger.
        let table: Vec<&Player> = everyone.iter().take(2 + games % 3).collect();
        let stranger = &everyone[4];
        let id = start_game::<G>(port, &table);
        games += 1;

        for _ in 0..MOVES_PER_GAME {
            let (game, seed, version) = stored_game::<G>(pool, &id).await;
            states += 1;
            let path = format!("/games/{id}");

            // Each seat's own view, the stranger's and the anonymous spectator's.
            let mut callers: Vec<(Option<&Player>, Viewer)> = table
                .iter()
                .enumerate()
                .map(|(s, p)| (Some(*p), Viewer::Seat(Seat(u8::try_from(s).unwrap()))))
                .collect();
            callers.push((Some(stranger), Viewer::Spectator));
            callers.push((None, Viewer::Spectator));
            // Once the game is over everything is revealed, to everyone: the answer is the
            // omniscient view (still without the seed).
            let over = game.to_act().is_none();
            for (who, viewer) in &callers {
                let shown = if over { Viewer::Omniscient } else { *viewer };
                let a = call(port, "GET", &path, None, *who);
                assert_eq!(a.status, 200, "{}", a.body);
                assert_nothing_hidden(&format!("GET {path} as {viewer:?}"), &a.body, seed);
                let answer = a.json();
                assert_eq!(answer["version"], json!(version));
                assert_eq!(
                    answer["view"],
                    serde_json::to_value(game.view(shown)).unwrap(),
                    "the API adds nothing to the rules' view for {viewer:?} at version {version}"
                );
            }

            // Legal actions: only the deciding seat's holder gets any.
            let to_act = game.to_act();
            let mut chosen = None;
            for (s, player) in table.iter().enumerate() {
                let a = call(port, "GET", &format!("{path}/legal"), None, Some(player));
                assert_eq!(a.status, 200, "{}", a.body);
                assert_nothing_hidden("legal actions", &a.body, seed);
                let listed = a.json()["actions"].as_array().unwrap().clone();
                if to_act == Some(Seat(u8::try_from(s).unwrap())) {
                    assert!(!listed.is_empty(), "the deciding seat has choices");
                    let pick = rng.next_u32() as usize % listed.len();
                    chosen = Some((s, listed[pick].clone()));
                } else {
                    assert_eq!(listed, Vec::<Value>::new(), "seat {s} is not deciding");
                }
            }
            let a = call(port, "GET", &format!("{path}/legal"), None, Some(stranger));
            assert_eq!(a.json()["actions"], json!([]));

            // Now and then the lists, the lobby and the notifications too.
            if states % 20 == 0 {
                for who in [Some(table[0]), Some(stranger), None] {
                    for list in [
                        "/games",
                        "/games/open",
                        &format!("{path}/lobby"),
                        "/notifications",
                    ] {
                        let a = call(port, "GET", list, None, who);
                        if a.status == 200 {
                            assert_nothing_hidden(list, &a.body, seed);
                        }
                    }
                }
            }

            let Some((seat, action)) = chosen else {
                finished += 1;
                break;
            };
            let body = json!({"seat": seat, "action": action, "expected_version": version});
            let a = call(
                port,
                "POST",
                &format!("{path}/actions"),
                Some(&body),
                Some(table[seat]),
            );
            assert_eq!(a.status, 200, "{}", a.body);
            assert_nothing_hidden("a committed move", &a.body, seed);
            if states >= STATES {
                break;
            }
        }
    }
    eprintln!(
        "{}: checked {states} states of {games} games ({finished} finished)",
        G::KIND
    );
}
