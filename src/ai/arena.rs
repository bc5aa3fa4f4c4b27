//! `warroom arena`: AI levels played against each other, with win rates and 95 % confidence
//! intervals, so a change to an AI can be measured.
//!
//! Game `i` seats level A at seat `i mod seats` and level B everywhere else, so A plays every
//! seat (and both sides of a two-player game) equally often. A game counts for A when A's seat
//! is among the winners alone, for B when only B seats win, and as a draw otherwise (a shared
//! win, nobody winning, or a game still running at the move cap).

use crate::engine::{GameKind, GameOptions};

use super::search::Budget;
use super::{Level, Sight, decide_with, decision_rng};

/// What to play.
pub struct ArenaSetup<'a> {
    pub kind: &'a dyn GameKind,
    pub seats: usize,
    pub options: GameOptions,
    pub a: Level,
    pub b: Level,
    pub games: usize,
    pub seed: u64,
    /// A game still running after this many moves is a draw.
    pub move_cap: usize,
}

/// The results.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ArenaResult {
    pub games: usize,
    pub a_wins: usize,
    pub b_wins: usize,
    pub draws: usize,
    /// Games stopped at the move cap (counted as draws too).
    pub unfinished: usize,
    pub moves: usize,
    /// Decisions made by A's seat and by all B seats together, over all games.
    pub a_decisions: usize,
    pub b_decisions: usize,
    /// The games stopped at the move cap, with their last moves (to find what repeats).
    pub capped: Vec<CappedGame>,
}

/// A game stopped at the move cap: which one, and its last [`CAPPED_TAIL`] moves.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct CappedGame {
    /// The game's number in the run (from 0) and its own seed.
    pub game: usize,
    pub seed: u64,
    /// (seat, line) of its last moves, oldest first.
    pub last: Vec<(usize, String)>,
}

/// How many of a capped game's last moves the report lists.
pub const CAPPED_TAIL: usize = 40;

impl ArenaResult {
    /// A's share of the games and its Wilson 95 % interval.
    pub fn a_rate(&self) -> (f64, f64, f64) {
        wilson(self.a_wins, self.games)
    }

    /// Decisions per game of A's seat, and of one B seat (B's decisions shared among its
    /// `seats - 1` seats).
    pub fn decisions_per_game(&self, seats: usize) -> (f64, f64) {
        let games = self.games.max(1) as f64;
        (
            self.a_decisions as f64 / games,
            self.b_decisions as f64 / games / seats.saturating_sub(1).max(1) as f64,
        )
    }
}

