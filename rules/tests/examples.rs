//! The rulebooks' worked examples and one test per skill / ruling, set up from raw positions
//! (the JSON format of `RawSetup`) with forced dice, tiles and tokens.

use rules::karak::{Action, Decision, Dir, Event, Item, Karak, RawSetup, Token};
use rules::{Game, Seat};
use serde_json::json;

fn setup(v: serde_json::Value) -> Karak {
    let raw: RawSetup = serde_json::from_value(v).expect("raw setup parses");
    Karak::from_setup(&raw, 7).expect("raw setup is valid")
}

fn act(game: &mut Karak, action: Action) -> Vec<Event> {
    let seat = game.to_act().expect("game not over");
    game.apply(seat, &action)
        .unwrap_or_else(|e| panic!("{action:?} refused: {e}"))
}

fn hero(game: &Karak, seat: u8) -> rules::karak::HeroView {
    game.view(rules::Viewer::Omniscient).heroes[seat as usize].clone()
}

fn resolved(events: &[Event]) -> Option<(u8, rules::karak::CombatResult)> {
    events.iter().find_map(|e| match e {
        Event::CombatResolved { total, result, .. } => Some((*total, *result)),
        _ => None,
    })
}

/// Start (0,0), a tunnel (1,0) E-W, a room (2,0) E-W holding `token`.
fn corridor(token: &str) -> serde_json::Value {
    json!([
        {"at": {"x": 0, "y": 0}, "tile": {"kind": "Start", "shape": "X"}},
        {"at": {"x": 1, "y": 0}, "tile": {"kind": "Tunnel", "shape": "I"}, "rotation": 1},
        {"at": {"x": 2, "y": 0}, "tile": {"kind": "Room", "shape": "I"}, "rotation": 1, "token": token}
    ])
}

/// Sophie's combat example 1 (003) / Carla's victory (000): "She roll a 7 this time, for a total
/// of 10 ... she decides to use her magic bolt spell ... Her total is now 11 ... enough to
/// vanquish the Skeleton King", then "She chooses to leave the less powerful daggers".
#[test]
fn sophie_and_carla_victory_over_the_skeleton_king() {
    let mut g = setup(json!({
        "heroes": [
            {"hero": "Warrior", "at": {"x": 1, "y": 0}, "items": ["Sword", "Daggers", "MagicFlames"]},
            {"hero": "Thief"}
        ],
        "tiles": corridor("SkeletonKing"),
        "forced_dice": [2, 3, 3, 4]
    }));
    act(&mut g, Action::Step(Dir::E));
    assert_eq!(g.decision(), Decision::Reroll);
    act(&mut g, Action::Reroll);
    assert_eq!(g.view(rules::Viewer::Spectator).combat.unwrap().total, 10);
    let ev = act(&mut g, Action::UseFlames);
    assert_eq!(
        resolved(&ev),
        Some((11, rules::karak::CombatResult::Victory))
    );
    assert_eq!(g.decision(), Decision::LeaveItems);
    assert!(g.legal_actions().contains(&Action::Leave(Item::Axe)));
    act(&mut g, Action::Leave(Item::Daggers));
    let h = hero(&g, 0);
    assert_eq!(h.weapons, vec![Item::Sword, Item::Axe]);
    assert!(h.spells.is_empty(), "the spell is discarded");
    let v = g.view(rules::Viewer::Spectator);
    assert_eq!(v.tiles[2].items, vec![Item::Daggers]);
    assert_eq!(v.tiles[2].token, None);
    assert_eq!(g.to_act(), Some(Seat(1)), "combat ends the turn");
}

