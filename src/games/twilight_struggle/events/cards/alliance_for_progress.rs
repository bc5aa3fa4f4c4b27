//! #78 Alliance for Progress: US +1 VP per battleground it controls in Central and South America.

use super::prelude::*;

pub const ALLIANCE_FOR_PROGRESS: CardNo = 78;

pub const RULES: CardRules = CardRules {
    event: Some(event),
    ..CardRules::new(ALLIANCE_FOR_PROGRESS)
};

fn event(g: &mut TwilightStruggle, _p: Power, _rng: &mut GameRng, log: &mut Log) -> bool {
    let n = fx::countries_where(|c| {
        (fx::in_region(c, Region::CentralAmerica) || fx::in_region(c, Region::SouthAmerica))
            && is_battleground(g, c)
            && g.controls(Power::Us, c)
    })
    .len();
    fx::say(log, Text::new("ts-log-alliance-for-progress").num("n", n as i64));
    fx::gain_vp(g, Power::Us, n as i32, log);
    true
}
