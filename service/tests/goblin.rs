//! Karak: Goblin through the game service on a real SQLite file: a pass-and-play game
//! against a bot played to the lord's defeat, each seat seeing its own hand only, then
//! exported and imported again.

use protocol::{GameSnapshot, NewGame, NewSeat, RoleName};
use rules::goblin::{Action, Goblin, GoblinVariant, Hero};
use rules::Viewer;
use service::{Caller, Service};

mod common;
use common::open;

fn seat(name: &str, hero: Hero, bot: bool) -> NewSeat {
    NewSeat {
        name: name.to_owned(),
        hero: Some(RoleName::of::<Goblin>(hero)),
        bot,
        level: None,
    }
}

/// The move a plain player makes: fight the first monster offered, play every card it may,
/// end the battle, and otherwise the first answer.
fn plain_move(snap: &GameSnapshot<Goblin>) -> Action {
    let legal = &snap.view.legal_actions;
    let pick = |f: fn(&Action) -> bool| legal.iter().copied().find(f);
    pick(|a| matches!(a, Action::Fight(_)))
        .or_else(|| pick(|a| matches!(a, Action::Play(_))))
        .or_else(|| pick(|a| matches!(a, Action::Stop | Action::Continue | Action::Equip)))
        .unwrap_or(legal[0])
}

/// Plays game `id` to its end: the bot moves itself, the caller's seat plays plainly. Checks
/// on the way that the caller sees its own hand and never the bot's.
async fn finish(service: &Service, me: &Caller, id: &str) -> GameSnapshot<Goblin> {
    for _ in 0..20_000 {
        let snap = service.snapshot::<Goblin>(me, id).await.unwrap();
        let Some(to_act) = snap.view.to_act else {
            return snap;
        };
        // "Hands … are private": the person's seat 0 is shown, the bot's seat 1 only counted.
        assert!(
            snap.view.heroes[1].hand.is_none(),
            "the bot's hand is hidden"
        );
        assert!(
            snap.view.heroes[1].deck.is_none(),
            "the bot's deck order is hidden"
        );
        if snap.my_seats.contains(&to_act) {
            assert_eq!(snap.view.viewer, Viewer::Seat(rules::Seat(to_act)));
            assert!(snap.view.heroes[usize::from(to_act)].hand.is_some());
            let action = plain_move(&snap);
            service
                .submit::<Goblin>(me, id, to_act, action, snap.version)
                .await
                .unwrap();
        } else {
            service
                .bot_move::<Goblin>(me, id, snap.version)
                .await
                .unwrap()
                .unwrap();
        }
    }
    panic!("game {id} did not end");
}

#[tokio::test]
async fn a_goblin_game_is_played_exported_and_imported() {
    let dir = tempfile::tempdir().unwrap();
    let service = open(&dir.path().join("goblin.db")).await;
    let me = Caller::Guest("goblin-player".to_owned());
    let new = NewGame::<Goblin> {
        seats: vec![
            seat("Anna", Hero::Horan, false),
            seat("Bot Ben", Hero::Taia, true),
        ],
        variant: GoblinVariant { abilities: true },
    };
    let id = service.create_game::<Goblin>(&me, new).await.unwrap();
    let first = service.snapshot::<Goblin>(&me, &id).await.unwrap();
    assert_eq!(first.view.heroes[0].hand_count, 4, "each hero draws four");
    assert!(first.view.abilities);

    let end = finish(&service, &me, &id).await;
    let outcome = end.view.outcome.clone().expect("the lord is defeated");
    // Once the game is over everything is shown.
    assert_eq!(end.view.viewer, Viewer::Omniscient);
    assert!(end.view.heroes.iter().all(|h| h.hand.is_some()));

    let export = service.export_game(&id).await.unwrap();
    assert_eq!(export["kind"], "goblin");
    let text = serde_json::to_string(&export).unwrap();
    let copy = service.import_game(&me, &text).await.unwrap();
    let again = service.snapshot::<Goblin>(&me, &copy).await.unwrap();
    assert_eq!(
        again.view.outcome,
        Some(outcome),
        "the import replays to the same end"
    );
}

/// Which seats' secrets (hand, deck order, starting cards) a view holds.
fn secrets(snap: &GameSnapshot<Goblin>) -> Vec<usize> {
    (0..snap.view.heroes.len())
        .filter(|&i| {
            let h = &snap.view.heroes[i];
            h.hand.is_some() || h.deck.is_some() || h.deck_starting.is_some()
        })
        .collect()
}

/// Rule (issue 37): "hands are private". At one device shared by three people, the view is
/// that of the person the device was revealed to, never the seat to act's by itself: nobody's
/// (the curtain is up) shows no hand, the person whose turn just ended still sees their own
/// hand only, the next person theirs once revealed to. With one person and a bot the device
/// is theirs and `revealed_to` changes nothing.
#[tokio::test]
async fn a_shared_device_shows_the_seat_it_was_revealed_to() {
    let dir = tempfile::tempdir().unwrap();
    let service = open(&dir.path().join("device.db")).await;
    let me = Caller::Guest("three-at-one-tablet".to_owned());
    let new = NewGame::<Goblin> {
        seats: vec![
            seat("Anna", Hero::Horan, false),
            seat("Ben", Hero::Taia, false),
            seat("Cleo", Hero::Xanros, false),
        ],
        variant: GoblinVariant { abilities: false },
    };
    let id = service.create_game::<Goblin>(&me, new).await.unwrap();
    let shown = |revealed_to: Option<u8>| {
        let (service, me, id) = (service.clone(), me.clone(), id.clone());
        async move {
            service
                .snapshot_on_device::<Goblin>(&me, &id, revealed_to)
                .await
                .unwrap()
        }
    };
    let (covered, viewer) = shown(None).await;
    assert_eq!(viewer, Viewer::Spectator);
    assert!(secrets(&covered).is_empty(), "nobody's view holds no hand");
    let to_act = covered.view.to_act.unwrap();
    let (mine, viewer) = shown(Some(to_act)).await;
    assert_eq!(viewer, Viewer::Seat(rules::Seat(to_act)));
    assert_eq!(secrets(&mine), vec![usize::from(to_act)]);
    let other = (to_act + 1) % 3;
    let (theirs, _) = shown(Some(other)).await;
    assert_eq!(
        secrets(&theirs),
        vec![usize::from(other)],
        "the holder's own view"
    );
    assert!(theirs.view.legal_actions.is_empty(), "not theirs to decide");
    // A seat that is not the caller's is nobody's.
    let stranger = Caller::Guest("someone-else".to_owned());
    let (seen, viewer) = service
        .snapshot_on_device::<Goblin>(&stranger, &id, Some(to_act))
        .await
        .unwrap();
    assert_eq!(viewer, Viewer::Spectator);
    assert!(secrets(&seen).is_empty());

    // One person and a bot: the person's device shows the person's seat as before.
    let new = NewGame::<Goblin> {
        seats: vec![
            seat("Anna", Hero::Horan, false),
            seat("Bot", Hero::Taia, true),
        ],
        variant: GoblinVariant { abilities: false },
    };
    let id = service.create_game::<Goblin>(&me, new).await.unwrap();
    let (alone, _) = service
        .snapshot_on_device::<Goblin>(&me, &id, None)
        .await
        .unwrap();
    let plain = service.snapshot::<Goblin>(&me, &id).await.unwrap();
    assert_eq!(alone.view, plain.view);
}
