//! #32 UN Intervention: play it with a card of the opponent's event from hand; that event is
//! cancelled and its ops are used. It may not be headlined.

use super::flower_power::war_card_played;
use super::prelude::*;
use super::u2_incident::un_intervention_played;
use crate::games::twilight_struggle::events::effects::Grant;

pub const UN_INTERVENTION: CardNo = 32;

pub const RULES: CardRules = CardRules {
    blocked: Some(blocked),
    event: Some(event),
    on_pick: Some(on_pick),
    headline_refusal: Some("ts-err-headline-un"),
    ..CardRules::new(UN_INTERVENTION)
};

/// It needs a card with the opponent's event in hand.
fn blocked(g: &TwilightStruggle, p: Power) -> Option<Text> {
    (!g.hand(p).iter().any(|&c| g.is_opponent_card(c, p))).then(|| Text::new("ts-why-un-no-partner"))
}

fn event(g: &mut TwilightStruggle, p: Power, _rng: &mut GameRng, log: &mut Log) -> bool {
    let partners: Vec<CardNo> = g
        .hand(p)
        .iter()
        .copied()
        .filter(|&c| g.is_opponent_card(c, p))
        .collect();
    fx::ask(g, p, UN_INTERVENTION, &(), fx::card_picks(&partners), false);
    un_intervention_played(g, log);
    true
}

/// The partner's event is cancelled and its ops are used.
fn on_pick(
    g: &mut TwilightStruggle,
    _memo: &Memo,
    chooser: Power,
    pick: Option<Pick>,
    _rng: &mut GameRng,
    log: &mut Log,
) {
    let Some(Pick::Card(partner)) = pick else {
        return;
    };
    let Some(i) = g.hand(chooser).iter().position(|&c| c == partner) else {
        return;
    };
    g.hand_mut(chooser).remove(i);
    g.played.push((chooser, partner, Use::Influence));
    fx::say(
        log,
        Text::new("ts-log-un-partner")
            .text("power", fx::power_text(chooser))
            .text("card", card_text(partner)),
    );
    war_card_played(g, chooser, partner, log);
    g.stack.push(Step::Dispose {
        power: chooser,
        card: partner,
        event: false,
    });
    let ops = g.ops_value(partner, chooser);
    fx::grant_ops(g, chooser, partner, ops, Grant::any());
}
