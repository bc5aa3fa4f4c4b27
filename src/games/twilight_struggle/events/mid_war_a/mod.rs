//! Mid War card events, #36–#58 (see the module notes in `events/mod.rs`).
//!
//! Each card: `blocked` (why its event cannot happen now), `play` (what happens at once; returns
//! whether the event happened), and where a player must choose, `on_pick` by stage. The cards that
//! change the core rules have their own files in `events/cards/`.

use super::super::data::Region;
use super::super::flow::Log;
use super::super::power::Power;
use super::super::scoring::{FINAL_REGIONS, Tier, score_region};
use super::super::state::{Area, CardNo, CountryIx, Pick, TwilightStruggle, Use, card_text, country};
use super::effects::{self as fx, Grant};
use crate::engine::{GameRng, Text};

mod defcon;
mod influence;
mod ops;
mod vp;

use super::cards::awacs_sale::AWACS_SALE;
pub const BRUSH_WAR: CardNo = 36;
pub const ARMS_RACE: CardNo = 39;
pub const SUMMIT: CardNo = 45;
pub const HOW_I_LEARNED: CardNo = 46;
pub const JUNTA: CardNo = 47;
pub const KITCHEN_DEBATES: CardNo = 48;
pub const PORTUGUESE_EMPIRE: CardNo = 52;
pub const SOUTH_AFRICAN_UNREST: CardNo = 53;
pub const ALLENDE: CardNo = 54;
pub const MUSLIM_REVOLUTION: CardNo = 56;
pub const ABM_TREATY: CardNo = 57;
pub const CULTURAL_REVOLUTION: CardNo = 58;

/// Why `no`'s event cannot happen for `p` now, if it cannot.
pub fn blocked(g: &TwilightStruggle, no: CardNo, _p: Power) -> Option<Text> {
    match no {
        // AWACS Sale to Saudis in play blocks Muslim Revolution.
        MUSLIM_REVOLUTION if g.in_play(AWACS_SALE) => {
            Some(Text::new("ts-why-muslim-revolution-blocked").text("card", card_text(AWACS_SALE)))
        }
        // Chinese Civil War variant: no Cultural Revolution until the war is won.
        CULTURAL_REVOLUTION if g.china.is_none() => Some(Text::new("ts-why-cultural-revolution-civil-war")),
        36 | 39..=58 => None,
        _ => Some(Text::new("ts-why-event-not-built").text("card", card_text(no))),
    }
}

pub fn play(g: &mut TwilightStruggle, no: CardNo, p: Power, rng: &mut GameRng, log: &mut Log) -> bool {
    match no {
        BRUSH_WAR | JUNTA | ABM_TREATY => ops::play(g, no, p, rng, log),
        SUMMIT | HOW_I_LEARNED => defcon::play(g, no, p, rng, log),
        ARMS_RACE | KITCHEN_DEBATES | CULTURAL_REVOLUTION => vp::play(g, no, p, rng, log),
        PORTUGUESE_EMPIRE | SOUTH_AFRICAN_UNREST | ALLENDE | MUSLIM_REVOLUTION => influence::play(g, no, p, rng, log),
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
        BRUSH_WAR | JUNTA => ops::on_pick(g, no, stage, chooser, pick, rng, log),
        SUMMIT | HOW_I_LEARNED => defcon::on_pick(g, no, stage, chooser, pick, rng, log),
        SOUTH_AFRICAN_UNREST | MUSLIM_REVOLUTION => influence::on_pick(g, no, stage, chooser, pick, rng, log),
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
