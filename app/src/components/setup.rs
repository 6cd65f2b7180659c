//! The new-game form of any game: pass-and-play (around one device: seats with names,
//! roles and bots) or online (each player on their own device, seats taken through an
//! invite link). The game gives its roles, its variant's fields and the calls that create
//! its games ([`GameUi`]).

use std::marker::PhantomData;

use leptos::prelude::*;
use protocol::clock::CORRESPONDENCE_DAYS;
use protocol::{for_kind, BotLevel, GameKind, RoleName, TimeControl};

use crate::api::accounts::use_signed_in;
use crate::api::new_game::{control_of, control_value, CreateGameForm, CreateOnlineGameForm};
use crate::components::game_ui::GameUi;
use crate::components::seat_color;
use crate::i18n::clocks::control_text;
use crate::i18n::{use_i18n, Lang};

#[derive(Clone, Debug)]
struct SeatForm {
    name: RwSignal<String>,
    hero: RwSignal<Option<RoleName>>,
    bot: RwSignal<bool>,
    level: RwSignal<BotLevel>,
}

/// Seat `i` as the form first shows it, named "Player 1" in the page's language (a
/// name the player may change; switching the language later keeps it).
fn default_seat(i: usize, lang: Lang) -> SeatForm {
    SeatForm {
        name: RwSignal::new(lang.t().default_player.replace("{n}", &(i + 1).to_string())),
        hero: RwSignal::new(None),
        bot: RwSignal::new(false),
        level: RwSignal::new(BotLevel::Normal),
    }
}

/// The options of a bot level select, `chosen` selected.
fn level_options(chosen: impl Fn() -> BotLevel + Copy + Send + Sync + 'static) -> impl IntoView {
    let i18n = use_i18n();
    BotLevel::ALL
        .into_iter()
        .map(|level| {
            view! {
                <option value=level.name() selected=move || chosen() == level>
                    {move || i18n.lang().bot_level(level)}
                </option>
            }
        })
        .collect_view()
}

/// The options of a role select: "random", then every role of `G` (those `taken`
/// elsewhere disabled), with `chosen` selected.
fn role_options<G: GameUi>(
    chosen: impl Fn() -> Option<RoleName> + Copy + Send + Sync + 'static,
    taken: impl Fn(&RoleName) -> bool + Copy + Send + Sync + 'static,
) -> impl IntoView {
    let i18n = use_i18n();
    view! {
        <option value="" selected=move || chosen().is_none()>{move || G::labels(i18n.lang()).random_role}</option>
        {G::roles().iter().map(|&h| {
            let key = RoleName::of::<G>(h);
            let value = key.as_str().to_owned();
            let (is_chosen, is_taken) = (key.clone(), key);
            view! {
                <option value=value selected=move || chosen().as_ref() == Some(&is_chosen) disabled=move || taken(&is_taken)>
                    {move || G::role_label(h, i18n.lang())}
                </option>
            }
        }).collect_view()}
    }
}

/// The role picked in a select (`""`: dealt at random).
fn picked(value: String) -> Option<RoleName> {
    (!value.is_empty()).then_some(RoleName(value))
}

/// The new-game form of `kind` (seats with roles, the variant), pass-and-play or online.
#[component]
pub fn KindSetupForm(
    /// The game to set up.
    kind: GameKind,
    /// Whether the online version is shown (else pass-and-play).
    online: Signal<bool>,
) -> impl IntoView {
    for_kind!(kind, G => view! { <SetupForm<G> online=online/> }.into_any())
}

/// The form for game `G`; `online` chooses between its two versions.
#[component]
pub fn SetupForm<G: GameUi>(
    /// Whether the online version is shown (else pass-and-play).
    online: Signal<bool>,
    /// The game (a marker: the props name no value of it).
    #[prop(optional)]
    game: PhantomData<G>,
) -> impl IntoView {
    let _ = game;
    view! {
        <Show when=move || online.get()>
            <OnlineForm<G>/>
        </Show>
        <LocalForm<G> online=online/>
    }
}

