//! Reviewing past games on a real SQLite file: history filters and pages, statistics,
//! replays that never leak what a game in progress hides, export, and imports that
//! store everything or nothing. Also keeps the end-to-end fixture files current.

use std::path::{Path, PathBuf};

use protocol::replay::{
    GameExport, GameRecord, HistoryQuery, MyResult, SeatAction, HISTORY_PAGE_SIZE,
};
use protocol::RoleName;
use protocol::{GameError, GameStatus, NewGame, NewSeat, SeatInfo};
use rand_core::SeedableRng;
use rules::karak::KarakVariant;
use rules::karak::{Action, HeroKind, Karak, KarakOptions};
use rules::{Game, Seat, Viewer};
use service::{Caller, Dialect, Service};

mod common;

/// A service on `path`; the history pages need more unfinished guest games than a
/// guest may hold by default.
async fn open(path: &Path) -> Service {
    Service::new(common::db(path).await).with_limits(service::Limits {
        guest_unfinished_games: 1_000,
        ..service::Limits::default()
    })
}

fn guest(id: &str) -> Caller {
    Caller::Guest(id.to_owned())
}

async fn count(service: &Service, sql: &str) -> i64 {
    sqlx::query_scalar(sql)
        .fetch_one(service.db().pool())
        .await
        .unwrap()
}

/// A finished game played by bots, as an export file. Seat 0 is a person's seat (its
/// moves were the bot's suggestions), the others bots. With `random_percent` > 0 that
/// share of moves is a random legal action instead of the greedy one (longer games).
fn bot_export(heroes: &[HeroKind], seed: u64, random_percent: u32) -> GameExport<Karak> {
    let options = KarakOptions {
        heroes: heroes.to_vec(),
        expert: false,
    };
    let mut game = Karak::new(&options, seed).unwrap();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    let mut actions = Vec::new();
    while let Some(seat) = game.to_act() {
        let action = if random_percent == 0 {
            service::choose_bot_action(
                &game,
                rules::karak::Bot::Greedy,
                seed,
                actions.len() as u32,
                rules::Effort::FULL,
            )
        } else if rules::hash::uniform(&mut rng, 100) < random_percent {
            rules::random_action(&game, &mut rng)
        } else {
            rules::karak::greedy_action(&game, &mut rng)
        }
        .unwrap();
        game.apply(seat, &action).unwrap();
        actions.push(SeatAction {
            seat: seat.0,
            action,
        });
    }
    const NAMES: [&str; 5] = ["Anna", "Bot Ben", "Bot Carla", "Bot Dario", "Bot Eva"];
    let names: Vec<RoleName> = heroes.iter().map(|&h| RoleName::of::<Karak>(h)).collect();
    let seats = SeatInfo::person_then_bots(&names, |i| NAMES[i].to_owned());
    let result = game.outcome().unwrap();
    GameExport::new(
        GameRecord {
            options,
            seed,
            actions,
        },
        seats,
        result,
    )
}

fn json(export: &GameExport<Karak>) -> String {
    serde_json::to_string_pretty(export).unwrap() + "\n"
}

/// The typical game of the end-to-end tests: three seats, greedy bots.
fn typical_fixture() -> GameExport<Karak> {
    bot_export(
        &[HeroKind::Warrior, HeroKind::Oracle, HeroKind::Thief],
        1,
        0,
    )
}

/// The long game of the jump-time measurement: five seats, half the moves random
/// (seed found by search: 1,018 actions).
fn long_fixture() -> GameExport<Karak> {
    bot_export(
        &[
            HeroKind::Warrior,
            HeroKind::Thief,
            HeroKind::Wizard,
            HeroKind::Warlock,
            HeroKind::Oracle,
        ],
        3,
        50,
    )
}

fn fixtures_dir() -> PathBuf {
    // Relative to the package's root, where cargo runs tests: a path compiled in would name
    // the checkout that built the binary, which the shared build cache reuses in others.
    Path::new("../end2end/fixtures").to_path_buf()
}

