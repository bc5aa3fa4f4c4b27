//! Seeded random Twilight Struggle games, many of them, through the engine's shared battery
//! (`engine::sim::Battery`): invariants after every move, listed options accepted, no hidden card
//! in another viewer's view, save/load round trip, replay reproduces the game, every game ends.

use warroom::engine::Viewer;
use warroom::engine::sim::Battery;
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

/// One seeded random game through the engine's shared battery (invariants after every move,
/// listed options accepted, views hide what they must, save/load, replay, an end), stepping back
/// inside a multi-step choice only seldom so games finish. Returns the number of moves.
pub fn play(options: &[(&str, &str)], seed: u64, full_checks: bool) -> usize {
    let registry = Registry::builtin();
    let kind = registry.get("twilight-struggle").expect("registered");
    let battery = Battery {
        options: options.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect(),
        seldom: |n| matches!(n, "back" | "reset"),
        ..Battery::new(kind, 2)
    };
    battery.play(seed, full_checks).unwrap_or_else(|e| panic!("{e}")).moves
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
