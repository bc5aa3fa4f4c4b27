//! Nuclear War: the base game (spec `classic` mode), Nuclear Escalation (stand-alone) and the
//! combined game, as one pure rules engine with a `mode` option.
//!
//! Layout (docs/engine.md, "One layout for every game folder"): `data` (embedded card /
//! population / fallout tables, the decks per mode), `state` (the table, the specials' state,
//! window types, notation, the hook points), `cards` (the Escalation specials and the fallout
//! die, registered below), `rules` (the state machine: turn steps, interrupts, response windows,
//! attack resolution), `prompts` (who decides what, the legal options, applying one), `view`
//! (JSON view, status lines), `board` (the board picture). Rulings are written down in
//! `docs/nuclear-war.md` and `docs/nuclear-escalation.md`.

mod ai;
mod board;
pub mod cards;
pub mod data;
mod edit;
mod prompts;
mod rules;
mod state;
mod view;

#[cfg(test)]
mod tests;

use std::ops::RangeInclusive;

use crate::engine::flow::KindId;
use crate::engine::{
    Game, GameOptions, GameRng, Localizer, LogEntry, OptionSpec, Outcome, Prompt, RuleError, Seat, Text, Viewer,
    resolve_options,
};
use data::data;
pub use state::notation::{CardKey, NwAction};
pub use state::{
    Attack, AttackKind, CardId, Cruise, DRAW_TO, Event, FalloutRecord, Interrupt, Mode, NuclearWar, PeaceSwapped,
    Platform, Player, PostTurn, Response, Satellite, SpyAct, Step, Virus, Window, WindowKind, card_id_string, card_key,
    card_text, card_type, seat_label, type_text,
};

/// The registration: the specials' hooks the core dispatches to (`state::hooks`).
pub(crate) const SPECIALS: &[&state::hooks::Hooks] = cards::SPECIALS;

/// Queue cards `viewer`'s spies have seen.
fn viewer_intel(g: &NuclearWar, viewer: Viewer) -> &[CardId] {
    match viewer {
        Viewer::Seat(s) => g.players.get(s).map_or(&[][..], |p| p.intel.as_slice()),
        Viewer::Public => &[],
    }
}

const FIRST_PLAYER_VALUES: &[&str] = &["owner", "random"];
const MODE_VALUES: &[&str] = &["base", "escalation", "combined"];

impl Game for NuclearWar {
    const ID: &'static str = "nuclear-war";
    const NAME: &'static str = "nw-name";
    const RULES: &'static str = "nw-rules";
    const TRANSLATIONS: &'static [crate::engine::Translation] =
        crate::translations!["nuclear-war", "nuclear-escalation"];
    type Action = NwAction;

    fn seat_range() -> RangeInclusive<usize> {
        2..=6
    }

    fn option_specs() -> Vec<OptionSpec> {
        vec![
            OptionSpec {
                key: "first_player",
                values: FIRST_PLAYER_VALUES,
                default: "owner",
                help: "nw-option-first-player",
            },
            OptionSpec {
                key: "mode",
                values: MODE_VALUES,
                default: "base",
                help: "nw-option-mode",
            },
        ]
    }

    fn setup(seats: usize, options: &GameOptions, rng: &mut GameRng) -> Result<(Self, Vec<LogEntry>), RuleError> {
        let options = resolve_options(&Self::option_specs(), options)?;
        let mut log = Vec::new();
        let first = if options.get("first_player").map(String::as_str) == Some("random") {
            rng.below(seats)
        } else {
            0
        };
        let mode = options.get("mode").and_then(|m| Mode::from_key(m)).unwrap_or_default();
        let game = rules::new_game(seats, first, mode, rng, &mut log);
        Ok((game, log))
    }

    fn pending(&self) -> Vec<Prompt> {
        prompts::pending(self)
    }

    fn awaiting(&self) -> Vec<Seat> {
        prompts::awaiting(self)
    }

    fn parse(&self, seat: Seat, notation: &str) -> Result<NwAction, RuleError> {
        prompts::parse(self, seat, notation)
    }

    fn legal(&self) -> Vec<(Seat, Vec<NwAction>)> {
        prompts::legal(self)
    }

    /// A card placed now is revealed two turns later, the other seats answering in between: the
    /// search judges after 16 random moves, as `basic` does (docs/ai.md, measured 2026-11-27).
    const SEARCH_PLAYOUT: usize = 16;

    /// `back` in the peace window undoes the seat's own swaps.
    fn takes_back(&self, action: &NwAction) -> bool {
        matches!(action, NwAction::Back)
    }

    /// Showing or hiding a deterrent only shows a card: nothing in the rules reads the
    /// display.
    fn idle(&self, action: &NwAction) -> bool {
        matches!(action, NwAction::Show(_) | NwAction::Hide(_))
    }

    fn apply(&mut self, seat: Seat, action: NwAction, rng: &mut GameRng) -> Result<Vec<LogEntry>, RuleError> {
        let mut log = Vec::new();
        prompts::apply(self, seat, action, rng, &mut log)?;
        self.run(rng, &mut log);
        Ok(log)
    }

