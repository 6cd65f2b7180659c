//! The question a decision asks, and the legal answers that are not tapped on the map (moves,
//! explorations, runs, the portal and Hawkeye's hexagon glow there) or in the dice tray (the
//! dice chosen), as labelled buttons.

use rules::karak2::data::{Building, Resource, Resources, TILES};
use rules::karak2::recruiting::{nothing_to_recruit, NothingToRecruit};
use rules::karak2::{Action, Decision, Karak2View};
use rules::Seat;

use super::texts::texts;
use super::words::{army, deck_tile, item, resources};
use crate::i18n::{fill, Lang};

/// The question of the pending decision, for the seat deciding.
pub fn question(v: &Karak2View, lang: Lang, name: &dyn Fn(Seat) -> String) -> String {
    let t = texts(lang);
    match &v.decision {
        Decision::Act => t.q_act.to_owned(),
        Decision::PlaceTile { .. } => t.q_place_tile.to_owned(),
        Decision::ChooseTile { .. } => t.q_choose_tile.to_owned(),
        Decision::ReturnArmy { .. } => t.q_return_army.to_owned(),
        Decision::LayTile { .. } => t.q_lay_tile.to_owned(),
        Decision::TurnLaid { .. } => t.q_turn_laid.to_owned(),
        Decision::PortalTo => t.q_portal.to_owned(),
        Decision::Building => t.q_building.to_owned(),
        Decision::Recruiting => t.q_recruiting.to_owned(),
        Decision::Battle => t.q_battle.to_owned(),
        Decision::Rolled => t.q_rolled.to_owned(),
        Decision::Cart(n) => fill(t.q_cart, &[("{n}", &n.to_string())]),
        Decision::Drop(slot) => fill(t.q_drop, &[("{slot}", t.slots[*slot as usize])]),
        Decision::PlagueTarget => t.q_plague.to_owned(),
        Decision::Steal { from, left } => fill(
            t.q_steal,
            &[("{n}", &left.to_string()), ("{who}", &name(*from))],
        ),
        Decision::Over => String::new(),
    }
}

/// How a button looks.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Style {
    /// The main answer.
    Primary,
    /// A quieter one (end the turn, done, send home).
    Secondary,
}

/// A price less the resource Taia spares.
fn spared(price: Resources, spare: Option<Resource>) -> Resources {
    let mut p = price;
    if let Some(r) = spare {
        p.remove(Resources::one(r));
    }
    p
}

/// A price in words, with the resource spared named ("1 food, 1 wood; stone spared").
fn price(cost: Resources, spare: Option<Resource>, lang: Lang) -> String {
    let t = texts(lang);
    let paid = resources(spared(cost, spare), lang);
    match spare {
        Some(r) => format!(
            "{paid}; {}",
            fill(t.spare, &[("{res}", t.resources[r as usize])])
        ),
        None => paid,
    }
}

