//! #87 The Reformer: the USSR spreads 4 influence in Europe (6 if it leads on VP), at most 2 per
//! country; while in play, no USSR coups in Europe.

use super::prelude::*;

pub const THE_REFORMER: CardNo = 87;

pub const RULES: CardRules = CardRules {
    event: Some(event),
    forbids_coup: Some(forbids_coup),
    ..CardRules::new(THE_REFORMER)
};

fn event(g: &mut TwilightStruggle, _p: Power, _rng: &mut GameRng, _log: &mut Log) -> bool {
    let points = if g.vp < 0 { 6 } else { 4 };
    let europe = fx::countries_where(|c| fx::in_region(c, Region::Europe));
    fx::place_among(g, THE_REFORMER, Power::Ussr, points, 2, europe);
    true
}

fn forbids_coup(g: &TwilightStruggle, p: Power, c: CountryIx) -> Option<Text> {
    (p == Power::Ussr && g.in_play(THE_REFORMER) && country(c).region == Region::Europe)
        .then(|| Text::new("ts-why-reformer"))
}
