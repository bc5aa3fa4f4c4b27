//! #87 The Reformer: no USSR coups in Europe while in play. (The placement is in
//! `late/placements.rs`.)

use super::prelude::*;

pub const THE_REFORMER: CardNo = 87;

pub const RULES: CardRules = CardRules {
    forbids_coup: Some(forbids_coup),
    ..CardRules::new(THE_REFORMER)
};

fn forbids_coup(g: &TwilightStruggle, p: Power, c: CountryIx) -> Option<Text> {
    (p == Power::Ussr && g.in_play(THE_REFORMER) && country(c).region == Region::Europe)
        .then(|| Text::new("ts-why-reformer"))
}
