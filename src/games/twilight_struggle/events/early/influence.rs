//! #8 Fidel, #12 Romanian Abdication, #15 Nasser.
//!
//! Fixed influence added or removed in named countries.

use super::*;

pub(super) fn play(g: &mut TwilightStruggle, no: CardNo, _p: Power, _rng: &mut GameRng, log: &mut Log) {
    match no {
        FIDEL => wipe_and_control(g, "cuba", log),
        ROMANIAN_ABDICATION => wipe_and_control(g, "romania", log),
        NASSER => {
            let egypt = fx::cix("egypt");
            fx::add(g, egypt, Power::Ussr, 2, log);
            let half_up = g.inf(egypt, Power::Us).div_ceil(2);
            fx::remove(g, egypt, Power::Us, half_up, log);
        }
        _ => {}
    }
}

/// "Wipe the US, then the USSR tops up to control" (Fidel, Romanian Abdication).
fn wipe_and_control(g: &mut TwilightStruggle, id: &str, log: &mut Log) {
    let c = fx::cix(id);
    fx::remove_all(g, c, Power::Us, log);
    fx::control_topup(g, c, Power::Ussr, log);
}
