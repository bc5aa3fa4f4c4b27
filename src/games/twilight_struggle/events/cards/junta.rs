//! #47 Junta: +2 in a Central or South American country, then a free coup or realignments there
//! with this card's ops.

use super::prelude::*;
use crate::games::twilight_struggle::state::Area;

pub const JUNTA: CardNo = 47;

pub const RULES: CardRules = CardRules {
    event: Some(event),
    on_pick: Some(on_pick),
    ..CardRules::new(JUNTA)
};

fn latin_america(c: CountryIx) -> bool {
    matches!(country(c).region, Region::CentralAmerica | Region::SouthAmerica)
}

fn event(g: &mut TwilightStruggle, p: Power, _rng: &mut GameRng, _log: &mut Log) -> bool {
    let latin = fx::countries_where(latin_america);
    fx::ask(g, p, JUNTA, &(), fx::country_picks(&latin), false);
    true
}

fn on_pick(
    g: &mut TwilightStruggle,
    _memo: &Memo,
    chooser: Power,
    pick: Option<Pick>,
    _rng: &mut GameRng,
    log: &mut Log,
) {
    let Some(Pick::Country(c)) = pick else {
        return;
    };
    fx::add(g, c, chooser, 2, log);
    let ops = g.ops_value(JUNTA, chooser);
    fx::grant_ops(
        g,
        chooser,
        JUNTA,
        ops,
        fx::Grant {
            uses: vec![Use::Coup, Use::Realign],
            area: Area::regions(&[Region::CentralAmerica, Region::SouthAmerica]),
            free: true,
            may_skip: true,
        },
    );
}
