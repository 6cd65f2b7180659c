//! A hero's board as the panel shows it: lives, actions left, glory, the army's dice with the
//! glory limit, resources, inventory, soul stones, and the city's buildings with what each
//! costs beside what the player holds.

use leptos::prelude::*;
use rules::karak2::data::{Building, Hero, Resources, SoulStone, BUILDINGS, CITY_COST, UNITS};
use rules::karak2::state::HeroState;

use super::texts::texts;
use super::words::{hero_class, hero_name, item, resources, unit};
use crate::components::seat_color;
use crate::i18n::{fill, Lang};

/// Hearts for lives, empty ones for lives lost.
#[component]
pub fn Hearts(
    /// The lives the hero has.
    lives: u8,
) -> AnyView {
    let max = rules::karak2::data::MAX_LIVES;
    view! {
        <span class="hearts" aria-label=format!("{lives}/{max}")>
            {(0..max).map(|i| if i < lives { view! { <span class="heart">"♥"</span> }.into_any() } else { view! { <span class="heart lost">"♡"</span> }.into_any() }).collect_view()}
        </span>
    }
    .into_any()
}

/// The army's dice by kind ("2 Knight · 1 Bear").
fn army_dice(h: &HeroState, lang: Lang) -> String {
    let t = texts(lang);
    let dice: Vec<String> = UNITS
        .iter()
        .filter(|u| h.units[**u as usize] > 0)
        .map(|u| format!("{} {}", h.units[*u as usize], unit(*u, lang)))
        .collect();
    if dice.is_empty() {
        t.no_units.to_owned()
    } else {
        dice.join(" · ")
    }
}

/// Soul stones by kind ("1 small · 2 large"), with the points.
fn stones(h: &HeroState, lang: Lang) -> String {
    let t = texts(lang);
    let kinds = [SoulStone::Small, SoulStone::Large, SoulStone::Archstone];
    let held: Vec<String> = kinds
        .iter()
        .filter(|s| h.stones[**s as usize] > 0)
        .map(|s| format!("{} {}", h.stones[*s as usize], t.stones[*s as usize]))
        .collect();
    let points = points_text(h.half_points(), lang);
    if held.is_empty() {
        format!("{} (0)", t.none)
    } else {
        format!("{} ({points})", held.join(" · "))
    }
}

/// Points kept in halves, as players of `lang` read them ("4.5", "4,5").
pub fn points_text(halves: u16, lang: Lang) -> String {
    if halves.is_multiple_of(2) {
        (halves / 2).to_string()
    } else {
        lang.decimal(i64::from(halves / 2), 5)
    }
}

/// The city's buildings: built ones marked, the others with their cost; for the viewer's own
/// hero the line says what they hold.
fn buildings(h: &HeroState, own: bool, lang: Lang) -> AnyView {
    let t = texts(lang);
    let cost = |b: Building| resources(b.cost(), lang);
    let rows = BUILDINGS
        .iter()
        .map(|&b| {
            let built = h.buildings.has(b);
            let affordable = !built && h.can_pay_building(b.cost());
            let line = fill(
                t.cost_line,
                &[("{building}", t.buildings[b as usize]), ("{cost}", &cost(b))],
            );
            view! {
                <li class:built=built class:affordable=affordable title=t.building_help[b as usize]>
                    {if built { format!("✔ {} — {}", t.buildings[b as usize], t.built) } else { line }}
                </li>
            }
        })
        .collect_view();
    let city = match h.city {
        Some(_) => view! { <ul class="buildings">{rows}</ul> }.into_any(),
        None => view! {
            <p class="no-city">{fill(t.no_city, &[("{cost}", &resources(CITY_COST, lang))])}</p>
            <ul class="buildings pending">{rows}</ul>
        }
        .into_any(),
    };
    let have = own.then(|| {
        view! { <p class="you-have">{fill(t.you_have, &[("{have}", &resources(h.resources, lang))])}</p> }
    });
    // Taia's Expert Builder: the prices above are the board's; she pays one resource less.
    let discount = (h.hero == Hero::Taia)
        .then(|| view! { <p class="hint taia-discount">{t.taia_discount}</p> });
    view! {
        <details class="city-details" open=own>
            <summary>{t.city}</summary>
            {city}
            {discount}
            {have}
        </details>
    }
    .into_any()
}

