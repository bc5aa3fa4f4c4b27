//! The 2-player Game of Thrones card game (HBO edition: Stark against Lannister), issue 16, on
//! the engine contract: typed actions in, log lines out, prompts for every decision, views
//! redacted per seat. The rooms (docs/engine.md, "One layout for every game folder"), each
//! importing only those above it:
//!
//! - `data`: the card pool read from `data/thrones/`, and the ability formulas its rows carry
//!   (`data/effects.rs`: the hook points; `data/kinds.rs`: every formula kind and whether it runs);
//! - `state`: what the game remembers, the hook types cards register at (`state/ability.rs`),
//!   the static abilities and lasting effects the rules ask, the steps every rule and card uses
//!   (`state/steps.rs`), the windows' types (`state/windows.rs`) and the names in log lines;
//! - `cards`: what each card does, one file per card group, and the table the rules read;
//! - `rules`: setup, the plot draft, the plot, marshalling, challenges, claim, the end of the
//!   round, the action and response windows, the invariants;
//! - `prompts`: who is asked what, option labels, the notation (`ThronesAction`);
//! - `view`: a seat's view, the status lines and `/card`; `board`: the board image;
//! - `ai`: the game's own judgement; `edit`: GM edits; `tests`: unit tests.

pub mod ai;
pub mod board;
pub mod cards;
pub mod data;
pub mod edit;
pub mod prompts;
pub mod rules;
pub mod state;
pub mod view;

pub use state::Thrones;

#[cfg(test)]
mod tests;

use std::ops::RangeInclusive;

