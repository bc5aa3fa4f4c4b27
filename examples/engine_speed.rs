//! Play-out speed driver for any game (issue 35):
//! `engine_speed <game> [games] [option=value ...] [check]`, e.g. `engine_speed thrones 1000
//! windows=casual` or `engine_speed three-kingdoms-redux 2000`. Plays seeded random complete games
//! at the game's largest seat count the way `cargo bench -- "engine cpu"` does (through
//! `sim::random_playout`) and prints games per CPU second; `check` prints a digest of the games'
//! moves and final saves instead (the same before and after a change that must not alter play).

use warroom::engine::GameOptions;
use warroom::engine::sim::{self, thread_cpu};
use warroom::games::Registry;

/// FNV-1a (64 bit), as `tests/it/digests.rs`.
fn fnv(hash: &mut u64, text: &str) {
    for byte in text.bytes().chain([0xff]) {
        *hash ^= u64::from(byte);
        *hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let registry = Registry::builtin();
    let Some(kind) = args.first().and_then(|id| registry.get(id)) else {
        eprintln!(
            "usage: engine_speed <{}> [games] [option=value ...] [check]",
            registry.ids().join("|")
        );
        std::process::exit(2);
    };
    let games: u64 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(1000);
    let options: GameOptions = args
        .iter()
        .filter_map(|a| a.split_once('='))
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    let check = args.iter().any(|a| a == "check");
    let seats = *kind.seat_range().end();
    let mut hash = 0xcbf2_9ce4_8422_2325u64;
    let start = thread_cpu();
    let mut moves = 0;
    for seed in 1..=games {
        let mut game = kind.create(seats, &options, seed).expect("setup").0;
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
    let id = kind.id();
    if check {
        println!("{id} {options:?}: {games} games, {moves} moves, digest {hash:016x}");
        return;
    }
    println!(
        "{id} {options:?}, {seats} seats: {games} random games, {:.0} moves each, in {cpu:?} of CPU ({:.0} games per CPU second)",
        moves as f64 / games as f64,
        games as f64 / cpu.as_secs_f64()
    );
}
