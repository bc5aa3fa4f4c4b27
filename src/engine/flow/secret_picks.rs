//! A simultaneous secret pick: each asked seat answers in private; the answers are revealed
//! together once the last one is in.

use serde::{Deserialize, Serialize};

use super::FlowError;
use crate::engine::{LogEntry, Seat, SeatSet, Text};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SecretPicks<T> {
    /// Who picks (a seat that leaves is taken out).
    asked: SeatSet,
    /// The answers so far, hidden from everyone but their own seat until the reveal.
    picks: Vec<(Seat, T)>,
    /// Whether a seat may change its answer before the reveal.
    may_change: bool,
    revealed: bool,
}

impl<T: Clone> SecretPicks<T> {
    pub fn new(asked: SeatSet, may_change: bool) -> Self {
        SecretPicks {
            asked,
            picks: Vec::new(),
            may_change,
            revealed: false,
        }
    }

    /// The seats still to answer (empty once revealed).
    pub fn waiting(&self) -> SeatSet {
        if self.revealed {
            return SeatSet::EMPTY;
        }
        SeatSet::of(self.asked.iter().filter(|&s| !self.has_picked(s)))
    }

    pub fn has_picked(&self, seat: Seat) -> bool {
        self.picks.iter().any(|(s, _)| *s == seat)
    }

    /// A seat's own answer, for that seat's private view only.
    pub fn pick_of(&self, seat: Seat) -> Option<&T> {
        self.picks.iter().find(|(s, _)| *s == seat).map(|(_, p)| p)
    }

    /// Every answer so far, to rewrite in place (an AI's sampled world picks anew for the seats
    /// whose hidden cards it dealt anew).
    pub fn picks_mut(&mut self) -> impl Iterator<Item = (Seat, &mut T)> {
        self.picks.iter_mut().map(|(s, p)| (*s, p))
    }

    pub fn is_revealed(&self) -> bool {
        self.revealed
    }

    /// Records `seat`'s answer. When it was the last one, every answer comes back in seat order:
    /// the game reveals them (and acts on them) in the same `apply`.
    pub fn submit(&mut self, seat: Seat, pick: T) -> Result<Option<Vec<(Seat, T)>>, FlowError> {
        if self.revealed {
            return Err(FlowError::Closed);
        }
        if !self.asked.contains(seat) {
            return Err(FlowError::NotAsked(seat));
        }
        match self.picks.iter_mut().find(|(s, _)| *s == seat) {
            Some(_) if !self.may_change => return Err(FlowError::AlreadyAnswered(seat)),
            Some(slot) => slot.1 = pick,
            None => self.picks.push((seat, pick)),
        }
        Ok(self.reveal_if_complete())
    }

    /// `seat` leaves the pick (it conceded or was eliminated); its answer, if any, is dropped.
    /// Returns the reveal when the others had all answered.
    pub fn withdraw(&mut self, seat: Seat) -> Option<Vec<(Seat, T)>> {
        if self.revealed || !self.asked.contains(seat) {
            return None;
        }
        self.asked = SeatSet::of(self.asked.iter().filter(|&s| s != seat));
        self.picks.retain(|(s, _)| *s != seat);
        self.reveal_if_complete()
    }

    fn reveal_if_complete(&mut self) -> Option<Vec<(Seat, T)>> {
        // Complete once no one is waited on (also when every seat left: an empty reveal).
        if !self.waiting().is_empty() {
            return None;
        }
        self.revealed = true;
        let mut all = self.picks.clone();
        all.sort_by_key(|(s, _)| *s);
        Some(all)
    }

    /// The line everyone but `seat` reads when it answered: that it did, not what.
    pub fn answered_line(seat: Seat) -> LogEntry {
        LogEntry::others(seat, Text::new("flow-log-picked").seat("seat", seat))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reveals_all_answers_in_seat_order_when_the_last_arrives() {
        let mut picks = SecretPicks::new(SeatSet::of([0, 1, 2]), false);
        assert_eq!(picks.submit(2, "c"), Ok(None));
        assert_eq!(picks.submit(0, "a"), Ok(None));
        assert_eq!(picks.waiting(), SeatSet::of([1]));
        assert_eq!(picks.pick_of(2), Some(&"c"));
        assert_eq!(picks.submit(1, "b"), Ok(Some(vec![(0, "a"), (1, "b"), (2, "c")])));
        assert!(picks.is_revealed());
        assert_eq!(picks.submit(1, "x"), Err(FlowError::Closed));
    }

    #[test]
    fn refuses_strangers_and_second_answers_unless_changes_are_allowed() {
        let mut fixed = SecretPicks::new(SeatSet::of([0, 1]), false);
        assert_eq!(fixed.submit(3, 1), Err(FlowError::NotAsked(3)));
        assert_eq!(fixed.submit(0, 1), Ok(None));
        assert_eq!(fixed.submit(0, 2), Err(FlowError::AlreadyAnswered(0)));
        let mut open = SecretPicks::new(SeatSet::of([0, 1]), true);
        assert_eq!(open.submit(0, 1), Ok(None));
        assert_eq!(open.submit(0, 2), Ok(None));
        assert_eq!(open.submit(1, 3), Ok(Some(vec![(0, 2), (1, 3)])));
    }

    #[test]
    fn a_seat_leaving_can_complete_the_pick() {
        let mut picks = SecretPicks::new(SeatSet::of([0, 1, 2]), false);
        picks.submit(0, 'a').unwrap();
        picks.submit(1, 'b').unwrap();
        assert_eq!(picks.withdraw(2), Some(vec![(0, 'a'), (1, 'b')]));
    }

    #[test]
    fn everyone_leaving_ends_the_pick_empty() {
        let mut picks: SecretPicks<u8> = SecretPicks::new(SeatSet::of([0, 1]), false);
        assert_eq!(picks.withdraw(0), None);
        assert_eq!(picks.withdraw(1), Some(Vec::new()));
        assert!(picks.is_revealed());
    }

    #[test]
    fn the_public_line_says_who_not_what() {
        let line = SecretPicks::<u8>::answered_line(1);
        assert_eq!(line.text.key, "flow-log-picked");
        assert!(!line.audience.includes(crate::engine::Viewer::Seat(1)));
        assert!(line.audience.includes(crate::engine::Viewer::Public));
    }

    #[test]
    fn survives_a_save() {
        let mut picks = SecretPicks::new(SeatSet::of([0, 1]), false);
        picks.submit(1, 7u8).unwrap();
        let saved = serde_json::to_string(&picks).unwrap();
        let loaded: SecretPicks<u8> = serde_json::from_str(&saved).unwrap();
        assert_eq!(loaded, picks);
    }
}
