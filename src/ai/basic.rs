//! The `basic` level: a greedy player that tries each of its moves in a few sampled worlds,
//! finishes its own steps of the turn (the best of a few random finishes, since those steps are
//! its own to choose), and keeps the move whose position the game's own judgement
//! ([`crate::engine::Game::evaluate`]) likes best. What "good" means lives in each game's
//! `evaluate` (e.g. Twilight Struggle: victory points, battleground control, DEFCON safety,
//! scoring cards played in time); a move that loses at once scores -1, so it never commits
//! suicide while another move is left.
//!
//! The judgement is asked after a few short random play-outs from the finished position, not at
//! it: in Nuclear War a card placed now is revealed two turns later and the other seats answer in
//! between, so judged at once most placements look alike.

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
/// Random play-outs per decision, shared among its moves (at least one per move and world, at
/// most [`MAX_PLAYOUTS`]): a decision among many moves stays fast.
pub const PLAYOUT_BUDGET: usize = 96;
const MAX_PLAYOUTS: usize = 8;
/// Moves of each play-out at most (every seat's, the seat's own too: its card comes out on its
/// next turn); a game may play fewer ([`crate::engine::Game::BASIC_PLAYOUT`]).
const PLAYOUT_MOVES: usize = 16;

pub fn choose(sight: &Sight, rng: &mut GameRng, playout_budget: usize) -> Option<String> {
    let seat = sight.seat();
    let mut candidates = sight.moves(rng, SAMPLES);
    if candidates.len() <= 1 {
        return candidates.pop();
    }
    // A random order first, so ties go to a random move rather than always the first listed.
    rng.shuffle(&mut candidates);
    let worlds: Vec<Box<dyn AnyMatch>> = (0..WORLDS).map(|_| sight.sample_world(rng)).collect();
    let worlds: Vec<&dyn AnyMatch> = worlds.iter().map(AsRef::as_ref).collect();
    let playouts = (playout_budget / candidates.len()).clamp(1, MAX_PLAYOUTS);
    best(judged(&worlds, seat, candidates, playouts, rng))
}

/// Each of `lines` with the sum over `worlds` of its [`line_value`] for `seat`, in their order;
/// a line some world refuses is left out (after every world was asked, so the stream is read
/// the same way whatever is refused).
pub fn judged(
    worlds: &[&dyn AnyMatch],
    seat: Seat,
    lines: Vec<String>,
    playouts: usize,
    rng: &mut GameRng,
) -> Vec<(f64, String)> {
    let mut out = Vec::with_capacity(lines.len());
    for line in lines {
        let mut total = 0.0;
        let mut refused = false;
        for world in worlds {
            match line_value(*world, seat, &line, playouts, rng) {
                Some(value) => total += value,
                None => refused = true,
            }
        }
        if !refused {
            out.push((total, line));
        }
    }
    out
}

/// The first of the `judged` lines with the highest value.
pub fn best(judged: Vec<(f64, String)>) -> Option<String> {
    let mut best: Option<(f64, String)> = None;
    for (value, line) in judged {
        if best.as_ref().is_none_or(|(b, _)| value > *b) {
            best = Some((value, line));
        }
    }
    best.map(|(_, line)| line)
}

/// The value for `seat` of playing `line` in `world`: the seat's own following steps finished
/// as well as a few random tries manage, then the mean of `playouts` short play-outs; `None`
/// if the world refuses the line.
pub fn line_value(world: &dyn AnyMatch, seat: Seat, line: &str, playouts: usize, rng: &mut GameRng) -> Option<f64> {
    let mut after = world.clone_box();
    after.apply_on_copy(seat, line).ok()?;
    if !owes_next(after.as_ref(), seat) {
        return Some(played_on(after.as_ref(), seat, playouts, rng));
    }
    let mut best = f64::NEG_INFINITY;
    let mut finished = None;
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
        let value = w.evaluate(seat);
        if value > best {
            best = value;
            finished = Some(w);
        }
    }
    Some(finished.map_or(best, |w| played_on(w.as_ref(), seat, playouts, rng)))
}

/// The mean value for `seat` of `world` after `playouts` random play-outs of a few moves each.
fn played_on(world: &dyn AnyMatch, seat: Seat, playouts: usize, rng: &mut GameRng) -> f64 {
    let moves = world.basic_playout().min(PLAYOUT_MOVES);
    if world.outcome().is_some() || playouts == 0 || moves == 0 {
        return world.evaluate(seat);
    }
    let mut total = 0.0;
    for _ in 0..playouts {
        let mut w = world.clone_box();
        for _ in 0..moves {
            match w.play_random(rng) {
                Ok(Some(_)) => {}
                _ => break,
            }
        }
        total += w.evaluate(seat);
    }
    total / playouts as f64
}

/// Whether `seat` is the one the world waits for next.
fn owes_next(world: &dyn AnyMatch, seat: Seat) -> bool {
    world.outcome().is_none() && moves::next_seat(world) == Some(seat)
}
