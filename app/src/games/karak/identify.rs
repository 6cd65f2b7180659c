//! Tap a tile to know what is on it: the room, its monster (with its strength and what it
//! guards) or chest, the items on the floor and the heroes standing there. A card over the
//! board's corner, closed with its button or by tapping elsewhere.

use leptos::prelude::*;
use rules::karak::{Coord, KarakView, TileKind};

use super::names::{hero_class, item_name, token_name};
use crate::components::identify::IdentifyCard;
use crate::i18n::{use_i18n, Lang};

/// The name of a kind of tile, as a heading.
fn tile_title(kind: TileKind, lang: Lang) -> &'static str {
    match (lang, kind) {
        (Lang::En, TileKind::Start) => "Entrance",
        (Lang::En, TileKind::Tunnel) => "Tunnel",
        (Lang::En, TileKind::Room) => "Room",
        (Lang::En, TileKind::Gate) => "Teleportation gate",
        (Lang::En, TileKind::Fountain) => "Healing fountain",
        (Lang::De, TileKind::Start) => "Eingang",
        (Lang::De, TileKind::Tunnel) => "Gang",
        (Lang::De, TileKind::Room) => "Raum",
        (Lang::De, TileKind::Gate) => "Teleportationstor",
        (Lang::De, TileKind::Fountain) => "Heilbrunnen",
        (Lang::Fr, TileKind::Start) => "Entrée",
        (Lang::Fr, TileKind::Tunnel) => "Couloir",
        (Lang::Fr, TileKind::Room) => "Salle",
        (Lang::Fr, TileKind::Gate) => "Portail de téléportation",
        (Lang::Fr, TileKind::Fountain) => "Fontaine de soin",
    }
}

/// What is on the tile at `at`, one line each: the tile, its token, the floor, the heroes.
pub fn tile_lines(v: &KarakView, at: Coord, lang: Lang) -> Option<(String, Vec<String>)> {
    let k = lang.karak();
    let tile = v.tiles.iter().find(|t| t.at == at)?;
    let mut lines = Vec::new();
    let colon = lang.colon();
    // French typography: a no-break space before a semicolon as before a colon.
    let semicolon = if lang == Lang::Fr { "\u{a0};" } else { ";" };
    if let Some(token) = tile.token {
        let loot = item_name(token.item(), lang);
        lines.push(match token.strength() {
            Some(s) => format!(
                "{} — {} {s}{semicolon} {}{colon}{loot}",
                token_name(token, lang),
                k.strength,
                k.guards
            ),
            None => format!("{} — {}", token_name(token, lang), k.chest_help),
        });
    }
    if !tile.items.is_empty() {
        let items: Vec<&str> = tile.items.iter().map(|i| item_name(*i, lang)).collect();
        lines.push(format!("{}{colon}{}", k.on_the_floor, items.join(", ")));
    }
    for h in v.heroes.iter().filter(|h| h.at == at) {
        let state = if h.unconscious {
            format!(" — {}", k.unconscious)
        } else {
            String::new()
        };
        lines.push(format!(
            "{}, {} ({} {}/5){state}",
            h.hero.name(),
            hero_class(h.hero, lang),
            k.hp,
            h.hp
        ));
    }
    Some((tile_title(tile.tile.kind, lang).to_owned(), lines))
}

/// The card of the inspected tile, if any.
#[component]
pub fn Identify(view: Signal<Option<KarakView>>, at: RwSignal<Option<Coord>>) -> impl IntoView {
    let i18n = use_i18n();
    move || {
        let lang = i18n.lang();
        let (title, lines) = view.with(|v| tile_lines(v.as_ref()?, at.get()?, lang))?;
        let close = lang.karak().close;
        Some(view! { <IdentifyCard title lines close open=at/> })
    }
}
