//! #64 Panama Canal Returned, #72 Sadat Expels Soviets.
//!
//! Fixed influence added or removed in named countries.

use super::*;

pub(super) fn play(g: &mut TwilightStruggle, no: CardNo, _p: Power, _rng: &mut GameRng, log: &mut Log) {
    match no {
        PANAMA_CANAL_RETURNED => {
            for id in ["panama", "costa-rica", "venezuela"] {
                fx::add(g, fx::cix(id), Power::Us, 1, log);
            }
        }
        SADAT => {
            let egypt = fx::cix("egypt");
            fx::remove_all(g, egypt, Power::Ussr, log);
            fx::add(g, egypt, Power::Us, 1, log);
        }
        _ => {}
    }
}
