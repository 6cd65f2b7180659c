//! Events in French words, for the log, the toasts and the combat verdict: the French
//! half of [`super`], kept apart so neither file grows long. Heroes are named by
//! their seat ("Anna (Horan)"); sentences avoid adjectives that would need the hero's
//! gender ("hors de combat", not "inconscient·e").

use rules::karak::{CombatResult, EndReason, Event, RollReason, TileView};
use rules::Seat;

use super::super::names::{item_name, the_monster, tile_kind_name, token_name};
use super::{tile_word, SeatNames};
use crate::i18n::Lang;

const FR: Lang = Lang::Fr;

/// One event as a French sentence, or `None` for bookkeeping events the log leaves out.
pub fn describe(event: &Event, names: &impl SeatNames, tiles: &[TileView]) -> Option<String> {
    let n = |s: &Seat| names.seat_name(*s);
    Some(match event {
        Event::StartingPlayer { seat } => format!("{} commence (meilleur lancer).", n(seat)),
        Event::TurnStarted { .. } | Event::TurnEnded { .. } => return None,
        Event::TurnSkipped { seat, hp } => format!(
            "{} est hors de combat, passe son tour et remonte à {hp}\u{a0}PdV.",
            n(seat)
        ),
        Event::Moved { seat, to, .. } => {
            format!("{} avance jusqu'à {}.", n(seat), tile_word(tiles, *to, FR))
        }
        Event::AstralWalked { seat, .. } => {
            format!("{} traverse le mur (Marche astrale).", n(seat))
        }
        Event::Teleported { seat, .. } => {
            format!("{} passe par le portail de téléportation.", n(seat))
        }
        Event::Charged { seat, hp, .. } => format!(
            "{} charge à travers le monstre (reste {hp}\u{a0}PdV).",
            n(seat)
        ),
        Event::TileDrawn { seat, tile } => {
            format!("{} découvre {}.", n(seat), tile_kind_name(tile.kind, FR))
        }
        Event::TilePlaced { .. } => return None,
        Event::OracleDrewTwo { seat } => {
            format!("{} tire deux jetons (Tisseuse de destin).", n(seat))
        }
        Event::TokenPlaced { token, .. } => {
            format!("Dans la salle\u{a0}: {}\u{a0}!", token_name(*token, FR))
        }
        Event::TokenReturned { .. } => "L'autre jeton retourne dans le sac.".to_owned(),
        Event::Sneaked { seat, .. } => {
            format!("{} passe discrètement devant le monstre.", n(seat))
        }
        Event::CombatStarted {
            seat,
            monster,
            strength,
            ..
        } => format!(
            "{} affronte {} (force {strength}).",
            n(seat),
            the_monster(*monster, FR)
        ),
        Event::DiceRolled { seat, dice, reason } => {
            let what = match reason {
                RollReason::StartingPlayer => "lance les dés pour commencer",
                RollReason::Combat => "lance les dés",
                RollReason::DoubleAttack => "relance les dés (Double attaque)",
                RollReason::DualAttack => "relance un dé (Attaque ambidextre)",
                RollReason::CombatTraining => "relance un 1 (Entraînement au combat)",
            };
            format!("{} {what}\u{a0}: {} et {}.", n(seat), dice[0], dice[1])
        }
        Event::FlamesUsed { seat, consumed } => {
            if *consumed {
                format!("{} lance les Flammes magiques\u{a0}: +1.", n(seat))
            } else {
                format!(
                    "{} lance les Flammes magiques\u{a0}: +1, et garde le sort (Affinité magique).",
                    n(seat)
                )
            }
        }
        Event::Sacrificed { seat, hp } => format!(
            "{} sacrifie 1\u{a0}PdV pour +1 (reste {hp}\u{a0}PdV).",
            n(seat)
        ),
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
            let the_m = the_monster(*monster, FR);
            let sum = format!(
                "{}+{} + {weapons} + {spells} + {skill} = {total} contre {strength}",
                dice[0], dice[1]
            );
            match result {
                CombatResult::Victory => format!("Victoire — {} bat {the_m} ({sum}).", n(seat)),
                CombatResult::Tie => format!(
                    "Égalité — {the_m} tient bon ({sum})\u{a0}; {} se replie.",
                    n(seat)
                ),
                CombatResult::Defeat => format!("Défaite — {the_m} l'emporte ({sum})."),
            }
        }
        Event::Looted { seat, item } => format!(
            "{} remporte le butin\u{a0}: {}.",
            n(seat),
            item_name(*item, FR)
        ),
        Event::ItemLeft { seat, item, .. } => {
            format!("{} laisse au sol\u{a0}: {}.", n(seat), item_name(*item, FR))
        }
        Event::PickedUp { seat, item, .. } => {
            format!("{} ramasse\u{a0}: {}.", n(seat), item_name(*item, FR))
        }
        Event::ChestOpened { seat, .. } => format!(
            "{} ouvre le coffre avec la clé\u{a0}: un trésor\u{a0}!",
            n(seat)
        ),
        Event::Retreated { seat, to, .. } => {
            format!(
                "{} se replie jusqu'à {}.",
                n(seat),
                tile_word(tiles, *to, FR)
            )
        }
        Event::Wounded { seat, hp } => format!("{} perd 1\u{a0}PdV (reste {hp}).", n(seat)),
        Event::Unconscious { seat } => format!(
            "{} est hors de combat et passera son prochain tour.",
            n(seat)
        ),
        Event::Reincarnated { seat, .. } => format!(
            "{} se réveille à une fontaine, entièrement soigné (Réincarnation).",
            n(seat)
        ),
        Event::Healed { seat, hp, .. } => format!(
            "{} se soigne à la fontaine et remonte à {hp}\u{a0}PdV.",
            n(seat)
        ),
        Event::Cursed { seat, by } => format!("{} maudit {}.", n(by), n(seat)),
        Event::CurseKept { by } => format!("{} laisse la malédiction où elle est.", n(by)),
        Event::CurseLifted { seat } => {
            format!("La malédiction qui pesait sur {} est levée.", n(seat))
        }
        Event::PortalCast { seat, target, .. } => {
            format!("{} ouvre un Portail de soin pour {}.", n(seat), n(target))
        }
        Event::Swapped { seat, with } => format!(
            "{} échange sa place avec {} (Échange magique).",
            n(seat),
            n(with)
        ),
        Event::Unstoppable { seat } => {
            format!("{} a fait un 6 et peut continuer (Implacable).", n(seat))
        }
        Event::GameOver { reason } => match reason {
            EndReason::DragonDefeated => {
                "Le dragon est terrassé\u{a0}! La partie est terminée.".to_owned()
            }
            EndReason::SixTreasures => "Six trésors\u{a0}! La partie est terminée.".to_owned(),
        },
    })
}

