//! The dungeon drawn as SVG from the view: tiles with corridors and walls, rooms,
//! gates, fountains, monsters, chests, items on the floor and hero tokens. Legal
//! targets glow and act when tapped. Pan by drag, zoom by pinch, wheel or buttons.

use leptos::prelude::*;
use rules::karak::{Action, Coord, Decision, KarakView};

use super::board_parts::{
    placed_heroes, tile_key, tile_transform, tile_view, HeroToken, TileShape,
};
use super::identify::Identify;
use super::targets::{bounds, deciding_hero, step, target_label, targets};
pub use super::targets::{legal_rotations, next_rotation};
use crate::i18n::use_i18n;

/// Size of a tile in SVG units.
pub const TILE: f64 = 100.0;

/// The smallest tile, in CSS pixels, the camera shows on its own: tiles, tokens and
/// their labels stay readable and tappable on a phone.
const MIN_TILE_PX: f64 = 56.0;

/// How the camera chooses what it shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Camera {
    /// The whole dungeon if its tiles stay readable, else centred on the deciding hero.
    Follow,
    /// The whole dungeon, however small (asked for with the fit button).
    Fit,
    /// Where the player panned or zoomed to.
    Free,
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
    let mode = RwSignal::new(Camera::Follow);
    let svg_ref = NodeRef::<leptos::svg::Svg>::new();
    // The board's shorter side in CSS pixels (the square view box fits into it).
    let board_px = move || {
        svg_ref.get_untracked().map(|el| {
            let r = el.get_bounding_client_rect();
            r.width().min(r.height())
        })
    };

    let place_camera = move |mode: Camera| {
        let Some(v) = view.get_untracked() else {
            return;
        };
        let (x, y, w, h) = bounds(&v);
        let whole = (x + w / 2.0, y + h / 2.0, w.max(h).max(3.0 * TILE));
        let widest_readable = board_px()
            .filter(|px| *px > 0.0)
            .map(|px| px * TILE / MIN_TILE_PX);
        let hero = deciding_hero(&v).or_else(|| v.heroes.iter().find(|h| h.seat == v.active));
        cam.set(match (mode, widest_readable, hero) {
            (Camera::Follow, Some(max_w), Some(hero)) if whole.2 > max_w => (
                f64::from(hero.at.x) * TILE + TILE / 2.0,
                f64::from(hero.at.y) * TILE + TILE / 2.0,
                max_w,
            ),
            _ => whole,
        });
    };
    // Follow the game unless the player moved the camera.
    Effect::new(move |_| {
        view.track();
        let mode = mode.get_untracked();
        if mode != Camera::Free {
            place_camera(mode);
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
    // Where the pointer went down, so a drag is not taken for a tap.
    let down_at = StoredValue::new((0.0f64, 0.0f64));
    let inspected = RwSignal::new(None::<Coord>);
    // A tap on a tile (not on a glowing target) shows what is on it.
    let on_tap = move |ev: leptos::ev::MouseEvent| {
        let (x, y) = (f64::from(ev.client_x()), f64::from(ev.client_y()));
        let (x0, y0) = down_at.get_value();
        if (x - x0).abs() + (y - y0).abs() > 8.0 {
            return;
        }
        let Some(el) = svg_ref.get_untracked() else {
            return;
        };
        let r = el.get_bounding_client_rect();
        let (cx, cy, w) = cam.get_untracked();
        let scale = r.width().min(r.height()).max(1.0) / w;
        let ux = cx + (x - r.left() - r.width() / 2.0) / scale;
        let uy = cy + (y - r.top() - r.height() / 2.0) / scale;
        let cell = Coord {
            x: (ux / TILE).floor().clamp(-100.0, 100.0) as i8,
            y: (uy / TILE).floor().clamp(-100.0, 100.0) as i8,
        };
        let known = view.with_untracked(|v| {
            v.as_ref()
                .is_some_and(|v| v.tiles.iter().any(|t| t.at == cell))
        });
        inspected.set((known && inspected.get_untracked() != Some(cell)).then_some(cell));
    };
    let on_pointer_down = move |ev: leptos::ev::PointerEvent| {
        down_at.set_value((f64::from(ev.client_x()), f64::from(ev.client_y())));
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
                mode.set(Camera::Free);
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
                mode.set(Camera::Free);
                cam.update(|c| c.2 = (c.2 * d_old / d_new).clamp(1.5 * TILE, 40.0 * TILE));
            }
        }
    };
    let on_pointer_up = move |ev: leptos::ev::PointerEvent| {
        pointers.update_value(|p| p.retain(|q| q.0 != ev.pointer_id()));
    };
    let on_wheel = move |ev: leptos::ev::WheelEvent| {
        ev.prevent_default();
        mode.set(Camera::Free);
        let factor = if ev.delta_y() > 0.0 { 1.15 } else { 1.0 / 1.15 };
        cam.update(|c| c.2 = (c.2 * factor).clamp(1.5 * TILE, 40.0 * TILE));
    };
    let zoom = move |factor: f64| {
        mode.set(Camera::Free);
        cam.update(|c| c.2 = (c.2 * factor).clamp(1.5 * TILE, 40.0 * TILE));
    };

    view! {
        <div class="board-wrap">
            <svg
                node_ref=svg_ref
                class="board"
                role="group"
                aria-label=move || i18n.karak().board_label
                viewBox=view_box
                preserveAspectRatio="xMidYMid meet"
                on:pointerdown=on_pointer_down
                on:pointermove=on_pointer_move
                on:pointerup=on_pointer_up
                on:pointercancel=on_pointer_up
                on:wheel=on_wheel
                on:click=on_tap
            >
                {board_contents(view, i18n, on_act, ghost_rotation)}
            </svg>
            <Identify view=view at=inspected/>
            <div class="board-controls">
                <button class="icon-button" aria-label=move || i18n.karak().zoom_in title=move || i18n.karak().zoom_in on:click=move |_| zoom(1.0 / 1.3)>"+"</button>
                <button class="icon-button" aria-label=move || i18n.karak().zoom_out title=move || i18n.karak().zoom_out on:click=move |_| zoom(1.3)>"−"</button>
                <button class="icon-button" aria-label=move || i18n.karak().follow_hero title=move || i18n.karak().follow_hero
                    aria-pressed=move || (mode.get() == Camera::Follow).to_string()
                    on:click=move |_| { mode.set(Camera::Follow); place_camera(Camera::Follow); }>"◎"</button>
                <button class="icon-button" aria-label=move || i18n.karak().fit_view title=move || i18n.karak().fit_view
                    aria-pressed=move || (mode.get() == Camera::Fit).to_string()
                    on:click=move |_| { mode.set(Camera::Fit); place_camera(Camera::Fit); }>"⤢"</button>
            </div>
        </div>
    }
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
        view.with(|v| {
            v.as_ref().map_or_else(Vec::new, |v| {
                targets(v)
                    .into_iter()
                    .map(|t| (target_label(&t, v, lang), t))
                    .collect::<Vec<_>>()
            })
        })
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
                            on:click=move |ev| { ev.stop_propagation(); on_act.run(action) }
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
