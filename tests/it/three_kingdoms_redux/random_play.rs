//! Seeded random Three Kingdoms Redux games, 1,000 by default (`TKR_BATTERY_GAMES` for more),
//! through the engine's shared battery (`engine::sim::Battery`): invariants after every move
//! (resources never negative, each general in one place, bids consistent with placements, every
//! enhancement in one zone), listed options accepted, print → parse round trips, save/load, replay
//! equal to the live state, every game ends — and, after every move, no log line names a general
//! still in another seat's secret draft or an enhancement in another seat's hand or a deck to a
//! reader of that line, in English or Korean.

use std::collections::HashMap;
use std::sync::Mutex;

use warroom::engine::sim::Battery;
use warroom::engine::{AnyMatch, LogEntry, Viewer};
use warroom::games::Registry;
use warroom::i18n::{Lang, tr};

fn games() -> u64 {
    std::env::var("TKR_BATTERY_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(1_000)
}

/// No line of this move names a card hidden from one of its readers (names cached per id).
fn no_hidden_card_in_the_log(
    m: &dyn AnyMatch,
    log: &[LogEntry],
    cache: &Mutex<HashMap<String, [String; 2]>>,
) -> Result<(), String> {
    if log.is_empty() {
        return Ok(());
    }
    // Each line rendered once per language, then read by each of its readers.
    let rendered: Vec<(&LogEntry, [String; 2])> = log
        .iter()
        .map(|e| (e, [tr(Lang::En, &e.text), tr(Lang::Ko, &e.text)]))
        .collect();
    let viewers = std::iter::once(Viewer::Public).chain((0..m.seats()).map(Viewer::Seat));
    let mut cache = cache.lock().expect("name cache");
    for viewer in viewers {
        let lines: Vec<&String> = rendered
            .iter()
            .filter(|(e, _)| e.audience.includes(viewer))
            .flat_map(|(_, both)| both.iter())
            .collect();
        if lines.is_empty() {
            continue;
        }
        for id in m.hidden_card_ids(viewer) {
            let names = cache.entry(id).or_insert_with_key(|id| {
                let name = m.card_name(id).unwrap_or_else(|| panic!("{id} has a name"));
                [tr(Lang::En, &name), tr(Lang::Ko, &name)]
            });
            for name in names.iter() {
                if let Some(line) = lines.iter().find(|l| l.contains(name.as_str())) {
                    return Err(format!("{viewer:?} reads hidden `{name}`: {line}"));
                }
            }
        }
    }
    Ok(())
}

#[test]
fn a_thousand_random_games_keep_every_invariant_and_hide_every_secret() {
    let registry = Registry::builtin();
    let kind = registry.get("three-kingdoms-redux").expect("registered");
    let n = games();
    let start = std::time::Instant::now();
    let totals: Vec<(usize, usize)> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..2u64)
            .map(|worker| {
                scope.spawn(move || {
                    // One name cache per thread: the lock is never contended.
                    let cache = Mutex::new(HashMap::new());
                    let watch = |m: &dyn AnyMatch, log: &[LogEntry]| no_hidden_card_in_the_log(m, log, &cache);
                    let battery = Battery {
                        seldom: |n| n == "back",
                        watch: Some(&watch),
                        check_every: 100,
                        ..Battery::new(kind, 3)
                    };
                    let (mut played, mut moves) = (0, 0);
                    for game in (worker..n).step_by(2) {
                        let result = battery
                            .play(15_000 + game, game < 4)
                            .unwrap_or_else(|e| panic!("seed {}: {e}", 15_000 + game));
                        played += 1;
                        moves += result.moves;
                    }
                    (played, moves)
                })
            })
            .collect();
        workers.into_iter().map(|w| w.join().expect("battery thread")).collect()
    });
    let played: usize = totals.iter().map(|t| t.0).sum();
    let moves: usize = totals.iter().map(|t| t.1).sum();
    assert_eq!(played as u64, n);
    eprintln!(
        "Three Kingdoms Redux battery: {played} games, {moves} moves, {:?}",
        start.elapsed()
    );
}
