//! The moves an AI weighs at one decision: every option of a one-choice prompt, or a sample of
//! answers to a composed one (pick several, a number, points to spread).

use crate::engine::{AnyMatch, Ask, GameRng, Prompt, Seat};

/// Up to `samples` different random answers to a composed prompt, in the order first drawn;
/// every option of a one-choice prompt.
pub fn of_prompt(prompt: &Prompt, rng: &mut GameRng, samples: usize) -> Vec<String> {
    if prompt.ask == Ask::One {
        return prompt.options.iter().map(|o| o.notation.clone()).collect();
    }
    let mut lines: Vec<String> = Vec::new();
    for _ in 0..samples * 2 {
        if lines.len() >= samples {
            break;
        }
        if let Some(line) = prompt.random_answer(rng)
            && !lines.contains(&line)
        {
            lines.push(line);
        }
    }
    lines
}

/// `seat`'s moves in `world` (empty when it owes no decision there): the typed fast path for a
/// one-choice prompt, less the moves that take back its own answers
/// ([`AnyMatch::legal_onward`]); a sample for a composed one, less the answers that take back
/// (declaring no attacker) unless every one does.
pub fn of_seat(world: &dyn AnyMatch, seat: Seat, rng: &mut GameRng, samples: usize) -> Vec<String> {
    let legal = world.legal_onward();
    let Some(k) = legal.iter().position(|(s, _)| *s == seat) else {
        return Vec::new();
    };
    if !legal[k].1.is_empty() {
        return legal.into_iter().nth(k).map(|(_, moves)| moves).unwrap_or_default();
    }
    match world.pending().into_iter().nth(k) {
        Some(prompt) => {
            let mut lines = of_prompt(&prompt, rng, samples);
            drop_unless_all(&mut lines, |l| world.takes_back(seat, l));
            lines
        }
        None => Vec::new(),
    }
}

/// Drops the `items` that `drop` picks, unless it picks them all; each item is judged once (a
/// judgement parses its line).
pub fn drop_unless_all<T>(items: &mut Vec<T>, drop: impl Fn(&T) -> bool) {
    let dropped: Vec<bool> = items.iter().map(drop).collect();
    if dropped.contains(&false) {
        let mut flags = dropped.into_iter();
        items.retain(|_| !flags.next().unwrap_or(false));
    }
}

/// The seat a world waits for first (the one a search or a play-out moves next).
pub fn next_seat(world: &dyn AnyMatch) -> Option<Seat> {
    world.legal().first().map(|(s, _)| *s)
}
