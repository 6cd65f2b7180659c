//! The side panel of a Goblin table: whose turn, the question with its answers, the
//! merchant's wares, every hero's public side, the final result and the log.

use leptos::prelude::*;
use rules::goblin::cards::POTION_KINDS;
use rules::goblin::{Action, Goblin, GoblinView, HeroView};
use rules::Seat;

use super::answers::{answer_buttons, question, Style};
use super::card::equipment_text;
use super::texts::texts;
use super::words::{describe, fill, hero_class, hero_name, potion};
use crate::components::play_form::{posted, ACTION_FIELD, PLAY_FORM};
use crate::components::seat_color;
use crate::components::turn::{game_log, Turn, TurnBanner, WaitingNote};
use crate::i18n::{use_i18n, Lang};

/// A game of Goblin as its viewer sees it.
pub type GameSnapshot = protocol::GameSnapshot<Goblin>;

/// "Anna (Horan)".
pub fn seat_label(snap: &GameSnapshot, seat: Seat) -> String {
    crate::components::seat_label::<Goblin>(&snap.seats, seat.0)
}

/// Hearts for HP, skulls for HP lost.
#[component]
fn Hearts(
    /// The hero's HP.
    hp: u8,
) -> AnyView {
    let hp = hp.min(5);
    view! {
        <span class="hearts" aria-label=format!("{hp}/5")>
            {(0..5).map(|i| if i < hp { view! { <span class="heart">"♥"</span> }.into_any() } else { view! { <span class="skull">"☠"</span> }.into_any() }).collect_view()}
        </span>
    }
    .into_any()
}

/// One hero's public side: HP, keys, equipment, potions, hand and deck counts, discard pile.
#[component]
fn HeroCard(
    /// What every seat sees of the hero.
    h: HeroView,
    /// Its seat.
    seat: u8,
    /// Its player's name.
    player: String,
    /// The hero whose turn it is.
    active: bool,
    lang: Lang,
) -> impl IntoView {
    let t = texts(lang);
    let keys = ["I", "II", "III"]
        .iter()
        .zip(h.keys)
        .map(|(name, k)| view! { <span class="key" class:held=k.is_some()>{*name}</span> })
        .collect_view();
    let gear = |c: Option<rules::goblin::CardId>| {
        c.map_or_else(
            || t.none.to_owned(),
            |c| format!("{} ({})", c.name(), equipment_text(c, lang)),
        )
    };
    let potions: Vec<&str> = POTION_KINDS
        .iter()
        .zip(h.potions)
        .filter(|(_, held)| *held)
        .map(|(p, _)| potion(*p, lang))
        .collect();
    let discard: Vec<&str> = h.discard.iter().map(|c| c.name()).collect();
    view! {
        <li class="hero-card" class:active=active style=format!("--seat: {}", seat_color(seat))>
            <div class="hero-head">
                <span class="seat-dot" aria-hidden="true"></span>
                <strong>{player}</strong>
                <span class="hero-name">{format!("{}, {}", hero_name(h.hero), hero_class(h.hero, lang))}</span>
            </div>
            <div class="hero-row"><Hearts hp=h.hp/><span class="keys" aria-label=t.keys>{keys}</span></div>
            <dl class="inventory">
                <dt>{t.weapon}</dt><dd>{gear(h.weapon)}</dd>
                <dt>{t.armour}</dt><dd>{gear(h.armour)}</dd>
                <dt>{t.potions_heading}</dt><dd>{if potions.is_empty() { t.none.to_owned() } else { potions.join(", ") }}</dd>
                <dt>{t.cards_in_hand}</dt><dd>{format!("{} / {}", h.hand_count, h.hand_size)}</dd>
                <dt>{t.deck}</dt><dd>{h.deck_count}</dd>
            </dl>
            <details class="discard">
                <summary>{format!("{} ({})", t.discard, h.discard.len())}</summary>
                <p>{if discard.is_empty() { t.none.to_owned() } else { discard.join(", ") }}</p>
            </details>
        </li>
    }
}

