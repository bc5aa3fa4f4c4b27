//! #50 We Will Bury You: DEFCON −1, and the USSR gains 3 VP at the US's next action round
//! unless the US plays UN Intervention as an event.

use super::prelude::*;
use super::un_intervention::UN_INTERVENTION;

pub const WE_WILL_BURY_YOU: CardNo = 50;

pub const RULES: CardRules = CardRules {
    own_state: Some(OwnState {
        active: |g| g.bury_you,
        status_line: |_| Text::new("ts-effect-bury-you"),
        board_line: |_| (Text::new("ts-board-effect-bury-you"), Power::Ussr),
        urgency: 0,
    }),
    event: Some(event),
    on_card_played: Some(on_card_played),
    on_round_spent: Some(on_round_spent),
    ..CardRules::new(WE_WILL_BURY_YOU)
};

fn event(g: &mut TwilightStruggle, _p: Power, _rng: &mut GameRng, log: &mut Log) -> bool {
    g.degrade_defcon(1, log);
    if !g.is_over() {
        g.bury_you = true;
        fx::say(log, Text::new("ts-log-bury-you"));
    }
    true
}

fn on_card_played(g: &mut TwilightStruggle, played: Played, log: &mut Log) {
    if !played.headline && played.power == Power::Us && g.bury_you {
        settle(g, played.card == UN_INTERVENTION && played.how == Use::Event, log);
    }
}

fn on_round_spent(g: &mut TwilightStruggle, p: Power, _how: RoundSpent, log: &mut Log) {
    if p == Power::Us && g.bury_you {
        settle(g, false, log);
    }
}

/// The US's next action round: UN Intervention as an event cancels the 3 VP.
fn settle(g: &mut TwilightStruggle, un_event: bool, log: &mut Log) {
    g.bury_you = false;
    if un_event {
        log.push(LogEntry::public(Text::new("ts-log-bury-you-cancelled")));
    } else {
        log.push(LogEntry::public(
            Text::new("ts-log-effect").text("card", card_text(WE_WILL_BURY_YOU)),
        ));
        g.add_vp(-3, log);
    }
}
