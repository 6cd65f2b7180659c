//! The game page: board, panel, and the loop that commits moves and lets bots play.

use leptos::prelude::*;
use leptos_meta::Title;
use leptos_router::hooks::use_params_map;
use leptos_router::{lazy_route, LazyRoute};
use protocol::{GameSnapshot, SeatKind};
use rules::karak::{Action, Decision};

use crate::api::online::{load_game_page, GamePage};
use crate::api::{bot_move, submit_action, ApiError};
use crate::components::board::Board;
use crate::components::live::use_game_updates;
use crate::components::lobby::{ConnectionBadge, Lobby};
use crate::components::panel::Panel;
use crate::components::words::describe;
use crate::i18n::use_i18n;

/// How long a bot waits before it moves, so people can follow.
const BOT_DELAY_MS: u64 = 700;
const BOT_DELAY_FAST_MS: u64 = 120;
/// How long a toast stays.
const TOAST_MS: u64 = 3500;

/// `/games/{id}`.
#[component]
pub fn GamePage() -> impl IntoView {
    let i18n = use_i18n();
    let params = use_params_map();
    let id = move || params.read().get("id").unwrap_or_default();
    let version_bump = RwSignal::new(0u32);
    let game = Resource::new(
        move || (id(), version_bump.get()),
        |(id, _)| load_game_page(id),
    );

    // The latest snapshot we have; kept while a refresh is under way.
    let snap: Signal<Option<GameSnapshot>> =
        Signal::derive(move || game.get().and_then(Result::ok).and_then(GamePage::snapshot));
    let load_error = move || game.get().and_then(Result::err);
    let waiting = move || match game.get() {
        Some(Ok(GamePage::Waiting(lobby))) => Some(*lobby),
        _ => None,
    };

    // Live: another player's move (or a seat change in the lobby) arrives as a new
    // version; fetch our own view of it.
    let (connection, updates) = use_game_updates(Signal::derive(id));
    Effect::new(move |_| {
        let Some(update) = updates.get() else { return };
        let shown = snap.get_untracked().map(|s| s.version);
        if shown.is_some_and(|v| v != update.version)
            || (shown.is_none() && update.status != protocol::GameStatus::Waiting)
        {
            version_bump.update(|v| *v += 1);
        }
    });
    let ghost_rotation = RwSignal::new(0u8);
    let busy = RwSignal::new(false);
    let toast = RwSignal::new(None::<(bool, String)>);
    let fast_bots = RwSignal::new(false);

    let show_error = move |e: ApiError| {
        if e.is_conflict() {
            toast.set(Some((true, i18n.0.get_untracked().t().conflict.to_owned())));
        } else {
            toast.set(Some((true, e.to_string())));
        }
    };

    // When a tile waits for its rotation, preview the first legal one.
    Effect::new(move |_| {
        if let Some(s) = snap.get() {
            if let Decision::Rotate { .. } = s.view.decision {
                if let Some(Action::Rotate(r)) = s
                    .view
                    .legal_actions
                    .iter()
                    .find(|a| matches!(a, Action::Rotate(_)))
                {
                    if !s
                        .view
                        .legal_actions
                        .contains(&Action::Rotate(ghost_rotation.get_untracked()))
                    {
                        ghost_rotation.set(*r);
                    }
                }
            }
        }
    });

    let act = move |action: Action| {
        let Some(s) = snap.get_untracked() else {
            return;
        };
        let Some(seat) = s.view.to_act else { return };
        busy.set(true);
        let id = s.id.clone();
        let version = s.version;
        let lang = i18n.0.get_untracked();
        leptos::task::spawn_local(async move {
            match submit_action(id, seat.0, action, version).await {
                Ok(done) => {
                    let names = |st: rules::Seat| crate::components::panel::seat_label(&s, st);
                    let last = done
                        .events
                        .iter()
                        .rev()
                        .find_map(|e| describe(e, lang, &names, &s.view.tiles));
                    toast.set(last.map(|l| (false, l)));
                }
                Err(e) => show_error(e),
            }
            busy.set(false);
            version_bump.update(|v| *v += 1);
        });
    };
    let on_act = Callback::new(act);

    // Bots of a pass-and-play game move after a short pause, asked by this page
    // (online games move their bots on the server). The same version may arrive twice
    // (a refetch after the move, the live stream): the bot is asked once per version,
    // else the second request is a conflict the browser reports as a failed load.
    let bot_asked = StoredValue::new(None::<u32>);
    Effect::new(move |_| {
        let Some(s) = snap.get() else { return };
        if s.online {
            return;
        }
        let Some(seat) = s.view.to_act else { return };
        let is_bot = s
            .seats
            .iter()
            .any(|x| x.seat == seat.0 && x.kind == SeatKind::Bot);
        if !is_bot {
            return;
        }
        let delay = if fast_bots.get_untracked() {
            BOT_DELAY_FAST_MS
        } else {
            BOT_DELAY_MS
        };
        let id = s.id.clone();
        let version = s.version;
        if bot_asked.get_value() == Some(version) {
            return;
        }
        bot_asked.set_value(Some(version));
        set_timeout(
            move || {
                leptos::task::spawn_local(async move {
                    if let Err(e) = bot_move(id, version).await {
                        if !e.is_conflict() {
                            // Let the next view of this version ask again.
                            bot_asked.set_value(None);
                            show_error(e);
                        }
                    }
                    version_bump.update(|v| *v += 1);
                });
            },
            std::time::Duration::from_millis(delay),
        );
    });

    // Toasts fade after a few seconds (a newer toast restarts the clock).
    let toast_serial = StoredValue::new(0u32);
    Effect::new(move |_| {
        if toast.get().is_some() {
            let serial = toast_serial.get_value().wrapping_add(1);
            toast_serial.set_value(serial);
            set_timeout(
                move || {
                    if toast_serial.get_value() == serial {
                        toast.set(None);
                    }
                },
                std::time::Duration::from_millis(TOAST_MS),
            );
        }
    });

    let view_signal = Signal::derive(move || snap.get().map(|s| s.view));

    view! {
        <Title text=move || i18n.t().app_name/>
        <main class="game-page">
            <Transition fallback=move || view! { <p class="loading">{move || i18n.t().loading}</p> }>
                {move || waiting().map(|lobby| view! {
                    <Lobby id=Signal::derive(id) initial=lobby updates=updates connection=connection
                        on_started=Callback::new(move |_| version_bump.update(|v| *v += 1))/>
                })}
                {move || load_error().map(|e| view! {
                    <div class="page"><h1>{move || i18n.t().not_found_heading}</h1><p>{e.to_string()}</p>
                    <p><a class="button" href="/">{move || i18n.t().back_home}</a></p></div>
                })}
                <div class="game-layout" data-version=move || snap.get().map(|s| s.version) hidden=move || snap.get().is_none()>
                    <Board view=view_signal on_act=on_act ghost_rotation=ghost_rotation/>
                    <aside class="panel">
                        {move || snap.get().filter(|s| s.online).map(|s| view! { <OnlineStatus snap=s connection=connection/> })}
                        <Panel snap=snap on_act=on_act ghost_rotation=ghost_rotation busy=busy.into()/>
                        <label class="fast-bots" hidden=move || snap.get().is_some_and(|s| s.online)>
                            <input type="checkbox" prop:checked=move || fast_bots.get() on:change=move |ev| fast_bots.set(event_target_checked(&ev))/>
                            {move || i18n.t().bots_fast}
                        </label>
                    </aside>
                </div>
            </Transition>
            {move || toast.get().map(|(error, text)| view! {
                <div class="toast" class:error=error role="status" on:click=move |_| toast.set(None)>{text}</div>
            })}
        </main>
    }
}

