//! A random battery of complete games through the engine contract, with the invariants after
//! every move (`THRONES_GAMES` games, default 200, and a fifth as many with the plot draft; the
//! shared battery adds save/load, replay and the leak checks).

use crate::engine::sim::Battery;
use crate::engine::{GameOptions, Kind};
use crate::games::thrones::Thrones;

fn games() -> u64 {
    std::env::var("THRONES_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(200)
}

#[test]
fn random_complete_games_keep_every_invariant() {
    let kind = Kind::<Thrones>::new();
    let n = games();
    let mut moves = 0;
    let mut wins = [0u32; 2];
    let start = std::time::Instant::now();
    for seed in 0..n {
        let battery = Battery {
            options: GameOptions::new(),
            check_every: 50,
            ..Battery::new(&kind, 2)
        };
        let played = battery.play(seed, seed < 3).unwrap_or_else(|e| panic!("{e}"));
        moves += played.moves;
        assert_eq!(played.winners.len(), 1, "seed {seed}: one winner");
        wins[played.winners[0]] += 1;
    }
    eprintln!(
        "thrones battery: {n} games, {moves} moves, wins by seat {wins:?}, {:.1} games/s",
        n as f64 / start.elapsed().as_secs_f64()
    );
}

/// The same battery with the plot draft (R-103 … R-107): a fifth as many games, the draft's
/// secret picks answered at random and every plot in one pile after every move.
#[test]
fn random_draft_games_keep_every_invariant() {
    let kind = Kind::<Thrones>::new();
    let n = (games() / 5).max(1);
    let mut moves = 0;
    for seed in 0..n {
        let battery = Battery {
            options: GameOptions::from([("draft".to_string(), "on".to_string())]),
            check_every: 50,
            ..Battery::new(&kind, 2)
        };
        let played = battery
            .play(10_000 + seed, seed < 2)
            .unwrap_or_else(|e| panic!("draft: {e}"));
        moves += played.moves;
        assert_eq!(played.winners.len(), 1, "seed {seed}: one winner");
    }
    eprintln!("thrones draft battery: {n} games, {moves} moves");
}

/// Prints one random game's public log in English (`cargo test --lib thrones::tests_battery::print -- --ignored --nocapture`).
#[test]
#[ignore]
fn print_a_random_game() {
    use crate::engine::{GameKind, GameRng, Viewer};
    let seed: u64 = std::env::var("THRONES_SEED")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(1);
    let kind = Kind::<Thrones>::new();
    let (mut m, log) = kind.create(2, &GameOptions::new(), seed).expect("setup");
    let names = vec!["Ann".to_string(), "Bo".to_string()];
    let show = |entries: &[crate::engine::LogEntry]| {
        for e in entries.iter().filter(|e| e.audience.includes(Viewer::Public)) {
            eprintln!(
                "{}",
                crate::i18n::catalog().render(crate::i18n::Lang::En, &e.text, &names)
            );
        }
    };
    show(&log);
    let mut rng = GameRng::new(seed);
    while m.outcome().is_none() {
        let Some((seat, line)) = m.random_move(&mut rng) else {
            break;
        };
        eprintln!("  > p{}: {line}", seat + 1);
        let applied = m.apply(seat, &line).expect("legal");
        show(&applied.log);
    }
    for t in m.status(Viewer::Public) {
        eprintln!("{}", crate::i18n::catalog().render(crate::i18n::Lang::En, &t, &names));
    }
}

/// How many decisions each seat answers in random games, and how many rounds they last
/// (`cargo test --lib thrones::tests_battery::measure -- --ignored --nocapture`).
#[test]
#[ignore]
fn measure_decisions_per_game() {
    use crate::engine::{GameKind, GameRng, Viewer};
    let kind = Kind::<Thrones>::new();
    let n = games();
    let (mut per_seat, mut rounds) = ([0usize; 2], 0u64);
    let start = std::time::Instant::now();
    for seed in 0..n {
        let (mut m, _) = kind.create(2, &GameOptions::new(), seed).expect("setup");
        let mut rng = GameRng::new(seed);
        while m.outcome().is_none() {
            let (seat, line) = m.random_move(&mut rng).expect("a move");
            per_seat[seat] += 1;
            m.apply(seat, &line).expect("legal");
        }
        rounds += m.view(Viewer::Public)["round"].as_u64().unwrap_or(0);
    }
    eprintln!(
        "{n} random games: {:.1} rounds, {:.1} decisions per seat per game ({:.1} per round); {:.0} games/s",
        rounds as f64 / n as f64,
        (per_seat[0] + per_seat[1]) as f64 / (2 * n) as f64,
        (per_seat[0] + per_seat[1]) as f64 / (2 * rounds) as f64,
        n as f64 / start.elapsed().as_secs_f64()
    );
}

/// The saved state reads back to the very same state (not only to the same text): a value that
/// serialises like another (`Some(None)` as `None`) would make a reloaded game differ.
#[test]
fn save_and_load_give_back_the_same_state_in_random_games() {
    use crate::engine::{AnyMatch, GameRng, Match};
    for seed in 0..games().min(40) {
        let (mut m, _) = Match::<Thrones>::new(2, &GameOptions::new(), seed).expect("setup");
        let mut rng = GameRng::new(seed ^ 0xfeed);
        while m.game.outcome_seat().is_none() {
            let (seat, line) = m.random_move(&mut rng).expect("a move");
            AnyMatch::apply(&mut m, seat, &line).expect("legal");
            let loaded: Thrones = serde_json::from_str(&serde_json::to_string(&m.game).expect("saves")).expect("loads");
            assert_eq!(loaded, m.game, "seed {seed} after `{line}`");
        }
    }
}

impl Thrones {
    fn outcome_seat(&self) -> Option<usize> {
        self.winner.filter(|_| self.is_over())
    }
}