/// Carla's defeat (000 example 2): "Carla rolls only 3 with her second roll ... 6 which means
/// that Carla lost the fight ... move her figure back to the tile from which she came and flip
/// one HP token".
#[test]
fn carla_defeat_by_the_skeleton_king() {
    let mut g = setup(json!({
        "heroes": [
            {"hero": "Warrior", "at": {"x": 1, "y": 0}, "items": ["Sword", "Daggers", "MagicFlames"]},
            {"hero": "Thief"}
        ],
        "tiles": corridor("SkeletonKing"),
        "forced_dice": [2, 3, 1, 2]
    }));
    act(&mut g, Action::Step(Dir::E));
    act(&mut g, Action::Reroll);
    let ev = act(&mut g, Action::Resolve);
    assert_eq!(resolved(&ev), Some((6, rules::karak::CombatResult::Defeat)));
    let h = hero(&g, 0);
    assert_eq!((h.hp, h.tile), (4, 1));
    assert_eq!(h.spells, vec![Item::MagicFlames], "unused spells are kept");
    assert_eq!(
        g.view(rules::Viewer::Spectator).tiles[2].token,
        Some(Token::SkeletonKing)
    );
}

/// 003: "If a hero fights a monster, fails, and the tile they return to has a healing fountain,
/// their turn ends ... but they also heal all damage" (ruling 6).
#[test]
fn retreat_onto_a_fountain_heals() {
    let mut g = setup(json!({
        "heroes": [{"hero": "Wizard", "hp": 3}, {"hero": "Thief"}],
        "tiles": [
            {"at": {"x": 0, "y": 0}, "tile": {"kind": "Start", "shape": "X"}},
            {"at": {"x": 1, "y": 0}, "tile": {"kind": "Room", "shape": "I"}, "rotation": 1, "token": "Dragon"}
        ],
        "curse": 0,
        "forced_dice": [1, 1]
    }));
    act(&mut g, Action::Step(Dir::E));
    let h = hero(&g, 0);
    assert_eq!((h.hp, h.tile, h.cursed), (5, 0, false));
}

/// Charles's moves (000/003 movement example): a discovered room draws nothing; a new tunnel lets
/// him go on; a new room draws a token (a Skeleton Warrior) and "After the fight, Charles' turn
/// is over."
#[test]
fn charles_moves() {
    let mut g = setup(json!({
        "heroes": [{"hero": "Warrior"}, {"hero": "Oracle"}],
        "tiles": [
            {"at": {"x": 0, "y": 0}, "tile": {"kind": "Start", "shape": "X"}},
            {"at": {"x": 1, "y": 0}, "tile": {"kind": "Room", "shape": "I"}, "rotation": 1}
        ],
        "forced_tiles": [{"kind": "Tunnel", "shape": "X"}, {"kind": "Room", "shape": "X"}],
        "forced_tokens": ["SkeletonWarrior"],
        "forced_dice": [1, 2, 1, 1]
    }));
    let bag = g.view(rules::Viewer::Spectator).tokens_in_bag;
    act(&mut g, Action::Step(Dir::E));
    assert_eq!(g.view(rules::Viewer::Spectator).tokens_in_bag, bag);
    act(&mut g, Action::Step(Dir::E));
    assert!(matches!(g.decision(), Decision::Rotate { .. }));
    assert_eq!(
        g.legal_actions(),
        vec![Action::Rotate(0)],
        "an X tile has one distinct rotation"
    );
    act(&mut g, Action::Rotate(0));
    assert_eq!(g.decision(), Decision::Move);
    act(&mut g, Action::Step(Dir::E));
    let ev = act(&mut g, Action::Rotate(0));
    assert!(ev.contains(&Event::TokenPlaced {
        tile: 3,
        token: Token::SkeletonWarrior
    }));
    assert_eq!(g.decision(), Decision::Reroll);
    act(&mut g, Action::KeepRoll);
    assert_eq!(g.to_act(), Some(Seat(1)));
    assert_eq!(hero(&g, 0).tile, 2, "retreated to the tunnel");
}

