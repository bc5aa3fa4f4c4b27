//! What a side may use a card for now (event, operations, space), read by the prompts, the
//! rules and the cards alike (Grain Sales asks it of the card it takes).

use super::super::state::power::Power;
use super::super::state::{CardNo, TwilightStruggle, Use, card};

/// Whether `p` must play `no` for ops this round (Missile Envy).
pub fn bound_for_ops(g: &TwilightStruggle, p: Power, no: CardNo) -> bool {
    super::bound_card(g, p).is_some_and(|bound| bound.card == no)
}

/// The uses open to `p` for `no` (cheap checks only: no texts are built here).
pub fn uses(g: &TwilightStruggle, p: Power, no: CardNo) -> Vec<Use> {
    let mut out = Vec::new();
    each_use(g, p, no, |u| out.push(u));
    out
}

/// [`uses`] one by one, in the same order, without a list (the options build theirs).
pub fn each_use(g: &TwilightStruggle, p: Power, no: CardNo, mut take: impl FnMut(Use)) {
    if event_open(g, p, no) {
        take(Use::Event);
    }
    if !card(no).scoring {
        let op = g.new_ops(p, no);
        if g.influence_possible_now(&op) {
            take(Use::Influence);
        }
        if g.realign_possible(&op) {
            take(Use::Realign);
        }
        if g.coup_possible(&op) {
            take(Use::Coup);
        }
        // A space attempt is an operations use: Missile Envy may go there too.
        if g.space_allowed(p, no) {
            take(Use::Space);
        }
    }
}

/// Whether `how` is one of [`uses`], judging that use alone (applying a use checks only it).
pub fn use_open(g: &TwilightStruggle, p: Power, no: CardNo, how: Use) -> bool {
    match how {
        Use::Event => event_open(g, p, no),
        _ if card(no).scoring => false,
        Use::Influence => g.influence_possible_now(&g.new_ops(p, no)),
        Use::Realign => g.realign_possible(&g.new_ops(p, no)),
        Use::Coup => g.coup_possible(&g.new_ops(p, no)),
        Use::Space => g.space_allowed(p, no),
    }
}

fn event_open(g: &TwilightStruggle, p: Power, no: CardNo) -> bool {
    !bound_for_ops(g, p, no) && super::event_allowed(g, no, p)
}

/// Whether `p` may headline `no` now: never The China Card or a card that forbids it, nor a
/// card bound to an action round (Missile Envy must be played for operations, R-119).
pub fn may_headline_now(g: &TwilightStruggle, p: Power, no: CardNo) -> bool {
    super::may_headline(no) && !bound_for_ops(g, p, no)
}
