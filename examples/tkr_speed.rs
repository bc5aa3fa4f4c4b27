//! Three Kingdoms Redux play-out speed driver (issue 35): `tkr_speed [seconds] [check]`.
//! Prints complete random games per CPU second (the bench's `engine cpu` figure, quicker to run in
//! release); `check` prints a digest of seeded games (moves, logs through `apply`, saves) instead.

use std::hash::{Hash, Hasher};
use std::time::Duration;

use warroom::engine::{GameOptions, GameRng};
use warroom::games::Registry;

fn thread_cpu() -> Duration {
    #[repr(C)]
    struct Timespec {
        seconds: i64,
        nanos: i64,
    }
    unsafe extern "C" {
        fn clock_gettime(clock: i32, now: *mut Timespec) -> i32;
    }
    let mut now = Timespec { seconds: 0, nanos: 0 };
    // SAFETY: a valid timespec for the call.
    assert!(unsafe { clock_gettime(3, &mut now) } == 0);
    Duration::new(now.seconds as u64, now.nanos as u32)
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let registry = Registry::builtin();
    let kind = registry.get("three-kingdoms-redux").unwrap();
    if args.iter().any(|a| a == "check") {
        let games: u64 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(50);
        let mut h = std::collections::hash_map::DefaultHasher::new();
        for seed in 1..=games {
            // The play-out path: moves and the final save.
            let mut m = kind.create(3, &GameOptions::new(), seed).unwrap().0;
            let mut rng = GameRng::new(seed);
            while let Some(mv) = m.play_random_noted(&mut rng).unwrap() {
                mv.hash(&mut h);
            }
            m.save().hash(&mut h);
            // The table's path: logs of every move.
            let (mut m, log) = kind.create(3, &GameOptions::new(), seed).unwrap();
            format!("{log:?}").hash(&mut h);
            let mut rng = GameRng::new(seed);
            while let Some((seat, mv)) = m.random_move(&mut rng) {
                let a = m.apply(seat, &mv).unwrap();
                format!("{a:?}").hash(&mut h);
            }
            m.save().hash(&mut h);
        }
        println!("digest {:016x}", h.finish());
        return;
    }
    let seconds: f64 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(3.0);
    let start = thread_cpu();
    let mut n = 0;
    while (thread_cpu() - start).as_secs_f64() < seconds {
        n += 1;
        let mut m = kind.create(3, &GameOptions::new(), n).unwrap().0;
        let mut rng = GameRng::new(n);
        while m.play_random(&mut rng).unwrap().is_some() {}
    }
    let cpu = (thread_cpu() - start).as_secs_f64();
    println!(
        "{n} games in {cpu:.2} CPU s: {:.0} random games per CPU second",
        n as f64 / cpu
    );
}
