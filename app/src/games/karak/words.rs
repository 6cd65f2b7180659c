//! Events in words a player would say, for the log, the toasts and the combat verdict
//! (English and German here; French in [`super::words_fr`]).

use rules::karak::{CombatResult, EndReason, Event, RollReason, TileView};
use rules::Seat;

use super::names::{item_name, the_monster, tile_kind_name, token_name};
use crate::i18n::Lang;

mod fr;

/// Names the seats as the log shows them ("Anna (Horan)").
pub trait SeatNames {
    /// The display name of a seat.
    fn seat_name(&self, seat: Seat) -> String;
}

impl<F: Fn(Seat) -> String> SeatNames for F {
    fn seat_name(&self, seat: Seat) -> String {
        self(seat)
    }
}

/// The tile with `index` as a sentence names it ("a room"), if it is known.
pub(super) fn tile_word(tiles: &[TileView], index: u8, lang: Lang) -> String {
    match tiles.iter().find(|t| t.index == index) {
        Some(t) => tile_kind_name(t.tile.kind, lang).to_owned(),
        None => match lang {
            Lang::En => "a tile".to_owned(),
            Lang::De => "ein Feld".to_owned(),
            Lang::Fr => "une tuile".to_owned(),
        },
    }
}

/// One event as a sentence, or `None` for bookkeeping events the log leaves out.
pub fn describe(
    event: &Event,
    lang: Lang,
    names: &impl SeatNames,
    tiles: &[TileView],
) -> Option<String> {
    if lang == Lang::Fr {
        return fr::describe(event, names, tiles);
    }
    let n = |s: &Seat| names.seat_name(*s);
    let de = lang == Lang::De;
    Some(match event {
        Event::StartingPlayer { seat } => {
            if de {
                format!("{} beginnt (höchster Wurf).", n(seat))
            } else {
                format!("{} starts (highest roll).", n(seat))
            }
        }
        Event::TurnStarted { .. } | Event::TurnEnded { .. } => return None,
        Event::TurnSkipped { seat, hp } => {
            if de {
                format!(
                    "{} ist bewusstlos, setzt aus und erholt sich auf {hp} LP.",
                    n(seat)
                )
            } else {
                format!(
                    "{} is unconscious, skips the turn and recovers to {hp} HP.",
                    n(seat)
                )
            }
        }
        Event::Moved { seat, to, .. } => {
            let t = tile_word(tiles, *to, lang);
            if de {
                format!("{} geht auf {t}.", n(seat))
            } else {
                format!("{} walks onto {t}.", n(seat))
            }
        }
        Event::AstralWalked { seat, .. } => {
            if de {
                format!("{} geht durch die Wand (Astralwandeln).", n(seat))
            } else {
                format!("{} walks through the wall (Astral Walking).", n(seat))
            }
        }
        Event::Teleported { seat, .. } => {
            if de {
                format!("{} reist durch das Teleportationstor.", n(seat))
            } else {
                format!("{} travels through the teleportation gate.", n(seat))
            }
        }
        Event::Charged { seat, hp, .. } => {
            if de {
                format!("{} stürmt am Monster vorbei (noch {hp} LP).", n(seat))
            } else {
                format!("{} charges past the monster ({hp} HP left).", n(seat))
            }
        }
        Event::TileDrawn { seat, tile } => {
            let k = tile_kind_name(tile.kind, lang);
            if de {
                format!("{} deckt {k} auf.", n(seat))
            } else {
                format!("{} uncovers {k}.", n(seat))
            }
        }
        Event::TilePlaced { .. } => return None,
        Event::OracleDrewTwo { seat } => {
            if de {
                format!("{} zieht zwei Plättchen (Schicksalsweberin).", n(seat))
            } else {
                format!("{} draws two tokens (Fateweaver).", n(seat))
            }
        }
        Event::TokenPlaced { token, .. } => {
            let t = token_name(*token, lang);
            if de {
                format!("Im Raum: {t}!")
            } else {
                format!("In the room: {t}!")
            }
        }
        Event::TokenReturned { .. } => {
            if de {
                "Das andere Plättchen geht zurück in den Beutel.".to_owned()
            } else {
                "The other token goes back into the bag.".to_owned()
            }
        }
        Event::Sneaked { seat, .. } => {
            if de {
                format!("{} schleicht am Monster vorbei.", n(seat))
            } else {
                format!("{} sneaks past the monster.", n(seat))
            }
        }
        Event::CombatStarted {
            seat,
            monster,
            strength,
            ..
        } => {
            let m = token_name(*monster, lang);
            if de {
                format!("{} kämpft gegen: {m} (Stärke {strength}).", n(seat))
            } else {
                format!(
                    "{} fights {} (strength {strength}).",
                    n(seat),
                    the_monster(*monster, lang)
                )
            }
        }
        Event::DiceRolled { seat, dice, reason } => {
            let why = match (reason, de) {
                (RollReason::StartingPlayer, false) => " for the start",
                (RollReason::StartingPlayer, true) => " für den Start",
                (RollReason::Combat, _) => "",
                (RollReason::DoubleAttack, false) => " again (Double Attack)",
                (RollReason::DoubleAttack, true) => " erneut (Doppelangriff)",
                (RollReason::DualAttack, false) => " one die again (Dual Attack)",
                (RollReason::DualAttack, true) => " einen Würfel erneut (Zweihandangriff)",
                (RollReason::CombatTraining, false) => " a 1 again (Combat Training)",
                (RollReason::CombatTraining, true) => " eine 1 erneut (Kampftraining)",
            };
            if de {
                format!("{} würfelt{why}: {} und {}.", n(seat), dice[0], dice[1])
            } else {
                format!("{} rolls{why}: {} and {}.", n(seat), dice[0], dice[1])
            }
        }
        Event::FlamesUsed { seat, consumed } => match (de, consumed) {
            (false, true) => format!("{} casts Magic Flames: +1.", n(seat)),
            (false, false) => format!(
                "{} casts Magic Flames: +1, and keeps the spell (Magical Affinity).",
                n(seat)
            ),
            (true, true) => format!("{} setzt Magisches Feuer ein: +1.", n(seat)),
            (true, false) => format!(
                "{} setzt Magisches Feuer ein: +1 und behält den Zauber (Magische Affinität).",
                n(seat)
            ),
        },
        Event::Sacrificed { seat, hp } => {
            if de {
                format!("{} opfert 1 LP für +1 (noch {hp} LP).", n(seat))
            } else {
                format!("{} sacrifices 1 HP for +1 ({hp} HP left).", n(seat))
            }
        }
        Event::CombatResolved {
            seat,
            monster,
            dice,
            weapons,
            spells,
            skill,
            total,
            strength,
            result,
        } => {
            let m = token_name(*monster, lang);
            let the_m = the_monster(*monster, lang);
            let sum = format!(
                "{}+{} + {weapons} + {spells} + {skill} = {total} vs {strength}",
                dice[0], dice[1]
            );
            match (result, de) {
                (CombatResult::Victory, false) => {
                    format!("Victory — {} defeats {the_m} ({sum}).", n(seat))
                }
                (CombatResult::Tie, false) => {
                    format!("Tie — {the_m} holds ({sum}); {} falls back.", n(seat))
                }
                (CombatResult::Defeat, false) => format!("Defeat — {the_m} wins ({sum})."),
                (CombatResult::Victory, true) => {
                    format!("Sieg — {} besiegt: {m} ({sum}).", n(seat))
                }
                (CombatResult::Tie, true) => format!(
                    "Unentschieden — {m} hält stand ({sum}); {} weicht zurück.",
                    n(seat)
                ),
                (CombatResult::Defeat, true) => format!("Niederlage — {m} siegt ({sum})."),
            }
        }
        Event::Looted { seat, item } => {
            let i = item_name(*item, lang);
            if de {
                format!("{} erbeutet: {i}.", n(seat))
            } else {
                format!("{} takes the loot: {i}.", n(seat))
            }
        }
        Event::ItemLeft { seat, item, .. } => {
            let i = item_name(*item, lang);
            if de {
                format!("{} lässt liegen: {i}.", n(seat))
            } else {
                format!("{} leaves {i} on the floor.", n(seat))
            }
        }
        Event::PickedUp { seat, item, .. } => {
            let i = item_name(*item, lang);
            if de {
                format!("{} hebt auf: {i}.", n(seat))
            } else {
                format!("{} picks up {i}.", n(seat))
            }
        }
        Event::ChestOpened { seat, .. } => {
            if de {
                format!(
                    "{} öffnet die Truhe mit dem Schlüssel: ein Schatz!",
                    n(seat)
                )
            } else {
                format!("{} unlocks the chest with the key: a treasure!", n(seat))
            }
        }
        Event::Retreated { seat, to, .. } => {
            let t = tile_word(tiles, *to, lang);
            if de {
                format!("{} weicht zurück auf {t}.", n(seat))
            } else {
                format!("{} retreats to {t}.", n(seat))
            }
        }
        Event::Wounded { seat, hp } => {
            if de {
                format!("{} verliert 1 LP (noch {hp}).", n(seat))
            } else {
                format!("{} loses 1 HP ({hp} left).", n(seat))
            }
        }
        Event::Unconscious { seat } => {
            if de {
                format!(
                    "{} bricht bewusstlos zusammen und setzt die nächste Runde aus.",
                    n(seat)
                )
            } else {
                format!("{} falls unconscious and will miss the next turn.", n(seat))
            }
        }
        Event::Reincarnated { seat, .. } => {
            if de {
                format!(
                    "{} erwacht geheilt an einem Brunnen (Wiedergeburt).",
                    n(seat)
                )
            } else {
                format!(
                    "{} wakes at a fountain, fully healed (Reincarnation).",
                    n(seat)
                )
            }
        }
        Event::Healed { seat, hp, .. } => {
            if de {
                format!("{} heilt am Brunnen auf {hp} LP.", n(seat))
            } else {
                format!("{} heals at the fountain to {hp} HP.", n(seat))
            }
        }
        Event::Cursed { seat, by } => {
            if de {
                format!("{} verflucht {}.", n(by), n(seat))
            } else {
                format!("{} curses {}.", n(by), n(seat))
            }
        }
        Event::CurseKept { by } => {
            if de {
                format!("{} lässt den Fluch, wo er ist.", n(by))
            } else {
                format!("{} leaves the curse where it is.", n(by))
            }
        }
        Event::CurseLifted { seat } => {
            if de {
                format!("Der Fluch auf {} ist gebrochen.", n(seat))
            } else {
                format!("The curse on {} is lifted.", n(seat))
            }
        }
        Event::PortalCast { seat, target, .. } => {
            if de {
                format!("{} öffnet ein Heilportal für {}.", n(seat), n(target))
            } else {
                format!("{} opens a Portal of Healing for {}.", n(seat), n(target))
            }
        }
        Event::Swapped { seat, with } => {
            if de {
                format!(
                    "{} tauscht den Platz mit {} (Magischer Tausch).",
                    n(seat),
                    n(with)
                )
            } else {
                format!("{} swaps places with {} (Magic Swap).", n(seat), n(with))
            }
        }
        Event::Unstoppable { seat } => {
            if de {
                format!(
                    "{} hat eine 6 gewürfelt und darf weiterziehen (Unaufhaltsam).",
                    n(seat)
                )
            } else {
                format!("{} rolled a 6 and may go on (Unstoppable).", n(seat))
            }
        }
        Event::GameOver { reason } => match (reason, de) {
            (EndReason::DragonDefeated, false) => {
                "The dragon is slain! The game is over.".to_owned()
            }
            (EndReason::DragonDefeated, true) => {
                "Der Drache ist besiegt! Das Spiel ist vorbei.".to_owned()
            }
            (EndReason::SixTreasures, false) => "Six treasures! The game is over.".to_owned(),
            (EndReason::SixTreasures, true) => "Sechs Schätze! Das Spiel ist vorbei.".to_owned(),
        },
    })
}
