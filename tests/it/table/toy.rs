//! A small game for table tests: hidden hands, a simultaneous secret pick, alternating turns with
//! a die, concessions and an end. All its text goes through the `raw` message (test-only wording).

use std::ops::RangeInclusive;

use serde::{Deserialize, Serialize};
use warroom::engine::{
    Choice, Game, GameOptions, GameRng, Localizer, LogEntry, OptionSpec, Outcome, Prompt, RuleError, Seat, Text,
    Viewer, resolve_options,
};

pub fn raw(s: impl Into<String>) -> Text {
    Text::new("raw").str("value", s)
}

pub fn card(n: u32) -> String {
    format!("card-{n}")
}

/// The toy's moves, typed; `Display` is the notation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ToyAction {
    Pick(u32),
    Roll,
    Pass,
    Play(u32),
}

impl std::fmt::Display for ToyAction {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ToyAction::Pick(n) => write!(f, "pick {n}"),
            ToyAction::Roll => f.write_str("roll"),
            ToyAction::Pass => f.write_str("pass"),
            ToyAction::Play(n) => write!(f, "play {n}"),
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    Pick,
    Turns,
    Over,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Toy {
    pub hands: Vec<Vec<u32>>,
    pub picks: Vec<Option<u32>>,
    pub scores: Vec<i64>,
    pub out: Vec<bool>,
    pub phase: Phase,
    pub turn: Seat,
    pub turns_left: u32,
    pub target: i64,
}

impl Toy {
    fn in_play(&self) -> Vec<Seat> {
        (0..self.hands.len()).filter(|&s| !self.out[s]).collect()
    }

    fn reveal_if_all_picked(&mut self, log: &mut Vec<LogEntry>) {
        if self.phase != Phase::Pick || self.in_play().iter().any(|&s| self.picks[s].is_none()) {
            return;
        }
        for s in self.in_play() {
            if let Some(n) = self.picks[s].take() {
                self.hands[s].retain(|&c| c != n);
                self.scores[s] += n as i64;
                log.push(LogEntry::public(raw(format!("P{} reveals {}", s + 1, card(n)))));
            }
        }
        self.phase = Phase::Turns;
        self.turn = self.in_play()[0];
    }

    fn next_turn(&mut self) {
        let seats = self.hands.len();
        if self.turns_left == 0 || self.scores.iter().any(|&s| s >= self.target) || self.in_play().len() <= 1 {
            self.phase = Phase::Over;
            return;
        }
        for step in 1..=seats {
            let s = (self.turn + step) % seats;
            if !self.out[s] {
                self.turn = s;
                return;
            }
        }
    }
}

impl Game for Toy {
    const ID: &'static str = "toy";
    const NAME: &'static str = "toy-game";
    const RULES: &'static str = "toy-rules";
    type Action = ToyAction;

    fn seat_range() -> RangeInclusive<usize> {
        2..=3
    }

    fn option_specs() -> Vec<OptionSpec> {
        vec![
            OptionSpec {
                key: "turns",
                values: &["2", "4", "6", "1000"],
                default: "4",
                help: "toy-turns",
            },
            OptionSpec {
                key: "target",
                values: &["20", "1000000"],
                default: "20",
                help: "toy-target",
            },
        ]
    }

    fn setup(seats: usize, options: &GameOptions, rng: &mut GameRng) -> Result<(Self, Vec<LogEntry>), RuleError> {
        let options = resolve_options(&Self::option_specs(), options)?;
        let turns: u32 = options["turns"].parse().map_err(|_| RuleError::new(raw("bad turns")))?;
        let target: i64 = options["target"]
            .parse()
            .map_err(|_| RuleError::new(raw("bad target")))?;
        let mut deck: Vec<u32> = (1..=9).collect();
        rng.shuffle(&mut deck);
        let hands: Vec<Vec<u32>> = (0..seats).map(|s| deck[s * 3..s * 3 + 3].to_vec()).collect();
        let mut log = vec![LogEntry::public(raw(format!(
            "{seats} players get three hidden cards each"
        )))];
        for (s, hand) in hands.iter().enumerate() {
            let cards: Vec<String> = hand.iter().map(|&n| card(n)).collect();
            log.push(LogEntry::private(
                s,
                raw(format!("You were dealt {}", cards.join(", "))),
            ));
        }
        let toy = Toy {
            hands,
            picks: vec![None; seats],
            scores: vec![0; seats],
            out: vec![false; seats],
            phase: Phase::Pick,
            turn: 0,
            turns_left: turns,
            target,
        };
        Ok((toy, log))
    }

