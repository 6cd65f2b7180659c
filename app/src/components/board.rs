//! The dungeon drawn as SVG from the view: tiles with corridors and walls, rooms,
//! gates, fountains, monsters, chests, items on the floor and hero tokens. Legal
//! targets glow and act when tapped. Pan by drag, zoom by pinch, wheel or buttons.

use leptos::prelude::*;
use rules::karak::{
    Action, Coord, Decision, Dir, HeroKind, HeroView, Item, KarakView, TileKind, TileView, Token,
};

use crate::components::seat_color;
use crate::i18n::{dir_name, token_name, use_i18n, Lang};

/// Size of a tile in SVG units.
pub const TILE: f64 = 100.0;

/// A place on the board the active player may tap, and what tapping does.
#[derive(Clone, Debug, PartialEq)]
pub struct Target {
    /// The cell.
    pub at: Coord,
    /// The action.
    pub action: Action,
    /// An empty cell (exploring) rather than a discovered tile.
    pub explore: bool,
}

fn step(c: Coord, d: Dir) -> Coord {
    c.step(d).unwrap_or(c)
}

/// The board targets of the legal actions: steps, explorations, teleports, charges.
pub fn targets(view: &KarakView) -> Vec<Target> {
    let Some(hero) = view
        .to_act
        .and_then(|s| view.heroes.iter().find(|h| h.seat == s))
    else {
        return Vec::new();
    };
    let tile_at = |c: Coord| view.tiles.iter().find(|t| t.at == c);
    let mut out: Vec<Target> = Vec::new();
    for action in &view.legal_actions {
        let (at, explore) = match *action {
            Action::Step(d) => {
                let at = step(hero.at, d);
                (at, tile_at(at).is_none())
            }
            Action::Charge { over, to } => {
                let at = step(step(hero.at, over), to);
                (at, tile_at(at).is_none())
            }
            Action::Teleport(i) => match view.tiles.iter().find(|t| t.index == i) {
                Some(t) => (t.at, false),
                None => continue,
            },
            _ => continue,
        };
        if !out.iter().any(|t| t.at == at) {
            out.push(Target {
                at,
                action: *action,
                explore,
            });
        }
    }
    out
}

/// The rotations the rules allow for the drawn tile.
pub fn legal_rotations(view: &KarakView) -> Vec<u8> {
    view.legal_actions
        .iter()
        .filter_map(|a| match a {
            Action::Rotate(r) => Some(*r),
            _ => None,
        })
        .collect()
}

/// The legal rotation after `current` (cycling), for the "Rotate" control.
pub fn next_rotation(legal: &[u8], current: u8) -> u8 {
    let pos = legal.iter().position(|r| *r == current).unwrap_or(0);
    legal
        .get((pos + 1) % legal.len().max(1))
        .copied()
        .unwrap_or(current)
}

