//! A priority round: seats act in turn; a pass hands the turn on; the round closes when every
//! seat still in it has passed in a row (an action resets the count).

use serde::{Deserialize, Serialize};

use super::FlowError;
use crate::engine::Seat;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PriorityRound {
    /// Seats in turn order, still in the round.
    order: Vec<Seat>,
    /// Index in `order` of the seat to act.
    turn: usize,
    /// Passes in a row since the last action.
    passes: usize,
}

impl PriorityRound {
    /// A round among `order` (turn order), starting with `first` (the first seat in `order` if
    /// `first` is not in it).
    pub fn new(order: Vec<Seat>, first: Seat) -> Self {
        let turn = order.iter().position(|&s| s == first).unwrap_or(0);
        PriorityRound { order, turn, passes: 0 }
    }

    /// The seat to act, or `None` once the round is closed.
    pub fn to_act(&self) -> Option<Seat> {
        (!self.is_closed()).then(|| self.order[self.turn])
    }

    /// Every seat still in the round passed in a row (or no one is left).
    pub fn is_closed(&self) -> bool {
        self.order.is_empty() || self.passes >= self.order.len()
    }

    pub fn passes_in_a_row(&self) -> usize {
        self.passes
    }

    /// The seats still in the round, in turn order.
    pub fn seats(&self) -> &[Seat] {
        &self.order
    }

    /// `seat` passes: the turn goes on.
    pub fn pass(&mut self, seat: Seat) -> Result<(), FlowError> {
        self.check_turn(seat)?;
        self.passes += 1;
        self.advance();
        Ok(())
    }

    /// `seat` takes an action: everyone gets another chance, starting with the next seat.
    pub fn act(&mut self, seat: Seat) -> Result<(), FlowError> {
        self.check_turn(seat)?;
        self.passes = 0;
        self.advance();
        Ok(())
    }

    /// `seat` leaves the round for good (dropped out of the bidding, conceded). The turn stays
    /// with the seat after it; passes already made still count.
    pub fn drop_out(&mut self, seat: Seat) {
        let Some(i) = self.order.iter().position(|&s| s == seat) else {
            return;
        };
        self.order.remove(i);
        if self.order.is_empty() {
            self.turn = 0;
            return;
        }
        if i < self.turn {
            self.turn -= 1;
        }
        self.turn %= self.order.len();
        self.passes = self.passes.min(self.order.len());
    }

    fn check_turn(&self, seat: Seat) -> Result<(), FlowError> {
        match self.to_act() {
            None => Err(FlowError::Closed),
            Some(turn) if turn != seat => {
                if self.order.contains(&seat) {
                    Err(FlowError::NotYourTurn { seat, turn })
                } else {
                    Err(FlowError::NotAsked(seat))
                }
            }
            Some(_) => Ok(()),
        }
    }

    fn advance(&mut self) {
        self.turn = (self.turn + 1) % self.order.len();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn closes_when_everyone_passes_in_a_row() {
        let mut round = PriorityRound::new(vec![0, 1, 2], 1);
        assert_eq!(round.to_act(), Some(1));
        round.pass(1).unwrap();
        round.pass(2).unwrap();
        assert_eq!(round.to_act(), Some(0));
        round.act(0).unwrap();
        assert_eq!(round.passes_in_a_row(), 0, "an action resets the passes");
        round.pass(1).unwrap();
        round.pass(2).unwrap();
        assert!(!round.is_closed());
        round.pass(0).unwrap();
        assert!(round.is_closed());
        assert_eq!(round.to_act(), None);
        assert_eq!(round.pass(1), Err(FlowError::Closed));
    }

    #[test]
    fn refuses_out_of_turn_and_strangers() {
        let mut round = PriorityRound::new(vec![0, 1], 0);
        assert_eq!(round.pass(1), Err(FlowError::NotYourTurn { seat: 1, turn: 0 }));
        assert_eq!(round.act(5), Err(FlowError::NotAsked(5)));
    }

    #[test]
    fn dropping_out_keeps_the_turn_order() {
        let mut round = PriorityRound::new(vec![0, 1, 2, 3], 2);
        round.pass(2).unwrap();
        round.drop_out(1);
        assert_eq!(round.to_act(), Some(3));
        round.drop_out(3);
        assert_eq!(round.to_act(), Some(0));
        round.pass(0).unwrap();
        assert!(round.is_closed(), "2 and 0 passed in a row and are the only ones left");
        let mut last = PriorityRound::new(vec![4], 4);
        last.drop_out(4);
        assert!(last.is_closed());
    }

    #[test]
    fn survives_a_save() {
        let mut round = PriorityRound::new(vec![0, 1], 1);
        round.pass(1).unwrap();
        let loaded: PriorityRound = serde_json::from_str(&serde_json::to_string(&round).unwrap()).unwrap();
        assert_eq!(loaded, round);
    }
}
