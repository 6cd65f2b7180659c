//! The game page's play, written once for every game: the table (the game's board and
//! panel), the lobby before the start, live updates, the loop that commits moves and
//! lets bots play, the toasts, and the pass-the-device curtain. A game's lazily loaded
//! entry point draws [`GameScreen`] with its own type.

use std::marker::PhantomData;

use leptos::prelude::*;
use protocol::{GameKind, GameSnapshot, GameStatus, LobbySnapshot, SeatKind};

use crate::api::online::GamePage;
use crate::api::{typed, ApiError, SubmitAction, UndoMove};
use crate::components::announcer::MovesAnnouncer;
use crate::components::clocks::{SeatClocks, TakeBack};
use crate::components::curtain::{device_state, person, Curtain, Device, PassBar};
use crate::components::game_end::GameEnd;
use crate::components::game_ui::{GameStyle, GameUi, Screen, Table, TableView};
use crate::components::leave::{LeaveControl, Leaving};
use crate::components::live::Connection;
use crate::components::lobby::{ConnectionBadge, Lobby};
use crate::components::local_bots::pace_local_bots;
use crate::components::play_form::PlayForm;
use crate::components::toasts::ToastText;
use crate::i18n::replay::rt;
use crate::i18n::use_i18n;

/// The game page of game `G`: its lobby while it waits, then its table.
#[component]
pub fn GameScreen<G: GameUi>(
    /// The page's one resource and its signals.
    screen: Screen,
    /// The game (a marker: the props name no value of it).
    #[prop(optional)]
    game: PhantomData<G>,
) -> impl IntoView {
    let _ = game;
    let i18n = use_i18n();
    let Screen {
        id,
        page,
        bump,
        updates,
        connection,
        toast,
        revealed_to,
        reveal,
    } = screen;

    // The page's data read as `G`'s, once per answer.
    let decoded = Memo::new(move |_| match page.get() {
        Some(Ok(GamePage::Game(d, _))) => Some(d.decode::<GameSnapshot<G>>().map(Page::Game)),
        Some(Ok(GamePage::Waiting(d))) => Some(d.decode::<LobbySnapshot<G>>().map(Page::Waiting)),
        _ => None,
    });
    // The latest snapshot we have; kept while a refresh is under way.
    let snap: Signal<Option<GameSnapshot<G>>> = Signal::derive(move || match decoded.get() {
        Some(Ok(Page::Game(s))) => Some(s),
        _ => None,
    });
    let waiting = move || match decoded.get() {
        Some(Ok(Page::Waiting(l))) => Some(l),
        _ => None,
    };
    // The seat whose view the page holds (`None`: a spectator's, or everything).
    let seen_by = Memo::new(move |_| match page.get() {
        Some(Ok(GamePage::Game(_, seen_by))) => seen_by,
        _ => None,
    });
    let unreadable = move || match decoded.get() {
        Some(Err(e)) => Some(e.shown()),
        _ => None,
    };

    // Live: another player's move (or a seat change in the lobby) arrives as a new
    // version; fetch our own view of it.
    Effect::new(move |_| {
        let Some(update) = updates.get() else { return };
        let shown = snap.get_untracked().map(|s| s.version);
        let notes = snap.with_untracked(|s| s.as_ref().map(|s| s.seat_notes.len()));
        if shown.is_some_and(|v| v != update.version)
            || notes.is_some_and(|n| n != update.seat_changes as usize)
            || (shown.is_none() && update.status != GameStatus::Waiting)
        {
            bump.update(|v| *v += 1);
        }
    });
    // A move and an undo are Leptos server actions: their `pending()` is the table's
    // "busy", and each answer is taken once, when it comes.
    let submit = ServerAction::<SubmitAction>::new();
    let undo_call = ServerAction::<UndoMove>::new();
    let busy = Signal::derive(move || submit.pending().get() || undo_call.pending().get());
    let fast_bots = RwSignal::new(false);

    let show_error =
        move |e: ApiError| toast.set(Some(ToastText::refusal(&e, i18n.0.get_untracked())));

    // One move at a time, each from the view it was made on: a second tap while the first
    // is on its way (a double tap on the map), or on the view a move was just sent from
    // (its answer is back, the refresh not yet), would carry an old version and come back
    // as a conflict. Only an undo brings a game back to a version played from already.
    let sent_from = StoredValue::new(None::<u32>);
    // The view the move on its way was made on: its answer's toast is worded on it.
    let sent_on = StoredValue::new(None::<GameSnapshot<G>>);
    let act = move |action: G::Action| {
        let Some(s) = snap.get_untracked() else {
            return;
        };
        if busy.get_untracked() || sent_from.get_value() == Some(s.version) {
            return;
        }
        let Some(seat) = G::seat_to_act(&s.view) else {
            return;
        };
        let Ok(action) = serde_json::to_value(action) else {
            return;
        };
        submit.dispatch(SubmitAction {
            id: s.id.clone(),
            seat: seat.0,
            action,
            expected_version: s.version,
        });
        sent_on.set_value(Some(s));
    };
    Effect::new(move || {
        let Some(answer) = submit.value().get() else {
            return;
        };
        untrack(|| {
            match (answer.and_then(typed::events::<G>), sent_on.get_value()) {
                (Ok(done), Some(s)) => {
                    sent_from.set_value(Some(s.version));
                    let lang = i18n.0.get_untracked();
                    toast.set(ToastText::news(G::toast(&s, &done.events, lang)));
                }
                (Ok(_), None) => {}
                (Err(e), _) => show_error(e),
            }
            bump.update(|v| *v += 1);
        });
    });
    let on_act = Callback::new(act);

    // Undo, BGA's way: the deciding seat's own last action of this turn, unless it
    // rolled, drew or ended a turn (the server checks the same and has the last word).
    let can_undo = Memo::new(move |_| {
        snap.with(|s| {
            let Some(s) = s.as_ref() else { return false };
            let Some(seat) = G::seat_to_act(&s.view) else {
                return false;
            };
            let Some(last) = s.log.last().filter(|e| e.seq.is_some()) else {
                return false;
            };
            s.my_seats.contains(&seat.0)
                && last.seat == Some(seat.0)
                && !last.events.iter().any(G::blocks_undo)
        })
    });
    let undo = move |_| {
        let Some(s) = snap.get_untracked() else {
            return;
        };
        if busy.get_untracked() {
            return;
        }
        sent_from.set_value(None);
        let Some(seat) = G::seat_to_act(&s.view) else {
            return;
        };
        undo_call.dispatch(UndoMove {
            id: s.id.clone(),
            seat: seat.0,
            expected_version: s.version,
        });
    };
    Effect::new(move || {
        let Some(answer) = undo_call.value().get() else {
            return;
        };
        untrack(|| {
            match answer {
                Ok(_) => toast.set(Some(ToastText {
                    error: false,
                    lines: vec![i18n.0.get_untracked().t().undone.to_owned()],
                })),
                Err(e) => show_error(e),
            }
            bump.update(|v| *v += 1);
        });
    });

    pace_local_bots::<G>(snap, fast_bots, toast, bump);

    // Pass-and-play of a game with hidden hands: the person whose turn ended sees how it
    // ended and hides it; the curtain covers the table until the next person reveals it.
    let device = Memo::new(move |_| {
        snap.with(|s| {
            let Some(s) = s.as_ref() else {
                return Device::Open;
            };
            let local: Vec<u8> = s
                .seats
                .iter()
                .filter(|x| x.kind == SeatKind::Local && s.my_seats.contains(&x.seat))
                .map(|x| x.seat)
                .collect();
            device_state(
                G::HIDDEN_HANDS,
                s.online,
                G::seat_to_act(&s.view).map(|seat| seat.0),
                &local,
                revealed_to.get(),
                seen_by.get(),
            )
        })
    });
    // The person the device goes to, as the curtain and the bar name them.
    let next_person = move |seat: u8| {
        snap.with_untracked(|s| {
            let info = s
                .as_ref()
                .and_then(|s| s.seats.iter().find(|x| x.seat == seat));
            let name = info.map(|x| x.name.clone()).unwrap_or_default();
            let role = info
                .and_then(|x| x.hero.role::<G>())
                .map(|r| G::role_label(r, i18n.lang()))
                .unwrap_or_default();
            person(&name, &role)
        })
    };
    let covered = Memo::new(move |_| matches!(device.get(), Device::Covered { .. }));
    // Effects run only in the browser, after the table has hydrated.
    let interactive = RwSignal::new(false);
    Effect::new(move |_| interactive.set(true));
    // The seat to act when it is the viewer's and the table is shown to them.
    let viewer_decides = Signal::derive(move || {
        if !matches!(device.get(), Device::Open) {
            return None;
        }
        snap.with(|s| {
            let s = s.as_ref()?;
            G::seat_to_act(&s.view)
                .map(|seat| seat.0)
                .filter(|seat| s.my_seats.contains(seat))
        })
    });
    crate::components::on_screen::keep_focus_on_decisions(
        Signal::derive(move || snap.with(|s| s.as_ref().map(|s| s.version))),
        sent_from,
        viewer_decides,
    );
    crate::components::on_screen::bring_decisions_on_screen(viewer_decides);
    // Whatever was said to the person before (the toast of their last move) goes with
    // the table they hid.
    Effect::new(move |_| {
        if covered.get() {
            toast.set(None);
        }
    });

    // The game's table exists only while the device is not covered, so the page holds
    // nothing of the person before while the next one reveals it.
    let table = move || {
        let TableView { board, panel } = G::table(Table { snap, on_act, busy });
        (board, panel)
    };

    // The seat the play form posts for: the deciding one, when it is the viewer's.
    let deciding = Signal::derive(move || {
        snap.with(|s| {
            let s = s.as_ref()?;
            G::seat_to_act(&s.view)
                .map(|seat| seat.0)
                .filter(|seat| s.my_seats.contains(seat))
        })
    });

    // The tab names the game; the app puts "(n) Your turn" before it while games wait
    // for the player (their account's live counts).
    let game_name = G::TITLE;

    view! {
        <leptos_meta::Title text=game_name/>
        <GameStyle kind={ GameKind::of::<G>() }/>
        {move || waiting().map(|l| view! {
            <Lobby<G> id=id initial=l updates=updates connection=connection
                on_started=Callback::new(move |_| bump.update(|v| *v += 1))/>
        })}
        {move || unreadable().map(|e| view! { <p class="form-error" role="alert">{e}</p> })}
        {move || match device.get() {
            Device::Covered { next } => {
                let who = next_person(next);
                Some(view! {
                    <Curtain who=who on_reveal=Callback::new(move |_| reveal.run(Some(next)))/>
                }.into_any())
            }
            Device::Passing { next } => {
                let who = next_person(next);
                Some(view! {
                    <PassBar who=who on_hide=Callback::new(move |_| {
                        toast.set(None);
                        reveal.run(None);
                    })/>
                }.into_any())
            }
            Device::Open => None,
        }}
        <MovesAnnouncer<G> snap=snap open=Signal::derive(move || !covered.get())/>
        <PlayForm id=id seat=deciding version=Signal::derive(move || snap.with(|s| s.as_ref().map(|s| s.version)))/>
        // `data-interactive` (measured by `make slow-phone`): "html" in the server's page,
        // whose decision buttons post the play form; "hydrated" once the table's code runs.
        // A covered table answers no tap before then (revealing it is the page's code), nor
        // does a lobby (its seats are taken by the page's code).
        // `aria-busy` while a move is on its way: the table is about to change (its answers
        // are disabled meanwhile).
        <div class=format!("game-layout game-{}", G::KIND) data-version=move || snap.get().map(|s| s.version)
            aria-busy=move || busy.get().then_some("true")
            data-interactive=move || if interactive.get() {
                Some("hydrated")
            } else {
                (!covered.get() && snap.with(Option::is_some)).then_some("html")
            }
            hidden=move || snap.with(Option::is_none) || covered.get()>
            {move || (!covered.get()).then(|| {
            let (board, game_panel) = table();
            view! {
            // The page's heading, for screen readers and the outline (issue 37, point 19).
            <h1 class="sr-only">{game_name}</h1>
            {board}
            <aside class="panel">
                <TableTools<G> id=id snap=snap fast_bots=fast_bots toast=toast bump=bump/>
                <GameEnd<G> snap=snap toast=toast/>
                {move || snap.with(|s| s.as_ref().is_some_and(|s| s.imported)).then(|| view! {
                    <p class="imported-note">
                        <span class="badge imported">{move || rt(i18n.lang()).imported}</span>
                        " "{move || rt(i18n.lang()).imported_game}
                    </p>
                })}
                {move || snap.get().filter(|s| s.online).map(|s| {
                    view! { <OnlineStatus<G> snap=s connection=connection/> }
                })}
                {move || snap.get().and_then(|s| {
                    let clock = s.clock.filter(|_| s.status == GameStatus::Active)?;
                    Some(view! { <SeatClocks clock=clock seats=s.seats/> })
                })}
                {move || snap.with(|s| s.as_ref().is_some_and(|s| !s.reclaimable.is_empty())).then(|| view! {
                    <TakeBack id=id toast=toast done=Callback::new(move |_| bump.update(|v| *v += 1))/>
                })}
                <div class="undo-bar" hidden=move || !can_undo.get()>
                    <button class="button secondary small" disabled=move || busy.get() on:click=undo>
                        "↶ "{move || i18n.t().undo}
                    </button>
                </div>
                {game_panel}
            </aside>
            }
            })}
        </div>
    }
}

