//! Shared turn-flow pieces a game embeds in its state and drives from `pending()` and `apply()`:
//!
//! * [`SecretPicks`]: a simultaneous secret pick (the Twilight Struggle headline, the Game of
//!   Thrones plot choice, Three Kingdoms Redux drafts): every answer is kept hidden until the
//!   last one arrives, then all are revealed together.
//! * [`PriorityRound`]: seats act in turn until every seat still in the round has passed in a
//!   row (Game of Thrones action windows, bidding rounds).
//! * [`ResponseWindow`]: an out-of-turn window offered to every seat that could answer in
//!   principle, answered in secret; a seat's standing choices (auto-pass kinds chosen in advance,
//!   never depending on what it holds) answer for it, so being skipped reveals nothing.
//!
//! Each piece is plain serialisable data with no rules of its own: the game decides who is asked
//! and what an answer does. See `docs/engine-flow.md`.

mod priority;
mod response;
mod secret_picks;

pub use priority::PriorityRound;
pub use response::{KindId, ResponseWindow, StandingChoices};
pub use secret_picks::SecretPicks;

use super::{RuleError, Seat, Text};

/// Why a flow piece refused an answer. Games turn it into a [`RuleError`] (or check first).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FlowError {
    /// The seat is not asked here (not in the pick, the round or the window).
    NotAsked(Seat),
    /// The seat answered already and may not change it.
    AlreadyAnswered(Seat),
    /// It is another seat's turn in the round.
    NotYourTurn { seat: Seat, turn: Seat },
    /// The round or window is closed.
    Closed,
}

impl From<FlowError> for RuleError {
    fn from(e: FlowError) -> Self {
        RuleError::new(match e {
            FlowError::NotAsked(seat) => Text::new("flow-err-not-asked").seat("seat", seat),
            FlowError::AlreadyAnswered(seat) => Text::new("flow-err-already-answered").seat("seat", seat),
            FlowError::NotYourTurn { seat, turn } => Text::new("flow-err-not-your-turn")
                .seat("seat", seat)
                .seat("turn", turn),
            FlowError::Closed => Text::new("flow-err-closed"),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::GameRng;

    #[test]
    fn errors_become_rule_errors_naming_the_seats() {
        let e: RuleError = FlowError::NotYourTurn { seat: 1, turn: 2 }.into();
        assert_eq!(e.text.key, "flow-err-not-your-turn");
        let e: RuleError = FlowError::AlreadyAnswered(0).into();
        assert_eq!(e.text.key, "flow-err-already-answered");
    }

    /// Random sequences of answers, passes, actions and seats leaving never leave a piece
    /// stuck: each closes, or still names who must answer.
    #[test]
    fn random_sequences_never_get_stuck() {
        let mut rng = GameRng::new(11);
        for _ in 0..500 {
            let seats = 2 + rng.below(5);
            let all: Vec<Seat> = (0..seats).collect();

            let mut picks = SecretPicks::new(crate::engine::SeatSet::of(all.clone()), rng.below(2) == 0);
            let mut revealed = None;
            for _ in 0..40 {
                let seat = rng.below(seats + 1);
                let outcome = if rng.below(6) == 0 {
                    Ok(picks.withdraw(seat))
                } else {
                    picks.submit(seat, rng.below(9))
                };
                if let Ok(Some(all_picks)) = outcome {
                    revealed = Some(all_picks);
                    break;
                }
                assert!(!picks.waiting().is_empty(), "no one waited on and nothing revealed");
            }
            if let Some(r) = revealed {
                assert!(picks.is_revealed() && picks.waiting().is_empty());
                assert!(r.windows(2).all(|w| w[0].0 < w[1].0), "revealed in seat order");
            }

            let mut round = PriorityRound::new(all.clone(), rng.below(seats));
            for _ in 0..200 {
                let Some(turn) = round.to_act() else { break };
                match rng.below(5) {
                    0 => round.act(turn).expect("the seat to act may act"),
                    1 => round.drop_out(rng.below(seats)),
                    _ => round.pass(turn).expect("the seat to act may pass"),
                }
            }
            assert!(round.is_closed() || round.to_act().is_some());

            let mut standing = StandingChoices::default();
            for &s in &all {
                if rng.below(3) == 0 {
                    standing.set(s, "saboteur", true);
                }
            }
            let mut window: ResponseWindow<&str, u8> = ResponseWindow::open("saboteur", all.clone(), &standing);
            for _ in 0..40 {
                if window.is_closed() {
                    break;
                }
                let seat = window.waiting().iter().next().expect("someone is waited on");
                let response = (rng.below(3) == 0).then(|| rng.below(4) as u8);
                window.answer(seat, response).expect("a waited-on seat may answer");
            }
            assert!(window.is_closed(), "every seat answered or auto-passed");
        }
    }
}
