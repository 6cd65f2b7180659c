//! Our own card faces, drawn with CSS and small SVG icons: an action card (colour, effects,
//! the colours it allows next), a monster (attack, HP, curses, reward) and equipment.

use leptos::prelude::*;
use rules::goblin::cards::{Reward, COLOURS as COLOURS_IN_ORDER};
use rules::goblin::{CardId, Colour, Effect};

use super::texts::texts;
use super::words::{colour, curse, effect};
use crate::i18n::Lang;

/// The CSS class of a colour.
pub fn colour_class(c: Colour) -> &'static str {
    match c {
        Colour::Red => "c-red",
        Colour::Green => "c-green",
        Colour::Blue => "c-blue",
        Colour::Yellow => "c-yellow",
    }
}

/// A small icon for an effect (sword, shield, card, cross) or the monster's HP (heart).
#[component]
pub fn EffectIcon(
    /// Which icon.
    kind: Icon,
) -> AnyView {
    let path = match kind {
        Icon::Attack => "M13 1h2v2l-8 8-2-2zM3 10l3 3-2 2-3-3z",
        Icon::Defence => "M8 1l6 2v5c0 4-6 7-6 7S2 12 2 8V3z",
        Icon::Draw => "M4 2h7l2 2v10H4zM6 6h5M6 9h5",
        Icon::Heal => "M6 2h4v4h4v4h-4v4H6v-4H2V6h4z",
        Icon::Hp => "M8 14S1 9.5 1 5.5A3.5 3.5 0 0 1 8 3.5a3.5 3.5 0 0 1 7 2C15 9.5 8 14 8 14z",
    };
    view! {
        <svg class="gicon" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
            <path d=path/>
        </svg>
    }
    .into_any()
}

/// Which icon.
#[derive(Clone, Copy)]
pub enum Icon {
    Attack,
    Defence,
    Draw,
    Heal,
    Hp,
}

fn effect_icon(e: Effect) -> Icon {
    match e {
        Effect::Attack => Icon::Attack,
        Effect::Defence => Icon::Defence,
        Effect::Draw => Icon::Draw,
        Effect::Heal => Icon::Heal,
    }
}

/// The effects of an action face as icon chips ("⚔ 2", "♥ 1").
#[component]
fn EffectChips(
    /// The card.
    card: CardId,
    /// The language of the chips' names.
    lang: Lang,
) -> AnyView {
    let Some(face) = card.action() else {
        return ().into_any();
    };
    [Effect::Attack, Effect::Defence, Effect::Draw, Effect::Heal]
        .into_iter()
        .filter(|e| face.effect(*e) > 0)
        .map(|e| {
            let n = face.effect(e);
            let label = format!("{} {n}", effect(e, lang));
            view! { <span class="chip" title=label.clone() aria-label=label><EffectIcon kind=effect_icon(e)/>{n}</span> }
        })
        .collect_view()
        .into_any()
}

/// The colours a card allows next, as dots.
#[component]
fn NextDots(
    /// The card.
    card: CardId,
    /// The language of the colours' names.
    lang: Lang,
) -> AnyView {
    let Some(face) = card.action() else {
        return ().into_any();
    };
    let names: Vec<&str> = COLOURS_IN_ORDER
        .iter()
        .filter(|c| face.next.has(**c))
        .map(|c| colour(*c, lang))
        .collect();
    let label = format!("→ {}", names.join(", "));
    let dots = COLOURS_IN_ORDER
        .iter()
        .filter(|c| face.next.has(**c))
        .map(|c| view! { <span class=format!("dot {}", colour_class(*c))></span> })
        .collect_view();
    view! { <span class="next" title=label.clone() aria-label=label>"→"{dots}</span> }.into_any()
}

/// An action card's face: name, effects, next colours.
#[component]
pub fn ActionFace(
    /// The card.
    card: CardId,
    /// The language of its words.
    lang: Lang,
) -> AnyView {
    view! {
        <span class="gname">{card.name()}</span>
        <span class="chips"><EffectChips card lang/></span>
        <NextDots card lang/>
    }
    .into_any()
}

/// The class of an action card's colour ("c-red"), or of a monster.
pub fn face_class(card: CardId) -> &'static str {
    card.action().map_or("monster", |f| colour_class(f.colour))
}

/// What winning `card` gives, in words.
pub fn reward_text(card: CardId, lang: Lang) -> String {
    let t = texts(lang);
    let Some(m) = card.monster() else {
        return String::new();
    };
    match m.reward {
        Reward::Action(f) => {
            let effects: Vec<String> =
                [Effect::Attack, Effect::Defence, Effect::Draw, Effect::Heal]
                    .into_iter()
                    .filter(|e| f.effect(*e) > 0)
                    .map(|e| format!("{} {}", effect(e, lang), f.effect(e)))
                    .collect();
            format!("{} — {}", colour(f.colour, lang), effects.join(", "))
        }
        Reward::Equipment(_) => equipment_text(card, lang),
        Reward::Key => t.key_reward.to_owned(),
        Reward::Victory => t.victory_reward.to_owned(),
    }
}

/// Equipment in words ("weapon: attack +2, hand size +1").
pub fn equipment_text(card: CardId, lang: Lang) -> String {
    let t = texts(lang);
    let Some(e) = card.equipment() else {
        return card.name().to_owned();
    };
    let mut parts = Vec::new();
    if e.attack > 0 {
        parts.push(format!("{} +{}", effect(Effect::Attack, lang), e.attack));
    }
    if e.defence > 0 {
        parts.push(format!("{} +{}", effect(Effect::Defence, lang), e.defence));
    }
    if e.heart > 0 {
        parts.push(format!("♥ +{}", e.heart));
    }
    if e.hand > 0 {
        parts.push(format!("{} +{}", t.hand_size, e.hand));
    }
    format!(
        "{}{}{}",
        t.slots[e.slot as usize],
        lang.colon(),
        parts.join(", ")
    )
}

/// A monster card's face: name, attack, HP, curses, reward.
#[component]
pub fn MonsterFace(
    /// The card.
    card: CardId,
    /// The language of its words.
    lang: Lang,
) -> AnyView {
    let Some(m) = card.monster() else {
        return ().into_any();
    };
    let t = texts(lang);
    let curses: Vec<String> = m.curses.iter().map(|c| curse(c, lang)).collect();
    let attack_label = format!("{} {}", effect(Effect::Attack, lang), m.attack);
    // "HP 3", "3 LP", "3 PdV": the monster's hit points in the player's language.
    let hp_label = match lang {
        Lang::En => format!("HP {}", m.hp),
        Lang::De => format!("{} LP", m.hp),
        Lang::Fr => format!("{}\u{a0}PdV", m.hp),
    };
    view! {
        <span class="gname">{m.name}</span>
        <span class="chips">
            <span class="chip attack" title=attack_label.clone() aria-label=attack_label><EffectIcon kind=Icon::Attack/>{m.attack}</span>
            <span class="chip hp" title=hp_label.clone() aria-label=hp_label><EffectIcon kind=Icon::Hp/>{m.hp}</span>
        </span>
        {(!curses.is_empty()).then(|| view! { <span class="curses">{curses.join(" · ")}</span> })}
        <span class="reward">{format!("{}{}{}", t.reward, lang.colon(), reward_text(card, lang))}</span>
    }
    .into_any()
}
