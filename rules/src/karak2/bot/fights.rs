//! What the plain plan fights for, and when it takes on the Dark General.

use super::odds::chance;
use crate::karak2::data::{Hero, Reward, SoulStone, ARMY, PRAETORIAN_BREAK};
use crate::karak2::hex::Hex;
use crate::karak2::Karak2;

/// How a bot takes on the Dark General, whose fall ends the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Style {
    /// While it leads in soul stones (or no army is left), for the kill when the odds are
    /// fair, else to wear a praetorian down: the greedy bot.
    Greedy,
    /// Whenever his fall would win the game (the Archstone counted), for the kill only, at
    /// long odds: the search bot's plan.
    Hunter,
}

/// The chance the Hunter wants before it attacks the General: a lost battle costs two or three
/// lives, a won one the game.
const HUNTER_NERVE: f64 = 0.2;

/// How much longer the Hunter's odds are for an army that brings a soul stone: a stone keeps
/// the greedy bot, which goes for the General only while it leads, away from him.
const STONE_NERVE: f64 = 0.15;

/// How many points of strength the Hunter gives each half point of soul stone an army brings
/// when it picks what to fight.
const STONE_WORTH: u16 = 3;

/// What the bot fights for at `to` and the chance it wants first (`nerve` for armies): the
/// armies' strength (less Darius's claws), or for the Dark General as `style` says. `None`:
/// nothing to fight there, or not now.
pub(super) fn fight_target(g: &Karak2, to: Hex, nerve: f64, style: Style) -> Option<(u8, f64)> {
    let place = g.board.landscape.get(&to)?;
    let me = g.me();
    if !place.general {
        // Darius's Claws and Fangs beats one army of strength 1 before the dice are rolled.
        let claws = me.hero == Hero::Darius
            && place
                .armies
                .iter()
                .any(|t| ARMY[usize::from(*t)].strength == 1);
        let strength = g.army_strength(to) - u8::from(claws);
        let need = if style == Style::Hunter && stones_at(g, to) > 0 {
            nerve - STONE_NERVE
        } else {
            nerve
        };
        // A lone army of strength 1 is Darius's for the stepping in: no battle, the action
        // still his.
        return (strength > 0 || claws).then_some((strength, need));
    }
    let armies_left =
        g.board.landscape.values().any(|p| !p.armies.is_empty()) || !g.board.deck.is_empty();
    let mine = me.half_points();
    let others = g
        .board
        .heroes
        .iter()
        .enumerate()
        .filter(|(i, _)| *i != g.turn.seat.index());
    // Darius's Claws and Fangs discards a praetorian before the battle.
    let claws = u8::from(me.hero == Hero::Darius && g.board.praetorians > 0);
    let strength = g.enemy_strength(to, true) - claws;
    match style {
        Style::Greedy => {
            let leads = others.clone().all(|(_, h)| h.half_points() <= mine);
            if me.lives < 3 || (!leads && armies_left) {
                return None;
            }
            let target = if chance(g, strength) >= 0.3 {
                strength
            } else {
                PRAETORIAN_BREAK
            };
            Some((target, nerve))
        }
        Style::Hunter => {
            let archstone = u16::from(SoulStone::Archstone.half_points());
            let fall_wins = others
                .clone()
                .all(|(_, h)| h.half_points() < mine + archstone);
            if me.lives < 3 || (!fall_wins && armies_left) {
                return None;
            }
            Some((strength, HUNTER_NERVE))
        }
    }
}

/// The soul stones' half points the armies at `to` bring.
fn stones_at(g: &Karak2, to: Hex) -> u16 {
    g.board.landscape.get(&to).map_or(0, |p| {
        p.armies
            .iter()
            .map(|t| match ARMY[usize::from(*t)].reward {
                Reward::SoulStone(s) => u16::from(s.half_points()),
                _ => 0,
            })
            .sum()
    })
}

/// How much the bot wants to beat what stands at `to`, of strength `target` (the most wanted
/// is fought first): the greedy bot its glory; the Hunter the General before all, whose fall
/// wins when it fights him, then glory and soul stones.
pub(super) fn worth(g: &Karak2, to: Hex, target: u8, style: Style) -> u16 {
    let general = g.board.landscape.get(&to).is_some_and(|p| p.general);
    match style {
        Style::Greedy => u16::from(target),
        Style::Hunter if general => u16::MAX,
        Style::Hunter => u16::from(target) + STONE_WORTH * stones_at(g, to),
    }
}
