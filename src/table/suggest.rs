//! `/play` suggestions for a one-choice prompt: the options that fit what was typed, and the
//! whole lines a typed start of a move may go on to (`play x coup` → `play x coup iran`), tried
//! on a copy and offered only when trying them tells nothing hidden.

use super::OptionView;
use super::cache::Loaded;
use super::outbox::{MAX_LISTED, option_views};
use crate::engine::{Ask, Seat, Viewer};
use crate::i18n::Lang;

/// Whether an option fits what was typed (by its notation or its label).
pub(super) fn matches_typed(o: &OptionView, typed: &str) -> bool {
    typed.is_empty() || o.notation.to_lowercase().contains(typed) || o.label.to_lowercase().contains(typed)
}

/// The longest start of `typed` that is a move the seat may make and after which it still
/// decides, with the answers that may follow it that fit the rest of what was typed.
pub(super) fn continuations(g: &Loaded, seat: Seat, typed: &str, lang: Lang) -> Vec<OptionView> {
    let words: Vec<&str> = typed.split_whitespace().collect();
    (1..=words.len())
        .rev()
        .map(|k| (words[..k].join(" "), words[k..].join(" ")))
        .find_map(|(prefix, rest)| {
            let forms = one_line_forms(g, seat, &prefix, &rest, lang);
            (!forms.is_empty()).then_some(forms)
        })
        .unwrap_or_default()
}

/// The lines `prefix <answer>` for the answers the seat would be asked right after `prefix`
/// (fitting `rest`). The prefix is tried on a copy and only counts when it draws no die or card
/// and reveals no card, so a suggestion never tells anything before the move is made.
pub(super) fn one_line_forms(g: &Loaded, seat: Seat, prefix: &str, rest: &str, lang: Lang) -> Vec<OptionView> {
    let mut copy = g.m.clone_box();
    let before = copy.rng_position();
    match copy.apply_on_copy(seat, prefix) {
        Ok(applied) if applied.rolls.is_empty() && copy.rng_position() == before => {}
        _ => return Vec::new(),
    }
    // Nor one that shows the seat a card it could not see (an event revealing a hand).
    let viewer = Viewer::Seat(seat);
    if copy.hidden_card_ids(viewer) != g.m.hidden_card_ids(viewer) {
        return Vec::new();
    }
    let pending = copy.pending();
    let Some(next) = pending.iter().find(|p| p.seat == seat && p.ask == Ask::One) else {
        return Vec::new();
    };
    option_views(next, lang, &g.names)
        .into_iter()
        .filter(|o| matches_typed(o, rest))
        // The game must read the whole line (not every game takes several steps on one line);
        // the answer is legal right after the prefix, so this does not depend on any roll.
        .filter(|o| {
            g.m.clone_box()
                .apply_on_copy(seat, &joined(prefix, &o.notation))
                .is_ok()
        })
        .map(|o| OptionView {
            index: usize::MAX,
            label: format!("{prefix} → {}", o.label),
            notation: joined(prefix, &o.notation),
            group: None,
            cap: None,
            detail: o.detail,
        })
        .take(MAX_LISTED)
        .collect()
}

/// `prefix` then `answer`, the answer's first word left out when the prefix ends with it
/// (`play x coup` + `coup iran` → `play x coup iran`).
fn joined(prefix: &str, answer: &str) -> String {
    match (prefix.rsplit_once(' '), answer.split_once(' ')) {
        (Some((_, last)), Some((first, rest))) if last == first => format!("{prefix} {rest}"),
        _ => format!("{prefix} {answer}"),
    }
}