    fn upgrade(&mut self) {
        rules::windows::upgrade(self);
    }

    fn concede(&mut self, seat: Seat, rng: &mut GameRng) -> Vec<LogEntry> {
        let mut log = Vec::new();
        self.concede_seat(seat, rng, &mut log);
        self.run(rng, &mut log);
        log
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
        board::board_svg(self, viewer, loc)
    }
    fn board_svg_since(&self, viewer: Viewer, loc: &dyn Localizer, before: &Self) -> String {
        board::marks::board_svg_since(self, before, viewer, loc)
    }
    fn board_parts(&self) -> Vec<crate::engine::BoardPart> {
        board::marks::parts(self)
    }
    fn part_svg(&self, viewer: Viewer, loc: &dyn Localizer, part: &str) -> Option<String> {
        board::marks::part_svg(self, viewer, loc, part)
    }

    fn outcome(&self) -> Option<Outcome> {
        if !self.finished {
            return None;
        }
        let winners = if self.world_destroyed {
            Vec::new()
        } else {
            self.alive_seats()
        };
        let summary = if self.world_destroyed {
            Text::new("nw-outcome-world-destroyed")
        } else if let [winner] = winners.as_slice() {
            Text::new("nw-outcome-winner")
                .seat("seat", *winner)
                .num("population", self.players[*winner].population)
        } else {
            Text::new("nw-outcome-no-winner")
        };
        Some(Outcome { winners, summary })
    }

    fn check_invariants(&self) -> Result<(), String> {
        rules::check_invariants(self)
    }

    fn determinize(&self, seat: Seat, rng: &mut GameRng) -> Self {
        ai::determinize(self, seat, rng)
    }

    fn evaluate(&self, seat: Seat) -> f64 {
        ai::evaluate(self, seat)
    }

    /// Response windows are an Escalation rule (the Escalation and combined modes).
    fn window_kinds(&self) -> Vec<&'static str> {
        if self.mode.escalation() {
            WindowKind::ALL.iter().map(|k| k.id()).collect()
        } else {
            Vec::new()
        }
    }

    fn window_kind_name(&self, kind: &str) -> Text {
        Text::new(format!("ne-window-{kind}"))
    }

    fn set_auto_pass(&mut self, seat: Seat, kind: &str, on: bool) -> Result<Vec<LogEntry>, RuleError> {
        let kind = WindowKind::from_id(kind).ok_or(RuleError::key("err-no-windows"))?;
        self.standing.set(seat, kind, on);
        Ok(Vec::new())
    }

    fn auto_passes(&self, seat: Seat) -> Vec<&'static str> {
        self.standing.ids_of(seat)
    }

    fn hidden_card_ids(&self, viewer: Viewer) -> Vec<String> {
        let mut out: Vec<String> = self.draw_pile.iter().map(|&c| card_id_string(c)).collect();
        out.extend(
            state::specials::hidden_cards(self, viewer)
                .into_iter()
                .map(card_id_string),
        );
        // The other box's cards are not in this game: nobody may meet them (so a leak check
        // never counts a type as known through a copy that is not in play).
        let in_play = data::deck_for(self.mode);
        let mut playing = vec![false; data().deck.len()];
        for c in in_play {
            playing[c as usize] = true;
        }
        out.extend(
            (0..data().deck.len())
                .filter(|&c| !playing[c])
                .map(|c| card_id_string(c as CardId)),
        );
        for (seat, p) in self.players.iter().enumerate() {
            if viewer.is(seat) {
                continue;
            }
            out.extend(
                p.hand
                    .iter()
                    .filter(|c| !p.shown.contains(c))
                    .map(|&c| card_id_string(c)),
            );
            let known = viewer_intel(self, viewer);
            out.extend(
                p.queue
                    .iter()
                    .filter(|c| !known.contains(c))
                    .map(|&c| card_id_string(c)),
            );
        }
        out
    }

    /// Instance ids `nw-001` … (base box) and `ne-001` … (Escalation box) name their card type.
    fn card_catalog() -> Vec<crate::engine::CardInfo> {
        prompts::catalog::cards()
    }

    /// Card types by name (lines name a card by its type: `intercept am-s`).
    fn typed_names() -> Vec<crate::engine::names::TypedName> {
        prompts::catalog::cards()
            .into_iter()
            .map(|c| crate::engine::names::TypedName::new(c.id, c.name))
            .collect()
    }

    fn card_name(&self, id: &str) -> Option<Text> {
        let (offset, number) = match (id.strip_prefix("nw-"), id.strip_prefix("ne-")) {
            (Some(n), _) => (0, n),
            (_, Some(n)) => (data().base_len, n),
            _ => return None,
        };
        let number: usize = number.parse().ok()?;
        let card = CardId::try_from(number.checked_sub(1)? + offset).ok()?;
        (usize::from(card) < data().deck.len() && card_id_string(card) == id).then(|| card_text(card))
    }
}
