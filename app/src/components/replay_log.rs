//! The log of a replay: one line per step (setup, then every action) in the game's words,
//! each a jump to its step.

use std::sync::Arc;

use leptos::prelude::*;
use leptos::reactive::computed::Selector;
use protocol::{LogEntry, SeatInfo};

use crate::components::game_ui::GameUi;
use crate::components::seat_color;
use crate::i18n::clocks::time_text;
use crate::i18n::replay::rt;
use crate::i18n::use_i18n;

/// The log of every step; the chosen step is marked (`aria-current="step"`) and every
/// line jumps to its step. Rendered once per language; only the marks follow the step.
#[component]
pub fn ReplayLog<G: GameUi>(
    /// Every step's events.
    log: Arc<Vec<LogEntry<G::Event>>>,
    /// Who played.
    seats: Vec<SeatInfo>,
    /// The step shown.
    step: RwSignal<u32>,
    /// How long each step's player thought (milliseconds; -1 when not known).
    thought_ms: Arc<Vec<i64>>,
    /// The game, for Rust: `G` appears in the other props only through `G::Event`, which
    /// does not name it.
    #[prop(optional)]
    game: std::marker::PhantomData<G>,
) -> impl IntoView {
    let _ = game;
    let i18n = use_i18n();
    let current = Selector::new(move || step.get());
    move || {
        let lang = i18n.lang();
        let t = rt(lang);
        let lines = G::log_lines(&log, &seats, lang);
        log.iter()
            .zip(lines)
            .enumerate()
            .map(|(i, (entry, text))| {
                let s = i as u32;
                let color = entry.seat.map(seat_color).unwrap_or("#cfc3b3");
                let label = if s == 0 {
                    t.setup_step.to_owned()
                } else {
                    s.to_string()
                };
                let current = current.clone();
                // A game with a clock: the time this move took its seat.
                let took = i
                    .checked_sub(1)
                    .and_then(|a| thought_ms.get(a))
                    .map(|&ms| time_text(ms, lang));
                view! {
                    <li data-step=s style=format!("--seat: {color}")>
                        <button class="log-jump" aria-current=move || current.selected(&s).then_some("step")
                            on:click=move |_| step.set(s)>
                            <span class="log-step">{label}</span>
                            <span class="log-text">{text}</span>
                            {took.map(|t| view! { <span class="log-time">{t}</span> })}
                        </button>
                    </li>
                }
            })
            .collect_view()
    }
}
