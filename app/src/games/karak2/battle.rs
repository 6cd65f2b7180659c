//! The battle as a dice tray above the landscape: the enemy and its strength, the unit dice to
//! roll chosen before the roll, then the dice as they fell (a skull marks a lost die) and the
//! attack summed against the strength: swords, weapons and Fireballs.

use leptos::prelude::*;
use rules::karak2::data::{Face, Unit, ARMY, GENERAL_BASE, UNITS};
use rules::karak2::turn::Battle;
use rules::karak2::{Action, Decision, Karak2View};

use super::answers::{answer_buttons, in_tray, Style};
use super::texts::texts;
use super::words::{army, unit};
use crate::components::play_form::{posted, ACTION_FIELD, PLAY_FORM};
use crate::i18n::{fill, use_i18n, Lang};

/// What the tray shows of a battle, compared to decide when the dice were rolled anew.
#[derive(Clone, Debug, PartialEq)]
struct Tray {
    battle: Battle,
    strength: u8,
    enemy: String,
    weapons: u8,
    /// Unit dice the hero has, by kind, and how many are chosen.
    dice: Vec<(Unit, u8, u8)>,
    choosing: bool,
    /// Whether the viewer decides (the +/− buttons work).
    mine: bool,
    rolled: bool,
}

fn tray(v: &Karak2View, lang: Lang) -> Option<Tray> {
    // Before the strike only: once settled, the result is in the log and the armies are gone.
    if !matches!(v.decision, Decision::Battle | Decision::Rolled) {
        return None;
    }
    let b = v.battle.clone()?;
    let hero = v.heroes.get(v.active.index())?;
    let place = v.landscape.iter().find(|p| p.at == b.at);
    let t = texts(lang);
    let (strength, enemy) = if b.general {
        (GENERAL_BASE + v.praetorians, t.general.to_owned())
    } else {
        let tokens = place.map(|p| p.armies.clone()).unwrap_or_default();
        let strength = tokens
            .iter()
            .filter_map(|a| ARMY.get(usize::from(*a)))
            .map(|a| a.strength)
            .sum();
        let names: Vec<String> = tokens.iter().map(|a| army(*a, lang)).collect();
        (strength, names.join(" + "))
    };
    Some(Tray {
        strength,
        enemy,
        weapons: hero.weapon_attack(),
        dice: UNITS
            .iter()
            .filter(|u| hero.units[**u as usize] > 0)
            .map(|u| (*u, hero.units[*u as usize], b.chosen.count(*u)))
            .collect(),
        choosing: v.decision == Decision::Battle,
        mine: !v.legal_actions.is_empty(),
        rolled: v.decision == Decision::Rolled,
        battle: b,
    })
}

/// One die as it fell.
#[component]
fn Die(
    /// Whose die it is ("Hero die", "Spearmen").
    label: String,
    /// The face it shows.
    f: Face,
    /// A unit's die (lost on a skull), not the hero's.
    unit_die: bool,
    lang: Lang,
) -> impl IntoView {
    let t = texts(lang);
    let (text, class) = match f {
        Face::Swords(n) => ("⚔".repeat(usize::from(n)), "die swords"),
        Face::Blank => (String::new(), "die blank"),
        Face::Skull => ("☠".to_owned(), "die skull"),
        Face::TwoSkulls => ("☠☠".to_owned(), "die skull two"),
    };
    // A unit die that shows a skull is lost; the hero die's skulls cost lives instead.
    let lost = unit_die && matches!(f, Face::Skull | Face::TwoSkulls);
    let title = label.clone();
    view! {
        <span class=class title=title>
            <span class="die-face">{text}</span>
            <small>{label}</small>
            {lost.then(|| view! { <small class="die-lost">{t.die_lost}</small> })}
        </span>
    }
}

