//! `/new`: set up a game of Karak, pass-and-play (around one device) or online
//! (each player on their own device, seats taken through an invite link).

use leptos::prelude::*;
use leptos_meta::Title;
use leptos_router::hooks::use_navigate;
use leptos_router::{lazy_route, LazyRoute};
use protocol::{NewKarakGame, NewOnlineGame, NewOnlineSeat, NewSeat};
use rules::karak::data::HEROES;
use rules::karak::HeroKind;

use crate::api::accounts::me;
use crate::api::create_game;
use crate::api::online::create_online_game;
use crate::api::ApiError;
use crate::catalog::GAMES;
use crate::components::seat_color;
use crate::i18n::{hero_class, use_i18n};

#[derive(Clone, Debug)]
struct SeatForm {
    name: RwSignal<String>,
    hero: RwSignal<Option<HeroKind>>,
    bot: RwSignal<bool>,
}

fn default_seat(i: usize) -> SeatForm {
    SeatForm {
        name: RwSignal::new(format!("Player {}", i + 1)),
        hero: RwSignal::new(None),
        bot: RwSignal::new(false),
    }
}

fn hero_key(h: HeroKind) -> String {
    format!("{h:?}")
}

/// The new game form.
#[component]
pub fn NewGamePage() -> impl IntoView {
    let i18n = use_i18n();
    let seats = RwSignal::new((0..3).map(default_seat).collect::<Vec<_>>());
    let expert = RwSignal::new(false);
    let error = RwSignal::new(None::<String>);
    let pending = RwSignal::new(false);
    let navigate = use_navigate();
    let online = RwSignal::new(false);

    let submit = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let game = NewKarakGame {
            seats: seats
                .get_untracked()
                .iter()
                .map(|s| NewSeat {
                    name: s.name.get_untracked(),
                    hero: s.hero.get_untracked(),
                    bot: s.bot.get_untracked(),
                })
                .collect(),
            expert: expert.get_untracked(),
        };
        create_and_open(create_game(game), pending, error, navigate.clone());
    };

    let seat_rows = move || {
        let list = seats.get();
        let count = list.len();
        list.into_iter()
            .enumerate()
            .map(|(i, seat)| {
                let name_id = format!("seat-{i}-name");
                let hero_id = format!("seat-{i}-hero");
                let taken = move |h: HeroKind| seats.get().iter().enumerate().any(|(j, s)| j != i && s.hero.get() == Some(h));
                view! {
                    <fieldset class="seat-row" style=format!("--seat: {}", seat_color(i as u8))>
                        <legend><span class="seat-dot" aria-hidden="true"></span>{move || format!("{} {}", i18n.t().seat_n, i + 1)}</legend>
                        <label for=name_id.clone()>{move || i18n.t().player_name}</label>
                        <input id=name_id type="text" maxlength="24" required autocomplete="off"
                            prop:value=move || seat.name.get()
                            on:input=move |ev| seat.name.set(event_target_value(&ev))/>
                        <label for=hero_id.clone()>{move || i18n.t().hero}</label>
                        <select id=hero_id on:change=move |ev| {
                            let v = event_target_value(&ev);
                            seat.hero.set(HEROES.iter().copied().find(|h| hero_key(*h) == v));
                        }>
                            <option value="" selected=move || seat.hero.get().is_none()>{move || i18n.t().random_hero}</option>
                            {HEROES.iter().copied().map(|h| view! {
                                <option value=hero_key(h) selected=move || seat.hero.get() == Some(h) disabled=move || taken(h)>
                                    {move || format!("{}, {}", h.name(), hero_class(h, i18n.lang()))}
                                </option>
                            }).collect_view()}
                        </select>
                        <label class="check">
                            <input type="checkbox" prop:checked=move || seat.bot.get() on:change=move |ev| seat.bot.set(event_target_checked(&ev))/>
                            {move || i18n.t().bot}
                        </label>
                        {(count > 2).then(|| view! {
                            <button type="button" class="button secondary small" on:click=move |_| seats.update(|s| { s.remove(i); })>
                                {move || i18n.t().remove_seat}
                            </button>
                        })}
                    </fieldset>
                }
            })
            .collect_view()
    };

    view! {
        <Title text=move || i18n.t().new_game/>
        <main class="page new-game">
            <p><a href="/">"← "{move || i18n.t().app_name}</a></p>
            <h1>{move || i18n.t().new_game}</h1>
            <GameChoice/>
            <fieldset class="mode-choice">
                <legend>{move || i18n.online().mode_heading}</legend>
                <label class="mode" class:chosen=move || !online.get()>
                    <input type="radio" name="mode" value="local" prop:checked=move || !online.get() on:change=move |_| online.set(false)/>
                    <strong>{move || i18n.online().mode_local}</strong>
                    <span>{move || i18n.online().mode_local_help}</span>
                </label>
                <label class="mode" class:chosen=move || online.get()>
                    <input type="radio" name="mode" value="online" prop:checked=move || online.get() on:change=move |_| online.set(true)/>
                    <strong>{move || i18n.online().mode_online}</strong>
                    <span>{move || i18n.online().mode_online_help}</span>
                </label>
            </fieldset>
            <Show when=move || online.get()>
                <OnlineForm/>
            </Show>
            <form on:submit=submit hidden=move || online.get()>
                <h2>{move || i18n.t().seats}</h2>
                {seat_rows}
                <div class="form-row">
                    <button type="button" class="button secondary" disabled=move || { seats.get().len() >= 5 }
                        on:click=move |_| seats.update(|s| { let n = s.len(); s.push(default_seat(n)); })>
                        {move || i18n.t().add_seat}
                    </button>
                </div>
                <label class="check expert">
                    <input type="checkbox" prop:checked=move || expert.get() on:change=move |ev| expert.set(event_target_checked(&ev))/>
                    <span><strong>{move || i18n.t().expert_variant}</strong>" — "{move || i18n.t().expert_help}</span>
                </label>
                {move || error.get().map(|e| view! { <p class="form-error" role="alert">{e}</p> })}
                <button type="submit" class="button primary big" disabled=move || pending.get()>
                    {move || if pending.get() { i18n.t().starting } else { i18n.t().start_game }}
                </button>
            </form>
        </main>
    }
}

