//! #50 We Will Bury You: DEFCON −1, and the USSR gains 3 VP at the US's next action round
//! unless the US plays UN Intervention as an event (it waits as the card's own state, the unit
//! `()`: see [`waiting`]).

use super::prelude::*;
use super::un_intervention::UN_INTERVENTION;

pub const WE_WILL_BURY_YOU: CardNo = 50;

pub const RULES: CardRules = CardRules {
    own_state: Some(OwnState {
        status_line: |_| Text::new("ts-effect-bury-you"),
        board_line: |_| (Text::new("ts-board-effect-bury-you"), Power::Ussr),
        urgency: 0,
        view: ("we_will_bury_you", |g| waiting(g).into()),
        edit: Some(OwnEdit {
            word: "bury-you",
            form: "set bury-you on|off",
            set: edit,
        }),
        old_field: ("bury_you", |v| (v.as_bool() == Some(true)).then(|| Memo::of(&()))),
    }),
    event: Some(event),
    defcon_drop: 1,
    on_card_played: Some(on_card_played),
    on_round_spent: Some(on_round_spent),
    ..CardRules::new(WE_WILL_BURY_YOU)
};

/// Whether the 3 VP wait for the US's next action round.
pub fn waiting(g: &TwilightStruggle) -> bool {
    g.card_state::<()>(WE_WILL_BURY_YOU).is_some()
}

pub fn set_waiting(g: &mut TwilightStruggle, on: bool) {
    if on {
        g.set_card_state(WE_WILL_BURY_YOU, &());
    } else {
        g.clear_card_state(WE_WILL_BURY_YOU);
    }
}

/// `set bury-you on|off`.
fn edit(g: &mut TwilightStruggle, arg: &str) -> Result<(), &'static str> {
    let on = match arg {
        "on" => true,
        "off" => false,
        _ => return Err("ts-err-edit-form"),
    };
    set_waiting(g, on);
    Ok(())
}

fn event(g: &mut TwilightStruggle, _p: Power, _rng: &mut GameRng, log: &mut Log) -> bool {
    g.degrade_defcon(1, log);
    if !g.is_over() {
        set_waiting(g, true);
        fx::say(log, Text::new("ts-log-bury-you"));
    }
    true
}

fn on_card_played(g: &mut TwilightStruggle, played: Played, log: &mut Log) {
    if !played.headline && played.power == Power::Us && waiting(g) {
        settle(g, played.card == UN_INTERVENTION && played.how == Use::Event, log);
    }
}

fn on_round_spent(g: &mut TwilightStruggle, p: Power, _how: RoundSpent, log: &mut Log) {
    if p == Power::Us && waiting(g) {
        settle(g, false, log);
    }
}

/// The US's next action round: UN Intervention as an event cancels the 3 VP.
fn settle(g: &mut TwilightStruggle, un_event: bool, log: &mut Log) {
    set_waiting(g, false);
    if un_event {
        log.push(LogEntry::public(Text::new("ts-log-bury-you-cancelled")));
    } else {
        log.push(LogEntry::public(
            Text::new("ts-log-effect").text("card", card_text(WE_WILL_BURY_YOU)),
        ));
        g.add_vp(-3, log);
    }
}