use crate::engine::flow::KindId;
use crate::engine::{
    CardInfo, Game, GameOptions, GameRng, Localizer, LogEntry, OptionSpec, Outcome, Prompt, RuleError, Seat, Text,
    Viewer, resolve_options,
};
use data::{House, data};
use prompts::notation::ThronesAction;
use rules::challenge;
use rules::claim;
use rules::draft;
use rules::marshal;
use rules::plot;
use rules::setup::{Houses, choose_limited, mulligan, place, setup};
use rules::windows;
use state::text::house_text;
use state::windows::WindowKind;
use state::{Phase, other};

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
        vec![
            OptionSpec {
                key: "houses",
                values: &["random", "p1-stark", "p1-lannister"],
                default: "random",
                help: "thrones-option-houses",
            },
            OptionSpec {
                key: "windows",
                values: &["strict", "casual"],
                default: "strict",
                help: "thrones-option-windows",
            },
            // the creator sets it at `/new`; the other player agrees by joining the table.
            OptionSpec {
                key: "draft",
                values: &["off", "on"],
                default: "off",
                help: "thrones-option-draft",
            },
        ]
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
        let draft = options.get("draft").is_some_and(|v| v == "on");
        let (mut game, log) = setup(houses, draft, rng);
        game.casual = options.get("windows").map(String::as_str) == Some("casual");
        Ok((game, log))
    }

    fn pending(&self) -> Vec<Prompt> {
        prompts::pending(self)
    }

    fn awaiting(&self) -> Vec<Seat> {
        prompts::awaiting(self)
    }

    fn legal(&self) -> Vec<(Seat, Vec<ThronesAction>)> {
        prompts::legal(self)
    }

    fn random_prompt(&self, k: usize) -> Prompt {
        prompts::random_prompt(self, k)
    }

    /// Declaring no attacker withdraws the challenge just named: a challenge begins only with at
    /// least one attacker (R-56, seed 002 L400-408), so the seat is back at the question it
    /// answered with `challenge <type>`. A player may still change their mind this way; AI seats
    /// and play-outs go on while they may.
    fn takes_back(&self, action: &ThronesAction) -> bool {
        matches!(action, ThronesAction::Attack(cards) if cards.is_empty())
    }

    fn parse(&self, seat: Seat, notation: &str) -> Result<ThronesAction, RuleError> {
        ThronesAction::parse_with(notation, &|word| view::copy_at_hand(self, seat, word))
    }

    fn apply(&mut self, seat: Seat, action: ThronesAction, rng: &mut GameRng) -> Result<Vec<LogEntry>, RuleError> {
        let mut log = Vec::new();
        let g = self;
        check_blocking(g, &action)?;
        match action {
            ThronesAction::Draft(p) => draft::keep(g, seat, p, &mut log)?,
            ThronesAction::PlotDeck(plots) => draft::choose_deck(g, seat, plots, &mut log)?,
            ThronesAction::Keep => mulligan(g, seat, false, rng, &mut log)?,
            ThronesAction::Mulligan => mulligan(g, seat, true, rng, &mut log)?,
            ThronesAction::Limited(card) => choose_limited(g, seat, card)?,
            ThronesAction::Place(cards) => place(g, seat, cards, rng, &mut log)?,
            ThronesAction::Plot(p) => plot::choose_plot(g, seat, p, rng, &mut log)?,
            ThronesAction::First(h) if windows::order_asked(g) => {
                let leader = g.seat_of(h);
                windows::choose_order(g, seat, leader, rng, &mut log)?;
            }
            ThronesAction::First(h) => {
                let first = g.seat_of(h);
                plot::choose_first(g, seat, first, rng, &mut log)?;
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
            ThronesAction::Pass => windows::pass(g, seat)?,
            ThronesAction::PassAhead(until) => windows::pass_ahead(g, seat, until)?,
            ThronesAction::Use(card, target) => windows::use_card(g, seat, card, target, rng, &mut log)?,
            ThronesAction::Choose(cards) => windows::choose(g, seat, cards, rng, &mut log)?,
        }
        windows::settle(g, rng, &mut log);
        Ok(log)
    }

    fn window_kinds(&self) -> Vec<&'static str> {
        WindowKind::ALL.iter().map(|k| k.id()).collect()
    }

    fn window_kind_name(&self, kind: &str) -> Text {
        Text::new(format!("thrones-window-{kind}"))
    }

    fn set_auto_pass(&mut self, seat: Seat, kind: &str, on: bool) -> Result<Vec<LogEntry>, RuleError> {
        let kind = WindowKind::from_id(kind).ok_or_else(|| RuleError::key("err-no-windows"))?;
        self.standing.set(seat, kind, on);
        Ok(Vec::new())
    }

    fn auto_passes(&self, seat: Seat) -> Vec<&'static str> {
        self.standing.ids_of(seat)
    }

    fn concede(&mut self, seat: Seat, _rng: &mut GameRng) -> Vec<LogEntry> {
        self.windows.clear();
        self.triggers.clear();
        self.asks.clear();
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
        edit::edit(self, command)
    }

    fn view(&self, viewer: Viewer) -> serde_json::Value {
        view::view(self, viewer)
    }

    fn status(&self, viewer: Viewer) -> Vec<Text> {
        view::status(self, viewer)
    }

    fn board_svg(&self, viewer: Viewer, loc: &dyn Localizer) -> String {
        board::svg(self, viewer, loc)
    }

    fn board_svg_since(&self, viewer: Viewer, loc: &dyn Localizer, before: &Self) -> String {
        board::marks::svg_since(self, before, viewer, loc)
    }

    fn board_parts(&self) -> Vec<crate::engine::BoardPart> {
        board::marks::parts(self)
    }

    fn part_svg(&self, viewer: Viewer, loc: &dyn Localizer, part: &str) -> Option<String> {
        board::marks::part_svg(self, viewer, loc, part)
    }

    fn private_brief(&self, seat: Seat) -> Vec<Text> {
        view::brief(self, seat)
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

    fn determinize(&self, seat: Seat, rng: &mut GameRng) -> Self {
        ai::determinize(self, seat, rng)
    }

    fn evaluate(&self, seat: Seat) -> f64 {
        ai::evaluate(self, seat)
    }

    fn check_invariants(&self) -> Result<(), String> {
        rules::invariants::check(self)
    }

    fn hidden_card_ids(&self, viewer: Viewer) -> Vec<String> {
        view::hidden_card_ids(self, viewer)
    }

    fn card_name(&self, id: &str) -> Option<Text> {
        let d = data();
        if let Some(i) = d.instance(id) {
            return Some(Text::new(format!("thrones-card-{}", d.cards[d.instances[i].card].id)));
        }
        d.plot(id).map(|(_, p)| Text::new(format!("thrones-plot-{}", p.id)))
    }

    fn card_catalog() -> Vec<CardInfo> {
        view::catalog::cards()
    }

    fn typed_names() -> Vec<crate::engine::names::TypedName> {
        view::catalog::typed_names()
    }
}

/// While an ability asks a question, a character would die or a window is open, only the answers
/// to it are taken (R-94: an action resolves completely first).
fn check_blocking(g: &Thrones, action: &ThronesAction) -> Result<(), RuleError> {
    let answer = |ok: bool, key: &'static str| if ok { Ok(()) } else { Err(RuleError::key(key)) };
    if windows::order_asked(g) {
        return answer(matches!(action, ThronesAction::First(_)), "thrones-err-answer-question");
    }
    if !g.asks.is_empty() {
        return answer(
            matches!(action, ThronesAction::Choose(_)),
            "thrones-err-answer-question",
        );
    }
    if matches!(action, ThronesAction::Choose(_)) {
        return Err(RuleError::key("thrones-err-no-question"));
    }
    if claim::save_asked(g).is_some() {
        return answer(
            matches!(
                action,
                ThronesAction::Save | ThronesAction::NoSave | ThronesAction::Use(..)
            ),
            "thrones-err-answer-save",
        );
    }
    if windows::waiting_window(g).is_some() {
        return answer(
            matches!(
                action,
                ThronesAction::Pass | ThronesAction::PassAhead(_) | ThronesAction::Use(..)
            ),
            "thrones-err-answer-window",
        );
    }
    if matches!(action, ThronesAction::Pass | ThronesAction::PassAhead(_)) {
        return Err(RuleError::key("thrones-err-no-window"));
    }
    Ok(())
}
