//! An out-of-turn response window, answered in secret.
//!
//! The game opens it for every seat that could respond *in principle* (a rule that does not
//! depend on hands: "every other living player"), so being asked reveals nothing. A seat's
//! standing choices — "always pass on this kind of window", set in advance — answer for it at
//! once; they are keyed by the window's kind only, never by what the seat holds, so an
//! auto-pass tells the others nothing either.
//!
//! A player sets them through `Game::set_auto_pass` (`/autopass`, the terminal's and scripts'
//! `autopass` line), naming the kind by its [`KindId`]; a change applies from the next window
//! opened, never to one already open.

use serde::{Deserialize, Serialize};

use super::FlowError;
use crate::engine::{Seat, SeatSet};

/// A game's window kind with a stable id: what players name in `/autopass` and what the action
/// log stores. Implement it on the kind enum a game keys its [`StandingChoices`] by.
pub trait KindId: Copy + PartialEq + 'static {
    /// Every kind, in the order they are listed to players.
    const ALL: &'static [Self];

    /// The kind's id (lower case, no spaces: `attack`).
    fn id(self) -> &'static str;

    fn from_id(id: &str) -> Option<Self> {
        Self::ALL.iter().copied().find(|k| k.id() == id)
    }
}

/// Each seat's standing auto-pass choices, by window kind.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StandingChoices<K> {
    auto_pass: Vec<(Seat, K)>,
}

// Not derived: a derive would ask `K: Default`, which a window kind need not be.
impl<K> Default for StandingChoices<K> {
    fn default() -> Self {
        StandingChoices { auto_pass: Vec::new() }
    }
}

impl<K: PartialEq + Clone> StandingChoices<K> {
    /// Turns `seat`'s auto-pass for windows of `kind` on or off.
    pub fn set(&mut self, seat: Seat, kind: K, on: bool) {
        self.auto_pass.retain(|(s, k)| !(*s == seat && *k == kind));
        if on {
            self.auto_pass.push((seat, kind));
        }
    }

    pub fn auto_passes(&self, seat: Seat, kind: &K) -> bool {
        self.auto_pass.iter().any(|(s, k)| *s == seat && k == kind)
    }

    /// The kinds `seat` auto-passes (its own settings view).
    pub fn of(&self, seat: Seat) -> Vec<K> {
        self.auto_pass
            .iter()
            .filter(|(s, _)| *s == seat)
            .map(|(_, k)| k.clone())
            .collect()
    }

    /// Nobody has a standing choice (saves leave the field out then).
    pub fn is_empty(&self) -> bool {
        self.auto_pass.is_empty()
    }
}

impl<K: KindId> StandingChoices<K> {
    /// The ids of the kinds `seat` auto-passes, in [`KindId::ALL`] order.
    pub fn ids_of(&self, seat: Seat) -> Vec<&'static str> {
        K::ALL
            .iter()
            .filter(|k| self.auto_passes(seat, k))
            .map(|k| k.id())
            .collect()
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ResponseWindow<K, R> {
    kind: K,
    /// Who is asked, in the order responses resolve (e.g. seat order from the actor).
    asked: Vec<Seat>,
    /// Answers so far: `None` is a pass (typed, or standing).
    answers: Vec<(Seat, Option<R>)>,
}

impl<K: PartialEq + Clone, R: Clone> ResponseWindow<K, R> {
    /// Opens a window of `kind` for `asked` (in resolution order); seats whose standing choices
    /// pass on `kind` have passed already.
    pub fn open(kind: K, asked: Vec<Seat>, standing: &StandingChoices<K>) -> Self {
        let answers = asked
            .iter()
            .filter(|&&s| standing.auto_passes(s, &kind))
            .map(|&s| (s, None))
            .collect();
        ResponseWindow { kind, asked, answers }
    }

    /// A window rebuilt from its parts (a game upgrading an old save).
    pub fn resume(kind: K, asked: Vec<Seat>, answers: Vec<(Seat, Option<R>)>) -> Self {
        ResponseWindow { kind, asked, answers }
    }

    pub fn kind(&self) -> &K {
        &self.kind
    }

    /// Who is asked, in resolution order.
    pub fn asked(&self) -> &[Seat] {
        &self.asked
    }

    /// Every answer so far, passes included (`None`), in the order given.
    pub fn answers(&self) -> &[(Seat, Option<R>)] {
        &self.answers
    }

    /// The seats still to answer.
    pub fn waiting(&self) -> SeatSet {
        SeatSet::of(self.asked.iter().copied().filter(|&s| !self.has_answered(s)))
    }

