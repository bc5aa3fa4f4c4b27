//! The steps that answer an event or a lasting effect: an event's question, its influence
//! one point at a time, an operation it grants, and a trapped side's round (Quagmire, Bear Trap).

use super::super::events;
use super::super::state::Log;
use super::super::state::power::Power;
use super::super::state::{CardNo, Step, TwilightStruggle, Use, card_text, country_text};
use super::apply::{Stage, apply_stage};
use super::legality::trap_discards;
use super::notation::{TsMove, pick_word};
use super::options::{power_text, trapped_options};
use super::refusals::{err, wrong_step};
use crate::engine::{GameRng, LogEntry, RuleError, Text};

/// An event's question: one of its answers, or `done` where it may stop.
pub(super) fn pick_step(
    g: &mut TwilightStruggle,
    p: Power,
    step: Step,
    stage: Stage,
    rng: &mut GameRng,
    log: &mut Log,
) -> Result<(), RuleError> {
    let Step::Pick {
        power,
        card: no,
        memo,
        choices,
        may_stop,
        ..
    } = step
    else {
        return Err(wrong_step(g));
    };
    match stage {
        Stage::Move(TsMove::Choose(answer)) if power == p => {
            let word = pick_word(&answer);
            let Some(pick) = choices.iter().find(|c| pick_word(c) == word).cloned() else {
                let listed: Vec<Text> = choices
                    .iter()
                    .map(|c| Text::new("ts-word").str("word", pick_word(c)))
                    .collect();
                return Err(RuleError::new(
                    Text::new("ts-err-choose")
                        .text("card", card_text(no))
                        .str("word", word)
                        .list("options", listed),
                ));
            };
            g.stack.pop();
            events::on_pick(g, no, &memo, p, Some(pick), rng, log);
            Ok(())
        }
        Stage::Move(TsMove::Done) if power == p && may_stop => {
            g.stack.pop();
            events::on_pick(g, no, &memo, p, None, rng, log);
            Ok(())
        }
        _ => Err(wrong_step(g)),
    }
}

/// An event's influence, one point at a time (`place` adds, `remove` removes), or `done`.
pub(super) fn spread_step(
    g: &mut TwilightStruggle,
    p: Power,
    step: Step,
    stage: Stage,
    check: bool,
    rng: &mut GameRng,
    log: &mut Log,
) -> Result<(), RuleError> {
    let Step::Spread {
        power,
        add,
        card: no,
        may_stop,
        ..
    } = step
    else {
        return Err(wrong_step(g));
    };
    if power != p {
        return Err(wrong_step(g));
    }
    let (c, adding) = match stage {
        Stage::Move(TsMove::Place(c)) => (c, true),
        Stage::Move(TsMove::Remove(c)) => (c, false),
        Stage::Move(TsMove::Done) if may_stop => {
            if let Some(step) = g.stack.pop() {
                g.finish_spread(step, rng, log);
            }
            return Ok(());
        }
        _ => return Err(wrong_step(g)),
    };
    // `place` adds, `remove` removes: a long line must not spill into the wrong kind.
    if adding != add {
        return Err(err(if add {
            "ts-expect-spread-add"
        } else {
            "ts-expect-spread-remove"
        }));
    }
    // An option listed by `spread_targets` for this very state needs no second check.
    if check && !g.spread_targets().contains(&c) {
        return Err(RuleError::new(
            Text::new(if add {
                "ts-err-spread-add"
            } else {
                "ts-err-spread-remove"
            })
            .text("card", card_text(no))
            .text("country", country_text(c)),
        ));
    }
    if let Some(Step::Spread { whose, left, done, .. }) = g.stack.last_mut() {
        let whose = *whose;
        *left -= 1;
        done.push(c);
        if add {
            g.add_inf(c, whose, 1);
        } else {
            g.remove_inf(c, whose, 1);
        }
    }
    Ok(())
}

