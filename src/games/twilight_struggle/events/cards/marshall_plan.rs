//! #23 Marshall Plan: the US adds 7 influence in Western Europe (1 each, not where the USSR has
//! control); while in play, NATO may be played (read by `nato.rs`).

use super::prelude::*;
use crate::games::twilight_struggle::data::SubRegion;

pub const MARSHALL_PLAN: CardNo = 23;

pub const RULES: CardRules = CardRules {
    event: Some(event),
    ..CardRules::new(MARSHALL_PLAN)
};

fn event(g: &mut TwilightStruggle, _p: Power, _rng: &mut GameRng, _log: &mut Log) -> bool {
    let targets = fx::countries_where(|c| fx::in_sub_region(c, SubRegion::WestEurope) && !g.controls(Power::Ussr, c));
    fx::place_among(g, MARSHALL_PLAN, Power::Us, 7, 1, targets);
    true
}