    pub fn has_answered(&self, seat: Seat) -> bool {
        self.answers.iter().any(|(s, _)| *s == seat)
    }

    pub fn is_closed(&self) -> bool {
        self.waiting().is_empty()
    }

    /// `seat` answers (`None`: pass). Once.
    pub fn answer(&mut self, seat: Seat, response: Option<R>) -> Result<(), FlowError> {
        if !self.asked.contains(&seat) {
            return Err(FlowError::NotAsked(seat));
        }
        if self.has_answered(seat) {
            return Err(FlowError::AlreadyAnswered(seat));
        }
        self.answers.push((seat, response));
        Ok(())
    }

    /// `seat` leaves (conceded, eliminated): it counts as passing.
    pub fn withdraw(&mut self, seat: Seat) {
        if self.asked.contains(&seat) && !self.has_answered(seat) {
            self.answers.push((seat, None));
        }
    }

    /// The responses made (passes left out), in resolution order.
    pub fn responses(&self) -> Vec<(Seat, R)> {
        self.asked
            .iter()
            .filter_map(|&s| {
                self.answers
                    .iter()
                    .find(|(a, _)| *a == s)
                    .and_then(|(_, r)| r.clone().map(|r| (s, r)))
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
    enum Window {
        Launch,
        Sabotage,
    }

    #[test]
    fn standing_choices_pass_by_kind_only() {
        let mut standing = StandingChoices::default();
        standing.set(1, Window::Sabotage, true);
        let window: ResponseWindow<Window, u8> = ResponseWindow::open(Window::Sabotage, vec![1, 2, 0], &standing);
        assert_eq!(window.waiting(), SeatSet::of([0, 2]), "seat 1 passed in advance");
        let other: ResponseWindow<Window, u8> = ResponseWindow::open(Window::Launch, vec![1, 2, 0], &standing);
        assert_eq!(other.waiting(), SeatSet::of([0, 1, 2]), "other kinds still ask seat 1");
        standing.set(1, Window::Sabotage, false);
        assert!(!standing.auto_passes(1, &Window::Sabotage));
        assert!(standing.of(1).is_empty());
    }

    impl KindId for Window {
        const ALL: &'static [Window] = &[Window::Launch, Window::Sabotage];
        fn id(self) -> &'static str {
            match self {
                Window::Launch => "launch",
                Window::Sabotage => "sabotage",
            }
        }
    }

    #[test]
    fn kinds_are_named_by_id_in_listing_order() {
        assert_eq!(Window::from_id("sabotage"), Some(Window::Sabotage));
        assert_eq!(Window::from_id("Sabotage"), None, "ids are exact");
        let mut standing = StandingChoices::default();
        assert!(standing.is_empty());
        standing.set(2, Window::Sabotage, true);
        standing.set(2, Window::Launch, true);
        standing.set(0, Window::Launch, true);
        assert_eq!(standing.ids_of(2), vec!["launch", "sabotage"]);
        assert_eq!(standing.ids_of(1), Vec::<&str>::new());
    }

    #[test]
    fn responses_resolve_in_the_asked_order() {
        let standing = StandingChoices::default();
        let mut window = ResponseWindow::open(Window::Launch, vec![2, 0, 1], &standing);
        window.answer(1, Some("block")).unwrap();
        window.answer(0, None).unwrap();
        assert!(!window.is_closed());
        window.answer(2, Some("intercept")).unwrap();
        assert!(window.is_closed());
        assert_eq!(window.responses(), vec![(2, "intercept"), (1, "block")]);
    }

    #[test]
    fn refuses_strangers_and_second_answers() {
        let mut window: ResponseWindow<Window, u8> =
            ResponseWindow::open(Window::Launch, vec![0, 1], &StandingChoices::default());
        assert_eq!(window.answer(3, None), Err(FlowError::NotAsked(3)));
        window.answer(0, Some(1)).unwrap();
        assert_eq!(window.answer(0, None), Err(FlowError::AlreadyAnswered(0)));
        window.withdraw(1);
        assert!(window.is_closed());
        assert_eq!(window.responses(), vec![(0, 1)]);
    }

    #[test]
    fn survives_a_save() {
        let mut standing = StandingChoices::default();
        standing.set(0, Window::Launch, true);
        let mut window: ResponseWindow<Window, u8> = ResponseWindow::open(Window::Launch, vec![0, 1], &standing);
        window.answer(1, Some(4)).unwrap();
        let json = serde_json::to_string(&(standing.clone(), window.clone())).unwrap();
        let back: (StandingChoices<Window>, ResponseWindow<Window, u8>) = serde_json::from_str(&json).unwrap();
        assert_eq!(back, (standing, window));
    }
}
