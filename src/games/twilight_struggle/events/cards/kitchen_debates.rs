//! #48 Kitchen Debates: US +2 VP if it controls more battlegrounds than the USSR.

use super::prelude::*;

pub const KITCHEN_DEBATES: CardNo = 48;

pub const RULES: CardRules = CardRules {
    event: Some(event),
    ..CardRules::new(KITCHEN_DEBATES)
};

fn event(g: &mut TwilightStruggle, _p: Power, _rng: &mut GameRng, log: &mut Log) -> bool {
    let count = |side: Power| fx::countries_where(|c| country(c).battleground && g.controls(side, c)).len();
    let (us, ussr) = (count(Power::Us), count(Power::Ussr));
    fx::say(
        log,
        Text::new("ts-log-kitchen-debates")
            .num("us", us as i64)
            .num("ussr", ussr as i64),
    );
    if us > ussr {
        fx::gain_vp(g, Power::Us, 2, log);
    }
    true
}
