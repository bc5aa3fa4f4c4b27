//! #21 NATO, #25 Containment, #27 US/Japan Mutual Defense Pact, #31 Red Scare/Purge, #35 Formosan
//! Resolution, #106 NORAD.
//!
//! Rule-changing effects: the card only sets its flag; the rules read it in `hooks`.

use super::*;

pub(super) fn play(g: &mut TwilightStruggle, no: CardNo, p: Power, _rng: &mut GameRng, log: &mut Log) {
    match no {
        NATO | US_JAPAN_PACT | FORMOSAN_RESOLUTION | NORAD => {
            if no == US_JAPAN_PACT {
                fx::control_topup(g, fx::cix("japan"), Power::Us, log);
            }
            fx::say(log, Text::new("ts-log-effect").text("card", card_text(no)));
        }
        CONTAINMENT => {
            fx::this_turn(g, no, Power::Us);
            fx::say(log, Text::new("ts-log-effect").text("card", card_text(no)));
        }
        RED_SCARE => {
            // Both sides may have it in effect in one turn (the card can come back after a
            // reshuffle), so record it per player.
            if !g.this_turn.contains(&(no, p)) {
                g.this_turn.push((no, p));
            }
            fx::say(log, Text::new("ts-log-effect").text("card", card_text(no)));
        }
        _ => {}
    }
}

pub(super) fn on_pick(
    g: &mut TwilightStruggle,
    no: CardNo,
    stage: u8,
    _chooser: Power,
    pick: Option<Pick>,
    _rng: &mut GameRng,
    log: &mut Log,
) {
    // NORAD's trigger (hooks::norad_check): 1 US influence where the US already has some.
    if let (NORAD, 0, Some(Pick::Country(c))) = (no, stage, pick) {
        fx::say(log, Text::new("ts-log-effect").text("card", card_text(NORAD)));
        fx::add(g, c, Power::Us, 1, log);
    }
}
