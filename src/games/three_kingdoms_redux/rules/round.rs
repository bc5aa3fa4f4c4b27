//! The Resolution phase in order (R-37… …R-71) and the turn into the next round (R-72…R-84):
//! each kingdom in action order performs or declines its won actions (with the benefits its cards
//! add, `cards/benefits.rs`), its tribal favour decays, the round-end benefits are taken, then upkeep
//! and renewal unless the game ends.

use super::super::data::Kingdom;
use super::super::state::{Phase, Space, ThreeKingdoms};
use super::actions::{Act, perform};
use crate::engine::{GameRng, LogEntry, RuleError, Text};

/// The spaces `k` won this round and may still perform (R-23: on the alliance space only an ally
/// who placed a general there; R-31: its tribal space when it placed there), and its own tribal
/// space for the favour-12 exchange alone when an ability keeps its favour at 12.
pub fn to_perform(g: &ThreeKingdoms, k: Kingdom) -> Vec<Space> {
    let mut out: Vec<Space> = g
        .winners
        .iter()
        .filter(|(space, kingdoms)| kingdoms.contains(&k) && placed_on(g, k, *space))
        .map(|(space, _)| *space)
        .collect();
    if favour_12_by_ability(g, k) {
        out.push(Space::Tribal(k));
    }
    out.retain(|space| !g.performed.contains(&(k, *space)));
    out
}

/// R-68 (L1367-1375, L1398-1409): a kingdom that did not place on its tribal space but whose
/// favour an ability keeps at 12 this round (Jia Xu in even rounds) may still pay 2 rice for a
/// support token, once; it is offered as its tribal space with `buy-support`.
pub fn favour_12_by_ability(g: &ThreeKingdoms, k: Kingdom) -> bool {
    g.realm(k).favor >= 12 && !placed_on(g, k, Space::Tribal(k)) && super::upkeep::favour_keeper(g, k).is_some()
}

fn placed_on(g: &ThreeKingdoms, k: Kingdom, space: Space) -> bool {
    g.placements.iter().any(|p| p.space == space && p.kingdom == k)
}

/// Who acts now in the Resolution phase.
pub fn actor(g: &ThreeKingdoms) -> Option<Kingdom> {
    match g.phase {
        Phase::Resolution { turn } => g.action_order.get(turn).copied(),
        _ => None,
    }
}

/// at the end of the bidding: support tokens on lost spaces go to the supply; the
/// general resting on Control Han Emperor since last round is free again.
pub fn remove_tokens(g: &mut ThreeKingdoms) {
    let lost: Vec<(Kingdom, u16)> = g
        .placements
        .iter()
        .filter(|p| {
            !g.winners
                .iter()
                .any(|(space, kingdoms)| *space == p.space && kingdoms.contains(&p.kingdom))
        })
        .map(|p| (p.kingdom, u16::from(p.support)))
        .collect();
    for (k, support) in lost {
        let r = g.realm_mut(k);
        r.support = r.support.saturating_sub(support);
    }
    g.han_resting = None;
}

/// The actor performs one of its won actions (R-44: in the order it likes).
pub fn act(g: &mut ThreeKingdoms, k: Kingdom, space: Space, a: &Act, log: &mut Vec<LogEntry>) -> Result<(), RuleError> {
    if actor(g) != Some(k) {
        return Err(RuleError::key("tkr-err-not-your-action"));
    }
    if !to_perform(g, k).contains(&space) {
        return Err(RuleError::new(Text::new("tkr-err-not-won").text("space", space.text())));
    }
    super::super::cards::benefits::before_acting(g, k, log)?;
    perform(g, k, space, a, log)?;
    g.confirming = false;
    g.performed.push((k, space));
    super::super::cards::benefits::after_action(g, k, space, log);
    Ok(())
}

/// The actor declines the rest of its actions and the next kingdom acts; after the last,
/// the round ends (R-69…R-84).
pub fn done(g: &mut ThreeKingdoms, k: Kingdom, rng: &mut GameRng, log: &mut Vec<LogEntry>) -> Result<(), RuleError> {
    let Phase::Resolution { turn } = g.phase else {
        return Err(RuleError::key("tkr-err-not-your-action"));
    };
    if actor(g) != Some(k) {
        return Err(RuleError::key("tkr-err-not-your-action"));
    }
    super::super::cards::benefits::before_acting(g, k, log)?;
    g.confirming = false;
    for space in to_perform(g, k) {
        if !placed_on(g, k, space) {
            continue;
        }
        log.push(LogEntry::public(
            Text::new("tkr-log-declined")
                .str("kingdom", k.key())
                .text("space", space.text()),
        ));
        // Support tokens spent on a bid go to the general supply whether the action is performed
        // lost or declined (our ruling: the seed is silent).
        super::actions::give_back(g, k, space);
    }
    // R-69, R-70 (A-17: a tribal action placed but declined decays like none).
    let tribal = g.performed.contains(&(k, Space::Tribal(k)));
    super::upkeep::decay(g, k, tribal, log);
    if turn + 1 < g.action_order.len() {
        g.phase = Phase::Resolution { turn: turn + 1 };
        return Ok(());
    }
    end_round(g, rng, log);
    Ok(())
}

