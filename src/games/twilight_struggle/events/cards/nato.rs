//! #21 NATO: no USSR coups or realignments in US-controlled Europe, France and West
//! Germany no more after De Gaulle / Willy Brandt.

use super::de_gaulle::DE_GAULLE;
use super::marshall_plan::MARSHALL_PLAN;
use super::prelude::*;
use super::warsaw_pact::WARSAW_PACT;
use super::willy_brandt::WILLY_BRANDT;

pub const NATO: CardNo = 21;

pub const RULES: CardRules = CardRules {
    blocked: Some(blocked),
    event: Some(event),
    forbids_coup: Some(forbids),
    forbids_realign: Some(forbids),
    ..CardRules::new(NATO)
};

/// NATO needs Marshall Plan or Warsaw Pact Formed in play.
fn blocked(g: &TwilightStruggle, _p: Power) -> Option<Text> {
    (!g.in_play(MARSHALL_PLAN) && !g.in_play(WARSAW_PACT)).then(|| Text::new("ts-why-nato-needs"))
}

fn event(_g: &mut TwilightStruggle, _p: Power, _rng: &mut GameRng, log: &mut Log) -> bool {
    fx::say(log, Text::new("ts-log-effect").text("card", card_text(NATO)));
    true
}

/// Whether NATO protects `c` now.
pub fn nato_protects(g: &TwilightStruggle, c: CountryIx) -> bool {
    static PLACES: OnceLock<(CountryIx, CountryIx)> = OnceLock::new();
    let &(france, west_germany) = PLACES.get_or_init(|| (fx::cix("france"), fx::cix("west-germany")));
    g.in_play(NATO)
        && country(c).region == Region::Europe
        && g.controls(Power::Us, c)
        && !(c == france && g.in_play(DE_GAULLE))
        && !(c == west_germany && g.in_play(WILLY_BRANDT))
}

fn forbids(g: &TwilightStruggle, p: Power, c: CountryIx) -> Option<Text> {
    (p == Power::Ussr && nato_protects(g, c)).then(|| Text::new("ts-why-nato").text("country", country_text(c)))
}
