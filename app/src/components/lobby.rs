//! The lobby of an online game before it starts: the invite link, the seats, and
//! the host's start button. Shown by the game page while the game waits.

use leptos::prelude::*;
use protocol::{GameUpdate, LobbySeatKind, LobbySnapshot, RoleName};

use crate::api::online::{cancel_game, start_game, InvitePlayer};
use crate::api::typed::{leave_seat, lobby as get_lobby, take_seat};
use crate::components::game_ui::GameUi;
use crate::components::live::Connection;
use crate::components::seat_color;
use crate::i18n::clocks::control_text;
use crate::i18n::use_i18n;

/// What a player asks of the lobby.
#[derive(Clone)]
enum Request {
    /// Take a seat, or change one's role at it.
    Take { seat: u8, hero: Option<RoleName> },
    /// Give up one's seat.
    Leave,
    /// The host starts the game.
    Start,
    /// The host cancels the game.
    Cancel,
}

/// What a granted request leaves: the seat list as it answered, or no lobby any more.
#[derive(Clone)]
enum Answer<G: GameUi> {
    Seats(LobbySnapshot<G>),
    Started,
    Cancelled,
}

/// The lobby of game `id` of `G`.
#[component]
pub fn Lobby<G: GameUi>(
    /// The game.
    id: Signal<String>,
    /// The lobby as read with the page.
    initial: LobbySnapshot<G>,
    /// The game's live stream (owned by the page).
    updates: ReadSignal<Option<GameUpdate>>,
    /// The live stream's state.
    connection: ReadSignal<Connection>,
    /// Called once the host started the game.
    on_started: Callback<()>,
) -> impl IntoView {
    let i18n = use_i18n();
    // Not a resource: the first state comes with the page's resource, and later
    // reads happen only in the browser (a resource created under the page's
    // Transition could be rendered twice on the server and hydrate the wrong one).
    let lobby = RwSignal::new(Ok::<LobbySnapshot<G>, String>(initial));
    let loading = RwSignal::new(false);
    let reload = move || {
        if loading.get_untracked() {
            return;
        }
        loading.set(true);
        let id = id.get_untracked();
        leptos::task::spawn_local(async move {
            let read = get_lobby::<G>(id).await.map_err(|e| e.shown());
            lobby.set(read);
            loading.set(false);
        });
    };
    let error = RwSignal::new(None::<String>);
    let copied = RwSignal::new(false);
    let cancelled = RwSignal::new(false);

    // Somebody took or left a seat, or the host started: look again. `wanted` is the
    // newest seat list the live stream announced. The lobby is read again only when
    // what is shown is older (a needless refresh would re-render the buttons under
    // the player's finger), and also when a load that was under way as the news came
    // brings an older list: that load may have been read just before the change.
    let wanted = RwSignal::new(0u32);
    let asked = StoredValue::new(0u32);
    Effect::new(move |_| {
        if let Some(u) = updates.get() {
            if u.status != protocol::GameStatus::Waiting {
                on_started.run(());
            } else if u.lobby == u32::MAX {
                cancelled.set(true);
            } else {
                if lobby.with_untracked(Result::is_err) {
                    reload();
                }
                wanted.update(|w| *w = (*w).max(u.lobby));
            }
        }
    });
    Effect::new(move |_| {
        let wanted = wanted.get();
        if loading.get() {
            return;
        }
        let shown = lobby.with(|l| l.as_ref().map(|l| l.rev).unwrap_or(u32::MAX));
        // Each announced list is asked for once; news that came while a read was
        // under way is asked for when it ends.
        if shown < wanted && asked.get_value() < wanted {
            asked.set_value(wanted);
            reload();
        }
    });

    // The player's requests, one at a time (Leptos' `Action`: its `pending` disables the
    // buttons). A seat call answers with the seat list as it left it, which is shown
    // unless a newer one is already on screen (a read under way may be older, so it does
    // not decide); after an error the lobby is read again. After the start or the
    // cancellation the lobby no longer exists.
    let call = Action::new_local(move |request: &Request| {
        let id = id.get_untracked();
        let request = request.clone();
        async move {
            match request {
                Request::Take { seat, hero } => {
                    take_seat::<G>(id, seat, hero).await.map(Answer::Seats)
                }
                Request::Leave => leave_seat::<G>(id).await.map(Answer::Seats),
                Request::Start => start_game(id).await.map(|()| Answer::Started),
                Request::Cancel => cancel_game(id).await.map(|()| Answer::Cancelled),
            }
        }
    });
    let busy = call.pending();
    let run = move |request: Request| {
        error.set(None);
        call.dispatch(request);
    };
    Effect::new(move |_| match call.value().get() {
        None => {}
        Some(Err(e)) => {
            error.set(Some(e.shown()));
            reload();
        }
        Some(Ok(Answer::Seats(seats))) => {
            let shown = lobby.with_untracked(|l| l.as_ref().map(|l| l.rev).ok());
            if shown.is_none_or(|shown| seats.rev >= shown) {
                lobby.set(Ok(seats));
            }
        }
        Some(Ok(Answer::Started)) => on_started.run(()),
        Some(Ok(Answer::Cancelled)) => cancelled.set(true),
    });

    let invite = move || {
        #[cfg(feature = "hydrate")]
        {
            let origin = window().location().origin().unwrap_or_default();
            format!("{origin}/games/{}", id.get())
        }
        #[cfg(not(feature = "hydrate"))]
        {
            format!("/games/{}", id.get())
        }
    };
    let copy = move |_| {
        #[cfg(feature = "hydrate")]
        {
            let _ = window().navigator().clipboard().write_text(&invite());
        }
        copied.set(true);
    };

    let seats_view = move |l: LobbySnapshot<G>| {
        let t = i18n.online();
        let lang = i18n.lang();
        let random = G::labels(lang).random_role;
        let my_seat = l.my_seat();
        let taken_heroes: Vec<(u8, RoleName)> = l
            .seats
            .iter()
            .filter_map(|s| s.hero.clone().map(|h| (s.seat, h)))
            .collect();
        l.seats
            .into_iter()
            .map(|s| {
                let seat = s.seat;
                let name = match s.kind {
                    LobbySeatKind::Open => t.open.to_owned(),
                    _ => s.name.clone().unwrap_or_default(),
                };
                let hero = s
                    .hero
                    .as_ref()
                    .and_then(|h| h.role::<G>())
                    .map(|h| G::role_label(h, lang))
                    .unwrap_or_else(|| random.to_owned());
                let taken = taken_heroes.clone();
                let action = if s.mine {
                    let select_id = format!("lobby-hero-{seat}");
                    let choose = move |ev: leptos::ev::Event| {
                        let v = event_target_value(&ev);
                        let hero = (!v.is_empty()).then_some(RoleName(v));
                        run(Request::Take { seat, hero });
                    };
                    let chosen = s.hero.clone();
                    view! {
                        <label class="sr-only" for=select_id.clone()>{move || i18n.online().change_hero}</label>
                        <select id=select_id class="lobby-hero" on:change=choose disabled=move || busy.get()>
                            <option value="" selected=chosen.is_none()>{random}</option>
                            {G::roles().iter().map(|&h| {
                                let key = RoleName::of::<G>(h);
                                let other = taken.iter().any(|(st, th)| *th == key && *st != seat);
                                view! { <option value=key.as_str().to_owned() selected=chosen.as_ref() == Some(&key) disabled=other>{G::role_label(h, lang)}</option> }
                            }).collect_view()}
                        </select>
                        {(!l.is_host).then(|| view! {
                            <button class="button secondary small" disabled=move || busy.get()
                                on:click=move |_| run(Request::Leave)>
                                {move || i18n.online().leave_seat}
                            </button>
                        })}
                    }.into_any()
                } else if s.kind == LobbySeatKind::Open && l.signed_in && my_seat.is_none() {
                    view! {
                        <button class="button primary small take-seat" disabled=move || busy.get()
                            on:click=move |_| run(Request::Take { seat, hero: None })>
                            {move || i18n.online().take_seat}
                        </button>
                    }.into_any()
                } else {
                    ().into_any()
                };
                view! {
                    <li class="lobby-seat" class:open=s.kind == LobbySeatKind::Open class:mine=s.mine
                        data-seat=seat style=format!("--seat: {}", seat_color(seat))>
                        <span class="seat-dot" aria-hidden="true"></span>
                        <span class="lobby-seat-name">
                            <strong>{name}</strong>
                            {s.mine.then(|| view! { " ("{move || i18n.online().you}")" })}
                            {s.host.then(|| view! { <span class="badge">{move || i18n.online().host}</span> })}
                            {(s.kind == LobbySeatKind::Bot).then(|| view! { <span class="badge">{move || i18n.lang().bot_label(s.level)}</span> })}
                            {s.rating.map(|r| view! {
                                <span class="lobby-rating">
                                    {move || i18n.lang().rating(r.rating)}
                                    {r.provisional.then(|| view! { " ("{move || i18n.players().provisional}")" })}
                                </span>
                            })}
                        </span>
                        <span class="lobby-seat-hero">{(!s.mine).then_some(hero)}</span>
                        <span class="lobby-seat-action">{action}</span>
                    </li>
                }
            })
            .collect_view()
    };

    view! {
        <section class="page lobby" aria-labelledby="lobby-heading">
            <div class="lobby-head">
                <h1 id="lobby-heading">{move || i18n.online().lobby_heading}</h1>
                <ConnectionBadge connection=connection/>
            </div>
            <Show when=move || !cancelled.get() fallback=move || view! {
                <p class="form-error" role="alert">{move || i18n.online().cancelled}</p>
                <p><a class="button" href="/">{move || i18n.t().back_home}</a></p>
            }>
                <p class="lead">{move || i18n.online().lobby_help}</p>
                <p class="lobby-rated">{move || lobby.with(|l| match l.as_ref() {
                    Ok(l) if l.rated && l.same_client => i18n.players().lobby_same_client,
                    Ok(l) if l.rated => i18n.players().lobby_rated,
                    _ => i18n.players().lobby_unrated,
                })}</p>
                <p class="lobby-time">
                    {move || i18n.clocks().heading}{move || i18n.lang().colon()}
                    <span class="lobby-time-control">{move || lobby.with(|l| match l.as_ref().ok().and_then(|l| l.time_control) {
                        Some(c) => control_text(c, i18n.lang()),
                        None => i18n.clocks().none.to_owned(),
                    })}</span>
                </p>
                <div class="invite">
                    <label for="invite-link">{move || i18n.online().invite_link}</label>
                    <div class="invite-row">
                        <input id="invite-link" type="text" readonly prop:value=invite on:focus=move |ev| {
                            #[cfg(feature = "hydrate")]
                            {
                                use wasm_bindgen::JsCast;
                                if let Some(input) = ev.target().and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok()) {
                                    input.select();
                                }
                            }
                            #[cfg(not(feature = "hydrate"))]
                            let _ = ev;
                        }/>
                        <button class="button secondary" on:click=copy>{move || if copied.get() { i18n.online().copied } else { i18n.online().copy }}</button>
                    </div>
                </div>
                {move || match lobby.get() {
                        Err(e) => view! { <p class="form-error" role="alert">{e.to_string()}</p> }.into_any(),
                        Ok(l) => {
                            let full = l.full();
                            let mine = l.my_seat().is_some();
                            let is_host = l.is_host;
                            let signed_in = l.signed_in;
                            let badges = G::variant_badges(&l.variant, i18n.lang());
                            view! {
                                {(!badges.is_empty()).then(|| view! { <p>{badges.into_iter().map(|b| view! { <span class="badge">{b}</span>" " }).collect_view()}</p> })}
                                {(mine && !full).then(|| view! { <InviteByName id=id/> })}
                                <ol class="lobby-seats">{seats_view(l)}</ol>
                                {(!signed_in).then(|| view! {
                                    <p class="notice">{move || i18n.online().sign_in_to_join}" "
                                        <a href="/sign-in">{move || i18n.online().sign_in}</a>" · "<a href="/sign-up">{move || i18n.online().sign_up}</a></p>
                                })}
                                {if is_host {
                                    view! {
                                        <div class="form-row lobby-host">
                                            <button class="button primary big" id="start-game" disabled=move || busy.get() || !full
                                                on:click=move |_| run(Request::Start)>
                                                {move || i18n.online().start}
                                            </button>
                                            <button class="button secondary" disabled=move || busy.get()
                                                on:click=move |_| {
                                                    #[cfg(feature = "hydrate")]
                                                    if !window().confirm_with_message(i18n.online().cancel_confirm).unwrap_or(false) { return; }
                                                    run(Request::Cancel);
                                                }>
                                                {move || i18n.online().cancel}
                                            </button>
                                        </div>
                                        {(!full).then(|| view! { <p class="hint">{move || i18n.online().waiting_for_seats}</p> })}
                                    }.into_any()
                                } else {
                                    view! { <p class="hint">{move || i18n.online().waiting_for_host}</p> }.into_any()
                                }}
                            }.into_any()
                        }
                }}
                {move || error.get().map(|e| view! { <p class="form-error" role="alert">{e}</p> })}
            </Show>
        </section>
    }
    .into_any()
}

