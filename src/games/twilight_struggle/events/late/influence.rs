//! #83 The Iron Lady, #101 Solidarity, #110 AWACS Sale to Saudis.
//!
//! Fixed influence added or removed in named countries.

use super::*;

pub(super) fn play(g: &mut TwilightStruggle, no: CardNo, _p: Power, _rng: &mut GameRng, log: &mut Log) -> bool {
    match no {
        SOLIDARITY => {
            fx::add(g, fx::cix("poland"), Power::Us, 3, log);
            true
        }
        _ => false,
    }
}
