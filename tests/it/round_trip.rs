//! Typed actions: for every legal action of random positions of every registered game, the
//! printed notation parses back to the same action; a random answer to each composed prompt
//! parses and prints back to itself.

use warroom::engine::{GameOptions, GameRng};
use warroom::games::Registry;

/// Positions checked per game: every position of a few seeded random games.
const GAMES: u64 = 6;
const MOVES: usize = 400;

#[test]
fn every_legal_action_prints_and_parses_back() {
    let registry = Registry::builtin();
    for kind in registry.all() {
        for seed in 0..GAMES {
            let seats = *kind.seat_range().end().min(&(2 + seed as usize % 3));
            let seats = seats.max(*kind.seat_range().start());
            let (mut m, _) = kind
                .create(seats, &GameOptions::new(), seed)
                .unwrap_or_else(|e| panic!("{}: setup: {e:?}", kind.id()));
            let mut rng = GameRng::new(seed ^ 0x5eed);
            for step in 0..MOVES {
                m.check_round_trip(&mut rng)
                    .unwrap_or_else(|e| panic!("{} seed {seed} move {step}: {e}", kind.id()));
                match m.play_random(&mut rng) {
                    Ok(Some(_)) => {}
                    Ok(None) => break,
                    Err(e) => panic!("{} seed {seed} move {step}: {e}", kind.id()),
                }
            }
        }
    }
}
