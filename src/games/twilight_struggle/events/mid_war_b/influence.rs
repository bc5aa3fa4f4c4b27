//! #64 Panama Canal Returned, #65 Camp David Accords, #68 John Paul II Elected Pope, #72 Sadat
//! Expels Soviets.
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
        CAMP_DAVID_ACCORDS => {
            // Lasting: Arab-Israeli War checks `in_play(65)`.
            fx::gain_vp(g, Power::Us, 1, log);
            for id in ["israel", "jordan", "egypt"] {
                fx::add(g, fx::cix(id), Power::Us, 1, log);
            }
        }
        JOHN_PAUL_II => {
            // Lasting: Solidarity checks `in_play(68)`.
            let poland = fx::cix("poland");
            fx::remove(g, poland, Power::Ussr, 2, log);
            fx::add(g, poland, Power::Us, 1, log);
        }
        SADAT => {
            let egypt = fx::cix("egypt");
            fx::remove_all(g, egypt, Power::Ussr, log);
            fx::add(g, egypt, Power::Us, 1, log);
        }
        _ => {}
    }
}
