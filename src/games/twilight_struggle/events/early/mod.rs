//! Early War card events (#1–#35, #103–#106; see the module notes in `events/mod.rs`).
//!
//! Each card: `blocked` (why its event cannot happen now), `play` (what happens at once; returns
//! whether the event happened), and where the player must choose, `on_pick` / `on_resume` by
//! stage. Built on `effects`; the cards that change the core rules have their own files in
//! `events/cards/`.

use super::super::data::{Region, Side, SubRegion};
use super::super::flow::Log;
use super::super::power::Power;
use super::super::scoring::scored_region;
use super::super::state::{CardNo, CountryIx, Pick, TwilightStruggle, card, card_text, country};
use super::effects::{self as fx, Grant, Spread};
use crate::engine::{GameRng, LogEntry, Text};

mod hands;
mod placements;
mod targets;

pub use super::cards::nato::NATO;
use super::cards::the_iron_lady::THE_IRON_LADY;

pub const FIVE_YEAR_PLAN: CardNo = 5;
pub const SOCIALIST_GOVERNMENTS: CardNo = 7;
pub const BLOCKADE: CardNo = 10;
pub const COMECON: CardNo = 14;
pub const TRUMAN_DOCTRINE: CardNo = 19;
pub const INDEPENDENT_REDS: CardNo = 22;
pub const CIA_CREATED: CardNo = 26;
pub const SUEZ_CRISIS: CardNo = 28;
pub const EAST_EUROPEAN_UNREST: CardNo = 29;
pub const DECOLONIZATION: CardNo = 30;
pub const DE_STALINIZATION: CardNo = 33;
pub const CAMBRIDGE_FIVE: CardNo = 104;
pub const SPECIAL_RELATIONSHIP: CardNo = 105;

/// The Late War starts with turn 8: East European Unrest doubles, The Cambridge Five stops.
const LATE_WAR_TURN: u8 = 8;

/// Why `no`'s event cannot happen for `p` now, if it cannot.
pub fn blocked(g: &TwilightStruggle, no: CardNo, _p: Power) -> Option<Text> {
    match no {
        // Socialist Governments is switched off for good by The Iron Lady.
        SOCIALIST_GOVERNMENTS if g.in_play(THE_IRON_LADY) => {
            Some(Text::new("ts-why-blocked-by").text("card", card_text(THE_IRON_LADY)))
        }
        CAMBRIDGE_FIVE if g.turn >= LATE_WAR_TURN => Some(Text::new("ts-why-cambridge-late-war")),
        1..=35 | 103..=106 => None,
        _ => Some(Text::new("ts-why-event-not-built").text("card", card_text(no))),
    }
}

fn west_europe(c: CountryIx) -> bool {
    fx::in_sub_region(c, SubRegion::WestEurope)
}

fn east_europe(c: CountryIx) -> bool {
    fx::in_sub_region(c, SubRegion::EastEurope)
}

/// A public line saying the event happened but had nothing to act on.
fn no_effect(log: &mut Log, no: CardNo) {
    fx::say(log, Text::new("ts-log-event-no-effect").text("card", card_text(no)));
}

pub fn play(g: &mut TwilightStruggle, no: CardNo, p: Power, rng: &mut GameRng, log: &mut Log) -> bool {
    match no {
        SOCIALIST_GOVERNMENTS | COMECON | SUEZ_CRISIS | EAST_EUROPEAN_UNREST | DECOLONIZATION | DE_STALINIZATION => {
            placements::play(g, no, p, rng, log)
        }
        TRUMAN_DOCTRINE | INDEPENDENT_REDS | SPECIAL_RELATIONSHIP => targets::play(g, no, p, rng, log),
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
        TRUMAN_DOCTRINE | INDEPENDENT_REDS | SPECIAL_RELATIONSHIP => {
            targets::on_pick(g, no, stage, chooser, pick, rng, log)
        }
        BLOCKADE | CAMBRIDGE_FIVE => hands::on_pick(g, no, stage, chooser, pick, rng, log),
        _ => {}
    }
}

pub fn on_resume(g: &mut TwilightStruggle, no: CardNo, stage: u8, data: Vec<u8>, rng: &mut GameRng, log: &mut Log) {
    match no {
        EAST_EUROPEAN_UNREST | DE_STALINIZATION => placements::on_resume(g, no, stage, data, rng, log),
        _ => {}
    }
}