/// 003, Astral Walking example: "he can walk to tile 2 or even to tile 3, but he can't astral walk
/// to area 4 because it has not been revealed yet."
#[test]
fn astral_walking() {
    let tiles = json!([
        {"at": {"x": 0, "y": 0}, "tile": {"kind": "Start", "shape": "X"}},
        {"at": {"x": 0, "y": 1}, "tile": {"kind": "Tunnel", "shape": "I"}, "rotation": 1},
        {"at": {"x": 1, "y": 1}, "tile": {"kind": "Tunnel", "shape": "I"}, "rotation": 0}
    ]);
    let mut g = setup(json!({
        "heroes": [{"hero": "Wizard", "at": {"x": 0, "y": 1}}, {"hero": "Warrior", "at": {"x": 0, "y": 1}}],
        "tiles": tiles
    }));
    let legal = g.legal_actions();
    assert!(
        legal.contains(&Action::Step(Dir::N)),
        "through the wall to tile 2"
    );
    assert!(
        legal.contains(&Action::Step(Dir::E)),
        "through the wall to tile 3"
    );
    assert!(
        !legal.contains(&Action::Step(Dir::S)),
        "not into the unrevealed area"
    );
    act(&mut g, Action::Step(Dir::E));
    assert_eq!(hero(&g, 0).tile, 2);
    // The Warrior cannot.
    act(&mut g, Action::EndTurn);
    let legal = g.legal_actions();
    assert!(!legal.contains(&Action::Step(Dir::N)));
    assert!(g.apply(Seat(1), &Action::Step(Dir::N)).is_err());
}

/// 000: "she wins any combat that would normally result in a tie" (Backstab), and Stealth lets
/// her ignore the monster.
#[test]
fn thief_backstab_and_stealth() {
    let mut g = setup(json!({
        "heroes": [{"hero": "Thief", "at": {"x": 1, "y": 0}}, {"hero": "Warrior"}],
        "tiles": corridor("Rat"),
        "forced_dice": [2, 3]
    }));
    act(&mut g, Action::Step(Dir::E));
    assert_eq!(g.legal_actions(), vec![Action::Fight, Action::Sneak]);
    let ev = act(&mut g, Action::Fight);
    assert_eq!(
        resolved(&ev),
        Some((5, rules::karak::CombatResult::Victory))
    );
    let mut g = setup(json!({
        "heroes": [{"hero": "Thief", "at": {"x": 1, "y": 0}}, {"hero": "Warrior"}],
        "tiles": corridor("Dragon")
    }));
    act(&mut g, Action::Step(Dir::E));
    act(&mut g, Action::Sneak);
    assert_eq!(g.to_act(), Some(Seat(0)), "sneaking does not end the turn");
    act(&mut g, Action::EndTurn);
    assert_eq!(
        hero(&g, 0).tile,
        2,
        "she may end her turn on the monster's tile"
    );
}

/// Ruling 12: a Thief cursed while on a monster's tile must fight it at the start of her turn.
#[test]
fn cursed_thief_on_a_monster_fights_first() {
    let g = setup(json!({
        "heroes": [{"hero": "Thief", "at": {"x": 2, "y": 0}}, {"hero": "Warrior"}],
        "tiles": corridor("Rat"),
        "curse": 0,
        "forced_dice": [6, 6]
    }));
    // She fought at once (12 beats the rat), which ended her turn.
    assert_eq!(hero(&g, 0).weapons, vec![Item::Daggers]);
    assert_eq!(g.view(rules::Viewer::Spectator).tiles[2].token, None);
    assert_eq!(g.to_act(), Some(Seat(1)));
}

/// Swordsman: "If any die roll yields a 1, he can reroll it" and Unstoppable: with a 6 "the
/// Swordsman can continue his turn afterwards".
#[test]
fn swordsman_combat_training_and_unstoppable() {
    let mut g = setup(json!({
        "heroes": [{"hero": "Swordsman", "at": {"x": 1, "y": 0}}, {"hero": "Warrior"}],
        "tiles": corridor("SkeletonKing"),
        "forced_dice": [1, 6, 1, 2]
    }));
    let ev = act(&mut g, Action::Step(Dir::E));
    assert_eq!(resolved(&ev), Some((8, rules::karak::CombatResult::Defeat)));
    assert!(ev.contains(&Event::Unstoppable { seat: Seat(0) }));
    assert_eq!(g.to_act(), Some(Seat(0)));
    assert!(
        g.legal_actions().contains(&Action::Step(Dir::E)),
        "may fight the same monster again"
    );
}

