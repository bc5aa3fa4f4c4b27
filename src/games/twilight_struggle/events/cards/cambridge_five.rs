//! #104 The Cambridge Five: the USSR privately sees the US scoring cards and may add 1 influence
//! in a region named on one of them; no longer in the Late War.

use super::prelude::*;
use super::southeast_asia_scoring::SOUTHEAST_ASIA_SCORING;
use crate::games::twilight_struggle::data::SubRegion;
use crate::games::twilight_struggle::state::scoring::scored_region;

pub const CAMBRIDGE_FIVE: CardNo = 104;

/// The Late War starts with turn 8.
const LATE_WAR_TURN: u8 = 8;

pub const RULES: CardRules = CardRules {
    blocked: Some(blocked),
    event: Some(event),
    on_pick: Some(on_pick),
    ..CardRules::new(CAMBRIDGE_FIVE)
};

fn blocked(g: &TwilightStruggle, _p: Power) -> Option<Text> {
    (g.turn >= LATE_WAR_TURN).then(|| Text::new("ts-why-cambridge-late-war"))
}

fn on_pick(
    g: &mut TwilightStruggle,
    _memo: &Memo,
    _chooser: Power,
    pick: Option<Pick>,
    _rng: &mut GameRng,
    log: &mut Log,
) {
    if let Some(Pick::Country(c)) = pick {
        fx::add(g, c, Power::Ussr, 1, log);
    }
}

/// The USSR privately sees the US scoring cards, then may add 1
/// influence in a country of a region named on one of them.
fn event(g: &mut TwilightStruggle, _p: Power, _rng: &mut GameRng, log: &mut Log) -> bool {
    let scoring: Vec<CardNo> = g.hand(Power::Us).iter().copied().filter(|&c| card(c).scoring).collect();
    fx::say(
        log,
        Text::new("ts-log-cambridge-shown").text("card", card_text(CAMBRIDGE_FIVE)),
    );
    if scoring.is_empty() {
        log.push(LogEntry::private(
            Power::Ussr.seat(),
            Text::new("ts-log-cambridge-none").text("card", card_text(CAMBRIDGE_FIVE)),
        ));
        return true;
    }
    fx::reveal_cards(
        g,
        Power::Ussr,
        &scoring,
        Text::new("ts-log-cambridge-intro").text("card", card_text(CAMBRIDGE_FIVE)),
        log,
    );
    let targets = fx::countries_where(|c| {
        scoring.iter().any(|&s| {
            if s == SOUTHEAST_ASIA_SCORING {
                fx::in_sub_region(c, SubRegion::SoutheastAsia)
            } else {
                scored_region(s) == Some(country(c).region)
            }
        })
    });
    fx::ask(g, Power::Ussr, CAMBRIDGE_FIVE, &(), fx::country_picks(&targets), true);
    true
}
