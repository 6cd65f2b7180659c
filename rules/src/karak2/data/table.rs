//! The components as Markdown tables (for `cargo run -p rules --bin cards -- karak2` and
//! `docs/karak2-data.md`).

use std::fmt::Write;

use super::{
    praetorians, Face, Item, Resources, Reward, SoulStone, ARMY_KINDS, BUILDINGS, CITY_COST,
    HEROES, HERO_DIE, START, TILES, UNITS,
};
use crate::karak2::hex::Edges;

fn resources(r: Resources) -> String {
    let mut out = Vec::new();
    for (n, what) in [(r.food, "food"), (r.wood, "wood"), (r.stone, "stone")] {
        if n > 0 {
            out.push(format!("{n} {what}"));
        }
    }
    if out.is_empty() {
        "—".to_owned()
    } else {
        out.join(", ")
    }
}

fn chasms(e: Edges) -> String {
    if e.is_empty() {
        return "none".to_owned();
    }
    e.iter()
        .map(|d| format!("{d:?}"))
        .collect::<Vec<_>>()
        .join(", ")
}

fn face(f: Face) -> String {
    match f {
        Face::Blank => "blank".to_owned(),
        Face::Swords(n) => format!("{n}⚔"),
        Face::Skull => "skull".to_owned(),
        Face::TwoSkulls => "2 skulls".to_owned(),
    }
}

fn faces(fs: [Face; 6]) -> String {
    fs.iter().map(|f| face(*f)).collect::<Vec<_>>().join(" · ")
}

fn mean_swords(fs: [Face; 6]) -> f64 {
    f64::from(fs.iter().map(|f| f.swords()).sum::<u8>()) / 6.0
}

fn reward(r: Reward) -> String {
    match r {
        Reward::Item(Item::Amulet(a)) => format!("Amulet of {a:?}"),
        Reward::Item(i) => format!("{i:?}"),
        Reward::ResourceCart => "resource cart".to_owned(),
        Reward::SoulStone(SoulStone::Small) => "small soul stone".to_owned(),
        Reward::SoulStone(s) => format!("{s:?} soul stone"),
    }
}

/// Every component of Karak 2 as Markdown.
pub fn markdown() -> String {
    let mut s = String::new();
    let _ = writeln!(s, "## Heroes (6 [rulebook])\n");
    for h in HEROES {
        let _ = writeln!(s, "- {h:?}");
    }

    let _ = writeln!(
        s,
        "\n## Start tile ([rulebook]: three hexagons, Karak Castle in the middle; the others [reconstructed])\n"
    );
    let _ = writeln!(s, "| hexagon (q, r) | kind | yields | chasms |");
    let _ = writeln!(s, "|---|---|---|---|");
    for (hex, kind, edges) in START {
        let _ = writeln!(
            s,
            "| ({}, {}) | {kind:?} | {} | {} |",
            hex.q,
            hex.r,
            resources(kind.yields()),
            chasms(edges)
        );
    }

    let _ = writeln!(
        s,
        "\n## Landscape tiles (28: 18 tier 1, 10 tier 2 [rulebook]; kinds per tier and chasms [reconstructed])\n"
    );
    let _ = writeln!(s, "| # | tier | kind | yields | chasms |");
    let _ = writeln!(s, "|---:|---|---|---|---|");
    for (i, t) in TILES.iter().enumerate() {
        let _ = writeln!(
            s,
            "| {i} | {:?} | {:?} | {} | {} |",
            t.tier,
            t.kind,
            resources(t.kind.yields()),
            chasms(t.chasms)
        );
    }

    let _ = writeln!(
        s,
        "\n## Monster armies (36 tokens; kinds, counts, rewards [rulebook]; strengths [reconstructed])\n"
    );
    let _ = writeln!(s, "| kind | tokens | strength | reward |");
    let _ = writeln!(s, "|---|---:|---:|---|");
    for (kind, count, strength) in ARMY_KINDS {
        let token = super::ARMY.iter().find(|t| t.kind == kind);
        let rewards = if count == 5
            && token.is_some_and(|t| matches!(t.reward, Reward::Item(Item::Amulet(_))))
        {
            "one amulet each: Resources, Glory, Action, Protection, Titan".to_owned()
        } else {
            token.map(|t| reward(t.reward)).unwrap_or_default()
        };
        let _ = writeln!(s, "| {kind:?} | {count} | {strength} | {rewards} |");
    }
    let _ = writeln!(
        s,
        "\nThe Dark General: {} + one per praetorian; praetorians 2p {}, 3p {}, 4p {}, 5p {} [rulebook].",
        super::GENERAL_BASE,
        praetorians(2),
        praetorians(3),
        praetorians(4),
        praetorians(5)
    );

    let _ = writeln!(
        s,
        "\n## Dice (supply [rulebook]; faces [reconstructed] within the rulebook's constraints)\n"
    );
    let _ = writeln!(
        s,
        "| die | supply | faces | swords on average | skull faces | price |"
    );
    let _ = writeln!(s, "|---|---:|---|---:|---:|---|");
    let skulls = |fs: [Face; 6]| {
        fs.iter()
            .filter(|f| matches!(f, Face::Skull | Face::TwoSkulls))
            .count()
    };
    let _ = writeln!(
        s,
        "| hero | 1 per hero | {} | {:.2} | {} | — |",
        faces(HERO_DIE),
        mean_swords(HERO_DIE),
        skulls(HERO_DIE)
    );
    for u in UNITS {
        let price = u.price().map_or_else(|| "—".to_owned(), resources);
        let _ = writeln!(
            s,
            "| {u:?} | {} | {} | {:.2} | {} | {price} |",
            u.supply(),
            faces(u.faces()),
            mean_swords(u.faces()),
            skulls(u.faces())
        );
    }

    let _ = writeln!(
        s,
        "\n## Buildings (stable and city [rulebook]; the rest [reconstructed])\n"
    );
    let _ = writeln!(s, "| building | cost |");
    let _ = writeln!(s, "|---|---|");
    let _ = writeln!(s, "| city | {} |", resources(CITY_COST));
    for b in BUILDINGS {
        let _ = writeln!(s, "| {b:?} | {} |", resources(b.cost()));
    }
    s
}
