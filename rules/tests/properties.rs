//! Property tests over thousands of random games (under an action cap): exact legal actions,
//! invariants, determinism. Case counts are small in debug builds; set `KARAK_PROPTEST_CASES`
//! for more.

mod common;

use common::*;
use proptest::prelude::*;
use rand_chacha::ChaCha8Rng;
use rand_core::{RngCore, SeedableRng};
use rules::karak::Karak;
use rules::{random_action, Game, Seat};

fn cases(debug_default: u32) -> u32 {
    u32::try_from(scaled("KARAK_PROPTEST_CASES", debug_default.into())).unwrap_or(u32::MAX)
}

const CAP: usize = 700;

proptest! {
    #![proptest_config(ProptestConfig { cases: cases(60), failure_persistence: None, ..ProptestConfig::default() })]

    /// Ruling of issue 3: "`legal_actions()` is exact": every listed action applies, actions
    /// not listed (and actions by the wrong seat) are rejected with an error naming the rule,
    /// and the state hash stays unchanged. Also checks the invariants after every action: all
    /// 80 tiles and 53 tokens exactly once, HP 0..=5, inventory limits, at most one curse.
    #[test]
    fn legal_actions_are_exact_and_invariants_hold(seed in any::<u64>()) {
        let mut game = new_game(seed);
        let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x5eed);
        let vocab = vocabulary();
        for _ in 0..CAP {
            game.check_invariants().map_err(TestCaseError::fail)?;
            let Some(seat) = game.to_act() else { break };
            let legal = game.legal_actions();
            prop_assert!(!legal.is_empty());
            // A few actions not listed: rejected, state unchanged.
            let before = game.state_hash();
            for _ in 0..3 {
                let a = vocab[(rng.next_u32() as usize) % vocab.len()];
                if legal.contains(&a) {
                    continue;
                }
                let mut copy = game.clone();
                let err = copy.apply(seat, &a).expect_err("an unlisted action must be rejected");
                prop_assert!(!err.rule.is_empty());
                prop_assert_eq!(copy.state_hash(), before);
            }
            // The wrong seat is rejected too.
            let other = Seat((seat.0 + 1) % game.players() as u8);
            let mut copy = game.clone();
            prop_assert!(copy.apply(other, &legal[0]).is_err());
            prop_assert_eq!(copy.state_hash(), before);
            // Every listed action applies (checked on copies), then play one at random.
            if rng.next_u32() % 8 == 0 {
                for a in &legal {
                    let mut copy = game.clone();
                    prop_assert!(copy.apply(seat, a).is_ok(), "listed {:?} refused", a);
                }
            }
            let a = random_action(&game, &mut rng).unwrap();
            game.apply(seat, &a).map_err(|e| TestCaseError::fail(e.to_string()))?;
        }
    }

    /// DESIGN.md, determinism: "(options, seed, actions) replays a game exactly".
    #[test]
    fn replay_is_deterministic(seed in any::<u64>()) {
        let mut game = new_game(seed);
        let mut rng = ChaCha8Rng::seed_from_u64(seed.rotate_left(7));
        let actions = random_playout(&mut game, &mut rng, CAP);
        let mut again = new_game(seed);
        for a in &actions {
            let seat = again.to_act().unwrap();
            again.apply(seat, a).unwrap();
        }
        prop_assert_eq!(again.state_hash(), game.state_hash());
    }
}

/// Every game of random play ends or keeps offering legal actions; outcomes are consistent.
#[test]
fn finished_random_games_have_consistent_outcomes() {
    let mut finished = 0;
    for seed in 0..40u64 {
        let mut game = new_game(seed);
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        random_playout(&mut game, &mut rng, 4000);
        if let Some(outcome) = game.outcome() {
            finished += 1;
            assert!(!outcome.winners.is_empty());
            let best = outcome.scores.iter().map(|s| s.vp_half).max().unwrap();
            for w in &outcome.winners {
                let s = outcome.scores.iter().find(|s| s.seat == *w).unwrap();
                if outcome.reason == rules::karak::EndReason::DragonDefeated {
                    assert_eq!(s.vp_half, best);
                }
            }
            assert!(game.legal_actions().is_empty());
            assert!(game.to_act().is_none());
        }
    }
    let _ = finished;
}

/// The state hash is a pure function of the state: clones hash alike.
#[test]
fn clone_hashes_alike() {
    let game: Karak = new_game(3);
    assert_eq!(game.clone().state_hash(), game.state_hash());
}
