//! Goblin's things and events in words: colours, effects, curses, wares, and one sentence per
//! event for the log and the toasts ("Anna (Horan) plays Cleave.").

use rules::goblin::{
    CardId, Colour, Curse, Effect, Event, Hero, Level, Payment, Potion, Slot, Ware,
};
use rules::Seat;

use super::texts::{texts, GoblinTexts};
use crate::i18n::Lang;

/// A hero's class ("Warrior").
pub fn hero_class(hero: Hero, lang: Lang) -> &'static str {
    super::labels::labels(lang).hero_class[hero as usize]
}

/// A colour's name ("red").
pub fn colour(c: Colour, lang: Lang) -> &'static str {
    texts(lang).colours[c as usize]
}

/// An effect's name ("attack").
pub fn effect(e: Effect, lang: Lang) -> &'static str {
    texts(lang).effects[e as usize]
}

/// A level's name ("Level II").
pub fn level(l: Level, lang: Lang) -> &'static str {
    texts(lang).levels[l as usize]
}

/// A potion's name ("potion of healing").
pub fn potion(p: Potion, lang: Lang) -> &'static str {
    texts(lang).potions[p as usize]
}

fn slot(s: Slot, lang: Lang) -> &'static str {
    texts(lang).slots[s as usize]
}

/// A curse in words ("no red cards").
pub fn curse(c: Curse, lang: Lang) -> String {
    let t = texts(lang);
    match c {
        Curse::Colour(x) => t.curse_colour.replace("{x}", colour(x, lang)),
        Curse::Effect(x) => t.curse_effect.replace("{x}", effect(x, lang)),
        Curse::Equipment(x) => t.curse_slot.replace("{x}", slot(x, lang)),
    }
}

/// What a purchase is ("potion of healing", "Goblin Scout").
pub fn ware(w: Ware, lang: Lang) -> String {
    match w {
        Ware::Potion(p) => potion(p, lang).to_owned(),
        Ware::Pawned(c) => c.name().to_owned(),
    }
}

/// What paid for a purchase.
pub fn payment(p: Payment, lang: Lang) -> String {
    match p {
        Payment::Weapon => slot(Slot::Weapon, lang).to_owned(),
        Payment::Armour => slot(Slot::Armour, lang).to_owned(),
        Payment::Card(c) => c.name().to_owned(),
    }
}

pub use crate::i18n::fill;

/// A sentence for an event the log leaves out (a card put on the deck while arranging it,
/// the end of a turn), for a replay step that has nothing else to tell.
pub fn describe_quiet(event: &Event, lang: Lang, name: &dyn Fn(Seat) -> String) -> Option<String> {
    let t: &GoblinTexts = texts(lang);
    match event {
        Event::Placed { seat, .. } => Some(fill(t.ev_placed, &[("{who}", &name(Seat(*seat)))])),
        Event::TurnEnded { seat } => Some(fill(t.ev_turn_over, &[("{who}", &name(Seat(*seat)))])),
        _ => None,
    }
}

