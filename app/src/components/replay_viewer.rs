//! The replay of any game (`/games/{id}/replay?step=N`): the game's board and side panel
//! as they were after step N (N actions), with first / previous / next / last, a slider,
//! autoplay, the ←/→/Home/End keys and the log, each line a jump to its step. The URL
//! follows the step (replaced, not pushed), so a link shows a friend the same moment.
//! A game's lazily loaded replay entry point calls [`replay_viewer`] with its own type.
//!
//! A finished game is re-simulated here, in the browser, from its options, seed and
//! actions with the rules crate ([`Replayer`], a checkpoint every 16 steps), so a jump
//! needs no server round trip. A game in progress is shown one step at a time as the
//! server allows the caller to see it (never the seed, never more than the table saw).
//! The root element exposes the last jump's cost for the end-to-end tests:
//! `data-jump-ms` (rebuilding the state and its view) and `data-render-ms` (until the
//! next animation frame, i.e. with the page updated).

use std::sync::Arc;

use leptos::prelude::*;
use leptos_router::hooks::use_query_map;
use protocol::replay::{ReplayData, Replayer};
use protocol::{GameKind, GameStatus, LogEntry};

use crate::api::typed;
use crate::components::game_ui::{GameStyle, GameUi, ReplayMoment};
use crate::components::replay_log::ReplayLog;
use crate::i18n::replay::rt;
use crate::i18n::use_i18n;

/// Autoplay speeds: milliseconds per move, with their labels.
const SPEEDS: [(u32, &str); 4] = [(1000, "1×"), (500, "2×"), (250, "4×"), (100, "10×")];

/// How long the step must stay put before the URL follows it.
const URL_DELAY_MS: u64 = 250;

/// Icons of the controls (our own SVG: the media symbols are missing from many fonts).
const ICON_FIRST: &str = "M17 5l-7 7 7 7M7 5v14";
const ICON_PREV: &str = "M15 5l-7 7 7 7";
const ICON_NEXT: &str = "M9 5l7 7-7 7";
const ICON_LAST: &str = "M7 5l7 7-7 7M17 5v14";
const ICON_PLAY: &str = "M7 4.5v15l12.5-7.5z";
const ICON_PAUSE: &str = "M6.5 5h4v14h-4zM13.5 5h4v14h-4z";

/// A control's icon, drawn in lines or (`solid`) filled.
#[component]
fn ControlIcon(
    /// The icon's SVG path.
    d: &'static str,
    /// Filled rather than drawn in lines.
    solid: bool,
) -> impl IntoView {
    view! { <svg class="icon" class:solid=solid viewBox="0 0 24 24" aria-hidden="true"><path d=d/></svg> }
}

/// Milliseconds from the page's clock (`performance.now()`); 0 on the server.
fn now_ms() -> f64 {
    #[cfg(target_arch = "wasm32")]
    {
        window().performance().map(|p| p.now()).unwrap_or(0.0)
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        0.0
    }
}

/// A replayer shared by the reactive closures (compared by identity).
struct Shared<G: GameUi>(Arc<Replayer<G>>);

impl<G: GameUi> Clone for Shared<G> {
    fn clone(&self) -> Self {
        Shared(Arc::clone(&self.0))
    }
}

