//! The `strong` level of a game that looks ahead by `basic`-played play-outs
//! ([`crate::engine::Game::STRONG_ROLLOUTS`]): a rollout search after Tesauro and Galperin
//! (1997). Each of the seat's moves is first judged as `basic` judges it; the best few are then
//! played on in the same sampled worlds, every seat (this one too) answering as `basic` would in
//! that world, for a number of moves, and the move whose play-outs end best on average is played.
//! The level is `basic` with the other seats' answers foreseen: it sees that a lead will be
//! overbid, or that the ally is about to take the space anyway.
//!
//! Every weighed move is played on in the same worlds with the same random stream (common random
//! numbers), so two moves are compared on the same futures, not on luck.

use crate::engine::{AnyMatch, GameRng, Rollouts, Seat};

use super::search::Budget;
use super::{Sight, basic, moves};

/// Worlds the first judgement of every move is made in.
const SCREEN_WORLDS: usize = 2;
/// Options one `basic` step of a play-out weighs at most (a random sample of a longer list: the
/// play-out stands for a sensible player, not the best one).
const STEP_OPTIONS: usize = 16;
/// Answers sampled for a composed prompt, at the root and in play-outs.
const SAMPLES: usize = 12;

/// `sight`'s seat's move by [`Rollouts`] `plan`. Of `budget`: `iterations` scales the worlds
/// (`plan.worlds` at [`Budget::DEFAULT`]'s, at least one), `rollout` replaces `plan.moves`.
pub fn choose(sight: &Sight, rng: &mut GameRng, budget: Budget, plan: Rollouts) -> Option<String> {
    let me = sight.seat();
    let mut candidates = sight.moves(rng, SAMPLES);
    if candidates.len() <= 1 {
        return candidates.pop();
    }
    // A random order first, so ties go to a random move rather than always the first listed.
    rng.shuffle(&mut candidates);
    let worlds_played = (plan.worlds * budget.iterations / Budget::DEFAULT.iterations).max(1);
    let worlds: Vec<Box<dyn AnyMatch>> = (0..worlds_played.max(SCREEN_WORLDS))
        .map(|_| sight.sample_world(rng))
        .collect();
    let worlds: Vec<&dyn AnyMatch> = worlds.iter().map(AsRef::as_ref).collect();
    let mut screened = basic::judged(&worlds[..SCREEN_WORLDS], me, candidates, 0, rng);
    // Stable: equal first judgements keep the random order.
    screened.sort_by(|a, b| b.0.total_cmp(&a.0));
    screened.truncate(plan.candidates.max(1));
    if screened.len() <= 1 {
        return screened.pop().map(|(_, line)| line);
    }
    let streams: Vec<u64> = (0..worlds_played).map(|_| rng.next_seed()).collect();
    let moves = budget.rollout.unwrap_or(plan.moves);
    let played: Vec<(f64, String)> = screened
        .into_iter()
        .map(|(_, line)| {
            let total = worlds
                .iter()
                .zip(&streams)
                .map(|(world, &stream)| played_out(*world, me, &line, moves, &mut GameRng::new(stream)))
                .sum();
            (total, line)
        })
        .collect();
    basic::best(played)
}

/// `seat`'s value after playing `line` in `world` and `moves` more moves, every seat answering as
/// `basic` would there. A line the world refuses is worth the least.
fn played_out(world: &dyn AnyMatch, seat: Seat, line: &str, moves: usize, rng: &mut GameRng) -> f64 {
    let mut w = world.clone_box();
    if w.apply_on_copy(seat, line).is_err() {
        return f64::NEG_INFINITY;
    }
    for _ in 0..moves {
        if w.outcome().is_some() {
            break;
        }
        let Some(mover) = moves::next_seat(w.as_ref()) else {
            break;
        };
        let Some(answer) = basic_step(w.as_ref(), mover, rng) else {
            break;
        };
        // Applied to a copy: a refusal (an answer judged in its own copy, so none is expected)
        // would leave the position half changed; the play-out then ends where it stood.
        let mut next = w.clone_box();
        if next.apply_on_copy(mover, &answer).is_err() {
            break;
        }
        w = next;
    }
    w.evaluate(seat)
}

/// The answer `basic` would give for `seat` in this very world (it is already a sampled one):
/// the best by [`basic::line_value`] of at most [`STEP_OPTIONS`] of its moves.
fn basic_step(world: &dyn AnyMatch, seat: Seat, rng: &mut GameRng) -> Option<String> {
    let mut options = moves::of_seat(world, seat, rng, SAMPLES);
    if options.len() <= 1 {
        return options.pop();
    }
    rng.shuffle(&mut options);
    options.truncate(STEP_OPTIONS);
    basic::best(basic::judged(&[world], seat, options, 0, rng))
}
