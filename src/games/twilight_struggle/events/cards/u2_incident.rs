//! #60 U2 Incident: USSR +1 VP, and +1 more if UN Intervention is played as an event this turn.

use super::prelude::*;

pub const U2_INCIDENT: CardNo = 60;

pub const RULES: CardRules = CardRules {
    event: Some(event),
    ..CardRules::new(U2_INCIDENT)
};

fn event(g: &mut TwilightStruggle, _p: Power, _rng: &mut GameRng, log: &mut Log) -> bool {
    fx::gain_vp(g, Power::Ussr, 1, log);
    fx::this_turn(g, U2_INCIDENT, Power::Ussr);
    true
}

/// UN Intervention's event calls this: USSR +1 VP while U2 Incident is in effect.
pub fn un_intervention_played(g: &mut TwilightStruggle, log: &mut Log) {
    if g.this_turn_by(U2_INCIDENT).is_some() {
        log.push(LogEntry::public(
            Text::new("ts-log-effect").text("card", card_text(U2_INCIDENT)),
        ));
        g.add_vp(-1, log);
    }
}
