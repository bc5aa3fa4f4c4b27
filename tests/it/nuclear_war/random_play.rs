//! Seeded random games through `AnyMatch`: invariants, legal options accepted, no hidden card in
//! another viewer's view, save/load round trip, replay reproduces the game, games end.

use warroom::engine::{AnyMatch, Viewer};
use warroom::games::Registry;

use super::new_match;

/// Small deterministic generator for the test's own choices (not the game's RNG).
struct Pick(u64);

impl Pick {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n.max(1) as u64) as usize
    }
}

const MOVE_CAP: usize = 4000;

/// Every `"nw-NNN"` card id mentioned in a JSON text.
fn card_ids_in(text: &str) -> std::collections::HashSet<&str> {
    text.match_indices("\"nw-")
        .filter_map(|(i, _)| text.get(i + 1..i + 7))
        .filter(|id| id[3..].bytes().all(|b| b.is_ascii_digit()))
        .collect()
}

fn check_views(m: &dyn AnyMatch, seats: usize) {
    let mut viewers = vec![Viewer::Public];
    viewers.extend((0..seats).map(Viewer::Seat));
    for viewer in viewers {
        let text = m.view(viewer).to_string();
        let seen = card_ids_in(&text);
        for id in m.hidden_card_ids(viewer) {
            assert!(!seen.contains(id.as_str()), "{viewer:?} sees hidden card {id}: {text}");
        }
    }
}

/// Plays one game; returns the number of moves.
fn play(seats: usize, seed: u64, full_checks: bool) -> usize {
    let registry = Registry::builtin();
    let kind = registry.get("nuclear-war").expect("registered");
    let mut m = new_match(seats, seed);
    let mut pick = Pick(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    let mut moves: Vec<(usize, String)> = Vec::new();
    m.check_invariants()
        .unwrap_or_else(|e| panic!("seed {seed} setup: {e}"));
    while m.outcome().is_none() {
        assert!(
            moves.len() < MOVE_CAP,
            "seats {seats} seed {seed}: game exceeds {MOVE_CAP} moves"
        );
        let prompts = m.pending();
        let prompt = &prompts[pick.below(prompts.len())];
        // Every listed option must be accepted: try another one on a clone (a sample of moves,
        // every move in the fully checked games).
        if full_checks || moves.len().is_multiple_of(4) {
            let sample = &prompt.options[pick.below(prompt.options.len())];
            let mut probe = m.clone_box();
            probe.apply(prompt.seat, &sample.notation).unwrap_or_else(|e| {
                panic!(
                    "seats {seats} seed {seed}: listed option `{}` refused: {e:?}",
                    sample.notation
                )
            });
        }
        let choice = prompt.options[pick.below(prompt.options.len())].notation.clone();
        m.apply(prompt.seat, &choice)
            .unwrap_or_else(|e| panic!("seats {seats} seed {seed}: `{choice}` refused: {e:?}"));
        moves.push((prompt.seat, choice));
        m.check_invariants()
            .unwrap_or_else(|e| panic!("seats {seats} seed {seed} after {:?}: {e}", moves.last()));
        if full_checks || moves.len().is_multiple_of(10) {
            check_views(m.as_ref(), seats);
            let saved = m.save();
            let loaded = kind.load(&saved).expect("saved game loads");
            assert_eq!(loaded.save(), saved, "save/load round trip");
        }
    }
    check_views(m.as_ref(), seats);
    let mut replay = new_match(seats, seed);
    for (seat, notation) in &moves {
        replay.apply(*seat, notation).expect("replayed move is accepted");
    }
    assert_eq!(replay.save(), m.save(), "seats {seats} seed {seed}: replay differs");
    moves.len()
}

#[test]
fn random_playthroughs_1000_games_per_seat_count() {
    let games: u64 = std::env::var("NW_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(1000);
    let start = std::time::Instant::now();
    // One thread per seat count: the battery is long in a debug build.
    std::thread::scope(|scope| {
        for seats in 2..=6 {
            scope.spawn(move || {
                let mut total = 0;
                for game in 0..games {
                    total += play(seats, 10_000 * seats as u64 + game, game < 10);
                }
                eprintln!(
                    "{seats} seats: {games} games, {total} moves, done at {:?}",
                    start.elapsed()
                );
            });
        }
    });
}
