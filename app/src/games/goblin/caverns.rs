//! The caverns: the three level rows with their deck and gatekeeper, and the lord's chamber.
//! Monsters the hero to act may fight glow and start the battle when tapped; a level the
//! active hero has no key for is shown locked.

use leptos::prelude::*;
use rules::goblin::{Action, CardId, GoblinView, Level, Target};

use super::card::MonsterFace;
use super::texts::texts;
use super::words::{fill, level};
use crate::components::play_form::{posted, ACTION_FIELD, PLAY_FORM};
use crate::i18n::{use_i18n, Lang};

/// One monster space: the card, glowing and tappable when it may be fought.
#[component]
fn MonsterSpace(
    /// The monster there, if any.
    card: Option<CardId>,
    /// Where it lies.
    target: Target,
    /// The viewer may fight it now.
    fightable: bool,
    on_act: Callback<Action>,
    busy: Signal<bool>,
    lang: Lang,
) -> impl IntoView {
    let Some(card) = card else {
        return view! { <div class="gcard empty" aria-hidden="true"></div> }.into_any();
    };
    let fight = Action::Fight(target);
    if fightable {
        view! {
            <button type="submit" form=PLAY_FORM name=ACTION_FIELD value=posted(&fight) class="gcard monster fightable" disabled=move || busy.get()
                on:click=move |_| on_act.run(fight)>
                <MonsterFace card lang/>
            </button>
        }
        .into_any()
    } else {
        view! { <div class="gcard monster"><MonsterFace card lang/></div> }.into_any()
    }
}

/// The caverns of `view`.
#[component]
pub fn Caverns(
    /// The game as the viewer sees it.
    view: Signal<Option<GoblinView>>,
    /// Plays an action for the deciding seat.
    on_act: Callback<Action>,
    /// Whether a move is being sent.
    busy: Signal<bool>,
) -> impl IntoView {
    let i18n = use_i18n();
    move || {
        let Some(v) = view.get() else {
            return ().into_any();
        };
        let lang = i18n.lang();
        let t = texts(lang);
        let keys = v
            .heroes
            .get(usize::from(v.active))
            .map(|h| h.keys)
            .unwrap_or_default();
        let fightable = |target: Target| v.legal_actions.contains(&Action::Fight(target));
        let levels = v
            .caverns
            .iter()
            .enumerate()
            .map(|(i, c)| {
                // Level I is always open; a deeper one needs the key of the level above.
                let locked = i > 0 && keys[i - 1].is_none();
                let lock_text = (i > 0).then(|| {
                    fill(
                        t.locked,
                        &[("{level}", level([Level::I, Level::II][i.min(2) - 1], lang))],
                    )
                });
                let row = c
                    .row
                    .iter()
                    .enumerate()
                    .map(|(slot, card)| {
                        let target = Target::Row {
                            level: c.level,
                            slot: slot as u8,
                        };
                        let (card, fightable) = (*card, fightable(target));
                        view! { <MonsterSpace card target fightable on_act busy lang/> }
                    })
                    .collect_view();
                let gate = view! {
                    <MonsterSpace card=c.gate target=Target::Gate(c.level)
                        fightable=fightable(Target::Gate(c.level)) on_act busy lang/>
                };
                let top = c.top.map(|card| {
                    view! {
                        <div class="gcard monster top" aria-label=t.next_card>
                            <span class="top-label">{t.next_card}</span>
                            <MonsterFace card lang/>
                        </div>
                    }
                });
                view! {
                    <section class="level" class:locked=locked aria-label=level(c.level, lang)>
                        <header class="level-head">
                            <h3>{level(c.level, lang)}</h3>
                            <span class="count">{fill(t.deck_left, &[("{n}", &c.deck_left.to_string())])}</span>
                            {locked.then(|| view! { <span class="lock">{lock_text.clone()}</span> })}
                        </header>
                        <div class="row">{row}</div>
                        <div class="row-side">
                            <div class="gate">
                                <span class="gate-label">{fill(t.gatekeepers, &[("{n}", &c.gate_left.to_string())])}</span>
                                {gate}
                            </div>
                            {top}
                        </div>
                    </section>
                }
            })
            .collect_view();
        let lord_locked = keys[2].is_none();
        let lord = view! {
            <MonsterSpace card=v.lord target=Target::Lord fightable=fightable(Target::Lord) on_act busy lang/>
        };
        view! {
            <div class="caverns" aria-label=t.caverns>
                {levels}
                <section class="level lord" class:locked=lord_locked aria-label=t.lord>
                    <header class="level-head">
                        <h3>{level(Level::Lord, lang)}</h3>
                        {lord_locked.then(|| view! { <span class="lock">{fill(t.locked, &[("{level}", level(Level::III, lang))])}</span> })}
                    </header>
                    <div class="row">{lord}</div>
                </section>
            </div>
        }
        .into_any()
    }
}
