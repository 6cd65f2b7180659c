//! The greedy bot: one rule per decision, no look-ahead. Battles are judged by their odds
//! ([`super::odds`]): the fuller the hero's lives, the longer the odds it takes on.

use std::cmp::Reverse;

use rand_core::RngCore;

use super::economy::{in_city, needs, pickpocket, recruitable, scarcest, BUILD_ORDER, RECRUITS};
use super::fights::{fight_target, worth, Style};
use super::odds::chance;
use super::walk::{moves, step_towards, towards_city_site, towards_frontier, towards_resource};
use crate::karak2::data::{
    Item, Resource, Slot, Tier, TileKind, Unit, ARMY, PRAETORIAN_BREAK, TILES, UNITS,
};
use crate::karak2::hex::{Hex, DIRECTIONS};
use crate::karak2::turn::{Action, Decision};
use crate::karak2::Karak2;
use crate::Seat;

/// The chance of winning a hero with `lives` wants before it fights: a lost battle costs
/// nothing but the skulls rolled, so a healthy hero takes long odds.
fn nerve(lives: u8) -> f64 {
    match lives {
        5.. => 0.35,
        4 => 0.45,
        3 => 0.6,
        _ => 0.85,
    }
}

/// How much more chance the search bot's Hunter wants than the greedy bot before it fights an
/// army or explores.
const HUNTER_CAUTION: f64 = 0.2;

/// How soon `seat` plays after the seat to act, reversed so that among equals the next to
/// play comes out greatest: a tie never falls on the same seat number in every game.
pub(super) fn after(g: &Karak2, seat: Seat) -> Reverse<usize> {
    let n = g.board.heroes.len();
    Reverse((seat.index() + n - g.turn.seat.index()) % n)
}

/// The first of `wanted` that is legal.
pub(super) fn first_legal(
    legal: &[Action],
    wanted: impl IntoIterator<Item = Action>,
) -> Option<Action> {
    wanted.into_iter().find(|a| legal.contains(a))
}

/// The greedy choice among `legal`.
pub(super) fn choose(g: &Karak2, legal: &[Action], rng: &mut dyn RngCore) -> Option<Action> {
    choose_as(g, legal, rng, Style::Greedy)
}

/// The plain plan's choice among `legal`, taking the Dark General on in `style`.
pub(super) fn choose_as(
    g: &Karak2,
    legal: &[Action],
    rng: &mut dyn RngCore,
    style: Style,
) -> Option<Action> {
    choose_misjudging(g, legal, rng, style, 0.0)
}

/// The plain plan's choice, with every chance of winning a fight seen `misjudge` off the truth
/// (the easy bot's error; 0 for the others).
pub(super) fn choose_misjudging(
    g: &Karak2,
    legal: &[Action],
    rng: &mut dyn RngCore,
    style: Style,
    misjudge: f64,
) -> Option<Action> {
    let pick = |rng: &mut dyn RngCore, from: &[Action]| -> Option<Action> {
        let i = crate::hash::uniform(rng, from.len() as u32) as usize;
        from.get(i).copied()
    };
    match g.decision() {
        Decision::Act => act(g, legal, rng, pick, style, misjudge),
        Decision::Battle if style == Style::Hunter => Some(super::dice::choose_dice(g, legal)),
        Decision::Battle => {
            // Every die: the more swords, the likelier the win.
            first_legal(legal, UNITS.map(Action::Choose)).or(Some(Action::Roll))
        }
        Decision::Rolled => rolled(g, legal),
        Decision::Cart(_) | Decision::Steal { .. } => {
            let wanted = needs(g).into_iter().chain([scarcest(g)]).map(Action::Take);
            first_legal(legal, wanted).or_else(|| pick(rng, legal))
        }
        Decision::Recruiting => first_legal(
            legal,
            RECRUITS
                .map(Action::Enlist)
                .into_iter()
                .chain([Action::Done]),
        ),
        Decision::Building => {
            let wanted = BUILD_ORDER.map(|b| Action::Build(b, None));
            first_legal(legal, wanted)
                .or_else(|| {
                    legal
                        .iter()
                        .copied()
                        .find(|a| matches!(a, Action::Build(..)))
                })
                .or(Some(Action::Done))
        }
        Decision::PlagueTarget => {
            // The leader in soul stones; on a tie the next to play.
            legal.iter().copied().max_by_key(|a| match a {
                Action::Plague(s) => (g.board.heroes[s.index()].half_points(), after(g, *s)),
                _ => (0, Reverse(0)),
            })
        }
        Decision::ReturnArmy { at } => {
            // Put back the strongest.
            let armies = g.board.landscape.get(at).map(|p| p.armies.clone());
            armies
                .unwrap_or_default()
                .into_iter()
                .max_by_key(|t| ARMY[usize::from(*t)].strength)
                .map(Action::ReturnArmy)
        }
        Decision::LayTile { .. } => {
            // Lorraine lays the Hawkeye tile beside her, where she can step onto it.
            let open = open_sides(g);
            legal
                .iter()
                .copied()
                .find(|a| matches!(a, Action::LayAt(h) if open.contains(h)))
                .or_else(|| pick(rng, legal))
        }
        Decision::TurnLaid { tile, at } => {
            let from = g.me().at;
            legal
                .iter()
                .copied()
                .find(|a| matches!(a, Action::PlaceTile(r) if Karak2::tile_fits(*tile, *r, *at, from)))
                .or_else(|| pick(rng, legal))
        }
        Decision::ChooseTile { tiles, .. } => {
            // Darius keeps the richer tile, and the Infernal Abyss only while he leads.
            let leads = g
                .board
                .heroes
                .iter()
                .all(|h| h.half_points() <= g.me().half_points());
            tiles
                .iter()
                .copied()
                .filter(|t| leads || TILES[usize::from(*t)].kind != TileKind::InfernalAbyss)
                .max_by_key(|t| TILES[usize::from(*t)].kind.yields().total())
                .map(Action::KeepTile)
                .filter(|a| legal.contains(a))
                .or_else(|| pick(rng, legal))
        }
        _ => pick(rng, legal),
    }
}

