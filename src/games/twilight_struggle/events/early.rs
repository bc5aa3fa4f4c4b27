//! Early War card events (#1–#35, #103–#106; see the module notes in `events/mod.rs`).
//!
//! Each card: `blocked` (why its event cannot happen now), `play` (what happens at once; returns
//! whether the event happened), and where the player must choose, `on_pick` / `on_resume` by
//! stage. Built on `effects`; lasting effects only set their flag here (the rules read it in
//! `hooks`).

use super::super::data::SubRegion;
use super::super::flow::Log;
use super::super::power::Power;
use super::super::state::{CardNo, Pick, Step, TwilightStruggle, Use, card_text};
use super::effects::{self as fx, Grant};
use crate::engine::{GameRng, LogEntry, Text};

pub const DUCK_AND_COVER: CardNo = 4;
pub const FIDEL: CardNo = 8;
pub const COMECON: CardNo = 14;
pub const WARSAW_PACT: CardNo = 16;
pub const CONTAINMENT: CardNo = 25;
pub const CIA_CREATED: CardNo = 26;
pub const UN_INTERVENTION: CardNo = 32;

/// Why `no`'s event cannot happen for `p` now, if it cannot.
pub fn blocked(g: &TwilightStruggle, no: CardNo, p: Power) -> Option<Text> {
    match no {
        DUCK_AND_COVER | FIDEL | COMECON | WARSAW_PACT | CONTAINMENT | CIA_CREATED => None,
        // UN Intervention needs a card with the opponent's event in hand (card #32).
        UN_INTERVENTION => {
            (!g.hand(p).iter().any(|&c| g.is_opponent_card(c, p))).then(|| Text::new("ts-why-un-no-partner"))
        }
        _ => Some(Text::new("ts-why-event-not-built").text("card", card_text(no))),
    }
}

pub fn play(g: &mut TwilightStruggle, no: CardNo, p: Power, _rng: &mut GameRng, log: &mut Log) -> bool {
    match no {
        DUCK_AND_COVER => {
            g.degrade_defcon(1, log);
            if !g.is_over() {
                fx::gain_vp(g, Power::Us, 5 - i32::from(g.defcon), log);
            }
            true
        }
        FIDEL => {
            let cuba = fx::cix("cuba");
            fx::remove_all(g, cuba, Power::Us, log);
            fx::control_topup(g, cuba, Power::Ussr, log);
            true
        }
        COMECON => {
            let targets =
                fx::countries_where(|c| fx::in_sub_region(c, SubRegion::EastEurope) && !g.controls(Power::Us, c));
            fx::place_among(g, no, Power::Ussr, 4, 1, targets);
            true
        }
        WARSAW_PACT => {
            fx::ask(g, p, no, 0, vec![Pick::word("wipe"), Pick::word("add")], false);
            true
        }
        CONTAINMENT => {
            fx::this_turn(g, no, Power::Us);
            fx::say(log, Text::new("ts-log-effect").text("card", card_text(no)));
            true
        }
        CIA_CREATED => {
            fx::reveal_hand(g, Power::Ussr, log);
            let ops = g.ops_value(no, Power::Us);
            fx::grant_ops(g, Power::Us, no, ops, Grant::any());
            true
        }
        UN_INTERVENTION => {
            let partners: Vec<CardNo> = g
                .hand(p)
                .iter()
                .copied()
                .filter(|&c| g.is_opponent_card(c, p))
                .collect();
            fx::ask(g, p, no, 0, fx::card_picks(&partners), false);
            super::un_played(g, log);
            true
        }
        _ => {
            log.push(LogEntry::public(
                Text::new("ts-log-event-not-built").text("card", card_text(no)),
            ));
            false
        }
    }
}

pub fn on_pick(
    g: &mut TwilightStruggle,
    no: CardNo,
    stage: u8,
    chooser: Power,
    pick: Option<Pick>,
    _rng: &mut GameRng,
    log: &mut Log,
) {
    match (no, stage, pick) {
        // Warsaw Pact: wipe the US from 4 Eastern European countries, or add 5 there (≤2 each).
        (WARSAW_PACT, 0, Some(Pick::Word(w))) => {
            let east = fx::countries_where(|c| fx::in_sub_region(c, SubRegion::EastEurope));
            if w == "wipe" {
                let with_us: Vec<_> = east.into_iter().filter(|&c| g.inf(c, Power::Us) > 0).collect();
                fx::ask(g, chooser, no, 1, fx::country_picks(&with_us), false);
            } else {
                fx::place_among(g, no, Power::Ussr, 5, 2, east);
            }
        }
        // One country wiped; ask again until 4 are done (`data` counts them through the stage).
        (WARSAW_PACT, s @ 1..=4, Some(Pick::Country(c))) => {
            fx::remove_all(g, c, Power::Us, log);
            if s < 4 {
                let left: Vec<_> =
                    fx::countries_where(|x| fx::in_sub_region(x, SubRegion::EastEurope) && g.inf(x, Power::Us) > 0);
                fx::ask(g, chooser, no, s + 1, fx::country_picks(&left), false);
            }
        }
        // UN Intervention: the partner's event is cancelled and its ops are used (card #32).
        (UN_INTERVENTION, 0, Some(Pick::Card(partner))) => {
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
            super::flower_power(g, chooser, partner, log);
            g.stack.push(Step::Dispose {
                power: chooser,
                card: partner,
                event: false,
            });
            let ops = g.ops_value(partner, chooser);
            fx::grant_ops(g, chooser, partner, ops, Grant::any());
        }
        _ => {}
    }
}

pub fn on_resume(
    _g: &mut TwilightStruggle,
    _no: CardNo,
    _stage: u8,
    _data: Vec<u8>,
    _rng: &mut GameRng,
    _log: &mut Log,
) {
}