/// Pass-and-play: every seat at this device, each a person or a bot.
#[component]
fn LocalForm<G: GameUi>(
    /// Whether the online version is shown instead (this one is then hidden).
    online: Signal<bool>,
    /// The game (a marker: the props name no value of it).
    #[prop(optional)]
    game: PhantomData<G>,
) -> impl IntoView {
    let _ = game;
    let i18n = use_i18n();
    let (min, max) = (usize::from(*G::SEATS.start()), usize::from(*G::SEATS.end()));
    let lang = i18n.0.get_untracked();
    let seats = RwSignal::new(
        (0..3.clamp(min, max))
            .map(|i| default_seat(i, lang))
            .collect::<Vec<_>>(),
    );
    let variant = RwSignal::new(G::Variant::default());
    // The server opens the new game (a redirect a plain form follows and the router
    // takes over once the WASM runs).
    let create = ServerAction::<CreateGameForm>::new();
    let pending = create.pending();
    let error = move || {
        create
            .value()
            .get()
            .and_then(Result::err)
            .map(|e| e.shown())
    };
    // The variant travels as JSON in a hidden field: each game's own controls
    // (`GameUi::variant_form`) stay signals; without the WASM it is the default table.
    let variant_json = move || serde_json::to_string(&variant.get()).unwrap_or_default();
    let kind_name = GameKind::of::<G>().name();

    let seat_rows = move || {
        let list = seats.get();
        let count = list.len();
        list.into_iter()
            .enumerate()
            .map(|(i, seat)| {
                let name_id = format!("seat-{i}-name");
                let hero_id = format!("seat-{i}-hero");
                let taken = move |h: &RoleName| seats.get().iter().enumerate().any(|(j, s)| j != i && s.hero.get().as_ref() == Some(h));
                view! {
                    <fieldset class="seat-row" style=format!("--seat: {}", seat_color(i as u8))>
                        <legend><span class="seat-dot" aria-hidden="true"></span>{move || format!("{} {}", i18n.t().seat_n, i + 1)}</legend>
                        <label for=name_id.clone()>{move || i18n.t().player_name}</label>
                        <input id=name_id type="text" maxlength="24" required autocomplete="off"
                            name=format!("seats[{i}][name]") value=seat.name.get_untracked()
                            prop:value=move || seat.name.get()
                            on:input=move |ev| seat.name.set(event_target_value(&ev))/>
                        <label for=hero_id.clone()>{move || G::labels(i18n.lang()).role}</label>
                        <select id=hero_id name=format!("seats[{i}][hero]")
                            on:change=move |ev| seat.hero.set(picked(event_target_value(&ev)))>
                            {role_options::<G>(move || seat.hero.get(), taken)}
                        </select>
                        <label class="check">
                            <input type="checkbox" name=format!("seats[{i}][bot]")
                                checked=seat.bot.get_untracked() prop:checked=move || seat.bot.get()
                                on:change=move |ev| seat.bot.set(event_target_checked(&ev))/>
                            {move || i18n.t().bot}
                        </label>
                        // Shown by the stylesheet only while the box above is ticked, so it
                        // works the same before the WASM runs.
                        <label class="bot-level">
                            <span>{move || i18n.t().bot_level}</span>
                            <select id=format!("seat-{i}-level") name=format!("seats[{i}][level]")
                                on:change=move |ev| seat.level.set(BotLevel::parse(&event_target_value(&ev)).unwrap_or_default())>
                                {level_options(move || seat.level.get())}
                            </select>
                        </label>
                        {(count > min).then(|| view! {
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
        // Hidden by its wrapper: a reactive attribute spread onto `ActionForm` panics when
        // it changes on a form the browser built (Leptos 0.8.23, erased components).
        <div class="local-form" hidden=move || online.get()>
        <ActionForm action=create>
            <input type="hidden" name="kind" value=kind_name/>
            <input type="hidden" name="variant" value=variant_json/>
            <h2>{move || i18n.t().seats}</h2>
            {seat_rows}
            <div class="form-row">
                <button type="button" class="button secondary" disabled=move || { seats.get().len() >= max }
                    on:click=move |_| seats.update(|s| { let n = s.len(); s.push(default_seat(n, i18n.0.get_untracked())); })>
                    {move || i18n.t().add_seat}
                </button>
            </div>
            {G::variant_form(variant)}
            {move || error().map(|e| view! { <p class="form-error" role="alert">{e}</p> })}
            <button type="submit" class="button primary big" disabled=move || pending.get()>
                {move || if pending.get() { i18n.t().starting } else { i18n.t().start_game }}
            </button>
        </ActionForm>
        </div>
    }
}

/// Online: how many seats, which are bots, the host's role.
#[component]
fn OnlineForm<G: GameUi>(
    /// The game (a marker: the props name no value of it).
    #[prop(optional)]
    game: PhantomData<G>,
) -> impl IntoView {
    let _ = game;
    let i18n = use_i18n();
    let max_others = usize::from(*G::SEATS.end()).saturating_sub(1);
    let min_others = usize::from(*G::SEATS.start()).saturating_sub(1);
    let account = use_signed_in();
    // Seat 0 is the host's; the others are open (`None`) or bots of a level.
    let others = RwSignal::new(vec![None::<BotLevel>; 2.clamp(min_others, max_others)]);
    let hero = RwSignal::new(None::<RoleName>);
    let variant = RwSignal::new(G::Variant::default());
    let time_control = RwSignal::new(DEFAULT_TIME_CONTROL);
    let create = ServerAction::<CreateOnlineGameForm>::new();
    let pending = create.pending();
    let error = move || {
        create
            .value()
            .get()
            .and_then(Result::err)
            .map(|e| e.shown())
    };
    let variant_json = move || serde_json::to_string(&variant.get()).unwrap_or_default();
    let kind_name = GameKind::of::<G>().name();

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
                        <select id=kind_id name=format!("others[{i}]") on:change=move |ev| {
                            let level = BotLevel::parse(&event_target_value(&ev));
                            others.update(|o| o[i] = level);
                        }>
                            <option value="open" selected=bot.is_none()>{move || i18n.online().seat_open}</option>
                            {BotLevel::ALL.into_iter().map(|level| view! {
                                <option value=level.name() selected=bot == Some(level)>
                                    {move || i18n.lang().bot_label(Some(level))}
                                </option>
                            }).collect_view()}
                        </select>
                        {(count > min_others.max(1)).then(|| view! {
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
                    <ActionForm action=create attr:class="online-form">
                        <input type="hidden" name="kind" value=kind_name/>
                        <input type="hidden" name="variant" value=variant_json/>
                        <h2>{move || i18n.t().seats}</h2>
                        <fieldset class="seat-row" style=format!("--seat: {}", seat_color(0))>
                            <legend><span class="seat-dot" aria-hidden="true"></span>{move || i18n.online().your_seat}</legend>
                            <label for="online-hero">{move || i18n.online().your_hero}</label>
                            <select id="online-hero" name="hero" on:change=move |ev| hero.set(picked(event_target_value(&ev)))>
                                {role_options::<G>(move || hero.get(), |_| false)}
                            </select>
                        </fieldset>
                        {rows}
                        <div class="form-row">
                            <button type="button" class="button secondary" disabled=move || { others.get().len() >= max_others }
                                on:click=move |_| others.update(|o| o.push(None))>
                                {move || i18n.t().add_seat}
                            </button>
                        </div>
                        {G::variant_form(variant)}
                        <TimeControlChoice chosen=time_control/>
                        <RatedChoice with_bot=Signal::derive(move || others.get().iter().any(Option::is_some))/>
                        {move || error().map(|e| view! { <p class="form-error" role="alert">{e}</p> })}
                        <button type="submit" class="button primary big" disabled=move || pending.get()>
                            {move || if pending.get() { i18n.online().creating } else { i18n.online().create_and_invite }}
                        </button>
                    </ActionForm>
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

/// Whether the game is rated: ticked by default; a game with a bot is never rated, so
/// the box is off and disabled then (a disabled box is not sent: not rated).
#[component]
fn RatedChoice(with_bot: Signal<bool>) -> impl IntoView {
    let i18n = use_i18n();
    view! {
        <div class="form-row rated-choice">
            <label for="rated">
                <input type="checkbox" id="rated" name="rated" checked=move || !with_bot.get() disabled=with_bot/>
                " " {move || i18n.players().rated_label}
            </label>
            <p class="hint">{move || if with_bot.get() { i18n.players().rated_with_bot } else { i18n.players().rated_help }}</p>
        </div>
    }
}

/// What an online game offers by default: a turn may take days, and a player who
/// walks away does not stop the game for good.
const DEFAULT_TIME_CONTROL: Option<TimeControl> = Some(TimeControl::Correspondence { days: 3 });

/// The live time controls offered: (bank in seconds, seconds added a turn).
const LIVE_CHOICES: [(u32, u32); 4] = [(180, 2), (300, 5), (600, 10), (1200, 20)];

/// How long each seat may think: no clock, a live bank, or days per turn.
#[component]
fn TimeControlChoice(chosen: RwSignal<Option<TimeControl>>) -> impl IntoView {
    let i18n = use_i18n();
    let option = move |control: Option<TimeControl>| {
        let value = control_value(control);
        view! {
            <option value=value selected=move || chosen.get() == control>
                {move || control.map_or_else(|| i18n.clocks().none.to_owned(), |c| control_text(c, i18n.lang()))}
            </option>
        }
    };
    view! {
        <div class="form-row time-control">
            <label for="time-control">{move || i18n.clocks().heading}</label>
            <select id="time-control" name="time_control" on:change=move |ev| chosen.set(control_of(&event_target_value(&ev)))>
                {option(None)}
                <optgroup label=move || i18n.clocks().correspondence_group>
                    {CORRESPONDENCE_DAYS.map(|days| option(Some(TimeControl::Correspondence { days }))).collect_view()}
                </optgroup>
                <optgroup label=move || i18n.clocks().live_group>
                    {LIVE_CHOICES.map(|(bank_secs, increment_secs)| option(Some(TimeControl::Live { bank_secs, increment_secs }))).collect_view()}
                </optgroup>
            </select>
            <p class="hint">{move || i18n.clocks().help}</p>
        </div>
    }
}
