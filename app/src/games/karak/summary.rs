//! The heroes in numbers, for the replay's side panel: monsters defeated, treasures held
//! and HP lost per seat, derived from the log and the view.

use protocol::LogEntry;
use rules::karak::{CombatResult, Event, KarakView};

/// One hero's game in numbers, derived from the events.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct HeroSummary {
    /// The seat.
    pub seat: u8,
    /// Monsters defeated (combats won; chests are not monsters).
    pub monsters: u32,
    /// Treasures held (the ruby counts as one).
    pub treasures: u32,
    /// HP lost: lost fights, charges and sacrifices.
    pub hp_lost: u32,
}

/// Per seat: monsters defeated and HP lost over `log`, treasures held in `view`.
pub fn summarize(log: &[LogEntry<Event>], view: &KarakView) -> Vec<HeroSummary> {
    let mut out: Vec<HeroSummary> = view
        .heroes
        .iter()
        .map(|h| HeroSummary {
            seat: h.seat.0,
            treasures: h.treasures.len() as u32,
            ..HeroSummary::default()
        })
        .collect();
    for event in log.iter().flat_map(|e| &e.events) {
        let (seat, monsters, hp) = match *event {
            Event::CombatResolved {
                seat,
                result: CombatResult::Victory,
                ..
            } => (seat, 1, 0),
            Event::Wounded { seat, .. }
            | Event::Charged { seat, .. }
            | Event::Sacrificed { seat, .. } => (seat, 0, 1),
            _ => continue,
        };
        if let Some(s) = out.iter_mut().find(|s| s.seat == seat.0) {
            s.monsters += monsters;
            s.hp_lost += hp;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use protocol::replay::{GameRecord, Replayer};
    use rules::karak::{HeroKind, Karak};
    use rules::Game;

    /// The summary counts won combats, lost HP and treasures held per seat.
    #[test]
    fn summary_counts_from_events() {
        let options = Karak::options_for(&[
            HeroKind::Warrior,
            HeroKind::WarriorPrincess,
            HeroKind::Warlock,
        ]);
        let record = GameRecord::<Karak>::played_by_bots(options, 11).unwrap().0;
        let replayer = Replayer::new(&record).unwrap();
        let view = replayer.view_at(replayer.steps());
        let summary = summarize(replayer.log(), &view);
        assert_eq!(summary.len(), 3);
        let victories = replayer
            .log()
            .iter()
            .flat_map(|e| &e.events)
            .filter(|e| {
                matches!(
                    e,
                    Event::CombatResolved {
                        result: CombatResult::Victory,
                        ..
                    }
                )
            })
            .count() as u32;
        assert_eq!(summary.iter().map(|s| s.monsters).sum::<u32>(), victories);
        assert!(victories > 0, "a bots' game ends with the dragon slain");
        for (s, h) in summary.iter().zip(&view.heroes) {
            assert_eq!(s.treasures as usize, h.treasures.len());
        }
    }
}