/// The bounding box of the discovered tiles and the targets, in SVG units, with a margin.
pub fn bounds(view: &KarakView) -> (f64, f64, f64, f64) {
    let mut min = (0i32, 0i32);
    let mut max = (0i32, 0i32);
    for c in view
        .tiles
        .iter()
        .map(|t| t.at)
        .chain(targets(view).iter().map(|t| t.at))
    {
        min = (min.0.min(c.x.into()), min.1.min(c.y.into()));
        max = (max.0.max(c.x.into()), max.1.max(c.y.into()));
    }
    let margin = 0.6 * TILE;
    (
        f64::from(min.0) * TILE - margin,
        f64::from(min.1) * TILE - margin,
        f64::from(max.0 - min.0 + 1) * TILE + 2.0 * margin,
        f64::from(max.1 - min.1 + 1) * TILE + 2.0 * margin,
    )
}

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
fn TileShape(kind: TileKind, exits: u8, #[prop(optional)] ghost: bool) -> impl IntoView {
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

/// A short label under a monster's badge (the name's first letters in the UI language).
fn monster_abbrev(name: &str) -> String {
    name.split_whitespace()
        .last()
        .unwrap_or(name)
        .chars()
        .take(5)
        .collect::<String>()
        .to_uppercase()
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
            <g class="monster" transform="translate(64 8)">
                <title>{title}</title>
                <circle cx="14" cy="14" r="15" fill="#d55e00" stroke="#1f1a17" stroke-width="2"/>
                <text x="14" y="20" text-anchor="middle" class="strength">{strength}</text>
                <text x="14" y="42" text-anchor="middle" class="monster-name">{move || monster_abbrev(token_name(token, i18n.lang()))}</text>
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

/// A hero token: a disc in the seat's colour with the hero's initial.
#[component]
fn HeroToken(hero: PlacedHero) -> impl IntoView {
    let (dx, dy) = match (hero.of, hero.slot) {
        (1, _) => (50.0, 62.0),
        (2, s) => (34.0 + 32.0 * s as f64, 62.0),
        (_, s) => (26.0 + 24.0 * (s % 3) as f64, 56.0 + 22.0 * (s / 3) as f64),
    };
    let initial = hero.hero.name().chars().next().unwrap_or('?').to_string();
    let color = seat_color(hero.seat);
    let r = if hero.of > 2 { 11.0 } else { 14.0 };
    let active = hero.active;
    view! {
        <g class="hero-token" class:active=active class:down=hero.unconscious transform=format!("translate({dx} {dy})")>
            <circle r=r fill=color stroke=if active { "#ffffff" } else { "#1f1a17" } stroke-width=if active { 4 } else { 2 }/>
            <text y="6" text-anchor="middle" class="hero-initial">{initial}</text>
        </g>
    }
}

/// The whole board.
#[component]
pub fn Board(
    /// The view to draw.
    view: Signal<Option<KarakView>>,
    /// Called with the action of a tapped target.
    on_act: Callback<Action>,
    /// The rotation currently previewed for a drawn tile.
    ghost_rotation: RwSignal<u8>,
) -> impl IntoView {
    let i18n = use_i18n();
    // Camera: centre and width of the visible square, in SVG units.
    let cam = RwSignal::new((50.0f64, 50.0f64, 500.0f64));
    let user_moved = RwSignal::new(false);
    let svg_ref = NodeRef::<leptos::svg::Svg>::new();

    let fit = move || {
        if let Some(v) = view.get_untracked() {
            let (x, y, w, h) = bounds(&v);
            cam.set((x + w / 2.0, y + h / 2.0, w.max(h).max(3.0 * TILE)));
        }
    };
    // Follow the game unless the player moved the camera.
    Effect::new(move |_| {
        view.track();
        if !user_moved.get_untracked() {
            fit();
        }
    });

    let view_box = move || {
        let (cx, cy, w) = cam.get();
        format!("{:.1} {:.1} {:.1} {:.1}", cx - w / 2.0, cy - w / 2.0, w, w)
    };

    // Pointer gestures: one pointer pans, two pinch.
    let pointers = StoredValue::new(Vec::<(i32, f64, f64)>::new());
    let units_per_px = move || -> f64 {
        let w = cam.get_untracked().2;
        svg_ref
            .get_untracked()
            .map(|el| {
                let r = el.get_bounding_client_rect();
                w / r.width().min(r.height()).max(1.0)
            })
            .unwrap_or(1.0)
    };
    let on_pointer_down = move |ev: leptos::ev::PointerEvent| {
        pointers.update_value(|p| {
            p.retain(|q| q.0 != ev.pointer_id());
            p.push((
                ev.pointer_id(),
                f64::from(ev.client_x()),
                f64::from(ev.client_y()),
            ));
        });
    };
    let on_pointer_move = move |ev: leptos::ev::PointerEvent| {
        let id = ev.pointer_id();
        let (x, y) = (f64::from(ev.client_x()), f64::from(ev.client_y()));
        let mut before = Vec::new();
        pointers.update_value(|p| {
            before = p.clone();
            if let Some(q) = p.iter_mut().find(|q| q.0 == id) {
                q.1 = x;
                q.2 = y;
            }
        });
        let Some(old) = before.iter().find(|q| q.0 == id).copied() else {
            return;
        };
        let upp = units_per_px();
        if before.len() == 1 {
            let (dx, dy) = (x - old.1, y - old.2);
            if dx.abs() + dy.abs() > 0.5 {
                user_moved.set(true);
                cam.update(|c| {
                    c.0 -= dx * upp;
                    c.1 -= dy * upp;
                });
            }
        } else if before.len() == 2 {
            let other = before.iter().find(|q| q.0 != id).copied().unwrap_or(old);
            let d_old = ((old.1 - other.1).powi(2) + (old.2 - other.2).powi(2)).sqrt();
            let d_new = ((x - other.1).powi(2) + (y - other.2).powi(2)).sqrt();
            if d_old > 1.0 && d_new > 1.0 {
                user_moved.set(true);
                cam.update(|c| c.2 = (c.2 * d_old / d_new).clamp(1.5 * TILE, 40.0 * TILE));
            }
        }
    };
    let on_pointer_up = move |ev: leptos::ev::PointerEvent| {
        pointers.update_value(|p| p.retain(|q| q.0 != ev.pointer_id()));
    };
    let on_wheel = move |ev: leptos::ev::WheelEvent| {
        ev.prevent_default();
        user_moved.set(true);
        let factor = if ev.delta_y() > 0.0 { 1.15 } else { 1.0 / 1.15 };
        cam.update(|c| c.2 = (c.2 * factor).clamp(1.5 * TILE, 40.0 * TILE));
    };
    let zoom = move |factor: f64| {
        user_moved.set(true);
        cam.update(|c| c.2 = (c.2 * factor).clamp(1.5 * TILE, 40.0 * TILE));
    };

    view! {
        <div class="board-wrap">
            <svg
                node_ref=svg_ref
                class="board"
                role="group"
                aria-label=move || i18n.t().board_label
                viewBox=view_box
                preserveAspectRatio="xMidYMid meet"
                on:pointerdown=on_pointer_down
                on:pointermove=on_pointer_move
                on:pointerup=on_pointer_up
                on:pointercancel=on_pointer_up
                on:wheel=on_wheel
            >
                {board_contents(view, i18n, on_act, ghost_rotation)}
            </svg>
            <div class="board-controls">
                <button class="icon-button" aria-label=move || i18n.t().zoom_in title=move || i18n.t().zoom_in on:click=move |_| zoom(1.0 / 1.3)>"+"</button>
                <button class="icon-button" aria-label=move || i18n.t().zoom_out title=move || i18n.t().zoom_out on:click=move |_| zoom(1.3)>"−"</button>
                <button class="icon-button" aria-label=move || i18n.t().fit_view title=move || i18n.t().fit_view on:click=move |_| { user_moved.set(false); fit(); }>"⤢"</button>
            </div>
        </div>
    }
}

fn tile_transform(at: Coord) -> String {
    format!(
        "translate({} {})",
        f64::from(at.x) * TILE,
        f64::from(at.y) * TILE
    )
}

/// The accessible name of a board target ("Explore north", "Teleport to gate 3").
fn target_label(t: &Target, lang: Lang) -> String {
    let words = lang.t();
    let dir = |d: Dir| dir_name(d, lang);
    match t.action {
        Action::Step(d) if t.explore => format!("{} {}", words.explore, dir(d)),
        Action::Step(d) => format!("{} {}", words.step, dir(d)),
        Action::Charge { over, to } => format!("{} {} → {}", words.charge, dir(over), dir(to)),
        Action::Teleport(i) => format!("{} {i}", words.teleport_to),
        other => format!("{other:?}"),
    }
}

/// What can change on a placed tile: its monster or chest and the items on its floor.
/// A tile whose key is unchanged keeps its SVG nodes when the view changes, so a step of
/// the replay or a move of the live game redraws only what it touched.
type TileKey = (u8, Coord, u8, Option<Token>, Vec<Item>);

fn tile_key(t: &TileView) -> TileKey {
    (t.index, t.at, t.rotation, t.token, t.items.clone())
}

/// One placed tile with its token and floor items.
fn tile_view(t: TileView) -> impl IntoView {
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
struct PlacedHero {
    seat: u8,
    hero: HeroKind,
    at: Coord,
    unconscious: bool,
    slot: usize,
    of: usize,
    active: bool,
}

fn placed_heroes(v: &KarakView) -> Vec<PlacedHero> {
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

fn board_contents(
    view: Signal<Option<KarakView>>,
    i18n: crate::i18n::I18n,
    on_act: Callback<Action>,
    ghost_rotation: RwSignal<u8>,
) -> impl IntoView {
    let tiles = move || view.with(|v| v.as_ref().map(|v| v.tiles.clone()).unwrap_or_default());
    let targets_now = move || {
        let lang = i18n.lang();
        view.with(|v| v.as_ref().map(targets).unwrap_or_default())
            .into_iter()
            .map(|t| (target_label(&t, lang), t))
            .collect::<Vec<_>>()
    };
    let heroes = move || view.with(|v| v.as_ref().map(placed_heroes).unwrap_or_default());

    // A drawn tile waiting for its rotation: a ghost on the chosen cell.
    let ghost = move || {
        view.with(|v| {
            let v = v.as_ref()?;
            let Decision::Rotate { from, dir, tile } = v.decision else {
                return None;
            };
            let from_tile = v.tiles.iter().find(|t| t.index == from)?;
            let at = step(from_tile.at, dir);
            let legal = legal_rotations(v);
            let exits =
                move || rules::karak::board::rotated_exits(tile.shape, ghost_rotation.get());
            Some(view! {
                <g class="ghost-tile" transform=tile_transform(at)
                    on:click=move |_| {
                        ghost_rotation.set(next_rotation(&legal, ghost_rotation.get_untracked()));
                    }
                >
                    {move || view! { <TileShape kind=tile.kind exits=exits() ghost=true/> }}
                </g>
            })
        })
    };

    view! {
        <g class="tiles">
            <For each=tiles key=tile_key children=tile_view/>
        </g>
        <g class="targets">
            <For
                each=targets_now
                key=|(label, t)| (label.clone(), t.at, t.action, t.explore)
                children=move |(label, t)| {
                    let action = t.action;
                    view! {
                        <g class="target" class:explore=t.explore transform=tile_transform(t.at)
                            role="button" tabindex="0" aria-label=label data-action=format!("{:?}", t.action)
                            on:click=move |_| on_act.run(action)
                            on:keydown=move |ev: leptos::ev::KeyboardEvent| if ev.key() == "Enter" || ev.key() == " " { on_act.run(action) }
                        >
                            <rect x="3" y="3" width="94" height="94" rx="8"/>
                            {t.explore.then(|| view! { <text x="50" y="62" text-anchor="middle" class="explore-mark">"?"</text> })}
                        </g>
                    }
                }
            />
        </g>
        {ghost}
        <g class="heroes">
            <For
                each=heroes
                key=|h| *h
                children=|h| view! {
                    <g transform=tile_transform(h.at)>
                        <HeroToken hero=h/>
                    </g>
                }
            />
        </g>
    }
}
