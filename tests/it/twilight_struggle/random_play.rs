//! Seeded random games through `AnyMatch` (ops-only plays plus scoring cards in part 1):
//! invariants after every move, listed options accepted, no hidden card in another viewer's
//! view, save/load round trip, replay reproduces the game, every game ends.

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

const MOVE_CAP: usize = 20_000;

fn check_views(m: &dyn AnyMatch) {
    for viewer in [Viewer::Public, Viewer::Seat(0), Viewer::Seat(1)] {
        let text = m.view(viewer).to_string();
        for id in m.hidden_card_ids(viewer) {
            assert!(
                !text.contains(&format!("\"{id}\"")),
                "{viewer:?} sees hidden card {id}: {text}"
            );
        }
    }
}

/// Plays one game with random legal choices, preferring to go forward (a `back` or `reset` is
/// taken rarely so games finish). Returns the number of moves.
pub fn play(options: &[(&str, &str)], seed: u64, full_checks: bool) -> usize {
    let registry = Registry::builtin();
    let kind = registry.get("twilight-struggle").expect("registered");
    let mut m = new_match(options, seed);
    let mut pick = Pick(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    let mut moves: Vec<(usize, String)> = Vec::new();
    m.check_invariants()
        .unwrap_or_else(|e| panic!("seed {seed} setup: {e}"));
    while m.outcome().is_none() {
        assert!(moves.len() < MOVE_CAP, "seed {seed}: game exceeds {MOVE_CAP} moves");
        let prompts = m.pending();
        let prompt = &prompts[pick.below(prompts.len())];
        if full_checks || moves.len().is_multiple_of(4) {
            let sample = &prompt.options[pick.below(prompt.options.len())];
            let mut probe = m.clone_box();
            probe
                .apply(prompt.seat, &sample.notation)
                .unwrap_or_else(|e| panic!("seed {seed}: listed option `{}` refused: {e:?}", sample.notation));
        }
        let mut choice = &prompt.options[pick.below(prompt.options.len())].notation;
        if (choice == "back" || choice == "reset") && pick.below(8) != 0 {
            choice = &prompt.options[0].notation;
        }
        let choice = choice.clone();
        m.apply(prompt.seat, &choice)
            .unwrap_or_else(|e| panic!("seed {seed}: `{choice}` refused: {e:?}"));
        moves.push((prompt.seat, choice));
        m.check_invariants()
            .unwrap_or_else(|e| panic!("seed {seed} after {:?}: {e}", moves.last()));
        if full_checks || moves.len().is_multiple_of(25) {
            check_views(m.as_ref());
            let saved = m.save();
            let loaded = kind.load(&saved).expect("saved game loads");
            assert_eq!(loaded.save(), saved, "save/load round trip");
        }
    }
    check_views(m.as_ref());
    let mut replay = new_match(options, seed);
    for (seat, notation) in &moves {
        replay.apply(*seat, notation).expect("replayed move is accepted");
    }
    assert_eq!(replay.save(), m.save(), "seed {seed}: replay differs");
    moves.len()
}

#[test]
fn random_playthroughs_reach_an_end_with_invariants_after_every_move() {
    let games: u64 = std::env::var("TS_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        // 1,600 + 401 = 2,001 seeded full games with every event (issue 5 asks for 2,000).
        .unwrap_or(1600);
    let start = std::time::Instant::now();
    let variants: [&[(&str, &str)]; 2] = [
        &[],
        &[
            ("chinese_civil_war", "on"),
            ("optional_cards", "off"),
            ("tournament_reveal", "on"),
            ("us_bid", "2"),
        ],
    ];
    std::thread::scope(|scope| {
        for (v, options) in variants.into_iter().enumerate() {
            scope.spawn(move || {
                let mut total = 0;
                let n = if v == 0 { games } else { games / 4 + 1 };
                for game in 0..n {
                    total += play(options, 7_000 * (v as u64 + 1) + game, game < 5);
                }
                eprintln!("variant {v}: {n} games, {total} moves, done at {:?}", start.elapsed());
            });
        }
    });
}

#[test]
#[ignore]
fn outcome_stats() {
    use std::collections::BTreeMap;
    let mut reasons: BTreeMap<String, usize> = BTreeMap::new();
    let mut moves = 0;
    for seed in 0..200u64 {
        let mut m = new_match(&[], seed);
        let mut pick = Pick(seed | 1);
        let mut n = 0;
        while m.outcome().is_none() {
            let prompts = m.pending();
            let p = &prompts[pick.below(prompts.len())];
            let mut c = &p.options[pick.below(p.options.len())].notation;
            if (c == "back" || c == "reset") && pick.below(8) != 0 {
                c = &p.options[0].notation;
            }
            let c = c.clone();
            m.apply(p.seat, &c).unwrap();
            n += 1;
        }
        moves += n;
        let v = m.view(Viewer::Public);
        *reasons
            .entry(format!("{} t{}", m.outcome().unwrap().summary.key, v["turn"]))
            .or_default() += 1;
    }
    eprintln!("{reasons:#?} avg moves {}", moves / 200);
}
