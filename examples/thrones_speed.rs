//! Game of Thrones play-out speed driver (issue 35): `thrones_speed [games] [strict|casual] [check]`.
//! Plays seeded random complete games the way `cargo bench -- "thrones cpu"` does (through
//! `sim::random_playout`) and prints games per CPU second; `check` prints a digest of the games'
//! moves and final saves instead (the same before and after a change that must not alter play).

use std::time::Duration;

use warroom::engine::{GameOptions, sim};
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

/// FNV-1a (64 bit), as `tests/it/digests.rs`.
fn fnv(hash: &mut u64, text: &str) {
    for byte in text.bytes().chain([0xff]) {
        *hash ^= u64::from(byte);
        *hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let games: u64 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(1000);
    let windows = if args.iter().any(|a| a == "casual") {
        "casual"
    } else {
        "strict"
    };
    let check = args.iter().any(|a| a == "check");
    let registry = Registry::builtin();
    let kind = registry.get("thrones").expect("registered");
    let options = GameOptions::from([("windows".to_string(), windows.to_string())]);
    let mut hash = 0xcbf2_9ce4_8422_2325u64;
    let start = thread_cpu();
    let mut moves = 0;
    for seed in 1..=games {
        let mut game = kind.create(2, &options, seed).expect("setup").0;
        let played = sim::random_playout(game.as_mut(), seed, 50_000).expect("random play");
        moves += played.len();
        if check {
            for (seat, line) in &played {
                fnv(&mut hash, &format!("{seat} {line}"));
            }
            let mut save: serde_json::Value = serde_json::from_str(&game.save()).expect("json");
            save.as_object_mut().expect("an object").remove("trail");
            fnv(&mut hash, &save.to_string());
        }
    }
    let cpu = thread_cpu() - start;
    if check {
        println!("{windows}: {games} games, {moves} moves, digest {hash:016x}");
        return;
    }
    println!(
        "Game of Thrones ({windows} windows): {games} random games, {:.0} moves each, in {cpu:?} of CPU ({:.0} games per CPU second)",
        moves as f64 / games as f64,
        games as f64 / cpu.as_secs_f64()
    );
}
