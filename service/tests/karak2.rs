//! Karak 2 through the game service on a real SQLite file: a pass-and-play game against a bot
//! played to the Dark General's defeat, Darius's scouted tiles kept from the other seat, then
//! exported and imported again.

use protocol::{GameSnapshot, NewGame, NewSeat, RoleName};
use rules::karak2::data::Hero;
use rules::karak2::{Action, Decision, Karak2, Karak2Variant};
use rules::Viewer;
use service::{Caller, Service};

mod common;
use common::open;

fn seat(name: &str, hero: Hero, bot: bool) -> NewSeat {
    NewSeat {
        name: name.to_owned(),
        hero: Some(RoleName::of::<Karak2>(hero)),
        bot,
        level: None,
    }
}

/// The move a plain player makes: explore or step on when it can, roll and strike in a
/// battle, and otherwise the first answer (usually the end of the turn).
fn plain_move(snap: &GameSnapshot<Karak2>) -> Action {
    let legal = &snap.view.legal_actions;
    let pick = |f: fn(&Action) -> bool| legal.iter().copied().find(f);
    pick(|a| matches!(a, Action::Explore(_)))
        .or_else(|| pick(|a| matches!(a, Action::Roll | Action::Strike | Action::Gather(_))))
        .or_else(|| pick(|a| matches!(a, Action::Move(_))))
        .unwrap_or(legal[0])
}

/// Plays game `id` to its end: the bot moves itself, the caller's seat plays plainly. Checks
/// on the way that Darius's two tiles reach nobody else (the caller plays the other seat).
async fn finish(service: &Service, me: &Caller, id: &str) -> GameSnapshot<Karak2> {
    for _ in 0..20_000 {
        let snap = service.snapshot::<Karak2>(me, id).await.unwrap();
        let Some(to_act) = snap.view.to_act else {
            return snap;
        };
        if let Decision::ChooseTile { tiles, .. } = snap.view.decision {
            // "The player may look at both tiles": only Darius may.
            assert_eq!(tiles, [u8::MAX; 2], "Darius's tiles are his alone");
        }
        assert_eq!(snap.view.known_top, None, "the deck's top stays hidden");
        if snap.my_seats.contains(&to_act) {
            service
                .submit::<Karak2>(me, id, to_act, plain_move(&snap), snap.version)
                .await
                .unwrap();
        } else {
            service
                .bot_move::<Karak2>(me, id, snap.version)
                .await
                .unwrap()
                .unwrap();
        }
    }
    panic!("game {id} did not end");
}

#[tokio::test]
async fn a_karak2_game_is_played_exported_and_imported() {
    let dir = tempfile::tempdir().unwrap();
    let service = open(&dir.path().join("karak2.db")).await;
    let me = Caller::Guest("karak2-player".to_owned());
    let new = NewGame::<Karak2> {
        seats: vec![
            seat("Anna", Hero::Horan, false),
            seat("Bot Ben", Hero::Darius, true),
        ],
        variant: Karak2Variant { plague: true },
    };
    let id = service.create_game::<Karak2>(&me, new).await.unwrap();
    let first = service.snapshot::<Karak2>(&me, &id).await.unwrap();
    assert_eq!(first.view.landscape.len(), 3, "the 3-tile start");
    assert!(first.view.plague_rule);

    let end = finish(&service, &me, &id).await;
    let outcome = end.view.outcome.clone().expect("the Dark General falls");
    assert_eq!(end.view.viewer, Viewer::Omniscient);
    assert_eq!(
        end.view.heroes[usize::from(outcome.general_defeated_by.0)].stones[2],
        1
    );

    let export = service.export_game(&id).await.unwrap();
    assert_eq!(export["kind"], "karak2");
    let text = serde_json::to_string(&export).unwrap();
    let copy = service.import_game(&me, &text).await.unwrap();
    let again = service.snapshot::<Karak2>(&me, &copy).await.unwrap();
    assert_eq!(
        again.view.outcome,
        Some(outcome),
        "the import replays to the same end"
    );
}
