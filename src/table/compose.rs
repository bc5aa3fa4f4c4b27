//! `/play` suggestions for a pick-several prompt ([`Ask::Several`]): whole lines the game takes,
//! completing what was typed so far. Each word typed after the verb that fits exactly one item
//! (by its notation, or its label in the caller's language) is kept as a pick; a last word that
//! fits several items narrows the next pick; the suggestions add one more item and then the first
//! items that reach the fewest picks allowed, and only lines the game accepts (tried on a copy)
//! are offered. A typed word that names no item leaves the list to the caller's fallback (the line
//! as typed, with the limits).

use super::OptionView;
use super::cache::Loaded;
use super::outbox::{MAX_LISTED, option_views, render};
use crate::engine::{Ask, Prompt, Seat, Selection};
use crate::i18n::Lang;

/// The most lines tried on a copy of the game per request (each try is one move on a copy).
const MAX_TRIED: usize = 40;

/// Whether an item fits a typed word: by its notation or its label, as the one-choice list does.
fn fits(o: &OptionView, word: &str) -> bool {
    o.notation == word || o.notation.contains(word) || o.label.to_lowercase().contains(word)
}

/// The item a whole typed word names: its notation exactly, else the only item it fits.
fn named(options: &[OptionView], word: &str) -> Option<usize> {
    if let Some(i) = options.iter().position(|o| o.notation == word) {
        return Some(i);
    }
    let only = |test: &dyn Fn(&OptionView) -> bool| {
        let mut found = options.iter().enumerate().filter(|(_, o)| test(o));
        match (found.next(), found.next()) {
            (Some((i, _)), None) => Some(i),
            _ => None,
        }
    };
    // A label that starts with the word first: labels go on to say what an item does.
    only(&|o| o.label.to_lowercase().starts_with(word)).or_else(|| only(&|o| fits(o, word)))
}

/// `picked` grown with the first other items while fewer than `min` are picked, within the budget.
fn filled(prompt: &Prompt, mut picked: Vec<usize>, min: u32, budget: Option<u32>) -> Vec<usize> {
    let cost = |sel: &[usize]| sel.iter().map(|&i| prompt.options[i].cost).sum::<u32>();
    for i in 0..prompt.options.len() {
        if picked.len() as u32 >= min {
            break;
        }
        if !picked.contains(&i) && budget.is_none_or(|b| cost(&picked) + prompt.options[i].cost <= b) {
            picked.push(i);
        }
    }
    picked
}

/// The complete lines for `seat`'s pick-several `prompt` that fit `typed` (lower case, trimmed),
/// best first; empty for another kind of prompt.
pub(super) fn several_lines(g: &Loaded, seat: Seat, prompt: &Prompt, typed: &str, lang: Lang) -> Vec<OptionView> {
    let Ask::Several { min, max, budget } = prompt.ask else {
        return Vec::new();
    };
    let options = option_views(prompt, lang, &g.names);
    let mut words: Vec<&str> = typed.split_whitespace().collect();
    if words
        .first()
        .is_some_and(|w| !prompt.verb.is_empty() && prompt.verb.starts_with(w))
    {
        words.remove(0);
    }
    let mut picked: Vec<usize> = Vec::new();
    let mut narrowed: Option<&str> = None;
    for (k, word) in words.iter().enumerate() {
        match named(&options, word) {
            Some(i) if !picked.contains(&i) => picked.push(i),
            Some(_) => {}
            // A last word that fits several items is the start of the next pick.
            None if k + 1 == words.len() && options.iter().any(|o| fits(o, word)) => narrowed = Some(word),
            // A word that names no item: the line as typed is offered instead (the caller's
            // fallback), for the game to judge.
            None => return Vec::new(),
        }
    }
    let mut tries: Vec<Vec<usize>> = Vec::new();
    if narrowed.is_none() && picked.len() as u32 >= min {
        tries.push(picked.clone());
    }
    if (picked.len() as u32) < max {
        for (i, o) in options.iter().enumerate() {
            if picked.contains(&i) || narrowed.is_some_and(|w| !fits(o, w)) {
                continue;
            }
            let mut sel = picked.clone();
            sel.push(i);
            tries.push(filled(prompt, sel, min, budget));
        }
    }
    let limits = prompt.limits().map(|t| render(lang, &t, &g.names)).unwrap_or_default();
    let mut lines: Vec<OptionView> = Vec::new();
    for sel in tries.into_iter().take(MAX_TRIED) {
        let Ok(line) = prompt.answer(&Selection::Several(sel.clone())) else {
            continue;
        };
        if lines.iter().any(|o| o.notation == line) || g.m.clone_box().apply_on_copy(seat, &line).is_err() {
            continue;
        }
        let mut sorted = sel;
        sorted.sort_unstable();
        let labels: Vec<&str> = sorted.iter().map(|&i| options[i].label.as_str()).collect();
        lines.push(OptionView {
            index: usize::MAX,
            label: format!("{} — {limits}", labels.join(", ")),
            notation: line,
            group: None,
            cap: None,
            // A whole line names several picks; each pick's detail is in the prompt's own list.
            detail: None,
        });
        if lines.len() == MAX_LISTED {
            break;
        }
    }
    lines
}
