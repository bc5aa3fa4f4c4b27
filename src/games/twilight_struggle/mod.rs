//! Twilight Struggle (GMT Deluxe edition), part 1: every rule with cards played for operations,
//! the space race and the scoring cards; other events arrive in part 2 (until then the game says
//! so and offers the card's other uses).
//!
//! Layout (docs/engine.md, "One layout for every game folder"): `data` (map and deck tables),
//! `state` (the state and its step stack, the primitives every rule and card uses: `ops`,
//! `scoring`, `topology`, `power`, `log`, `memo` for a card's own state, `old_saves` for games
//! saved by earlier versions, and `hooks`, the hook points), `events` (the cards: `events/cards/`
//! one file per card with the registry, registered below), `rules` (turn sequence, dealing,
//! final scoring), `prompts` (the typed `TsAction`: notation, prompts, applying it), `view`
//! (JSON view, status lines, board model), `edit` (GM edits), `board` (the picture).
//! Rulings: `docs/twilight-struggle.md`.

mod ai;
pub mod board;
pub mod data;
mod edit;
pub(crate) mod events;
mod prompts;
mod rules;
pub mod state;
mod view;

#[cfg(test)]
mod tests;

use std::ops::RangeInclusive;

use crate::engine::{
    Game, GameOptions, GameRng, Localizer, LogEntry, OptionSpec, Outcome, Prompt, RuleError, Seat, Text, Viewer,
    resolve_options,
};

pub use data::{
    Card, Country, Era, Region, SUPERPOWER_IDS, Side, SubRegion, card, card_by_number, cards, countries, country,
};
pub use prompts::{TsAction, TsMove};
pub use state::power::{self, Power};
pub use state::{Settings, TwilightStruggle};

/// The registration: the card files the hook points of `state::hooks` dispatch to, so no core
/// file names a card.
pub(crate) use events::cards::{LAST_CARD, REGISTRY, own_state_cards};

const ON_OFF: &[&str] = &["on", "off"];
const BIDS: &[&str] = &["0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"];

