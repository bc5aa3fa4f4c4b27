//! #35 Formosan Resolution: Taiwan scores as a battleground while the US controls it; the US
//! playing The China Card ends it.

use super::prelude::*;

pub const FORMOSAN_RESOLUTION: CardNo = 35;

pub const RULES: CardRules = CardRules {
    blocked: Some(blocked),
    event: Some(event),
    makes_battleground: Some(makes_battleground),
    after_card_played: Some(after_card_played),
    ..CardRules::new(FORMOSAN_RESOLUTION)
};

/// Chinese Civil War variant: no Formosan Resolution until the USSR wins the civil war.
fn blocked(g: &TwilightStruggle, _p: Power) -> Option<Text> {
    g.civil_war
        .is_some()
        .then(|| Text::new("ts-why-civil-war-event").text("card", card_text(FORMOSAN_RESOLUTION)))
}

fn event(_g: &mut TwilightStruggle, _p: Power, _rng: &mut GameRng, log: &mut Log) -> bool {
    fx::say(
        log,
        Text::new("ts-log-effect").text("card", card_text(FORMOSAN_RESOLUTION)),
    );
    true
}

fn makes_battleground(g: &TwilightStruggle, c: CountryIx) -> bool {
    static TAIWAN: OnceLock<CountryIx> = OnceLock::new();
    c == *TAIWAN.get_or_init(|| fx::cix("taiwan")) && g.in_play(FORMOSAN_RESOLUTION) && g.controls(Power::Us, c)
}

fn after_card_played(g: &mut TwilightStruggle, played: Played, log: &mut Log) {
    if played.card == CHINA_CARD && played.power == Power::Us {
        end_lasting(g, FORMOSAN_RESOLUTION, log);
    }
}