/// Invites an account by its name; says to whom it went, or why not.
#[component]
fn InviteByName(id: Signal<String>) -> impl IntoView {
    let i18n = use_i18n();
    let name = RwSignal::new(String::new());
    let invite = ServerAction::<InvitePlayer>::new();
    let pending = invite.pending();
    // The answer of the latest invitation; a sent one clears the field for the next name.
    let said = move || {
        invite.value().get().map(|answer| match answer {
            Ok(their_name) => Ok(their_name),
            Err(e) => Err(e.shown()),
        })
    };
    Effect::new(move |_| {
        if let Some(Ok(_)) = invite.value().get() {
            name.set(String::new());
        }
    });
    let send = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let who = name.get_untracked().trim().to_owned();
        if who.is_empty() || pending.get_untracked() {
            return;
        }
        invite.dispatch(InvitePlayer {
            id: id.get_untracked(),
            name: who,
        });
    };
    view! {
        <form class="invite-by-name" on:submit=send>
            <label for="invite-name">{move || i18n.notices().invite_label}</label>
            <div class="invite-row">
                <input id="invite-name" type="text" autocomplete="off" maxlength="40"
                    prop:value=move || name.get() on:input=move |ev| name.set(event_target_value(&ev))/>
                <button type="submit" class="button secondary" disabled=move || pending.get()>
                    {move || i18n.notices().invite_button}
                </button>
            </div>
            {move || said().map(|s| match s {
                Ok(who) => view! { <p class="hint" role="status">{i18n.notices().invite_sent.replace("{name}", &who)}</p> }.into_any(),
                Err(e) => view! { <p class="form-error" role="alert">{e}</p> }.into_any(),
            })}
        </form>
    }
}

/// The live connection's state as a small badge (announced politely when it changes).
#[component]
pub fn ConnectionBadge(connection: ReadSignal<Connection>) -> impl IntoView {
    let i18n = use_i18n();
    view! {
        <span class="connection" role="status" aria-live="polite"
            data-state=move || match connection.get() { Connection::Live => "live", Connection::Connecting => "connecting", Connection::Reconnecting => "reconnecting" }>
            <span class="connection-dot" aria-hidden="true"></span>
            {move || match connection.get() {
                Connection::Live => i18n.online().live,
                Connection::Connecting => i18n.online().connecting,
                Connection::Reconnecting => i18n.online().reconnecting,
            }}
        </span>
    }
}
