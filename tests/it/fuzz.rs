//! Fuzz-style property tests without extra crates: arbitrary input to every game's notation parser
//! and `apply` (and to the script runner) never panics; a refusal leaves the game exactly as it was;
//! anything accepted keeps the invariants.

use warroom::cli::script::run_script;
use warroom::engine::{GameOptions, GameRng, sim};
use warroom::games::Registry;

const WORDS: &[&str] = &[
    "place",
    "show",
    "hide",
    "first",
    "second",
    "queue",
    "target",
    "intercept",
    "pass",
    "strike",
    "done",
    "keep",
    "swap",
    "p0",
    "p1",
    "p2",
    "p3",
    "p7",
    "p99",
    "1",
    "2",
    "3",
    "-1",
    "wh10",
    "wh20",
    "wh50",
    "wh100",
    "polaris",
    "atlas",
    "b70",
    "saturn",
    "am-p",
    "am-a",
    "am-b",
    "am-s",
    "prop5",
    "prop10",
    "prop25",
    "moon",
    "supergerm",
    "set",
    "pop",
    "hand",
    "",
    " ",
    "\t",
    "ü",
    "핵",
    "🚀",
    "\u{0}",
    "'",
    "\"",
    ";",
    "--",
    "999999999999999999999",
];

/// A random line: either tokens from the vocabulary or raw random characters.
fn random_line(rng: &mut GameRng) -> String {
    if rng.below(4) == 0 {
        let len = rng.below(40);
        return (0..len)
            .map(|_| char::from_u32(rng.below(0x3000) as u32).unwrap_or('?'))
            .collect();
    }
    let n = 1 + rng.below(5);
    (0..n)
        .map(|_| WORDS[rng.below(WORDS.len())])
        .collect::<Vec<_>>()
        .join(" ")
}

#[test]
fn arbitrary_actions_never_panic_and_refusals_change_nothing() {
    let registry = Registry::builtin();
    for kind in registry.all() {
        for seed in 0..40u64 {
            let seats = *kind.seat_range().start() + (seed as usize) % kind.seat_range().count();
            let (mut game, _) = kind.create(seats, &GameOptions::new(), seed).expect("setup");
            // Reach a random position first.
            sim::random_playout(game.as_mut(), seed, (seed as usize * 7) % 150).expect("random play");
            let mut rng = GameRng::new(seed ^ 0xF022);
            for _ in 0..150 {
                if game.outcome().is_some() {
                    break;
                }
                let seat = rng.below(seats + 1); // sometimes a seat that does not exist
                let line = random_line(&mut rng);
                let before = game.save();
                match game.apply(seat, &line) {
                    Ok(_) => game
                        .check_invariants()
                        .unwrap_or_else(|e| panic!("`{line}` by {seat}: {e}")),
                    Err(e) => {
                        assert_eq!(game.save(), before, "refused `{line}` changed the game");
                        assert!(!e.text.key.is_empty());
                    }
                }
                let edit = format!("set {}", random_line(&mut rng));
                let before = game.save();
                if game.edit(&edit).is_err() {
                    assert_eq!(game.save(), before, "refused edit `{edit}` changed the game");
                } else {
                    game.check_invariants().unwrap_or_else(|e| panic!("edit `{edit}`: {e}"));
                }
            }
        }
    }
}

#[test]
fn arbitrary_scripts_never_panic() {
    let registry = Registry::builtin();
    let mut rng = GameRng::new(77);
    for _ in 0..300 {
        let mut script = String::from("game nuclear-war\nseats 3\nseed 5\n");
        for _ in 0..rng.below(12) {
            let line = match rng.below(6) {
                0 => format!("expect {} = {}", random_line(&mut rng), random_line(&mut rng)),
                1 => format!("roll {}", random_line(&mut rng)),
                2 => format!("fail p{}: {}", rng.below(5), random_line(&mut rng)),
                3 => format!("set {}", random_line(&mut rng)),
                _ => format!("p{}: {}", rng.below(5), random_line(&mut rng)),
            };
            script.push_str(&line);
            script.push('\n');
        }
        // Either outcome is fine; it must simply not panic, and errors must name a line.
        if let Err(e) = run_script(&script, &registry) {
            assert!(e.line >= 1 && e.line <= script.lines().count(), "{e}");
        }
    }
}
