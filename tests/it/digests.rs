//! The same seeded games before and after a change that must not change behaviour (a speed-up, a
//! move of code between files): every registered game plays `GAMES` seeded random games at its
//! largest seat count, and a digest of every move, every log and every final save (without the
//! AI's trail) is pinned.
//! A change of rules or of the random player's draws changes the digest on purpose: re-pin it
//! (the failure prints the new value) and say why in the commit.

use warroom::engine::{GameOptions, GameRng};
use warroom::games::Registry;

const GAMES: u64 = 12;

/// FNV-1a (64 bit): stable across Rust releases, unlike `DefaultHasher`.
struct Fnv(u64);

impl Fnv {
    fn new() -> Self {
        Fnv(0xcbf2_9ce4_8422_2325)
    }

    fn add(&mut self, text: &str) {
        for byte in text.bytes().chain([0xff]) {
            self.0 ^= u64::from(byte);
            self.0 = self.0.wrapping_mul(0x0100_0000_01b3);
        }
    }
}

fn digest(game: &str) -> u64 {
    let registry = Registry::builtin();
    let kind = registry.get(game).expect("registered");
    let seats = *kind.seat_range().end();
    let mut fnv = Fnv::new();
    for seed in 1..=GAMES {
        let (mut m, log) = kind.create(seats, &GameOptions::new(), seed).expect("creates");
        fnv.add(&format!("{log:?}"));
        let mut rng = GameRng::new(seed);
        let mut moves = 0;
        while let Some((seat, notation)) = m.random_move(&mut rng) {
            let applied = m
                .apply(seat, &notation)
                .unwrap_or_else(|e| panic!("{game} seed {seed}: {notation} refused: {e:?}"));
            fnv.add(&format!("{seat} {notation} {applied:?}"));
            moves += 1;
            assert!(moves < 20_000, "{game} seed {seed} never ends");
        }
        // The trail (the AI's memory of a seat's run of moves) hashes what the seat sees, prompt
        // wording included: a change of presentation must not move the digest.
        let mut save: serde_json::Value = serde_json::from_str(&m.save()).expect("json");
        save.as_object_mut().expect("an object").remove("trail");
        fnv.add(&save.to_string());
    }
    fnv.0
}

fn check(game: &str, pinned: u64) {
    let now = digest(game);
    assert_eq!(
        now, pinned,
        "{game}: the seeded games changed (digest now {now:#018x}); re-pin only for a change meant to alter play"
    );
}

#[test]
fn twilight_struggle_plays_the_same_seeded_games() {
    check("twilight-struggle", 0xe729_95e5_fbc7_577e);
}

#[test]
fn three_kingdoms_redux_plays_the_same_seeded_games() {
    check("three-kingdoms-redux", 0x1524_1e25_5825_0460);
}

#[test]
fn thrones_plays_the_same_seeded_games() {
    check("thrones", 0x4eda_b2b6_a566_3204);
}

#[test]
fn nuclear_war_plays_the_same_seeded_games() {
    check("nuclear-war", 0x1b25_8085_3b38_f6af);
}
