//! Card events. Part 1 of the game resolves the scoring cards only; every other event is announced
//! as not built yet, so its card is playable for operations and the space race (and the game says
//! why the event option is missing). The hooks below are where lasting effects plug into the core
//! rules; they are neutral until those events exist.

use super::data::Side;
use super::flow::Log;
use super::power::Power;
use super::scoring;
use super::state::{CHINA_CARD, CardNo, CountryIx, TwilightStruggle, card, card_text};
use crate::engine::{GameRng, LogEntry, Text};

/// UN Intervention may not be headlined.
pub const UN_INTERVENTION: CardNo = 32;

pub fn may_headline(no: CardNo) -> bool {
    no != CHINA_CARD && no != UN_INTERVENTION
}

/// Who implements an event: its owner, or for a neutral card the player who played it.
pub fn event_player(_g: &TwilightStruggle, no: CardNo, played_by: Power) -> Power {
    match card(no).side {
        Side::Us => Power::Us,
        Side::Ussr => Power::Ussr,
        Side::Neutral => played_by,
    }
}

/// Whether `p` may play `no` as an event now (the fast check behind [`event_refusal`]).
pub fn event_allowed(g: &TwilightStruggle, no: CardNo, p: Power) -> bool {
    let c = card(no);
    let _ = g;
    no != CHINA_CARD && (c.side == Side::Neutral || c.side == p.side()) && c.scoring
}

/// Whether `p` may play `no` as an event now, or why not.
pub fn event_refusal(_g: &TwilightStruggle, no: CardNo, p: Power) -> Option<Text> {
    let c = card(no);
    if no == CHINA_CARD {
        return Some(Text::new("ts-why-china-no-event"));
    }
    if c.side != Side::Neutral && c.side != p.side() {
        return Some(Text::new("ts-why-opponent-event").text("card", card_text(no)));
    }
    if c.scoring {
        return None;
    }
    Some(Text::new("ts-why-event-not-built").text("card", card_text(no)))
}

/// Resolves `no`'s event for `player` (headline or action round); returns whether it happened
/// (an event that cannot happen leaves a starred card in the discard pile, R-36). The card's
/// disposal is already queued beneath.
pub fn resolve(g: &mut TwilightStruggle, no: CardNo, player: Power, _rng: &mut GameRng, log: &mut Log) -> bool {
    if card(no).scoring {
        scoring::play_scoring_card(g, no, log);
        return true;
    }
    let _ = player;
    // Not built yet (part 2): treated as an event that cannot happen.
    log.push(LogEntry::public(
        Text::new("ts-log-event-not-built").text("card", card_text(no)),
    ));
    false
}

/// The opponent's event after an ops play.
pub fn resolve_triggered(g: &mut TwilightStruggle, no: CardNo, owner: Power, rng: &mut GameRng, log: &mut Log) -> bool {
    resolve(g, no, owner, rng, log)
}

/// Ops modifiers of lasting effects; none before part 2.
pub fn modified_ops(_g: &TwilightStruggle, printed: u8, _p: Power) -> u8 {
    printed
}

pub fn forbids_placement(_g: &TwilightStruggle, _p: Power, _c: CountryIx) -> Option<Text> {
    None
}

pub fn forbids_coup(_g: &TwilightStruggle, _p: Power, _c: CountryIx) -> Option<Text> {
    None
}

pub fn forbids_realign(_g: &TwilightStruggle, _p: Power, _c: CountryIx) -> Option<Text> {
    None
}

/// R-63 (Nuclear Subs exempts US coups in part 2).
pub fn coup_degrades_defcon(_g: &TwilightStruggle, _p: Power, _c: CountryIx) -> bool {
    true
}

/// Whether `c` counts as a battleground for scoring (Formosan Resolution adds Taiwan in part 2).
pub fn is_battleground(_g: &TwilightStruggle, c: CountryIx) -> bool {
    super::state::country(c).battleground
}

/// the US playing The China Card ends Formosan Resolution (part 2).
pub fn us_played_china(_g: &mut TwilightStruggle, _log: &mut Log) {}