/// The files the browser tests import are recorded games: they must pass the import
/// checks (every action legal, the stated result the replayed one) with the rules of
/// this build, and the long one must stay long. They are records, not the bots'
/// current output (a better bot must not invalidate them); `KARAK_BLESS=1` records
/// them again from the generators, e.g. after a rules version bump.
#[test]
fn end_to_end_fixtures_are_current() {
    let dir = fixtures_dir();
    for (name, export) in [
        ("finished-3p.json", typical_fixture()),
        ("finished-long.json", long_fixture()),
    ] {
        let text = json(&export);
        service::check_import(&text).unwrap();
        let path = dir.join(name);
        if std::env::var_os("KARAK_BLESS").is_some() {
            std::fs::create_dir_all(&dir).unwrap();
            std::fs::write(&path, &text).unwrap();
        }
        let stored = std::fs::read_to_string(&path)
            .unwrap_or_else(|e| panic!("{}: {e} (run with KARAK_BLESS=1)", path.display()));
        let checked = service::check_import(&stored)
            .unwrap_or_else(|e| panic!("{name} no longer imports: {e} (run with KARAK_BLESS=1)"));
        if name == "finished-long.json" {
            assert!(
                checked.export["actions"].as_array().unwrap().len() >= 1000,
                "the jump-time game has 1,000+ actions"
            );
        }
    }
}

/// Plays game `id` to its end: bots move themselves, the caller's seats take the
/// first legal action, preferring to end the turn.
async fn finish(service: &Service, me: &Caller, id: &str) {
    for _ in 0..20_000 {
        let snap = service.snapshot::<Karak>(me, id).await.unwrap();
        let Some(to_act) = snap.view.to_act else {
            return;
        };
        if snap.my_seats.contains(&to_act.0) {
            let action = if snap.view.legal_actions.contains(&Action::EndTurn) {
                Action::EndTurn
            } else {
                snap.view.legal_actions[0]
            };
            service
                .submit::<Karak>(me, id, to_act.0, action, snap.version)
                .await
                .unwrap();
        } else {
            service
                .bot_move::<Karak>(me, id, snap.version)
                .await
                .unwrap()
                .unwrap();
        }
    }
    panic!("game {id} did not end");
}

fn vs_bots(hero: HeroKind) -> NewGame<Karak> {
    NewGame::<Karak> {
        seats: vec![
            NewSeat {
                name: "Me".to_owned(),
                hero: Some(RoleName::of::<Karak>(hero)),
                bot: false,
                level: None,
            },
            NewSeat {
                name: "B1".to_owned(),
                hero: Some(RoleName::of::<Karak>(HeroKind::Swordsman)),
                bot: true,
                level: None,
            },
        ],
        variant: KarakVariant { expert: false },
    }
}

/// Exports whose seat 0 (the importer's seat) won and lost.
fn won_and_lost() -> (GameExport<Karak>, GameExport<Karak>) {
    let heroes = [HeroKind::Wizard, HeroKind::Warlock];
    let mut won = None;
    let mut lost = None;
    for seed in 0.. {
        let e = bot_export(&heroes, seed, 0);
        if e.result.winners.contains(&Seat(0)) {
            won.get_or_insert(e);
        } else {
            lost.get_or_insert(e);
        }
        if won.is_some() && lost.is_some() {
            break;
        }
    }
    (won.unwrap(), lost.unwrap())
}

