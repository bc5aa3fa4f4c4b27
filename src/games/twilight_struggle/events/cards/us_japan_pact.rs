//! #27 US/Japan Mutual Defense Pact: the US takes control of Japan, and the USSR may not coup or
//! realign there.

use super::prelude::*;

pub const US_JAPAN_PACT: CardNo = 27;

pub const RULES: CardRules = CardRules {
    event: Some(event),
    forbids_coup: Some(forbids),
    forbids_realign: Some(forbids),
    ..CardRules::new(US_JAPAN_PACT)
};

fn japan() -> CountryIx {
    static JAPAN: OnceLock<CountryIx> = OnceLock::new();
    *JAPAN.get_or_init(|| fx::cix("japan"))
}

fn event(g: &mut TwilightStruggle, _p: Power, _rng: &mut GameRng, log: &mut Log) -> bool {
    fx::control_topup(g, japan(), Power::Us, log);
    fx::say(log, Text::new("ts-log-effect").text("card", card_text(US_JAPAN_PACT)));
    true
}

fn forbids(g: &TwilightStruggle, p: Power, c: CountryIx) -> Option<Text> {
    (p == Power::Ussr && c == japan() && g.in_play(US_JAPAN_PACT)).then(|| Text::new("ts-why-us-japan"))
}
