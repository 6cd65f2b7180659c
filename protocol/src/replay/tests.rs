use super::*;

/// A game of `G` played by its bots with the first `seats` roles.
fn bot_record<G: Game>(seed: u64, seats: usize) -> GameRecord<G> {
    let options = G::options_for(&G::roles()[..seats]);
    GameRecord::played_by_bots(options, seed).unwrap().0
}

/// Any step rebuilt from a checkpoint is the state reached by applying every action
/// from the start (same hash), including steps on and next to checkpoints.
#[test]
fn every_step_from_checkpoints_equals_a_straight_replay() {
    fn check<G: Game>() {
        let record = bot_record::<G>(3, 3);
        let replayer = Replayer::new(&record).unwrap();
        let mut game = G::new(&record.options, record.seed).unwrap();
        assert_eq!(replayer.state_at(0).state_hash(), game.state_hash());
        for (i, a) in record.actions.iter().enumerate() {
            game.apply(Seat(a.seat), &a.action).unwrap();
            assert_eq!(
                replayer.state_at(i as u32 + 1).state_hash(),
                game.state_hash()
            );
        }
        assert!(replayer.last().outcome().is_some());
        assert_eq!(replayer.log().len(), record.actions.len() + 1);
        // Past the end is the end.
        assert_eq!(
            replayer.state_at(u32::MAX).state_hash(),
            replayer.last().state_hash()
        );
    }
    for &kind in GameKind::ALL {
        crate::for_kind!(kind, G => check::<G>());
    }
}

/// The seed is written as text (JavaScript cannot hold 63-bit numbers) and read back.
#[test]
fn seed_is_text_and_round_trips() {
    fn check<G: Game>() {
        let record = GameRecord::<G> {
            options: G::options_for(&G::roles()[..2]),
            seed: 9_007_199_254_740_993,
            actions: vec![],
        };
        let json = serde_json::to_string(&record).unwrap();
        assert!(json.contains("\"seed\":\"9007199254740993\""), "{json}");
        assert_eq!(
            serde_json::from_str::<GameRecord<G>>(&json).unwrap(),
            record
        );
    }
    for &kind in GameKind::ALL {
        crate::for_kind!(kind, G => check::<G>());
    }
}

/// A tampered action is refused with its index and the rule.
#[test]
fn an_illegal_action_is_named() {
    fn check<G: Game>() {
        let mut record = bot_record::<G>(5, 2);
        record.actions[3].seat = (record.actions[3].seat + 1) % 2;
        match Replayer::new(&record) {
            Err(ReplayError::Illegal { index: 3, .. }) => {}
            other => panic!("expected action 3 refused, got {other:?}"),
        }
    }
    for &kind in GameKind::ALL {
        crate::for_kind!(kind, G => check::<G>());
    }
}