/// Oracle: Foresight +1 when fighting after her first step; Fateweaver draws two tokens.
#[test]
fn oracle_foresight_and_fateweaver() {
    let mut g = setup(json!({
        "heroes": [{"hero": "Oracle"}, {"hero": "Warrior"}],
        "forced_tiles": [{"kind": "Room", "shape": "X"}],
        "forced_tokens": ["Dragon", "Rat"],
        "forced_dice": [2, 2]
    }));
    act(&mut g, Action::Step(Dir::E));
    act(&mut g, Action::Rotate(0));
    assert!(matches!(
        g.decision(),
        Decision::ChooseToken {
            options: Some(_),
            ..
        }
    ));
    let other = g.view(rules::Viewer::Seat(Seat(1)));
    assert!(matches!(
        other.decision,
        Decision::ChooseToken { options: None, .. }
    ));
    let ev = act(&mut g, Action::ChooseToken(Token::Rat));
    assert_eq!(resolved(&ev), Some((5, rules::karak::CombatResult::Tie)));
    assert!(ev
        .iter()
        .any(|e| matches!(e, Event::CombatResolved { skill: 1, .. })));
    g.check_invariants().unwrap();
}

/// Warlock: Sacrifice 1 HP for +1 once per combat; Magic Swap as the first act.
#[test]
fn warlock_sacrifice_and_swap() {
    let mut g = setup(json!({
        "heroes": [{"hero": "Warlock", "at": {"x": 1, "y": 0}}, {"hero": "Warrior", "hp": 2}],
        "tiles": corridor("Rat"),
        "forced_dice": [2, 3]
    }));
    assert!(g.legal_actions().contains(&Action::Swap(Seat(1))));
    act(&mut g, Action::Step(Dir::E));
    assert!(!g.legal_actions().contains(&Action::UseFlames));
    assert!(!g.legal_actions().contains(&Action::Swap(Seat(1))));
    let ev = act(&mut g, Action::Sacrifice);
    assert_eq!(
        resolved(&ev),
        Some((6, rules::karak::CombatResult::Victory))
    );
    let h = hero(&g, 0);
    assert_eq!((h.hp, h.tile), (4, 2));
}

/// Warlock Magic Swap puts the other hero onto the fountain: healed (ruling 15).
#[test]
fn magic_swap_heals_the_other_hero_on_a_fountain() {
    let mut g = setup(json!({
        "heroes": [{"hero": "Warlock"}, {"hero": "Warrior", "at": {"x": 1, "y": 0}, "hp": 2}],
        "tiles": corridor("Rat"),
        "curse": 1
    }));
    act(&mut g, Action::Swap(Seat(1)));
    let w = hero(&g, 1);
    assert_eq!((w.tile, w.hp, w.cursed), (0, 5, false));
    assert_eq!(hero(&g, 0).tile, 1);
    assert_eq!(g.to_act(), Some(Seat(1)), "all four steps are used");
}

