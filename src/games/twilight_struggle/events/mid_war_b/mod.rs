//! Mid War card events: #67 Grain Sales to Soviets, #77 Ask Not, #108 Our Man in Tehran (see the
//! module notes in `events/mod.rs`; the other Mid War cards have their own files).
//!
//! Each card: `blocked` (why its event cannot happen now), `play` (what happens at once; returns
//! whether the event happened), and where a player must choose, `on_pick` / `on_resume` by stage.
//! Cards that change the core rules have their own files in `events/cards/`.
//!
//! Cards whose questions repeat (Grain Sales, Ask Not, Our Man in Tehran) keep their notes in the
//! data of their own `Resume` step, pushed beneath the question: the taken card, the cards
//! discarded so far, the cards still seen on top of the draw pile.

use super::super::actions;
use super::super::data::Region;
use super::super::flow::Log;
use super::super::power::Power;
use super::super::state::{CardNo, Pick, Step, TwilightStruggle, card_text};
use super::effects::{self as fx, Grant};
use crate::engine::{GameRng, LogEntry, Text};

mod hands;

pub const GRAIN_SALES: CardNo = 67;
pub const ASK_NOT: CardNo = 77;
pub const OUR_MAN_IN_TEHRAN: CardNo = 108;

/// Why `no`'s event cannot happen for `p` now, if it cannot.
pub fn blocked(g: &TwilightStruggle, no: CardNo, _p: Power) -> Option<Text> {
    match no {
        // "If the US controls a Middle East country" (card #108), like Star Wars' condition.
        OUR_MAN_IN_TEHRAN
            if !TwilightStruggle::region_countries(Region::MiddleEast).any(|c| g.controls(Power::Us, c)) =>
        {
            Some(Text::new("ts-why-tehran-no-middle-east"))
        }
        GRAIN_SALES | ASK_NOT | OUR_MAN_IN_TEHRAN => None,
        _ => Some(Text::new("ts-why-event-not-built").text("card", card_text(no))),
    }
}

pub fn play(g: &mut TwilightStruggle, no: CardNo, p: Power, rng: &mut GameRng, log: &mut Log) -> bool {
    match no {
        GRAIN_SALES | ASK_NOT | OUR_MAN_IN_TEHRAN => hands::play(g, no, p, rng, log),
        _ => return super::not_this_groups_card(no, log),
    }
    true
}

pub fn on_pick(
    g: &mut TwilightStruggle,
    no: CardNo,
    stage: u8,
    chooser: Power,
    pick: Option<Pick>,
    rng: &mut GameRng,
    log: &mut Log,
) {
    match no {
        GRAIN_SALES | ASK_NOT | OUR_MAN_IN_TEHRAN => hands::on_pick(g, no, stage, chooser, pick, rng, log),
        _ => {}
    }
}

pub fn on_resume(g: &mut TwilightStruggle, no: CardNo, stage: u8, data: Vec<u8>, rng: &mut GameRng, log: &mut Log) {
    match no {
        ASK_NOT | OUR_MAN_IN_TEHRAN => hands::on_resume(g, no, stage, data, rng, log),
        _ => {}
    }
}
