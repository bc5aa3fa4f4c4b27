//! The `basic`-played play-outs of `strong` (`src/ai/rollout.rs`) on a game made for them: two
//! spaces, X worth 3 and Y worth 2; seat 1 places a bid of 1, then seat 2 a bid of 2, which takes
//! a space from seat 1 if it bids there too. A greedy look one move ahead takes X (3 against 2);
//! foreseeing seat 2's greedy answer, X is lost (seat 2 takes it: -3) while Y is lost for less
//! (seat 2 takes Y: -2), so a player who sees the answer coming bids on Y.

use serde::{Deserialize, Serialize};

use crate::ai::*;
use crate::engine::{
    AnyMatch, Choice, Game, GameOptions, Localizer, LogEntry, Match, OptionSpec, Outcome, Prompt, Rollouts, RuleError,
    Text, Viewer,
};

fn raw(s: &str) -> Text {
    Text::new("raw").str("value", s)
}

const SPACES: [(&str, i32); 2] = [("x", 3), ("y", 2)];

#[derive(Clone, Debug, Serialize, Deserialize)]
struct Race {
    /// The space each seat bid on, in seat order.
    bids: Vec<usize>,
}

impl Race {
    /// What each seat holds now: a space goes to the highest bid on it (seat 2 bids higher).
    fn holdings(&self) -> [i32; 2] {
        let mut held = [0; 2];
        for (space, &(_, worth)) in SPACES.iter().enumerate() {
            if let Some(seat) = (0..self.bids.len()).rev().find(|&s| self.bids[s] == space) {
                held[seat] += worth;
            }
        }
        held
    }
}

impl Game for Race {
    const ID: &'static str = "race";
    const NAME: &'static str = "race";
    const RULES: &'static str = "race";
    type Action = String;
    const STRONG_ROLLOUTS: Option<Rollouts> = Some(Rollouts {
        candidates: 2,
        worlds: 1,
        moves: 4,
    });

    fn seat_range() -> std::ops::RangeInclusive<usize> {
        2..=2
    }
    fn option_specs() -> Vec<OptionSpec> {
        Vec::new()
    }
    fn setup(_: usize, _: &GameOptions, _: &mut GameRng) -> Result<(Self, Vec<LogEntry>), RuleError> {
        Ok((Race { bids: Vec::new() }, Vec::new()))
    }
    fn pending(&self) -> Vec<Prompt> {
        if self.bids.len() >= 2 {
            return Vec::new();
        }
        let options = SPACES.iter().map(|(id, _)| Choice::new(*id, raw(id))).collect();
        vec![Prompt::one(self.bids.len(), raw("bid"), options)]
    }
    fn parse(&self, _: Seat, notation: &str) -> Result<String, RuleError> {
        Ok(notation.to_string())
    }
    fn apply(&mut self, seat: Seat, action: String, _: &mut GameRng) -> Result<Vec<LogEntry>, RuleError> {
        let space = SPACES.iter().position(|(id, _)| *id == action);
        match space {
            Some(space) if seat == self.bids.len() => self.bids.push(space),
            _ => return Err(RuleError::new(raw("not now"))),
        }
        Ok(Vec::new())
    }
    fn concede(&mut self, _: Seat, _: &mut GameRng) -> Vec<LogEntry> {
        Vec::new()
    }
    fn edit(&mut self, _: &str) -> Result<Vec<LogEntry>, RuleError> {
        Err(RuleError::new(raw("no edits")))
    }
    fn view(&self, _: Viewer) -> serde_json::Value {
        serde_json::json!({ "bids": self.bids })
    }
    fn status(&self, _: Viewer) -> Vec<Text> {
        Vec::new()
    }
    fn board_svg(&self, _: Viewer, _: &dyn Localizer) -> String {
        String::new()
    }
    fn outcome(&self) -> Option<Outcome> {
        None
    }
    fn check_invariants(&self) -> Result<(), String> {
        Ok(())
    }
    fn hidden_card_ids(&self, _: Viewer) -> Vec<String> {
        Vec::new()
    }
    fn evaluate(&self, seat: Seat) -> f64 {
        let held = self.holdings();
        f64::from(held[seat] - held[1 - seat]) / 10.0
    }
}

#[test]
fn strong_foresees_the_answer_basic_does_not() {
    let m = Match::<Race>::new(2, &GameOptions::new(), 1).expect("a race").0;
    let sight = Sight::new(&m, 0).expect("seat 1 bids first");
    for version in 0..4 {
        let mut rng = decision_rng(1, version, 0);
        let basic = decide_with(Level::Basic, &sight, &mut rng, search::Budget::DEFAULT).expect("an answer");
        assert_eq!(basic, "x", "one move ahead, X looks best");
        let mut rng = decision_rng(1, version, 0);
        let strong = decide_with(Level::Strong, &sight, &mut rng, search::Budget::DEFAULT).expect("an answer");
        assert_eq!(strong, "y", "seat 2 takes whatever seat 1 bids on: Y loses less");
    }
    // Seat 2's greedy answer, as the play-outs foresee it: it takes seat 1's space.
    for (first, answer) in [("x", "x"), ("y", "y")] {
        let mut m = Match::<Race>::new(2, &GameOptions::new(), 1).expect("a race").0;
        m.apply(0, first).expect("legal");
        let sight = Sight::new(&m, 1).expect("seat 2 answers");
        let line = decide_with(
            Level::Basic,
            &sight,
            &mut decision_rng(1, 1, 1),
            search::Budget::DEFAULT,
        );
        assert_eq!(line.as_deref(), Some(answer));
    }
}
