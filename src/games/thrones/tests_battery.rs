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

/// How many prompts each seat answers per round in random games, and how many of them are window
/// prompts (an action window or a response window waiting on that seat; "pass only" when the seat
/// could do nothing but pass): in the strict mode without standing auto-passes, in the strict mode
/// with both seats passing automatically on `marshalling`, `plot` and `standing` windows, and in
/// the casual mode. `THRONES_GAMES` games each (default 200); the counts do not depend on the
/// build (`THRONES_GAMES=1000 cargo test --lib thrones::tests_battery::measure_prompts -- --ignored
/// --nocapture`).
#[test]
#[ignore]
fn measure_prompts_per_round() {
    use super::notation::ThronesAction;
    use super::windows::waiting_window;
    use crate::engine::{AnyMatch, GameRng, Match};

    /// Prompts answered by one seat: all, window prompts, and window prompts offering only `pass`.
    #[derive(Default, Clone, Copy)]
    struct Count {
        prompts: u64,
        windows: u64,
        pass_only: u64,
        responses: u64,
    }
    let per = |n: u64, d: u64| n as f64 / d.max(1) as f64;
    let n = games();
    let configs: [(&str, &str, &[&str]); 3] = [
        ("strict, no standing auto-pass", "strict", &[]),
        (
            "strict, auto-pass on marshalling, plot, standing, taxation",
            "strict",
            &["marshalling", "plot", "standing", "taxation"],
        ),
        ("casual", "casual", &[]),
    ];
    for (name, mode, passes) in configs {
        let options = GameOptions::from([("windows".to_string(), mode.to_string())]);
        // By seat, by house (0 Stark, 1 Lannister), and by round (both seats) for rounds 1..=6
        // with the games that reached each.
        let (mut seat, mut house) = ([Count::default(); 2], [Count::default(); 2]);
        let (mut by_round, mut reached) = ([Count::default(); 7], [0u64; 7]);
        // Prompts answered, both seats, by the answer's first word (`marshal`, `pass`, …).
        let mut verbs: std::collections::BTreeMap<String, u64> = std::collections::BTreeMap::new();
        let (mut rounds, mut setup) = (0u64, 0u64);
        for seed in 0..n {
            let (mut m, _) = Match::<Thrones>::new(2, &options, seed).expect("setup");
            for s in 0..2 {
                for kind in passes {
                    AnyMatch::set_auto_pass(&mut m, s, kind, true).expect("a window kind");
                }
            }
            let mut rng = GameRng::new(seed);
            while !m.game.is_over() {
                let (s, line) = m.random_move(&mut rng).expect("a move");
                let round = usize::from(m.game.round);
                let h = usize::from(m.game.player(s).house != super::data::House::Stark);
                let window = waiting_window(&m.game)
                    .filter(|(w, _)| *w == s)
                    .map(|(_, w)| w.trigger.is_some());
                let pass_only = window.is_some()
                    && super::prompts::legal(&m.game)
                        .iter()
                        .any(|(w, actions)| *w == s && actions.as_slice() == [ThronesAction::Pass]);
                let mut spare = Count::default();
                let in_round = by_round.get_mut(round).unwrap_or(&mut spare);
                for c in [&mut seat[s], &mut house[h], in_round] {
                    c.prompts += 1;
                    c.windows += u64::from(window.is_some());
                    c.responses += u64::from(window == Some(true));
                    c.pass_only += u64::from(pass_only);
                }
                setup += u64::from(round == 0);
                if round > 0 {
                    *verbs
                        .entry(line.split(' ').next().unwrap_or("").to_string())
                        .or_default() += 1;
                }
                AnyMatch::apply(&mut m, s, &line).expect("legal");
            }
            rounds += u64::from(m.game.round);
            for r in reached.iter_mut().take(usize::from(m.game.round).min(6) + 1).skip(1) {
                *r += 1;
            }
        }
        let line = |c: &Count, d: u64| {
            format!(
                "{:.1} prompts ({:.1} window: {:.1} action, {:.1} response; {:.1} pass only)",
                per(c.prompts, d),
                per(c.windows, d),
                per(c.windows - c.responses, d),
                per(c.responses, d),
                per(c.pass_only, d)
            )
        };
        eprintln!(
            "{name}: {n} random games, {:.1} rounds each; setup {:.1} prompts per seat",
            per(rounds, n),
            per(setup, 2 * n)
        );
        for (s, c) in seat.iter().enumerate() {
            eprintln!("  p{} per round: {}", s + 1, line(c, rounds));
        }
        for (h, house_name) in ["Stark", "Lannister"].iter().enumerate() {
            eprintln!("  {house_name} per round: {}", line(&house[h], rounds));
        }
        let rounds_seen: Vec<String> = (1..7)
            .map(|r| {
                let c = &by_round[r];
                let d = 2 * reached[r];
                format!("r{r} {:.1} ({:.1} window)", per(c.prompts, d), per(c.windows, d))
            })
            .collect();
        eprintln!("  per seat in round: {}", rounds_seen.join(", "));
        let mut verbs: Vec<(String, u64)> = verbs.into_iter().collect();
        verbs.sort_by_key(|(_, k)| std::cmp::Reverse(*k));
        let verbs: Vec<String> = verbs
            .iter()
            .map(|(v, k)| format!("{v} {:.1}", per(*k, 2 * rounds)))
            .collect();
        eprintln!("  per seat per round by answer (rounds 1+): {}", verbs.join(", "));
    }
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
