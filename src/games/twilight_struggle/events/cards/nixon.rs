//! #71 Nixon Plays the China Card: the US takes The China Card face down from the USSR, or gains
//! 2 VP if it holds it.

use super::prelude::*;

pub const NIXON: CardNo = 71;

pub const RULES: CardRules = CardRules {
    event: Some(event),
    ..CardRules::new(NIXON)
};

fn event(g: &mut TwilightStruggle, _p: Power, _rng: &mut GameRng, log: &mut Log) -> bool {
    match g.china {
        Some((Power::Ussr, _)) => {
            g.china = Some((Power::Us, false));
            fx::say(
                log,
                Text::new("ts-log-china-passes").text("power", fx::power_text(Power::Us)),
            );
        }
        // The US holds it, or (Chinese Civil War) counts as holding it.
        _ => fx::gain_vp(g, Power::Us, 2, log),
    }
    true
}
