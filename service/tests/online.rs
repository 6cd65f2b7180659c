//! Online games on a real SQLite file: the lobby, who may act, live updates, and
//! bots moved by the server. Issue 5: "The server checks on every call that the
//! caller holds the seat it acts for."

use std::time::Duration;

use protocol::RoleName;
use protocol::{GameError, GameStatus, LobbySeatKind, NewOnlineGame, SeatKind};
use rules::karak::{HeroKind, Karak};
use rules::{Seat, Viewer};
use service::{Caller, Service};

mod common;
use common::{account, ann_hosts, end_turn_or_first, open_seats, open_with_quick_bots as open};

/// Plays the first legal action for whoever of `players` is to act, `n` times.
async fn play(service: &Service, players: &[Caller], id: &str, n: usize) {
    for _ in 0..n {
        let mut moved = false;
        for p in players {
            let snap = service.snapshot::<Karak>(p, id).await.unwrap();
            let Some(seat) = snap.view.to_act else { return };
            if snap.my_seats.contains(&seat.0) {
                let action = snap.view.legal_actions[0];
                service
                    .submit::<Karak>(p, id, seat.0, action, snap.version)
                    .await
                    .unwrap();
                moved = true;
                break;
            }
        }
        assert!(moved, "somebody holds the seat to act");
    }
}

/// A whole lobby: the host sits in seat 0, others take and leave seats, a hero can
/// be chosen only once, only the host starts and only when every seat is taken.
#[tokio::test]
async fn lobby_seats_and_start() {
    let dir = tempfile::tempdir().unwrap();
    let service = open(&dir.path().join("k.db")).await;
    let (ann, bo, cy) = (
        account(&service, "Ann").await,
        account(&service, "Bo").await,
        account(&service, "Cy").await,
    );
    let new = NewOnlineGame::<Karak> {
        hero: Some(RoleName::of::<Karak>(HeroKind::Wizard)),
        ..open_seats(3)
    };
    assert_eq!(
        service
            .create_online_game(&Caller::Guest("g".into()), new.clone())
            .await,
        Err(GameError::SignInRequired),
        "online play needs an account"
    );
    let id = service.create_online_game(&ann, new).await.unwrap();
    let lobby = service.lobby::<Karak>(&ann, &id).await.unwrap();
    assert!(lobby.is_host);
    assert_eq!(lobby.my_seat(), Some(0));
    assert_eq!(
        lobby.seats[0].hero,
        Some(RoleName::of::<Karak>(HeroKind::Wizard))
    );
    assert_eq!(lobby.seats[1].kind, LobbySeatKind::Open);
    assert!(!lobby.full());
    // The game is not playable yet.
    assert_eq!(
        service.snapshot::<Karak>(&bo, &id).await.err(),
        Some(GameError::NotStarted)
    );

    // Listed as open for others, not for the host.
    assert_eq!(service.open_games(&bo).await.unwrap().len(), 1);
    assert!(service.open_games(&ann).await.unwrap().is_empty());

    // A hero already chosen cannot be chosen again.
    assert!(matches!(
        service
            .take_seat::<Karak>(&bo, &id, 1, Some(RoleName::of::<Karak>(HeroKind::Wizard)))
            .await,
        Err(GameError::Invalid(_))
    ));
    let lobby = service
        .take_seat::<Karak>(&bo, &id, 1, Some(RoleName::of::<Karak>(HeroKind::Thief)))
        .await
        .unwrap();
    assert_eq!(lobby.my_seat(), Some(1));
    // Taken seats cannot be taken; one seat per account.
    assert!(matches!(
        service.take_seat::<Karak>(&cy, &id, 1, None).await,
        Err(GameError::Invalid(_))
    ));
    assert!(matches!(
        service.take_seat::<Karak>(&bo, &id, 2, None).await,
        Err(GameError::Invalid(_))
    ));
    // Only the host starts, and only when full.
    assert!(matches!(
        service.start_game(&ann, &id).await,
        Err(GameError::Invalid(_))
    ));
    service.take_seat::<Karak>(&cy, &id, 2, None).await.unwrap();
    assert!(matches!(
        service.start_game(&bo, &id).await,
        Err(GameError::Forbidden(_))
    ));
    // Leaving frees the seat again; the host cannot leave.
    service.leave_seat::<Karak>(&cy, &id).await.unwrap();
    assert!(matches!(
        service.leave_seat::<Karak>(&ann, &id).await,
        Err(GameError::Invalid(_))
    ));
    service.take_seat::<Karak>(&cy, &id, 2, None).await.unwrap();
    assert!(service
        .open_games(&Caller::Guest("x".into()))
        .await
        .unwrap()
        .is_empty());

    service.start_game(&ann, &id).await.unwrap();
    let snap = service.snapshot::<Karak>(&cy, &id).await.unwrap();
    assert!(snap.online);
    assert_eq!(snap.status, GameStatus::Active);
    assert_eq!(snap.my_seats, vec![2]);
    assert_eq!(snap.seats[0].hero, RoleName::of::<Karak>(HeroKind::Wizard));
    assert_eq!(snap.seats[1].hero, RoleName::of::<Karak>(HeroKind::Thief));
    assert!(snap.seats.iter().all(|s| s.kind == SeatKind::Account));
    assert_eq!(snap.seats[1].name, "Bo");
    assert!(
        service.lobby::<Karak>(&ann, &id).await.is_err(),
        "no lobby once started"
    );
    assert!(matches!(
        service.start_game(&ann, &id).await,
        Err(GameError::NotFound)
    ));

    // Each player's list has it, with their own seat.
    let mine = service.list_games(&bo).await.unwrap();
    assert_eq!(mine.len(), 1);
    assert_eq!(mine[0].my_seats, vec![1]);
    assert!(mine[0].online);
}