/// The history lists the caller's own games and those where their account holds a
/// seat, newest first; the result filter keeps won, lost or unfinished games for the
/// caller's seats, the hero filter games where their seat played that hero; pages
/// hold HISTORY_PAGE_SIZE games; other callers see none of it.
#[tokio::test]
async fn history_filters_and_pages() {
    let dir = tempfile::tempdir().unwrap();
    let service = open(&dir.path().join("k.db")).await;
    let me = guest("me");
    let (won, lost) = won_and_lost();
    let won_id = service.import_game(&me, &json(&won)).await.unwrap();
    let lost_id = service.import_game(&me, &json(&lost)).await.unwrap();
    let active_id = service
        .create_game::<Karak>(&me, vs_bots(HeroKind::Thief))
        .await
        .unwrap();

    let all = service
        .history(&me, &HistoryQuery::default())
        .await
        .unwrap();
    let ids: Vec<&str> = all.rows.iter().map(|r| r.id.as_str()).collect();
    assert_eq!(ids, [&active_id, &lost_id, &won_id], "newest first");
    assert_eq!(all.rows[0].result, MyResult::Unfinished);
    assert_eq!(all.rows[0].status, GameStatus::Active);
    assert_eq!(all.rows[0].my_seats, [0], "bots are nobody's seats");
    assert!(all.rows[1].imported && !all.rows[0].imported);
    assert_eq!(all.rows[2].actions as usize, won.actions.len());

    let only = |result| HistoryQuery {
        result: Some(result),
        ..HistoryQuery::default()
    };
    let ids_of = |page: protocol::replay::HistoryPage| -> Vec<String> {
        page.rows.into_iter().map(|r| r.id).collect()
    };
    assert_eq!(
        ids_of(service.history(&me, &only(MyResult::Won)).await.unwrap()),
        [won_id.as_str()]
    );
    assert_eq!(
        ids_of(service.history(&me, &only(MyResult::Lost)).await.unwrap()),
        [lost_id.as_str()]
    );
    assert_eq!(
        ids_of(
            service
                .history(&me, &only(MyResult::Unfinished))
                .await
                .unwrap()
        ),
        [active_id.as_str()]
    );
    let hero = |hero| HistoryQuery {
        hero: Some(RoleName::of::<Karak>(hero)),
        ..HistoryQuery::default()
    };
    assert_eq!(
        ids_of(service.history(&me, &hero(HeroKind::Thief)).await.unwrap()),
        [active_id.as_str()]
    );
    assert_eq!(
        service
            .history(&me, &hero(HeroKind::Warlock))
            .await
            .unwrap()
            .total,
        0,
        "the Warlock was a bot's hero, not mine"
    );
    assert_eq!(
        service
            .history(&me, &hero(HeroKind::Wizard))
            .await
            .unwrap()
            .total,
        2
    );
    assert_eq!(
        service
            .history(&guest("someone else"), &HistoryQuery::default())
            .await
            .unwrap()
            .total,
        0
    );

    // An account sees games where one of the seats is theirs, even in others' games.
    sqlx::query("INSERT INTO users (id, name, password_hash) VALUES (7, 'ann', 'x')")
        .execute(service.db().pool())
        .await
        .unwrap();
    sqlx::query("UPDATE seats SET kind = 'account', user_id = 7 WHERE game_id = $1 AND seat = 0")
        .bind(&lost_id)
        .execute(service.db().pool())
        .await
        .unwrap();
    let ann = service
        .history(&Caller::User(7), &HistoryQuery::default())
        .await
        .unwrap();
    assert_eq!(ids_of(ann.clone()), [lost_id.as_str()]);
    assert_eq!(ann.rows[0].my_seats, [0]);
    assert_eq!(ann.rows[0].result, MyResult::Lost);
    assert_eq!(
        service
            .history(&Caller::User(8), &HistoryQuery::default())
            .await
            .unwrap()
            .total,
        0
    );

    // Pages: HISTORY_PAGE_SIZE per page, newest first; past the end is the last page.
    for _ in 0..HISTORY_PAGE_SIZE {
        service
            .create_game::<Karak>(&me, vs_bots(HeroKind::Oracle))
            .await
            .unwrap();
    }
    let first = service
        .history(&me, &HistoryQuery::default())
        .await
        .unwrap();
    assert_eq!(first.total, HISTORY_PAGE_SIZE + 3);
    assert_eq!(first.pages, 2);
    assert_eq!(first.rows.len() as u32, HISTORY_PAGE_SIZE);
    let page = |page| HistoryQuery {
        page,
        ..HistoryQuery::default()
    };
    let second = service.history(&me, &page(1)).await.unwrap();
    assert_eq!(ids_of(second), [active_id, lost_id, won_id]);
    assert_eq!(service.history(&me, &page(9)).await.unwrap().page, 1);
}

/// Statistics count the caller's seats in finished games they played, per hero,
/// with wins; imported games and games in progress do not count.
#[tokio::test]
async fn stats_count_played_finished_games_per_hero() {
    let dir = tempfile::tempdir().unwrap();
    let service = open(&dir.path().join("k.db")).await;
    let me = guest("me");
    let id = service
        .create_game::<Karak>(&me, vs_bots(HeroKind::WarriorPrincess))
        .await
        .unwrap();
    finish(&service, &me, &id).await;
    service
        .create_game::<Karak>(&me, vs_bots(HeroKind::Oracle))
        .await
        .unwrap();
    let (won, _) = won_and_lost();
    service.import_game(&me, &json(&won)).await.unwrap();

    let stats = service.stats(&me).await.unwrap();
    assert_eq!(stats.heroes.len(), 1, "{stats:?}");
    let s = &stats.heroes[0];
    assert_eq!(s.hero, RoleName::of::<Karak>(HeroKind::WarriorPrincess));
    assert_eq!(s.games, 1);
    let snap = service.snapshot::<Karak>(&me, &id).await.unwrap();
    let won_it = snap.view.outcome.unwrap().winners.contains(&Seat(0));
    assert_eq!(s.wins, u32::from(won_it));
    assert!(service.stats(&guest("x")).await.unwrap().heroes.is_empty());
}

