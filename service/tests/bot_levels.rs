//! Bot levels through the game service on a real database (issue 42): the level chosen for
//! a bot seat is stored with it, shown in snapshots, lobbies and exports, survives a
//! restart, and decides which bot moves; a bot seat from before levels keeps the bot it had.

use protocol::{BotLevel, NewGame, NewOnlineGame, NewOnlineSeat, NewSeat, RoleName};
use rules::goblin::{Goblin, GoblinVariant, Hero};
use rules::Game;
use service::{choose_bot_action, Caller, Service};

mod common;
use common::{account, open};

fn bot(name: &str, hero: Hero, level: Option<BotLevel>) -> NewSeat {
    NewSeat {
        name: name.to_owned(),
        hero: Some(RoleName::of::<Goblin>(hero)),
        bot: true,
        level,
    }
}

/// A Goblin game of Ann (a person: every game has one) and two bots, Hard and Easy, made
/// by a guest.
async fn hard_against_easy(service: &Service, owner: &Caller) -> String {
    let mut ann = bot("Ann", Hero::Argentus, None);
    ann.bot = false;
    let new = NewGame::<Goblin> {
        seats: vec![
            ann,
            bot("Hilda", Hero::Horan, Some(BotLevel::Hard)),
            bot("Eddie", Hero::Taia, Some(BotLevel::Easy)),
        ],
        variant: GoblinVariant::default(),
    };
    service.create_game(owner, new).await.unwrap()
}

/// Plays `n` moves (fewer if the game ends): Ann (seat 0) her first legal action, the bots
/// theirs when asked.
async fn bots_play(service: &Service, owner: &Caller, id: &str, n: usize) {
    for _ in 0..n {
        let snap = service.snapshot::<Goblin>(owner, id).await.unwrap();
        match snap.view.to_act {
            None => return,
            Some(0) => {
                let action = snap.view.legal_actions[0];
                service
                    .submit::<Goblin>(owner, id, 0, action, snap.version)
                    .await
                    .unwrap();
            }
            Some(_) => {
                service
                    .bot_move::<Goblin>(owner, id, snap.version)
                    .await
                    .unwrap();
            }
        }
    }
}

/// Every stored move of a bot seat (1 and 2) of game `id` is the one `bot_of(seat)` chooses
/// at that version (the service's bots are reproducible: seed and version fix their
/// randomness). Answers how many bot moves there were.
async fn moves_are_those_of(
    service: &Service,
    id: &str,
    bot_of: impl Fn(u8) -> <Goblin as Game>::Bot,
) -> usize {
    // Read from the tables themselves: an unfinished game has no export.
    let pool = service.db().pool();
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
    let seed = seed as u64;
    let mut game = Goblin::new(&serde_json::from_str(&options).unwrap(), seed).unwrap();
    let mut checked = 0;
    for (version, (seat, action)) in actions.iter().enumerate() {
        let (seat, action) = (*seat as u8, serde_json::from_str(action).unwrap());
        if seat > 0 {
            let chosen = choose_bot_action(
                &game,
                bot_of(seat),
                seed,
                version as u32,
                rules::Effort::FULL,
            );
            assert_eq!(chosen, Some(action), "move {version} of seat {seat}");
            checked += 1;
        }
        game.apply(rules::Seat(seat), &action).unwrap();
    }
    checked
}

/// "Every game offers Easy, Normal and Hard bots … The level is stored with the seat":
/// each bot seat moves as its level's bot, and the level is in the snapshot, also after a
/// restart.
#[tokio::test]
async fn each_bot_seat_plays_at_its_level_across_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("levels.db");
    let owner = Caller::Guest("g-levels".into());
    let id = {
        let service = open(&path).await;
        let id = hard_against_easy(&service, &owner).await;
        bots_play(&service, &owner, &id, 30).await;
        id
    };
    let service = open(&path).await;
    bots_play(&service, &owner, &id, 30).await;
    let snap = service.snapshot::<Goblin>(&owner, &id).await.unwrap();
    let levels: Vec<_> = snap.seats.iter().map(|s| s.level).collect();
    assert_eq!(levels, [None, Some(BotLevel::Hard), Some(BotLevel::Easy)]);
    let level = |seat: u8| [BotLevel::Hard, BotLevel::Easy][usize::from(seat) - 1];
    let played = moves_are_those_of(&service, &id, |seat| Goblin::bot_at(level(seat))).await;
    assert!(played >= 10, "{played} bot moves");
}

/// "Old games keep the bot they had": a bot seat stored without a level (a game from
/// before levels) is played by the game's bot of then, the first of `Game::bots`.
#[tokio::test]
async fn a_bot_seat_from_before_levels_keeps_its_bot() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("old.db");
    let owner = Caller::Guest("g-old".into());
    let id = {
        let service = open(&path).await;
        let id = hard_against_easy(&service, &owner).await;
        sqlx::query("UPDATE seats SET bot_level = NULL WHERE game_id = $1")
            .bind(&id)
            .execute(service.db().pool())
            .await
            .unwrap();
        id
    };
    let service = open(&path).await;
    bots_play(&service, &owner, &id, 30).await;
    let snap = service.snapshot::<Goblin>(&owner, &id).await.unwrap();
    assert!(snap.seats.iter().all(|s| s.level.is_none()));
    moves_are_those_of(&service, &id, |_| Goblin::bots()[0]).await;
}

/// A bot seat created without a level plays at Normal; a person's seat has none.
#[tokio::test]
async fn a_bot_without_a_level_is_normal() {
    let dir = tempfile::tempdir().unwrap();
    let service = open(&dir.path().join("normal.db")).await;
    let owner = Caller::Guest("g-normal".into());
    let mut person = bot("Ann", Hero::Horan, Some(BotLevel::Hard));
    person.bot = false;
    let new = NewGame::<Goblin> {
        seats: vec![person, bot("Bob", Hero::Taia, None)],
        variant: GoblinVariant::default(),
    };
    let id = service.create_game(&owner, new).await.unwrap();
    let snap = service.snapshot::<Goblin>(&owner, &id).await.unwrap();
    let levels: Vec<_> = snap.seats.iter().map(|s| s.level).collect();
    assert_eq!(levels, [None, Some(BotLevel::Normal)]);
}

/// Online: the host's choice of level shows in the lobby and stays with the seat when the
/// game starts.
#[tokio::test]
async fn an_online_bot_keeps_its_level_from_lobby_to_table() {
    let dir = tempfile::tempdir().unwrap();
    let service = open(&dir.path().join("online.db")).await;
    let ann = account(&service, "Ann").await;
    let new = NewOnlineGame::<Goblin> {
        seats: vec![
            NewOnlineSeat::default(),
            NewOnlineSeat {
                bot: true,
                level: Some(BotLevel::Hard),
                hero: None,
            },
        ],
        hero: None,
        variant: GoblinVariant::default(),
        time_control: None,
        rated: None,
    };
    let id = service.create_online_game(&ann, new).await.unwrap();
    let lobby = service.lobby::<Goblin>(&ann, &id).await.unwrap();
    assert_eq!(lobby.seats[1].level, Some(BotLevel::Hard));
    assert_eq!(lobby.seats[0].level, None);
    service.start_game(&ann, &id).await.unwrap();
    let snap = service.snapshot::<Goblin>(&ann, &id).await.unwrap();
    assert_eq!(snap.seats[1].level, Some(BotLevel::Hard));
}
