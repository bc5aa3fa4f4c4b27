//! The Game of Thrones card game on the engine contract: typed actions in, log lines out,
//! prompts for every decision, views redacted per seat.

use std::ops::RangeInclusive;

use super::data::{House, data};
use super::notation::ThronesAction;
use super::setup::{Houses, choose_limited, mulligan, place, setup};
use super::state::{Phase, Thrones, other};
use super::text::house_text;
use super::{challenge, claim, marshal, plot};
use crate::engine::{
    CardInfo, Game, GameOptions, GameRng, Localizer, LogEntry, OptionSpec, Outcome, Prompt, RuleError, Seat, Text,
    Viewer, resolve_options,
};

impl Game for Thrones {
    const ID: &'static str = "thrones";
    const NAME: &'static str = "thrones-name";
    const RULES: &'static str = "thrones-rules";
    const TRANSLATIONS: &'static [crate::engine::Translation] =
        crate::translations!["thrones", "thrones-cards", "thrones-board"];

    type Action = ThronesAction;

    fn seat_range() -> RangeInclusive<usize> {
        2..=2
    }

    fn option_specs() -> Vec<OptionSpec> {
        vec![OptionSpec {
            key: "houses",
            values: &["random", "p1-stark", "p1-lannister"],
            default: "random",
            help: "thrones-option-houses",
        }]
    }

    fn setup(seats: usize, options: &GameOptions, rng: &mut GameRng) -> Result<(Self, Vec<LogEntry>), RuleError> {
        if seats != 2 {
            return Err(RuleError::key("thrones-err-two-players"));
        }
        let options = resolve_options(&Self::option_specs(), options)?;
        let houses = match options.get("houses").map(String::as_str) {
            Some("p1-stark") => Houses::P1(House::Stark),
            Some("p1-lannister") => Houses::P1(House::Lannister),
            _ => Houses::Random,
        };
        Ok(setup(houses, rng))
    }

    fn pending(&self) -> Vec<Prompt> {
        super::prompts::pending(self)
    }

    fn awaiting(&self) -> Vec<Seat> {
        super::prompts::awaiting(self)
    }

    fn legal(&self) -> Vec<(Seat, Vec<ThronesAction>)> {
        super::prompts::legal(self)
    }

    fn parse(&self, seat: Seat, notation: &str) -> Result<ThronesAction, RuleError> {
        ThronesAction::parse_with(notation, &|word| super::view::copy_at_hand(self, seat, word))
    }

    fn apply(&mut self, seat: Seat, action: ThronesAction, rng: &mut GameRng) -> Result<Vec<LogEntry>, RuleError> {
        let mut log = Vec::new();
        let g = self;
        match action {
            ThronesAction::Keep => mulligan(g, seat, false, rng, &mut log)?,
            ThronesAction::Mulligan => mulligan(g, seat, true, rng, &mut log)?,
            ThronesAction::Limited(card) => choose_limited(g, seat, card)?,
            ThronesAction::Place(cards) => place(g, seat, cards, rng, &mut log)?,
            ThronesAction::Plot(p) => plot::choose_plot(g, seat, p, rng, &mut log)?,
            ThronesAction::First(h) => {
                let first = g.seat_of(h);
                plot::choose_first(g, seat, first, &mut log)?;
            }
            ThronesAction::Marshal(card, host) => marshal::marshal(g, seat, card, host, &mut log)?,
            ThronesAction::Duplicate(card) => marshal::duplicate(g, seat, card, &mut log)?,
            ThronesAction::Done => match g.phase {
                Phase::Marshal { .. } => marshal::done(g, seat, &mut log)?,
                _ => challenge::challenges_done(g, seat, rng, &mut log)?,
            },
            ThronesAction::Challenge(kind) => challenge::begin(g, seat, kind)?,
            ThronesAction::Attack(cards) => challenge::declare_attackers(g, seat, cards, rng, &mut log)?,
            ThronesAction::Stealth(cards) => challenge::choose_stealth(g, seat, cards, rng, &mut log)?,
            ThronesAction::Defend(cards) => challenge::declare_defenders(g, seat, cards, rng, &mut log)?,
            ThronesAction::Kill(cards) => claim::choose_claim(g, seat, cards, &mut log)?,
            ThronesAction::Save => claim::answer_save(g, seat, true, &mut log)?,
            ThronesAction::NoSave => claim::answer_save(g, seat, false, &mut log)?,
        }
        Ok(log)
    }

    fn concede(&mut self, seat: Seat, _rng: &mut GameRng) -> Vec<LogEntry> {
        self.conceded = Some(seat);
        self.winner = Some(other(seat));
        self.phase = Phase::Over;
        self.challenge = None;
        self.kills = None;
        vec![LogEntry::public(
            Text::new("thrones-log-conceded").text("house", house_text(self, seat)),
        )]
    }

    fn edit(&mut self, command: &str) -> Result<Vec<LogEntry>, RuleError> {
        super::edit::edit(self, command)
    }

    fn view(&self, viewer: Viewer) -> serde_json::Value {
        super::view::view(self, viewer)
    }

    fn status(&self, viewer: Viewer) -> Vec<Text> {
        super::view::status(self, viewer)
    }

    fn board_svg(&self, viewer: Viewer, loc: &dyn Localizer) -> String {
        super::board::svg(self, viewer, loc)
    }

    fn private_brief(&self, seat: Seat) -> Vec<Text> {
        super::view::brief(self, seat)
    }

    fn outcome(&self) -> Option<Outcome> {
        let winner = self.winner.filter(|_| self.is_over())?;
        let loser = other(winner);
        let summary = match self.conceded {
            Some(s) => Text::new("thrones-end-conceded")
                .text("house", house_text(self, winner))
                .text("loser", house_text(self, s)),
            None => Text::new("thrones-end")
                .text("house", house_text(self, winner))
                .num("total", i64::from(self.player(winner).total_power()))
                .text("loser", house_text(self, loser))
                .num("other", i64::from(self.player(loser).total_power()))
                .num("round", i64::from(self.round)),
        };
        Some(Outcome {
            winners: vec![winner],
            summary,
        })
    }

    fn is_over(&self) -> bool {
        self.phase == Phase::Over
    }

    fn check_invariants(&self) -> Result<(), String> {
        super::invariants::check(self)
    }

    fn hidden_card_ids(&self, viewer: Viewer) -> Vec<String> {
        super::view::hidden_card_ids(self, viewer)
    }

    fn card_name(&self, id: &str) -> Option<Text> {
        let d = data();
        if let Some(i) = d.instance(id) {
            return Some(Text::new(format!("thrones-card-{}", d.cards[d.instances[i].card].id)));
        }
        d.plot(id).map(|(_, p)| Text::new(format!("thrones-plot-{}", p.id)))
    }

    fn card_catalog() -> Vec<CardInfo> {
        super::catalog::cards()
    }
}