/// The viewer of one loaded game of `G`.
#[component]
pub fn ReplayViewer<G: GameUi>(
    /// The game's replay: its steps and their views.
    data: ReplayData<G>,
) -> impl IntoView {
    let i18n = use_i18n();
    let query = use_query_map();
    let steps = data.steps;
    let initial = query
        .read_untracked()
        .get("step")
        .and_then(|s| s.parse::<u32>().ok())
        .unwrap_or(0)
        .min(steps);
    let step = RwSignal::new(initial);
    let id = data.id.clone();
    let finished = data.status == GameStatus::Finished;

    // Finished: replay once here; every step is then rebuilt locally.
    let replayer: Option<Result<Shared<G>, String>> = data.record.as_ref().map(|record| {
        Replayer::new(record)
            .map(|r| Shared(Arc::new(r)))
            .map_err(|e| e.to_string())
    });
    let (replayer, broken) = match replayer {
        Some(Ok(r)) => (Some(r), None),
        Some(Err(e)) => (None, Some(e)),
        None => (None, None),
    };
    let log: Arc<Vec<LogEntry<G::Event>>> = Arc::new(match &replayer {
        Some(r) => r.0.log().to_vec(),
        None => data.log.clone(),
    });
    let seed = data.record.as_ref().map(|r| r.seed);

    // The cost of the last jump: (when it started, how long the state and view took).
    let last_jump = StoredValue::new((0.0f64, 0.0f64));
    let jump_ms = RwSignal::new(None::<f64>);
    let render_ms = RwSignal::new(None::<f64>);
    let local_view = {
        let replayer = replayer.clone();
        Memo::new(move |_| {
            let s = step.get();
            replayer.as_ref().map(|r| {
                let t0 = now_ms();
                let view = r.0.view_at(s);
                last_jump.set_value((t0, now_ms() - t0));
                view
            })
        })
    };
    // In progress: the server's view of each step, as the caller could see it then,
    // fetched when the step changes (browser only; answers to steps left behind are
    // dropped, so a fast run of steps ends on the last one asked for).
    let remote_view = RwSignal::new(None::<G::View>);
    let remote_error = RwSignal::new(None::<String>);
    let asked = StoredValue::new(0u64);
    {
        let id = id.clone();
        let remote = replayer.is_none() && broken.is_none();
        Effect::new(move |_| {
            let s = step.get();
            if !remote {
                return;
            }
            let serial = asked.get_value() + 1;
            asked.set_value(serial);
            let id = id.clone();
            leptos::task::spawn_local(async move {
                let answer = typed::replay_step::<G>(id, s).await;
                if asked.get_value() != serial {
                    return;
                }
                match answer {
                    Ok(r) => {
                        remote_view.set(Some(r.view));
                        remote_error.set(None);
                    }
                    Err(e) => remote_error.set(Some(e.shown())),
                }
            });
        });
    }
    let view: Signal<Option<G::View>> =
        Signal::derive(move || local_view.get().or_else(|| remote_view.get()));
    let remote_error = move || remote_error.get();

    // Browser only (effects do not run on the server): the jump's cost, then the
    // time until the next frame with the page updated.
    Effect::new(move |_| {
        if local_view.with(Option::is_none) {
            return;
        }
        let (t0, took) = last_jump.get_value();
        jump_ms.set(Some(took));
        request_animation_frame(move || render_ms.set(Some(now_ms() - t0)));
    });

    // The action taken after the moment shown (finished games), for the board.
    let next_action = {
        let actions = data.record.as_ref().map(|r| Arc::new(r.actions.clone()));
        Signal::derive(move || {
            let s = step.get() as usize;
            actions.as_ref().and_then(|a| a.get(s)).map(|a| a.action)
        })
    };

    // The URL follows the step without adding history entries, once the step has
    // stayed put for a moment: `replaceState` costs the browser several milliseconds
    // (measured 16 ms a call on the 2-core VM), too much for every frame of a slider
    // drag or an autoplay.
    let url_timer = StoredValue::new(None::<TimeoutHandle>);
    Effect::new(move |_| {
        let s = step.get();
        if let Some(h) = url_timer.try_update_value(Option::take).flatten() {
            h.clear();
        }
        let write = move || {
            if let Ok(history) = window().history() {
                let _ = history.replace_state_with_url(
                    &wasm_bindgen::JsValue::NULL,
                    "",
                    Some(&format!("?step={s}")),
                );
            }
        };
        if let Ok(h) =
            set_timeout_with_handle(write, std::time::Duration::from_millis(URL_DELAY_MS))
        {
            url_timer.set_value(Some(h));
        }
    });
    on_cleanup(move || {
        if let Some(h) = url_timer.try_update_value(Option::take).flatten() {
            h.clear();
        }
    });

    // Autoplay: one step per tick until the end.
    let playing = RwSignal::new(false);
    let speed = RwSignal::new(SPEEDS[1].0);
    let ticker = StoredValue::new(None::<IntervalHandle>);
    Effect::new(move |_| {
        let (on, ms) = (playing.get(), speed.get());
        if let Some(h) = ticker.try_update_value(Option::take).flatten() {
            h.clear();
        }
        if on {
            if step.get_untracked() >= steps {
                step.set(0);
            }
            let tick = move || {
                if step.get_untracked() >= steps {
                    playing.set(false);
                } else {
                    step.update(|s| *s += 1);
                }
            };
            if let Ok(h) =
                set_interval_with_handle(tick, std::time::Duration::from_millis(ms.into()))
            {
                ticker.set_value(Some(h));
            }
        }
    });
    on_cleanup(move || {
        if let Some(h) = ticker.try_update_value(Option::take).flatten() {
            h.clear();
        }
    });

    // The controls wait for the browser: until this page's code runs (the replay is a lazily
    // loaded chunk that first replays the game), a server-rendered control would take a tap
    // and then be set back to the step in the address.
    let live = RwSignal::new(false);
    Effect::new(move |_| live.set(true));
    let at_start = move || !live.get() || step.get() == 0;
    let at_end = move || !live.get() || step.get() >= steps;

    let go = move |s: u32| step.set(s.min(steps));
    // Keys, unless a form control has the focus (the slider and the speed choice
    // handle arrows themselves).
    let keys = StoredValue::new(None::<WindowListenerHandle>);
    Effect::new(move |_| {
        let handle = window_event_listener(leptos::ev::keydown, move |ev| {
            use wasm_bindgen::JsCast;
            if ev.alt_key() || ev.ctrl_key() || ev.meta_key() {
                return;
            }
            let in_control = ev
                .target()
                .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                .is_some_and(|el| {
                    matches!(el.tag_name().as_str(), "INPUT" | "SELECT" | "TEXTAREA")
                });
            if in_control {
                return;
            }
            let s = step.get_untracked();
            let to = match ev.key().as_str() {
                "ArrowLeft" => s.saturating_sub(1),
                "ArrowRight" => (s + 1).min(steps),
                "Home" => 0,
                "End" => steps,
                _ => return,
            };
            ev.prevent_default();
            go(to);
        });
        keys.set_value(Some(handle));
    });
    on_cleanup(move || {
        if let Some(h) = keys.try_update_value(Option::take).flatten() {
            h.remove();
        }
    });

    // Keep the current log line in sight inside the log's own scroll box. Measured in
    // the next animation frame, where the browser lays the page out anyway: measuring
    // right after the change would lay it out twice.
    Effect::new(move |_| {
        let s = step.get();
        request_animation_frame(move || {
            use wasm_bindgen::JsCast;
            if step.try_get_untracked() != Some(s) {
                return;
            }
            let Some(list) = document().query_selector(".replay-log").ok().flatten() else {
                return;
            };
            let Some(item) = list
                .query_selector(&format!("li[data-step=\"{s}\"]"))
                .ok()
                .flatten()
                .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok())
            else {
                return;
            };
            let list_height = list.client_height();
            list.set_scroll_top(item.offset_top() - list_height / 2);
        });
    });

    let seats = data.seats.clone();
    let thought_ms = std::sync::Arc::new(data.thought_ms.clone());
    let export_href = format!("/api/export_game?id={id}");
    let export_name = format!("karak-{id}.json");
    let game_href = format!("/games/{id}");
    let mode = if replayer.is_some() {
        "local"
    } else {
        "server"
    };

    let game_name = G::TITLE;

    view! {
        <GameStyle kind={ GameKind::of::<G>() }/>
        <div class=format!("replay game-{}", G::KIND) data-step=move || step.get() data-steps=steps data-mode=mode
            data-jump-ms=move || jump_ms.get().map(|ms| format!("{ms:.3}"))
            data-render-ms=move || render_ms.get().map(|ms| format!("{ms:.3}"))>
            // The page's heading, for screen readers and the outline (issue 37, point 19).
            <h1 class="sr-only">{game_name}" · "{move || rt(i18n.lang()).replay_title}</h1>
            <div class="replay-controls" role="group" aria-label=move || rt(i18n.lang()).replay_title>
                <div class="replay-buttons">
                    <button class="icon-button" id="replay-first" aria-label=move || rt(i18n.lang()).first title=move || rt(i18n.lang()).first
                        disabled=at_start on:click=move |_| go(0)><ControlIcon d=ICON_FIRST solid=false/></button>
                    <button class="icon-button" id="replay-prev" aria-label=move || rt(i18n.lang()).previous title=move || rt(i18n.lang()).previous
                        disabled=at_start on:click=move |_| go(step.get_untracked().saturating_sub(1))><ControlIcon d=ICON_PREV solid=false/></button>
                    <button class="icon-button play" id="replay-play" disabled=move || !live.get() aria-pressed=move || playing.get().to_string()
                        aria-label=move || if playing.get() { rt(i18n.lang()).pause } else { rt(i18n.lang()).play }
                        title=move || if playing.get() { rt(i18n.lang()).pause } else { rt(i18n.lang()).play }
                        on:click=move |_| playing.update(|p| *p = !*p)>{move || view! { <ControlIcon d=if playing.get() { ICON_PAUSE } else { ICON_PLAY } solid=true/> }}</button>
                    <button class="icon-button" id="replay-next" aria-label=move || rt(i18n.lang()).next title=move || rt(i18n.lang()).next
                        disabled=at_end on:click=move |_| go(step.get_untracked() + 1)><ControlIcon d=ICON_NEXT solid=false/></button>
                    <button class="icon-button" id="replay-last" aria-label=move || rt(i18n.lang()).last title=move || rt(i18n.lang()).last
                        disabled=at_end on:click=move |_| go(steps)><ControlIcon d=ICON_LAST solid=false/></button>
                    <label class="speed">
                        <span>{move || rt(i18n.lang()).speed}</span>
                        <select id="replay-speed" disabled=move || !live.get() on:change=move |ev| {
                            if let Ok(ms) = event_target_value(&ev).parse() { speed.set(ms) }
                        }>
                            {SPEEDS.iter().map(|(ms, label)| view! {
                                <option value=ms.to_string() selected=move || speed.get() == *ms>{*label}</option>
                            }).collect_view()}
                        </select>
                    </label>
                </div>
                <input type="range" id="replay-slider" class="replay-slider" min="0" max=steps.to_string()
                    disabled=move || !live.get()
                    aria-label=move || rt(i18n.lang()).move_word
                    prop:value=move || step.get().to_string()
                    on:input=move |ev| { if let Ok(s) = event_target_value(&ev).parse() { go(s) } }/>
                <p class="hint keys-help">{move || rt(i18n.lang()).keys_help}</p>
            </div>
            {broken.map(|e| view! { <p class="form-error">{e}</p> })}
            {move || remote_error().map(|e| view! { <p class="form-error">{e}</p> })}
            // `data-interactive`: the controls answer from here on (measured by
            // `make slow-phone`).
            <div class="game-layout replay-layout" data-interactive=move || live.get().then_some("hydrated")>
                {G::replay_board(view, next_action)}
                <aside class="panel">
                    {G::replay_panel(ReplayMoment { view, step, steps, seats: seats.clone(), log: log.clone(), seed })}
                    <section class="replay-notes">
                        <p class="hint">{move || if finished { rt(i18n.lang()).finished_note } else { rt(i18n.lang()).in_progress_note }}</p>
                        <div class="replay-links">
                            {if finished {
                                view! { <a class="button secondary" id="replay-export" href=export_href download=export_name>{move || rt(i18n.lang()).export}</a> }.into_any()
                            } else {
                                view! { <p class="export-unfinished" id="replay-export-unavailable">{move || rt(i18n.lang()).export_unfinished}</p> }.into_any()
                            }}
                            <a class="button secondary" href=game_href>{move || rt(i18n.lang()).open_game}</a>
                        </div>
                    </section>
                    <section class="log-section">
                        <h2>{move || i18n.t().log}</h2>
                        <ol class="replay-log" start="0">
                            <ReplayLog<G> log=log.clone() seats=seats.clone() step=step thought_ms=thought_ms.clone()/>
                        </ol>
                    </section>
                </aside>
            </div>
        </div>
    }
}
