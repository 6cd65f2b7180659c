//! The rules so far against the rulebook's sentences and worked examples.

use super::data::{
    ArmyKind, Building, Face, Hero, Item, Resources, Tier, TileKind, Unit, ARMY, TILES,
};
use super::hex::{Direction, Hex};
use super::state::Place;
use super::turn::Decision;
use super::*;

fn game(heroes: &[Hero]) -> Karak2 {
    Karak2::setup(&Karak2Options::new(heroes.to_vec()), 7)
        .expect("valid options")
        .0
}

/// `g`'s whole state, to compare before and after a refused action.
fn snapshot(g: &Karak2) -> String {
    format!("{:?} {:?} {}", g.board, g.turn, g.board.rng.get_word_pos())
}

fn act(g: &mut Karak2, a: Action) -> Vec<Event> {
    let mut ev = Vec::new();
    let seat = g.turn.seat;
    g.act(seat, &a, &mut ev)
        .unwrap_or_else(|e| panic!("{a:?}: {e}"));
    ev
}

/// A token of `kind` taken out of the bag.
fn token(g: &mut Karak2, kind: ArmyKind) -> u8 {
    let i = g
        .board
        .bag
        .iter()
        .position(|t| ARMY[usize::from(*t)].kind == kind)
        .expect("in the bag");
    g.board.bag.remove(i)
}

/// A farm laid north-east of the castle with `tokens` on it.
fn guarded_tile(g: &mut Karak2, tokens: Vec<u8>) -> Hex {
    let at = Hex::new(0, 0).neighbour(Direction::NorthEast);
    g.board.landscape.insert(
        at,
        Place {
            kind: TileKind::Farm,
            tile: Some(0),
            chasms: hex::Edges::NONE,
            armies: tokens,
            general: false,
            dropped: Vec::new(),
        },
    );
    at
}

