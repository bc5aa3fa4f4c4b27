//! The one random battery, run over every registered game, every seat count and each value of
//! every option (one option changed at a time from the defaults). `BATTERY_GAMES` seeded games per
//! combination (default 4); the first of each checks every move. The per-game batteries
//! (`nuclear_war/random_play.rs`, `twilight_struggle/random_play.rs`) play many more games with
//! game-specific checks on top.

use warroom::engine::GameOptions;
use warroom::engine::sim::Battery;
use warroom::games::Registry;

fn games() -> u64 {
    std::env::var("BATTERY_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(4)
}

/// Inside a multi-step choice a random player would step back forever; take those seldom.
fn stepping_back(notation: &str) -> bool {
    matches!(notation, "back" | "reset")
}

#[test]
fn every_game_every_seat_count_every_option_value() {
    let registry = Registry::builtin();
    let mut combinations = Vec::new();
    for kind in registry.all() {
        let mut option_sets = vec![GameOptions::new()];
        for spec in kind.option_specs() {
            for value in spec.values.iter().filter(|v| **v != spec.default) {
                option_sets.push(GameOptions::from([(spec.key.to_string(), value.to_string())]));
            }
        }
        for seats in kind.seat_range() {
            for options in &option_sets {
                combinations.push((kind, seats, options.clone()));
            }
        }
    }
    let n = games();
    // Two threads: the combinations alternate between them.
    let results: Vec<(usize, Vec<String>)> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..2)
            .map(|worker| {
                let combinations = &combinations;
                scope.spawn(move || {
                    let mut played = 0;
                    let mut failures = Vec::new();
                    for (index, (kind, seats, options)) in combinations.iter().enumerate().skip(worker).step_by(2) {
                        let battery = Battery {
                            options: options.clone(),
                            seldom: stepping_back,
                            ..Battery::new(*kind, *seats)
                        };
                        for game in 0..n {
                            match battery.play(1_000 * index as u64 + game, game == 0) {
                                Ok(result) => played += result.moves,
                                Err(e) => failures.push(format!("{e} (options {options:?})")),
                            }
                        }
                    }
                    (played, failures)
                })
            })
            .collect();
        workers.into_iter().map(|w| w.join().expect("battery thread")).collect()
    });
    let failures: Vec<String> = results.iter().flat_map(|(_, f)| f.clone()).collect();
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
    assert!(results.iter().map(|(p, _)| p).sum::<usize>() > 0, "no move was played");
}
