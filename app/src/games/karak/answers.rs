//! The answers of the pending decision in words: the question, each legal action's button
//! label, and where a combat answer leads ("Accept: defeat, 8 vs 9"). Places are named
//! from the deciding hero's tile ("the gate 2 north, 1 east"), never by internal numbers.

use rules::karak::{Action, Coord, Decision, Dir, HeroKind, KarakView};

use super::names::{dir_name, item_name, token_name};
use super::names::{seat_label, GameSnapshot};
use crate::i18n::Lang;

/// The question for the pending decision, to the player who decides it.
pub fn question(decision: &Decision, lang: Lang) -> &'static str {
    let k = lang.karak();
    match decision {
        Decision::Move => k.q_move,
        Decision::Rotate { .. } => k.q_rotate,
        Decision::FightOrSneak => k.q_fight_or_sneak,
        Decision::ChooseToken { .. } => k.q_choose_token,
        Decision::Reroll => k.q_reroll,
        Decision::Spells => k.q_spells,
        Decision::LeaveItems => k.q_leave,
        Decision::Curse => k.q_curse,
        Decision::Reincarnate => k.q_reincarnate,
        Decision::GameOver => lang.t().game_over,
    }
}

/// The deciding hero's tile.
fn deciding_tile(v: &KarakView) -> Option<Coord> {
    v.to_act
        .and_then(|s| v.heroes.iter().find(|h| h.seat == s))
        .map(|h| h.at)
}

/// Where tile `index` lies seen from `from`: "here", "2 north", "2 north, 1 east".
pub fn place_words(v: &KarakView, from: Option<Coord>, index: u8, lang: Lang) -> String {
    let (Some(from), Some(to)) = (from, v.tiles.iter().find(|t| t.index == index)) else {
        return "?".to_owned();
    };
    let dy = i16::from(to.at.y) - i16::from(from.y);
    let dx = i16::from(to.at.x) - i16::from(from.x);
    let mut parts = Vec::new();
    if dy != 0 {
        let d = if dy < 0 { Dir::N } else { Dir::S };
        parts.push(format!("{} {}", dy.abs(), dir_name(d, lang)));
    }
    if dx != 0 {
        let d = if dx < 0 { Dir::W } else { Dir::E };
        parts.push(format!("{} {}", dx.abs(), dir_name(d, lang)));
    }
    if parts.is_empty() {
        lang.karak().here.to_owned()
    } else {
        parts.join(", ")
    }
}

/// What resolving the combat now would give: "8 vs 9, defeat". `bonus` is added to the
/// total first (a spell or a sacrifice about to be used).
pub fn combat_outlook(v: &KarakView, bonus: u8, lang: Lang) -> Option<String> {
    let k = lang.karak();
    let c = v.combat?;
    let total = c.total.saturating_add(bonus);
    // The Thief's Stealth wins ties (a cursed hero has no skills).
    let wins_ties = v
        .to_act
        .and_then(|s| v.heroes.iter().find(|h| h.seat == s))
        .is_some_and(|h| h.hero == HeroKind::Thief && !h.cursed);
    let outcome = if total > c.strength || (total == c.strength && wins_ties) {
        k.victory
    } else if total == c.strength {
        k.tie
    } else {
        k.defeat
    };
    Some(crate::i18n::fill(
        k.outlook,
        &[
            ("{total}", &total.to_string()),
            ("{strength}", &c.strength.to_string()),
            ("{outcome}", outcome),
        ],
    ))
}

/// A charge in words: "Charge two tiles north", "Charge north, then east".
pub fn charge_words(over: Dir, to: Dir, lang: Lang) -> String {
    let k = lang.karak();
    if over == to {
        crate::i18n::fill(k.charge_straight, &[("{dir}", dir_name(to, lang))])
    } else {
        crate::i18n::fill(
            k.charge_turn,
            &[
                ("{over}", dir_name(over, lang)),
                ("{to}", dir_name(to, lang)),
            ],
        )
    }
}

/// The words on the button of a legal action.
pub fn action_label(action: &Action, snap: &GameSnapshot, lang: Lang) -> String {
    let k = lang.karak();
    let v = &snap.view;
    let hero_tile = deciding_tile(v);
    let colon = lang.colon();
    let with_outlook = |label: &str, bonus: u8| match combat_outlook(v, bonus, lang) {
        Some(o) => format!("{label} ({o})"),
        None => label.to_owned(),
    };
    match *action {
        Action::Step(d) => {
            let target = hero_tile.and_then(|c| c.step(d));
            let known = target.is_some_and(|c| v.tiles.iter().any(|t| t.at == c));
            format!(
                "{} {}",
                if known { k.step } else { k.explore },
                dir_name(d, lang)
            )
        }
        Action::Charge { over, to } => charge_words(over, to, lang),
        Action::Teleport(i) => {
            format!("{} ({})", k.teleport_to, place_words(v, hero_tile, i, lang))
        }
        Action::Rotate(r) => format!("{} {}°", k.rotate, u16::from(r) * 90),
        Action::Fight => k.fight.to_owned(),
        Action::Sneak => k.sneak.to_owned(),
        Action::Reroll => k.reroll_both.to_owned(),
        Action::RerollDie(d) => {
            let value = v.combat.map(|c| c.dice[usize::from(d.min(1))]).unwrap_or(0);
            format!("{} ({value})", k.reroll_die)
        }
        Action::KeepRoll => with_outlook(k.keep_roll, 0),
        Action::UseFlames => with_outlook(k.use_flames, 1),
        Action::Sacrifice => with_outlook(k.sacrifice, 1),
        Action::Resolve => with_outlook(k.resolve, 0),
        Action::ChooseToken(tok) => format!("{}{colon}{}", k.keep_token, token_name(tok, lang)),
        Action::Leave(item) => format!("{}{colon}{}", k.leave_item, item_name(item, lang)),
        Action::Curse(s) => format!("{}{colon}{}", k.curse_on, seat_label(snap, s)),
        Action::KeepCurse => k.keep_curse.to_owned(),
        Action::OpenChest => k.open_chest.to_owned(),
        Action::PickUp => k.pick_up.to_owned(),
        Action::Portal { target, fountain } => format!(
            "{} → {} ({} {})",
            k.portal_on,
            seat_label(snap, target),
            k.fountain,
            place_words(v, hero_tile, fountain, lang)
        ),
        Action::Swap(s) => format!("{} {}", k.swap_with, seat_label(snap, s)),
        Action::Reincarnate(f) => format!("{} ({})", k.wake_at, place_words(v, hero_tile, f, lang)),
        Action::EndTurn => k.end_turn.to_owned(),
    }
}

/// The legal actions worth a button of their own: both "reroll die" answers are offered
/// only when the dice differ (rolling either of two equal dice again is the same choice).
pub fn answer_actions(v: &KarakView) -> Vec<Action> {
    let equal_dice = v.combat.is_some_and(|c| c.dice[0] == c.dice[1]);
    v.legal_actions
        .iter()
        .copied()
        .filter(|a| !(equal_dice && *a == Action::RerollDie(1)))
        .collect()
}
