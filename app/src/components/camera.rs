//! The camera over a game's map, the same for every game with a board larger than the
//! screen (Karak's dungeon, Karak 2's landscape): drag to pan, pinch or wheel to zoom,
//! buttons to zoom, follow the hero or fit the whole map. The game draws the map inside it
//! in its own SVG units and says what the whole map is and where its hero stands. From the
//! keyboard, Tab reaches the map's glowing targets and the arrow keys move between them.

use leptos::prelude::*;

/// What the camera should show, in the map's SVG units.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Focus {
    /// The whole map: left, top, width, height.
    pub whole: (f64, f64, f64, f64),
    /// The centre of the hero to follow, if any.
    pub hero: Option<(f64, f64)>,
}

/// The camera's buttons, in the game's words.
#[derive(Clone, Copy, Debug)]
pub struct CameraLabels {
    /// The map's accessible name ("The dungeon").
    pub map: &'static str,
    /// "Zoom in".
    pub zoom_in: &'static str,
    /// "Zoom out".
    pub zoom_out: &'static str,
    /// "Follow the hero".
    pub follow: &'static str,
    /// "Fit the dungeon".
    pub fit: &'static str,
}

/// How the camera chooses what it shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Mode {
    /// The whole map if its tiles stay readable, else centred on the hero.
    Follow,
    /// The whole map, however small (asked for with the fit button).
    Fit,
    /// Where the player panned or zoomed to.
    Free,
}

/// An arrow key on one of the map's targets (`.target`, each a focusable button) moves the
/// focus to the nearest other target in the arrow's direction, as the screen shows them
/// (nearer along the arrow first, then nearer across it).
fn arrow_between_targets(ev: leptos::ev::KeyboardEvent) {
    #[cfg(feature = "hydrate")]
    {
        use wasm_bindgen::JsCast;
        let (dx, dy) = match ev.key().as_str() {
            "ArrowLeft" => (-1.0, 0.0),
            "ArrowRight" => (1.0, 0.0),
            "ArrowUp" => (0.0, -1.0),
            "ArrowDown" => (0.0, 1.0),
            _ => return,
        };
        let Some(from) = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .and_then(|e| e.closest(".target").ok().flatten())
        else {
            return;
        };
        let Some(map) = from.closest("svg").ok().flatten() else {
            return;
        };
        let centre = |e: &web_sys::Element| {
            let r = e.get_bounding_client_rect();
            (r.left() + r.width() / 2.0, r.top() + r.height() / 2.0)
        };
        let (fx, fy) = centre(&from);
        let Ok(targets) = map.query_selector_all(".target") else {
            return;
        };
        let mut nearest: Option<(f64, web_sys::Element)> = None;
        for i in 0..targets.length() {
            let Some(target) = targets
                .item(i)
                .and_then(|n| n.dyn_into::<web_sys::Element>().ok())
            else {
                continue;
            };
            let (x, y) = centre(&target);
            let along = (x - fx) * dx + (y - fy) * dy;
            if target == from || along < 1.0 {
                continue;
            }
            let across = ((x - fx) * dy - (y - fy) * dx).abs();
            let distance = along + 2.0 * across;
            if nearest.as_ref().is_none_or(|(d, _)| distance < *d) {
                nearest = Some((distance, target));
            }
        }
        if let Some(target) = nearest.and_then(|(_, t)| t.dyn_into::<web_sys::SvgElement>().ok()) {
            ev.prevent_default();
            let _ = target.focus();
        }
    }
    #[cfg(not(feature = "hydrate"))]
    let _ = ev;
}

/// The smallest tile, in CSS pixels, the camera shows on its own: tiles, tokens and their
/// labels stay readable and tappable on a phone.
const MIN_TILE_PX: f64 = 56.0;

