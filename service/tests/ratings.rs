//! Rated games (issue 43): "At its end each seat's rating in that game moves by the
//! finishing order (ties shared) through the rating crate; a resignation or a seat
//! lost to timeouts counts as last. Bots, pass-and-play and imported games are never
//! rated." Run on SQLite and, by `make test`, on PostgreSQL.

use std::time::Duration;

use protocol::{GameId, NewOnlineSeat};
use rand_chacha::ChaCha8Rng;
use rand_core::{RngCore, SeedableRng};
use rules::karak::Karak;
use service::{Caller, Client, Service};
use skillratings::weng_lin::{weng_lin_multi_team, WengLinConfig, WengLinRating};
use skillratings::MultiTeamOutcome;

mod common;
use common::{account, open_seats, open_with_quick_bots, two_locals};

/// Plays `caller`'s seat of online game `id` with seeded random legal actions, the bots
/// playing the resigned seats, until the game is over.
async fn play_to_the_end(service: &Service, caller: &Caller, id: &str, seed: u64) {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    for _ in 0..100_000 {
        let snap = service.snapshot::<Karak>(caller, id).await.unwrap();
        let Some(to_act) = snap.view.to_act else {
            return;
        };
        if snap.my_seats.contains(&to_act.0) {
            let legal = &snap.view.legal_actions;
            let action = legal[rng.next_u32() as usize % legal.len()];
            // A bot may have moved in between: a stale version is simply tried again.
            let _ = service
                .submit::<Karak>(caller, id, to_act.0, action, snap.version)
                .await;
        } else {
            tokio::time::sleep(Duration::from_millis(2)).await;
        }
    }
    panic!("game {id} did not end");
}

/// Ann hosts a game of `players` (Ann first, then the others in order), all take
/// their seats and she starts it.
async fn rated_game(service: &Service, players: &[&Caller]) -> GameId {
    let id = service
        .create_online_game(players[0], open_seats(players.len()))
        .await
        .unwrap();
    for (seat, caller) in players.iter().enumerate().skip(1) {
        service
            .take_seat::<Karak>(caller, &id, seat as u8, None)
            .await
            .unwrap();
    }
    service.start_game(players[0], &id).await.unwrap();
    id
}

fn user(caller: &Caller) -> i64 {
    match caller {
        Caller::User(id) => *id,
        Caller::Guest(_) => unreachable!("a test's accounts"),
    }
}

/// The stored rating of `caller` in Karak: (rating, uncertainty, games, wins).
async fn stored(service: &Service, caller: &Caller) -> Option<(f64, f64, i64, i64)> {
    sqlx::query_as(
        "SELECT rating, uncertainty, games, wins FROM ratings WHERE user_id = $1 AND kind = 'karak'",
    )
    .bind(user(caller))
    .fetch_optional(service.db().pool())
    .await
    .unwrap()
}

/// The crate's own computation for single players `before` at `places`.
fn crate_rates(before: &[WengLinRating], places: &[usize]) -> Vec<WengLinRating> {
    let teams: Vec<[WengLinRating; 1]> = before.iter().map(|r| [*r]).collect();
    let ranked: Vec<(&[WengLinRating], MultiTeamOutcome)> = teams
        .iter()
        .zip(places)
        .map(|(t, &p)| (&t[..], MultiTeamOutcome::new(p)))
        .collect();
    weng_lin_multi_team(&ranked, &WengLinConfig::new())
        .into_iter()
        .map(|t| t[0])
        .collect()
}

fn same(stored: Option<(f64, f64, i64, i64)>, rating: WengLinRating, games: i64, wins: i64) {
    let (r, u, g, w) = stored.expect("a rating is stored");
    assert_eq!(
        (r.to_bits(), u.to_bits(), g, w),
        (
            rating.rating.to_bits(),
            rating.uncertainty.to_bits(),
            games,
            wins
        ),
        "stored {r}, {u} against the crate's {rating:?}"
    );
}

