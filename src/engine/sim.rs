//! Random play: a random answer to a random pending prompt, typed all the way (see
//! [`AnyMatch::play_random`]). Used by the random batteries, the benchmarks and `warroom render`
//! (to show a game in progress).

use super::{AnyMatch, GameRng, Seat};

/// Plays random moves until the game ends or `max_moves` were made; returns the moves made.
/// A refused listed option is an engine bug and is returned as an error.
pub fn random_playout(m: &mut dyn AnyMatch, seed: u64, max_moves: usize) -> Result<Vec<(Seat, String)>, String> {
    let mut rng = GameRng::new(seed);
    let mut moves = Vec::new();
    while moves.len() < max_moves {
        match m.play_random(&mut rng)? {
            Some(played) => moves.push(played),
            None => break,
        }
    }
    Ok(moves)
}

/// One random legal move, or `None` when the game is over. Returns the seat and notation to play.
pub fn random_move(m: &dyn AnyMatch, rng: &mut GameRng) -> Option<(Seat, String)> {
    m.random_move(rng)
}