/// "The server checks on every call that the caller holds the seat it acts for":
/// another player, a stranger account, a guest and a spectator cannot act for a
/// seat; each player sees from their own seat, strangers get the spectator's view.
#[tokio::test]
async fn only_the_seat_holder_acts() {
    let dir = tempfile::tempdir().unwrap();
    let service = open(&dir.path().join("k.db")).await;
    let (ann, bo, id) = ann_hosts(&service, 2).await;
    let eve = account(&service, "Eve").await;
    let guest = Caller::Guest("guest".into());
    service.take_seat::<Karak>(&bo, &id, 1, None).await.unwrap();
    service.start_game(&ann, &id).await.unwrap();

    for _ in 0..30 {
        let snap = service.snapshot::<Karak>(&eve, &id).await.unwrap();
        assert_eq!(snap.view.viewer, Viewer::Spectator);
        assert!(snap.my_seats.is_empty());
        assert!(
            snap.view.legal_actions.is_empty(),
            "spectators get no actions"
        );
        let Some(to_act) = snap.view.to_act else {
            break;
        };
        let (holder, other) = if to_act == Seat(0) {
            (&ann, &bo)
        } else {
            (&bo, &ann)
        };
        let theirs = service.snapshot::<Karak>(holder, &id).await.unwrap();
        let action = theirs.view.legal_actions[0];
        for intruder in [other, &eve, &guest] {
            assert_eq!(
                service
                    .submit::<Karak>(intruder, &id, to_act.0, action, snap.version)
                    .await,
                Err(GameError::NotYourSeat { seat: to_act.0 })
            );
            assert!(matches!(
                service.bot_move::<Karak>(intruder, &id, snap.version).await,
                Err(GameError::Forbidden(_)) | Ok(None)
            ));
        }
        // The other player still sees from their own seat, not the spectator's.
        let waiting = service.snapshot::<Karak>(other, &id).await.unwrap();
        assert!(matches!(waiting.view.viewer, Viewer::Seat(s) if s != to_act));
        service
            .submit::<Karak>(holder, &id, to_act.0, action, snap.version)
            .await
            .unwrap();
    }
    assert!(service.snapshot::<Karak>(&ann, &id).await.unwrap().version >= 30);
}

/// Watchers hear about every committed move (version and whose turn), and a new
/// watcher can ask where the game stands now (catching up after a network loss).
#[tokio::test]
async fn watchers_hear_every_move() {
    let dir = tempfile::tempdir().unwrap();
    let service = open(&dir.path().join("k.db")).await;
    let (ann, bo, id) = ann_hosts(&service, 2).await;
    let mut rx = service.watch(&id).await.unwrap();
    service.take_seat::<Karak>(&bo, &id, 1, None).await.unwrap();
    let seated = rx.recv().await.unwrap();
    assert_eq!(seated.status, GameStatus::Waiting);
    assert!(seated.lobby > 1, "seat changes bump the lobby counter");
    service.start_game(&ann, &id).await.unwrap();
    let started = rx.recv().await.unwrap();
    assert_eq!((started.status, started.version), (GameStatus::Active, 0));
    play(&service, &[ann.clone(), bo.clone()], &id, 5).await;
    for v in 1..=5 {
        assert_eq!(rx.recv().await.unwrap().version, v);
    }
    let now = service.current_update(&id).await.unwrap();
    assert_eq!(now.version, 5);
    assert_eq!(
        now.to_act,
        service
            .snapshot::<Karak>(&ann, &id)
            .await
            .unwrap()
            .view
            .to_act
            .map(|s| s.0)
    );
}