/// The dice of a battle rolled as the example says.
fn rolled(g: &mut Karak2, hero: Face, units: &[(Unit, Face)]) {
    let b = g.turn.battle.as_mut().expect("a battle");
    b.hero = hero;
    b.units = units.to_vec();
    g.turn.decision = Decision::Rolled;
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

/// Gathering example: "He starts on the tile with the Farm … and gains 1 food from there. Then
/// he moves to the tile with the Forest" — "the player can be Gathering Resources from each
/// landscape tile only once"; castle tiles give nothing.
#[test]
fn gathering_once_per_tile_per_turn() {
    let mut g = game(&[Hero::Horan, Hero::Taia]);
    let seat = g.turn.seat;
    let before = snapshot(&g);
    let mut ev = Vec::new();
    let refused = g.act(seat, &Action::Gather(None), &mut ev);
    assert_eq!(refused.unwrap_err().rule(), "gathering resources");
    assert_eq!(snapshot(&g), before, "a refused action changes nothing");
    act(&mut g, Action::Move(Direction::North));
    act(&mut g, Action::Gather(None));
    assert_eq!(g.me().resources, Resources::new(1, 0, 0));
    assert_eq!(g.actions_left(), 1);
    let refused = g.check(seat, &Action::Gather(None));
    assert!(matches!(refused, Err(Karak2Error::GatheredThisTurn)));
    // Back over the castle to the forest: two moves, the second spends the last action, so
    // the forest cannot be reached and gathered this turn.
    act(&mut g, Action::Move(Direction::South));
    assert!(matches!(
        g.check(seat, &Action::Move(Direction::South)),
        Err(Karak2Error::NoActionAfterMove)
    ));
}

/// "Usually, Heroes cannot be moved across these chasms."
#[test]
fn chasms_block_movement() {
    let mut g = game(&[Hero::Horan, Hero::Taia]);
    let seat = g.turn.seat;
    if let Some(p) = g.board.landscape.get_mut(&Hex::new(0, -1)) {
        p.chasms = hex::Edges::of(&[Direction::South]);
    }
    assert!(matches!(
        g.check(seat, &Action::Move(Direction::North)),
        Err(Karak2Error::Chasm(Direction::North))
    ));
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

/// Battle example 1: "HORAN fights a monster army with a strength of 3. … HORAN has 1 Unit of
/// Archers and 1 Unit of Knights. … He rolls a skull on the Hero die and the Archer die, and a
/// sword on the Knight die. Thus, he has not defeated the monster army … he loses 1 life and
/// the Archer die … he must then return to the tile from which he came … and his turn ends."
#[test]
fn battle_example_1_horan_loses() {
    let mut g = game(&[Hero::Horan, Hero::Taia]);
    g.turn.seat = Seat(0);
    g.board.heroes[0].units[Unit::Archer as usize] = 1;
    g.board.heroes[0].units[Unit::Knight as usize] = 1;
    let hulk = token(&mut g, ArmyKind::SkeletalHulks);
    assert_eq!(ARMY[usize::from(hulk)].strength, 3);
    let at = guarded_tile(&mut g, vec![hulk]);
    act(&mut g, Action::Move(Direction::NorthEast));
    assert_eq!(*g.decision(), Decision::Battle);
    act(&mut g, Action::Choose(Unit::Knight));
    act(&mut g, Action::Choose(Unit::Archer));
    act(&mut g, Action::Roll);
    rolled(
        &mut g,
        Face::Skull,
        &[(Unit::Knight, Face::Swords(1)), (Unit::Archer, Face::Skull)],
    );
    // No reroll: Horan rerolls unit dice (War Strategy), which this example does not use.
    let ev = act(&mut g, Action::Strike);
    assert!(ev.contains(&Event::Struck {
        seat: Seat(0),
        attack: 1,
        strength: 3,
        won: false
    }));
    let horan = &g.board.heroes[0];
    assert_eq!(horan.lives, 4);
    assert_eq!(horan.units[Unit::Archer as usize], 0);
    assert_eq!(horan.units[Unit::Knight as usize], 1);
    assert_eq!(horan.at, Hex::new(0, 0));
    assert_eq!(g.board.landscape[&at].armies, vec![hulk], "the army stays");
    assert_eq!(g.turn.seat, Seat(1), "his turn ends");
}

/// Battle example 2: "TAIA engages the same enemy. She has 2 Units of Archers and 2 Units of
/// Knights … She rolls a skull on her Hero die, as well as on one of her Knight dice. However,
/// the other three dice roll swords. TAIA therefore loses 1 life and must return one of her
/// Knight dice … She wins the battle … and remains standing on the tile … Her turn ends."
#[test]
fn battle_example_2_taia_wins() {
    let mut g = game(&[Hero::Horan, Hero::Taia]);
    g.turn.seat = Seat(1);
    g.board.heroes[1].units[Unit::Archer as usize] = 2;
    g.board.heroes[1].units[Unit::Knight as usize] = 2;
    let hulk = token(&mut g, ArmyKind::SkeletalHulks);
    let at = guarded_tile(&mut g, vec![hulk]);
    act(&mut g, Action::Move(Direction::NorthEast));
    act(&mut g, Action::Choose(Unit::Knight));
    act(&mut g, Action::Choose(Unit::Knight));
    act(&mut g, Action::Choose(Unit::Archer));
    act(&mut g, Action::Choose(Unit::Archer));
    act(&mut g, Action::Roll);
    rolled(
        &mut g,
        Face::Skull,
        &[
            (Unit::Knight, Face::Swords(1)),
            (Unit::Knight, Face::Skull),
            (Unit::Archer, Face::Swords(1)),
            (Unit::Archer, Face::Swords(1)),
        ],
    );
    act(&mut g, Action::Strike);
    // The Skeletal Hulks' resource cart: three resources of her choice.
    assert_eq!(*g.decision(), Decision::Cart(3));
    act(&mut g, Action::Take(data::Resource::Wood));
    act(&mut g, Action::Take(data::Resource::Wood));
    act(&mut g, Action::Take(data::Resource::Stone));
    let taia = &g.board.heroes[1];
    assert_eq!(taia.lives, 4);
    assert_eq!(taia.units[Unit::Knight as usize], 1);
    assert_eq!(taia.at, at, "she remains standing on the tile");
    assert_eq!(taia.resources, Resources::new(0, 2, 1));
    assert_eq!(taia.beaten, 3, "glory 3");
    assert!(g.board.landscape[&at].armies.is_empty());
    assert_eq!(g.turn.seat, Seat(0), "her turn ends");
}

/// The Dark General example: "Since this is a 4-player game, the Dark General has 4 Praetorian
/// tokens and therefore a total strength of 14. HORAN has two Units of Mages, one Unit of
/// Knights and two Units of Archers. In addition, he has two swords and two Fireball spells …
/// He rolls a skull on the Hero die, as well as on the Knight die. However, all the Mage and
/// Archer dice show swords. So, his total strength at this point is 2 (swords) + 4 (Mages) + 3
/// (Archers) = 9. HORAN decides to use one of his spells … a total of 10 and takes 1 Praetorian
/// token away … HORAN also loses 2 lives … and a Knight die. He loses the battle and must
/// return to the tile from which he came."
#[test]
fn dark_general_example() {
    let mut g = game(&[Hero::Horan, Hero::Taia, Hero::Xanros, Hero::Elspeth]);
    g.turn.seat = Seat(0);
    let horan = &mut g.board.heroes[0];
    horan.units[Unit::Mage as usize] = 2;
    horan.units[Unit::Knight as usize] = 1;
    horan.units[Unit::Archer as usize] = 2;
    horan.weapons = vec![Item::Sword, Item::Sword];
    horan.spells = vec![Item::Fireball, Item::Fireball];
    let at = guarded_tile(&mut g, Vec::new());
    if let Some(p) = g.board.landscape.get_mut(&at) {
        p.kind = TileKind::InfernalAbyss;
        p.general = true;
    }
    let ev = act(&mut g, Action::Move(Direction::NorthEast));
    assert!(ev.contains(&Event::BattleBegun {
        seat: Seat(0),
        at,
        general: true,
        strength: 14
    }));
    act(&mut g, Action::Choose(Unit::Knight));
    act(&mut g, Action::Choose(Unit::Archer));
    act(&mut g, Action::Choose(Unit::Archer));
    act(&mut g, Action::Choose(Unit::Mage));
    act(&mut g, Action::Choose(Unit::Mage));
    act(&mut g, Action::Roll);
    rolled(
        &mut g,
        Face::Skull,
        &[
            (Unit::Knight, Face::Skull),
            (Unit::Archer, Face::Swords(1)),
            (Unit::Archer, Face::Swords(2)),
            (Unit::Mage, Face::Swords(2)),
            (Unit::Mage, Face::Swords(2)),
        ],
    );
    assert_eq!(g.attack(), 9);
    act(&mut g, Action::Fireball);
    assert_eq!(g.attack(), 10);
    act(&mut g, Action::Strike);
    assert_eq!(g.board.praetorians, 3);
    let horan = &g.board.heroes[0];
    assert_eq!(horan.lives, 3, "one for the die, one for the Dark General");
    assert_eq!(horan.units[Unit::Knight as usize], 0);
    assert_eq!(horan.spells, vec![Item::Fireball]);
    assert_eq!(horan.at, Hex::new(0, 0));
    assert!(g.to_act().is_some(), "the game goes on");
}

/// Glory example: "HORAN has a glory of 2 … If he wins a battle with a monster army of strength
/// 3, his glory increases to level 3 … However, if he defeats an army with strength 1, his fame
/// will not be affected in any way." Banners: "+2 levels".
#[test]
fn glory_is_the_strongest_army_beaten() {
    let mut g = game(&[Hero::Horan, Hero::Taia]);
    g.turn.seat = Seat(0);
    g.board.heroes[0].beaten = 2;
    let warriors = token(&mut g, ArmyKind::SkeletonWarriors);
    guarded_tile(&mut g, vec![warriors]);
    act(&mut g, Action::Move(Direction::NorthEast));
    act(&mut g, Action::Roll);
    rolled(&mut g, Face::Swords(1), &[]);
    act(&mut g, Action::Strike);
    assert_eq!(g.board.heroes[0].glory(), 2);
    assert_eq!(g.board.heroes[0].weapons, vec![Item::Sword]);
    g.board.heroes[0].buildings = g.board.heroes[0].buildings.with(Building::GloryBanners);
    assert_eq!(g.board.heroes[0].glory(), 4);
}

/// Recruitment example: "His glory level is 2 and he has 1 Unit of Knights in his army. He can
/// only train Knights and Archers … chooses to return the Knight Unit dice to the common supply,
/// pays 2 wood and takes 2 Archer Units".
#[test]
fn recruitment_example() {
    let mut g = game(&[Hero::Horan, Hero::Taia]);
    g.turn.seat = Seat(0);
    let horan = &mut g.board.heroes[0];
    horan.beaten = 2;
    horan.units[Unit::Knight as usize] = 1;
    horan.resources = Resources::new(0, 2, 0);
    horan.at = Hex::new(0, -1);
    horan.city = Some(Hex::new(0, -1));
    horan.buildings = horan
        .buildings
        .with(Building::MilitaryCamp)
        .with(Building::ShootingRange);
    act(&mut g, Action::Recruit);
    let legal = g.legal_actions();
    assert!(
        !legal.contains(&Action::Enlist(Unit::Mage)),
        "no wizard tower"
    );
    assert!(
        legal.contains(&Action::Enlist(Unit::Archer)),
        "one place left under glory 2"
    );
    act(&mut g, Action::Dismiss(Unit::Knight));
    act(&mut g, Action::Enlist(Unit::Archer));
    act(&mut g, Action::Enlist(Unit::Archer));
    assert!(matches!(
        g.check(Seat(0), &Action::Enlist(Unit::Archer)),
        Err(Karak2Error::GloryLimit)
    ));
    act(&mut g, Action::Done);
    let horan = &g.board.heroes[0];
    assert_eq!(horan.units[Unit::Archer as usize], 2);
    assert_eq!(horan.units[Unit::Knight as usize], 0);
    assert_eq!(horan.resources, Resources::default());
    assert_eq!(g.actions_left(), 1);
}

/// City location example: not on Karak Castle, "a tile with a monster army, or … a tile with an
/// opponent's city"; "To build it, you must spend 2 wood"; Taia's Expert Builder: "a stable
/// that usually costs 2 food, 1 wood, and 1 stone can be built by the Oracle for 1 food, 1 wood,
/// and 1 stone". The stable's extra action counts this turn.
#[test]
fn building_a_city_and_a_stable() {
    let mut g = game(&[Hero::Horan, Hero::Taia]);
    g.turn.seat = Seat(1);
    g.board.heroes[1].resources = Resources::new(1, 3, 1);
    assert!(matches!(
        g.check(Seat(1), &Action::BuildCity(Some(data::Resource::Wood))),
        Err(Karak2Error::NoCitySite)
    ));
    act(&mut g, Action::Move(Direction::North));
    // Horan stands on the castle, not here: the farm is free.
    act(&mut g, Action::BuildCity(Some(data::Resource::Wood)));
    assert_eq!(g.board.heroes[1].resources, Resources::new(1, 2, 1));
    assert_eq!(g.board.heroes[1].city, Some(Hex::new(0, -1)));
    assert_eq!(g.actions_left(), 1);
    act(
        &mut g,
        Action::Build(Building::Stable, Some(data::Resource::Food)),
    );
    assert_eq!(*g.decision(), Decision::Building);
    assert_eq!(g.actions_left(), 1, "the stable's action comes at once");
    act(&mut g, Action::Done);
    assert_eq!(g.board.heroes[1].resources, Resources::new(0, 1, 0));
    assert_eq!(g.turn.seat, Seat(1));
    // Gathering on a tile with a city is not possible.
    assert!(matches!(
        g.check(Seat(1), &Action::Gather(None)),
        Err(Karak2Error::NothingToGather)
    ));
}

/// "If you also flip the last token left to flip, your Hero falls unconscious. On the next
/// turn, instead of the normal turn, you flip three life tokens back face-up".
#[test]
fn an_unconscious_hero_spends_the_next_turn_waking() {
    let mut g = game(&[Hero::Horan, Hero::Taia]);
    g.turn.seat = Seat(0);
    g.board.heroes[0].lives = 1;
    let warriors = token(&mut g, ArmyKind::SkeletonWarriors);
    guarded_tile(&mut g, vec![warriors]);
    act(&mut g, Action::Move(Direction::NorthEast));
    act(&mut g, Action::Roll);
    rolled(&mut g, Face::TwoSkulls, &[]);
    g.board.plague_rule = false;
    act(&mut g, Action::Strike);
    assert!(g.board.heroes[0].unconscious);
    assert_eq!(g.turn.seat, Seat(1));
    let ev = act(&mut g, Action::EndTurn);
    assert!(ev.contains(&Event::WokeUp {
        seat: Seat(0),
        lives: 3
    }));
    assert_eq!(g.turn.seat, Seat(1), "Horan's turn was the waking");
}

/// Plague & Misery: "the player who rolled the two skull icon chooses which player the Plague
/// & Misery falls on … must discard 1 resource of each type they hold … If the player … has
/// built a city, they take the Plague token"; "no new Units can be trained there".
#[test]
fn two_skulls_bring_plague_and_misery() {
    let mut g = game(&[Hero::Horan, Hero::Taia, Hero::Xanros]);
    g.turn.seat = Seat(0);
    g.board.heroes[2].resources = Resources::new(2, 0, 1);
    g.board.heroes[2].city = Some(Hex::new(0, 1));
    let warriors = token(&mut g, ArmyKind::SkeletonWarriors);
    guarded_tile(&mut g, vec![warriors]);
    act(&mut g, Action::Move(Direction::NorthEast));
    act(&mut g, Action::Roll);
    rolled(&mut g, Face::TwoSkulls, &[]);
    act(&mut g, Action::Strike);
    assert_eq!(*g.decision(), Decision::PlagueTarget);
    assert!(!g.legal_actions().contains(&Action::Plague(Seat(0))));
    act(&mut g, Action::Plague(Seat(2)));
    assert_eq!(g.board.heroes[2].resources, Resources::new(1, 0, 0));
    assert_eq!(g.board.plague, Some(Seat(2)));
    assert_eq!(g.board.heroes[0].lives, 3);
}

/// Picking up: "If more than one item is left behind on a tile, a Hero may retrieve them all at
/// once as part of a single action"; a full slot leaves one item of the player's choice behind
/// (the amulet example: "He takes the amulet, but he must also drop his original amulet").
#[test]
fn picking_up_items_and_leaving_one() {
    use super::data::Amulet;
    let mut g = game(&[Hero::Horan, Hero::Taia]);
    g.turn.seat = Seat(1);
    g.board.heroes[1].amulet = Some(Amulet::Action);
    if let Some(p) = g.board.landscape.get_mut(&Hex::new(0, -1)) {
        p.dropped = vec![Item::Sword, Item::Amulet(Amulet::Glory)];
    }
    act(&mut g, Action::Move(Direction::North));
    act(&mut g, Action::PickUp);
    assert_eq!(*g.decision(), Decision::Drop(data::Slot::Amulet));
    act(&mut g, Action::Drop(Item::Amulet(Amulet::Action)));
    let taia = &g.board.heroes[1];
    assert_eq!(taia.amulet, Some(Amulet::Glory));
    assert_eq!(taia.glory(), 2);
    assert_eq!(taia.weapons, vec![Item::Sword]);
    assert_eq!(
        g.board.landscape[&Hex::new(0, -1)].dropped,
        vec![Item::Amulet(Amulet::Action)]
    );
    // One action spent, with the move before it; the turn's actions were counted at its start.
    assert_eq!((g.turn.seat, g.actions_left()), (Seat(1), 1));
}

/// "Pickpocket: You can cast a Pickpocket spell at any time during your turn, and it costs no
/// action to cast. After casting it, you can take two resources from any Hero's resource
/// supply."
#[test]
fn pickpocket_takes_two_resources_at_no_action() {
    let mut g = game(&[Hero::Horan, Hero::Taia]);
    g.turn.seat = Seat(0);
    g.board.heroes[0].spells = vec![Item::Pickpocket];
    g.board.heroes[1].resources = Resources::new(0, 1, 2);
    act(&mut g, Action::Pickpocket(Seat(1)));
    assert!(matches!(
        g.check(Seat(0), &Action::Take(data::Resource::Food)),
        Err(Karak2Error::NotThere)
    ));
    act(&mut g, Action::Take(data::Resource::Stone));
    act(&mut g, Action::Take(data::Resource::Wood));
    assert_eq!(g.board.heroes[0].resources, Resources::new(0, 1, 1));
    assert_eq!(g.board.heroes[1].resources, Resources::new(0, 0, 1));
    assert!(g.board.heroes[0].spells.is_empty());
    assert_eq!((g.decision(), g.actions_left()), (&Decision::Act, 2));
}

/// "The game ends immediately after one of the Heroes defeats the Dark General. The winner of
/// the game is then the player who has collected the most Soul Stones"; "it can happen that a
/// player wins without it being his Hero who defeated the Dark General"; ties: more large
/// stones, else shared.
#[test]
fn the_general_falls_and_soul_stones_decide() {
    let mut g = game(&[Hero::Horan, Hero::Taia, Hero::Xanros]);
    g.turn.seat = Seat(0);
    g.board.heroes[1].stones = [1, 2, 0]; // 5 points
    g.board.heroes[2].stones = [3, 1, 0]; // 5 points, fewer large stones
    g.board.heroes[0].weapons = vec![Item::Warhammer, Item::Warhammer];
    let at = guarded_tile(&mut g, Vec::new());
    if let Some(p) = g.board.landscape.get_mut(&at) {
        p.kind = TileKind::InfernalAbyss;
        p.general = true;
    }
    g.board.praetorians = 0;
    g.board.heroes[0].units[Unit::Mage as usize] = 3;
    act(&mut g, Action::Move(Direction::NorthEast));
    act(&mut g, Action::Choose(Unit::Mage));
    act(&mut g, Action::Choose(Unit::Mage));
    act(&mut g, Action::Choose(Unit::Mage));
    act(&mut g, Action::Roll);
    rolled(
        &mut g,
        Face::Swords(2),
        &[(Unit::Mage, Face::Swords(2)), (Unit::Mage, Face::Swords(2))],
    );
    assert_eq!(g.attack(), 10);
    let ev = act(&mut g, Action::Strike);
    assert!(ev.contains(&Event::GeneralDefeated { seat: Seat(0) }));
    assert_eq!(g.to_act(), None);
    let o = g.outcome().expect("over");
    assert_eq!(o.half_points, vec![9, 10, 10]);
    assert_eq!(
        o.winners,
        vec![Seat(1)],
        "Taia: as many points, more large stones"
    );
    let mut ev = Vec::new();
    assert!(matches!(
        g.act(Seat(0), &Action::EndTurn, &mut ev),
        Err(Karak2Error::GameOver)
    ));
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

/// Darius: "draws 2 landscape tiles, places one of them and returns the other to the top of the
/// landscape tile deck".
#[test]
fn darius_keeps_one_of_two_tiles() {
    let mut g = game(&[Hero::Darius, Hero::Taia]);
    g.turn.seat = Seat(0);
    let top = g.board.deck[g.board.deck.len() - 1];
    let second = g.board.deck[g.board.deck.len() - 2];
    act(&mut g, Action::Explore(Direction::NorthEast));
    let legal = g.legal_actions();
    assert_eq!(legal, vec![Action::KeepTile(top), Action::KeepTile(second)]);
    act(&mut g, Action::KeepTile(second));
    assert_eq!(g.board.deck.last(), Some(&top), "the other back on top");
    assert!(matches!(g.decision(), Decision::PlaceTile { tile, .. } if *tile == second));
}

/// Taia: "for a first-tier landscape tile, draw two tokens, choose one of them and place it …
/// Return the remaining token to the monster army bag."
#[test]
fn taia_puts_one_army_back() {
    let mut g = game(&[Hero::Horan, Hero::Taia]);
    g.turn.seat = Seat(1);
    act(&mut g, Action::Explore(Direction::NorthEast));
    let r = g
        .legal_actions()
        .iter()
        .find_map(|a| match a {
            Action::PlaceTile(r) => Some(*r),
            _ => None,
        })
        .expect("a turning fits");
    act(&mut g, Action::PlaceTile(r));
    let Decision::ReturnArmy { at } = g.decision().clone() else {
        panic!("Taia chooses");
    };
    let drawn = g.board.landscape[&at].armies.clone();
    assert_eq!(drawn.len(), 2);
    act(&mut g, Action::ReturnArmy(drawn[0]));
    assert_eq!(g.board.landscape[&at].armies, vec![drawn[1]]);
    assert_eq!(g.board.bag.len(), 35);
    assert_eq!(
        *g.decision(),
        Decision::Battle,
        "she fights the one she kept"
    );
}

/// Lorraine: "Once per turn, the Ranger player may draw a top landscape tile, connect it
/// anywhere on the game board, and place a monster army/armies from the bag on that tile
/// without moving the Hero's standee … This is not considered an action".
#[test]
fn lorraine_lays_a_tile_anywhere() {
    let mut g = game(&[Hero::Lorraine, Hero::Taia]);
    g.turn.seat = Seat(0);
    act(&mut g, Action::Hawkeye);
    let far = Hex::new(0, 2);
    act(&mut g, Action::LayAt(far));
    let turn = (0..6)
        .map(Action::PlaceTile)
        .find(|a| g.check(Seat(0), a).is_ok())
        .expect("some turning connects south of the forest");
    act(&mut g, turn);
    assert_eq!(g.board.landscape[&far].armies.len(), 1);
    assert_eq!(g.me().at, Hex::new(0, 0), "she stays");
    assert_eq!(g.actions_left(), 2, "no action spent");
    assert!(matches!(
        g.check(Seat(0), &Action::Hawkeye),
        Err(Karak2Error::AbilityUsed)
    ));
}

/// Elspeth: "move the Hero standee by up to 3 landscape tiles in a straight line … ignore any
/// chasms in her path, but must stop on a tile with an undefeated monster army".
#[test]
fn elspeth_runs_over_chasms_and_stops_at_an_army() {
    let mut g = game(&[Hero::Elspeth, Hero::Taia]);
    g.turn.seat = Seat(0);
    if let Some(p) = g.board.landscape.get_mut(&Hex::new(0, 1)) {
        p.chasms = hex::Edges::of(&[Direction::North]);
    }
    assert!(!g.can_cross(Hex::new(0, 0), Direction::South));
    let warriors = token(&mut g, ArmyKind::SkeletonWarriors);
    g.board.landscape.insert(
        Hex::new(0, 2),
        Place {
            kind: TileKind::Farm,
            tile: Some(1),
            chasms: hex::Edges::NONE,
            armies: vec![warriors],
            general: false,
            dropped: Vec::new(),
        },
    );
    assert!(g.check(Seat(0), &Action::Run(Direction::South, 3)).is_err());
    act(&mut g, Action::Run(Direction::South, 2));
    assert_eq!(g.me().at, Hex::new(0, 2));
    assert_eq!(g.me().came_from, Hex::new(0, 1));
    assert_eq!(*g.decision(), Decision::Battle);
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
