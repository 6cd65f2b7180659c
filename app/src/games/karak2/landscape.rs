//! The landscape drawn from the view under the shared camera: the tiles laid, their armies,
//! the Dark General, items lying about, cities and heroes. The hexagons the deciding hero may
//! go to glow (moves, explorations, Elspeth's run, the portal, Lorraine's Hawkeye tile) and
//! act when tapped; a tile being laid shows as a ghost that turns when tapped.

use leptos::prelude::*;
use rules::karak2::data::{ARMY, TILES};
use rules::karak2::hex::Hex;
use rules::karak2::{Action, Decision, Karak2View};

use super::art::{self, centre, R};
use super::texts::texts;
use super::words::{army, item, tile_kind};
use crate::components::camera::{Camera, CameraLabels, Focus};
use crate::components::seat_color;
use crate::i18n::{fill, use_i18n, Lang};

/// A glowing hexagon: where a tap takes the deciding hero.
#[derive(Clone, Debug, PartialEq)]
pub struct Target {
    /// Where.
    pub at: Hex,
    /// What a tap does.
    pub action: Action,
    /// Whether the hexagon is still unexplored (drawn dashed).
    pub unexplored: bool,
    /// Its accessible name ("Explore north").
    pub label: String,
}

/// The hexagon an action on the map leads to, from the deciding hero's tile.
fn target_of(v: &Karak2View, action: Action) -> Option<(Hex, bool)> {
    let from = v.heroes.get(v.active.index())?.at;
    Some(match action {
        Action::Move(d) => (from.neighbour(d), false),
        Action::Explore(d) => (from.neighbour(d), true),
        Action::Run(d, n) => ((0..n).fold(from, |h, _| h.neighbour(d)), false),
        Action::PortalTo(h) => (h, false),
        Action::LayAt(h) => (h, true),
        _ => return None,
    })
}

/// The map's targets: one per hexagon, the plainest action first (a step before a run).
pub fn targets(v: &Karak2View, lang: Lang) -> Vec<Target> {
    let t = texts(lang);
    let mut out: Vec<Target> = Vec::new();
    for &action in &v.legal_actions {
        let Some((at, unexplored)) = target_of(v, action) else {
            continue;
        };
        if out.iter().any(|x| x.at == at) {
            continue;
        }
        let dir = |d: rules::karak2::hex::Direction| t.directions[d.index() as usize];
        let label = match action {
            Action::Move(d) => fill(t.move_to, &[("{dir}", dir(d))]),
            Action::Explore(d) => fill(t.explore, &[("{dir}", dir(d))]),
            Action::Run(d, n) => fill(t.run, &[("{dir}", dir(d)), ("{n}", &n.to_string())]),
            Action::PortalTo(h) => {
                let kind = v.landscape.iter().find(|p| p.at == h).map(|p| p.kind);
                fill(
                    t.portal_to,
                    &[("{tile}", kind.map_or("?", |k| tile_kind(k, lang)))],
                )
            }
            _ => t.lay_at.to_owned(),
        };
        out.push(Target {
            at,
            action,
            unexplored,
            label,
        });
    }
    out
}

/// The tile being laid and where: the drawn tile on a new hexagon, or Lorraine's.
pub fn ghost(v: &Karak2View) -> Option<(u8, Hex)> {
    match v.decision {
        Decision::PlaceTile { tile, at, .. } | Decision::TurnLaid { tile, at } => Some((tile, at)),
        _ => None,
    }
}

/// The turnings the rules allow for the tile being laid.
pub fn legal_turns(v: &Karak2View) -> Vec<u8> {
    v.legal_actions
        .iter()
        .filter_map(|a| match a {
            Action::PlaceTile(r) => Some(*r),
            _ => None,
        })
        .collect()
}

/// What the camera shows: every tile and target, and the hero of the turn.
fn focus(v: &Karak2View) -> Focus {
    let spots: Vec<(f64, f64)> = v
        .landscape
        .iter()
        .map(|p| centre(p.at))
        .chain(
            v.legal_actions
                .iter()
                .filter_map(|a| target_of(v, *a).map(|(h, _)| centre(h))),
        )
        .collect();
    let (mut x0, mut y0, mut x1, mut y1) = (0f64, 0f64, 0f64, 0f64);
    for (x, y) in spots {
        x0 = x0.min(x);
        y0 = y0.min(y);
        x1 = x1.max(x);
        y1 = y1.max(y);
    }
    let m = 1.3 * R;
    Focus {
        whole: (x0 - m, y0 - m, x1 - x0 + 2.0 * m, y1 - y0 + 2.0 * m),
        hero: v.heroes.get(v.active.index()).map(|h| centre(h.at)),
    }
}

/// The landscape with its camera.
#[component]
pub fn Landscape(
    /// The view to draw.
    view: Signal<Option<Karak2View>>,
    /// Called with the action of a tapped target.
    on_act: Callback<Action>,
    /// The turning shown for the tile being laid.
    turn: RwSignal<u8>,
) -> impl IntoView {
    let i18n = use_i18n();
    let focus = Signal::derive(move || view.with(|v| v.as_ref().map(focus)));
    let labels = Signal::derive(move || {
        let t = texts(i18n.lang());
        CameraLabels {
            map: t.map,
            zoom_in: t.zoom_in,
            zoom_out: t.zoom_out,
            follow: t.follow,
            fit: t.fit,
        }
    });
    let inspected = RwSignal::new(None::<Hex>);
    // A tap on a tile (not on a glowing target) shows what is on it; a second tap hides it.
    let on_tap = Callback::new(move |(x, y): (f64, f64)| {
        let place =
            view.with_untracked(|v| v.as_ref().and_then(|v| super::identify::place_at(v, x, y)));
        inspected.set(place.filter(|p| inspected.get_untracked() != Some(*p)));
    });
    view! {
        <div class="board-wrap karak2-wrap">
            <Camera focus=focus tile=2.0 * R labels=labels on_tap=on_tap class="karak2-map">
                {art::defs()}
                {move || view.with(|v| v.as_ref().map(|v| places(v, i18n.lang())))}
                {move || view.with(|v| v.as_ref().map(|v| ghost_tile(v, turn)))}
                {move || view.with(|v| v.as_ref().and_then(scouted_spot))}
                {move || view.with(|v| v.as_ref().map(|v| glowing(v, on_act, i18n.lang())))}
                {move || view.with(|v| v.as_ref().map(heroes))}
            </Camera>
            <super::identify::Identify view=view at=inspected/>
        </div>
    }
}

