//! What Karak 2 tells the crate's tools beside its rules: `simulate` counts how the Dark
//! General is fought (battles, praetorians removed, his defeat) and whether the Archstone
//! decided each game; `cards` prints the tiles, armies and dice.

use super::data::SoulStone;
use super::{Event, Karak2};
use crate::registry::Counter;
use crate::Report;

impl Report for Karak2 {
    fn tally(event: &Event) -> Option<Counter> {
        match event {
            Event::BattleBegun { general: true, .. } => {
                Some(("Dark General", "battles".to_owned()))
            }
            Event::PraetorianRemoved { .. } => {
                Some(("Dark General", "praetorians removed".to_owned()))
            }
            Event::GeneralDefeated { .. } => Some(("Dark General", "defeated".to_owned())),
            _ => None,
        }
    }

    /// Whether the Archstone decided the game: the General's conqueror wins, but would
    /// not have without its 4.5 points.
    fn at_end(&self) -> Vec<Counter> {
        let Some(o) = self.outcome() else {
            return Vec::new();
        };
        let slayer = o.general_defeated_by.index();
        let archstone = u16::from(SoulStone::Archstone.half_points());
        let without = o.half_points[slayer] - archstone;
        let leads_anyway = o.half_points.iter().enumerate().all(|(i, p)| {
            i == slayer || (without, o.large_stones[slayer]) >= (*p, o.large_stones[i])
        });
        let how = if !o.winners.iter().any(|w| w.index() == slayer) {
            "conqueror lost on points"
        } else if leads_anyway {
            "conqueror led without the Archstone"
        } else {
            "the Archstone decided"
        };
        vec![("End", how.to_owned())]
    }

    fn components_markdown() -> Option<String> {
        Some(super::data::markdown())
    }
}
