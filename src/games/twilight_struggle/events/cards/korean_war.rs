//! #11 Korean War: the USSR attacks South Korea (wins on 4+, 2 VP, 2 military ops).

use super::prelude::*;

pub const KOREAN_WAR: CardNo = 11;

pub const RULES: CardRules = CardRules {
    event: Some(event),
    ..CardRules::new(KOREAN_WAR)
};

fn event(g: &mut TwilightStruggle, _p: Power, rng: &mut GameRng, log: &mut Log) -> bool {
    // Chinese Civil War variant (seed 1548): −1 more while the civil war goes on.
    let extra = i32::from(g.civil_war.is_some());
    fx::war(
        g,
        KOREAN_WAR,
        Power::Ussr,
        fx::cix("south-korea"),
        4,
        2,
        2,
        extra,
        rng,
        log,
    );
    true
}
