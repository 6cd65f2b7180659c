//! What the deciding player may tap on Karak's board: the glowing targets of the legal
//! actions (steps, explorations, charges, teleports, the fountains a Warrior may wake
//! at), their accessible names, the drawn tile's rotations, and the area they cover.

use rules::karak::{Action, Coord, Dir, KarakView};

use super::board_parts::TILE;
use super::names::dir_name;
use crate::i18n::Lang;

/// A place on the board the active player may tap, and what tapping does.
#[derive(Clone, Debug, PartialEq)]
pub struct Target {
    /// The cell.
    pub at: Coord,
    /// The action.
    pub action: Action,
    /// An empty cell (exploring) rather than a discovered tile.
    pub explore: bool,
}

pub fn step(c: Coord, d: Dir) -> Coord {
    c.step(d).unwrap_or(c)
}

/// The hero whose player decides now.
pub fn deciding_hero(view: &KarakView) -> Option<&rules::karak::HeroView> {
    view.to_act
        .and_then(|s| view.heroes.iter().find(|h| h.seat == s))
}

/// The board targets of the legal actions: steps, explorations, teleports, charges, and
/// the fountains a Warrior may wake at.
pub fn targets(view: &KarakView) -> Vec<Target> {
    let Some(hero) = deciding_hero(view) else {
        return Vec::new();
    };
    let tile_at = |c: Coord| view.tiles.iter().find(|t| t.at == c);
    let mut out: Vec<Target> = Vec::new();
    for action in &view.legal_actions {
        let (at, explore) = match *action {
            Action::Step(d) => {
                let at = step(hero.at, d);
                (at, tile_at(at).is_none())
            }
            Action::Charge { over, to } => {
                let at = step(step(hero.at, over), to);
                (at, tile_at(at).is_none())
            }
            Action::Teleport(i) | Action::Reincarnate(i) => {
                match view.tiles.iter().find(|t| t.index == i) {
                    Some(t) => (t.at, false),
                    None => continue,
                }
            }
            _ => continue,
        };
        if !out.iter().any(|t| t.at == at) {
            out.push(Target {
                at,
                action: *action,
                explore,
            });
        }
    }
    out
}

/// The rotations the rules allow for the drawn tile.
pub fn legal_rotations(view: &KarakView) -> Vec<u8> {
    view.legal_actions
        .iter()
        .filter_map(|a| match a {
            Action::Rotate(r) => Some(*r),
            _ => None,
        })
        .collect()
}

/// The legal rotation after `current` (cycling), for the "Rotate" control.
pub fn next_rotation(legal: &[u8], current: u8) -> u8 {
    let pos = legal.iter().position(|r| *r == current).unwrap_or(0);
    legal
        .get((pos + 1) % legal.len().max(1))
        .copied()
        .unwrap_or(current)
}

/// The bounding box of the discovered tiles and the targets, in SVG units, with a margin.
pub fn bounds(view: &KarakView) -> (f64, f64, f64, f64) {
    let mut min = (0i32, 0i32);
    let mut max = (0i32, 0i32);
    for c in view
        .tiles
        .iter()
        .map(|t| t.at)
        .chain(targets(view).iter().map(|t| t.at))
    {
        min = (min.0.min(c.x.into()), min.1.min(c.y.into()));
        max = (max.0.max(c.x.into()), max.1.max(c.y.into()));
    }
    let margin = 0.6 * TILE;
    (
        f64::from(min.0) * TILE - margin,
        f64::from(min.1) * TILE - margin,
        f64::from(max.0 - min.0 + 1) * TILE + 2.0 * margin,
        f64::from(max.1 - min.1 + 1) * TILE + 2.0 * margin,
    )
}

/// The accessible name of a board target ("Explore north", "Teleport to gate 3").
pub fn target_label(t: &Target, v: &KarakView, lang: Lang) -> String {
    let from = deciding_hero(v).map(|h| h.at);
    let place = |i: u8| super::answers::place_words(v, from, i, lang);
    let words = lang.karak();
    let dir = |d: Dir| dir_name(d, lang);
    match t.action {
        Action::Step(d) if t.explore => format!("{} {}", words.explore, dir(d)),
        Action::Step(d) => format!("{} {}", words.step, dir(d)),
        Action::Charge { over, to } => super::answers::charge_words(over, to, lang),
        Action::Teleport(i) => format!("{} ({})", words.teleport_to, place(i)),
        Action::Reincarnate(i) => format!("{} ({})", words.wake_at, place(i)),
        other => format!("{other:?}"),
    }
}
