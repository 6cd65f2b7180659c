//! Karak 2's things and events in words: heroes, tiles, armies, dice, items and buildings, and
//! one sentence per event for the log and the toasts ("Anna (Horan) gathers 1 food.").

use rules::karak2::data::{Face, Hero, Item, Resources, Reward, TileKind, Unit, ARMY, TILES};
use rules::karak2::Event;
use rules::Seat;

use super::texts::texts;
use crate::i18n::{fill, Lang};

/// A hero's name as printed on its board ("Horan").
pub fn hero_name(hero: Hero) -> &'static str {
    match hero {
        Hero::Horan => "Horan",
        Hero::Taia => "Taia",
        Hero::Xanros => "Xanros",
        Hero::Elspeth => "Elspeth",
        Hero::Lorraine => "Lorraine",
        Hero::Darius => "Darius",
    }
}

/// A hero's title ("Warrior").
pub fn hero_class(hero: Hero, lang: Lang) -> &'static str {
    super::labels::labels(lang).hero_class[hero as usize]
}

/// A tile kind's name ("Big farm").
pub fn tile_kind(kind: TileKind, lang: Lang) -> &'static str {
    texts(lang).tile_kinds[kind as usize]
}

/// The deck's tile `tile` in words: its kind and its chasms' count ("Forest, 1 chasm").
pub fn deck_tile(tile: u8, lang: Lang) -> String {
    let Some(t) = TILES.get(usize::from(tile)) else {
        return "?".to_owned();
    };
    let words = texts(lang);
    let kind = tile_kind(t.kind, lang);
    match t.chasms.len() {
        0 => kind.to_owned(),
        1 => fill(words.one_chasm, &[("{kind}", kind)]),
        n => fill(words.chasms, &[("{kind}", kind), ("{n}", &n.to_string())]),
    }
}

/// An army token in words ("Dark Dryads 4").
pub fn army(token: u8, lang: Lang) -> String {
    ARMY.get(usize::from(token)).map_or_else(
        || "?".to_owned(),
        |a| format!("{} {}", texts(lang).army_kinds[a.kind as usize], a.strength),
    )
}

/// A unit die's name ("Knight").
pub fn unit(u: Unit, lang: Lang) -> &'static str {
    texts(lang).units[u as usize]
}

/// An item's name ("Warhammer", "Amulet of Glory").
pub fn item(i: Item, lang: Lang) -> &'static str {
    let t = texts(lang);
    match i {
        Item::Sword => t.items[0],
        Item::Warhammer => t.items[1],
        Item::Fireball => t.items[2],
        Item::Pickpocket => t.items[3],
        Item::Amulet(a) => t.amulets[a as usize],
    }
}

/// Resources in words, the empty ones left out ("2 food, 1 stone"; "none").
pub fn resources(r: Resources, lang: Lang) -> String {
    let t = texts(lang);
    let parts: Vec<String> = [r.food, r.wood, r.stone]
        .iter()
        .zip(t.resources)
        .filter(|(n, _)| **n > 0)
        .map(|(n, name)| format!("{n} {name}"))
        .collect();
    if parts.is_empty() {
        t.none.to_owned()
    } else {
        parts.join(", ")
    }
}

/// A reward in words ("a Sword", "a large soul stone").
pub fn reward(r: Reward, lang: Lang) -> String {
    let t = texts(lang);
    match r {
        Reward::Item(i) => item(i, lang).to_owned(),
        Reward::ResourceCart => t.cart.to_owned(),
        Reward::SoulStone(s) => t.stones[s as usize].to_owned(),
    }
}

/// A reward as the object of "wins" ("a Sword", "a large soul stone", "the Archstone").
fn reward_won(r: Reward, lang: Lang) -> String {
    match r {
        Reward::SoulStone(s) => texts(lang).stones_object[s as usize].to_owned(),
        other => reward(other, lang),
    }
}

/// A die's face ("2 ⚔", "skull").
pub fn face(f: Face, lang: Lang) -> String {
    let t = texts(lang);
    match f {
        Face::Swords(n) => format!("{n} ⚔"),
        Face::Blank => t.faces[0].to_owned(),
        Face::Skull => t.faces[1].to_owned(),
        Face::TwoSkulls => t.faces[2].to_owned(),
    }
}