/// Online bots are moved by the server by themselves (turn-based play waits only
/// for people), and resume after a restart.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn server_moves_online_bots() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("k.db");
    let service = open(&path).await;
    let ann = account(&service, "Ann").await;
    let mut new = open_seats(3);
    new.seats[1].bot = true;
    new.seats[2].bot = true;
    let id = service.create_online_game(&ann, new).await.unwrap();
    let lobby = service.lobby::<Karak>(&ann, &id).await.unwrap();
    assert!(lobby.full(), "bots fill their seats");
    assert_eq!(lobby.seats[1].name.as_deref(), Some("Bot 1"));
    let mut rx = service.watch(&id).await.unwrap();
    service.start_game(&ann, &id).await.unwrap();
    // Play Ann's turns; the bots answer on their own.
    for _ in 0..200 {
        let snap = service.snapshot::<Karak>(&ann, &id).await.unwrap();
        match snap.view.to_act {
            None => break,
            Some(Seat(0)) => end_turn_or_first(&service, &ann, &id, 0, &snap).await,
            Some(_) => {
                // Wait for the bots' commits.
                tokio::time::timeout(Duration::from_secs(10), rx.recv())
                    .await
                    .expect("the bot moves by itself")
                    .unwrap();
            }
        }
    }
    let version = service.snapshot::<Karak>(&ann, &id).await.unwrap().version;
    assert!(version > 10);
}

/// Deleting an account cancels the waiting games it hosts (nobody could start them)
/// and opens its seat in others' waiting games.
#[tokio::test]
async fn deleting_a_host_cancels_its_waiting_games() {
    let dir = tempfile::tempdir().unwrap();
    let service = open(&dir.path().join("k.db")).await;
    let ann = service
        .sign_up("Annabel", "correct horse battery")
        .await
        .unwrap();
    let bo = service
        .sign_up("Boris", "correct horse battery")
        .await
        .unwrap();
    let (ann_c, bo_c) = (Caller::User(ann.id), Caller::User(bo.id));
    let hosted = service
        .create_online_game(&ann_c, open_seats(2))
        .await
        .unwrap();
    let joined = service
        .create_online_game(&bo_c, open_seats(3))
        .await
        .unwrap();
    service
        .take_seat::<Karak>(&ann_c, &joined, 2, None)
        .await
        .unwrap();
    service
        .delete_account(ann.id, "correct horse battery")
        .await
        .unwrap();
    assert_eq!(
        service.lobby::<Karak>(&bo_c, &hosted).await,
        Err(GameError::NotFound)
    );
    let lobby = service.lobby::<Karak>(&bo_c, &joined).await.unwrap();
    assert_eq!(lobby.seats[2].kind, LobbySeatKind::Open);
}

/// Bad input gets a clear error: a hero name that is no hero of the game is refused
/// wherever it stands, also on an open seat, where a valid name would not be used
/// (found by schemathesis: `{"seats": [{"hero": "AAA"}, {}]}` made a game).
#[tokio::test]
async fn an_unknown_hero_on_any_seat_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let service = open(&dir.path().join("k.db")).await;
    let ann = account(&service, "Ann").await;
    let mut new = open_seats(2);
    new.seats[0].hero = Some(RoleName("AAA".to_owned()));
    assert_eq!(
        service.create_online_game(&ann, new).await,
        Err(GameError::Invalid(protocol::Refusal::NoSuchRole {
            role: "AAA".to_owned()
        }))
    );
    assert!(
        service.list_games(&ann).await.unwrap().is_empty(),
        "nothing stored"
    );
}

/// Issue 14, point 2: "History fails while the account has an online game waiting for
/// players" (its open seats have no hero yet). A waiting game is not history yet: the
/// host's and a seated player's history and statistics answer, without it.
#[tokio::test]
async fn history_answers_while_an_online_game_waits_for_players() {
    let dir = tempfile::tempdir().unwrap();
    let service = open(&dir.path().join("k.db")).await;
    let (ann, bo, id) = ann_hosts(&service, 3).await;
    service.take_seat::<Karak>(&bo, &id, 1, None).await.unwrap();
    for caller in [&ann, &bo] {
        let page = service
            .history(caller, &protocol::replay::HistoryQuery::default())
            .await
            .unwrap();
        assert_eq!(page.total, 0, "a waiting game is not listed");
        assert!(service.stats(caller).await.unwrap().heroes.is_empty());
    }
}
