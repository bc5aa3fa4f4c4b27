//! #49 Missile Envy: the victim must play the card for ops in their next action round.
//! (The swap itself is in `mid_war_a/hands.rs`; `g.missile_envy` holds the victim.)

use super::prelude::*;

pub const MISSILE_ENVY: CardNo = 49;

pub const RULES: CardRules = CardRules {
    own_state: Some(OwnState {
        active: |g| g.missile_envy.is_some(),
        status_line: |g| {
            Text::new("ts-effect-missile-envy").text("power", fx::power_text(g.missile_envy.unwrap_or(Power::Us)))
        },
        board_line: |g| {
            let p = g.missile_envy.unwrap_or(Power::Us);
            (
                Text::new("ts-board-effect-missile-envy").text("power", fx::power_text(p)),
                p,
            )
        },
        urgency: 1,
    }),
    bound_card: Some(bound_card),
    on_card_played: Some(on_card_played),
    on_round_spent: Some(on_round_spent),
    ..CardRules::new(MISSILE_ENVY)
};

/// The victim holding the card must play it for ops (after scoring cards).
fn bound_card(g: &TwilightStruggle, p: Power) -> Option<BoundCard> {
    (g.missile_envy == Some(p) && g.hand(p).contains(&MISSILE_ENVY)).then_some(BoundCard {
        card: MISSILE_ENVY,
        refusal_key: "ts-err-missile-envy-ops",
    })
}

/// The victim's next round is over once they play a card.
fn on_card_played(g: &mut TwilightStruggle, played: Played, _log: &mut Log) {
    if !played.headline && g.missile_envy == Some(played.power) {
        g.missile_envy = None;
    }
}

/// A trapped round counts as the victim's next round too.
fn on_round_spent(g: &mut TwilightStruggle, p: Power, how: RoundSpent, _log: &mut Log) {
    if how == RoundSpent::Trapped && g.missile_envy == Some(p) {
        g.missile_envy = None;
    }
}
