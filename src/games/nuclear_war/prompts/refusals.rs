//! Refusals: each names the rule that forbids the move and lists what is legal instead.

use super::super::data::data;
use super::super::state::notation::{CardKey, Misread, NwAction};
use super::super::{CardId, NuclearWar, card_key, type_text};
use super::options::options;
use super::{Decision, decision};
use crate::engine::{RuleError, Seat, Text};

fn raw(s: &str) -> Text {
    Text::new("raw").str("value", s)
}

/// The legal lines of `seat` now, as texts for a refusal (only built when refusing).
pub fn legal_list(g: &NuclearWar, seat: Seat, d: &Decision) -> Vec<Text> {
    options(g, seat, d).iter().map(|a| raw(&a.to_string())).collect()
}

/// A refusal naming the rule (`key`) and listing the legal lines.
pub fn refuse(g: &NuclearWar, seat: Seat, d: &Decision, key: &'static str) -> RuleError {
    RuleError::new(Text::new(key).list("legal", legal_list(g, seat, d)))
}

/// `input` names no move this seat can make now.
pub fn unknown(g: &NuclearWar, seat: Seat, d: &Decision, input: &str) -> RuleError {
    RuleError::new(
        Text::new("nw-err-unknown")
            .str("input", input)
            .list("legal", legal_list(g, seat, d)),
    )
}

/// The refusal for a line that does not read as a move (see [`Misread`]).
pub fn misread(g: &NuclearWar, seat: Seat, line: &str, why: Misread) -> RuleError {
    let Some(d) = decision(g, seat) else {
        return RuleError::key("nw-err-nothing-to-decide");
    };
    match why {
        Misread::Unknown => unknown(g, seat, &d, line),
        Misread::Seat => refuse(g, seat, &d, "nw-err-target"),
        Misread::Slot => refuse(g, seat, &d, "nw-err-slot"),
        Misread::Card(word) => {
            let keys: Vec<Text> = data().cards.iter().map(|c| raw(c.key)).collect();
            let hint = crate::engine::suggest::hint(&word, data().cards.iter().map(|c| c.key));
            RuleError::new(
                Text::new("nw-err-unknown-card")
                    .str("card", &word)
                    .text("hint", hint)
                    .list("cards", keys)
                    .list("legal", legal_list(g, seat, &d)),
            )
        }
    }
}

/// Refuses a move that is not among the listed options, naming the rule (`key`). Used by the
/// Escalation decisions, whose options are the whole truth.
pub fn require_listed(
    g: &NuclearWar,
    seat: Seat,
    d: &Decision,
    action: &NwAction,
    key: &'static str,
) -> Result<(), RuleError> {
    if options(g, seat, d).contains(action) {
        return Ok(());
    }
    Err(RuleError::new(
        Text::new(key)
            .str("input", action.to_string())
            .list("legal", legal_list(g, seat, d)),
    ))
}

/// A hand card of type `key`, preferring one not on deterrent display, skipping `exclude`.
pub fn hand_card(g: &NuclearWar, seat: Seat, key: CardKey, exclude: &[CardId]) -> Option<CardId> {
    let p = &g.players[seat];
    let mut matching = p
        .hand
        .iter()
        .copied()
        .filter(|c| card_key(*c) == key && !exclude.contains(c));
    let first = matching.clone().next();
    matching.find(|c| !p.shown.contains(c)).or(first)
}

pub fn not_in_hand(g: &NuclearWar, seat: Seat, d: &Decision, key: CardKey) -> RuleError {
    RuleError::new(
        Text::new("nw-err-not-in-hand")
            .text("card", type_text(key))
            .list("legal", legal_list(g, seat, d)),
    )
}

pub fn require_hand_card(
    g: &NuclearWar,
    seat: Seat,
    d: &Decision,
    key: CardKey,
    exclude: &[CardId],
) -> Result<CardId, RuleError> {
    hand_card(g, seat, key, exclude).ok_or_else(|| not_in_hand(g, seat, d, key))
}

/// A living rival (R-15: a seat never targets itself).
pub fn require_target(g: &NuclearWar, seat: Seat, d: &Decision, target: Seat) -> Result<Seat, RuleError> {
    if target != seat && g.alive(target) {
        Ok(target)
    } else {
        Err(refuse(g, seat, d, "nw-err-target"))
    }
}
