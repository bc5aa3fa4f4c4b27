//! #8 Fidel, #12 Romanian Abdication, #15 Nasser, #17 De Gaulle Leads France.
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
        DE_GAULLE => {
            let france = fx::cix("france");
            fx::remove(g, france, Power::Us, 2, log);
            fx::add(g, france, Power::Ussr, 1, log);
            fx::say(log, Text::new("ts-log-effect").text("card", card_text(no)));
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