/// Two rated games: the first with Bo and Cy resigned (they share last place, Ann is
/// first), the second with Ann resigned (Bo first). The stored ratings are the rating
/// crate's own figures to the last bit, the history recomputes to them, the end
/// of a game says each seat's change, and a rating is never moved twice.
#[tokio::test]
async fn rated_games_move_ratings_by_finishing_order_once() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("ratings.db");
    let service = open_with_quick_bots(&path).await;
    let (ann, bo, cy) = (
        account(&service, "Ann").await,
        account(&service, "Bo").await,
        account(&service, "Cy").await,
    );

    let first = rated_game(&service, &[&ann, &bo, &cy]).await;
    service.resign(&bo, &first).await.unwrap();
    service.resign(&cy, &first).await.unwrap();
    play_to_the_end(&service, &ann, &first, 1).await;
    let new = WengLinRating::new();
    let after_first = crate_rates(&[new, new, new], &[1, 2, 2]);
    same(stored(&service, &ann).await, after_first[0], 1, 1);
    same(stored(&service, &bo).await, after_first[1], 1, 0);
    same(stored(&service, &cy).await, after_first[2], 1, 0);
    let changes = service.rating_changes_of(&first).await.unwrap();
    assert_eq!(
        changes.iter().map(|c| c.place).collect::<Vec<_>>(),
        [1, 2, 2]
    );
    assert_eq!(changes[0].before, 1500);
    assert!(changes[0].after > 1500 && changes[1].after < 1500);

    let second = rated_game(&service, &[&ann, &bo]).await;
    service.resign(&ann, &second).await.unwrap();
    play_to_the_end(&service, &bo, &second, 2).await;
    let after_second = crate_rates(&[after_first[0], after_first[1]], &[2, 1]);
    same(stored(&service, &ann).await, after_second[0], 2, 1);
    same(stored(&service, &bo).await, after_second[1], 2, 1);
    same(stored(&service, &cy).await, after_first[2], 1, 0);

    let report = service.recompute_ratings().await.unwrap();
    assert_eq!(report.differences, Vec::<String>::new());
    assert_eq!((report.games, report.ratings), (2, 3));
    assert_eq!(
        service.rate_finished_games().await.unwrap(),
        0,
        "each game once"
    );

    let shown = service.ratings_of(user(&bo)).await.unwrap();
    assert_eq!(shown.len(), 1);
    assert!(shown[0].provisional, "two games are not five");
    assert_eq!((shown[0].games, shown[0].wins), (2, 1));
}

/// "Ratings can be recomputed from the game history alone": a server that stopped
/// between a game's last move and its rating rates it when it comes back, once, also
/// when two servers on the same database sweep at the same time.
#[tokio::test]
async fn a_game_finished_before_a_stop_is_rated_once_after_it() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("ratings.db");
    let service = open_with_quick_bots(&path).await;
    let (ann, bo) = (
        account(&service, "Ann").await,
        account(&service, "Bo").await,
    );
    let id = rated_game(&service, &[&ann, &bo]).await;
    service.resign(&bo, &id).await.unwrap();
    play_to_the_end(&service, &ann, &id, 3).await;
    let rated = stored(&service, &ann).await;
    // As if the server had stopped before the rating: its writes undone.
    for sql in [
        "DELETE FROM rating_changes",
        "DELETE FROM ratings",
        "UPDATE games SET rated_at = NULL",
    ] {
        sqlx::query(sql).execute(service.db().pool()).await.unwrap();
    }
    drop(service);
    let (one, two) = (
        open_with_quick_bots(&path).await,
        open_with_quick_bots(&path).await,
    );
    let (a, b) = tokio::join!(one.rate_finished_games(), two.rate_finished_games());
    assert_eq!(a.unwrap() + b.unwrap(), 1, "exactly one server rates it");
    assert_eq!(stored(&one, &ann).await, rated);
    assert!(one
        .recompute_ratings()
        .await
        .unwrap()
        .differences
        .is_empty());
}

/// "Bots, pass-and-play and imported games are never rated", and a host may choose
/// an unrated game.
#[tokio::test]
async fn games_with_bots_pass_and_play_and_unrated_choices_move_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let service = open_with_quick_bots(&dir.path().join("ratings.db")).await;
    let (ann, bo) = (
        account(&service, "Ann").await,
        account(&service, "Bo").await,
    );
    // Ann against a bot, to the end.
    let mut with_bot = open_seats(2);
    with_bot.seats[1] = NewOnlineSeat {
        bot: true,
        ..NewOnlineSeat::default()
    };
    with_bot.rated = Some(true);
    let id = service.create_online_game(&ann, with_bot).await.unwrap();
    service.start_game(&ann, &id).await.unwrap();
    play_to_the_end(&service, &ann, &id, 4).await;
    // Ann and Bo, unrated by choice.
    let mut unrated = open_seats(2);
    unrated.rated = Some(false);
    let id = service.create_online_game(&ann, unrated).await.unwrap();
    service.take_seat::<Karak>(&bo, &id, 1, None).await.unwrap();
    service.start_game(&ann, &id).await.unwrap();
    service.resign(&bo, &id).await.unwrap();
    play_to_the_end(&service, &ann, &id, 5).await;
    // A pass-and-play game.
    let local = service.create_game(&ann, two_locals()).await.unwrap();
    play_to_the_end(&service, &ann, &local, 6).await;

    assert_eq!(stored(&service, &ann).await, None);
    assert_eq!(stored(&service, &bo).await, None);
    assert!(service.rating_changes_of(&id).await.unwrap().is_empty());
}

