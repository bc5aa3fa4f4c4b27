//! The end of a round (R-70 … R-74): dominance, standing, taxation, then the next round's plot
//! phase, each with its action window (R-72 … R-74, `windows.rs`); taxation's comes after the gold
//! is returned.

use super::plot::start_round;
use crate::engine::{GameRng, LogEntry, Seat, Text};
use crate::games::thrones::data::CardType;
use crate::games::thrones::state::ability::{Scope, Trigger};
use crate::games::thrones::state::lasting;
use crate::games::thrones::state::statics;
use crate::games::thrones::state::steps::gain_power;
use crate::games::thrones::state::text::house_text;
use crate::games::thrones::state::triggers;
use crate::games::thrones::state::windows::{self, Then, WindowKind};
use crate::games::thrones::state::{CardIx, Phase, Thrones, kind_of};

/// Both players have made their challenges (R-70): the dominance phase begins — abilities "at the
/// start of dominance", the count and its power (R-71), responses to the win, then the phase's
/// action window and standing.
pub fn end_of_challenges(g: &mut Thrones, _rng: &mut GameRng, log: &mut Vec<LogEntry>) {
    g.phase = Phase::Dominance;
    lasting::end_scope(g, Scope::Phase);
    // dominance is decided at once (its power before anyone acts), then its action
    // window, then standing.
    windows::gate(g, WindowKind::Dominance, Then::Stand);
    windows::after_triggers(g, Then::CountDominance);
    triggers::dominance_begins(g, log);
    windows::trigger(g, Trigger::DominanceBegins);
}

/// A player's dominance total: the STR of their standing characters plus their gold.
pub fn dominance_total(g: &Thrones, seat: Seat) -> u16 {
    let str: u16 = g
        .player(seat)
        .characters()
        .filter(|c| !c.knelt)
        .map(|c| statics::strength(g, c.card))
        .sum();
    str + g.player(seat).gold
}

/// The higher total wins dominance and 1 power at once; a tie wins nothing. Responses to
/// the win come before the standing phase.
pub fn count_dominance(g: &mut Thrones, log: &mut Vec<LogEntry>) {
    let (a, b) = (dominance_total(g, 0), dominance_total(g, 1));
    if a == b {
        log.push(LogEntry::public(
            Text::new("thrones-log-dominance-tie").num("total", i64::from(a)),
        ));
        return;
    }
    let winner = usize::from(b > a);
    g.dominance = Some(winner);
    log.push(LogEntry::public(
        Text::new("thrones-log-dominance")
            .text("house", house_text(g, winner))
            .num("mine", i64::from(a.max(b)))
            .num("theirs", i64::from(a.min(b))),
    ));
    gain_power(g, winner, 1, Text::new("thrones-why-dominance"), log);
    windows::trigger(g, Trigger::Dominance { seat: winner });
}

/// The standing phase, responses to what stood, then its action window; taxation after.
pub fn stand(g: &mut Thrones, _log: &mut Vec<LogEntry>) {
    g.phase = Phase::Standing;
    lasting::end_scope(g, Scope::Phase);
    windows::gate(g, WindowKind::Standing, Then::Taxation);
    windows::after_triggers(g, Then::StandCards);
    crate::games::thrones::cards::start_of_standing(g);
}

/// Every knelt card stands (after what acts at the start of standing), then responses to it.
pub fn stand_cards(g: &mut Thrones, log: &mut Vec<LogEntry>) {
    let stood = standing(g, log);
    if !stood.is_empty() {
        windows::trigger(g, Trigger::Stood { cards: stood });
    }
}

/// The taxation phase: the unspent gold returns first, then the phase's action window,
/// then the next round. A plot that skips taxation skips the whole phase, its window too.
pub fn taxation(g: &mut Thrones, rng: &mut GameRng, log: &mut Vec<LogEntry>) {
    lasting::end_scope(g, Scope::Phase);
    if statics::taxation_skipped(g) {
        log.push(LogEntry::public(Text::new("thrones-log-taxation-skipped")));
        start_round(g, rng, log);
        return;
    }
    g.phase = Phase::Taxation;
    for p in &mut g.players {
        p.gold = 0;
    }
    log.push(LogEntry::public(Text::new("thrones-log-taxation")));
    windows::gate(g, WindowKind::Taxation, Then::NextRound);
}

/// Every knelt character, location and attachment stands, unless an ability holds it.
fn standing(g: &mut Thrones, log: &mut Vec<LogEntry>) -> Vec<CardIx> {
    let mut stays = Vec::new();
    let mut stood = Vec::new();
    for seat in 0..2 {
        for c in &g.player(seat).in_play {
            let is_character = kind_of(c.card) == CardType::Character;
            if c.knelt && !statics::stands(g, c.card, is_character) {
                stays.push(c.card);
            }
            for a in &c.attachments {
                if a.knelt && !statics::stands(g, a.card, false) {
                    stays.push(a.card);
                }
            }
        }
    }
    for p in &mut g.players {
        for c in &mut p.in_play {
            if c.knelt && !stays.contains(&c.card) {
                c.knelt = false;
                stood.push(c.card);
            }
            for a in &mut c.attachments {
                if !stays.contains(&a.card) {
                    a.knelt = false;
                }
            }
        }
    }
    log.push(LogEntry::public(
        Text::new("thrones-log-standing")
            .num("n", stays.len() as i64)
            .list("stay", crate::games::thrones::state::text::card_list(&stays)),
    ));
    stood
}
