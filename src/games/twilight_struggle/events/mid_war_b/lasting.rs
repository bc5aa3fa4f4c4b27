//! #59 Flower Power, #60 U2 Incident, #69 Latin American Death Squads, #73 Shuttle Diplomacy.
//!
//! Rule-changing effects: the card only sets its flag; the rules read it in `hooks`.

use super::*;

pub(super) fn play(g: &mut TwilightStruggle, no: CardNo, p: Power, _rng: &mut GameRng, log: &mut Log) {
    match no {
        // Lasting: the VP hook reads it (hooks::flower_power).
        FLOWER_POWER => {
            fx::say(log, Text::new("ts-log-effect").text("card", card_text(no)));
        }
        // Lasting: the card lies before the US until a Middle East or Asia scoring uses it
        // (hooks::shuttle_diplomacy_ignores). It has no pile to go to now: its pending disposal
        // goes, or the card would be counted twice while steps above that disposal (ops after an
        // event-first choice) are still open.
        SHUTTLE_DIPLOMACY => {
            g.stack
                .retain(|s| !matches!(s, Step::Dispose { card, .. } if *card == SHUTTLE_DIPLOMACY));
            fx::say(log, Text::new("ts-log-effect").text("card", card_text(no)));
        }
        U2_INCIDENT => {
            fx::gain_vp(g, Power::Ussr, 1, log);
            // The +1 for a later UN Intervention this turn is hooks::un_played.
            fx::this_turn(g, no, Power::Ussr);
        }
        DEATH_SQUADS => {
            // A second Death Squads of the other side this turn cancels the first exactly
            // (+1/−1 each way); the hook knows one player only.
            if g.this_turn_by(no).is_some_and(|by| by != p) {
                g.this_turn.retain(|&(c, _)| c != no);
            } else {
                fx::this_turn(g, no, p);
            }
            fx::say(log, Text::new("ts-log-effect").text("card", card_text(no)));
        }
        _ => {}
    }
}
