//! #90 Glasnost: DEFCON +1, USSR +2 VP, and with The Reformer in play the USSR may place
//! influence or realign with this card's ops.

use super::prelude::*;
use super::the_reformer::THE_REFORMER;

pub const GLASNOST: CardNo = 90;

pub const RULES: CardRules = CardRules {
    event: Some(event),
    ..CardRules::new(GLASNOST)
};

fn event(g: &mut TwilightStruggle, _p: Power, _rng: &mut GameRng, log: &mut Log) -> bool {
    g.improve_defcon(1, log);
    fx::gain_vp(g, Power::Ussr, 2, log);
    if !g.is_over() && g.in_play(THE_REFORMER) {
        let ops = g.ops_value(GLASNOST, Power::Ussr);
        fx::grant_ops(g, Power::Ussr, GLASNOST, ops, fx::Grant::influence_or_realign());
    }
    true
}