/// The answers shown as buttons, with their labels, in the order the legal actions come.
/// `turn` is the turning shown for a tile being laid.
pub fn answer_buttons(
    v: &Karak2View,
    lang: Lang,
    turn: u8,
    name: &dyn Fn(Seat) -> String,
) -> Vec<(Action, String, Style)> {
    let t = texts(lang);
    let res = |r: Resource| t.resources[r as usize];
    let here = v
        .heroes
        .get(v.active.index())
        .and_then(|h| v.landscape.iter().find(|p| p.at == h.at));
    let mut laid_turn = false;
    v.legal_actions
        .iter()
        .filter_map(|a| {
            let (label, style) = match *a {
                Action::Move(_)
                | Action::Explore(_)
                | Action::Run(..)
                | Action::PortalTo(_)
                | Action::LayAt(_)
                | Action::Choose(_)
                | Action::Unchoose(_) => return None,
                Action::PlaceTile(r) => {
                    // One button lays the turning shown on the map; the map's ghost turns it.
                    if laid_turn {
                        return None;
                    }
                    laid_turn = true;
                    let r = if v.legal_actions.contains(&Action::PlaceTile(turn)) {
                        turn
                    } else {
                        r
                    };
                    return Some((Action::PlaceTile(r), t.lay_tile.to_owned(), Style::Primary));
                }
                Action::EndTurn => (t.end_turn.to_owned(), Style::Secondary),
                Action::Heal => (t.heal.to_owned(), Style::Primary),
                Action::Gather(bonus) => {
                    let got = resources(here.map(|p| p.kind.yields()).unwrap_or_default(), lang);
                    match bonus {
                        None => (fill(t.gather, &[("{got}", &got)]), Style::Primary),
                        Some(r) => (
                            fill(t.gather_bonus, &[("{got}", &got), ("{res}", res(r))]),
                            Style::Primary,
                        ),
                    }
                }
                Action::BuildCity(spare) => (
                    fill(
                        t.build_city,
                        &[(
                            "{cost}",
                            &price(rules::karak2::data::CITY_COST, spare, lang),
                        )],
                    ),
                    Style::Primary,
                ),
                Action::Build(b, spare) => (building_label(b, spare, lang), Style::Primary),
                // Recruiting costs an action: not offered when it could bring no unit
                // (`recruit_note` says why).
                Action::Recruit if nothing_to_recruit(&v.heroes, v.active).is_some() => {
                    return None
                }
                Action::Recruit => (t.recruit.to_owned(), Style::Primary),
                // The price on the button: on touch there is no hover title to read it from.
                Action::Enlist(u) => (
                    format!(
                        "{} ({})",
                        fill(t.enlist, &[("{unit}", super::words::unit(u, lang))]),
                        resources(u.price().unwrap_or_default(), lang)
                    ),
                    Style::Primary,
                ),
                Action::Dismiss(u) => (
                    fill(t.dismiss, &[("{unit}", super::words::unit(u, lang))]),
                    Style::Secondary,
                ),
                Action::Done => (t.done.to_owned(), Style::Secondary),
                Action::Raise => (t.raise.to_owned(), Style::Primary),
                // Only the hero's own city is cured; without the plague it is a full rest.
                Action::Eradicate if v.plague == Some(v.active) => {
                    (t.eradicate.to_owned(), Style::Primary)
                }
                Action::Eradicate => (t.rest.to_owned(), Style::Primary),
                Action::Roll => (t.roll.to_owned(), Style::Primary),
                Action::RerollHero => (t.reroll_hero.to_owned(), Style::Secondary),
                Action::RerollUnits => (t.reroll_units.to_owned(), Style::Secondary),
                Action::Fireball => (t.fireball.to_owned(), Style::Secondary),
                Action::Protect => (t.protect.to_owned(), Style::Secondary),
                Action::Strike => (t.strike.to_owned(), Style::Primary),
                Action::Take(r) => (fill(t.take, &[("{res}", res(r))]), Style::Primary),
                Action::Drop(i) => (
                    fill(t.leave_item, &[("{item}", item(i, lang))]),
                    Style::Primary,
                ),
                Action::Plague(s) => (fill(t.plague_on, &[("{who}", &name(s))]), Style::Primary),
                Action::PickUp => (t.pick_up.to_owned(), Style::Primary),
                Action::Pickpocket(s) => {
                    (fill(t.pickpocket, &[("{who}", &name(s))]), Style::Secondary)
                }
                Action::KeepTile(tile) => (
                    fill(t.keep_tile, &[("{tile}", &deck_tile(tile, lang))]),
                    Style::Primary,
                ),
                Action::ReturnArmy(token) => (
                    fill(t.return_army, &[("{army}", &army(token, lang))]),
                    Style::Primary,
                ),
                Action::Hawkeye => (t.hawkeye.to_owned(), Style::Secondary),
                Action::Portal => (t.portal.to_owned(), Style::Secondary),
            };
            Some((*a, label, style))
        })
        .collect()
}

/// Why recruiting brings nothing now, when the player might look for it: in their city with
/// Recruit withheld, or recruiting with no unit to enlist.
pub fn recruit_note(v: &Karak2View, lang: Lang) -> Option<String> {
    let t = texts(lang);
    let why = |n: NothingToRecruit| t.no_recruit[n as usize].to_owned();
    match v.decision {
        Decision::Act if v.legal_actions.contains(&Action::Recruit) => {
            nothing_to_recruit(&v.heroes, v.active).map(why)
        }
        Decision::Recruiting
            if !v
                .legal_actions
                .iter()
                .any(|a| matches!(a, Action::Enlist(_))) =>
        {
            Some(match nothing_to_recruit(&v.heroes, v.active) {
                Some(n) => why(n),
                None => t.army_full.to_owned(),
            })
        }
        _ => None,
    }
}

/// Whether an answer belongs to the dice tray (the battle's roll, rerolls, spells and strike),
/// where the dice are, rather than to the panel.
pub fn in_tray(action: &Action) -> bool {
    matches!(
        action,
        Action::Roll
            | Action::RerollHero
            | Action::RerollUnits
            | Action::Fireball
            | Action::Protect
            | Action::Strike
    )
}

/// "Build the Stable (2 food, 1 wood, 1 stone)".
fn building_label(b: Building, spare: Option<Resource>, lang: Lang) -> String {
    let t = texts(lang);
    fill(
        t.build,
        &[
            ("{building}", t.buildings[b as usize]),
            ("{cost}", &price(b.cost(), spare, lang)),
        ],
    )
}

/// The kind and chasms of a deck tile, for Darius's choice pictured in the panel.
pub fn tile_choice(tile: u8) -> Option<(rules::karak2::data::TileKind, rules::karak2::hex::Edges)> {
    TILES.get(usize::from(tile)).map(|t| (t.kind, t.chasms))
}
