//! Seeded random Three Kingdoms Redux games, 1,000 by default (`TKR_BATTERY_GAMES` for more),
//! through the engine's shared battery (`engine::sim::Battery`): invariants after every move
//! (resources never negative, each general in one place, bids consistent with placements, every
//! enhancement in one zone), listed options accepted, print → parse round trips, save/load, replay
//! equal to the live state, every game ends — and, after every move, no log line names a general
//! still in another seat's secret draft or an enhancement in another seat's hand or a deck to a
//! reader of that line, in English or Korean.

use std::collections::HashSet;

use aho_corasick::AhoCorasick;
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

/// Every card name met so far in both languages, and one automaton that finds all of them in a
/// line at once (rebuilt when a new card turns up, which stops after the first games).
#[derive(Default)]
struct Names {
    ids: HashSet<String>,
    /// (card id, name) per pattern of `finder`.
    patterns: Vec<(String, String)>,
    finder: Option<AhoCorasick>,
}

impl Names {
    fn learn(&mut self, m: &dyn AnyMatch, id: &str) {
        if self.ids.contains(id) {
            return;
        }
        let name = m.card_name(id).unwrap_or_else(|| panic!("{id} has a name"));
        self.ids.insert(id.to_string());
        for lang in [Lang::En, Lang::Ko] {
            self.patterns.push((id.to_string(), tr(lang, &name)));
        }
        self.finder = None;
    }

    /// The ids of the cards whose name (in either language) `line` holds at the start of a word:
    /// a name inside another word is another name (비의 in 조비의, Cao Pi's "of").
    fn named_in<'a>(&'a mut self, line: &str) -> Vec<&'a str> {
        let finder = self
            .finder
            .get_or_insert_with(|| AhoCorasick::new(self.patterns.iter().map(|(_, name)| name)).expect("card names"));
        finder
            .find_overlapping_iter(line)
            .filter(|hit| {
                !line[..hit.start()]
                    .chars()
                    .next_back()
                    .is_some_and(char::is_alphanumeric)
            })
            .map(|hit| self.patterns[hit.pattern().as_usize()].0.as_str())
            .collect()
    }
}

/// No line of this move names a card hidden from one of its readers.
fn no_hidden_card_in_the_log(m: &dyn AnyMatch, log: &[LogEntry], names: &Mutex<Names>) -> Result<(), String> {
    if log.is_empty() {
        return Ok(());
    }
    let viewers: Vec<Viewer> = std::iter::once(Viewer::Public)
        .chain((0..m.seats()).map(Viewer::Seat))
        .collect();
    let hidden: Vec<HashSet<String>> = viewers
        .iter()
        .map(|&v| m.hidden_card_ids(v).into_iter().collect())
        .collect();
    let mut names = names.lock().expect("names");
    for id in hidden.iter().flatten() {
        names.learn(m, id);
    }
    // Each line rendered once per language; the cards it names are found once, then judged
    // for each of its readers.
    for entry in log {
        for line in [tr(Lang::En, &entry.text), tr(Lang::Ko, &entry.text)] {
            for id in names.named_in(&line) {
                for (v, viewer) in viewers.iter().enumerate() {
                    if entry.audience.includes(*viewer) && hidden[v].contains(id) {
                        return Err(format!("{viewer:?} reads hidden card `{id}`: {line}"));
                    }
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
                    let names = Mutex::new(Names::default());
                    let watch = |m: &dyn AnyMatch, log: &[LogEntry]| no_hidden_card_in_the_log(m, log, &names);
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