/// A game in progress never reveals its seed or actions through the replay: the
/// replay data has no record, its JSON no seed; each step is the view of the seat
/// that decided then if the caller holds it, else the spectator's, never the
/// omniscient one; and the export is refused, saying why.
#[tokio::test]
async fn replays_of_games_in_progress_hide_what_the_table_could_not_see() {
    let dir = tempfile::tempdir().unwrap();
    let service = open(&dir.path().join("k.db")).await;
    let me = guest("me");
    let id = service
        .create_game::<Karak>(&me, vs_bots(HeroKind::Oracle))
        .await
        .unwrap();
    // A few moves, then stop mid-game.
    for _ in 0..30 {
        let snap = service.snapshot::<Karak>(&me, &id).await.unwrap();
        let to_act = snap.view.to_act.unwrap();
        if to_act == Seat(0) {
            let a = snap.view.legal_actions[0];
            service
                .submit::<Karak>(&me, &id, 0, a, snap.version)
                .await
                .unwrap();
        } else {
            service
                .bot_move::<Karak>(&me, &id, snap.version)
                .await
                .unwrap();
        }
    }
    let data = service.replay_data::<Karak>(&me, &id).await.unwrap();
    assert_eq!(data.status, GameStatus::Active);
    assert!(data.record.is_none());
    assert_eq!(data.steps, 30);
    assert_eq!(data.log.len(), 31, "setup and one entry per action");
    let text = serde_json::to_string(&data).unwrap();
    assert!(!text.contains("seed"), "{text}");
    let seed: i64 = sqlx::query_scalar("SELECT seed FROM games WHERE id = $1")
        .bind(&id)
        .fetch_one(service.db().pool())
        .await
        .unwrap();
    assert!(!text.contains(&seed.to_string()));

    let stranger = guest("stranger");
    for step in 0..=30 {
        let mine = service.replay_step::<Karak>(&me, &id, step).await.unwrap();
        let theirs = service
            .replay_step::<Karak>(&stranger, &id, step)
            .await
            .unwrap();
        assert_eq!(theirs.view.viewer, Viewer::Spectator);
        assert!(theirs.view.legal_actions.is_empty());
        match mine.view.to_act {
            Some(Seat(0)) => assert_eq!(mine.view.viewer, Viewer::Seat(Seat(0))),
            _ => assert_eq!(mine.view.viewer, Viewer::Spectator),
        }
        let text = serde_json::to_string(&mine).unwrap();
        assert!(!text.contains("Omniscient") && !text.contains(&seed.to_string()));
    }
    assert!(matches!(
        service.replay_step::<Karak>(&me, &id, 31).await,
        Err(GameError::Invalid(_))
    ));
    match service.export_game(&id).await {
        Err(GameError::Invalid(m)) => assert!(m.to_string().contains("Only finished games"), "{m}"),
        other => panic!("export of a game in progress: {other:?}"),
    }
}

/// A finished game's replay carries options, seed and actions that replay to the
/// stored result; its export imports back (as a new, imported game that loads and
/// exports to the same actions and result).
#[tokio::test]
async fn finished_games_export_and_import_round_trip() {
    let dir = tempfile::tempdir().unwrap();
    let service = open(&dir.path().join("k.db")).await;
    let me = guest("me");
    let id = service
        .create_game::<Karak>(&me, vs_bots(HeroKind::Warrior))
        .await
        .unwrap();
    finish(&service, &me, &id).await;
    let data = service.replay_data::<Karak>(&me, &id).await.unwrap();
    assert_eq!(data.status, GameStatus::Finished);
    let record = data.record.unwrap();
    assert_eq!(record.actions.len() as u32, data.steps);
    let replayer = protocol::replay::Replayer::new(&record).unwrap();
    assert_eq!(
        replayer.last().state_hash(),
        service.state_hash(&id).await.unwrap()
    );
    let step = service.replay_step::<Karak>(&me, &id, 3).await.unwrap();
    assert_eq!(step.view, replayer.view_at(3));

    let export = service.export_of::<Karak>(&id).await.unwrap();
    assert_eq!(
        service.export_game(&id).await.unwrap(),
        serde_json::to_value(&export).unwrap(),
        "the export of any kind is the typed one"
    );
    let friend = guest("friend");
    let copy = service.import_game(&friend, &json(&export)).await.unwrap();
    assert_ne!(copy, id);
    let again = service.export_of::<Karak>(&copy).await.unwrap();
    assert_eq!(again.actions, export.actions);
    assert_eq!(again.result, export.result);
    assert_eq!(again.seed, export.seed);
    let snap = service.snapshot::<Karak>(&friend, &copy).await.unwrap();
    assert_eq!(snap.status, GameStatus::Finished);
    assert_eq!(snap.my_seats, [0], "the importer holds the person's seat");
    let listed = service
        .history(&friend, &HistoryQuery::default())
        .await
        .unwrap();
    assert!(listed.rows[0].imported);
}