/// The resources held, one count per kind.
#[component]
fn ResourceCounts(
    /// What is held.
    r: Resources,
    /// The language of the names.
    lang: Lang,
) -> AnyView {
    let t = texts(lang);
    let kinds = [("food", r.food), ("wood", r.wood), ("stone", r.stone)];
    kinds
        .iter()
        .zip(t.resources)
        .map(|((class, n), name)| {
            view! { <span class=format!("resource {class}") title=name>{format!("{n} {name}")}</span> }
        })
        .collect_view()
        .into_any()
}

/// What the board of one hero shows.
pub struct BoardOf<'a> {
    /// The hero.
    pub hero: &'a HeroState,
    /// Its seat.
    pub seat: u8,
    /// The player's name.
    pub player: String,
    /// Whether it is this hero's turn, with its actions left.
    pub acting: Option<u8>,
    /// Whether the viewer plays this hero.
    pub own: bool,
}

/// One hero's board.
pub fn hero_board(b: BoardOf<'_>, lang: Lang) -> AnyView {
    let t = texts(lang);
    let h = b.hero;
    let slot = |items: Vec<&str>, size: u8| {
        let mut shown: Vec<String> = items.iter().map(|s| (*s).to_owned()).collect();
        while shown.len() < usize::from(size) {
            shown.push("—".to_owned());
        }
        shown.join(" · ")
    };
    let weapons = slot(h.weapons.iter().map(|i| item(*i, lang)).collect(), 2);
    let spells = slot(h.spells.iter().map(|i| item(*i, lang)).collect(), 3);
    let amulet = slot(
        h.amulet
            .map(|a| item(rules::karak2::data::Item::Amulet(a), lang))
            .into_iter()
            .collect(),
        1,
    );
    let limit = fill(
        t.army_limit,
        &[
            ("{n}", &h.army_size().to_string()),
            ("{max}", &h.glory().to_string()),
        ],
    );
    view! {
        <li class="hero-card karak2-hero" class:active=b.acting.is_some() style=format!("--seat: {}", seat_color(b.seat))>
            <div class="hero-head">
                <span class="seat-dot" aria-hidden="true"></span>
                <strong>{b.player}</strong>
                <span class="hero-name">{format!("{}, {}", hero_name(h.hero), hero_class(h.hero, lang))}</span>
            </div>
            <div class="hero-row">
                <Hearts lives=h.lives/>
                {h.unconscious.then(|| view! { <span class="tag">{t.unconscious}</span> })}
                {b.acting.map(|n| view! { <span class="actions-left">{format!("{}{}{n}", t.actions_left, lang.colon())}</span> })}
            </div>
            <dl class="inventory">
                <dt>{t.glory}</dt><dd>{format!("{} / 10", h.glory())}</dd>
                <dt>{t.army}</dt><dd>{army_dice(h, lang)}<small>{format!(" — {limit}")}</small></dd>
                <dt>{t.goods}</dt><dd class="resources"><ResourceCounts r=h.resources lang/></dd>
                <dt>{t.slots[0]}</dt><dd>{weapons}</dd>
                <dt>{t.slots[1]}</dt><dd>{spells}</dd>
                <dt>{t.slots[2]}</dt><dd>{amulet}</dd>
                <dt>{t.soul_stones}</dt><dd>{stones(h, lang)}</dd>
            </dl>
            {buildings(h, b.own, lang)}
            <p class="ability">{t.abilities[h.hero as usize]}</p>
        </li>
    }
    .into_any()
}
