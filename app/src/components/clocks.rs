//! The table's clocks: each seat's time left beside its name, the running one counting
//! down; and the button that takes a seat back from the bot after timeouts.

use leptos::prelude::*;
use protocol::{ClockView, SeatInfo};

use crate::api::take_seat_back;
use crate::components::seat_color;
use crate::components::toasts::ToastText;
use crate::i18n::clocks::time_text;
use crate::i18n::use_i18n;

/// A seat whose clock shows less than this is marked as short of time.
const SHORT_OF_TIME_MS: i64 = 30_000;

/// Every seat's clock of a game with a time control, as `clock` says it was when the
/// answer was written; the running seat's counts down from the moment it arrived.
#[component]
pub fn SeatClocks(clock: ClockView, seats: Vec<SeatInfo>) -> impl IntoView {
    let i18n = use_i18n();
    // Milliseconds since this answer arrived: 0 while the server renders and while the
    // page hydrates (the same text both sides), then the browser's clock.
    let elapsed = RwSignal::new(0_i64);
    #[cfg(feature = "hydrate")]
    {
        let now = || {
            web_sys::window()
                .and_then(|w| w.performance())
                .map_or(0.0, |p| p.now())
        };
        let arrived = now();
        if clock.running.is_some() {
            let tick = set_interval_with_handle(
                move || elapsed.set((now() - arrived) as i64),
                std::time::Duration::from_millis(250),
            )
            .ok();
            on_cleanup(move || {
                if let Some(tick) = tick {
                    tick.clear();
                }
            });
        }
    }
    let rows = seats
        .into_iter()
        .map(|seat| {
            let left = clock
                .left_ms
                .get(usize::from(seat.seat))
                .copied()
                .unwrap_or(0);
            let running = clock.running == Some(seat.seat);
            let shown = move || {
                if running {
                    left - elapsed.get()
                } else {
                    left
                }
            };
            view! {
                <li class="seat-clock" class:running=running class:short=move || running && shown() < SHORT_OF_TIME_MS
                    data-seat=seat.seat style=format!("--seat: {}", seat_color(seat.seat))>
                    <span class="seat-dot" aria-hidden="true"></span>
                    <span class="seat-clock-name">{seat.name}</span>
                    <span class="seat-clock-time" role=running.then_some("timer")>
                        {move || time_text(shown(), i18n.lang())}
                    </span>
                </li>
            }
        })
        .collect_view();
    let waiting = clock.waiting.then(|| {
        view! { <p class="seat-clocks-waiting">{move || i18n.clocks().waiting}</p> }
    });
    view! {
        <section class="seat-clocks" aria-label=move || i18n.clocks().clocks_label>
            <ul>{rows}</ul>
            {waiting}
        </section>
    }
}

/// Shown to a player whose seat the bot holds after their time ran out three turns in
/// a row: why, and the button that takes the seat back. `done` reads the game again.
#[component]
pub fn TakeBack(
    id: Signal<String>,
    toast: RwSignal<Option<ToastText>>,
    done: Callback<()>,
) -> impl IntoView {
    let i18n = use_i18n();
    let call = Action::new_local(|id: &String| take_seat_back(id.clone()));
    let pending = call.pending();
    // Whatever the answer, the game is read again; a refusal says why.
    Effect::new(move |_| {
        let Some(answer) = call.value().get() else {
            return;
        };
        if let Err(e) = answer {
            toast.set(Some(ToastText::error(e.shown())));
        }
        done.run(());
    });
    let take_back = move |_| {
        if !pending.get_untracked() {
            call.dispatch(id.get_untracked());
        }
    };
    view! {
        <div class="take-back notice">
            <p>{move || i18n.clocks().handed_over_help}</p>
            <button type="button" class="button primary" disabled=move || pending.get() on:click=take_back>
                {move || if pending.get() { i18n.clocks().taking_back } else { i18n.clocks().take_back }}
            </button>
        </div>
    }
}