/// Warrior Princess, Aggressive Movement (ruling 14): across a monster for one step and 1 HP,
/// onto a tile beyond it; not with less than 2 HP. Dual Attack rerolls one die.
#[test]
fn warrior_princess_charge_and_dual_attack() {
    let tiles = json!([
        {"at": {"x": 0, "y": 0}, "tile": {"kind": "Start", "shape": "X"}},
        {"at": {"x": 1, "y": 0}, "tile": {"kind": "Room", "shape": "X"}, "token": "Dragon"},
        {"at": {"x": 2, "y": 0}, "tile": {"kind": "Tunnel", "shape": "X"}}
    ]);
    let mut g = setup(json!({
        "heroes": [{"hero": "WarriorPrincess"}, {"hero": "Warrior"}],
        "tiles": tiles.clone()
    }));
    assert!(g.legal_actions().contains(&Action::Charge {
        over: Dir::E,
        to: Dir::E
    }));
    act(
        &mut g,
        Action::Charge {
            over: Dir::E,
            to: Dir::E,
        },
    );
    let h = hero(&g, 0);
    assert_eq!((h.tile, h.hp), (2, 4));
    let g = setup(json!({
        "heroes": [{"hero": "WarriorPrincess", "hp": 1}, {"hero": "Warrior"}],
        "tiles": tiles.clone()
    }));
    assert!(!g
        .legal_actions()
        .iter()
        .any(|a| matches!(a, Action::Charge { .. })));
    let mut g = setup(json!({
        "heroes": [{"hero": "WarriorPrincess"}, {"hero": "Warrior"}],
        "tiles": tiles,
        "forced_dice": [1, 2, 6]
    }));
    act(&mut g, Action::Step(Dir::E));
    assert_eq!(
        g.legal_actions(),
        vec![Action::RerollDie(0), Action::RerollDie(1), Action::KeepRoll]
    );
    act(&mut g, Action::RerollDie(0));
    assert_eq!(
        g.view(rules::Viewer::Spectator).combat.map(|c| c.dice),
        None
    );
}

/// Warrior, Reincarnation (ruling 11): at 0 HP he chooses a fountain, is fully healed, and skips
/// nothing; others fall unconscious and skip their next turn, which restores 1 HP.
#[test]
fn reincarnation_and_unconsciousness() {
    let mut g = setup(json!({
        "heroes": [{"hero": "Warrior", "at": {"x": 1, "y": 0}, "hp": 1}, {"hero": "Thief", "at": {"x": 1, "y": 0}, "hp": 1}],
        "tiles": corridor("Dragon"),
        "forced_dice": [1, 1, 1, 1, 1, 1]
    }));
    act(&mut g, Action::Step(Dir::E));
    act(&mut g, Action::Reroll);
    assert_eq!(g.decision(), Decision::Reincarnate);
    assert_eq!(g.legal_actions(), vec![Action::Reincarnate(0)]);
    act(&mut g, Action::Reincarnate(0));
    let h = hero(&g, 0);
    assert_eq!((h.tile, h.hp), (0, 5));
    // The Thief fights and falls unconscious.
    act(&mut g, Action::Step(Dir::E));
    act(&mut g, Action::Fight);
    assert!(hero(&g, 1).unconscious);
    assert_eq!(g.to_act(), Some(Seat(0)));
    let ev = act(&mut g, Action::EndTurn);
    assert!(ev.contains(&Event::TurnSkipped {
        seat: Seat(1),
        hp: 1
    }));
    assert_eq!(g.to_act(), Some(Seat(0)));
}

/// Curse (ruling 10): the winner against a Mummy curses another hero; a cursed hero has no
/// skills (the cursed Wizard cannot walk through walls).
#[test]
fn mummy_curse() {
    let mut g = setup(json!({
        "heroes": [{"hero": "Warrior", "at": {"x": 1, "y": 0}}, {"hero": "Wizard", "at": {"x": 1, "y": 0}}],
        "tiles": corridor("Mummy"),
        "forced_dice": [6, 6]
    }));
    act(&mut g, Action::Step(Dir::E));
    act(&mut g, Action::KeepRoll);
    assert_eq!(g.decision(), Decision::Curse);
    assert_eq!(
        g.legal_actions(),
        vec![Action::Curse(Seat(1))],
        "not yet out: no keeping"
    );
    act(&mut g, Action::Curse(Seat(1)));
    assert!(hero(&g, 1).cursed);
    assert_eq!(hero(&g, 0).spells, vec![Item::MagicFlames]);
}

