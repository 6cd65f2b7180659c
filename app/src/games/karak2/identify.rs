//! Tap a tile of the landscape to know what is on it: the land, a city and whose, each army
//! with its strength, the Dark General, items lying there and the heroes standing there. On
//! touch there is no hover title to read; a card over the map's corner, closed with its
//! button or by tapping the tile again.

use leptos::prelude::*;
use rules::karak2::data::{ARMY, GENERAL_BASE};
use rules::karak2::hex::Hex;
use rules::karak2::Karak2View;

use super::art::{centre, R};
use super::texts::texts;
use super::words::{hero_class, hero_name, item, tile_kind};
use crate::components::identify::IdentifyCard;
use crate::i18n::{fill, use_i18n, Lang};

/// The laid tile under the map point (`x`, `y`), in SVG units.
pub fn place_at(v: &Karak2View, x: f64, y: f64) -> Option<Hex> {
    v.landscape
        .iter()
        .map(|p| {
            let (cx, cy) = centre(p.at);
            (p.at, (cx - x).hypot(cy - y))
        })
        .filter(|(_, d)| *d <= R)
        .min_by(|a, b| a.1.total_cmp(&b.1))
        .map(|(at, _)| at)
}

/// What is on the tile at `at`: its land as the heading, then one line per thing there.
pub fn place_lines(v: &Karak2View, at: Hex, lang: Lang) -> Option<(String, Vec<String>)> {
    let t = texts(lang);
    let place = v.landscape.iter().find(|p| p.at == at)?;
    let colon = lang.colon();
    let mut lines = Vec::new();
    if let Some((seat, owner)) = v
        .heroes
        .iter()
        .enumerate()
        .find(|(_, h)| h.city == Some(at))
    {
        let mut line = fill(t.city_of, &[("{hero}", hero_name(owner.hero))]);
        if v.plague == Some(rules::Seat(seat as u8)) {
            line = format!("{line} — {}", t.plague_mark);
        }
        lines.push(line);
    }
    for token in &place.armies {
        if let Some(a) = ARMY.get(usize::from(*token)) {
            lines.push(format!(
                "{} — {} {}",
                t.army_kinds[a.kind as usize], t.strength, a.strength
            ));
        }
    }
    if place.general {
        lines.push(format!(
            "{} — {} {}",
            t.general,
            t.strength,
            GENERAL_BASE + v.praetorians
        ));
    }
    if !place.dropped.is_empty() {
        let items: Vec<&str> = place.dropped.iter().map(|i| item(*i, lang)).collect();
        lines.push(format!("{}{colon}{}", t.lying_here, items.join(", ")));
    }
    for h in v.heroes.iter().filter(|h| h.at == at) {
        lines.push(format!(
            "{}, {} ({} {})",
            hero_name(h.hero),
            hero_class(h.hero, lang),
            t.lives,
            h.lives
        ));
    }
    Some((tile_kind(place.kind, lang).to_owned(), lines))
}

/// The card of the inspected tile, if any.
#[component]
pub fn Identify(view: Signal<Option<Karak2View>>, at: RwSignal<Option<Hex>>) -> impl IntoView {
    let i18n = use_i18n();
    move || {
        let lang = i18n.lang();
        let (title, lines) = view.with(|v| place_lines(v.as_ref()?, at.get()?, lang))?;
        let close = texts(lang).close;
        Some(view! { <IdentifyCard title lines close open=at/> })
    }
}
