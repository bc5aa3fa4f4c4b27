//! A tiny test-only game with out-of-turn response windows, a private hand and a brief, for the
//! notification budget: the seat in turn plays a card (and draws another, privately) or ends its
//! turn; a played card opens a response window for every other seat (each may only `pass`); once
//! all passed, the same seat goes on. Ending a turn slips the seat after next a private note.

use std::ops::RangeInclusive;

use serde::{Deserialize, Serialize};
use warroom::engine::{
    Choice, Game, GameOptions, GameRng, Localizer, LogEntry, OptionSpec, Outcome, Prompt, RuleError, Seat, Text, Viewer,
};

use super::toy::{card, raw};

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RelayAction {
    Play(u32),
    End,
    Pass,
}

impl std::fmt::Display for RelayAction {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RelayAction::Play(n) => write!(f, "play {n}"),
            RelayAction::End => f.write_str("end"),
            RelayAction::Pass => f.write_str("pass"),
        }
    }
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Relay {
    pub hands: Vec<Vec<u32>>,
    pub deck: Vec<u32>,
    pub turn: Seat,
    /// Seats still to answer the open response window.
    pub window: Vec<Seat>,
    pub turns_left: u32,
}

impl Game for Relay {
    const ID: &'static str = "relay";
    const NAME: &'static str = "toy-game";
    const RULES: &'static str = "toy-rules";
    type Action = RelayAction;

    fn seat_range() -> RangeInclusive<usize> {
        2..=3
    }

    fn option_specs() -> Vec<OptionSpec> {
        Vec::new()
    }

    fn setup(seats: usize, _options: &GameOptions, _rng: &mut GameRng) -> Result<(Self, Vec<LogEntry>), RuleError> {
        let hands: Vec<Vec<u32>> = (0..seats as u32).map(|s| vec![s * 2 + 1, s * 2 + 2]).collect();
        let mut log = vec![LogEntry::public(raw("Relay begins"))];
        for (s, hand) in hands.iter().enumerate() {
            let cards: Vec<String> = hand.iter().map(|&n| card(n)).collect();
            log.push(LogEntry::private(
                s,
                raw(format!("You were dealt {}", cards.join(", "))),
            ));
        }
        let game = Relay {
            hands,
            deck: (20..40).collect(),
            turn: 0,
            window: Vec::new(),
            turns_left: 6,
        };
        Ok((game, log))
    }

    fn pending(&self) -> Vec<Prompt> {
        if self.turns_left == 0 {
            return Vec::new();
        }
        if !self.window.is_empty() {
            return self
                .window
                .iter()
                .map(|&s| Prompt {
                    response: true,
                    ..Prompt::one(s, raw("Respond to the card?"), vec![Choice::new("pass", raw("Pass"))])
                })
                .collect();
        }
        let s = self.turn;
        let mut options: Vec<Choice> = self.hands[s]
            .iter()
            .map(|&n| Choice::new(RelayAction::Play(n).to_string(), raw(format!("Play {}", card(n)))))
            .collect();
        options.push(Choice::new("end", raw("End your turn")));
        vec![Prompt::one(s, raw("Your turn"), options)]
    }

    fn parse(&self, _seat: Seat, notation: &str) -> Result<RelayAction, RuleError> {
        match notation.split(' ').collect::<Vec<_>>().as_slice() {
            ["play", n] => n
                .parse()
                .map(RelayAction::Play)
                .map_err(|_| RuleError::new(raw("not a card"))),
            ["end"] => Ok(RelayAction::End),
            ["pass"] => Ok(RelayAction::Pass),
            _ => Err(RuleError::new(raw("not a move"))),
        }
    }

    fn apply(&mut self, seat: Seat, action: RelayAction, _rng: &mut GameRng) -> Result<Vec<LogEntry>, RuleError> {
        let seats = self.hands.len();
        let mut log = Vec::new();
        match action {
            RelayAction::Pass if self.window.contains(&seat) => {
                self.window.retain(|&s| s != seat);
                log.push(LogEntry::public(raw(format!("P{} lets it be", seat + 1))));
            }
            RelayAction::Play(n) if self.window.is_empty() && seat == self.turn && self.hands[seat].contains(&n) => {
                self.hands[seat].retain(|&c| c != n);
                let drawn = self.deck.remove(0);
                self.hands[seat].push(drawn);
                log.push(LogEntry::public(raw(format!("P{} plays {}", seat + 1, card(n)))));
                log.push(LogEntry::private(seat, raw(format!("You draw {}", card(drawn)))));
                self.window = (1..seats).map(|k| (seat + k) % seats).collect();
            }
            RelayAction::End if self.window.is_empty() && seat == self.turn => {
                log.push(LogEntry::public(raw(format!("P{} ends the turn", seat + 1))));
                log.push(LogEntry::private(
                    (seat + 2) % seats,
                    raw(format!("P{} slips you a note", seat + 1)),
                ));
                self.turn = (seat + 1) % seats;
                self.turns_left -= 1;
            }
            _ => return Err(RuleError::new(raw("not now"))),
        }
        Ok(log)
    }

    fn concede(&mut self, _seat: Seat, _rng: &mut GameRng) -> Vec<LogEntry> {
        self.turns_left = 0;
        Vec::new()
    }

    fn edit(&mut self, _command: &str) -> Result<Vec<LogEntry>, RuleError> {
        Err(RuleError::new(raw("no edits")))
    }

    fn view(&self, viewer: Viewer) -> serde_json::Value {
        let hand = match viewer {
            Viewer::Seat(s) => serde_json::json!(self.hands[s]),
            Viewer::Public => serde_json::Value::Null,
        };
        serde_json::json!({ "turn": self.turn, "window": self.window, "hand": hand,
            "turns_left": self.turns_left })
    }

    fn status(&self, _viewer: Viewer) -> Vec<Text> {
        vec![raw(format!("P{} to play", self.turn + 1))]
    }

    fn private_brief(&self, seat: Seat) -> Vec<Text> {
        // A real message with a list ("Your hand: …"), as a game's brief has.
        vec![Text::new("ts-status-hand").list("cards", self.hands[seat].iter().map(|&n| raw(card(n))).collect())]
    }

    fn board_svg(&self, _viewer: Viewer, _loc: &dyn Localizer) -> String {
        warroom::render::svg::document(200, 100, "#fff", "")
    }

    fn outcome(&self) -> Option<Outcome> {
        (self.turns_left == 0).then(|| Outcome {
            winners: vec![0],
            summary: raw("Relay is over"),
        })
    }

    fn check_invariants(&self) -> Result<(), String> {
        Ok(())
    }

    fn hidden_card_ids(&self, viewer: Viewer) -> Vec<String> {
        (0..self.hands.len())
            .filter(|&s| viewer != Viewer::Seat(s))
            .flat_map(|s| self.hands[s].iter().map(|&n| card(n)))
            .collect()
    }
}
