//! What the service's test files share: a service on a real SQLite file, accounts,
//! and the usual new games. Each test file uses a part of it.
#![allow(dead_code)]

use std::path::Path;
use std::time::Duration;

use protocol::{NewGame, NewOnlineGame, NewOnlineSeat, NewSeat};
use rules::karak::{Karak, KarakVariant};
use service::{Caller, Db, Service};

/// The service on the SQLite file at `path`.
pub async fn open(path: &Path) -> Service {
    Service::new(Db::open(path).await.unwrap())
}

/// As [`open`], with online bots that move at once.
pub async fn open_with_quick_bots(path: &Path) -> Service {
    open(path).await.with_bot_pause(Duration::ZERO)
}

/// An account, inserted directly (the accounts service is tested on its own).
pub async fn account(service: &Service, name: &str) -> Caller {
    let id: i64 = sqlx::query_scalar(
        "INSERT INTO users (name, password_hash) VALUES (?, 'not-a-real-hash') RETURNING id",
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
    }
}

/// The seqs of game `id`'s stored actions, in order.
pub async fn seqs(service: &Service, id: &str) -> Vec<i64> {
    sqlx::query_scalar("SELECT seq FROM actions WHERE game_id = ? ORDER BY seq")
        .bind(id)
        .fetch_all(service.db().pool())
        .await
        .unwrap()
}
