//! #92 Terrorism: the opponent discards a random card (two for the US while Iranian Hostage
//! Crisis is in play).

use super::iranian_hostage_crisis::terrorism_count;
use super::prelude::*;

pub const TERRORISM: CardNo = 92;

pub const RULES: CardRules = CardRules {
    event: Some(event),
    ..CardRules::new(TERRORISM)
};

fn event(g: &mut TwilightStruggle, p: Power, rng: &mut GameRng, log: &mut Log) -> bool {
    let victim = p.opponent();
    for _ in 0..terrorism_count(g, victim) {
        if fx::discard_random(g, victim, rng, log).is_none() {
            fx::say(
                log,
                Text::new("ts-log-terrorism-empty")
                    .text("event", card_text(TERRORISM))
                    .text("power", fx::power_text(victim)),
            );
            break;
        }
    }
    true
}
