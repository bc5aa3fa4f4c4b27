//! #51 Brezhnev Doctrine: the USSR's cards get +1 op this turn (max 4, R-45).

use super::prelude::*;

pub const BREZHNEV_DOCTRINE: CardNo = 51;

pub const RULES: CardRules = CardRules {
    event: Some(event),
    ops_modifier: Some(ops_modifier),
    ..CardRules::new(BREZHNEV_DOCTRINE)
};

fn event(g: &mut TwilightStruggle, _p: Power, _rng: &mut GameRng, log: &mut Log) -> bool {
    fx::this_turn(g, BREZHNEV_DOCTRINE, Power::Ussr);
    fx::say(
        log,
        Text::new("ts-log-effect").text("card", card_text(BREZHNEV_DOCTRINE)),
    );
    true
}

fn ops_modifier(g: &TwilightStruggle, p: Power) -> Option<i32> {
    (p == Power::Ussr && g.this_turn_by(BREZHNEV_DOCTRINE) == Some(p)).then_some(1)
}
