//! #7 Socialist Governments: the USSR removes 3 US influence in Western Europe (at most 2 each);
//! The Iron Lady in play switches it off for good.

use super::prelude::*;
use super::the_iron_lady::THE_IRON_LADY;
use crate::games::twilight_struggle::data::SubRegion;

pub const SOCIALIST_GOVERNMENTS: CardNo = 7;

pub const RULES: CardRules = CardRules {
    blocked: Some(blocked),
    event: Some(event),
    ..CardRules::new(SOCIALIST_GOVERNMENTS)
};

fn blocked(g: &TwilightStruggle, _p: Power) -> Option<Text> {
    g.in_play(THE_IRON_LADY)
        .then(|| Text::new("ts-why-blocked-by").text("card", card_text(THE_IRON_LADY)))
}

fn event(g: &mut TwilightStruggle, _p: Power, _rng: &mut GameRng, _log: &mut Log) -> bool {
    let west = fx::countries_where(|c| fx::in_sub_region(c, SubRegion::WestEurope));
    fx::remove_among(g, SOCIALIST_GOVERNMENTS, Power::Ussr, 3, 2, west);
    true
}
