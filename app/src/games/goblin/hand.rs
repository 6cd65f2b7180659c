//! The viewer's hand as a fan, and the battle under way. A card that may be played (or
//! discarded, or paid with) is raised and acts when tapped; the others are dimmed, and a tap
//! says why ("red cannot follow blue").

use leptos::prelude::*;
use rules::goblin::{Action, CardId, Curse, Decision, GoblinView, Payment};
use rules::Viewer;

use super::card::{face_class, ActionFace, MonsterFace};
use super::texts::texts;
use super::words::{colour, curse, fill};
use crate::components::play_form::{posted, ACTION_FIELD, PLAY_FORM};
use crate::i18n::{use_i18n, Lang};

/// What tapping `card` does now, if anything.
fn card_action(v: &GoblinView, card: CardId) -> Option<Action> {
    [
        Action::Play(card),
        Action::Discard(card),
        Action::Pay(Payment::Card(card)),
    ]
    .into_iter()
    .find(|a| v.legal_actions.contains(a))
}

/// Why `card` cannot be played now, in a sentence.
fn why_not(v: &GoblinView, card: CardId, lang: Lang) -> String {
    let t = texts(lang);
    let (Some(b), Some(face)) = (&v.battle, card.action()) else {
        return t.why_not_now.to_owned();
    };
    let curses = b
        .monster
        .monster()
        .map(|m| m.curses.without(b.countered))
        .unwrap_or_default();
    if curses.has(Curse::Colour(face.colour)) {
        return fill(t.why_cursed, &[("{colour}", colour(face.colour, lang))]);
    }
    match b.played.last().and_then(|p| p.card.action()) {
        Some(prev) => {
            let mut s = fill(
                t.why_chain,
                &[
                    ("{colour}", colour(face.colour, lang)),
                    ("{previous}", colour(prev.colour, lang)),
                ],
            );
            if let Some(first) = s.get(..1) {
                s = first.to_uppercase() + &s[1..];
            }
            s
        }
        None => t.why_not_now.to_owned(),
    }
}

/// The tilt and drop of the `i`th of `n` cards, so the hand opens like a fan held from below:
/// the middle card upright, each one further out turned 3° more and lowered 3 px more.
fn fan_style(i: usize, n: usize) -> String {
    let offset = i as f32 - (n.max(1) - 1) as f32 / 2.0;
    format!(
        "--tilt: {:.1}deg; --drop: {:.1}px",
        offset * 3.0,
        offset.abs() * 3.0
    )
}

/// The hand of the seat viewing, with the reason shown for a dimmed card tapped.
#[component]
pub fn Hand(
    view: Signal<Option<GoblinView>>,
    on_act: Callback<Action>,
    busy: Signal<bool>,
) -> impl IntoView {
    let i18n = use_i18n();
    let reason = RwSignal::new(None::<String>);
    move || {
        let Some(v) = view.get() else {
            return ().into_any();
        };
        let Viewer::Seat(me) = v.viewer else {
            return ().into_any();
        };
        let Some(hand) = v.heroes.get(me.index()).and_then(|h| h.hand.clone()) else {
            return ().into_any();
        };
        let lang = i18n.lang();
        let t = texts(lang);
        let mine_to_act = v.to_act == Some(me.0);
        let cards = hand
            .iter()
            .enumerate()
            .map(|(i, &card)| {
                let act = card_action(&v, card).filter(|_| mine_to_act);
                let class = format!("gcard hand-card {}", face_class(card));
                let fan = fan_style(i, hand.len());
                match act {
                    Some(a) => view! {
                        <button type="submit" form=PLAY_FORM name=ACTION_FIELD value=posted(&a) class=format!("{class} playable") style=fan disabled=move || busy.get()
                            on:click=move |_| { reason.set(None); on_act.run(a) }>
                            <ActionFace card lang/>
                        </button>
                    }
                    .into_any(),
                    None => {
                        let why = why_not(&v, card, lang);
                        let in_battle = v.decision == Decision::Battle && mine_to_act;
                        view! {
                            <button class=format!("{class} dimmed") style=fan aria-disabled="true"
                                on:click=move |_| reason.set(in_battle.then(|| why.clone()))>
                                <ActionFace card lang/>
                            </button>
                        }
                        .into_any()
                    }
                }
            })
            .collect_view();
        view! {
            <section class="hand" aria-label=t.your_hand>
                <h2>{t.your_hand}</h2>
                <div class="fan">{cards}</div>
                {move || reason.get().map(|r| view! { <p class="why" role="status">{r}</p> })}
            </section>
        }
        .into_any()
    }
}

/// The battle under way: the monster, the chain so far, the totals, the curses in force.
#[component]
pub fn BattleArea(view: Signal<Option<GoblinView>>) -> impl IntoView {
    let i18n = use_i18n();
    move || {
        let v = view.get()?;
        let b = v.battle.clone()?;
        let lang = i18n.lang();
        let t = texts(lang);
        let m = b.monster.monster()?;
        let [attack, defence] = v.battle_totals.unwrap_or_default();
        let curses: Vec<String> = m
            .curses
            .without(b.countered)
            .iter()
            .map(|c| curse(c, lang))
            .collect();
        let hits = m.attack.saturating_sub(defence);
        let hp = v.heroes.get(usize::from(v.active)).map_or(0, |h| h.hp);
        let wins = attack >= m.hp;
        let mut preview = String::from(if wins { t.preview_win } else { t.preview_lose });
        if hits >= hp && hits > 0 {
            preview = format!("{preview} {}", t.preview_last_hp);
        } else if hits > 0 {
            preview = format!(
                "{preview} {}",
                fill(t.preview_hits, &[("{n}", &hits.to_string())])
            );
        }
        let chain = b
            .played
            .iter()
            .map(|p| {
                view! {
                    <div class=format!("gcard played {}", face_class(p.card)) class:doubled=p.doubled>
                        <ActionFace card=p.card lang/>
                        {p.doubled.then_some(view! { <span class="badge">"×2"</span> })}
                    </div>
                }
            })
            .collect_view();
        Some(view! {
            <section class="battle" aria-label=t.battle>
                <h2>{t.battle}</h2>
                // Wider than a phone in a long battle: a keyboard scrolls it once it has the focus.
                <div class="battle-row" tabindex="0" role="group" aria-label=t.battle>
                    <div class="gcard monster foe"><MonsterFace card=b.monster lang/></div>
                    <div class="chain">{chain}</div>
                </div>
                <div class="totals">
                    <span class:ok=wins>{fill(t.attack_vs_hp, &[("{a}", &attack.to_string()), ("{hp}", &m.hp.to_string())])}</span>
                    <span class:ok=hits == 0>{fill(t.defence_vs_attack, &[("{d}", &defence.to_string()), ("{a}", &m.attack.to_string())])}</span>
                    <span>{format!("{}{}{}", t.curses_in_force, lang.colon(), if curses.is_empty() { t.no_curse.to_owned() } else { curses.join(" · ") })}</span>
                    {b.ability_used.then_some(view! { <span class="tag">{t.ability_used}</span> })}
                </div>
                {(v.decision == Decision::Battle).then(|| view! { <p class="preview">{preview}</p> })}
            </section>
        })
    }
}

/// A curse's button label.
pub fn counter_label(c: Curse, lang: Lang) -> String {
    fill(texts(lang).counter, &[("{curse}", &curse(c, lang))])
}