/// One event as a sentence, or `None` for bookkeeping the log leaves out. `name` names a
/// seat ("Anna (Horan)").
pub fn describe(event: &Event, lang: Lang, name: &dyn Fn(Seat) -> String) -> Option<String> {
    let t: &GoblinTexts = texts(lang);
    let who = |seat: &u8| name(Seat(*seat));
    let card = |c: &CardId| c.name().to_owned();
    Some(match event {
        Event::LordDrawn { lord } => fill(t.ev_lord, &[("{card}", &card(lord))]),
        Event::TurnStarted { .. } | Event::TurnEnded { .. } | Event::Placed { .. } => return None,
        Event::RowRefilled { .. } | Event::GateRevealed { .. } => return None,
        Event::Revived { seat, healed } => fill(
            t.ev_revived,
            &[("{who}", &who(seat)), ("{n}", &healed.to_string())],
        ),
        Event::VisitedMerchant { seat } => fill(t.ev_merchant, &[("{who}", &who(seat))]),
        Event::FightStarted { seat, monster, .. } => fill(
            t.ev_fight,
            &[("{who}", &who(seat)), ("{card}", &card(monster))],
        ),
        Event::Discarded { seat, card: c } => fill(
            t.ev_discarded,
            &[("{who}", &who(seat)), ("{card}", &card(c))],
        ),
        Event::Played {
            seat,
            card: c,
            ability,
        } => fill(
            if *ability {
                t.ev_played_ability
            } else {
                t.ev_played
            },
            &[("{who}", &who(seat)), ("{card}", &card(c))],
        ),
        Event::Drew {
            seat,
            card: Some(c),
        } => fill(
            t.ev_drew_card,
            &[("{who}", &who(seat)), ("{card}", &card(c))],
        ),
        Event::Drew { seat, card: None } => fill(t.ev_drew, &[("{who}", &who(seat))]),
        Event::DrawSkipped { seat, .. } => fill(t.ev_draw_skipped, &[("{who}", &who(seat))]),
        Event::Reshuffled { seat, cards } => fill(
            t.ev_reshuffled,
            &[("{who}", &who(seat)), ("{n}", &cards.to_string())],
        ),
        Event::TaiaKept { seat, .. } => fill(t.ev_taia, &[("{who}", &who(seat))]),
        Event::Healed { seat, healed } => fill(
            t.ev_healed,
            &[("{who}", &who(seat)), ("{n}", &healed.to_string())],
        ),
        Event::Drank {
            seat,
            curse: Some(c),
            ..
        } => fill(
            t.ev_countered,
            &[("{who}", &who(seat)), ("{curse}", &curse(*c, lang))],
        ),
        Event::Drank {
            seat,
            potion: p,
            curse: None,
        } => fill(
            t.ev_drank,
            &[("{who}", &who(seat)), ("{potion}", potion(*p, lang))],
        ),
        Event::HitsTaken {
            seat,
            attack,
            defence,
            lost,
            ..
        } => fill(
            match *lost {
                0 => t.ev_no_hits,
                1 => t.ev_hit,
                _ => t.ev_hits,
            },
            &[
                ("{who}", &who(seat)),
                ("{n}", &lost.to_string()),
                ("{a}", &attack.to_string()),
                ("{d}", &defence.to_string()),
            ],
        ),
        Event::LastHpLost { seat } => fill(t.ev_last_hp, &[("{who}", &who(seat))]),
        Event::Struck {
            seat,
            attack,
            hp,
            won,
        } => fill(
            if *won {
                t.ev_struck_won
            } else {
                t.ev_struck_lost
            },
            &[
                ("{who}", &who(seat)),
                ("{a}", &attack.to_string()),
                ("{hp}", &hp.to_string()),
            ],
        ),
        Event::Won { seat, card: c } => {
            fill(t.ev_won, &[("{who}", &who(seat)), ("{card}", &card(c))])
        }
        Event::Equipped { seat, card: c, .. } => fill(
            t.ev_equipped,
            &[("{who}", &who(seat)), ("{card}", &card(c))],
        ),
        Event::Pawned { seat, card: c } => {
            fill(t.ev_pawned, &[("{who}", &who(seat)), ("{card}", &card(c))])
        }
        Event::Bought {
            seat,
            ware: w,
            payment: p,
        } => fill(
            t.ev_bought,
            &[
                ("{who}", &who(seat)),
                ("{ware}", &ware(*w, lang)),
                ("{card}", &payment(*p, lang)),
            ],
        ),
        Event::GameOver { winner } => fill(t.ev_game_over, &[("{who}", &who(winner))]),
    })
}

/// A hero's proper name ("Horan"), the same in every language.
pub fn hero_name(hero: Hero) -> &'static str {
    match hero {
        Hero::Argentus => "Argentus",
        Hero::Horan => "Horan",
        Hero::Xanros => "Xanros",
        Hero::Aderyn => "Aderyn",
        Hero::Victorius => "Victorius",
        Hero::Taia => "Taia",
    }
}
