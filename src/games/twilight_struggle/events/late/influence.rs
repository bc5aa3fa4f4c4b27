//! #83 The Iron Lady, #101 Solidarity, #110 AWACS Sale to Saudis.
//!
//! Fixed influence added or removed in named countries.

use super::*;

pub(super) fn play(g: &mut TwilightStruggle, no: CardNo, _p: Power, _rng: &mut GameRng, log: &mut Log) -> bool {
    match no {
        THE_IRON_LADY => {
            fx::add(g, fx::cix("argentina"), Power::Ussr, 1, log);
            fx::remove_all(g, fx::cix("uk"), Power::Ussr, log);
            fx::gain_vp(g, Power::Us, 1, log);
            true
        }
        SOLIDARITY => {
            fx::add(g, fx::cix("poland"), Power::Us, 3, log);
            true
        }
        AWACS => {
            fx::add(g, fx::cix("saudi-arabia"), Power::Us, 2, log);
            true
        }
        _ => false,
    }
}