/// Online games: the live connection, and whose turn it is from this player's side.
#[component]
fn OnlineStatus(
    snap: GameSnapshot,
    connection: ReadSignal<crate::components::live::Connection>,
) -> impl IntoView {
    let i18n = use_i18n();
    let to_act = snap.view.to_act;
    let mine = to_act.is_some_and(|s| snap.my_seats.contains(&s.0));
    let watching = snap.my_seats.is_empty();
    let name = to_act
        .and_then(|s| snap.seats.iter().find(|x| x.seat == s.0))
        .map(|x| x.name.clone());
    view! {
        <div class="online-status">
            <ConnectionBadge connection=connection/>
            <span class="online-turn" class:mine=mine>
                {move || if watching {
                    i18n.online().spectating.to_owned()
                } else if mine {
                    i18n.online().your_turn.to_owned()
                } else if let Some(n) = name.clone() {
                    format!("{} {n}…", i18n.online().waiting_for)
                } else {
                    String::new()
                }}
            </span>
        </div>
    }
}

/// `/games/{id}`: the board, the lobby before the start, loaded only when it is visited: its code (and the game code it uses) is a
/// WASM chunk of its own (`cargo leptos build --split`), not part of every page's bundle.
pub struct GameRoute;

#[lazy_route]
impl LazyRoute for GameRoute {
    fn data() -> Self {
        GameRoute
    }

    fn view(_this: Self) -> AnyView {
        view! { <GamePage/> }.into_any()
    }
}
