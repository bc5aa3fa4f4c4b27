//! #84 Reagan Bombs Libya: US +1 VP for every 2 USSR influence in Libya.

use super::prelude::*;

pub const REAGAN_BOMBS_LIBYA: CardNo = 84;

pub const RULES: CardRules = CardRules {
    event: Some(event),
    ..CardRules::new(REAGAN_BOMBS_LIBYA)
};

fn event(g: &mut TwilightStruggle, _p: Power, _rng: &mut GameRng, log: &mut Log) -> bool {
    let vp = g.inf(fx::cix("libya"), Power::Ussr) / 2;
    fx::say(
        log,
        Text::new("ts-log-reagan-bombs-libya")
            .text("event", card_text(REAGAN_BOMBS_LIBYA))
            .num("vp", i64::from(vp)),
    );
    fx::gain_vp(g, Power::Us, i32::from(vp), log);
    true
}
