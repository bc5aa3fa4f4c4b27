//! Card events. Every card has its own file in [`cards`] (Quagmire and Bear Trap share one),
//! whose `RULES` constant names its event, its answers and the hook points of [`rules`] it plugs
//! into; the registry there is the only list of cards, and the core rules call the dispatchers
//! of [`rules`] without ever naming a card. Card files are built on the shared effect helpers of
//! [`effects`]; the scoring cards are scored by `scoring.rs`.
//!
//! A card's event is a small state machine: `event` does what it can at once and, where a player
//! must choose, pushes a question ([`Step::Pick`], [`Step::Spread`], [`Step::EventOps`]) whose
//! answer comes back to the card's `on_pick` / `after_spread` / `on_resume` with the state the
//! card left there: its own typed `Stage`, kept in the step as a [`Memo`] only the card reads
//! (`docs/twilight-struggle.md`, "Card state"). The stack keeps the card's disposal beneath, so
//! the card goes to its pile once the whole event is over.

pub mod cards;
pub mod effects;
pub mod uses;

pub use super::state::hooks::*;
pub use cards::cuban_missile_crisis::{defuse, defuse_countries};

use super::data::Side;
use super::state::Log;
use super::state::power::Power;
use super::state::scoring;
use super::state::{CHINA_CARD, CardNo, CountryIx, Memo, Pick, TwilightStruggle, card, card_text};
use crate::engine::{GameRng, LogEntry, Text};

/// The China Card and cards whose rules refuse it may not be headlined.
pub fn may_headline(no: CardNo) -> bool {
    no != CHINA_CARD && headline_refusal(no).is_none()
}

/// Who implements an event: its owner, or for a neutral card the player who played it.
pub fn event_player(_g: &TwilightStruggle, no: CardNo, played_by: Power) -> Power {
    match card(no).side {
        Side::Us => Power::Us,
        Side::Ussr => Power::Ussr,
        Side::Neutral => played_by,
    }
}

/// Whether `p` may play `no` as an event now (the check behind [`event_refusal`]).
pub fn event_allowed(g: &TwilightStruggle, no: CardNo, p: Power) -> bool {
    let c = card(no);
    no != CHINA_CARD && (c.side == Side::Neutral || c.side == p.side()) && blocked(g, no, p).is_none()
}

/// Whether `p` may play `no` as an event now, or why not.
pub fn event_refusal(g: &TwilightStruggle, no: CardNo, p: Power) -> Option<Text> {
    let c = card(no);
    if no == CHINA_CARD {
        return Some(Text::new("ts-why-china-no-event"));
    }
    if c.side != Side::Neutral && c.side != p.side() {
        return Some(Text::new("ts-why-opponent-event").text("card", card_text(no)));
    }
    blocked(g, no, p)
}

/// Why `no`'s event cannot happen now for its player `p` (a prerequisite missing, a blocking
/// card in play), if it cannot. Such a card is still playable for ops.
pub fn blocked(g: &TwilightStruggle, no: CardNo, p: Power) -> Option<Text> {
    let own = rules(no);
    if own.event.is_none() && !card(no).scoring {
        // A number without a card file (none in the deck: a test checks it).
        return Some(Text::new("ts-why-event-not-built").text("card", card_text(no)));
    }
    own.blocked.and_then(|why| why(g, p))
}

/// Resolves `no`'s event for `player` (headline, action round or inside another event); returns
/// whether it happened (an event that cannot happen leaves a starred card in the discard pile,
/// The card's disposal is already queued beneath; questions are pushed above it.
pub fn resolve(g: &mut TwilightStruggle, no: CardNo, player: Power, rng: &mut GameRng, log: &mut Log) -> bool {
    if let Some(why) = blocked(g, no, player) {
        log.push_with(|| {
            LogEntry::public(
                Text::new("ts-log-event-cannot")
                    .text("card", card_text(no))
                    .text("why", why),
            )
        });
        return false;
    }
    let own = rules(no);
    let happened = match own.event {
        Some(event) => event(g, player, rng, log),
        // The scoring cards are scored by `scoring.rs` (their own rules may add to that).
        None if card(no).scoring => {
            scoring::play_scoring_card(g, no, log);
            true
        }
        None => not_built(no, log),
    };
    // A lasting event stays in play (its own code or a later card may end it).
    if happened && card(no).lasting && !g.lasting.contains(&no) {
        g.lasting.push(no);
    }
    happened
}

/// A card number without a card file: never reached (`blocked` refuses it first), but answered as
/// an event that cannot happen rather than a panic.
fn not_built(no: CardNo, log: &mut Log) -> bool {
    log.push_with(|| LogEntry::public(Text::new("ts-log-event-not-built").text("card", card_text(no))));
    false
}

/// The opponent's event after an ops play.
pub fn resolve_triggered(g: &mut TwilightStruggle, no: CardNo, owner: Power, rng: &mut GameRng, log: &mut Log) -> bool {
    resolve(g, no, owner, rng, log)
}

/// The answer to a [`super::state::Step::Pick`] of `no`'s event, asked with the card's state
/// `memo` (`pick` is `None`: the player stopped, or nothing was left to choose).
pub fn on_pick(
    g: &mut TwilightStruggle,
    no: CardNo,
    memo: &Memo,
    chooser: Power,
    pick: Option<Pick>,
    rng: &mut GameRng,
    log: &mut Log,
) {
    if let Some(answer) = rules(no).on_pick {
        answer(g, memo, chooser, pick, rng, log);
    }
}

/// `no`'s event continues from its state `memo` once the steps pushed above its resume point
/// are done.
pub fn on_resume(g: &mut TwilightStruggle, no: CardNo, memo: &Memo, rng: &mut GameRng, log: &mut Log) {
    if let Some(resume) = rules(no).on_resume {
        resume(g, memo, rng, log);
    }
}

/// A [`super::state::Step::Spread`] of `no`'s event is done: the countries chosen go to the card
/// with its state `memo`.
pub fn after_spread(
    g: &mut TwilightStruggle,
    no: CardNo,
    memo: &Memo,
    done: Vec<CountryIx>,
    rng: &mut GameRng,
    log: &mut Log,
) {
    if let Some(then) = rules(no).after_spread {
        then(g, memo, done, rng, log);
    }
}
