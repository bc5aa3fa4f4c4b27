//! #33 De-Stalinization: the USSR moves up to 4 of its influence to countries the US does not
//! control (at most 2 each).

use super::prelude::*;

pub const DE_STALINIZATION: CardNo = 33;

pub const RULES: CardRules = CardRules {
    event: Some(event),
    after_spread: Some(after_spread),
    ..CardRules::new(DE_STALINIZATION)
};

fn event(g: &mut TwilightStruggle, _p: Power, _rng: &mut GameRng, _log: &mut Log) -> bool {
    // Up to 4 USSR points leave (the USSR may stop early); `after_spread` places as many.
    fx::spread(
        g,
        DE_STALINIZATION,
        fx::Spread {
            power: Power::Ussr,
            whose: Power::Ussr,
            add: false,
            points: 4,
            per_country: 4,
            countries: fx::countries_where(|_| true),
            may_stop: true,
            then: Some(Memo::of(&())),
        },
    );
    true
}

/// As many points as left are placed in countries the US does not control (at most 2 each).
/// Adding USSR influence never gives the US control, so the list holds.
fn after_spread(g: &mut TwilightStruggle, _memo: &Memo, removed: Vec<CountryIx>, _rng: &mut GameRng, _log: &mut Log) {
    let moved = removed.len() as u8;
    if moved == 0 {
        return;
    }
    let targets = fx::countries_where(|c| !g.controls(Power::Us, c));
    fx::place_among(g, DE_STALINIZATION, Power::Ussr, moved, 2, targets);
}