/// `finish`: with won actions left the actor is asked to confirm first, so that a slip (a shifted
/// menu number) never throws them away unasked; with none left it finishes at once.
pub fn finish(g: &mut ThreeKingdoms, k: Kingdom, rng: &mut GameRng, log: &mut Vec<LogEntry>) -> Result<(), RuleError> {
    if actor(g) != Some(k) {
        return Err(RuleError::key("tkr-err-not-your-action"));
    }
    if to_perform(g, k).is_empty() {
        return done(g, k, rng, log);
    }
    if let Some(o) = super::super::cards::benefits::asking(g, k) {
        return Err(RuleError::new(
            Text::new("tkr-err-benefit-first").text("card", o.source.name()),
        ));
    }
    g.confirming = true;
    Ok(())
}

/// `back` from the confirmation: the actor returns to its won actions.
pub fn keep_acting(g: &mut ThreeKingdoms, k: Kingdom) -> Result<(), RuleError> {
    if actor(g) != Some(k) {
        return Err(RuleError::key("tkr-err-not-your-action"));
    }
    g.confirming = false;
    Ok(())
}

/// Spaces `k` won this round (with a general of its own there).
fn won(g: &ThreeKingdoms, k: Kingdom) -> usize {
    g.winners
        .iter()
        .filter(|(space, kingdoms)| kingdoms.contains(&k) && placed_on(g, k, *space))
        .count()
}

/// A kingdom to act whose only answer would be to finish — no benefit to choose, no won action
/// it can still perform — finishes at once, and a line says why (issue 34: nobody is asked to tap
/// a lone "finish"). Not when building is what it cannot do while it holds cards: that would tell
/// the table that none of its hidden cards can be built, so it declines itself.
pub fn finish_idle(g: &mut ThreeKingdoms, rng: &mut GameRng, log: &mut Vec<LogEntry>) {
    while let Some(k) = actor(g) {
        if g.confirming
            || super::super::cards::benefits::asking(g, k).is_some()
            || !super::action_check::performable(g, k).is_empty()
        {
            return;
        }
        let left = to_perform(g, k);
        if left.contains(&Space::Construct) && !g.realm(k).hand.is_empty() {
            return;
        }
        let why = match (left.is_empty(), won(g, k)) {
            (false, _) => "unable",
            (true, 0) => "none",
            (true, _) => "all",
        };
        let mut lines = vec![LogEntry::public(
            Text::new("tkr-log-auto-done").str("kingdom", k.key()).str("why", why),
        )];
        if done(g, k, rng, &mut lines).is_err() {
            return;
        }
        log.append(&mut lines);
        g.auto_finished.push(k);
    }
}

/// R-71…R-84: round-end benefits (which may wait for their owners' decisions), then the rest.
fn end_round(g: &mut ThreeKingdoms, rng: &mut GameRng, log: &mut Vec<LogEntry>) {
    if super::super::cards::benefits::round_end(g, log) {
        g.phase = Phase::RoundEnd;
        return;
    }
    after_benefits(g, rng, log);
}

/// …R-80 once the round-end benefits are taken: either the end of the game or
/// upkeep and a new round (with a recruitment draft in rounds 3, 5 and 9).
pub(crate) fn after_benefits(g: &mut ThreeKingdoms, rng: &mut GameRng, log: &mut Vec<LogEntry>) {
    if super::upkeep::game_ends(g) {
        // no upkeep in the last round.
        g.phase = Phase::Over;
        log.push(LogEntry::public(
            Text::new("tkr-log-game-ends").num("round", i64::from(g.round)),
        ));
        return;
    }
    super::upkeep::upkeep(g, log);
    // Renewal: the board is cleared for the next round.
    g.last_alliance_space = g.alliance_space.take();
    g.placements.clear();
    g.winners.clear();
    g.performed.clear();
    g.passed = [false; 3];
    for r in &mut g.realms {
        r.bid_tokens = [true, true];
    }
    // Upkeep announced the new round.
    g.phase = match super::setup::recruitment(g, rng, log) {
        Some(draft) => Phase::Draft(draft),
        None => Phase::Alliance,
    };
}