/// Chest (ruling 9) and keys: a chest drawn may be opened at once with a key; the key leaves the
/// game and the turn ends.
#[test]
fn chest_with_key() {
    let mut g = setup(json!({
        "heroes": [{"hero": "Warrior", "items": ["Key"]}, {"hero": "Wizard"}],
        "forced_tiles": [{"kind": "Room", "shape": "X"}],
        "forced_tokens": ["Chest"]
    }));
    act(&mut g, Action::Step(Dir::S));
    act(&mut g, Action::Rotate(0));
    assert!(g.legal_actions().contains(&Action::OpenChest));
    act(&mut g, Action::OpenChest);
    let h = hero(&g, 0);
    assert_eq!(
        (h.key, h.treasures.clone()),
        (false, vec![Item::ChestTreasure])
    );
    assert_eq!(g.vp_half(Seat(0)), 2);
    assert_eq!(g.to_act(), Some(Seat(1)));
    g.check_invariants().unwrap();
}

/// Ruling 17, sealed dungeon: "if no discovered tile has an exit toward an empty cell while
/// rooms are left unrevealed, a hero may explore through a wall of its own tile".
#[test]
fn sealed_dungeon_explores_through_walls() {
    let ring = json!([
        {"at": {"x": 0, "y": 0}, "tile": {"kind": "Tunnel", "shape": "L"}, "rotation": 1},
        {"at": {"x": 1, "y": 0}, "tile": {"kind": "Tunnel", "shape": "L"}, "rotation": 2},
        {"at": {"x": 0, "y": 1}, "tile": {"kind": "Tunnel", "shape": "L"}, "rotation": 0},
        {"at": {"x": 1, "y": 1}, "tile": {"kind": "Tunnel", "shape": "L"}, "rotation": 3}
    ]);
    let mut g = setup(json!({
        "heroes": [{"hero": "Warrior"}, {"hero": "Thief"}],
        "tiles": ring,
        "forced_tiles": [{"kind": "Tunnel", "shape": "I"}]
    }));
    let legal = g.legal_actions();
    assert!(legal.contains(&Action::Step(Dir::N)) && legal.contains(&Action::Step(Dir::W)));
    act(&mut g, Action::Step(Dir::N));
    assert_eq!(
        g.legal_actions(),
        vec![Action::Rotate(0)],
        "the new tile connects back south"
    );
    act(&mut g, Action::Rotate(0));
    // Now an exit is open again: no more exploring through walls.
    act(&mut g, Action::Step(Dir::S));
    assert!(!g.legal_actions().contains(&Action::Step(Dir::W)));
}

/// Expert variant (ruling 18): six treasures held win at once.
#[test]
fn expert_six_treasures_win() {
    let mut g = setup(json!({
        "expert": true,
        "heroes": [{"hero": "Warrior", "items": ["Key"], "treasures": ["ChestTreasure", "ChestTreasure", "ChestTreasure", "ChestTreasure", "FallenTreasure"]}, {"hero": "Wizard"}],
        "tiles": [
            {"at": {"x": 0, "y": 0}, "tile": {"kind": "Start", "shape": "X"}},
            {"at": {"x": 1, "y": 0}, "tile": {"kind": "Room", "shape": "X"}, "token": "Chest"}
        ]
    }));
    act(&mut g, Action::Step(Dir::E));
    let ev = act(&mut g, Action::OpenChest);
    assert!(ev.contains(&Event::GameOver {
        reason: rules::karak::EndReason::SixTreasures
    }));
    assert_eq!(g.outcome().unwrap().winners, vec![Seat(0)]);
}