impl Game for TwilightStruggle {
    const ID: &'static str = "twilight-struggle";
    const NAME: &'static str = "ts-name";
    const RULES: &'static str = "ts-rules";
    const TRANSLATIONS: &'static [crate::engine::Translation] = crate::translations![
        "twilight-struggle",
        "twilight-struggle-play",
        "ts-events-early",
        "ts-events-mid-a",
        "ts-events-mid-b",
        "ts-events-late",
    ];
    type Action = TsAction;

    fn seat_range() -> RangeInclusive<usize> {
        2..=2
    }

    fn option_specs() -> Vec<OptionSpec> {
        vec![
            OptionSpec {
                key: "optional_cards",
                values: ON_OFF,
                default: "on",
                help: "ts-option-optional-cards",
            },
            OptionSpec {
                key: "chinese_civil_war",
                values: ON_OFF,
                default: "off",
                help: "ts-option-civil-war",
            },
            OptionSpec {
                key: "tournament_reveal",
                values: ON_OFF,
                default: "off",
                help: "ts-option-tournament-reveal",
            },
            OptionSpec {
                key: "us_bid",
                values: BIDS,
                default: "0",
                help: "ts-option-us-bid",
            },
        ]
    }

    fn setup(_seats: usize, options: &GameOptions, rng: &mut GameRng) -> Result<(Self, Vec<LogEntry>), RuleError> {
        let options = resolve_options(&Self::option_specs(), options)?;
        let on = |key: &str| options.get(key).map(String::as_str) == Some("on");
        let settings = Settings {
            optional_cards: on("optional_cards"),
            civil_war: on("chinese_civil_war"),
            tournament_reveal: on("tournament_reveal"),
            us_bid: options.get("us_bid").and_then(|v| v.parse().ok()).unwrap_or(0),
        };
        let mut log = state::Log::new();
        let mut game = TwilightStruggle::new(settings, rng, &mut log);
        game.run(rng, &mut log);
        Ok((game, log.into_entries()))
    }

    fn pending(&self) -> Vec<Prompt> {
        prompts::pending(self)
    }

    fn awaiting(&self) -> Vec<Seat> {
        prompts::awaiting(self)
    }

    fn parse(&self, _seat: Seat, notation: &str) -> Result<TsAction, RuleError> {
        TsAction::parse(notation)
    }

    fn legal(&self) -> Vec<(Seat, Vec<TsAction>)> {
        prompts::legal(self)
    }

    fn random_legal(&self, rng: &mut GameRng, onward: bool) -> Option<(usize, Seat, Option<TsAction>)> {
        prompts::random_legal(self, rng, onward)
    }

    fn takes_back(&self, action: &TsAction) -> bool {
        action.takes_back()
    }

    fn apply(&mut self, seat: Seat, action: TsAction, rng: &mut GameRng) -> Result<Vec<LogEntry>, RuleError> {
        let mut log = state::Log::new();
        prompts::apply(self, seat, action, rng, &mut log)?;
        Ok(log.into_entries())
    }

    fn apply_unlogged(&mut self, seat: Seat, action: TsAction, rng: &mut GameRng) -> Result<(), RuleError> {
        prompts::apply_listed(self, seat, action, rng, &mut state::Log::quiet())
    }

    fn concede(&mut self, seat: Seat, _rng: &mut GameRng) -> Vec<LogEntry> {
        let mut log = state::Log::new();
        let loser = Power::of_seat(seat);
        self.finish(
            Some(loser.opponent()),
            Text::new("ts-end-concede").text("power", Text::new(loser.name_key())),
            &mut log,
        );
        log.into_entries()
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

    fn map_text(&self, _viewer: Viewer) -> Vec<Text> {
        view::map_text::map_text(self)
    }

    fn board_svg(&self, viewer: Viewer, loc: &dyn Localizer) -> String {
        view::board_svg(self, viewer, loc)
    }
    fn board_svg_since(&self, _viewer: Viewer, loc: &dyn Localizer, before: &Self) -> String {
        view::board_svg_since(self, before, loc)
    }
    fn board_parts(&self) -> Vec<crate::engine::BoardPart> {
        board::parts()
    }
    fn part_svg(&self, viewer: Viewer, loc: &dyn Localizer, part: &str) -> Option<String> {
        board::part_svg(&view::board_svg(self, viewer, loc), part)
    }

    fn private_brief(&self, seat: Seat) -> Vec<Text> {
        view::private_brief(self, Power::of_seat(seat))
    }

    fn outcome(&self) -> Option<Outcome> {
        self.end.as_ref().map(|end| Outcome {
            winners: end.winner.map(|p| vec![p.seat()]).unwrap_or_default(),
            summary: end.reason.clone(),
        })
    }

    fn is_over(&self) -> bool {
        self.end.is_some()
    }

    fn determinize(&self, seat: Seat, rng: &mut GameRng) -> Self {
        ai::determinize(self, seat, rng)
    }

    fn evaluate(&self, seat: Seat) -> f64 {
        ai::evaluate(self, seat)
    }

    fn check_invariants(&self) -> Result<(), String> {
        view::check_invariants(self)
    }

    fn hidden_card_ids(&self, viewer: Viewer) -> Vec<String> {
        view::hidden_card_ids(self, viewer)
    }

    fn card_name(&self, id: &str) -> Option<Text> {
        data::card(id).map(|c| Text::new(c.name_key()))
    }

    fn card_catalog() -> Vec<crate::engine::CardInfo> {
        data::cards()
            .iter()
            .map(|c| crate::engine::CardInfo {
                id: c.id.to_string(),
                name: Text::new(c.name_key()),
                facts: Some(
                    Text::new("ts-card-facts")
                        .num("ops", i64::from(c.ops))
                        .str("side", c.side.key())
                        .str("era", c.era.key())
                        .str("starred", if c.starred { "yes" } else { "no" })
                        .str("scoring", if c.scoring { "yes" } else { "no" }),
                ),
                text: Text::new(c.text_key()),
                provisional: false,
            })
            .collect()
    }

    /// Countries and cards, by the names the prompts show.
    fn typed_names() -> Vec<crate::engine::names::TypedName> {
        use crate::engine::names::TypedName;
        let countries = data::countries()
            .iter()
            .map(|c| TypedName::new(c.id, Text::new(c.name_key())));
        let cards = data::cards()
            .iter()
            .map(|c| TypedName::new(c.id, Text::new(c.name_key())));
        countries.chain(cards).collect()
    }
}
