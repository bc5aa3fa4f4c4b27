//! #41 Nuclear Subs, #42 Quagmire, #44 Bear Trap, #51 Brezhnev Doctrine.
//!
//! Rule-changing effects: the card only sets its flag; the rules read it in `hooks`.

use super::*;

pub(super) fn play(g: &mut TwilightStruggle, no: CardNo, _p: Power, _rng: &mut GameRng, log: &mut Log) {
    match no {
        NUCLEAR_SUBS | BREZHNEV_DOCTRINE => {
            let side = if no == NUCLEAR_SUBS { Power::Us } else { Power::Ussr };
            fx::this_turn(g, no, side);
            fx::say(log, Text::new("ts-log-effect").text("card", card_text(no)));
        }
        QUAGMIRE | BEAR_TRAP => {
            // The trap itself is the lasting flag (added by `resolve`); Quagmire also ends NORAD.
            fx::say(log, Text::new("ts-log-effect").text("card", card_text(no)));
            if no == QUAGMIRE {
                super::super::end_lasting(g, NORAD, log);
            }
        }
        _ => {}
    }
}
