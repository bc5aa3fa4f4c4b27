//! #13 Arab-Israeli War: the USSR attacks Israel (wins on 4+, 2 VP, 2 military ops); Camp David
//! Accords in play prevents it.

use super::camp_david_accords::CAMP_DAVID_ACCORDS;
use super::prelude::*;

pub const ARAB_ISRAELI_WAR: CardNo = 13;

pub const RULES: CardRules = CardRules {
    blocked: Some(blocked),
    event: Some(event),
    ..CardRules::new(ARAB_ISRAELI_WAR)
};

fn blocked(g: &TwilightStruggle, _p: Power) -> Option<Text> {
    g.in_play(CAMP_DAVID_ACCORDS)
        .then(|| Text::new("ts-why-blocked-by").text("card", card_text(CAMP_DAVID_ACCORDS)))
}

fn event(g: &mut TwilightStruggle, _p: Power, rng: &mut GameRng, log: &mut Log) -> bool {
    // −1 also when the US controls Israel itself (deluxe card, A-25).
    let israel = fx::cix("israel");
    let extra = i32::from(g.controls(Power::Us, israel));
    fx::war(g, ARAB_ISRAELI_WAR, Power::Ussr, israel, 4, 2, 2, extra, rng, log);
    true
}