#[cfg(test)]
mod tests {
    use rules::karak::data::HEROES;
    use rules::karak::{Karak, KarakOptions};
    use rules::{Game, Viewer};

    use super::*;

    /// Whole games told in French: every event of random play gets a French sentence
    /// with no placeholder and no English word left in it.
    #[test]
    fn games_are_told_in_french() {
        let names = |s: Seat| format!("Joueur {}", s.0 + 1);
        let mut state = 0x2545_f491_4f6c_dd1d_u64;
        let mut told = 0;
        for seed in 0..24u64 {
            let seats = 2 + (seed % 4) as usize;
            let start = (seed % 7) as usize;
            let options = KarakOptions {
                heroes: HEROES
                    .iter()
                    .cycle()
                    .skip(start)
                    .take(seats)
                    .copied()
                    .collect(),
                expert: seed % 2 == 1,
            };
            let mut game = Karak::new(&options, seed).unwrap();
            for _ in 0..2000 {
                let Some(seat) = game.to_act() else { break };
                let actions = game.legal_actions();
                // xorshift: a spread of choices without a random-number crate.
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                let action = actions[(state % actions.len() as u64) as usize];
                let events = game.apply(seat, &action).unwrap();
                let tiles = game.view(Viewer::Omniscient).tiles;
                for event in &events {
                    let Some(text) = describe(event, &names, &tiles) else {
                        continue;
                    };
                    told += 1;
                    let lower = text.to_lowercase();
                    for english in [
                        "{", "the ", " and ", " hp", " vp", " rolls", " wins", " tile",
                    ] {
                        assert!(!lower.contains(english), "{english:?} in {text}");
                    }
                }
            }
        }
        assert!(told > 1000, "only {told} sentences");
    }
}
