//! Karak 2's artwork, our own SVG: flat-topped hexagons for every tile kind (recognisable by
//! colour and emblem without text), chasms on edges, army tokens, the Dark General, cities in
//! seat colours with the plague mark, dropped items and heroes as coloured discs. Shapes used
//! on many tiles are defined once ([`defs`]) and placed with `<use>`.

use leptos::prelude::*;
use rules::karak2::data::{Hero, TileKind};
use rules::karak2::hex::{Direction, Edges, Hex};

/// A hexagon's radius (centre to corner) in SVG units.
pub const R: f64 = 50.0;

/// The centre of hexagon `h` in SVG units (flat-topped, axial coordinates).
pub fn centre(h: Hex) -> (f64, f64) {
    let (q, r) = (f64::from(h.q), f64::from(h.r));
    (1.5 * R * q, 3f64.sqrt() * R * (r + q / 2.0))
}

/// The `transform` that puts a tile's drawing at `h`.
pub fn at(h: Hex) -> String {
    let (x, y) = centre(h);
    format!("translate({x:.1} {y:.1})")
}

/// Corner `i` (0 = east, clockwise) of a hexagon of radius `r` centred on the origin.
fn corner(i: u8, r: f64) -> (f64, f64) {
    let a = f64::from(i) * std::f64::consts::PI / 3.0;
    (r * a.cos(), r * a.sin())
}