/// A profile counts the rated games: the rating with its history (the start and one
/// point per game), the heroes, the last games with their changes, and the record
/// against the viewer.
#[tokio::test]
async fn a_profile_shows_ratings_history_heroes_games_and_head_to_head() {
    let dir = tempfile::tempdir().unwrap();
    let service = open_with_quick_bots(&dir.path().join("ratings.db")).await;
    let (ann, bo) = (
        account(&service, "Ann").await,
        account(&service, "Bo").await,
    );
    let first = rated_game(&service, &[&ann, &bo]).await;
    service.resign(&bo, &first).await.unwrap();
    play_to_the_end(&service, &ann, &first, 7).await;
    let second = rated_game(&service, &[&bo, &ann]).await;
    service.resign(&bo, &second).await.unwrap();
    play_to_the_end(&service, &ann, &second, 8).await;

    let profile = service.profile(&bo, "ANN").await.unwrap();
    assert_eq!(profile.name, "Ann");
    assert_eq!(profile.kinds.len(), 1);
    let karak = &profile.kinds[0];
    assert_eq!((karak.rating.games, karak.rating.wins), (2, 2));
    let chart: Vec<i64> = karak.history.iter().map(|p| p.rating).collect();
    assert_eq!(chart.len(), 3, "the start and one point per game");
    assert_eq!(chart[0], 1500);
    assert!(chart[1] > chart[0] && chart[2] > chart[1]);
    assert_eq!(karak.heroes.iter().map(|h| h.games).sum::<u32>(), 2);
    assert_eq!(
        profile
            .recent
            .iter()
            .map(|g| g.id.clone())
            .collect::<Vec<_>>(),
        [second.clone(), first.clone()],
        "newest first"
    );
    assert_eq!(profile.recent[0].rating.unwrap().after, karak.rating.rating);
    let record = profile.head_to_head.unwrap();
    assert_eq!((record.games, record.ahead, record.behind), (2, 2, 0));
    assert_eq!(
        service.profile(&ann, "Ann").await.unwrap().head_to_head,
        None
    );
    assert_eq!(
        service.profile(&ann, "Nobody").await,
        Err(protocol::GameError::NotFound)
    );
}

/// "the top 100 established ratings, the viewer's own place, paged": established
/// means five rated games; equal ratings share a place.
#[tokio::test]
async fn the_leaderboard_lists_established_ratings_by_place_in_pages() {
    let dir = tempfile::tempdir().unwrap();
    let service = open_with_quick_bots(&dir.path().join("ratings.db")).await;
    let mut players = Vec::new();
    for n in 0..130 {
        let caller = account(&service, &format!("P{n:03}")).await;
        // Ratings fall with n, two by two from 40 on (equal pairs); P125 on have
        // four games only.
        let rating = if n < 40 {
            40.0 - f64::from(n) * 0.1
        } else {
            36.0 - f64::from(n / 2) * 0.05
        };
        let games = if n >= 125 { 4 } else { 5 + n % 3 };
        sqlx::query(
            "INSERT INTO ratings (user_id, kind, rating, uncertainty, games, wins)
             VALUES ($1, 'karak', $2, 2.0, $3, 1)",
        )
        .bind(user(&caller))
        .bind(rating)
        .bind(i64::from(games))
        .execute(service.db().pool())
        .await
        .unwrap();
        players.push(caller);
    }
    let first = service
        .leaderboard(&players[41], rules::GameKind::Karak, 1)
        .await
        .unwrap();
    assert_eq!((first.page, first.pages), (1, 4), "100 places, 25 a page");
    assert_eq!(first.rows.len(), 25);
    assert_eq!(
        (first.rows[0].name.as_str(), first.rows[0].place),
        ("P000", 1)
    );
    assert_eq!(first.rows[0].rating, 2400);
    let mine = first.mine.unwrap();
    assert_eq!(
        (mine.name.as_str(), mine.place),
        ("P041", 41),
        "P040 and P041 share 41st"
    );
    let second = service
        .leaderboard(&players[0], rules::GameKind::Karak, 2)
        .await
        .unwrap();
    assert_eq!(second.rows[15].name, "P040");
    assert_eq!(second.rows[15].place, 41);
    assert_eq!(second.rows[16].place, 41);
    assert_eq!(second.rows[17].place, 43);
    let last = service
        .leaderboard(&players[0], rules::GameKind::Karak, 4)
        .await
        .unwrap();
    assert_eq!(last.rows.len(), 25);
    assert_eq!(
        service
            .leaderboard(&players[0], rules::GameKind::Karak, 5)
            .await,
        Err(protocol::GameError::NotFound)
    );
    let provisional = service
        .leaderboard(&players[127], rules::GameKind::Karak, 1)
        .await
        .unwrap();
    assert_eq!(provisional.mine, None, "four games are not established");
    let empty = service
        .leaderboard(&players[0], rules::GameKind::Goblin, 1)
        .await
        .unwrap();
    assert_eq!((empty.pages, empty.rows.len()), (1, 0));
}

