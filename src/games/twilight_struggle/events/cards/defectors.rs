//! #103 Defectors: headlined by the US, it cancels the USSR headline (whatever its ops); played
//! by the USSR for ops in an action round, the US gains 1 VP. Taken from the USSR by a headlined
//! Grain Sales and played as the US's event, it cancels the USSR headline still to come (FAQ).

use super::prelude::*;

pub const DEFECTORS: CardNo = 103;

pub const RULES: CardRules = CardRules {
    blocked: Some(blocked),
    event: Some(event),
    cancels_opponent_headline: Some(Power::Us),
    ..CardRules::new(DEFECTORS)
};

/// Defectors has an event in the headline (the cancel, done by the headline flow) and in the
/// USSR's action rounds (the USSR played it for ops: US +1 VP). A US action-round play as an
/// event does nothing, so that option is refused with the reason.
fn blocked(g: &TwilightStruggle, _p: Power) -> Option<Text> {
    let headline = g.round == 0;
    (!headline && g.phasing != Some(Power::Ussr)).then(|| Text::new("ts-why-defectors-us-round"))
}

fn event(g: &mut TwilightStruggle, _p: Power, _rng: &mut GameRng, log: &mut Log) -> bool {
    if ussr_played_defectors(g) {
        fx::say(log, Text::new("ts-log-effect").text("card", card_text(DEFECTORS)));
        fx::gain_vp(g, Power::Us, 1, log);
    } else if g.round == 0 {
        cancel_ussr_headline_to_come(g, log);
    } else {
        // Inside another event in the USSR's round (Five Year Plan): nothing to do.
        fx::say(
            log,
            Text::new("ts-log-event-no-effect").text("card", card_text(DEFECTORS)),
        );
    }
    true
}

/// Whether the USSR has just played Defectors for its ops (the play that gives the US 1 VP).
fn ussr_played_defectors(g: &TwilightStruggle) -> bool {
    g.round > 0
        && matches!(g.played.last(), Some(&(Power::Ussr, DEFECTORS, how)) if how != Use::Space && how != Use::Event)
}

/// Defectors played as the US's event inside the headline phase (from a headlined Grain Sales):
/// a USSR headline not yet resolved is cancelled and discarded, as if Defectors were headlined.
fn cancel_ussr_headline_to_come(g: &mut TwilightStruggle, log: &mut Log) {
    let pending = g
        .stack
        .iter()
        .position(|s| matches!(s, Step::HeadlineEvent { power: Power::Ussr, .. }));
    let Some(at) = pending else {
        fx::say(
            log,
            Text::new("ts-log-event-no-effect").text("card", card_text(DEFECTORS)),
        );
        return;
    };
    if let Step::HeadlineEvent { card: cancelled, .. } = g.stack.remove(at) {
        fx::say(
            log,
            Text::new("ts-log-defectors-cancel").text("card", card_text(cancelled)),
        );
        g.discard.push(cancelled);
    }
}