/// The Wilson score interval (95 %) of `wins` out of `n`: (rate, low, high).
pub fn wilson(wins: usize, n: usize) -> (f64, f64, f64) {
    if n == 0 {
        return (0.0, 0.0, 1.0);
    }
    let z = 1.959_964_f64;
    let n = n as f64;
    let p = wins as f64 / n;
    let denom = 1.0 + z * z / n;
    let centre = (p + z * z / (2.0 * n)) / denom;
    let half = z * ((p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt()) / denom;
    (p, (centre - half).max(0.0), (centre + half).min(1.0))
}

/// How long each level took per decision (wall clock, in microseconds), for `--timing`.
#[derive(Clone, Debug, Default)]
pub struct DecisionTimes {
    pub a: Vec<u64>,
    pub b: Vec<u64>,
}

/// The `p`-th percentile (0–100) of `times`, by the nearest rank; 0 for none.
pub fn percentile(times: &[u64], p: f64) -> u64 {
    if times.is_empty() {
        return 0;
    }
    let mut sorted = times.to_vec();
    sorted.sort_unstable();
    let rank = ((p / 100.0) * sorted.len() as f64).ceil() as usize;
    sorted[rank.clamp(1, sorted.len()) - 1]
}

/// Plays the games. Each seat decides from its own [`Sight`] only, as at the table.
pub fn run_arena(setup: &ArenaSetup) -> Result<ArenaResult, String> {
    run_arena_timed(setup, &mut DecisionTimes::default())
}

/// [`run_arena`], noting how long every decision took.
pub fn run_arena_timed(setup: &ArenaSetup, times: &mut DecisionTimes) -> Result<ArenaResult, String> {
    run_arena_with(setup, Budget::DEFAULT, times)
}

/// [`run_arena_timed`] with the `strong` level searching on `budget` (to measure a budget, or to
/// fit a test into a debug build).
pub fn run_arena_with(setup: &ArenaSetup, budget: Budget, times: &mut DecisionTimes) -> Result<ArenaResult, String> {
    let mut result = ArenaResult::default();
    for game in 0..setup.games {
        let seed = setup
            .seed
            .wrapping_mul(0xBF58_476D_1CE4_E5B9)
            .wrapping_add((game as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15));
        let (mut m, _) = setup
            .kind
            .create(setup.seats, &setup.options, seed)
            .map_err(|e| format!("setup: {}", e.text.key))?;
        let a_seat = game % setup.seats;
        let mut moves = 0usize;
        let mut tail: std::collections::VecDeque<(usize, String)> = std::collections::VecDeque::new();
        while m.outcome().is_none() && moves < setup.move_cap {
            let Some(seat) = m.pending().first().map(|p| p.seat) else {
                break;
            };
            let level = if seat == a_seat { setup.a } else { setup.b };
            let started = std::time::Instant::now();
            let line = {
                let sight = Sight::new(m.as_ref(), seat).ok_or("a pending seat has no prompt")?;
                decide_with(level, &sight, &mut decision_rng(seed, moves as i64, seat), budget)
                    .ok_or_else(|| format!("game {game}: no answer for seat {seat}"))?
            };
            let took = u64::try_from(started.elapsed().as_micros()).unwrap_or(u64::MAX);
            if seat == a_seat {
                result.a_decisions += 1;
                times.a.push(took);
            } else {
                result.b_decisions += 1;
                times.b.push(took);
            }
            m.apply(seat, &line)
                .map_err(|e| format!("game {game}: `{line}` refused: {}", e.text.key))?;
            if tail.len() == CAPPED_TAIL {
                tail.pop_front();
            }
            tail.push_back((seat, line));
            moves += 1;
        }
        result.games += 1;
        result.moves += moves;
        match m.outcome() {
            None => {
                result.unfinished += 1;
                result.draws += 1;
                result.capped.push(CappedGame {
                    game,
                    seed,
                    last: tail.into(),
                });
            }
            Some(outcome) => {
                let a_won = outcome.winners.contains(&a_seat);
                let b_won = outcome.winners.iter().any(|&s| s != a_seat);
                match (a_won, b_won) {
                    (true, false) => result.a_wins += 1,
                    (false, true) => result.b_wins += 1,
                    _ => result.draws += 1,
                }
            }
        }
    }
    Ok(result)
}

/// The report `warroom arena` prints.
pub fn report(setup: &ArenaSetup, r: &ArenaResult) -> String {
    let (rate, low, high) = r.a_rate();
    let (b_rate, b_low, b_high) = wilson(r.b_wins, r.games);
    format!(
        "{game}, {seats} seats, {games} games (A = {a} on one seat in turn, B = {b} on the others)\n\
         A wins {aw} ({ap:.1} %, 95 % CI {al:.1}–{ah:.1} %)\n\
         B wins {bw} ({bp:.1} %, 95 % CI {bl:.1}–{bh:.1} %)\n\
         draws {d} (unfinished at {cap} moves: {u}); {avg:.0} moves per game\n\
         decisions per game: A's seat {ad:.1}, one B seat {bd:.1}",
        game = setup.kind.id(),
        seats = setup.seats,
        games = r.games,
        a = setup.a.id(),
        b = setup.b.id(),
        aw = r.a_wins,
        ap = rate * 100.0,
        al = low * 100.0,
        ah = high * 100.0,
        bw = r.b_wins,
        bp = b_rate * 100.0,
        bl = b_low * 100.0,
        bh = b_high * 100.0,
        d = r.draws,
        cap = setup.move_cap,
        u = r.unfinished,
        avg = r.moves as f64 / r.games.max(1) as f64,
        ad = r.decisions_per_game(setup.seats).0,
        bd = r.decisions_per_game(setup.seats).1,
    ) + &decided_report(setup, r)
        + &capped_report(r)
}

/// With three seats or more, A's share of the games someone won against the share one seat of
/// `seats` would get: A's single seat meets several B seats, so its share of all games (draws
/// included) reads low even when it wins more often than any one B seat.
fn decided_report(setup: &ArenaSetup, r: &ArenaResult) -> String {
    let decided = r.a_wins + r.b_wins;
    if setup.seats < 3 || decided == 0 {
        return String::new();
    }
    let (p, low, high) = wilson(r.a_wins, decided);
    format!(
        "\nA's share of the {decided} games someone won: {:.1} % (95 % CI {:.1}–{:.1} %); one seat's fair share {:.1} %",
        p * 100.0,
        low * 100.0,
        high * 100.0,
        100.0 / setup.seats as f64
    )
}

/// For each game stopped at the cap, its number, seed and last moves (what repeats there).
fn capped_report(r: &ArenaResult) -> String {
    let mut out = String::new();
    for c in &r.capped {
        out.push_str(&format!(
            "\ngame {} (seed {}) stopped at the cap; its last {} moves:",
            c.game,
            c.seed,
            c.last.len()
        ));
        for (seat, line) in &c.last {
            out.push_str(&format!("\n  seat {seat}: {line}"));
        }
    }
    out
}

/// The `--timing` lines: each level's decision times.
pub fn timing_report(setup: &ArenaSetup, times: &DecisionTimes) -> String {
    let line = |name: &str, level: Level, t: &[u64]| {
        format!(
            "{name} = {}: {} decisions, p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
            level.id(),
            t.len(),
            percentile(t, 50.0) as f64 / 1000.0,
            percentile(t, 99.0) as f64 / 1000.0,
            t.iter().max().copied().unwrap_or(0) as f64 / 1000.0,
        )
    };
    format!("{}\n{}", line("A", setup.a, &times.a), line("B", setup.b, &times.b))
}

/// The sizes of a [`loop_check`] in CI (a debug build): a small search, few play-outs. Large
/// enough to show the loop of issue 37: before its fix, Thrones at these sizes (seed 1) had a
/// game stop at the cap with the strong seat naming and withdrawing challenges (at 20 iterations
/// none did).
pub const LOOP_CHECK_BUDGET: Budget = Budget {
    iterations: 40,
    playouts: 8,
    ..Budget::DEFAULT
};

/// Issue 37's check of one game and mode: `strong` against `basic`, then `basic` against
/// `random`, `games` games each from `seed`. Fails with the arena's report, which lists each
/// capped game's last moves, when a game stops at `move_cap` (set well above the game's length),
/// or when a `strong` seat makes more than twice the decisions per game of a `basic` seat (a
/// seat taking free moves back and forth decides far more often than one that plays on).
/// Returns both reports.
pub fn loop_check(
    kind: &dyn GameKind,
    seats: usize,
    options: GameOptions,
    games: usize,
    seed: u64,
    move_cap: usize,
    budget: Budget,
) -> Result<String, String> {
    let mut reports = Vec::new();
    for (a, b) in [(Level::Strong, Level::Basic), (Level::Basic, Level::Random)] {
        let setup = ArenaSetup {
            kind,
            seats,
            options: options.clone(),
            a,
            b,
            games,
            seed,
            move_cap,
        };
        let r = run_arena_with(&setup, budget, &mut DecisionTimes::default())?;
        let report = format!("{options:?}: {}", report(&setup, &r));
        if r.unfinished > 0 {
            return Err(format!("{} game(s) stopped at the move cap\n{report}", r.unfinished));
        }
        let (a_per_game, b_per_game) = r.decisions_per_game(seats);
        if a == Level::Strong && a_per_game > 2.0 * b_per_game {
            return Err(format!(
                "a strong seat decides {a_per_game:.1} times a game, a basic seat {b_per_game:.1}\n{report}"
            ));
        }
        reports.push(report);
    }
    Ok(reports.join("\n"))
}