/// Ruling 18: defeating the dragon ends the game; ruby 1.5 VP; ties share the win.
#[test]
fn dragon_ends_the_game_and_ties_share() {
    let mut g = setup(json!({
        "heroes": [{"hero": "Warrior", "at": {"x": 1, "y": 0}, "items": ["Axe", "Sword"]},
                   {"hero": "Wizard", "treasures": ["ChestTreasure", "FallenTreasure"]}],
        "tiles": corridor("Dragon"),
        "forced_dice": [6, 6]
    }));
    act(&mut g, Action::Step(Dir::E));
    act(&mut g, Action::KeepRoll);
    let o = g.outcome().expect("over");
    assert_eq!(o.scores[0].vp_half, 3);
    assert_eq!(o.scores[1].vp_half, 4);
    assert_eq!(o.winners, vec![Seat(1)]);
    assert_eq!(g.to_act(), None);
}

/// Raw setups are validated: "token counts exceed the box".
#[test]
fn raw_setup_validation() {
    let raw: RawSetup = serde_json::from_value(json!({
        "heroes": [{"hero": "Warrior", "items": ["Axe", "Axe", "Axe", "Axe"]}, {"hero": "Wizard"}]
    }))
    .unwrap();
    let err = Karak::from_setup(&raw, 1).unwrap_err();
    assert!(
        err.0.contains("Axe") || err.0.contains("inventory"),
        "{err}"
    );
    let raw: RawSetup = serde_json::from_value(json!({
        "heroes": [{"hero": "Warrior", "at": {"x": 5, "y": 5}}, {"hero": "Wizard"}]
    }))
    .unwrap();
    assert!(Karak::from_setup(&raw, 1).is_err());
    let raw: RawSetup = serde_json::from_value(json!({
        "heroes": [{"hero": "Warrior"}, {"hero": "Warrior"}]
    }))
    .unwrap();
    assert!(Karak::from_setup(&raw, 1).is_err());
}

/// Portal of Healing: any hero, any fountain, no step used, the turn goes on.
#[test]
fn portal_of_healing() {
    let mut g = setup(json!({
        "heroes": [{"hero": "Warrior", "at": {"x": 2, "y": 0}, "items": ["PortalOfHealing"]},
                   {"hero": "Wizard", "at": {"x": 1, "y": 0}, "hp": 1}],
        "tiles": corridor("Chest"),
        "curse": 1
    }));
    act(
        &mut g,
        Action::Portal {
            target: Seat(1),
            fountain: 0,
        },
    );
    let w = hero(&g, 1);
    assert_eq!((w.tile, w.hp, w.cursed), (0, 5, false));
    assert_eq!(g.to_act(), Some(Seat(0)));
    assert_eq!(g.view(rules::Viewer::Spectator).steps_used, 0);
}

/// No panics on any input: absurd raw setups are refused with an error.
#[test]
fn absurd_raw_setups_are_refused_without_panic() {
    let many_items: Vec<&str> = std::iter::repeat_n("Axe", 300).collect();
    let many_tiles: Vec<serde_json::Value> = (0..300)
        .map(|i| json!({"at": {"x": (i % 100) as i8, "y": (i / 100) as i8}, "tile": {"kind": "Tunnel", "shape": "X"}}))
        .collect();
    for v in [
        json!({"heroes": [{"hero": "Warrior", "items": many_items}, {"hero": "Wizard"}]}),
        json!({"heroes": [{"hero": "Warrior"}, {"hero": "Wizard"}], "tiles": many_tiles}),
        json!({"heroes": [{"hero": "Warrior"}, {"hero": "Wizard"}], "turn": {"seat": 9}}),
        json!({"heroes": [{"hero": "Warrior", "hp": 0}, {"hero": "Wizard"}]}),
        json!({"heroes": [{"hero": "Warrior"}, {"hero": "Wizard"}], "forced_dice": [7]}),
        json!({"heroes": [{"hero": "Warrior"}, {"hero": "Wizard"}], "forced_tokens": ["Dragon", "Dragon"]}),
        json!({"heroes": [{"hero": "Warrior"}, {"hero": "Wizard"}], "bag": {"Rat": 9}}),
    ] {
        let raw: RawSetup = serde_json::from_value(v).unwrap();
        assert!(Karak::from_setup(&raw, 0).is_err());
    }
}
