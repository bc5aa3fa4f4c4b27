//! Why a move is refused: each refusal names the rule, and the game is left unchanged.

use super::super::events;
use super::super::state::power::Power;
use super::super::state::{
    CIVIL_WAR, CardNo, CountryIx, Ops, Step, TwilightStruggle, Use, card, card_text, country, country_text,
};
use super::options::power_text;
use crate::engine::{RuleError, Text};

pub(super) fn err(key: &'static str) -> RuleError {
    RuleError::key(key)
}

/// The move does not answer the step on top; names what is expected instead.
pub(super) fn wrong_step(g: &TwilightStruggle) -> RuleError {
    let expected = match g.top() {
        Some(Step::SetupPlace { .. }) => "ts-expect-setup",
        Some(Step::Headline { .. }) => "ts-expect-headline",
        Some(Step::ChooseCard { .. }) => "ts-expect-card",
        Some(Step::ChooseUse { .. }) => "ts-expect-use",
        Some(Step::Influence { .. }) => "ts-expect-influence",
        Some(Step::Realign { .. }) => "ts-expect-realign",
        Some(Step::Coup { .. }) => "ts-expect-coup",
        Some(Step::ConfirmCoup { .. }) => "ts-expect-confirm-coup",
        Some(Step::ConfirmUse { .. }) => "ts-expect-confirm-use",
        Some(Step::SpaceDiscard { .. }) => "ts-expect-space-discard",
        Some(Step::EventOrder { .. }) => "ts-expect-event-order",
        Some(Step::Pick { .. }) => "ts-expect-choose",
        Some(Step::Spread { add: true, .. }) => "ts-expect-spread-add",
        Some(Step::Spread { add: false, .. }) => "ts-expect-spread-remove",
        Some(Step::EventOps { .. }) => "ts-expect-event-ops",
        Some(Step::Trapped { .. }) => "ts-expect-trapped",
        _ => "ts-expect-nothing",
    };
    RuleError::new(Text::new("ts-err-not-now").text("expected", Text::new(expected)))
}

pub(super) fn not_in_hand(no: CardNo) -> RuleError {
    RuleError::new(Text::new("ts-err-not-in-hand").text("card", card_text(no)))
}

pub(super) fn use_refusal(g: &TwilightStruggle, p: Power, no: CardNo, how: Use, note: Option<Text>) -> RuleError {
    let text = match how {
        Use::Event => note.unwrap_or_else(|| Text::new("ts-err-no-event")),
        _ if card(no).scoring => Text::new("ts-err-scoring-only-event"),
        Use::Space => g.space_refusal(p, no).unwrap_or_else(|| Text::new("ts-err-no-space")),
        Use::Coup => Text::new("ts-err-no-coup-target").num("defcon", g.defcon),
        Use::Realign => Text::new("ts-err-no-realign-target").num("defcon", g.defcon),
        Use::Influence => Text::new("ts-err-no-placement"),
    };
    RuleError::new(text)
}

/// Why one point may not go into `c` now, if it may not.
pub(super) fn placement_refusal(g: &TwilightStruggle, op: &Ops, reach: &[CountryIx], c: CountryIx) -> Option<Text> {
    if c == CIVIL_WAR && op.power == Power::Ussr && g.civil_war.is_none() {
        return Some(Text::new("ts-err-civil-war-over"));
    }
    if c == CIVIL_WAR && op.power != Power::Ussr {
        return Some(Text::new("ts-err-civil-war-ussr-only"));
    }
    if !reach.contains(&c) {
        return Some(Text::new("ts-err-not-reachable").text("country", country_text(c)));
    }
    if let Some(why) = events::forbids_placement(g, op.power, c) {
        return Some(why);
    }
    let cost = g.place_cost(op.power, c);
    if !op.area.allows(c) {
        return Some(Text::new("ts-err-not-in-area").text("country", country_text(c)));
    }
    let left = op.left_for(c);
    if cost > left {
        return Some(
            Text::new("ts-err-cost")
                .text("country", country_text(c))
                .num("cost", cost)
                .num("left", left),
        );
    }
    None
}

/// Why `c` is not a legal realignment (or coup) target now, if it is not.
pub(super) fn target_refusal(g: &TwilightStruggle, op: &Ops, c: CountryIx, coup: bool) -> Option<Text> {
    if c == CIVIL_WAR {
        return Some(Text::new("ts-err-civil-war-ussr-only"));
    }
    let p = op.power;
    if g.inf(c, p.opponent()) == 0 {
        return Some(
            Text::new(if coup {
                "ts-err-coup-no-enemy"
            } else {
                "ts-err-realign-no-enemy"
            })
            .text("country", country_text(c))
            .text("enemy", power_text(p.opponent())),
        );
    }
    if !op.free && !g.defcon_allows(c) {
        return Some(
            Text::new("ts-err-defcon-region")
                .text("country", country_text(c))
                .text("region", Text::new(country(c).region.name_key()))
                .num("defcon", g.defcon),
        );
    }
    let blocked = if coup {
        events::forbids_coup(g, p, c)
    } else {
        events::forbids_realign(g, p, c)
    };
    if let Some(why) = blocked {
        return Some(why);
    }
    if !op.area.allows(c) {
        return Some(Text::new("ts-err-not-in-area").text("country", country_text(c)));
    }
    if !coup && op.left_for(c) == 0 {
        return Some(Text::new("ts-err-asia-bonus").text("country", country_text(c)));
    }
    None
}
