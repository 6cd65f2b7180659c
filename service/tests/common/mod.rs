//! What the service's test files share: a service on a real database, accounts, and
//! the usual new games. Each test file uses a part of it.
//!
//! The database is a SQLite file, or, when `KARAK_TEST_POSTGRES` names a PostgreSQL
//! server (`scripts/with-postgres.sh` starts a throw-away one), a database of its own
//! on that server: `make test` runs the suite both ways.
#![allow(dead_code)]

use std::path::Path;
use std::time::Duration;

use protocol::{GameId, GameSnapshot, NewGame, NewOnlineGame, NewOnlineSeat, NewSeat};
use rules::karak::{Action, Karak, KarakVariant};
use service::{Caller, Db, DbTarget, Service};

/// The database of a test: the SQLite file at `path`, or on PostgreSQL the database
/// named after `path` (opening the same path again opens the same database, as a
/// restarted server would).
pub async fn db(path: &Path) -> Db {
    match std::env::var("KARAK_TEST_POSTGRES") {
        Ok(server) => {
            let url = postgres_database(&server, path).await;
            Db::connect(&DbTarget::Postgres(url)).await.unwrap()
        }
        Err(_) => Db::open(path).await.unwrap(),
    }
}

/// Creates (once) the database of `path` on the PostgreSQL `server`; answers its URL.
async fn postgres_database(server: &str, path: &Path) -> String {
    use sqlx::Connection;
    use std::hash::{Hash, Hasher};
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    path.hash(&mut hasher);
    let name = format!("test_{:016x}", hasher.finish());
    let mut admin = sqlx::PgConnection::connect(&format!("{server}/postgres"))
        .await
        .unwrap();
    let exists: Option<i32> = sqlx::query_scalar("SELECT 1 FROM pg_database WHERE datname = $1")
        .bind(&name)
        .fetch_optional(&mut admin)
        .await
        .unwrap();
    if exists.is_none() {
        sqlx::query(&format!("CREATE DATABASE {name}"))
            .execute(&mut admin)
            .await
            .unwrap();
    }
    admin.close().await.unwrap();
    format!("{server}/{name}")
}

/// The service on the test database at `path` ([`db`]).
pub async fn open(path: &Path) -> Service {
    Service::new(db(path).await)
}

/// As [`open`], with online bots that move at once.
pub async fn open_with_quick_bots(path: &Path) -> Service {
    open(path).await.with_bot_pause(Duration::ZERO)
}

/// An account, inserted directly (the accounts service is tested on its own).
pub async fn account(service: &Service, name: &str) -> Caller {
    let id: i64 = sqlx::query_scalar(
        "INSERT INTO users (id, name, password_hash)
         SELECT 1 + COALESCE(max(id), 0), $1, 'not-a-real-hash' FROM users RETURNING id",
    )
    .bind(name)
    .fetch_one(service.db().pool())
    .await
    .unwrap();
    Caller::User(id)
}

/// A pass-and-play game of Anna and Ben, heroes dealt.
pub fn two_locals() -> NewGame<Karak> {
    NewGame::<Karak> {
        seats: ["Anna", "Ben"]
            .into_iter()
            .map(|name| NewSeat {
                name: name.to_owned(),
                hero: None,
                bot: false,
                level: None,
            })
            .collect(),
        variant: KarakVariant { expert: false },
    }
}

/// An online game of `n` open seats.
pub fn open_seats(n: usize) -> NewOnlineGame<Karak> {
    NewOnlineGame::<Karak> {
        seats: vec![NewOnlineSeat::default(); n],
        hero: None,
        variant: KarakVariant { expert: false },
        time_control: None,
        rated: None,
    }
}

/// Ann and Bo with accounts, and Ann's online game of `seats` open seats, not started and
/// nobody else seated yet (a test may watch it first): where most online tests begin.
/// Returns Ann, Bo and the game.
pub async fn ann_hosts(service: &Service, seats: usize) -> (Caller, Caller, GameId) {
    let (ann, bo) = (account(service, "Ann").await, account(service, "Bo").await);
    let id = service
        .create_online_game(&ann, open_seats(seats))
        .await
        .unwrap();
    (ann, bo, id)
}

/// A pass-and-play game of [`two_locals`] made by `owner`, with its first legal action
/// played, so there is something to take back or to lose by deleting it. Returns the game
/// and the seat that played.
pub async fn local_game_after_one_move(service: &Service, owner: &Caller) -> (GameId, u8) {
    let id = service.create_game(owner, two_locals()).await.unwrap();
    let snap = service.snapshot::<Karak>(owner, &id).await.unwrap();
    let seat = snap.view.to_act.unwrap().0;
    service
        .submit::<Karak>(owner, &id, seat, snap.view.legal_actions[0], 0)
        .await
        .unwrap();
    (id, seat)
}

/// Plays `seat` for `caller` at `snap`: ends the turn when it may, else its first legal
/// action, so that play soon passes to the other seats.
pub async fn end_turn_or_first(
    service: &Service,
    caller: &Caller,
    id: &str,
    seat: u8,
    snap: &GameSnapshot<Karak>,
) {
    let action = if snap.view.legal_actions.contains(&Action::EndTurn) {
        Action::EndTurn
    } else {
        snap.view.legal_actions[0]
    };
    service
        .submit::<Karak>(caller, id, seat, action, snap.version)
        .await
        .unwrap();
}

/// The seqs of game `id`'s stored actions, in order.
pub async fn seqs(service: &Service, id: &str) -> Vec<i64> {
    sqlx::query_scalar("SELECT seq FROM actions WHERE game_id = $1 ORDER BY seq")
        .bind(id)
        .fetch_all(service.db().pool())
        .await
        .unwrap()
}
