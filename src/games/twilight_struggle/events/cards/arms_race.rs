//! #39 Arms Race: more military ops than the opponent gives 1 VP, 3 if the player has also met
//! the DEFCON requirement (A-11: true counts compared).

use super::prelude::*;

pub const ARMS_RACE: CardNo = 39;

pub const RULES: CardRules = CardRules {
    event: Some(event),
    ..CardRules::new(ARMS_RACE)
};

fn event(g: &mut TwilightStruggle, p: Power, _rng: &mut GameRng, log: &mut Log) -> bool {
    let mine = g.milops[p.index()];
    let theirs = g.milops[p.opponent().index()];
    let vp = match (mine > theirs, mine >= g.defcon) {
        (true, true) => 3,
        (true, false) => 1,
        _ => 0,
    };
    fx::say(
        log,
        Text::new("ts-log-arms-race")
            .text("power", fx::power_text(p))
            .num("mine", mine)
            .num("theirs", theirs)
            .num("required", g.defcon)
            .num("vp", vp),
    );
    fx::gain_vp(g, p, vp, log);
    true
}