/// After the roll: strike when it wins, else spend what turns it (Fireballs, rerolls), and
/// against the Dark General the Fireballs that reach the 10 that removes a praetorian.
fn rolled(g: &Karak2, legal: &[Action]) -> Option<Action> {
    let Some(battle) = g.turn.battle.as_ref() else {
        return first_legal(legal, [Action::Strike]);
    };
    let strength = g.enemy_strength(battle.at, battle.general);
    let attack = g.attack();
    if attack >= strength {
        return first_legal(legal, [Action::Protect, Action::Strike]);
    }
    let fireballs = g
        .me()
        .spells
        .iter()
        .filter(|s| **s == Item::Fireball)
        .count() as u8;
    let short = strength - attack;
    let breaks =
        battle.general && attack < PRAETORIAN_BREAK && attack + fireballs >= PRAETORIAN_BREAK;
    if fireballs >= short || breaks {
        return first_legal(legal, [Action::Fireball]);
    }
    first_legal(
        legal,
        [
            Action::RerollHero,
            Action::RerollUnits,
            Action::Protect,
            Action::Strike,
        ],
    )
}

/// The main decision: cure, heal, build, recruit, fight by the odds, gather, explore, walk
/// where there is something to do, else end the turn.
fn act(
    g: &Karak2,
    legal: &[Action],
    rng: &mut dyn RngCore,
    pick: impl Fn(&mut dyn RngCore, &[Action]) -> Option<Action>,
    style: Style,
    misjudge: f64,
) -> Option<Action> {
    let me = g.me();
    let chance = |g: &Karak2, target: u8| chance(g, target) + misjudge;
    let plagued = g.board.plague == Some(g.turn.seat);
    if plagued || me.lives <= 2 {
        if let Some(a) = first_legal(legal, [Action::Eradicate, Action::Heal]) {
            return Some(a);
        }
    }
    if let Some(a) = pickpocket(g, legal) {
        return Some(a);
    }
    if let Some(a) = in_city(g, legal) {
        return Some(a);
    }
    if let Some(a) = first_legal(legal, [Action::Raise]) {
        return Some(a);
    }
    // Pick up only what fits a free slot: swapping a full slot's items round and round gains
    // nothing.
    let fits = g.board.landscape.get(&me.at).is_some_and(|p| {
        p.dropped.iter().any(|i| match i.slot() {
            Slot::Weapon => me.weapons.len() < 2,
            Slot::Spell => me.spells.len() < 3,
            Slot::Amulet => me.amulet.is_none(),
        })
    });
    if fits && legal.contains(&Action::PickUp) {
        return Some(Action::PickUp);
    }
    // Fight the strongest neighbouring army the odds allow (the more glory, the better).
    // The Hunter keeps its lives and units for the General: it wants better odds everywhere
    // else (measured: 55 % -> 62 % of games won against the greedy bot).
    let nerve = nerve(me.lives)
        + if style == Style::Hunter {
            HUNTER_CAUTION
        } else {
            0.0
        };
    let fight = moves(g, legal)
        .filter_map(|(a, to)| {
            let (target, need) = fight_target(g, to, nerve, style)?;
            (chance(g, target) >= need).then_some((a, worth(g, to, target, style)))
        })
        .max_by_key(|(_, worth)| *worth);
    if let Some((a, _)) = fight {
        return Some(a);
    }
    if let Some(a) = legal
        .iter()
        .copied()
        .find(|a| matches!(a, Action::Gather(_)))
    {
        return Some(a);
    }
    // Lorraine's Hawkeye costs no action: a new tile beside her to gather on or fight.
    if legal.contains(&Action::Hawkeye) && me.lives >= 4 && !open_sides(g).is_empty() {
        return Some(Action::Hawkeye);
    }
    // Explore when the odds beat what the next tile brings: a first-tier army (about 3), or a
    // second tier's two (about 6).
    let next_tier_one = g
        .board
        .deck
        .last()
        .is_some_and(|t| TILES[usize::from(*t)].tier == Tier::One);
    let explores: Vec<Action> = legal
        .iter()
        .copied()
        .filter(|a| matches!(a, Action::Explore(_)))
        .collect();
    if chance(g, if next_tier_one { 3 } else { 6 }) >= nerve {
        if let Some(a) = pick(rng, &explores) {
            return Some(a);
        }
    }
    if me.lives < 5 {
        if let Some(a) = first_legal(legal, [Action::Heal]) {
            return Some(a);
        }
    }
    if let Some(a) = errand(g, legal, nerve, style, misjudge) {
        return Some(a);
    }
    // Nothing better to do: the landscape must grow, whatever the odds.
    if me.lives >= 4 {
        if let Some(a) = pick(rng, &explores).or_else(|| towards_frontier(g, legal)) {
            return Some(a);
        }
    }
    // Hemmed in by armies too strong for the odds wanted: a healthy hero tries the weakest
    // one it has any chance against, since a loss costs only the skulls rolled.
    if me.lives == 5 {
        let long_shot = moves(g, legal)
            .filter_map(|(a, to)| Some((a, fight_target(g, to, nerve, style)?.0)))
            .filter(|(_, target)| chance(g, *target) > 0.0)
            .min_by_key(|(_, target)| *target);
        if let Some((a, _)) = long_shot {
            return Some(a);
        }
    }
    // Nothing to do: walk somewhere without a fight now and then, else end the turn.
    let walks: Vec<Action> = moves(g, legal)
        .filter(|(_, to)| g.board.landscape.get(to).is_some_and(|p| !p.guarded()))
        .map(|(a, _)| a)
        .collect();
    if g.actions_left() > 1 || crate::hash::uniform(rng, 3) == 0 {
        if let Some(a) = pick(rng, &walks) {
            return Some(a);
        }
    }
    Some(Action::EndTurn)
}

