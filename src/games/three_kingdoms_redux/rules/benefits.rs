//! A kingdom's decisions on its owed card benefits: take one the way it picks, or
//! finish its round-end benefits; at the end of the round the round goes on once nobody owes
//! anything. What each benefit gives is the cards' (`cards/`).

use super::super::cards::benefits::{optional, settle, take, take_the_rest, undecided};
use super::super::cards::kinds::{Offer, Pick, benefit_line, gives, offers};
use super::super::data::Kingdom;
use super::super::state::{Phase, Source, ThreeKingdoms};
use crate::engine::{GameRng, LogEntry, RuleError, Text};

/// When the benefits being chosen come: at the end of the round, or right after an action.
fn when(g: &ThreeKingdoms) -> &'static str {
    if g.phase == Phase::RoundEnd {
        "round-end"
    } else {
        "action"
    }
}

/// `k` takes its owed benefit of `source` the way `pick` says; at the end of the round the
/// round goes on once nobody owes anything (R-71 → R-72).
pub fn choose(
    g: &mut ThreeKingdoms,
    k: Kingdom,
    source: Source,
    pick: &Pick,
    rng: &mut GameRng,
    log: &mut Vec<LogEntry>,
) -> Result<(), RuleError> {
    let Some(ix) = g.owed.iter().position(|o| o.kingdom == k && o.source == source) else {
        return Err(RuleError::new(
            Text::new("tkr-err-no-benefit").text("card", source.name()),
        ));
    };
    let o = g.owed[ix];
    let legal: Vec<Offer> = offers(g, &o)
        .into_iter()
        .filter(|x| x.pick != Pick::Take || gives(g, k, x))
        .collect();
    let Some(offer) = legal.iter().find(|x| &x.pick == pick).cloned() else {
        let lines = legal
            .iter()
            .map(|x| Text::new("raw").str("value", benefit_line(source, &x.pick)))
            .collect();
        return Err(RuleError::new(
            Text::new("tkr-err-benefit-choice")
                .text("card", source.name())
                .str("when", when(g))
                .list("choices", lines),
        ));
    };
    g.owed.remove(ix);
    take(g, o, &offer, log);
    settle(g, k, log);
    go_on(g, rng, log);
    Ok(())
}

/// `k` finishes its round-end benefits: swaps it has not made lapse, the rest is taken.
pub fn finish(g: &mut ThreeKingdoms, k: Kingdom, rng: &mut GameRng, log: &mut Vec<LogEntry>) -> Result<(), RuleError> {
    if !g.owed.iter().any(|o| o.kingdom == k) {
        return Err(RuleError::key("tkr-err-no-benefits-owed"));
    }
    if let Some(o) = undecided(g, k) {
        return Err(RuleError::new(
            Text::new("tkr-err-benefit-undecided").text("card", o.source.name()),
        ));
    }
    g.owed.retain(|o| o.kingdom != k || !optional(o));
    take_the_rest(g, k, log);
    settle(g, k, log);
    go_on(g, rng, log);
    Ok(())
}

/// At the end of the round, once nothing is owed: the game ends or upkeep and renewal follow.
fn go_on(g: &mut ThreeKingdoms, rng: &mut GameRng, log: &mut Vec<LogEntry>) {
    if g.phase == Phase::RoundEnd && g.owed.is_empty() {
        super::round::after_benefits(g, rng, log);
    }
}
