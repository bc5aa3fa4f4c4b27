//! The `basic` level: a greedy player that tries each of its moves in a few sampled worlds,
//! finishes its own steps of the turn (the best of a few random finishes, since those steps are
//! its own to choose), and keeps the move whose position the game's own judgement
//! ([`crate::engine::Game::evaluate`]) likes best. What "good" means lives in each game's
//! `evaluate` (e.g. Twilight Struggle: victory points, battleground control, DEFCON safety,
//! scoring cards played in time); a move that loses at once scores -1, so it never commits
//! suicide while another move is left.

use crate::engine::{AnyMatch, GameRng, Seat};

use super::{Sight, moves};

/// Worlds sampled per decision (each a different guess at what the seat cannot see).
const WORLDS: usize = 2;
/// Random finishes of the seat's own remaining steps tried per move and world.
const FINISHES: usize = 4;
/// At most this many of the seat's own steps are finished before judging.
const FINISH_STEPS: usize = 12;
/// Answers sampled for a composed prompt.
const SAMPLES: usize = 12;

pub fn choose(sight: &Sight, rng: &mut GameRng) -> Option<String> {
    let seat = sight.seat();
    let mut candidates = moves::of_prompt(sight.prompt(), rng, SAMPLES);
    if candidates.len() <= 1 {
        return candidates.pop();
    }
    // A random order first, so ties go to a random move rather than always the first listed.
    rng.shuffle(&mut candidates);
    let worlds: Vec<Box<dyn AnyMatch>> = (0..WORLDS).map(|_| sight.sample_world(rng)).collect();
    let mut best: Option<(f64, String)> = None;
    for line in candidates {
        let mut total = 0.0;
        let mut refused = false;
        for world in &worlds {
            match line_value(world.as_ref(), seat, &line, rng) {
                Some(value) => total += value,
                None => refused = true,
            }
        }
        if refused {
            continue;
        }
        if best.as_ref().is_none_or(|(b, _)| total > *b) {
            best = Some((total, line));
        }
    }
    best.map(|(_, line)| line)
}

/// The value for `seat` of playing `line` in `world`, the seat's own following steps finished
/// as well as a few random tries manage; `None` if the world refuses the line.
pub fn line_value(world: &dyn AnyMatch, seat: Seat, line: &str, rng: &mut GameRng) -> Option<f64> {
    let mut after = world.clone_box();
    after.apply_on_copy(seat, line).ok()?;
    if !owes_next(after.as_ref(), seat) {
        return Some(after.evaluate(seat));
    }
    let mut best = f64::NEG_INFINITY;
    for _ in 0..FINISHES {
        let mut w = after.clone_box();
        for _ in 0..FINISH_STEPS {
            if !owes_next(w.as_ref(), seat) {
                break;
            }
            let options = moves::of_seat(w.as_ref(), seat, rng, 4);
            if options.is_empty() {
                break;
            }
            let pick = &options[rng.below(options.len())];
            if w.apply_on_copy(seat, pick).is_err() {
                // A refused sampled answer leaves the copy half changed: judge where the finish began.
                w = after.clone_box();
                break;
            }
        }
        best = best.max(w.evaluate(seat));
    }
    Some(best)
}

/// Whether `seat` is the one the world waits for next.
fn owes_next(world: &dyn AnyMatch, seat: Seat) -> bool {
    world.outcome().is_none() && moves::next_seat(world) == Some(seat)
}