/// The points of a hexagon of radius `r` centred on the origin.
pub fn hexagon(r: f64) -> String {
    (0..6)
        .map(|i| {
            let (x, y) = corner(i, r);
            format!("{x:.1},{y:.1}")
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// The two corners of the edge towards `d` (north-east lies between the corners at -60° and
/// 0°, and so on clockwise).
fn edge(d: Direction, r: f64) -> ((f64, f64), (f64, f64)) {
    let i = d.index();
    (corner((i + 5) % 6, r), corner(i, r))
}

/// Shapes shared by every tile: the hexagon's clip, half-tiles for the mixed kinds and the
/// emblems (wheat, tree, rock).
pub fn defs() -> impl IntoView {
    let hex = hexagon(R - 1.0);
    view! {
        <defs>
            <clipPath id="k2-hex"><polygon points=hex.clone()/></clipPath>
            <symbol id="k2-wheat" viewBox="-10 -14 20 28" overflow="visible">
                <path d="M0 14 V-6" stroke="#8a6a1c" stroke-width="1.6" fill="none"/>
                <ellipse cx="-3" cy="-6" rx="2.4" ry="4.5" fill="#b8891f" transform="rotate(-20 -3 -6)"/>
                <ellipse cx="3" cy="-6" rx="2.4" ry="4.5" fill="#b8891f" transform="rotate(20 3 -6)"/>
                <ellipse cx="0" cy="-11" rx="2.4" ry="4.5" fill="#c99a2a"/>
                <ellipse cx="-3" cy="1" rx="2.2" ry="4" fill="#b8891f" transform="rotate(-20 -3 1)"/>
                <ellipse cx="3" cy="1" rx="2.2" ry="4" fill="#b8891f" transform="rotate(20 3 1)"/>
            </symbol>
            <symbol id="k2-tree" viewBox="-10 -14 20 28" overflow="visible">
                <rect x="-1.8" y="6" width="3.6" height="8" fill="#5b3a1e"/>
                <polygon points="0,-14 -9,0 -5,0 -11,8 11,8 5,0 9,0" fill="#2f6b2f" stroke="#1f4a1f" stroke-width="1"/>
            </symbol>
            <symbol id="k2-rock" viewBox="-12 -10 24 20" overflow="visible">
                <polygon points="-12,8 -8,-4 -2,-8 4,-5 9,-7 12,8" fill="#8d8d92" stroke="#55555a" stroke-width="1.2"/>
                <polyline points="-2,-8 0,0 4,-5" fill="none" stroke="#55555a" stroke-width="1"/>
            </symbol>
        </defs>
    }
}

/// A tile's ground colour and emblems, in a hexagon centred on the origin.
#[component]
pub fn Ground(
    /// The tile's kind: its colour and emblems.
    kind: TileKind,
) -> AnyView {
    let hex = hexagon(R - 1.0);
    let plain = |fill: &'static str, emblems: AnyView| {
        view! {
            <g clip-path="url(#k2-hex)">
                <polygon points=hex.clone() fill=fill/>
                {emblems}
            </g>
        }
        .into_any()
    };
    let uses = |id: &'static str, spots: &[(f64, f64, f64)]| {
        spots
            .iter()
            .map(|&(x, y, s)| {
                let w = 20.0 * s;
                view! { <use href=format!("#{id}") x=x - w / 2.0 y=y - 0.7 * w width=w height=1.4 * w/> }
            })
            .collect_view()
            .into_any()
    };
    // The two halves of a mixed tile: west and east of the north–south line.
    let mixed = |west: (&'static str, &'static str), east: (&'static str, &'static str)| {
        view! {
            <g clip-path="url(#k2-hex)">
                <rect x=-R y=-R width=R height=2.0 * R fill=west.0/>
                <rect x="0" y=-R width=R height=2.0 * R fill=east.0/>
                <line x1="0" y1=-R x2="0" y2=R stroke="#00000033" stroke-width="1.5"/>
                {uses(west.1, &[(-24.0, -12.0, 1.0), (-20.0, 16.0, 1.0)])}
                {uses(east.1, &[(22.0, -12.0, 1.0), (20.0, 16.0, 1.0)])}
            </g>
        }
        .into_any()
    };
    const FARM: (&str, &str) = ("#ecd58a", "k2-wheat");
    const FOREST: (&str, &str) = ("#8fbf72", "k2-tree");
    const ROCK: (&str, &str) = ("#c2bfb8", "k2-rock");
    match kind {
        TileKind::Farm => plain(
            FARM.0,
            uses(FARM.1, &[(-16.0, -8.0, 1.0), (16.0, 8.0, 1.0)]),
        ),
        TileKind::Forest => plain(
            FOREST.0,
            uses(FOREST.1, &[(-16.0, -6.0, 1.0), (16.0, 10.0, 1.0)]),
        ),
        TileKind::FarmForest => mixed(FARM, FOREST),
        TileKind::FarmRock => mixed(FARM, ROCK),
        TileKind::ForestRock => mixed(FOREST, ROCK),
        TileKind::BigFarm => plain(
            "#e3c25a",
            uses(
                FARM.1,
                &[(-22.0, -10.0, 1.2), (0.0, 14.0, 1.2), (22.0, -10.0, 1.2)],
            ),
        ),
        TileKind::DenseForest => plain(
            "#5f9a4d",
            uses(
                FOREST.1,
                &[
                    (-22.0, -8.0, 1.2),
                    (0.0, -16.0, 1.2),
                    (22.0, -8.0, 1.2),
                    (-10.0, 16.0, 1.2),
                    (12.0, 16.0, 1.2),
                ],
            ),
        ),
        TileKind::Castle => plain(
            "#b9b3c9",
            view! {
                <g fill="#6d6680" stroke="#3f3a4d" stroke-width="1.2">
                    <rect x="-22" y="-14" width="44" height="26"/>
                    <rect x="-28" y="-24" width="12" height="36"/>
                    <rect x="16" y="-24" width="12" height="36"/>
                    <polygon points="-30,-24 -22,-34 -14,-24"/>
                    <polygon points="14,-24 22,-34 30,-24"/>
                    <path d="M-6 12 V0 a6 6 0 0 1 12 0 V12 Z" fill="#3f3a4d"/>
                </g>
            }
            .into_any(),
        ),
        TileKind::InfernalAbyss => plain(
            "#3a2230",
            view! {
                <g fill="none" stroke-linecap="round">
                    <ellipse cx="0" cy="0" rx="30" ry="20" fill="#1c0f16"/>
                    <path d="M-26 0 Q-10 -12 0 0 T26 0" stroke="#d9482b" stroke-width="3"/>
                    <path d="M-18 8 Q-4 -2 8 8 T22 6" stroke="#f08a3c" stroke-width="2"/>
                </g>
            }
            .into_any(),
        ),
    }
}

/// The chasms on a tile's edges: a dark rift along each.
#[component]
pub fn Chasms(
    /// The edges with a chasm.
    edges: Edges,
) -> impl IntoView {
    edges
        .iter()
        .map(|d| {
            let ((x1, y1), (x2, y2)) = edge(d, R - 3.0);
            // A zigzag along the edge, pointing into the tile.
            let (mx, my) = ((x1 + x2) / 2.0 * 0.9, (y1 + y2) / 2.0 * 0.9);
            let (ax, ay) = (x1 * 0.75 + x2 * 0.25, y1 * 0.75 + y2 * 0.25);
            let (bx, by) = (x1 * 0.25 + x2 * 0.75, y1 * 0.25 + y2 * 0.75);
            let points = format!(
                "{x1:.1},{y1:.1} {ax:.1},{ay:.1} {mx:.1},{my:.1} {bx:.1},{by:.1} {x2:.1},{y2:.1}"
            );
            view! {
                <polyline class="chasm" points=points.clone()/>
                <polyline class="chasm-glow" points=points/>
            }
        })
        .collect_view()
}

/// The whole drawing of a laid tile or of a tile about to be laid.
#[component]
pub fn Tile(
    /// The tile's kind: its colour and emblems.
    kind: TileKind,
    /// The edges with a chasm, as the tile lies.
    edges: Edges,
) -> impl IntoView {
    view! {
        <Ground kind/>
        <polygon class="hex-edge" points=hexagon(R - 1.0)/>
        <Chasms edges/>
    }
}

/// A hexagon-shaped picture of a tile for the panel (Darius's choice), `size` pixels wide.
#[component]
pub fn TilePicture(
    /// The tile's kind: its colour and emblems.
    kind: TileKind,
    /// The edges with a chasm, as the tile lies.
    edges: Edges,
    /// Its width and height in pixels.
    size: u32,
) -> impl IntoView {
    view! {
        <svg class="tile-picture" width=size height=size viewBox="-52 -52 104 104" aria-hidden="true">
            {defs()}
            <Tile kind edges/>
        </svg>
    }
}

/// An army token with its strength.
#[component]
pub fn ArmyToken(
    /// Where its centre lies, from its place's centre.
    x: f64,
    y: f64,
    /// The strength printed on it.
    strength: u8,
    /// What it is, in words (its tooltip).
    label: String,
) -> impl IntoView {
    view! {
        <g class="army-token" transform=format!("translate({x:.1} {y:.1})")>
            <title>{label}</title>
            <circle r="11"/>
            <text y="4.5" text-anchor="middle">{strength}</text>
        </g>
    }
}

/// The Dark General with his strength.
#[component]
pub fn GeneralToken(
    /// His strength.
    strength: u8,
    /// What he is, in words (his tooltip).
    label: String,
) -> impl IntoView {
    view! {
        <g class="general-token" transform="translate(0 -16)">
            <title>{label}</title>
            <circle r="16"/>
            <path d="M-9 -3 L-9 -10 L-4.5 -6 L0 -12 L4.5 -6 L9 -10 L9 -3 Z" class="crown"/>
            <text y="10" text-anchor="middle">{strength}</text>
        </g>
    }
}

/// A city in its seat's colour, with the plague mark when it has the Plague.
#[component]
pub fn City(
    /// Its seat's colour.
    color: &'static str,
    /// Whether the Plague is in it.
    plague: bool,
    /// What it is, in words (its tooltip).
    label: String,
) -> impl IntoView {
    view! {
        <g class="city" transform="translate(-22 22)">
            <title>{label}</title>
            <path d="M-12 8 V-3 L-6 -9 L0 -3 L6 -9 L12 -3 V8 Z" fill=color stroke="#222" stroke-width="1.5"/>
            {plague.then(|| view! { <circle class="plague-mark" cx="10" cy="-8" r="6"/><text class="plague-glyph" x="10" y="-5" text-anchor="middle">"☠"</text> })}
        </g>
    }
}

/// A small mark for items lying on a tile.
#[component]
pub fn Dropped(
    /// How many items lie there.
    count: usize,
    /// What they are, in words (its tooltip).
    label: String,
) -> impl IntoView {
    let n = count;
    view! {
        <g class="dropped" transform="translate(22 24)">
            <title>{label}</title>
            <rect x="-9" y="-9" width="18" height="18" rx="3"/>
            <text y="4.5" text-anchor="middle">{if n > 1 { format!("{n}") } else { "✦".to_owned() }}</text>
        </g>
    }
}

/// A hero as a disc of its seat's colour with its initial.
#[component]
pub fn HeroDisc(
    /// Where its centre lies on the landscape.
    x: f64,
    y: f64,
    hero: Hero,
    /// Its seat's colour.
    color: &'static str,
    /// The hero whose turn it is.
    active: bool,
) -> impl IntoView {
    let initial = super::words::hero_name(hero).chars().next().unwrap_or('?');
    view! {
        <g class="hero-disc" class:active=active transform=format!("translate({x:.1} {y:.1})")>
            <circle r="12" fill=color/>
            <text y="4.5" text-anchor="middle">{initial.to_string()}</text>
        </g>
    }
}
