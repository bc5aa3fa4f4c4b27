//! #103 Defectors.
//!
//! Defectors: the headline cancel lives in the headline flow; here its action-round play.

use super::*;

/// Only Defectors comes here, so `no` is Defectors.
pub(super) fn play(g: &mut TwilightStruggle, no: CardNo, log: &mut Log) {
    if ussr_played_defectors(g) {
        fx::say(log, Text::new("ts-log-effect").text("card", card_text(no)));
        fx::gain_vp(g, Power::Us, 1, log);
    } else if g.round > 0 {
        // Inside another event in the USSR's round (Five Year Plan): nothing to do.
        no_effect(log, no);
    }
}

/// Defectors has an event in the headline (the cancel, done by the headline flow) and in the
/// USSR's action rounds (the USSR played it for ops: US +1 VP). A US action-round play as an
/// event does nothing, so that option is refused with the reason (card #103).
pub(super) fn defectors_blocked(g: &TwilightStruggle) -> Option<Text> {
    let headline = g.round == 0;
    (!headline && g.phasing != Some(Power::Ussr)).then(|| Text::new("ts-why-defectors-us-round"))
}

/// Whether the USSR has just played Defectors for its ops (the play that gives the US 1 VP).
fn ussr_played_defectors(g: &TwilightStruggle) -> bool {
    g.round > 0
        && matches!(g.played.last(), Some(&(Power::Ussr, DEFECTORS, how)) if how != Use::Space && how != Use::Event)
}