/// The merchant's wares: the potion piles and the pawnshop.
fn wares(v: &GoblinView, lang: Lang) -> AnyView {
    let t = texts(lang);
    let piles = POTION_KINDS
        .iter()
        .zip(v.piles)
        .map(|(p, n)| {
            let left = fill(
                t.potions_left,
                &[("{potion}", potion(*p, lang)), ("{n}", &n.to_string())],
            );
            view! { <li>{left}</li> }
        })
        .collect_view();
    let pawned: Vec<String> = v
        .pawnshop
        .iter()
        .map(|c| {
            c.equipment().map_or_else(
                || c.name().to_owned(),
                |_| format!("{} ({})", c.name(), equipment_text(*c, lang)),
            )
        })
        .collect();
    view! {
        <section class="merchant" aria-label=t.merchant>
            <h2>{t.merchant}<small>{format!(" — {}", t.pay_one_card)}</small></h2>
            <ul class="piles">{piles}</ul>
            <h3>{t.pawnshop}</h3>
            <p>{if pawned.is_empty() { t.pawnshop_empty.to_owned() } else { pawned.join(" · ") }}</p>
        </section>
    }
    .into_any()
}

/// The log, newest first, with the seats' notes (resigned players).
fn log(s: &GameSnapshot, lang: Lang) -> AnyView {
    game_log(s, lang, |e, names| describe(e, lang, names))
}

/// The panel.
#[component]
pub fn Panel(
    snap: Signal<Option<GameSnapshot>>,
    on_act: Callback<Action>,
    busy: Signal<bool>,
) -> impl IntoView {
    let i18n = use_i18n();
    move || {
        let Some(s) = snap.get() else {
            return ().into_any();
        };
        let lang = i18n.lang();
        let t = lang.t();
        let g = texts(lang);
        let v = s.view.clone();
        let to_act = v.to_act;
        let turn = Turn::of(to_act, &s.seats, &s.my_seats);
        let mine = turn.mine;
        let banner_seat = to_act.unwrap_or(v.active);
        let banner = seat_label(&s, Seat(banner_seat));
        let asked = match to_act {
            Some(_) if mine => question(&v, lang),
            Some(seat) => fill(g.q_others, &[("{who}", &seat_label(&s, Seat(seat)))]),
            None => String::new(),
        };
        let buttons = if mine {
            answer_buttons(&v, lang)
        } else {
            Vec::new()
        };
        let buttons = buttons
            .into_iter()
            .map(|(action, label, style)| {
                let class = match style {
                    Style::Primary => "button primary",
                    Style::Secondary => "button secondary",
                };
                view! { <button type="submit" form=PLAY_FORM name=ACTION_FIELD value=posted(&action) class=class disabled=move || busy.get() on:click=move |_| on_act.run(action)>{label}</button> }
            })
            .collect_view();
        let at_merchant = matches!(
            v.decision,
            rules::goblin::Decision::Merchant | rules::goblin::Decision::Pay(_)
        );
        let finished = v.outcome.is_some();
        let outcome = v.outcome.clone().map(|o| {
            let rows = v
                .heroes
                .iter()
                .enumerate()
                .map(|(i, _)| {
                    let won = o.winner.index() == i;
                    let keys = o.keys.get(i).copied().unwrap_or(0);
                    view! { <tr class:won=won><td>{seat_label(&s, Seat(i as u8))}</td><td>{keys}</td><td>{if won { "★" } else { "" }}</td></tr> }
                })
                .collect_view();
            view! {
                <section class="scoreboard" aria-label=t.final_score>
                    <h2>{t.final_score}</h2>
                    <table><thead><tr><th>{super::labels::labels(lang).game.role}</th><th>{g.keys}</th><th>{t.winner}</th></tr></thead><tbody>{rows}</tbody></table>
                </section>
            }
        });
        let heroes = v
            .heroes
            .iter()
            .enumerate()
            .map(|(i, h)| {
                let player = crate::components::player_name(&s.seats, i as u8, lang);
                let (h, seat, active) = (h.clone(), i as u8, i == usize::from(v.active));
                view! { <HeroCard h seat player active lang/> }
            })
            .collect_view();
        view! {
            <div class="panel-inner goblin">
                <TurnBanner seat=banner_seat who=banner finished=to_act.is_none() lang=lang/>
                {outcome}
                <section class="decision" aria-label=asked.clone() hidden=finished>
                    <h2 class="question" tabindex="-1">{asked.clone()}</h2>
                    <WaitingNote turn=turn online=s.online my_seats=s.my_seats.clone() lang=lang/>
                    <div class="answers">{buttons}</div>
                </section>
                {at_merchant.then(|| wares(&v, lang))}
                <section class="heroes-section">
                    <h2>{g.heroes}</h2>
                    <ul class="hero-cards">{heroes}</ul>
                </section>
                <section class="log-section">
                    <h2>{t.log}</h2>
                    <ol class="log" reversed tabindex="0">{log(&s, lang)}</ol>
                </section>
            </div>
        }
        .into_any()
    }
}