/// A sentence for an event the log leaves out (a hero's step, the end of a turn), for a
/// replay step that has nothing else to tell.
pub fn describe_quiet(event: &Event, lang: Lang, name: &dyn Fn(Seat) -> String) -> Option<String> {
    let t = texts(lang);
    match event {
        Event::Moved { seat, .. } => Some(fill(t.ev_moved, &[("{who}", &name(*seat))])),
        Event::TurnEnded { seat } => Some(fill(t.ev_turn_over, &[("{who}", &name(*seat))])),
        Event::TileDrawn { .. } => Some(t.ev_explores.to_owned()),
        _ => None,
    }
}

/// One event as a sentence, or `None` for bookkeeping the log leaves out. `name` names a
/// seat ("Anna (Horan)").
pub fn describe(event: &Event, lang: Lang, name: &dyn Fn(Seat) -> String) -> Option<String> {
    let t = texts(lang);
    let n = |x: u8| x.to_string();
    Some(match event {
        Event::StartingRolls { first, .. } => fill(t.ev_first, &[("{who}", &name(*first))]),
        Event::TurnStarted { seat, actions } => {
            fill(t.ev_turn, &[("{who}", &name(*seat)), ("{n}", &n(*actions))])
        }
        Event::WokeUp { seat, lives } => {
            fill(t.ev_woke, &[("{who}", &name(*seat)), ("{n}", &n(*lives))])
        }
        Event::TurnEnded { .. } | Event::Moved { .. } | Event::TileDrawn { .. } => return None,
        Event::TileLaid { tile, .. } => fill(t.ev_tile, &[("{tile}", &deck_tile(*tile, lang))]),
        Event::ArmiesDrawn { tokens, .. } => {
            let armies: Vec<String> = tokens.iter().map(|a| army(*a, lang)).collect();
            let template = if armies.len() == 1 {
                t.ev_army
            } else {
                t.ev_armies
            };
            fill(template, &[("{armies}", &armies.join(", "))])
        }
        Event::GeneralRevealed { praetorians, .. } => {
            fill(t.ev_general, &[("{n}", &n(*praetorians))])
        }
        Event::Healed { seat, lives } => {
            fill(t.ev_healed, &[("{who}", &name(*seat)), ("{n}", &n(*lives))])
        }
        Event::Gathered { seat, got, .. } => fill(
            t.ev_gathered,
            &[("{who}", &name(*seat)), ("{got}", &resources(*got, lang))],
        ),
        Event::CityBuilt { seat, paid, .. } => fill(
            t.ev_city,
            &[("{who}", &name(*seat)), ("{paid}", &resources(*paid, lang))],
        ),
        Event::BuildingBuilt {
            seat,
            building,
            paid,
        } => fill(
            t.ev_building,
            &[
                ("{who}", &name(*seat)),
                ("{building}", t.buildings[*building as usize]),
                ("{paid}", &resources(*paid, lang)),
            ],
        ),
        Event::RecruitingBegun { seat } => fill(t.ev_recruiting, &[("{who}", &name(*seat))]),
        Event::UnitJoined { seat, unit: u } => fill(
            t.ev_joined,
            &[
                ("{who}", &name(*seat)),
                ("{unit}", t.units_object[*u as usize]),
            ],
        ),
        Event::UnitDismissed { seat, unit: u } => fill(
            t.ev_dismissed,
            &[
                ("{who}", &name(*seat)),
                ("{unit}", t.units_object[*u as usize]),
            ],
        ),
        Event::Eradicated {
            seat,
            plague_lifted,
        } => fill(
            if *plague_lifted {
                t.ev_eradicated
            } else {
                t.ev_rested
            },
            &[("{who}", &name(*seat))],
        ),
        Event::BattleBegun {
            seat,
            general,
            strength,
            ..
        } => fill(
            if *general {
                t.ev_battle_general
            } else {
                t.ev_battle
            },
            &[("{who}", &name(*seat)), ("{n}", &n(*strength))],
        ),
        Event::ClawsAndFangs { seat, token } => fill(
            t.ev_claws,
            &[("{who}", &name(*seat)), ("{army}", &army(*token, lang))],
        ),
        Event::Rolled { seat, hero, units } => {
            // "Hero die: skull · Knight: 2 ⚔": each die named before its face.
            let c = lang.colon();
            let mut faces = vec![format!("{}{c}{}", t.hero_die, face(*hero, lang))];
            faces.extend(
                units
                    .iter()
                    .map(|(u, f)| format!("{}{c}{}", unit(*u, lang), face(*f, lang))),
            );
            fill(
                t.ev_rolled,
                &[("{who}", &name(*seat)), ("{faces}", &faces.join(" · "))],
            )
        }
        Event::FireballCast { seat } => fill(t.ev_fireball, &[("{who}", &name(*seat))]),
        Event::Protected { seat } => fill(t.ev_protected, &[("{who}", &name(*seat))]),
        Event::Struck {
            seat,
            attack,
            strength,
            won,
        } => fill(
            if *won { t.ev_won } else { t.ev_lost },
            &[
                ("{who}", &name(*seat)),
                ("{attack}", &n(*attack)),
                ("{n}", &n(*strength)),
            ],
        ),
        Event::UnitsLost { seat, units } => {
            let lost: Vec<&str> = units.iter().map(|u| unit(*u, lang)).collect();
            fill(
                t.ev_units_lost,
                &[("{who}", &name(*seat)), ("{units}", &lost.join(", "))],
            )
        }
        Event::RewardWon { seat, reward: r } => fill(
            t.ev_reward,
            &[("{who}", &name(*seat)), ("{reward}", &reward_won(*r, lang))],
        ),
        Event::PraetorianRemoved { seat, left } => fill(
            t.ev_praetorian,
            &[("{who}", &name(*seat)), ("{n}", &n(*left))],
        ),
        Event::Retreated { seat, .. } => fill(t.ev_retreated, &[("{who}", &name(*seat))]),
        Event::LivesNow { seat, lives } => {
            fill(t.ev_lives, &[("{who}", &name(*seat)), ("{n}", &n(*lives))])
        }
        Event::Unconscious { seat } => fill(t.ev_unconscious, &[("{who}", &name(*seat))]),
        Event::ItemDropped { seat, item: i, .. } => fill(
            t.ev_dropped,
            &[("{who}", &name(*seat)), ("{item}", item(*i, lang))],
        ),
        Event::PlagueAndMisery {
            seat,
            target,
            lost,
            city,
        } => {
            let blanks = [
                ("{who}", name(*seat)),
                ("{target}", name(*target)),
                ("{lost}", resources(*lost, lang)),
            ];
            let blanks: Vec<(&str, &str)> = blanks.iter().map(|(k, v)| (*k, v.as_str())).collect();
            match (*city, lost.total() > 0) {
                (true, false) => fill(t.ev_plague_city, &blanks),
                (true, true) => format!(
                    "{} {}",
                    fill(t.ev_plague_city, &blanks),
                    fill(t.ev_plague, &blanks)
                ),
                _ => fill(t.ev_plague, &blanks),
            }
        }
        Event::GeneralDefeated { seat } => fill(t.ev_general_defeated, &[("{who}", &name(*seat))]),
        Event::PickedUp { seat, items, .. } => {
            let names: Vec<&str> = items.iter().map(|i| item(*i, lang)).collect();
            fill(
                t.ev_picked_up,
                &[("{who}", &name(*seat)), ("{items}", &names.join(", "))],
            )
        }
        Event::PickpocketCast { seat, on } => fill(
            t.ev_pickpocket,
            &[("{who}", &name(*seat)), ("{target}", &name(*on))],
        ),
        Event::Stolen { seat, from, got } => fill(
            t.ev_stolen,
            &[
                ("{who}", &name(*seat)),
                ("{target}", &name(*from)),
                ("{got}", &resources(*got, lang)),
            ],
        ),
        Event::ScoutDrew { seat, .. } => fill(t.ev_scout, &[("{who}", &name(*seat))]),
        Event::ArmyReturned { token, .. } => {
            fill(t.ev_returned, &[("{army}", &army(*token, lang))])
        }
        Event::HawkeyeDrew { seat, .. } => fill(t.ev_hawkeye, &[("{who}", &name(*seat))]),
    })
}
