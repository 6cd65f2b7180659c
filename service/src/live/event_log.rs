//! A game's event log as the live cache keeps it: compact, turned into [`LogEntry`]s
//! only when a snapshot is made.

use protocol::LogEntry;

/// A game's event log as kept in memory: every event in one flat vector, and per
/// entry only where it ends and who acted (issue 7: a `Vec<LogEntry>` costs a
/// vector header and an allocation per action, about twice the events themselves).
/// Entry 0 holds the setup events; entry `i + 1` those of the action at seq `i`.
/// Turned into [`LogEntry`]s only when a snapshot is made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct EventLog<E> {
    events: Vec<E>,
    /// End of each entry in `events` (its start is the previous entry's end).
    ends: Vec<u32>,
    /// The seat that played each action (entry `i + 1`).
    seats: Vec<u8>,
}

impl<E: Clone> EventLog<E> {
    /// A log holding the setup events only.
    pub fn new(setup: Vec<E>) -> Self {
        let mut log = Self {
            events: setup,
            ends: Vec::new(),
            seats: Vec::new(),
        };
        log.ends.push(log.end());
        log
    }

    fn end(&self) -> u32 {
        u32::try_from(self.events.len()).expect("fewer than 2^32 events in one game")
    }

    /// Appends the events of the next action, played by `seat`.
    pub fn push(&mut self, seat: u8, events: &[E]) {
        self.events.extend_from_slice(events);
        self.ends.push(self.end());
        self.seats.push(seat);
    }

    /// The last action's seat and events, `None` before the first action.
    pub fn last(&self) -> Option<(u8, &[E])> {
        let seat = *self.seats.last()?;
        let n = self.ends.len();
        let start = self.ends[n - 2] as usize;
        let end = self.ends[n - 1] as usize;
        Some((seat, &self.events[start..end]))
    }

    /// Gives back spare capacity (after a game is loaded in one go).
    pub fn shrink_to_fit(&mut self) {
        self.events.shrink_to_fit();
        self.ends.shrink_to_fit();
        self.seats.shrink_to_fit();
    }

    /// The log as clients receive it, each event passed through `show` (the game's
    /// redaction for the viewer; `None` leaves the event out).
    pub fn entries(&self, show: impl Fn(&E) -> Option<E>) -> Vec<LogEntry<E>> {
        self.latest_entries(usize::MAX, show)
    }

    /// As [`EventLog::entries`], with the setup's entry and only the last `actions`
    /// actions' entries: what a table shows of a long game (the replay has it all).
    pub fn latest_entries(
        &self,
        actions: usize,
        show: impl Fn(&E) -> Option<E>,
    ) -> Vec<LogEntry<E>> {
        // Entry `i` spans events[ends[i - 1]..ends[i]]; entry 0 (the setup) starts at 0.
        let entry = |i: usize| {
            let start = i.checked_sub(1).map_or(0, |p| self.ends[p] as usize);
            let events = self.events[start..self.ends[i] as usize]
                .iter()
                .filter_map(&show)
                .collect();
            let seq = i.checked_sub(1);
            LogEntry {
                seq: seq.map(|q| q as u32),
                seat: seq.map(|q| self.seats[q]),
                events,
            }
        };
        let skipped = self.seats.len().saturating_sub(actions);
        std::iter::once(0)
            .chain(1 + skipped..self.ends.len())
            .map(entry)
            .collect()
    }

    /// Number of actions recorded (entries after the setup).
    #[cfg(test)]
    pub fn actions(&self) -> usize {
        self.seats.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Rule: the compact log gives back exactly the entries that were recorded:
    /// setup first (no seq, no seat), then one entry per action with its seq, seat
    /// and events in order, empty event lists included; what `show` leaves out is
    /// left out.
    #[test]
    fn event_log_round_trips_its_entries() {
        let mut log = EventLog::new(vec![0, 1]);
        log.push(2, &[2]);
        log.push(0, &[]);
        log.push(1, &[3, 0, 1]);
        let entry =
            |seq: Option<u32>, seat: Option<u8>, events: Vec<i32>| LogEntry { seq, seat, events };
        let expected = vec![
            entry(None, None, vec![0, 1]),
            entry(Some(0), Some(2), vec![2]),
            entry(Some(1), Some(0), vec![]),
            entry(Some(2), Some(1), vec![3, 0, 1]),
        ];
        assert_eq!(log.entries(|e| Some(*e)), expected);
        assert_eq!(log.actions(), 3);
        let mut shrunk = log.clone();
        shrunk.shrink_to_fit();
        assert_eq!(shrunk.entries(|e| Some(*e)), expected);
        let odd = log.entries(|e| (e % 2 == 1).then_some(*e));
        assert_eq!(odd[3].events, vec![3, 1]);
        assert_eq!(odd[1].events, Vec::<i32>::new());
        // The latest two actions: the setup, then seq 1 and 2.
        assert_eq!(
            log.latest_entries(2, |e| Some(*e)),
            vec![
                expected[0].clone(),
                expected[2].clone(),
                expected[3].clone()
            ]
        );
        assert_eq!(
            log.latest_entries(0, |e| Some(*e)),
            vec![expected[0].clone()]
        );
        assert_eq!(log.latest_entries(9, |e| Some(*e)), expected);
    }
}