/// Issue 38: "Importing a file already imported by the same account says so and links
/// the existing game." The same game is found by its record (kind, options, seed,
/// actions), whatever its seats are called; somebody else may import it too.
#[tokio::test]
async fn the_same_game_imported_twice_names_the_first_copy() {
    let dir = tempfile::tempdir().unwrap();
    let service = open(&dir.path().join("k.db")).await;
    let me = guest("me");
    let export = typical_fixture();
    let first = service.import_game(&me, &json(&export)).await.unwrap();
    assert_eq!(
        service.import_game(&me, &json(&export)).await,
        Err(GameError::Invalid(protocol::Refusal::AlreadyImported {
            game: first.clone()
        }))
    );
    let mut renamed = export.clone();
    renamed.seats[0].name = "Somebody else".into();
    assert_eq!(
        service.import_game(&me, &json(&renamed)).await,
        Err(GameError::Invalid(protocol::Refusal::AlreadyImported {
            game: first.clone()
        })),
        "other seat names, the same game"
    );
    let friend = guest("friend");
    let theirs = service.import_game(&friend, &json(&export)).await.unwrap();
    assert_ne!(theirs, first, "another owner gets a copy of their own");
    assert_eq!(
        count(&service, "SELECT COUNT(*) FROM games").await,
        2,
        "a refused import stores nothing"
    );
}

/// An import is stored in one transaction: when the database fails half way through
/// the actions, no game, seat or action of it remains; a refused file stores nothing.
#[tokio::test]
async fn imports_store_everything_or_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let service = open(&dir.path().join("k.db")).await;
    let me = guest("me");
    let export = typical_fixture();
    let fail_half_way = match service.db().dialect() {
        Dialect::Sqlite => {
            "CREATE TRIGGER fail_half_way BEFORE INSERT ON actions WHEN NEW.seq = 50
             BEGIN SELECT RAISE(ABORT, 'disk full'); END"
        }
        Dialect::Postgres => {
            "CREATE FUNCTION fail_half_way() RETURNS TRIGGER LANGUAGE plpgsql AS $$
             BEGIN IF NEW.seq = 50 THEN RAISE EXCEPTION 'disk full'; END IF; RETURN NEW; END $$;
             CREATE TRIGGER fail_half_way BEFORE INSERT ON actions
             FOR EACH ROW EXECUTE FUNCTION fail_half_way()"
        }
    };
    sqlx::raw_sql(fail_half_way)
        .execute(service.db().pool())
        .await
        .unwrap();
    assert_eq!(
        service.import_game(&me, &json(&export)).await,
        Err(GameError::Internal)
    );
    for table in ["games", "seats", "actions"] {
        assert_eq!(
            count(&service, &format!("SELECT COUNT(*) FROM {table}")).await,
            0,
            "{table} after a failed import"
        );
    }
    let mut wrong = export.clone();
    wrong.result.winners = vec![Seat(9)];
    match service.import_game(&me, &json(&wrong)).await {
        Err(GameError::Invalid(m)) => assert!(m.to_string().contains("result"), "{m}"),
        other => panic!("{other:?}"),
    }
    assert_eq!(count(&service, "SELECT COUNT(*) FROM games").await, 0);

    let drop = match service.db().dialect() {
        Dialect::Sqlite => "DROP TRIGGER fail_half_way",
        Dialect::Postgres => "DROP TRIGGER fail_half_way ON actions",
    };
    sqlx::query(drop)
        .execute(service.db().pool())
        .await
        .unwrap();
    let id = service.import_game(&me, &json(&export)).await.unwrap();
    assert_eq!(
        count(&service, "SELECT COUNT(*) FROM actions").await as usize,
        export.actions.len()
    );
    let (status, imported): (String, i64) =
        sqlx::query_as("SELECT status, imported FROM games WHERE id = $1")
            .bind(&id)
            .fetch_one(service.db().pool())
            .await
            .unwrap();
    assert_eq!((status.as_str(), imported), ("finished", 1));
}
