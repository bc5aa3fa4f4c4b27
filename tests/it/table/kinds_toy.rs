//! A tiny test-only game whose every prompt is composed: seat 1 keeps two of four cards under a
//! cost budget (k-of-n), seat 2 names a number (a number in a range), seat 1 shares three points
//! over three items (points to share). Its action is typed and parsed through `Prompt::read`, as
//! a real game's composed prompts are.

use std::ops::RangeInclusive;

use serde::{Deserialize, Serialize};
use warroom::engine::{
    Ask, Choice, Game, GameOptions, GameRng, Localizer, LogEntry, OptionSpec, Outcome, Prompt, RuleError, Seat,
    Selection, Text, Viewer,
};

use super::toy::raw;

pub const CARDS: [(&str, u32); 4] = [("ox", 6), ("hawk", 5), ("hare", 3), ("wren", 2)];
pub const ITEMS: [&str; 3] = ["north", "south", "west"];
/// What the kept cards may cost together.
pub const BUDGET: u32 = 10;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum KindsAction {
    Keep(Vec<usize>),
    Bid(i64),
    Share(Vec<(usize, u32)>),
}

impl std::fmt::Display for KindsAction {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            KindsAction::Keep(cards) => {
                let names: Vec<&str> = cards.iter().map(|&i| CARDS[i].0).collect();
                write!(f, "keep {}", names.join(" "))
            }
            KindsAction::Bid(n) => write!(f, "bid {n}"),
            KindsAction::Share(points) => {
                let parts: Vec<String> = points.iter().map(|&(i, n)| format!("{}:{n}", ITEMS[i])).collect();
                write!(f, "share {}", parts.join(" "))
            }
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Stage {
    Keep,
    Bid,
    Share,
    Over,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Kinds {
    pub stage: Stage,
    pub kept: Vec<usize>,
    pub bid: Option<i64>,
    pub shared: Vec<(usize, u32)>,
}

impl Kinds {
    fn prompt(&self) -> Option<Prompt> {
        match self.stage {
            Stage::Keep => {
                let options = CARDS
                    .iter()
                    .map(|(name, cost)| Choice::new(*name, raw(format!("{name} ({cost})"))).costing(*cost))
                    .collect();
                let ask = Ask::Several {
                    min: 2,
                    max: 2,
                    budget: Some(BUDGET),
                };
                Some(Prompt::composed(0, raw("Keep two cards"), "keep", ask, options))
            }
            Stage::Bid => {
                Some(Prompt::composed(1, raw("Name a number"), "bid", Ask::Number { min: 0, max: 5 }, vec![]).secret())
            }
            Stage::Share => {
                let options = ITEMS
                    .iter()
                    .map(|i| Choice::new(*i, raw(i.to_uppercase())).capped(2))
                    .collect();
                Some(Prompt::composed(
                    0,
                    raw("Share three points"),
                    "share",
                    Ask::Distribute { min: 3, max: 3 },
                    options,
                ))
            }
            Stage::Over => None,
        }
    }
}

impl Game for Kinds {
    const ID: &'static str = "kinds";
    const NAME: &'static str = "toy-game";
    const RULES: &'static str = "toy-rules";
    type Action = KindsAction;

    fn seat_range() -> RangeInclusive<usize> {
        2..=2
    }

    fn option_specs() -> Vec<OptionSpec> {
        Vec::new()
    }

    fn setup(_seats: usize, _options: &GameOptions, _rng: &mut GameRng) -> Result<(Self, Vec<LogEntry>), RuleError> {
        let game = Kinds {
            stage: Stage::Keep,
            kept: Vec::new(),
            bid: None,
            shared: Vec::new(),
        };
        Ok((game, vec![LogEntry::public(raw("Kinds begins"))]))
    }

    fn pending(&self) -> Vec<Prompt> {
        self.prompt().into_iter().collect()
    }

    fn parse(&self, seat: Seat, notation: &str) -> Result<KindsAction, RuleError> {
        let prompt = self
            .prompt()
            .filter(|p| p.seat == seat)
            .ok_or_else(|| RuleError::new(raw("nothing to answer")))?;
        Ok(match prompt.read(notation)? {
            Selection::Several(mut cards) => {
                cards.sort_unstable();
                KindsAction::Keep(cards)
            }
            Selection::Number(n) => KindsAction::Bid(n),
            Selection::Points(mut points) => {
                points.retain(|&(_, n)| n > 0);
                points.sort_unstable();
                KindsAction::Share(points)
            }
            Selection::One(_) | Selection::Batch(_) => return Err(RuleError::new(raw("not a one-choice question"))),
        })
    }

    fn apply(&mut self, seat: Seat, action: KindsAction, _rng: &mut GameRng) -> Result<Vec<LogEntry>, RuleError> {
        let line = action.to_string();
        match (&self.stage, action) {
            (Stage::Keep, KindsAction::Keep(cards)) => {
                self.kept = cards;
                self.stage = Stage::Bid;
                Ok(vec![
                    LogEntry::private(seat, raw(format!("You {line}"))),
                    LogEntry::public(raw("P1 kept two")),
                ])
            }
            (Stage::Bid, KindsAction::Bid(n)) => {
                self.bid = Some(n);
                self.stage = Stage::Share;
                Ok(vec![LogEntry::public(raw(format!("P2 bids {n}")))])
            }
            (Stage::Share, KindsAction::Share(points)) => {
                self.shared = points;
                self.stage = Stage::Over;
                Ok(vec![LogEntry::public(raw(format!("P1 {line}")))])
            }
            _ => Err(RuleError::new(raw("not now"))),
        }
    }

    fn concede(&mut self, _seat: Seat, _rng: &mut GameRng) -> Vec<LogEntry> {
        self.stage = Stage::Over;
        Vec::new()
    }

    fn edit(&mut self, _command: &str) -> Result<Vec<LogEntry>, RuleError> {
        Err(RuleError::new(raw("no edits")))
    }

    fn view(&self, viewer: Viewer) -> serde_json::Value {
        let kept = match viewer {
            Viewer::Seat(0) => serde_json::json!(self.kept.iter().map(|&i| CARDS[i].0).collect::<Vec<_>>()),
            _ => serde_json::json!(self.kept.len()),
        };
        serde_json::json!({ "stage": format!("{:?}", self.stage), "kept": kept, "bid": self.bid,
            "shared": self.shared.iter().map(|&(i, n)| format!("{}:{n}", ITEMS[i])).collect::<Vec<_>>() })
    }

    fn status(&self, _viewer: Viewer) -> Vec<Text> {
        vec![raw(format!("stage {:?}", self.stage))]
    }

    fn board_svg(&self, _viewer: Viewer, _loc: &dyn Localizer) -> String {
        warroom::render::svg::document(200, 100, "#fff", "")
    }

    fn outcome(&self) -> Option<Outcome> {
        (self.stage == Stage::Over).then(|| Outcome {
            winners: vec![0],
            summary: raw("Kinds is over"),
        })
    }

    fn check_invariants(&self) -> Result<(), String> {
        let cost: u32 = self.kept.iter().map(|&i| CARDS[i].1).sum();
        if cost > BUDGET {
            return Err(format!("kept cards cost {cost}"));
        }
        Ok(())
    }

    fn hidden_card_ids(&self, _viewer: Viewer) -> Vec<String> {
        Vec::new()
    }
}