/// A map under the camera. `tile` is the size of one tile in SVG units (zoom stays between
/// 1.5 and 40 tiles across); `on_tap` gets a tap that was not a drag, in SVG units.
#[component]
pub fn Camera(
    /// What to show; followed whenever it changes, unless the player moved the camera.
    focus: Signal<Option<Focus>>,
    /// One tile, in SVG units.
    tile: f64,
    /// The words of the buttons.
    labels: Signal<CameraLabels>,
    /// A tap (not a drag) on the map, in SVG units.
    #[prop(optional)]
    on_tap: Option<Callback<(f64, f64)>>,
    /// Extra class of the SVG element.
    #[prop(optional)]
    class: &'static str,
    /// The map, drawn in SVG units.
    children: Children,
) -> impl IntoView {
    // Centre and width of the visible square, in SVG units.
    let cam = RwSignal::new((0.0f64, 0.0f64, 5.0 * tile));
    let mode = RwSignal::new(Mode::Follow);
    let svg_ref = NodeRef::<leptos::svg::Svg>::new();
    // The board's shorter side in CSS pixels (the square view box fits into it).
    let board_px = move || {
        svg_ref.get_untracked().map(|el| {
            let r = el.get_bounding_client_rect();
            r.width().min(r.height())
        })
    };
    let clamp_width = move |w: f64| w.clamp(1.5 * tile, 40.0 * tile);

    let place = move |mode: Mode| {
        let Some(f) = focus.get_untracked() else {
            return;
        };
        let (x, y, w, h) = f.whole;
        let whole = (x + w / 2.0, y + h / 2.0, w.max(h).max(3.0 * tile));
        let widest_readable = board_px()
            .filter(|px| *px > 0.0)
            .map(|px| px * tile / MIN_TILE_PX);
        cam.set(match (mode, widest_readable, f.hero) {
            (Mode::Follow, Some(max_w), Some((hx, hy))) if whole.2 > max_w => (hx, hy, max_w),
            _ => whole,
        });
    };
    Effect::new(move |_| {
        focus.track();
        let mode = mode.get_untracked();
        if mode != Mode::Free {
            place(mode);
        }
    });

    let view_box = move || {
        let (cx, cy, w) = cam.get();
        format!("{:.1} {:.1} {:.1} {:.1}", cx - w / 2.0, cy - w / 2.0, w, w)
    };
    let units_per_px = move || -> f64 {
        let w = cam.get_untracked().2;
        board_px().map_or(1.0, |px| w / px.max(1.0))
    };

    // Pointer gestures: one pointer pans, two pinch.
    let pointers = StoredValue::new(Vec::<(i32, f64, f64)>::new());
    // Where the pointer went down, so a drag is not taken for a tap.
    let down_at = StoredValue::new((0.0f64, 0.0f64));
    let tapped = move |ev: leptos::ev::MouseEvent| {
        let (x, y) = (f64::from(ev.client_x()), f64::from(ev.client_y()));
        let (x0, y0) = down_at.get_value();
        if (x - x0).abs() + (y - y0).abs() > 8.0 {
            return;
        }
        let (Some(el), Some(on_tap)) = (svg_ref.get_untracked(), on_tap) else {
            return;
        };
        let r = el.get_bounding_client_rect();
        let (cx, cy, w) = cam.get_untracked();
        let scale = r.width().min(r.height()).max(1.0) / w;
        on_tap.run((
            cx + (x - r.left() - r.width() / 2.0) / scale,
            cy + (y - r.top() - r.height() / 2.0) / scale,
        ));
    };
    let pointer_down = move |ev: leptos::ev::PointerEvent| {
        let at = (f64::from(ev.client_x()), f64::from(ev.client_y()));
        down_at.set_value(at);
        pointers.update_value(|p| {
            p.retain(|q| q.0 != ev.pointer_id());
            p.push((ev.pointer_id(), at.0, at.1));
        });
    };
    let pointer_move = move |ev: leptos::ev::PointerEvent| {
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
        if before.len() == 1 {
            let (dx, dy) = (x - old.1, y - old.2);
            if dx.abs() + dy.abs() > 0.5 {
                let upp = units_per_px();
                mode.set(Mode::Free);
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
                mode.set(Mode::Free);
                cam.update(|c| c.2 = clamp_width(c.2 * d_old / d_new));
            }
        }
    };
    let pointer_up = move |ev: leptos::ev::PointerEvent| {
        pointers.update_value(|p| p.retain(|q| q.0 != ev.pointer_id()));
    };
    let zoom = move |factor: f64| {
        mode.set(Mode::Free);
        cam.update(|c| c.2 = clamp_width(c.2 * factor));
    };
    let wheel = move |ev: leptos::ev::WheelEvent| {
        ev.prevent_default();
        zoom(if ev.delta_y() > 0.0 { 1.15 } else { 1.0 / 1.15 });
    };
    let follow = move |_| {
        mode.set(Mode::Follow);
        place(Mode::Follow);
    };
    let fit = move |_| {
        mode.set(Mode::Fit);
        place(Mode::Fit);
    };
    let pressed = move |m: Mode| move || (mode.get() == m).to_string();

    // The game wraps this in its `.board-wrap` (with whatever it lays over the map).
    view! {
        <svg
            node_ref=svg_ref
            class=format!("board {class}")
            role="group"
            aria-label=move || labels.get().map
            viewBox=view_box
            preserveAspectRatio="xMidYMid meet"
            on:pointerdown=pointer_down
            on:pointermove=pointer_move
            on:pointerup=pointer_up
            on:pointercancel=pointer_up
            on:wheel=wheel
            on:click=tapped
            on:keydown=arrow_between_targets
        >
            {children()}
        </svg>
        <div class="board-controls">
            <button class="icon-button" aria-label=move || labels.get().zoom_in title=move || labels.get().zoom_in on:click=move |_| zoom(1.0 / 1.3)>"+"</button>
            <button class="icon-button" aria-label=move || labels.get().zoom_out title=move || labels.get().zoom_out on:click=move |_| zoom(1.3)>"−"</button>
            <button class="icon-button" aria-label=move || labels.get().follow title=move || labels.get().follow
                aria-pressed=pressed(Mode::Follow) on:click=follow>"◎"</button>
            <button class="icon-button" aria-label=move || labels.get().fit title=move || labels.get().fit
                aria-pressed=pressed(Mode::Fit) on:click=fit>"⤢"</button>
        </div>
    }
}