    fn pending(&self) -> Vec<Prompt> {
        match self.phase {
            Phase::Over => Vec::new(),
            Phase::Pick => self
                .in_play()
                .into_iter()
                .filter(|&s| self.picks[s].is_none())
                .map(|s| {
                    let options = self.hands[s]
                        .iter()
                        .map(|&n| Choice::new(ToyAction::Pick(n).to_string(), raw(card(n))))
                        .collect();
                    Prompt::one(s, raw("Pick a card secretly"), options).secret()
                })
                .collect(),
            Phase::Turns => {
                let s = self.turn;
                let mut options = vec![
                    Choice::new(ToyAction::Roll.to_string(), raw("Roll the die")),
                    Choice::new(ToyAction::Pass.to_string(), raw("Pass")),
                ];
                options.extend(
                    self.hands[s]
                        .iter()
                        .map(|&n| Choice::new(ToyAction::Play(n).to_string(), raw(format!("Play {}", card(n))))),
                );
                vec![Prompt::one(s, raw("Your turn"), options)]
            }
        }
    }

    fn parse(&self, _seat: Seat, notation: &str) -> Result<ToyAction, RuleError> {
        let number = |n: &str| {
            n.parse::<u32>()
                .map_err(|_| RuleError::new(raw(format!("`{n}` is not a card number"))))
        };
        let words: Vec<&str> = notation.split(' ').collect();
        match words.as_slice() {
            ["pick", n] => Ok(ToyAction::Pick(number(n)?)),
            ["roll"] => Ok(ToyAction::Roll),
            ["pass"] => Ok(ToyAction::Pass),
            ["play", n] => Ok(ToyAction::Play(number(n)?)),
            _ => Err(RuleError::new(raw(format!("`{notation}` is not a move now")))),
        }
    }

    fn apply(&mut self, seat: Seat, action: ToyAction, rng: &mut GameRng) -> Result<Vec<LogEntry>, RuleError> {
        let mut log = Vec::new();
        match (&self.phase, &action) {
            (Phase::Pick, &ToyAction::Pick(n)) => {
                if !self.hands[seat].contains(&n) {
                    return Err(RuleError::new(raw(format!("You do not hold a card {n}"))));
                }
                self.picks[seat] = Some(n);
                log.push(LogEntry::private(seat, raw(format!("You picked {}", card(n)))));
                log.push(LogEntry::others(seat, raw(format!("P{} has picked a card", seat + 1))));
                self.reveal_if_all_picked(&mut log);
            }
            (Phase::Turns, ToyAction::Roll) => {
                let v = rng.roll(6);
                self.scores[seat] += v as i64;
                log.push(LogEntry::public(raw(format!("P{} rolls {v}", seat + 1))));
                self.turns_left -= 1;
                self.next_turn();
            }
            (Phase::Turns, ToyAction::Pass) => {
                log.push(LogEntry::public(raw(format!("P{} passes", seat + 1))));
                self.turns_left -= 1;
                self.next_turn();
            }
            (Phase::Turns, &ToyAction::Play(n)) => {
                if !self.hands[seat].contains(&n) {
                    return Err(RuleError::new(raw(format!("You do not hold a card {n}"))));
                }
                self.hands[seat].retain(|&c| c != n);
                self.scores[seat] += n as i64;
                log.push(LogEntry::public(raw(format!("P{} plays {}", seat + 1, card(n)))));
                self.turns_left -= 1;
                self.next_turn();
            }
            _ => {
                return Err(RuleError::new(raw(format!("`{action}` is not a move now"))));
            }
        }
        Ok(log)
    }

