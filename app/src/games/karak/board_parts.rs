//! The pieces of Karak's board: tiles with corridors and walls, rooms, gates and
//! fountains, monsters and chests, items on the floor and hero tokens, each drawn in
//! tile-local units (0..100) and keyed by what it shows.

use leptos::prelude::*;
use rules::karak::{Coord, HeroKind, HeroView, Item, KarakView, TileKind, TileView, Token};

use super::monster_icons::MonsterIcon;
use super::names::token_name;
use crate::components::seat_color;
use crate::i18n::use_i18n;

/// Size of a tile in SVG units.
pub const TILE: f64 = 100.0;

/// The corridor polygon of a tile: a centre plus an arm towards every exit.
fn corridors(exits: u8, room: bool) -> String {
    let (a, b) = if room { (22.0, 78.0) } else { (36.0, 64.0) };
    let (c, d) = (36.0, 64.0);
    let mut rects = vec![format!("M{a} {a}H{b}V{b}H{a}Z")];
    if exits & 1 != 0 {
        rects.push(format!("M{c} 0H{d}V{a}H{c}Z"));
    }
    if exits & 2 != 0 {
        rects.push(format!("M{b} {c}H100V{d}H{b}Z"));
    }
    if exits & 4 != 0 {
        rects.push(format!("M{c} {b}H{d}V100H{c}Z"));
    }
    if exits & 8 != 0 {
        rects.push(format!("M0 {c}H{a}V{d}H0Z"));
    }
    rects.join("")
}

/// One tile, drawn in tile-local units (0..100).
#[component]
pub fn TileShape(kind: TileKind, exits: u8, #[prop(optional)] ghost: bool) -> impl IntoView {
    let room = matches!(kind, TileKind::Room | TileKind::Start);
    let floor = match kind {
        TileKind::Room => "#8a7560",
        TileKind::Start => "#9c8668",
        TileKind::Tunnel => "#756453",
        TileKind::Gate => "#756453",
        TileKind::Fountain => "#756453",
    };
    view! {
        <rect class="tile-bg" x="1" y="1" width="98" height="98" rx="6" class:ghost=ghost/>
        <path class="tile-floor" d=corridors(exits, room) fill=floor/>
        {match kind {
            TileKind::Gate => view! {
                <g class="icon-gate" aria-hidden="true">
                    <ellipse cx="50" cy="50" rx="16" ry="20" fill="none" stroke="#cc79a7" stroke-width="5"/>
                    <ellipse cx="50" cy="50" rx="8" ry="11" fill="#cc79a7" opacity="0.55"/>
                </g>
            }.into_any(),
            TileKind::Fountain | TileKind::Start => view! {
                <g class="icon-fountain" aria-hidden="true">
                    <circle cx="50" cy="50" r="15" fill="#56b4e9" stroke="#d7f0ff" stroke-width="3"/>
                    <path d="M50 40c-5 7-7 10-7 13a7 7 0 0 0 14 0c0-3-2-6-7-13z" fill="#f3ece2"/>
                </g>
            }.into_any(),
            _ => ().into_any(),
        }}
    }
}

/// An item lying on the floor: a small chip, coloured by slot, with its bonus or sign.
fn item_chip(item: Item) -> (&'static str, &'static str) {
    match item {
        Item::Daggers => ("#b0a89f", "+1"),
        Item::Sword => ("#b0a89f", "+2"),
        Item::Axe => ("#b0a89f", "+3"),
        Item::PortalOfHealing => ("#56b4e9", "✚"),
        Item::MagicFlames => ("#d55e00", "✦"),
        Item::Key => ("#e69f00", "K"),
        Item::FallenTreasure | Item::ChestTreasure => ("#f0e442", "◆"),
        Item::Ruby => ("#cc79a7", "◆"),
    }
}

/// A monster badge with its strength, or a chest.
#[component]
fn TokenBadge(token: Token) -> impl IntoView {
    let i18n = use_i18n();
    let title = move || token_name(token, i18n.lang()).to_owned();
    match token.strength() {
        Some(strength) => view! {
            <g class="monster" transform="translate(34 3)">
                <title>{title}</title>
                <rect x="0" y="0" width="62" height="32" rx="16" fill="#d55e00" stroke="#1f1a17" stroke-width="2"/>
                <g transform="translate(17 16)"><MonsterIcon token/></g>
                <text x="46" y="23" text-anchor="middle" class="strength">{strength}</text>
            </g>
        }
        .into_any(),
        None => view! {
            <g class="chest" transform="translate(58 10)">
                <title>{title}</title>
                <rect x="0" y="8" width="32" height="22" rx="3" fill="#e69f00" stroke="#1f1a17" stroke-width="2"/>
                <path d="M0 14h32" stroke="#1f1a17" stroke-width="2"/>
                <rect x="13" y="15" width="6" height="8" fill="#1f1a17"/>
            </g>
        }
        .into_any(),
    }
}

