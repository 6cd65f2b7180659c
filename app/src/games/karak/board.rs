//! The dungeon drawn as SVG from the view: tiles with corridors and walls, rooms,
//! gates, fountains, monsters, chests, items on the floor and hero tokens. Legal
//! targets glow and act when tapped. Pan by drag, zoom by pinch, wheel or buttons.

use leptos::prelude::*;
use rules::karak::{Action, Coord, Decision, KarakView};

use super::board_parts::{
    placed_heroes, tile_key, tile_transform, tile_view, HeroToken, TileShape, TILE,
};
use super::identify::Identify;
use super::targets::{
    bounds, deciding_hero, legal_rotations, next_rotation, step, target_label, targets,
};
use crate::components::camera::{Camera, CameraLabels, Focus};
use crate::i18n::use_i18n;

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
    // The whole dungeon, and the deciding hero to follow.
    let focus = Signal::derive(move || {
        view.with(|v| {
            v.as_ref().map(|v| {
                let hero =
                    deciding_hero(v).or_else(|| v.heroes.iter().find(|h| h.seat == v.active));
                Focus {
                    whole: bounds(v),
                    hero: hero.map(|h| {
                        (
                            f64::from(h.at.x) * TILE + TILE / 2.0,
                            f64::from(h.at.y) * TILE + TILE / 2.0,
                        )
                    }),
                }
            })
        })
    });
    let labels = Signal::derive(move || {
        let k = i18n.karak();
        CameraLabels {
            map: k.board_label,
            zoom_in: k.zoom_in,
            zoom_out: k.zoom_out,
            follow: k.follow_hero,
            fit: k.fit_view,
        }
    });
    let inspected = RwSignal::new(None::<Coord>);
    // A tap on a tile (not on a glowing target) shows what is on it.
    let on_tap = Callback::new(move |(ux, uy): (f64, f64)| {
        let cell = Coord {
            x: (ux / TILE).floor().clamp(-100.0, 100.0) as i8,
            y: (uy / TILE).floor().clamp(-100.0, 100.0) as i8,
        };
        let known = view.with_untracked(|v| {
            v.as_ref()
                .is_some_and(|v| v.tiles.iter().any(|t| t.at == cell))
        });
        inspected.set((known && inspected.get_untracked() != Some(cell)).then_some(cell));
    });

    view! {
        <div class="board-wrap">
            <Camera focus=focus tile=TILE labels=labels on_tap=on_tap>
                <BoardContents view on_act ghost_rotation/>
            </Camera>
            <Identify view=view at=inspected/>
        </div>
    }
}

/// The tiles, the heroes and monsters on them, and the places a tap may act on.
#[component]
fn BoardContents(
    view: Signal<Option<KarakView>>,
    /// Called with the action a tap chose.
    on_act: Callback<Action>,
    /// The turning of the tile being placed.
    ghost_rotation: RwSignal<u8>,
) -> impl IntoView {
    let i18n = use_i18n();
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
