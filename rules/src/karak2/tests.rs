//! Setting up, exploring, random play and the portal against the rulebook's sentences; the
//! worked examples and the other procedures are scenarios (`rules/scenarios/karak2/`).

use super::data::{Building, Hero, Tier, Unit, TILES};
use super::hex::{Direction, Hex};
use super::turn::Decision;
use super::*;

fn game(heroes: &[Hero]) -> Karak2 {
    Karak2::setup(&Karak2Options::new(heroes.to_vec()), 7)
        .expect("valid options")
        .0
}

fn act(g: &mut Karak2, a: Action) -> Vec<Event> {
    let mut ev = Vec::new();
    let seat = g.turn.seat;
    g.act(seat, &a, &mut ev)
        .unwrap_or_else(|e| panic!("{a:?}: {e}"));
    ev
}

/// "Place the starting landscape tile … in the middle"; "Place the second-tier landscape tile
/// deck face-down … Place the first-tier landscape tile deck face-down on top of it"; "Place all
/// monster army tokens in the bag"; "Place all Heroes … on Karak Castle"; 4 praetorians with 4
/// players; Lorraine's Bear Friend.
#[test]
fn setup_follows_the_rulebook() {
    let g = game(&[Hero::Horan, Hero::Taia, Hero::Lorraine, Hero::Darius]);
    assert_eq!(g.board.landscape.len(), 3);
    assert_eq!(g.board.deck.len(), 28);
    let top18 = &g.board.deck[10..];
    assert!(top18
        .iter()
        .all(|t| TILES[usize::from(*t)].tier == Tier::One));
    assert_eq!(g.board.bag.len(), 36);
    assert_eq!(g.board.praetorians, 4);
    for h in &g.board.heroes {
        assert_eq!((h.at, h.lives), (Hex::new(0, 0), 5));
    }
    assert_eq!(g.board.heroes[2].units[Unit::Bear as usize], 1);
    assert_eq!(g.actions_left(), 2);
    assert!(Karak2::setup(&Karak2Options::new(vec![Hero::Taia]), 1).is_err());
    assert!(Karak2::setup(&Karak2Options::new(vec![Hero::Taia, Hero::Taia]), 1).is_err());
}

/// Exploring: the tile "has to be connected to the tile from which your Hero came"; a tier-1
/// tile brings one army token and the hero must fight it.
#[test]
fn exploring_lays_a_connected_tile_and_a_battle_follows() {
    let mut g = game(&[Hero::Horan, Hero::Taia]);
    act(&mut g, Action::Explore(Direction::NorthEast));
    let Decision::PlaceTile { tile, at, from } = g.turn.decision.clone() else {
        panic!("the tile's turning is asked");
    };
    assert_eq!(TILES[usize::from(tile)].tier, Tier::One);
    let legal = g.legal_actions();
    for r in 0..6u8 {
        assert_eq!(
            legal.contains(&Action::PlaceTile(r)),
            Karak2::tile_fits(tile, r, at, from)
        );
    }
    let rotation = legal
        .iter()
        .find_map(|a| match a {
            Action::PlaceTile(r) => Some(*r),
            _ => None,
        })
        .expect("some turning fits");
    act(&mut g, Action::PlaceTile(rotation));
    assert_eq!(g.me().at, at);
    assert_eq!(g.board.landscape[&at].armies.len(), 1);
    assert_eq!(g.board.bag.len(), 35);
    assert_eq!(*g.decision(), Decision::Battle);
}

/// Random legal play never panics, never runs out of legal actions while someone is to act,
/// and every listed action is accepted: 100 games of up to 1,000 actions, 2 to 5 heroes.
#[test]
fn random_play_is_total() {
    use super::data::HEROES;
    let mut pick: u64 = 0x9e37_79b9_7f4a_7c15;
    let mut next = move |n: usize| {
        pick ^= pick << 13;
        pick ^= pick >> 7;
        pick ^= pick << 17;
        (pick >> 33) as usize % n.max(1)
    };
    for seed in 0..100u64 {
        let players = 2 + (seed % 4) as usize;
        let mut heroes = HEROES.to_vec();
        heroes.rotate_left((seed % 6) as usize);
        heroes.truncate(players);
        let (mut g, _) = Karak2::setup(&Karak2Options::new(heroes), seed).expect("valid");
        for _ in 0..1000 {
            let Some(seat) = g.to_act() else { break };
            let legal = g.legal_actions();
            assert!(
                !legal.is_empty(),
                "seed {seed}: no legal action in {:?}",
                g.decision()
            );
            // Ending the turn at once is always legal; make it rare so games go somewhere.
            let choices: Vec<Action> = legal
                .iter()
                .copied()
                .filter(|a| *a != Action::EndTurn || legal.len() == 1 || next(8) == 0)
                .collect();
            let a = if choices.is_empty() {
                legal[0]
            } else {
                choices[next(choices.len())]
            };
            let mut ev = Vec::new();
            g.act(seat, &a, &mut ev)
                .unwrap_or_else(|e| panic!("seed {seed}: listed {a:?} refused: {e}"));
            for h in &g.board.heroes {
                assert!(h.lives <= data::MAX_LIVES, "seed {seed}");
                assert!(h.army_size() <= h.glory(), "seed {seed}: {h:?}");
            }
            // Outside the settling after a battle or a pick-up, every slot is within its limit.
            if *g.decision() == Decision::Act {
                for h in &g.board.heroes {
                    assert!(h.weapons.len() <= 2 && h.spells.len() <= 3, "seed {seed}");
                    assert!(h.spare_amulet.is_none(), "seed {seed}");
                }
            }
        }
    }
}

/// The portal: "their Hero can move from a city token to any already laid landscape … the
/// player can move directly to their city … However, the portal can only be used once per
/// turn."
#[test]
fn the_portal_goes_to_and_from_the_city_once_a_turn() {
    let mut g = game(&[Hero::Horan, Hero::Taia]);
    g.turn.seat = Seat(0);
    let horan = &mut g.board.heroes[0];
    horan.city = Some(Hex::new(0, -1));
    horan.buildings = horan.buildings.with(Building::Portal);
    horan.at = Hex::new(0, 1);
    act(&mut g, Action::Portal);
    assert_eq!(
        g.legal_actions(),
        vec![Action::PortalTo(Hex::new(0, -1)), Action::Done],
        "from elsewhere, only to the city"
    );
    act(&mut g, Action::PortalTo(Hex::new(0, -1)));
    assert_eq!(g.me().at, Hex::new(0, -1));
    assert!(matches!(
        g.check(Seat(0), &Action::Portal),
        Err(Karak2Error::NoPortal)
    ));
}
