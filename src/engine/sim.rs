//! Random play: picks a random legal option of a random pending prompt. Used by the random
//! playthrough tests, the benchmarks and `warroom render` (to show a game in progress).

use super::{AnyMatch, GameRng, Seat};

/// One random legal move, or `None` when the game is over. Returns the seat and notation played.
pub fn random_move(m: &dyn AnyMatch, rng: &mut GameRng) -> Option<(Seat, String)> {
    let legal = m.legal();
    if legal.is_empty() {
        return None;
    }
    let (seat, options) = &legal[rng.below(legal.len())];
    if options.is_empty() {
        return None;
    }
    Some((*seat, options[rng.below(options.len())].to_string()))
}

/// Plays random moves until the game ends or `max_moves` were made; returns the moves made.
/// A refused listed option is an engine bug and is returned as an error.
pub fn random_playout(m: &mut dyn AnyMatch, seed: u64, max_moves: usize) -> Result<Vec<(Seat, String)>, String> {
    let mut rng = GameRng::new(seed);
    let mut moves = Vec::new();
    while moves.len() < max_moves {
        let Some((seat, notation)) = random_move(m, &mut rng) else {
            break;
        };
        m.apply(seat, &notation)
            .map_err(|e| format!("listed option `{notation}` for seat {seat} was refused: {}", e.text.key))?;
        moves.push((seat, notation));
    }
    Ok(moves)
}
