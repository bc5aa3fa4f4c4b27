//! Mid War card events, #59–#81, #107, #108 (see the module notes in `events/mod.rs`).
//!
//! Each card: `blocked` (why its event cannot happen now), `play` (what happens at once; returns
//! whether the event happened), and where a player must choose, `on_pick` / `on_resume` by stage.
//! Cards that change the core rules have their own files in `events/cards/`.
//!
//! Cards whose questions repeat (Grain Sales, Ask Not, Our Man in Tehran) keep their notes in the
//! data of their own `Resume` step, pushed beneath the question: the taken card, the cards
//! discarded so far, the cards still seen on top of the draw pile.

use super::super::actions;
use super::super::data::{Region, SubRegion};
use super::super::flow::Log;
use super::super::ops::SPACE_VP;
use super::super::power::Power;
use super::super::state::{Area, CardNo, Pick, Step, TwilightStruggle, card_text, region_bit};
use super::effects::{self as fx, Grant};
use crate::engine::{GameRng, LogEntry, Text};

mod hands;
mod influence;
mod ops;
mod placements;
mod vp;

pub const OPEC: CardNo = 61;
pub const LONE_GUNMAN: CardNo = 62;
pub const COLONIAL_REAR_GUARDS: CardNo = 63;
pub const PANAMA_CANAL_RETURNED: CardNo = 64;
pub const PUPPET_GOVERNMENTS: CardNo = 66;
pub const GRAIN_SALES: CardNo = 67;
pub const OAS_FOUNDED: CardNo = 70;
pub const NIXON: CardNo = 71;
pub const SADAT: CardNo = 72;
pub const VOICE_OF_AMERICA: CardNo = 74;
pub const LIBERATION_THEOLOGY: CardNo = 75;
pub const USSURI_RIVER: CardNo = 76;
pub const ASK_NOT: CardNo = 77;
pub const ALLIANCE_FOR_PROGRESS: CardNo = 78;
pub const ONE_SMALL_STEP: CardNo = 80;
pub const CHE: CardNo = 107;
pub const OUR_MAN_IN_TEHRAN: CardNo = 108;

use super::cards::north_sea_oil::NORTH_SEA_OIL;

/// Why `no`'s event cannot happen for `p` now, if it cannot.
pub fn blocked(g: &TwilightStruggle, no: CardNo, p: Power) -> Option<Text> {
    match no {
        OPEC if g.in_play(NORTH_SEA_OIL) => Some(Text::new("ts-why-opec-north-sea-oil")),
        // "If you are behind in the space race" (card #80): otherwise nothing may happen.
        ONE_SMALL_STEP if g.space[p.index()] >= g.space[p.opponent().index()] => Some(
            Text::new("ts-why-one-small-step")
                .num("mine", g.space[p.index()])
                .num("theirs", g.space[p.opponent().index()]),
        ),
        // "If the US controls a Middle East country" (card #108), like Star Wars' condition.
        OUR_MAN_IN_TEHRAN
            if !TwilightStruggle::region_countries(Region::MiddleEast).any(|c| g.controls(Power::Us, c)) =>
        {
            Some(Text::new("ts-why-tehran-no-middle-east"))
        }
        OPEC
        | LONE_GUNMAN
        | COLONIAL_REAR_GUARDS
        | PANAMA_CANAL_RETURNED
        | PUPPET_GOVERNMENTS
        | GRAIN_SALES
        | OAS_FOUNDED
        | NIXON
        | SADAT
        | VOICE_OF_AMERICA
        | LIBERATION_THEOLOGY
        | USSURI_RIVER
        | ASK_NOT
        | ALLIANCE_FOR_PROGRESS
        | ONE_SMALL_STEP
        | CHE
        | OUR_MAN_IN_TEHRAN => None,
        _ => Some(Text::new("ts-why-event-not-built").text("card", card_text(no))),
    }
}

pub fn play(g: &mut TwilightStruggle, no: CardNo, p: Power, rng: &mut GameRng, log: &mut Log) -> bool {
    match no {
        PANAMA_CANAL_RETURNED | SADAT => influence::play(g, no, p, rng, log),
        COLONIAL_REAR_GUARDS | PUPPET_GOVERNMENTS | OAS_FOUNDED | VOICE_OF_AMERICA | LIBERATION_THEOLOGY => {
            placements::play(g, no, p, rng, log)
        }
        OPEC | NIXON | USSURI_RIVER | ALLIANCE_FOR_PROGRESS | ONE_SMALL_STEP => vp::play(g, no, p, rng, log),
        GRAIN_SALES | ASK_NOT | OUR_MAN_IN_TEHRAN => hands::play(g, no, p, rng, log),
        LONE_GUNMAN | CHE => ops::play(g, no, p, rng, log),
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
        CHE => ops::on_resume(g, no, stage, data, rng, log),
        _ => {}
    }
}
