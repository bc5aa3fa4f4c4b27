//! Mid War card events, #36–#58 (see the module notes in `events/mod.rs`).

use super::super::flow::Log;
use super::super::power::Power;
use super::super::state::{CardNo, Pick, TwilightStruggle, card_text};
use crate::engine::{GameRng, LogEntry, Text};

/// Why `no`'s event cannot happen for `p` now, if it cannot.
pub fn blocked(_g: &TwilightStruggle, no: CardNo, _p: Power) -> Option<Text> {
    Some(Text::new("ts-why-event-not-built").text("card", card_text(no)))
}

pub fn play(_g: &mut TwilightStruggle, no: CardNo, _p: Power, _rng: &mut GameRng, log: &mut Log) -> bool {
    log.push(LogEntry::public(
        Text::new("ts-log-event-not-built").text("card", card_text(no)),
    ));
    false
}

pub fn on_pick(
    _g: &mut TwilightStruggle,
    _no: CardNo,
    _stage: u8,
    _chooser: Power,
    _pick: Option<Pick>,
    _rng: &mut GameRng,
    _log: &mut Log,
) {
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
