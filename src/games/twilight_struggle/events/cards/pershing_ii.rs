//! #99 Pershing II Deployed: USSR +1 VP, and it removes 3 US influence in Western Europe (1
//! each).

use super::prelude::*;
use crate::games::twilight_struggle::data::SubRegion;

pub const PERSHING_II: CardNo = 99;

pub const RULES: CardRules = CardRules {
    event: Some(event),
    ..CardRules::new(PERSHING_II)
};

fn event(g: &mut TwilightStruggle, _p: Power, _rng: &mut GameRng, log: &mut Log) -> bool {
    fx::gain_vp(g, Power::Ussr, 1, log);
    if !g.is_over() {
        let west = fx::countries_where(|c| fx::in_sub_region(c, SubRegion::WestEurope));
        fx::remove_among(g, PERSHING_II, Power::Ussr, 3, 1, west);
    }
    true
}