/// The online variant of the form: how many seats, which are bots, the host's hero.
#[component]
fn OnlineForm() -> impl IntoView {
    let i18n = use_i18n();
    let account = Resource::new(|| (), |_| me());
    // Seat 0 is the host's; the others are open (false) or bots (true).
    let others = RwSignal::new(vec![false, false]);
    let hero = RwSignal::new(None::<HeroKind>);
    let expert = RwSignal::new(false);
    let error = RwSignal::new(None::<String>);
    let pending = RwSignal::new(false);
    let navigate = use_navigate();

    let submit = Callback::new(move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let mut seats = vec![NewOnlineSeat::default()];
        seats.extend(others.get_untracked().iter().map(|bot| NewOnlineSeat {
            bot: *bot,
            hero: None,
        }));
        let game = NewOnlineGame {
            seats,
            hero: hero.get_untracked(),
            expert: expert.get_untracked(),
        };
        create_and_open(create_online_game(game), pending, error, navigate.clone());
    });

    let rows = move || {
        let list = others.get();
        let count = list.len();
        list.into_iter()
            .enumerate()
            .map(|(i, bot)| {
                let seat = i + 1;
                let kind_id = format!("online-seat-{seat}");
                view! {
                    <fieldset class="seat-row" style=format!("--seat: {}", seat_color(seat as u8))>
                        <legend><span class="seat-dot" aria-hidden="true"></span>{move || format!("{} {}", i18n.t().seat_n, seat + 1)}</legend>
                        <label for=kind_id.clone() class="sr-only">{move || i18n.t().seat_n}</label>
                        <select id=kind_id on:change=move |ev| {
                            let is_bot = event_target_value(&ev) == "bot";
                            others.update(|o| o[i] = is_bot);
                        }>
                            <option value="open" selected=!bot>{move || i18n.online().seat_open}</option>
                            <option value="bot" selected=bot>{move || i18n.online().seat_bot}</option>
                        </select>
                        {(count > 1).then(|| view! {
                            <button type="button" class="button secondary small" on:click=move |_| others.update(|o| { o.remove(i); })>
                                {move || i18n.t().remove_seat}
                            </button>
                        })}
                    </fieldset>
                }
            })
            .collect_view()
    };

    view! {
        <Transition fallback=move || view! { <p>{move || i18n.t().loading}</p> }>
            {move || account.get().map(|a| match a {
                Ok(Some(_)) => view! {
                    <form class="online-form" on:submit=move |ev| submit.run(ev)>
                        <h2>{move || i18n.t().seats}</h2>
                        <fieldset class="seat-row" style=format!("--seat: {}", seat_color(0))>
                            <legend><span class="seat-dot" aria-hidden="true"></span>{move || i18n.online().your_seat}</legend>
                            <label for="online-hero">{move || i18n.online().your_hero}</label>
                            <select id="online-hero" on:change=move |ev| {
                                let v = event_target_value(&ev);
                                hero.set(HEROES.iter().copied().find(|h| hero_key(*h) == v));
                            }>
                                <option value="" selected=move || hero.get().is_none()>{move || i18n.t().random_hero}</option>
                                {HEROES.iter().copied().map(|h| view! {
                                    <option value=hero_key(h) selected=move || hero.get() == Some(h)>{move || format!("{}, {}", h.name(), hero_class(h, i18n.lang()))}</option>
                                }).collect_view()}
                            </select>
                        </fieldset>
                        {rows}
                        <div class="form-row">
                            <button type="button" class="button secondary" disabled=move || others.get().len() >= 4
                                on:click=move |_| others.update(|o| o.push(false))>
                                {move || i18n.t().add_seat}
                            </button>
                        </div>
                        <label class="check expert">
                            <input type="checkbox" prop:checked=move || expert.get() on:change=move |ev| expert.set(event_target_checked(&ev))/>
                            <span><strong>{move || i18n.t().expert_variant}</strong>" — "{move || i18n.t().expert_help}</span>
                        </label>
                        {move || error.get().map(|e| view! { <p class="form-error" role="alert">{e}</p> })}
                        <button type="submit" class="button primary big" disabled=move || pending.get()>
                            {move || if pending.get() { i18n.online().creating } else { i18n.online().create_and_invite }}
                        </button>
                    </form>
                }.into_any(),
                _ => view! {
                    <div class="notice online-needs-account">
                        <p>{move || i18n.online().needs_account}</p>
                        <p class="form-row">
                            <a class="button primary" href="/sign-in">{move || i18n.online().sign_in}</a>
                            <a class="button secondary" href="/sign-up">{move || i18n.online().sign_up}</a>
                        </p>
                    </div>
                }.into_any(),
            })}
        </Transition>
    }
}

