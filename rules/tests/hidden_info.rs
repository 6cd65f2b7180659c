//! DESIGN.md, hidden information: "the bag's order, the tile stack, decks, other seats' hands and
//! the RNG never appear in a view sent to a client; counts may."

mod common;

use common::*;
use rand_chacha::ChaCha8Rng;
use rand_core::SeedableRng;
use rules::karak::{Action, Decision, Dir, Karak, RawSetup};
use rules::{random_action, Game, Seat, Viewer};
use serde_json::{json, Value};

fn keys(v: &Value, out: &mut Vec<String>) {
    match v {
        Value::Object(m) => {
            for (k, v) in m {
                out.push(k.to_lowercase());
                keys(v, out);
            }
        }
        Value::Array(a) => a.iter().for_each(|v| keys(v, out)),
        _ => {}
    }
}

/// Views serialized from many random games name no RNG, seed, forced queue or draw order.
#[test]
fn views_never_contain_rng_stack_or_bag_order() {
    let forbidden = [
        "rng", "seed", "forced", "order", "word", "stack", "queue", "next",
    ];
    for seed in 0..30u64 {
        let mut game = new_game(seed);
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        for step in 0..400 {
            if step % 7 == 0 {
                let mut viewers = vec![Viewer::Spectator, Viewer::Omniscient];
                viewers.extend((0..game.players() as u8).map(|s| Viewer::Seat(Seat(s))));
                for viewer in viewers {
                    let v = serde_json::to_value(game.view(viewer)).unwrap();
                    let mut ks = Vec::new();
                    keys(&v, &mut ks);
                    for k in &ks {
                        assert!(
                            !forbidden.iter().any(|f| k.contains(f)),
                            "view field {k} may leak hidden information"
                        );
                    }
                    // Only the deciding seat (or omniscient) sees legal actions.
                    let deciding = match viewer {
                        Viewer::Seat(s) => Some(s) == game.to_act(),
                        Viewer::Omniscient => game.to_act().is_some(),
                        Viewer::Spectator => false,
                    };
                    if !deciding {
                        assert_eq!(v["legal_actions"], json!([]));
                    }
                }
            }
            let Some(seat) = game.to_act() else { break };
            let a = random_action(&game, &mut rng).unwrap();
            game.apply(seat, &a).unwrap();
        }
    }
}

/// Same public history, different RNG seeds: the states differ (hash) but every view is equal,
/// so views cannot reveal anything about future draws.
#[test]
fn views_do_not_depend_on_the_rng() {
    let raw: RawSetup = serde_json::from_value(json!({
        "heroes": [{"hero": "Oracle"}, {"hero": "Warrior"}, {"hero": "Thief"}],
        "forced_tiles": [{"kind": "Room", "shape": "X"}, {"kind": "Tunnel", "shape": "I"}],
        "forced_tokens": ["Rat", "Mummy"],
        "forced_dice": [6, 6]
    }))
    .unwrap();
    let mut a = Karak::from_setup(&raw, 1).unwrap();
    let mut b = Karak::from_setup(&raw, 2).unwrap();
    assert_ne!(a.state_hash(), b.state_hash());
    let actions = [Action::Step(Dir::E), Action::Rotate(0)];
    for act in actions {
        for g in [&mut a, &mut b] {
            g.apply(Seat(0), &act).unwrap();
        }
    }
    // The Oracle now chooses between a Rat and a Mummy: others do not see which.
    assert!(matches!(a.decision(), Decision::ChooseToken { .. }));
    for viewer in [
        Viewer::Spectator,
        Viewer::Seat(Seat(1)),
        Viewer::Seat(Seat(0)),
    ] {
        assert_eq!(a.view(viewer), b.view(viewer));
    }
    let spectator = a.view(Viewer::Spectator);
    assert!(matches!(
        spectator.decision,
        Decision::ChooseToken { options: None, .. }
    ));
    assert_eq!(
        spectator.tokens_in_bag, 53,
        "the two drawn tokens still count as unknown"
    );
    let oracle = a.view(Viewer::Seat(Seat(0)));
    assert!(matches!(
        oracle.decision,
        Decision::ChooseToken {
            options: Some(_),
            ..
        }
    ));
    assert_eq!(oracle.tokens_in_bag, 51);
}
