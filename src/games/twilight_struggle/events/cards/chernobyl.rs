//! #94 Chernobyl: the US names a region; the USSR may not place influence there with ops for the
//! rest of the turn (the region is the card's own state, read through [`region`]).

use super::prelude::*;
use crate::games::twilight_struggle::state::CIVIL_WAR;

pub const CHERNOBYL: CardNo = 94;

pub const RULES: CardRules = CardRules {
    own_state: Some(OwnState {
        status_line: |g| Text::new("ts-effect-chernobyl").text("region", region_text(g)),
        board_line: |g| {
            (
                Text::new("ts-board-effect-chernobyl").text("region", region_text(g)),
                Power::Us,
            )
        },
        urgency: 2,
        view: ("chernobyl_region", |g| region(g).map(Region::key).into()),
        edit: None,
        old_field: ("chernobyl", |v| Region::deserialize(v).ok().map(|r| Memo::of(&r))),
    }),
    event: Some(event),
    on_pick: Some(on_pick),
    forbids_placement: Some(forbids_placement),
    on_turn_start: Some(|g| g.clear_card_state(CHERNOBYL)),
    ..CardRules::new(CHERNOBYL)
};

/// The region closed to the USSR's ops this turn, while in effect.
pub fn region(g: &TwilightStruggle) -> Option<Region> {
    g.card_state(CHERNOBYL)
}

/// Closes `region` to the USSR's ops for the rest of the turn.
pub fn set_region(g: &mut TwilightStruggle, region: Region) {
    g.set_card_state(CHERNOBYL, &region);
}

fn region_text(g: &TwilightStruggle) -> Text {
    Text::new(region(g).unwrap_or(Region::Europe).name_key())
}

fn event(g: &mut TwilightStruggle, _p: Power, _rng: &mut GameRng, _log: &mut Log) -> bool {
    let regions = Region::ALL.iter().map(|r| Pick::word(r.key())).collect();
    fx::ask(g, Power::Us, CHERNOBYL, &(), regions, false);
    true
}

fn on_pick(
    g: &mut TwilightStruggle,
    _memo: &Memo,
    _chooser: Power,
    pick: Option<Pick>,
    _rng: &mut GameRng,
    log: &mut Log,
) {
    if let Some(Pick::Word(w)) = pick
        && let Some(region) = Region::ALL.into_iter().find(|r| r.key() == w)
    {
        set_region(g, region);
        fx::say(
            log,
            Text::new("ts-log-chernobyl")
                .text("event", card_text(CHERNOBYL))
                .text("region", Text::new(region.name_key())),
        );
    }
}

fn forbids_placement(g: &TwilightStruggle, p: Power, c: CountryIx) -> Option<Text> {
    let region = region(g)?;
    // The Chinese Civil War space is not a map country; it lies in Asia.
    let in_region = if c == CIVIL_WAR {
        region == Region::Asia
    } else {
        country(c).region == region
    };
    (p == Power::Ussr && in_region).then(|| {
        Text::new("ts-why-chernobyl")
            .text("country", country_text(c))
            .text("region", Text::new(region.name_key()))
    })
}