/// Runs `create`, a call that makes a game; then opens the new game, or says why it
/// could not be made (the form stays as filled in).
fn create_and_open(
    create: impl std::future::Future<Output = Result<protocol::GameId, ApiError>> + 'static,
    pending: RwSignal<bool>,
    error: RwSignal<Option<String>>,
    navigate: impl Fn(&str, leptos_router::NavigateOptions) + 'static,
) {
    pending.set(true);
    error.set(None);
    leptos::task::spawn_local(async move {
        match create.await {
            Ok(id) => navigate(&format!("/games/{id}"), Default::default()),
            Err(e) => {
                error.set(Some(e.to_string()));
                pending.set(false);
            }
        }
    });
}

/// `/new`, loaded only when it is visited: its code (and the game code it uses) is a
/// WASM chunk of its own (`cargo leptos build --split`), not part of every page's bundle.
pub struct NewGameRoute;

#[lazy_route]
impl LazyRoute for NewGameRoute {
    fn data() -> Self {
        NewGameRoute
    }

    fn view(_this: Self) -> AnyView {
        view! { <NewGamePage/> }.into_any()
    }
}

/// The family's games: Karak is played; the two to come are shown, marked and not startable.
#[component]
fn GameChoice() -> impl IntoView {
    let i18n = use_i18n();
    view! {
        <fieldset class="mode-choice games-choice">
            <legend>{move || i18n.t().which_game}</legend>
            {GAMES.iter().map(|g| view! {
                <label class="mode game-choice" class:chosen=g.available class:coming=!g.available data-game=g.id>
                    <input type="radio" name="game" value=g.id prop:checked=g.available disabled=!g.available/>
                    <strong>{g.name}</strong>
                    <span>{move || (g.tagline)(i18n.t())}</span>
                    {(!g.available).then(|| view! { <em class="coming-badge">{move || i18n.t().coming_soon}</em> })}
                </label>
            }).collect_view()}
        </fieldset>
    }
}
