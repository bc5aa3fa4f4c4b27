//! #58 Cultural Revolution: the USSR takes The China Card face up from the US, or gains 1 VP if
//! it already holds it.

use super::prelude::*;

pub const CULTURAL_REVOLUTION: CardNo = 58;

pub const RULES: CardRules = CardRules {
    blocked: Some(blocked),
    event: Some(event),
    ..CardRules::new(CULTURAL_REVOLUTION)
};

/// Chinese Civil War variant: no Cultural Revolution until the war is won.
fn blocked(g: &TwilightStruggle, _p: Power) -> Option<Text> {
    g.china
        .is_none()
        .then(|| Text::new("ts-why-cultural-revolution-civil-war"))
}

fn event(g: &mut TwilightStruggle, _p: Power, _rng: &mut GameRng, log: &mut Log) -> bool {
    match g.china {
        Some((Power::Us, _)) => {
            g.china = Some((Power::Ussr, true));
            fx::say(log, Text::new("ts-log-cultural-revolution-china"));
        }
        _ => fx::gain_vp(g, Power::Ussr, 1, log),
    }
    true
}
