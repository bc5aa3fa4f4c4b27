//! The generic guard against loops (issue 37) on a game made for it: a lamp its seat may switch
//! on and off for free, and `end`, which loses. Every way forward is judged -1 and every switch
//! as the position before it, so a weighing AI that may walk back to where it was switches for
//! ever. No move is marked as taking back or idle: only the trail (the seat's sights in its
//! current run of decisions) stops it.

use serde::{Deserialize, Serialize};

use crate::ai::*;
use crate::engine::{
    AnyMatch, Choice, Game, GameOptions, Localizer, LogEntry, Match, OptionSpec, Outcome, Prompt, RuleError, Text,
    Viewer,
};

fn raw(s: &str) -> Text {
    Text::new("raw").str("value", s)
}

#[derive(Clone, Debug, Serialize, Deserialize)]
struct Lamp {
    lit: bool,
    loser: Option<Seat>,
}

impl Game for Lamp {
    const ID: &'static str = "lamp";
    const NAME: &'static str = "lamp";
    const RULES: &'static str = "lamp";
    type Action = String;

    fn seat_range() -> std::ops::RangeInclusive<usize> {
        2..=2
    }
    fn option_specs() -> Vec<OptionSpec> {
        Vec::new()
    }
    fn setup(_: usize, _: &GameOptions, _: &mut GameRng) -> Result<(Self, Vec<LogEntry>), RuleError> {
        Ok((
            Lamp {
                lit: false,
                loser: None,
            },
            Vec::new(),
        ))
    }
    fn pending(&self) -> Vec<Prompt> {
        if self.loser.is_some() {
            return Vec::new();
        }
        let switch = if self.lit { "off" } else { "on" };
        vec![Prompt::one(
            0,
            raw("switch or end"),
            vec![Choice::new(switch, raw(switch)), Choice::new("end", raw("end"))],
        )]
    }
    fn parse(&self, _: Seat, notation: &str) -> Result<String, RuleError> {
        Ok(notation.to_string())
    }
    fn apply(&mut self, seat: Seat, action: String, _: &mut GameRng) -> Result<Vec<LogEntry>, RuleError> {
        match action.as_str() {
            "on" if !self.lit => self.lit = true,
            "off" if self.lit => self.lit = false,
            "end" => self.loser = Some(seat),
            _ => return Err(RuleError::new(raw("not now"))),
        }
        Ok(Vec::new())
    }
    fn concede(&mut self, seat: Seat, _: &mut GameRng) -> Vec<LogEntry> {
        self.loser = Some(seat);
        Vec::new()
    }
    fn edit(&mut self, _: &str) -> Result<Vec<LogEntry>, RuleError> {
        Err(RuleError::new(raw("no edits")))
    }
    fn view(&self, _: Viewer) -> serde_json::Value {
        serde_json::json!({ "lit": self.lit })
    }
    fn status(&self, _: Viewer) -> Vec<Text> {
        Vec::new()
    }
    fn board_svg(&self, _: Viewer, _: &dyn Localizer) -> String {
        String::new()
    }
    fn outcome(&self) -> Option<Outcome> {
        self.loser.map(|l| Outcome {
            winners: vec![1 - l],
            summary: raw("over"),
        })
    }
    fn check_invariants(&self) -> Result<(), String> {
        Ok(())
    }
    fn hidden_card_ids(&self, _: Viewer) -> Vec<String> {
        Vec::new()
    }
}

fn lamp() -> Match<Lamp> {
    Match::<Lamp>::new(2, &GameOptions::new(), 1).expect("a lamp").0
}

#[test]
fn a_weighing_ai_never_switches_back_to_a_position_of_its_run_and_ends_instead() {
    let budget = search::Budget {
        iterations: 60,
        ..search::Budget::DEFAULT
    };
    for level in [Level::Basic, Level::Strong] {
        let mut m = lamp();
        let mut lines = Vec::new();
        for version in 0..20 {
            if m.game.is_over() {
                break;
            }
            let sight = Sight::new(&m, 0).expect("seat 1 decides");
            let line = decide_with(level, &sight, &mut decision_rng(1, version, 0), budget).expect("an answer");
            m.apply(0, &line).expect("a legal line");
            lines.push(line);
        }
        // Switching on is a new position (it may as well end at once: both lose); switching
        // off again would be the first one, and is never chosen while `end` is offered.
        assert!(m.game.is_over(), "{}: {lines:?}", level.id());
        assert!(!lines.iter().any(|l| l == "off"), "{}: {lines:?}", level.id());
    }
}

#[test]
fn a_random_seat_still_switches_back_and_forth() {
    let mut m = lamp();
    let mut switched = 0;
    for version in 0..200 {
        if m.game.is_over() {
            m = lamp();
        }
        let sight = Sight::new(&m, 0).expect("seat 1 decides");
        let line = decide(Level::Random, &sight, &mut decision_rng(1, version, 0)).expect("an answer");
        switched += usize::from(line == "off");
        m.apply(0, &line).expect("a legal line");
    }
    assert!(switched > 10, "{switched}");
}

#[test]
fn the_trail_holds_the_seat_s_sights_of_its_run_and_is_saved_with_the_game() {
    let mut m = lamp();
    let off = m.sight_hash(0).expect("seat 1 decides");
    assert!(AnyMatch::trail(&m, 0).is_empty(), "no move made yet");
    m.apply(0, "on").expect("legal");
    let on = m.sight_hash(0).expect("seat 1 decides");
    assert_ne!(on, off);
    assert_eq!(AnyMatch::trail(&m, 0), [off, on]);
    assert!(AnyMatch::trail(&m, 1).is_empty(), "another seat's run is not seat 2's");
    // A sampled world keeps the seat's own trail, and the sight names what it has seen.
    let world = m.determinized(0, &mut GameRng::new(3));
    assert_eq!(world.trail(0), [off, on]);
    assert_eq!(Sight::new(world.as_ref(), 0).expect("decides").seen(), [off, on]);
    // Saved and loaded with the game; a save from before the trail loads with none.
    let saved = m.save();
    let loaded: Match<Lamp> = serde_json::from_str(&saved).expect("loads");
    assert_eq!(AnyMatch::trail(&loaded, 0), [off, on]);
    let mut old: serde_json::Value = serde_json::from_str(&saved).expect("JSON");
    old.as_object_mut().expect("an object").remove("trail");
    let old: Match<Lamp> = serde_json::from_value(old).expect("an old save loads");
    assert!(AnyMatch::trail(&old, 0).is_empty());
    // A move that does not leave the seat to decide again ends the run.
    m.apply(0, "end").expect("legal");
    assert!(AnyMatch::trail(&m, 0).is_empty());
}