/// The unlaid hexagons beside the hero to act that its tile has no chasm towards.
fn open_sides(g: &Karak2) -> Vec<Hex> {
    let at = g.me().at;
    let Some(place) = g.board.landscape.get(&at) else {
        return Vec::new();
    };
    DIRECTIONS
        .into_iter()
        .filter(|d| !place.chasms.has(*d))
        .map(|d| at.neighbour(d))
        .filter(|h| !g.board.landscape.contains_key(h))
        .collect()
}

/// A walk with a purpose: home to cure, build or recruit; to a tile with what the next
/// building or recruit lacks; to the Dark General or an army the odds allow.
fn errand(g: &Karak2, legal: &[Action], nerve: f64, style: Style, misjudge: f64) -> Option<Action> {
    let me = g.me();
    let castle = Hex::default();
    if g.board.plague == Some(g.turn.seat) {
        if let Some(a) = step_towards(g, legal, castle) {
            return Some(a);
        }
    }
    let next_building = BUILD_ORDER.into_iter().find(|b| !me.buildings.has(*b));
    let recruit = recruitable(g);
    if let Some(city) = me.city {
        let can_build = next_building.is_some_and(|b| g.can_afford(b.cost()));
        let can_recruit = recruit
            .and_then(Unit::price)
            .is_some_and(|p| me.resources.covers(p));
        if (can_build || can_recruit) && city != me.at {
            if let Some(a) = first_legal(legal, [Action::Portal, Action::PortalTo(city)]) {
                return Some(a);
            }
            if let Some(a) = step_towards(g, legal, city) {
                return Some(a);
            }
        }
        // Short of what the next building or recruit needs: towards a tile that yields it.
        for want in needs(g) {
            if let Some(a) = towards_resource(g, legal, want) {
                return Some(a);
            }
        }
    } else if g.can_afford(crate::karak2::data::CITY_COST) {
        // A city first, on a free tile that yields something.
        if let Some(a) = towards_city_site(g, legal) {
            return Some(a);
        }
    } else if let Some(a) = towards_resource(g, legal, Resource::Wood) {
        // "Building a city costs 2 wood".
        return Some(a);
    }
    // Towards the strongest army (or the General) the odds allow, the nearest first.
    let mut targets: Vec<(Hex, u16)> = g
        .board
        .landscape
        .iter()
        .filter(|(_, p)| p.guarded())
        .filter_map(|(h, _)| {
            let (target, need) = fight_target(g, *h, nerve, style)?;
            (chance(g, target) + misjudge >= need).then_some((*h, worth(g, *h, target, style)))
        })
        .collect();
    targets.sort_by_key(|(h, t)| (std::cmp::Reverse(*t), h.distance(me.at)));
    targets
        .into_iter()
        .find_map(|(h, _)| step_towards(g, legal, h))
}