/// D-24: an operation granted by an event, or `done` to decline a "may".
pub(super) fn event_ops_step(
    g: &mut TwilightStruggle,
    p: Power,
    step: Step,
    stage: Stage,
    log: &mut Log,
) -> Result<(), RuleError> {
    let Step::EventOps {
        power,
        card: no,
        ops,
        area,
        free,
        may_skip,
        ..
    } = step
    else {
        return Err(wrong_step(g));
    };
    match stage {
        Stage::Move(TsMove::Use(how)) if power == p => {
            if !g.event_ops_uses().contains(&how) {
                return Err(err("ts-err-event-ops-use"));
            }
            g.stack.pop();
            let op = g.granted_ops(p, ops, area, free);
            g.begin_ops(op, how);
            Ok(())
        }
        Stage::Move(TsMove::Done) if power == p && may_skip => {
            g.stack.pop();
            log.push_with(|| {
                LogEntry::public(
                    Text::new("ts-log-ops-declined")
                        .text("power", power_text(p))
                        .text("card", card_text(no)),
                )
            });
            Ok(())
        }
        _ => Err(wrong_step(g)),
    }
}

/// D-21: a trapped side discards a 2+ ops card (then rolls to escape), plays a scoring card, or
/// sits the round out.
pub(super) fn trapped_step(
    g: &mut TwilightStruggle,
    p: Power,
    step: Step,
    stage: Stage,
    rng: &mut GameRng,
    log: &mut Log,
) -> Result<(), RuleError> {
    let Step::Trapped { power } = step else {
        return Err(wrong_step(g));
    };
    match stage {
        Stage::Move(TsMove::Discard(no)) if power == p => {
            if !trap_discards(g, p).contains(&no) {
                return Err(RuleError::new(
                    Text::new("ts-err-trap-discard").text("card", card_text(no)),
                ));
            }
            g.stack.pop();
            trapped_round(g, p, Some(no), rng, log);
            Ok(())
        }
        Stage::Move(TsMove::Play(no)) if power == p => {
            if !trapped_options(g, p).contains(&TsMove::Play(no)) {
                return Err(RuleError::new(
                    Text::new("ts-err-trap-play").text("card", card_text(no)),
                ));
            }
            g.stack.pop();
            g.stack.push(Step::ChooseUse {
                power: p,
                card: no,
                within_event: false,
            });
            apply_stage(g, p, Stage::Move(TsMove::Use(Use::Event)), rng, log)
        }
        Stage::Move(TsMove::Pass) if power == p => {
            if !trapped_options(g, p).contains(&TsMove::Pass) {
                return Err(err("ts-err-trap-pass"));
            }
            g.stack.pop();
            trapped_round(g, p, None, rng, log);
            Ok(())
        }
        _ => Err(wrong_step(g)),
    }
}

/// A trapped side's round (D-21): the discard and the escape roll (1-4 escapes), or a round
/// sat out with nothing to discard.
fn trapped_round(g: &mut TwilightStruggle, p: Power, discard: Option<CardNo>, rng: &mut GameRng, log: &mut Log) {
    let Some(trap) = events::trap_for(p) else {
        return;
    };
    g.rounds_done[p.index()] += 1;
    let Some(no) = discard else {
        log.push_with(|| {
            LogEntry::public(
                Text::new("ts-log-trap-skip")
                    .text("power", power_text(p))
                    .text("card", card_text(trap)),
            )
        });
        events::on_round_spent(g, p, events::RoundSpent::Trapped, log);
        return;
    };
    events::effects::discard_from_hand(g, p, no, log);
    let roll = rng.roll(6);
    let escaped = roll <= 4;
    log.push_with(|| {
        LogEntry::public(
            Text::new("ts-log-trap-roll")
                .text("power", power_text(p))
                .text("card", card_text(trap))
                .num("roll", roll)
                .num("escaped", i64::from(escaped)),
        )
    });
    if escaped {
        events::end_lasting(g, trap, log);
    }
    events::on_round_spent(g, p, events::RoundSpent::Trapped, log);
}
