//! #73 Shuttle Diplomacy: the card lies before the US until the next Middle East or Asia
//! scoring, which ignores one USSR battleground.

use super::prelude::*;
use crate::games::twilight_struggle::state::scoring::score_region;

pub const SHUTTLE_DIPLOMACY: CardNo = 73;

pub const RULES: CardRules = CardRules {
    event: Some(event),
    kept_out_of_piles: true,
    scoring_ignores: Some(scoring_ignores),
    ..CardRules::new(SHUTTLE_DIPLOMACY)
};

fn event(g: &mut TwilightStruggle, _p: Power, _rng: &mut GameRng, log: &mut Log) -> bool {
    // It has no pile to go to now: its pending disposal goes, or the card would be counted twice
    // while steps above that disposal (ops after an event-first choice) are still open.
    g.stack
        .retain(|s| !matches!(s, Step::Dispose { card, .. } if *card == SHUTTLE_DIPLOMACY));
    fx::say(
        log,
        Text::new("ts-log-effect").text("card", card_text(SHUTTLE_DIPLOMACY)),
    );
    true
}

/// At a Middle East or Asia scoring: the USSR battleground it ignores (the one whose loss costs
/// the USSR most — the US's best pick, D-25), and the card goes to the discard pile.
fn scoring_ignores(g: &mut TwilightStruggle, region: Region, log: &mut Log) -> Option<CountryIx> {
    if !g.in_play(SHUTTLE_DIPLOMACY) || !matches!(region, Region::MiddleEast | Region::Asia) {
        return None;
    }
    let best = TwilightStruggle::region_countries(region)
        .filter(|&c| g.controls(Power::Ussr, c) && is_battleground(g, c))
        .max_by_key(|&c| {
            let base = score_region(g, region, None).net();
            (score_region(g, region, Some(c)).net() - base, std::cmp::Reverse(c))
        });
    g.lasting.retain(|&c| c != SHUTTLE_DIPLOMACY);
    g.discard.push(SHUTTLE_DIPLOMACY);
    if let Some(c) = best {
        log.push(LogEntry::public(
            Text::new("ts-log-shuttle-diplomacy").text("country", country_text(c)),
        ));
    }
    best
}