/// The dice tray, shown while a battle is under way.
#[component]
pub fn DiceTray(
    view: Signal<Option<Karak2View>>,
    on_act: Callback<Action>,
    busy: Signal<bool>,
) -> impl IntoView {
    let i18n = use_i18n();
    // Changes only when the battle does, so the dice roll in once per throw.
    let shown = Memo::new(move |_| view.with(|v| v.as_ref().and_then(|v| tray(v, i18n.lang()))));
    // The dice as they fell: a memo of its own, so they roll in once per throw, not again
    // when a Fireball is added.
    let faces = Memo::new(move |_| {
        shown.with(|s| {
            s.as_ref()
                .filter(|s| s.rolled)
                .map(|s| (s.battle.hero, s.battle.units.clone()))
        })
    });
    let dice = move || {
        let lang = i18n.lang();
        let t = texts(lang);
        faces.get().map(|(hero, units)| {
            let hero_die = view! { <Die label=t.hero_die.to_owned() f=hero unit_die=false lang/> };
            let unit_dice = units
                .iter()
                .map(|(u, f)| view! { <Die label=unit(*u, lang).to_owned() f=*f unit_die=true lang/> })
                .collect_view();
            let dice = (hero_die, unit_dice);
            view! { <div class="dice rolled">{dice}</div> }
        })
    };
    let sums = move || {
        let s = shown.get().filter(|s| s.rolled)?;
        let t = texts(i18n.lang());
        let b = &s.battle;
        let swords: u8 = b.hero.swords() + b.units.iter().map(|(_, f)| f.swords()).sum::<u8>();
        let attack = swords + s.weapons + b.fireballs;
        let mut parts = vec![format!("{swords} ⚔")];
        if s.weapons > 0 {
            parts.push(format!("{} {}", s.weapons, t.slots[0]));
        }
        if b.fireballs > 0 {
            parts.push(format!("{} {}", b.fireballs, t.items[2]));
        }
        let enough = attack >= s.strength;
        Some(view! {
            <p class="attack-sum" class:enough=enough>
                <strong>{format!("{} {attack}", t.attack_sum)}</strong>
                {format!(" = {} · {} {}", parts.join(" + "), t.strength, s.strength)}
                <br/>
                <span>{if enough { t.would_win } else { t.would_lose }}</span>
            </p>
        })
    };
    let choose = move || {
        let s = shown.get().filter(|s| s.choosing)?;
        let lang = i18n.lang();
        let t = texts(lang);
        let rows = s
            .dice
            .iter()
            .map(|&(u, have, chosen)| {
                let mine = s.mine;
                let full = chosen >= have;
                view! {
                    <li class="choose-die">
                        <span>{format!("{} {chosen} / {have}", unit(u, lang))}</span>
                        <button type="submit" form=PLAY_FORM name=ACTION_FIELD value=posted(&Action::Unchoose(u)) class="button secondary small" aria-label=format!("− {}", unit(u, lang))
                            disabled=move || !mine || chosen == 0 || busy.get()
                            on:click=move |_| on_act.run(Action::Unchoose(u))>"−"</button>
                        <button type="submit" form=PLAY_FORM name=ACTION_FIELD value=posted(&Action::Choose(u)) class="button secondary small" aria-label=format!("+ {}", unit(u, lang))
                            disabled=move || !mine || full || busy.get()
                            on:click=move |_| on_act.run(Action::Choose(u))>"+"</button>
                    </li>
                }
            })
            .collect_view();
        Some(view! {
            <div class="dice-choice">
                <h3>{t.dice_to_roll}</h3>
                <ul>{rows}</ul>
            </div>
        })
    };
    // The battle's answers sit beside the dice (on a phone the panel is a scroll away).
    let answers = move || {
        let v = view.get()?;
        if !matches!(v.decision, Decision::Battle | Decision::Rolled) {
            return None;
        }
        let lang = i18n.lang();
        let buttons = answer_buttons(&v, lang, 0, &|s| format!("#{}", s.0))
            .into_iter()
            .filter(|(a, ..)| in_tray(a))
            .map(|(action, label, style)| {
                let class = match style {
                    Style::Primary => "button primary",
                    Style::Secondary => "button secondary",
                };
                view! { <button type="submit" form=PLAY_FORM name=ACTION_FIELD value=posted(&action) class=class disabled=move || busy.get() data-action=format!("{action:?}") on:click=move |_| on_act.run(action)>{label}</button> }
            })
            .collect_view();
        Some(view! { <div class="answers tray-answers">{buttons}</div> })
    };
    let title = move || {
        shown.with(|s| {
            let s = s.as_ref()?;
            let t = texts(i18n.lang());
            let name = if s.battle.general {
                t.battle_general.to_owned()
            } else {
                fill(t.battle, &[("{army}", &s.enemy)])
            };
            Some((name, format!(" · {} {}", t.strength, s.strength)))
        })
    };
    view! {
        <section class="dice-tray" hidden=move || title().is_none()
            aria-label=move || title().map(|t| t.0).unwrap_or_default()>
            <h2>{move || title().map(|t| t.0)}<small>{move || title().map(|t| t.1)}</small></h2>
            {choose}
            {dice}
            {sums}
            {answers}
        </section>
    }
}