    fn concede(&mut self, seat: Seat, _rng: &mut GameRng) -> Vec<LogEntry> {
        self.out[seat] = true;
        self.picks[seat] = None;
        let mut log = vec![LogEntry::public(raw(format!("P{} concedes", seat + 1)))];
        if self.in_play().len() <= 1 {
            self.phase = Phase::Over;
        } else if self.phase == Phase::Pick {
            self.reveal_if_all_picked(&mut log);
        } else if self.turn == seat {
            self.next_turn();
        }
        log
    }

    fn edit(&mut self, command: &str) -> Result<Vec<LogEntry>, RuleError> {
        let words: Vec<&str> = command.split(' ').collect();
        let ["score", seat, value] = words.as_slice() else {
            return Err(RuleError::new(raw("use: score pN VALUE")));
        };
        let seat: usize = seat
            .trim_start_matches('p')
            .parse()
            .map_err(|_| RuleError::new(raw("bad seat")))?;
        let value: i64 = value.parse().map_err(|_| RuleError::new(raw("bad value")))?;
        let slot = self
            .scores
            .get_mut(seat.wrapping_sub(1))
            .ok_or_else(|| RuleError::new(raw("no such seat")))?;
        *slot = value;
        Ok(vec![LogEntry::public(raw(format!("P{seat} score set to {value}")))])
    }

    fn view(&self, viewer: Viewer) -> serde_json::Value {
        let hand = match viewer {
            Viewer::Seat(s) => serde_json::json!(self.hands[s]),
            Viewer::Public => serde_json::Value::Null,
        };
        serde_json::json!({
            "phase": format!("{:?}", self.phase),
            "scores": self.scores,
            "hand_sizes": self.hands.iter().map(Vec::len).collect::<Vec<_>>(),
            "picked": self.picks.iter().map(Option::is_some).collect::<Vec<_>>(),
            "turn": self.turn,
            "hand": hand,
        })
    }

    fn status(&self, viewer: Viewer) -> Vec<Text> {
        let scores: Vec<String> = self
            .scores
            .iter()
            .enumerate()
            .map(|(s, v)| format!("P{} {v}", s + 1))
            .collect();
        let mut lines = vec![raw(format!("Scores: {}", scores.join(", ")))];
        if let Viewer::Seat(s) = viewer {
            let cards: Vec<String> = self.hands[s].iter().map(|&n| card(n)).collect();
            lines.push(raw(format!("Your hand: {}", cards.join(", "))));
        }
        lines
    }

    fn board_svg(&self, viewer: Viewer, loc: &dyn Localizer) -> String {
        let mut svg = String::from("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"200\" height=\"100\">");
        for (s, v) in self.scores.iter().enumerate() {
            svg.push_str(&format!(
                "<text x=\"5\" y=\"{}\">{}: {v}</text>",
                20 + 20 * s,
                loc.seat_name(s)
            ));
        }
        if let Viewer::Seat(s) = viewer {
            for (i, &n) in self.hands[s].iter().enumerate() {
                svg.push_str(&format!("<text x=\"120\" y=\"{}\">{}</text>", 20 + 20 * i, card(n)));
            }
        }
        svg.push_str("</svg>");
        svg
    }

    fn outcome(&self) -> Option<Outcome> {
        if self.phase != Phase::Over {
            return None;
        }
        let alive = self.in_play();
        let best = alive.iter().map(|&s| self.scores[s]).max().unwrap_or(0);
        let winners = alive.into_iter().filter(|&s| self.scores[s] == best).collect();
        Some(Outcome {
            winners,
            summary: raw(format!("Final scores: {:?}", self.scores)),
        })
    }

    fn check_invariants(&self) -> Result<(), String> {
        Ok(())
    }

    fn hidden_card_ids(&self, viewer: Viewer) -> Vec<String> {
        let mut out = Vec::new();
        for s in 0..self.hands.len() {
            if viewer.is(s) {
                continue;
            }
            out.extend(self.hands[s].iter().map(|&n| card(n)));
            out.extend(self.picks[s].map(card));
        }
        out
    }
}