/// Two letters that tell every hero apart without the seat's colour: Aderyn and Argentus
/// share an initial, and five tokens on one tile are small on a phone.
pub fn token_letters(hero: HeroKind) -> &'static str {
    match hero {
        HeroKind::Warrior => "Ho",
        HeroKind::Thief => "Ad",
        HeroKind::Wizard => "Ar",
        HeroKind::Warlock => "Xa",
        HeroKind::Swordsman => "Vi",
        HeroKind::Oracle => "Ta",
        HeroKind::WarriorPrincess => "El",
    }
}

/// A hero token: a disc in the seat's colour with the hero's two letters.
#[component]
pub fn HeroToken(hero: PlacedHero) -> impl IntoView {
    let (dx, dy) = match (hero.of, hero.slot) {
        (1, _) => (50.0, 62.0),
        (2, s) => (34.0 + 32.0 * s as f64, 62.0),
        (_, s) => (26.0 + 24.0 * (s % 3) as f64, 56.0 + 22.0 * (s / 3) as f64),
    };
    let letters = token_letters(hero.hero);
    let crowded = hero.of > 2;
    let color = seat_color(hero.seat);
    let r = if hero.of > 2 { 11.0 } else { 14.0 };
    let active = hero.active;
    view! {
        <g class="hero-token" class:active=active class:down=hero.unconscious transform=format!("translate({dx} {dy})")>
            <circle r=r fill=color stroke=if active { "#ffffff" } else { "#1f1a17" } stroke-width=if active { 4 } else { 2 }/>
            <text y="5" text-anchor="middle" class="hero-initial" class:crowded=crowded>{letters}</text>
        </g>
    }
}

pub fn tile_transform(at: Coord) -> String {
    format!(
        "translate({} {})",
        f64::from(at.x) * TILE,
        f64::from(at.y) * TILE
    )
}

/// What can change on a placed tile: its monster or chest and the items on its floor.
/// A tile whose key is unchanged keeps its SVG nodes when the view changes, so a step of
/// the replay or a move of the live game redraws only what it touched.
pub type TileKey = (u8, Coord, u8, Option<Token>, Vec<Item>);

pub fn tile_key(t: &TileView) -> TileKey {
    (t.index, t.at, t.rotation, t.token, t.items.clone())
}

/// One placed tile with its token and floor items.
pub fn tile_view(t: TileView) -> impl IntoView {
    view! {
        <g class="tile" data-tile=t.index transform=tile_transform(t.at)>
            <TileShape kind=t.tile.kind exits=t.exits/>
            {t.token.map(|token| view! { <TokenBadge token=token/> })}
            <g class="floor-items">
                {t.items.into_iter().enumerate().map(|(i, item)| {
                    let (color, sign) = item_chip(item);
                    let x = 6 + 22 * (i as i32 % 4);
                    let y = 76 - 22 * (i as i32 / 4);
                    view! {
                        <g transform=format!("translate({x} {y})")>
                            <rect width="20" height="18" rx="4" fill=color stroke="#1f1a17" stroke-width="1.5"/>
                            <text x="10" y="14" text-anchor="middle" class="item-sign">{sign}</text>
                        </g>
                    }
                }).collect_view()}
            </g>
        </g>
    }
}

/// A hero token where it stands: its slot among the heroes on the same tile, how many
/// share the tile, and whether it is the hero to act. Everything its drawing depends on,
/// so it doubles as its key.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PlacedHero {
    pub seat: u8,
    pub hero: HeroKind,
    pub at: Coord,
    pub unconscious: bool,
    pub slot: usize,
    pub of: usize,
    pub active: bool,
}

pub fn placed_heroes(v: &KarakView) -> Vec<PlacedHero> {
    v.heroes
        .iter()
        .map(|h| {
            let same: Vec<&HeroView> = v.heroes.iter().filter(|o| o.tile == h.tile).collect();
            PlacedHero {
                seat: h.seat.0,
                hero: h.hero,
                at: h.at,
                unconscious: h.unconscious,
                slot: same.iter().position(|o| o.seat == h.seat).unwrap_or(0),
                of: same.len(),
                active: Some(h.seat) == v.to_act,
            }
        })
        .collect()
}
