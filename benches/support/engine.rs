//! Engine speed for AI search (issue 18, part 3): random play-outs through `play_random`, the path
//! the search's play-outs take.
//!
//! * "twilight struggle by turn reached": the time of one random Twilight Struggle game from its
//!   setup until the end of turn 1, 5 or 10 (the goal: under 0.45 ms to the end of turn 10). Only
//!   games that get there count: a game that ends earlier (DEFCON, 20 VP, a scoring card) is timed
//!   but its time is dropped, and the next seed is drawn instead, so each figure is the time of a
//!   game of that length.
//! * "random games per second": complete random games of every registered game (criterion's
//!   `elem/s` is games per second), at its smallest and largest table.
//! * `cargo bench -- "engine cpu"` prints the same figures in CPU time (steadier than wall time on
//!   the shared machine).

use std::time::{Duration, Instant};

use criterion::{Criterion, Throughput};
use warroom::engine::sim::thread_cpu;
use warroom::engine::{AnyMatch, GameKind, GameOptions, GameRng, Match};
use warroom::games::Registry;
use warroom::games::twilight_struggle::TwilightStruggle;

/// The turns the Twilight Struggle figures stop at.
pub const TURNS: [u8; 3] = [1, 5, 10];

/// Ends of a game that come after every action round of its turn: the game got through it.
const END_OF_TURN_ENDINGS: [&str; 4] = [
    "ts-end-final",
    "ts-end-final-draw",
    "ts-end-held-scoring",
    "ts-end-both-held-scoring",
];

fn state(m: &dyn AnyMatch) -> &TwilightStruggle {
    &m.as_any()
        .downcast_ref::<Match<TwilightStruggle>>()
        .expect("a Twilight Struggle match")
        .game
}

/// Plays one random game from `seed` until the end of `turn` (or its end); true if it got
/// through that turn.
fn play_to_end_of_turn(kind: &dyn GameKind, seed: u64, turn: u8) -> bool {
    let mut m = kind.create(2, &GameOptions::new(), seed).expect("setup").0;
    let mut rng = GameRng::new(seed);
    loop {
        let ts = state(m.as_ref());
        if ts.turn > turn {
            return true;
        }
        if let Some(end) = &ts.end {
            return ts.turn == turn && END_OF_TURN_ENDINGS.contains(&end.reason.key.as_ref());
        }
        if m.play_random(&mut rng).expect("random play").is_none() {
            return false;
        }
    }
}

/// Time of `games` random games that got through `turn`, drawing seeds from `next_seed`.
fn timed_games(kind: &dyn GameKind, turn: u8, games: u64, next_seed: &mut u64, clock: fn() -> Duration) -> Duration {
    let mut total = Duration::ZERO;
    let mut counted = 0;
    while counted < games {
        *next_seed += 1;
        let start = clock();
        let reached = play_to_end_of_turn(kind, *next_seed, turn);
        let took = clock() - start;
        if reached {
            total += took;
            counted += 1;
        }
    }
    total
}

fn wall() -> Duration {
    thread_local!(static START: Instant = Instant::now());
    START.with(Instant::elapsed)
}

pub fn twilight_struggle_by_turn(c: &mut Criterion) {
    let registry = Registry::builtin();
    let kind = registry.get("twilight-struggle").expect("registered");
    let mut group = c.benchmark_group("twilight struggle by turn reached");
    group.measurement_time(Duration::from_secs(5));
    for turn in TURNS {
        let mut seed = 0;
        group.bench_function(format!("end of turn {turn}"), |b| {
            b.iter_custom(|iters| timed_games(kind, turn, iters, &mut seed, wall))
        });
    }
    group.finish();
}

/// Each registered game at its smallest and largest table.
fn tables(registry: &Registry) -> Vec<(&dyn GameKind, usize)> {
    let mut tables = Vec::new();
    for kind in registry.all() {
        let range = kind.seat_range();
        tables.push((kind, *range.start()));
        if range.end() != range.start() {
            tables.push((kind, *range.end()));
        }
    }
    tables
}

/// One complete random game (the play-outs of `sim::random_playout`).
fn full_game(kind: &dyn GameKind, seats: usize, seed: u64) {
    let mut m = kind.create(seats, &GameOptions::new(), seed).expect("setup").0;
    let mut rng = GameRng::new(seed);
    while m.play_random(&mut rng).expect("random play").is_some() {}
    assert!(m.outcome().is_some(), "a random game ends");
}

pub fn random_games_per_second(c: &mut Criterion) {
    let registry = Registry::builtin();
    let mut group = c.benchmark_group("random games per second");
    group.measurement_time(Duration::from_secs(4));
    group.throughput(Throughput::Elements(1));
    for (kind, seats) in tables(&registry) {
        let mut seed = 0;
        group.bench_function(format!("{} ({seats} players)", kind.id()), |b| {
            b.iter(|| {
                seed += 1;
                full_game(kind, seats, seed);
            })
        });
    }
    group.finish();
}

/// Not a criterion benchmark: the same figures in CPU time.
pub fn cpu() {
    let registry = Registry::builtin();
    let kind = registry.get("twilight-struggle").expect("registered");
    for turn in TURNS {
        let games = 1000;
        let mut seed = 0;
        let cpu = timed_games(kind, turn, games, &mut seed, thread_cpu);
        println!(
            "twilight struggle to the end of turn {turn}: {:.3} ms of CPU a game ({games} games, {seed} drawn)",
            cpu.as_secs_f64() * 1000.0 / games as f64
        );
    }
    for (kind, seats) in tables(&registry) {
        let (start, wall) = (thread_cpu(), Instant::now());
        let mut games = 0;
        while thread_cpu() - start < Duration::from_secs(2) {
            games += 1;
            full_game(kind, seats, games);
        }
        let cpu = thread_cpu() - start;
        println!(
            "{} ({seats} players): {:.0} random games per CPU second ({games} games; wall {:?})",
            kind.id(),
            games as f64 / cpu.as_secs_f64(),
            wall.elapsed()
        );
    }
}