/// Every laid tile with what stands on it.
fn places(v: &Karak2View, lang: Lang) -> impl IntoView {
    let t = texts(lang);
    v.landscape
        .iter()
        .map(|p| {
            let armies = p.armies.len() as f64;
            let tokens = p
                .armies
                .iter()
                .enumerate()
                .map(|(i, a)| {
                    let strength = ARMY.get(usize::from(*a)).map_or(0, |x| x.strength);
                    let x = (i as f64 - (armies - 1.0) / 2.0) * 24.0;
                    let label = army(*a, lang);
                    view! { <art::ArmyToken x y=-24.0 strength label/> }
                })
                .collect_view();
            let general = p.general.then(|| {
                let strength = rules::karak2::data::GENERAL_BASE + v.praetorians;
                view! { <art::GeneralToken strength label=t.general.to_owned()/> }
            });
            let city = v
                .heroes
                .iter()
                .position(|h| h.city == Some(p.at))
                .map(|seat| {
                    let plague = v.plague == Some(rules::Seat(seat as u8));
                    view! { <art::City color=seat_color(seat as u8) plague label=t.city.to_owned()/> }
                });
            let items = (!p.dropped.is_empty()).then(|| {
                let names: Vec<&str> = p.dropped.iter().map(|i| item(*i, lang)).collect();
                view! { <art::Dropped count=p.dropped.len() label=names.join(", ")/> }
            });
            view! {
                <g class="place" transform=art::at(p.at) data-kind=format!("{:?}", p.kind)>
                    <title>{tile_kind(p.kind, lang)}</title>
                    <art::Tile kind=p.kind edges=p.chasms/>
                    {city}
                    {items}
                    {tokens}
                    {general}
                </g>
            }
        })
        .collect_view()
}

/// The tile being laid, turned as chosen; a tap turns it to the next allowed turning.
fn ghost_tile(v: &Karak2View, turn: RwSignal<u8>) -> Option<impl IntoView> {
    let (tile, at) = ghost(v)?;
    let printed = TILES.get(usize::from(tile))?;
    let turns = legal_turns(v);
    let kind = printed.kind;
    let edges = printed.chasms;
    Some(view! {
        <g class="ghost-tile" transform=art::at(at)
            on:click=move |ev| {
                ev.stop_propagation();
                let now = turn.get_untracked();
                let next = turns.iter().copied().find(|r| *r > now).or_else(|| turns.first().copied());
                turn.set(next.unwrap_or(now));
            }>
            {move || view! { <art::Tile kind edges=edges.turned(turn.get())/> }}
        </g>
    })
}

/// Where Darius's chosen tile will go, while he chooses (the two tiles are in the panel).
fn scouted_spot(v: &Karak2View) -> Option<impl IntoView> {
    let Decision::ChooseTile { at, .. } = v.decision else {
        return None;
    };
    Some(view! {
        <g class="scouted-spot" transform=art::at(at)>
            <polygon points=art::hexagon(R - 4.0)/>
            <text class="explore-mark" y="10" text-anchor="middle">"?"</text>
        </g>
    })
}

/// The glowing targets.
fn glowing(v: &Karak2View, on_act: Callback<Action>, lang: Lang) -> impl IntoView {
    targets(v, lang)
        .into_iter()
        .map(|t| {
            let action = t.action;
            let label = t.label.clone();
            view! {
                <g class="target" class:explore=t.unexplored transform=art::at(t.at)
                    role="button" tabindex="0" aria-label=label data-action=format!("{action:?}")
                    on:click=move |ev| { ev.stop_propagation(); on_act.run(action) }
                    on:keydown=move |ev: leptos::ev::KeyboardEvent| if ev.key() == "Enter" || ev.key() == " " { on_act.run(action) }>
                    <title>{t.label}</title>
                    <polygon points=art::hexagon(R - 4.0)/>
                    {t.unexplored.then(|| view! { <text class="explore-mark" y="10" text-anchor="middle">"?"</text> })}
                </g>
            }
        })
        .collect_view()
}

/// The heroes, side by side where several share a tile.
fn heroes(v: &Karak2View) -> impl IntoView {
    v.heroes
        .iter()
        .enumerate()
        .map(|(seat, h)| {
            let together: Vec<usize> = (0..v.heroes.len())
                .filter(|&i| v.heroes[i].at == h.at)
                .collect();
            let k = together.iter().position(|&i| i == seat).unwrap_or(0) as f64;
            let n = together.len() as f64;
            let (cx, cy) = centre(h.at);
            let x = cx + (k - (n - 1.0) / 2.0) * 20.0;
            let active = v.active.index() == seat && v.to_act.is_some();
            let (y, hero, color) = (cy + 12.0, h.hero, seat_color(seat as u8));
            view! { <art::HeroDisc x y hero color active/> }
        })
        .collect_view()
}
