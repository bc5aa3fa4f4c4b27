//! Twilight Struggle play-out speed driver (issue 18): `ts_speed [games] [turn | check]`.
//! Prints CPU ms per random game through turns 1/5/10 and complete games per CPU second;
//! `check` prints a digest of seeded games (moves, logs through `apply`, saves) instead.

use std::hash::{Hash, Hasher};
use std::time::Duration;

use warroom::engine::sim::thread_cpu;
use warroom::engine::{AnyMatch, GameKind, GameOptions, GameRng, Match};
use warroom::games::Registry;
use warroom::games::twilight_struggle::TwilightStruggle;

const ENDS: [&str; 4] = [
    "ts-end-final",
    "ts-end-final-draw",
    "ts-end-held-scoring",
    "ts-end-both-held-scoring",
];

fn ts(m: &dyn AnyMatch) -> &TwilightStruggle {
    &m.as_any().downcast_ref::<Match<TwilightStruggle>>().unwrap().game
}

fn to_turn(kind: &dyn GameKind, seed: u64, turn: u8) -> bool {
    let mut m = kind.create(2, &GameOptions::new(), seed).unwrap().0;
    let mut rng = GameRng::new(seed);
    loop {
        let g = ts(m.as_ref());
        if g.turn > turn {
            return true;
        }
        if let Some(end) = &g.end {
            return g.turn == turn && ENDS.contains(&end.reason.key.as_ref());
        }
        if m.play_random(&mut rng).unwrap().is_none() {
            return false;
        }
    }
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let games: u64 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(1000);
    let registry = Registry::builtin();
    let kind = registry.get("twilight-struggle").unwrap();
    if args.iter().any(|a| a == "check") {
        let mut h = std::collections::hash_map::DefaultHasher::new();
        for seed in 1..=games {
            // play_random path: moves and final save
            let mut m = kind.create(2, &GameOptions::new(), seed).unwrap().0;
            let mut rng = GameRng::new(seed);
            while let Some(mv) = m.play_random_noted(&mut rng).unwrap() {
                mv.hash(&mut h);
            }
            m.save().hash(&mut h);
            // apply path: logs
            let (mut m, log) = kind.create(2, &GameOptions::new(), seed).unwrap();
            format!("{log:?}").hash(&mut h);
            let mut rng = GameRng::new(seed);
            while let Some((seat, mv)) = m.random_move(&mut rng) {
                let a = m.apply(seat, &mv).unwrap();
                format!("{a:?}").hash(&mut h);
                m.check_invariants().unwrap();
            }
            m.save().hash(&mut h);
        }
        println!("digest {:016x}", h.finish());
        return;
    }
    let only: Option<u8> = args.get(2).and_then(|a| a.parse().ok());
    for turn in [1u8, 5, 10] {
        if only.is_some_and(|t| t != turn) {
            continue;
        }
        let (mut seed, mut counted, mut total) = (0, 0, Duration::ZERO);
        while counted < games {
            seed += 1;
            let s = thread_cpu();
            let ok = to_turn(kind, seed, turn);
            let took = thread_cpu() - s;
            if ok {
                total += took;
                counted += 1;
            }
        }
        println!("turn {turn:2}: {:.3} ms", total.as_secs_f64() * 1000.0 / games as f64);
    }
    if only.is_none() {
        let start = thread_cpu();
        let mut n = 0;
        while thread_cpu() - start < Duration::from_secs(2) {
            n += 1;
            let mut m = kind.create(2, &GameOptions::new(), n).unwrap().0;
            let mut rng = GameRng::new(n);
            while m.play_random(&mut rng).unwrap().is_some() {}
        }
        println!("full games: {:.0} /s", n as f64 / (thread_cpu() - start).as_secs_f64());
    }
}
