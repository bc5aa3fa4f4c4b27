//! Early War card events still grouped here: #5 Five Year Plan, #10 Blockade, #26 CIA Created,
//! #104 The Cambridge Five (see the module notes in `events/mod.rs`; the other Early War cards
//! have their own files).
//!
//! Each card: `blocked` (why its event cannot happen now), `play` (what happens at once; returns
//! whether the event happened), and where the player must choose, `on_pick` / `on_resume` by
//! stage. Built on `effects`; the cards that change the core rules have their own files in
//! `events/cards/`.

use super::super::data::{Side, SubRegion};
use super::super::flow::Log;
use super::super::power::Power;
use super::super::scoring::scored_region;
use super::super::state::{CardNo, Pick, TwilightStruggle, card, card_text, country};
use super::effects::{self as fx, Grant};
use crate::engine::{GameRng, LogEntry, Text};

mod hands;

pub const FIVE_YEAR_PLAN: CardNo = 5;
pub const BLOCKADE: CardNo = 10;
pub const CIA_CREATED: CardNo = 26;
pub const CAMBRIDGE_FIVE: CardNo = 104;

/// The Late War starts with turn 8: East European Unrest doubles, The Cambridge Five stops.
const LATE_WAR_TURN: u8 = 8;

/// Why `no`'s event cannot happen for `p` now, if it cannot.
pub fn blocked(g: &TwilightStruggle, no: CardNo, _p: Power) -> Option<Text> {
    match no {
        // Socialist Governments is switched off for good by The Iron Lady.
        CAMBRIDGE_FIVE if g.turn >= LATE_WAR_TURN => Some(Text::new("ts-why-cambridge-late-war")),
        1..=35 | 103..=106 => None,
        _ => Some(Text::new("ts-why-event-not-built").text("card", card_text(no))),
    }
}

/// A public line saying the event happened but had nothing to act on.
fn no_effect(log: &mut Log, no: CardNo) {
    fx::say(log, Text::new("ts-log-event-no-effect").text("card", card_text(no)));
}

pub fn play(g: &mut TwilightStruggle, no: CardNo, p: Power, rng: &mut GameRng, log: &mut Log) -> bool {
    match no {
        FIVE_YEAR_PLAN | BLOCKADE | CIA_CREATED | CAMBRIDGE_FIVE => hands::play(g, no, p, rng, log),
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
        BLOCKADE | CAMBRIDGE_FIVE => hands::on_pick(g, no, stage, chooser, pick, rng, log),
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