/// The table's tools, first in its panel: nothing above them changes while the game goes
/// on, so they never move under a finger.
#[component]
fn TableTools<G: GameUi>(
    /// The game's id.
    id: Signal<String>,
    /// The game as the viewer sees it.
    snap: Signal<Option<GameSnapshot<G>>>,
    /// Whether the bots of a pass-and-play game play fast.
    fast_bots: RwSignal<bool>,
    /// The page's toast.
    toast: RwSignal<Option<ToastText>>,
    /// Bumped to read the page again.
    bump: RwSignal<u32>,
) -> impl IntoView {
    let i18n = use_i18n();
    view! {
        <div class="table-tools">
            <label class="fast-bots" hidden=move || snap.get().is_some_and(|s| s.online)>
                <input type="checkbox" prop:checked=move || fast_bots.get() on:change=move |ev| fast_bots.set(event_target_checked(&ev))/>
                {move || i18n.t().bots_fast}
            </label>
            <LeaveControl leaving=Leaving::Delete id=id toast=toast bump=bump
                allowed=Signal::derive(move || snap.with(|s| s.as_ref().is_some_and(|s| {
                    !s.online && !s.my_seats.is_empty() && G::seat_to_act(&s.view).is_some()
                })))/>
            <LeaveControl leaving=Leaving::Resign id=id toast=toast bump=bump
                allowed=Signal::derive(move || snap.with(|s| s.as_ref().is_some_and(|s| {
                    s.online && !s.my_seats.is_empty() && G::seat_to_act(&s.view).is_some()
                })))/>
            <p class="how-to-play-link">
                <a href=format!("/how-to-play/{}", G::KIND) target="_blank">{move || i18n.t().how_to_play}</a>
            </p>
        </div>
    }
}

/// The page's data read as game `G`'s.
#[derive(Clone, Debug, PartialEq)]
enum Page<G: GameUi> {
    Game(GameSnapshot<G>),
    Waiting(LobbySnapshot<G>),
}

/// Online games: the live connection, and whose turn it is from this player's side.
#[component]
fn OnlineStatus<G: GameUi>(
    /// The game as this player sees it.
    snap: GameSnapshot<G>,
    /// The live stream's state.
    connection: ReadSignal<Connection>,
) -> impl IntoView {
    let i18n = use_i18n();
    let to_act = G::seat_to_act(&snap.view).map(|seat| seat.0);
    let mine = to_act.is_some_and(|s| snap.my_seats.contains(&s));
    let watching = snap.my_seats.is_empty();
    let name = to_act
        .and_then(|s| snap.seats.iter().find(|x| x.seat == s))
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
