//! The card set as Markdown tables (for `cargo run -p rules --bin cards -- goblin` and
//! `docs/goblin-cards.md`).

use super::{
    ActionFace, CardId, Colour, Curse, EquipFace, Level, Reward, Slot, COLOURS, HEROES, LEVEL_I,
    LEVEL_II, LEVEL_III, LORDS, POTIONS, STARTING, STARTING_CARDS,
};
use std::fmt::Write;

fn colour(c: Colour) -> &'static str {
    match c {
        Colour::Red => "red",
        Colour::Green => "green",
        Colour::Blue => "blue",
        Colour::Yellow => "yellow",
    }
}

fn effects(f: &ActionFace) -> String {
    let mut out = Vec::new();
    for (n, what) in [
        (f.attack, "attack"),
        (f.defence, "defence"),
        (f.draw, "draw"),
        (f.heal, "heal"),
    ] {
        if n > 0 {
            out.push(format!("{what} {n}"));
        }
    }
    out.join(", ")
}

fn next(f: &ActionFace) -> String {
    COLOURS
        .iter()
        .filter(|c| f.next.has(**c))
        .map(|c| colour(*c))
        .collect::<Vec<_>>()
        .join(", ")
}

fn gear(e: &EquipFace) -> String {
    let mut out = vec![match e.slot {
        Slot::Weapon => "weapon".to_owned(),
        Slot::Armour => "armour".to_owned(),
    }];
    for (n, what) in [
        (e.attack, "attack"),
        (e.defence, "defence"),
        (e.heart, "heart"),
        (e.hand, "hand +"),
    ] {
        if n > 0 {
            out.push(format!("{what} {n}"));
        }
    }
    out.join(", ")
}

fn curse(c: Curse) -> String {
    match c {
        Curse::Colour(c) => format!("no {}", colour(c)),
        Curse::Effect(e) => format!("no {e:?} effect").to_lowercase(),
        Curse::Equipment(s) => format!("no {s:?}").to_lowercase(),
    }
}

fn reward(r: &Reward) -> String {
    match r {
        Reward::Action(f) => format!(
            "action: {} — {} → {}",
            colour(f.colour),
            effects(f),
            next(f)
        ),
        Reward::Equipment(e) => gear(e),
        Reward::Key => "key".to_owned(),
        Reward::Victory => "the game".to_owned(),
    }
}

/// The whole set as Markdown: starting cards by hero, then the monsters level by level, the
/// lords and the potions. Every value is `[reconstructed]` unless the table says otherwise.
pub fn markdown() -> String {
    let mut s = String::new();
    let _ = writeln!(
        s,
        "## Starting cards (36 [rulebook]; faces [reconstructed])\n"
    );
    let _ = writeln!(s, "| id | hero | card | colour | effects | next colours |");
    let _ = writeln!(s, "|---:|---|---|---|---|---|");
    for (i, c) in STARTING.iter().enumerate() {
        let _ = writeln!(
            s,
            "| {i} | {:?} | {} | {} | {} | {} |",
            HEROES[i / STARTING_CARDS],
            c.name,
            colour(c.face.colour),
            effects(&c.face),
            next(&c.face)
        );
    }
    let levels: [(&str, Level, &[super::MonsterCard]); 4] = [
        ("Level I", Level::I, &LEVEL_I),
        ("Level II", Level::II, &LEVEL_II),
        ("Level III", Level::III, &LEVEL_III),
        ("Lords (one per game)", Level::Lord, &LORDS),
    ];
    for (title, level, cards) in levels {
        let _ = writeln!(
            s,
            "\n## {title} ({} cards [rulebook count]; values [reconstructed])\n",
            cards.len()
        );
        let _ = writeln!(s, "| id | monster | attack | HP | curses | reward |");
        let _ = writeln!(s, "|---:|---|---:|---:|---|---|");
        for (id, m) in CardId::of_level(level).zip(cards) {
            let curses: Vec<String> = m.curses.iter().map(curse).collect();
            let _ = writeln!(
                s,
                "| {} | {} | {} | {} | {} | {} |",
                id.0,
                m.name,
                m.attack,
                m.hp,
                if curses.is_empty() {
                    "—".to_owned()
                } else {
                    curses.join(", ")
                },
                reward(&m.reward)
            );
        }
    }
    let _ = writeln!(
        s,
        "\n## Potions (13 in 3 kinds [rulebook]; split [reconstructed])\n\n| potion | cards |\n|---|---:|\n| healing | {} |\n| strength | {} |\n| countercurse | {} |",
        POTIONS[0], POTIONS[1], POTIONS[2]
    );
    s
}