/// Ann hosts a two-seat game from `ann_from`, Bo takes the other seat from `bo_from`:
/// the game and its lobby.
async fn two_seated(
    service: &Service,
    (ann, ann_from): (&Caller, &Client),
    (bo, bo_from): (&Caller, &Client),
) -> (GameId, protocol::LobbySnapshot<Karak>) {
    let id = service
        .create_online_game_from(ann, ann_from, open_seats(2))
        .await
        .unwrap();
    let lobby = service
        .take_seat_from::<Karak>(bo, bo_from, &id, 1, None)
        .await
        .unwrap();
    (id, lobby)
}

/// "A game between two accounts from the same session or client address is not rated
/// (say so in the lobby)."
#[tokio::test]
async fn two_accounts_of_one_client_play_unrated() {
    let dir = tempfile::tempdir().unwrap();
    let service = open_with_quick_bots(&dir.path().join("ratings.db")).await;
    let (ann, bo) = (
        account(&service, "Ann").await,
        account(&service, "Bo").await,
    );
    let from = |address: &str, session: &str| Client {
        address: Some(address.parse().unwrap()),
        session: Some(session.to_owned()),
    };
    // Lobbies: (Ann's client, Bo's client, one client?).
    let cases = [
        (from("192.0.2.1", "s1"), from("192.0.2.1", "s2"), true),
        (from("192.0.2.1", "s1"), from("192.0.2.2", "s1"), true),
        (from("2001:db8::1", "s1"), from("2001:db8::2", "s2"), true),
        (from("192.0.2.1", "s1"), from("192.0.2.2", "s2"), false),
    ];
    for (ann_from, bo_from, one) in cases {
        let (id, lobby) = two_seated(&service, (&ann, &ann_from), (&bo, &bo_from)).await;
        assert!(lobby.rated);
        assert_eq!(lobby.same_client, one, "{ann_from:?} and {bo_from:?}");
        service.cancel_game(&ann, &id).await.unwrap();
    }

    // Played to the end from one address: nothing moves.
    let (ann_from, bo_from) = (from("192.0.2.1", "s1"), from("192.0.2.1", "s2"));
    let (id, _) = two_seated(&service, (&ann, &ann_from), (&bo, &bo_from)).await;
    service.start_game(&ann, &id).await.unwrap();
    service.resign(&bo, &id).await.unwrap();
    play_to_the_end(&service, &ann, &id, 7).await;
    assert!(service.rating_changes_of(&id).await.unwrap().is_empty());
    assert_eq!(stored(&service, &ann).await, None);

    // A seat left and taken again from elsewhere forgets where it was first taken.
    let (id, _) = two_seated(&service, (&ann, &ann_from), (&bo, &bo_from)).await;
    service.leave_seat::<Karak>(&bo, &id).await.unwrap();
    let lobby = service
        .take_seat_from::<Karak>(&bo, &from("192.0.2.9", "s9"), &id, 1, None)
        .await
        .unwrap();
    assert!(!lobby.same_client);
    service.start_game(&ann, &id).await.unwrap();
    service.resign(&bo, &id).await.unwrap();
    play_to_the_end(&service, &ann, &id, 8).await;
    assert_eq!(service.rating_changes_of(&id).await.unwrap().len(), 2);
}
